//! The findings as `gobbler findings` prints them (the figures docs/gobbler.md quotes, and a
//! test keeps equal).

use std::fmt::Write as _;

use super::corner::Region;
use super::figures::{squares, Corner, Figures, Openings, MIN_GROUP, NOVICE_THRESHOLD};

/// Every figure, as printed.
#[must_use]
pub fn text(f: &Figures) -> String {
    let mut out = String::new();
    let o = &mut out;
    let n = f.eaten.len();
    let m = f.mean();
    let _ = writeln!(
        o,
        "Gobbler findings: {n} games, strong against strong from the start"
    );
    let _ = writeln!(o, "command: {}", f.command);
    let _ = writeln!(o);
    let _ = writeln!(
        o,
        "eaten: mean {:.2} (95 % t interval {:.2}-{:.2}), median {}, min-max {}-{}",
        m.mean,
        m.low,
        m.high,
        f.median(),
        f.eaten.first().copied().unwrap_or(0),
        f.eaten.last().copied().unwrap_or(0)
    );
    for (v, c) in f.histogram() {
        let bar = format!("  {v:>2} {c:<3} {}", "#".repeat(c));
        let _ = writeln!(o, "{}", bar.trim_end());
    }
    let _ = match f.fair_interval {
        Some(i) => writeln!(o,
            "fair threshold (Gobblers win iff eaten > T, each side wins half): T = {} (95 % interval {}-{}: order statistics {} and {} of {n}, exact coverage {:.1} %); at T = {} the Littles win {} of {n}",
            f.fair, i.low, i.high, i.rank, n + 1 - i.rank, 100.0 * i.coverage, f.fair, f.littles_wins_at_fair
        ),
        None => writeln!(o, "fair threshold: T = {} (too few games for a 95 % interval)", f.fair),
    };
    let (rate, lo, hi) = f.at_40();
    let _ = writeln!(o,
        "at T = {NOVICE_THRESHOLD}: the Littles win {} of {n}, {:.1} % (95 % Wilson interval {:.1}-{:.1} %)",
        f.littles_wins_at_40,
        100.0 * rate,
        100.0 * lo,
        100.0 * hi
    );
    let _ = writeln!(o);
    openings(o, "the Littles' first turn", &f.littles_first, n);
    openings(o, "the Gobblers' first move", &f.gobblers_first, n);
    for c in &f.corners {
        let _ = writeln!(o);
        corner(o, c, n);
    }
    out
}

fn openings(o: &mut String, what: &str, op: &Openings, n: usize) {
    let _ = writeln!(
        o,
        "by {what}: {} different in {n} games; groups of {MIN_GROUP} games or more:",
        op.distinct
    );
    if op.groups.is_empty() {
        let _ = writeln!(o, "  (none)");
    }
    for (turn, games, m) in &op.groups {
        let _ = writeln!(
            o,
            "  {turn}: {games} games, mean eaten {:.2} ({:.2}-{:.2})",
            m.mean, m.low, m.high
        );
    }
}

fn corner(o: &mut String, c: &Corner, games: usize) {
    let region: Region = c.solution.region;
    let k = region.k();
    let safe: usize = c.by_size.iter().map(|x| x.1).sum();
    let _ = writeln!(
        o,
        "{k}x{k} corner: {safe} of {} patterns safe; by number of Littles (safe / patterns):",
        1usize << region.size()
    );
    let sizes: Vec<String> = c
        .by_size
        .iter()
        .enumerate()
        .filter(|(_, (all, _))| *all > 0)
        .map(|(s, (all, safe))| format!("{s}: {safe}/{all}"))
        .collect();
    let _ = writeln!(o, "  {}", sizes.join(", "));
    let show = |ps: &[u16]| {
        ps.iter()
            .map(|&p| squares(region, p).join(" "))
            .collect::<Vec<_>>()
            .join(" | ")
    };
    let _ = writeln!(o, "  largest safe: {}", show(&c.largest));
    let _ = writeln!(
        o,
        "  largest safe not on one colour: {}",
        show(&c.mixed_safe)
    );
    let _ = writeln!(o,
        "  every safe pattern on one colour: {}; one-coloured patterns of 2 or more that are not safe: {}{}",
        if c.safe_all_one_colour { "yes" } else { "no" },
        c.one_colour_unsafe_count,
        if c.one_colour_unsafe_all.is_empty() {
            String::new()
        } else {
            format!(": {}", show(&c.one_colour_unsafe_all))
        }
    );
    let _ = writeln!(o,
        "  in the games' final positions ({games} games, 4 corners each): {} corners hold 2 or more Littles, {} of them single Littles only, {} a safe pattern",
        c.game_corners, c.game_corners_singles, c.game_corners_safe
    );
}
