//! The findings screen: what good play finds, from the summary `gobbler findings` wrote
//! ([`data`]): the distribution of eaten as a bar chart with its table, the fair threshold, the
//! first turns' effect, and the safe corner patterns drawn as small boards.

pub mod data;

#[cfg(test)]
mod tests;

use std::fmt::Write as _;

use gobbler_rules::{Position, Side, Square, SquareSet, LITTLES};

use crate::html::{esc, mini_board};
use crate::i18n::{fill, FindingsText, Messages};
use data::Json;

/// A number with one decimal (`34.7`).
fn one(x: f64) -> String {
    format!("{x:.1}")
}

/// A rate as a percentage with one decimal (`98.3`).
fn pct(x: f64) -> String {
    format!("{:.1}", 100.0 * x)
}

/// Draws the findings screen.
pub fn render(h: &mut String, t: &Messages) {
    let f = &t.findings;
    let s = data::summary();
    let games = s.get("games").count();
    let budget = s
        .get("command")
        .str()
        .and_then(|c| c.split("--budget-ms ").nth(1))
        .and_then(|r| r.split(' ').next())
        .unwrap_or("?");
    let _ = write!(
        h,
        r#"<article class="gb-rules gb-findings"><p class="gb-intro">{}</p>"#,
        esc(&fill(f.intro, &[&games, &budget]))
    );
    eaten(h, f, &s, games);
    fair(h, f, &s, games);
    first_turns(h, f, &s, games);
    corners(h, t, &s);
    h.push_str("</article>");
}

fn eaten(h: &mut String, f: &FindingsText, s: &Json, games: usize) {
    let e = s.get("eaten");
    let n = |k: &str| e.get(k).num().unwrap_or(0.0);
    let _ = write!(
        h,
        r#"<section id="gb-find-eaten"><h2>{}</h2><p>{}</p>"#,
        esc(f.eaten_title),
        esc(&fill(
            f.eaten_text,
            &[
                &one(n("mean")),
                &one(n("low")),
                &one(n("high")),
                &n("median"),
                &n("min"),
                &n("max")
            ]
        ))
    );
    let hist = e.get("histogram").items();
    let most = hist
        .iter()
        .map(|p| p.items()[1].count())
        .max()
        .unwrap_or(1)
        .max(1);
    let _ = write!(
        h,
        r#"<figure class="gb-chart"><div class="gb-hist" role="img" aria-label="{}">"#,
        esc(&fill(f.chart_label, &[&games, &n("min"), &n("max")]))
    );
    for p in hist {
        let (v, c) = (p.items()[0].count(), p.items()[1].count());
        let _ = write!(
            h,
            r#"<div class="gb-hist-col{2}" style="--h:{1:.0}%"><span class="gb-hist-n">{0}</span><span class="gb-hist-bar"></span><span class="gb-hist-x">{v}</span></div>"#,
            if c > 0 { c.to_string() } else { String::new() },
            100.0 * c as f64 / most as f64,
            // A phone names every other value (the columns are narrower than two digits).
            if v % 2 == 1 { " gb-hist-odd" } else { "" }
        );
    }
    let _ = write!(
        h,
        r#"</div><details class="gb-details"><summary>{}</summary><table class="gb-table"><thead><tr><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        esc(f.table_caption),
        esc(f.col_eaten),
        esc(f.col_games)
    );
    for p in hist {
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td></tr>",
            p.items()[0].count(),
            p.items()[1].count()
        );
    }
    h.push_str("</tbody></table></details></figure></section>");
}

fn fair(h: &mut String, f: &FindingsText, s: &Json, games: usize) {
    let fair = s.get("fair");
    let at = s.get("at_40");
    let shown = |v: &Json| v.num().map_or_else(|| "?".to_string(), |x| x.to_string());
    let _ = write!(
        h,
        r#"<section id="gb-find-fair"><h2>{}</h2><p class="gb-fair">{}</p><p>{}</p></section>"#,
        esc(f.fair_title),
        esc(&fill(
            f.fair_text,
            &[
                &shown(fair.get("threshold")),
                &shown(fair.get("low")),
                &shown(fair.get("high")),
                &fair.get("littles_wins").count(),
                &games
            ]
        )),
        esc(&fill(
            f.at_40,
            &[
                &at.get("littles_wins").count(),
                &games,
                &pct(at.get("rate").num().unwrap_or(0.0)),
                &pct(at.get("low").num().unwrap_or(0.0)),
                &pct(at.get("high").num().unwrap_or(0.0))
            ]
        ))
    );
}

fn first_turns(h: &mut String, f: &FindingsText, s: &Json, games: usize) {
    let ft = s.get("first_turns");
    let min = ft.get("min_games").count();
    let groups = ft.get("gobblers").get("groups").items();
    let _ = write!(
        h,
        r#"<section id="gb-find-first"><h2>{}</h2><p>{}</p>"#,
        esc(f.first_title),
        esc(&if groups.is_empty() {
            fill(f.first_none, &[&min])
        } else {
            fill(
                f.first_text,
                &[
                    &ft.get("littles").get("distinct").count(),
                    &games,
                    &ft.get("gobblers").get("distinct").count(),
                    &min,
                ],
            )
        })
    );
    if !groups.is_empty() {
        let _ = write!(
            h,
            r#"<table class="gb-table"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
            esc(f.col_move),
            esc(f.col_games),
            esc(f.col_mean)
        );
        for g in groups {
            let n = |k: &str| one(g.get(k).num().unwrap_or(0.0));
            let _ = write!(
                h,
                r#"<tr><td class="gb-note">{}</td><td>{}</td><td>{}</td></tr>"#,
                esc(g.get("turn").str().unwrap_or("")),
                g.get("games").count(),
                esc(&fill(f.mean_cell, &[&n("mean"), &n("low"), &n("high")]))
            );
        }
        let _ = write!(h, "</tbody></table><p>{}</p>", esc(f.first_mixed));
    }
    h.push_str("</section>");
}

/// Sentences one after the other: a space after an English full stop, none after a Chinese one.
fn sentences(parts: &[String]) -> String {
    let mut out = String::new();
    for p in parts {
        if !out.is_empty() && !out.ends_with('。') {
            out.push(' ');
        }
        out.push_str(p);
    }
    out
}

/// Whether the squares named all have one colour.
fn one_colour(names: &[&str]) -> bool {
    let colour = |n: &&str| n.parse::<Square>().map(|s| (s.file() + s.rank()) % 2).ok();
    names.windows(2).all(|w| colour(&w[0]) == colour(&w[1]))
}

/// A position with single Littles on `squares` (names) and nothing else, for a diagram.
fn pattern_position(squares: &[Json]) -> Position {
    let mut counts = [0u8; 64];
    for sq in squares
        .iter()
        .filter_map(|j| j.str()?.parse::<Square>().ok())
    {
        counts[sq.index()] = 1;
    }
    let on: u8 = counts.iter().sum();
    Position::new(counts, SquareSet::EMPTY, Side::Littles, LITTLES - on, 40)
        .expect("a pattern of single Littles")
}

fn corners(h: &mut String, t: &Messages, s: &Json) {
    let f = &t.findings;
    let _ = write!(
        h,
        r#"<section id="gb-find-corners"><h2>{}</h2><p>{}</p>"#,
        esc(f.corners_title),
        esc(f.corners_text)
    );
    for c in s.get("corners").items() {
        let k = c.get("k").count();
        let largest = c.get("largest").items();
        let most = largest.first().map_or(0, |p| p.items().len());
        let unsafe_one = c.get("one_colour_unsafe_count").count();
        let colour = [
            if c.get("all_safe_one_colour") == &Json::Bool(true) {
                f.one_colour_all.to_string()
            } else {
                f.one_colour_not_all.to_string()
            },
            if unsafe_one == 0 {
                f.one_colour_all_safe.to_string()
            } else {
                fill(f.one_colour_unsafe, &[&unsafe_one])
            },
        ];
        let _ = write!(
            h,
            r#"<div class="gb-corner" data-k="{k}"><p>{}</p><div class="gb-figs">"#,
            esc(&sentences(&[
                fill(
                    f.corner_counts,
                    &[&k, &c.get("safe").count(), &(1usize << (k * k)), &most]
                ),
                colour[0].clone(),
                colour[1].clone(),
            ]))
        );
        patterns(h, f, c, k);
        let _ = write!(
            h,
            r#"</div><p>{}</p></div>"#,
            esc(&fill(
                f.in_games,
                &[
                    &c.get("game_corners").count(),
                    &c.get("game_corners_singles").count(),
                    &c.get("game_corners_safe").count()
                ]
            ))
        );
    }
    h.push_str("</section>");
}

/// The corner's patterns on small boards, each once: the largest safe ones, the largest safe
/// ones on two colours, the smallest one-coloured ones that are not safe.
fn patterns(h: &mut String, f: &FindingsText, c: &Json, k: usize) {
    let kinds = [
        ("largest", f.caption_safe),
        ("mixed_safe", f.caption_mixed),
        ("one_colour_unsafe", f.caption_unsafe),
    ];
    let mut shown: Vec<Vec<&str>> = Vec::new();
    for (key, caption) in kinds {
        for p in c.get(key).items() {
            let names: Vec<&str> = p.items().iter().filter_map(Json::str).collect();
            if shown.contains(&names) {
                continue;
            }
            shown.push(names.clone());
            // A largest safe pattern on two colours says so.
            let caption = if key == "largest" && !one_colour(&names) {
                f.caption_mixed
            } else {
                caption
            };
            let text = fill(caption, &[&names.join(" ")]);
            let _ = write!(h, r#"<figure class="gb-fig gb-pattern {key}">"#);
            let edge = k as i8;
            mini_board(
                h,
                &pattern_position(p.items()),
                (0, edge - 1),
                (1, edge),
                &[],
                &[],
                &text,
            );
            let _ = write!(h, "<figcaption>{}</figcaption></figure>", esc(&text));
        }
    }
}
