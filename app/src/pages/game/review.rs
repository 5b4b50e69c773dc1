//! The game review panel (the verdict of every played move, the value graph, a jump to any
//! ply), as HTML. The full module's only: the explorer's module hands an open review over
//! (`web::handover`).

use std::fmt::Write;

use gobblet_rules::{Player, Value};

use super::actions::attr;
use super::preview::short;
use crate::html::{esc, tenths};
use crate::i18n::{fill, ReviewText, UiText};
use crate::model::{Model, Msg, Review};
use crate::review::{height, winner, Verdict};

/// A value in words for its side to move (`Orange to move — wins with its 3rd move (5
/// plies)`); at the end of the game who has won.
fn words(t: &UiText, rt: &ReviewText, side: Player, v: Option<Value>) -> String {
    match v {
        Some(v @ (Value::Win(0) | Value::Loss(0))) => t.value_words(v, side),
        Some(v) => fill(t.to_move, &[&t.player(side), &t.value_words(v, side)]),
        None => fill(t.to_move, &[&t.player(side), &rt.value_unknown]),
    }
}

/// The verdict's words.
fn verdict_words(t: &UiText, rt: &ReviewText, verdict: Verdict, best: Option<Value>) -> String {
    match verdict {
        Verdict::Best => rt.best.into(),
        Verdict::HeldOut => rt.held_out.into(),
        Verdict::Slower => fill(rt.slower, &[&short(t, best)]),
        Verdict::Sooner => fill(rt.sooner, &[&short(t, best)]),
        Verdict::Blunder if best == Some(Value::Draw) => rt.blunder_draw.into(),
        Verdict::Blunder => rt.blunder_win.into(),
        Verdict::Unknown => rt.verdict_unknown.into(),
    }
}

/// The review panel of the shown game.
#[must_use]
pub fn panel(m: &Model, t: &UiText, rt: &ReviewText) -> String {
    let r = m.review();
    let total = r.values.len();
    let known = r.known();
    let mut h = String::new();
    let _ = write!(
        h,
        r#"<section id="review" class="review" aria-labelledby="review-title"><h2 id="review-title">{}</h2>"#,
        esc(rt.title)
    );
    let (state, progress) = if r.waiting {
        ("busy", fill(rt.progress, &[&known, &total]))
    } else if known == total
        && r.rows
            .iter()
            .all(|row| row.judged.verdict != Verdict::Unknown)
    {
        ("complete", fill(rt.complete, &[&total]))
    } else {
        ("incomplete", fill(rt.incomplete, &[&known, &total]))
    };
    let _ = write!(
        h,
        r#"<p id="review-progress" data-state="{state}" role="status">{}</p>"#,
        esc(&progress)
    );
    let count = |v: Verdict| r.rows.iter().filter(|row| row.judged.verdict == v).count();
    let _ = write!(
        h,
        r#"<p id="review-summary">{}</p>"#,
        esc(&fill(
            rt.summary,
            &[
                &count(Verdict::Blunder),
                &count(Verdict::Slower),
                &count(Verdict::Sooner)
            ]
        ))
    );
    h.push_str(&graph(m, t, rt, &r));
    h.push_str(&table(m, t, rt, &r));
    h.push_str("</section>");
    h
}

/// The value graph: one point per ply (the start included), a click jumps there.
fn graph(m: &Model, t: &UiText, rt: &ReviewText, r: &Review) -> String {
    let n = r.values.len();
    let top = r
        .values
        .iter()
        .filter_map(|(s, v)| v.map(|v| height(v, *s).abs()))
        .max()
        .unwrap_or(1)
        .max(1);
    // Coordinates in tenths of a unit, in integers: formatting floats would bring the float
    // printing machinery (about 17 KB) into the explorer's module.
    let (w, half, pad) = (640_i64, 90_i64, 18_i64);
    let x = |i: usize| {
        let span = (w - 2 * pad) * 10;
        pad * 10
            + if n > 1 {
                span * i as i64 / (n as i64 - 1)
            } else {
                0
            }
    };
    let y = |hgt: i32| (half + pad) * 10 - i64::from(hgt) * half * 10 / i64::from(top);
    let mut h = String::new();
    let _ = write!(
        h,
        r#"<svg id="review-graph" class="review-graph" viewBox="0 0 {w} {}" role="img" aria-labelledby="review-graph-title review-graph-desc"><title id="review-graph-title">{}</title><desc id="review-graph-desc">{}</desc>"#,
        2 * (half + pad),
        esc(rt.graph_title),
        esc(rt.graph_desc)
    );
    let _ = write!(
        h,
        r#"<line class="axis" x1="{pad}" y1="{0}" x2="{1}" y2="{0}"/><text class="axis-label" x="{pad}" y="12">{2}</text><text class="axis-label" x="{pad}" y="{3}">{4}</text>"#,
        tenths(y(0)),
        w - pad,
        esc(&fill(rt.graph_up, &[&t.player(Player::P1)])),
        2 * (half + pad) - 4,
        esc(&fill(rt.graph_down, &[&t.player(Player::P2)])),
    );
    h.push_str(&curve(r, &x, &y));
    let verdict_at = |ply: usize| {
        r.rows
            .iter()
            .find(|row| row.ply == ply)
            .map(|row| row.judged.verdict)
    };
    for (i, (side, v)) in r.values.iter().enumerate() {
        let Some(v) = v else { continue };
        let hgt = height(*v, *side);
        let class = match winner(*v, *side) {
            Some(Player::P1) => "p1",
            Some(Player::P2) => "p2",
            None => "draw",
        };
        let mark = verdict_at(i).map_or("", Verdict::tag);
        let current = if m.game().ply() == i { " current" } else { "" };
        let _ = write!(
            h,
            r#"<circle class="pt {class} {mark}{current}" cx="{}" cy="{}" r="{}" {} data-height="{hgt}"><title>{}</title></circle>"#,
            tenths(x(i)),
            tenths(y(hgt)),
            if mark == "blunder" { 6 } else { 4 },
            attr(&Msg::Jump(i)),
            esc(&fill(rt.graph_point, &[&i, &words(t, rt, *side, Some(*v))]))
        );
    }
    h.push_str("</svg>");
    h
}

/// The graph's curve through every known value, broken where a value is unknown; `x` and `y`
/// place a ply and a height.
fn curve(r: &Review, x: &impl Fn(usize) -> i64, y: &impl Fn(i32) -> i64) -> String {
    let mut path = String::new();
    let mut pen_down = false;
    for (i, (side, v)) in r.values.iter().enumerate() {
        match v {
            Some(v) => {
                let _ = write!(
                    path,
                    "{}{},{} ",
                    if pen_down { "L" } else { "M" },
                    tenths(x(i)),
                    tenths(y(height(*v, *side)))
                );
                pen_down = true;
            }
            None => pen_down = false,
        }
    }
    format!(r#"<path class="curve" d="{}"/>"#, path.trim_end())
}

/// The same data as text: one row per ply, each move with its verdict, the best move where
/// another was played, and the value reached; each ply a jump button.
fn table(m: &Model, t: &UiText, rt: &ReviewText, r: &Review) -> String {
    let mut h = format!(
        r#"<table id="review-table" class="review-table"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        esc(rt.col_ply),
        esc(rt.col_move),
        esc(rt.col_verdict),
        esc(rt.col_best),
        esc(rt.col_value)
    );
    let ply = m.game().ply();
    for (i, (side, v)) in r.values.iter().enumerate() {
        let current = if ply == i {
            r#" aria-current="step""#
        } else {
            ""
        };
        let row = r.rows.iter().find(|row| row.ply == i);
        let (tag, mv, verdict, best) = match row {
            None => ("", rt.start.to_string(), String::new(), String::new()),
            Some(row) => {
                let j = &row.judged;
                let best = if matches!(
                    j.verdict,
                    Verdict::Best | Verdict::HeldOut | Verdict::Unknown
                ) {
                    String::new()
                } else {
                    let moves: Vec<String> = j.best_moves.iter().map(ToString::to_string).collect();
                    fill(rt.best_was, &[&moves.join(", "), &short(t, j.best)])
                };
                (
                    j.verdict.tag(),
                    format!("{} {}", t.player(row.mover), row.mv),
                    verdict_words(t, rt, j.verdict, j.best),
                    best,
                )
            }
        };
        let _ = write!(
            h,
            r#"<tr class="{tag}" data-verdict="{tag}"><td><button class="jump" {}{current}>{i}</button></td><td class="played">{}</td><td class="verdict">{}</td><td class="best">{}</td><td class="value" data-value="{}">{}</td></tr>"#,
            attr(&Msg::Jump(i)),
            esc(&mv),
            esc(&verdict),
            esc(&best),
            v.map_or_else(|| "?".to_string(), |v| v.to_string()),
            esc(&words(t, rt, *side, *v)),
        );
    }
    h.push_str("</tbody></table>");
    h
}
