//! The summary the page reads: [`Figures`] as a small JSON file, written by hand (fixed
//! decimals, one field per line where it helps a diff), so that the same games always give the
//! same bytes.

use std::fmt::Write;

use super::figures::{squares, Corner, Figures, Mean, Openings, MIN_GROUP};

/// A JSON string (the notation and the command hold no character that needs more than `\"`
/// and `\\`; control characters are escaped anyway).
fn string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A number with `d` decimals, `null` if not finite.
fn num(x: f64, d: usize) -> String {
    if x.is_finite() {
        format!("{x:.d$}")
    } else {
        "null".to_string()
    }
}

fn mean(m: &Mean) -> String {
    format!(
        "\"mean\": {}, \"low\": {}, \"high\": {}",
        num(m.mean, 2),
        num(m.low, 2),
        num(m.high, 2)
    )
}

fn openings(o: &Openings) -> String {
    let groups: Vec<String> = o
        .groups
        .iter()
        .map(|(turn, n, m)| {
            format!(
                "\n      {{\"turn\": {}, \"games\": {n}, {}}}",
                string(turn),
                mean(m)
            )
        })
        .collect();
    format!(
        "{{\"distinct\": {}, \"groups\": [{}]}}",
        o.distinct,
        groups.join(",")
    )
}

fn patterns(c: &Corner, ps: &[u16]) -> String {
    let lists: Vec<String> = ps
        .iter()
        .map(|&p| {
            let names: Vec<String> = squares(c.solution.region, p)
                .iter()
                .map(|s| string(s))
                .collect();
            format!("[{}]", names.join(", "))
        })
        .collect();
    format!("[{}]", lists.join(", "))
}

fn corner(c: &Corner) -> String {
    let sizes: Vec<String> = c
        .by_size
        .iter()
        .enumerate()
        .map(|(size, (all, safe))| format!("[{size}, {all}, {safe}]"))
        .collect();
    let safe: usize = c.by_size.iter().map(|x| x.1).sum();
    format!(
        "{{\"k\": {}, \"safe\": {safe}, \"by_size\": [{}],\n     \"all_safe_one_colour\": {}, \"largest\": {}, \"mixed_safe\": {},\n     \"one_colour_unsafe\": {}, \"one_colour_unsafe_count\": {},\n     \"game_corners\": {}, \"game_corners_singles\": {}, \"game_corners_safe\": {}}}",
        c.solution.region.k(),
        sizes.join(", "),
        c.safe_all_one_colour,
        patterns(c, &c.largest),
        patterns(c, &c.mixed_safe),
        patterns(c, &c.one_colour_unsafe),
        c.one_colour_unsafe_count,
        c.game_corners,
        c.game_corners_singles,
        c.game_corners_safe,
    )
}

/// The summary JSON of `f`.
#[must_use]
pub fn summary(f: &Figures) -> String {
    let hist: Vec<String> = f
        .histogram()
        .iter()
        .map(|(v, n)| format!("[{v}, {n}]"))
        .collect();
    let (rate, lo, hi) = f.at_40();
    let fair = f.fair_interval.map_or_else(
        || "\"low\": null, \"high\": null, \"coverage\": null".to_string(),
        |m| {
            format!(
                "\"low\": {}, \"high\": {}, \"coverage\": {}",
                m.low,
                m.high,
                num(m.coverage, 4)
            )
        },
    );
    let corners: Vec<String> = f.corners.iter().map(corner).collect();
    let mut out = String::from("{\n");
    let _ = writeln!(out, "  \"command\": {},", string(&f.command));
    let _ = writeln!(out, "  \"games\": {},", f.eaten.len());
    let _ = writeln!(
        out,
        "  \"eaten\": {{{}, \"median\": {}, \"min\": {}, \"max\": {},\n    \"histogram\": [{}]}},",
        mean(&f.mean()),
        num(f.median(), 1),
        f.eaten.first().copied().unwrap_or(0),
        f.eaten.last().copied().unwrap_or(0),
        hist.join(", ")
    );
    let _ = writeln!(
        out,
        "  \"fair\": {{\"threshold\": {}, {fair}, \"littles_wins\": {}}},",
        f.fair, f.littles_wins_at_fair
    );
    let _ = writeln!(
        out,
        "  \"at_40\": {{\"littles_wins\": {}, \"rate\": {}, \"low\": {}, \"high\": {}}},",
        f.littles_wins_at_40,
        num(rate, 3),
        num(lo, 3),
        num(hi, 3)
    );
    let _ = writeln!(
        out,
        "  \"first_turns\": {{\"min_games\": {MIN_GROUP},\n    \"littles\": {},\n    \"gobblers\": {}}},",
        openings(&f.littles_first),
        openings(&f.gobblers_first)
    );
    let _ = writeln!(
        out,
        "  \"corners\": [\n    {}\n  ]",
        corners.join(",\n    ")
    );
    out.push_str("}\n");
    out
}
