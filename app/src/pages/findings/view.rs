//! The findings page as HTML: the frame, the start, the numbers and the first moves (the other
//! charts are in `charts.rs` and `shares.rs`).

use std::fmt::Write as _;
use std::str::FromStr;

use gobblet_rules::Variant;
use gobblet_rules::{Move, Size};
use gobblet_tablebase::stats::{FirstMove, Outcome, Stats, StatsError};

use super::parts::{legend, missing, section};
use super::{charts, group, percent, shares};
use crate::fetch::LoadError;
use crate::html::{esc, hidden_table, svg_open};
use crate::i18n::{fill, FindingsText, Lang, Tables};

/// The page for the fetched findings: `None` while loading, `Err` when they could not be read.
#[must_use]
pub fn render(
    state: Option<&Result<Stats, LoadError<StatsError>>>,
    t: &FindingsText,
    lang: Lang,
) -> String {
    let mut h = String::new();
    let _ = write!(
        h,
        r#"<div class="findings"><h2 class="findings-title">{}</h2>"#,
        esc(t.title)
    );
    match state {
        None => {
            let _ = write!(
                h,
                r#"<p class="findings-status" role="status">{}</p>"#,
                esc(t.loading)
            );
        }
        Some(Err(e)) => {
            let _ = write!(
                h,
                r#"<p class="findings-status findings-error" role="alert">{}</p>"#,
                esc(&fill(t.failed, &[&lang.messages().stats_load_error(e)]))
            );
        }
        Some(Ok(s)) => page(&mut h, s, t, lang),
    }
    h.push_str("</div>");
    h
}

/// The rules the file says it was solved under, in words (`?` if it does not say, or names
/// rules that do not exist).
fn rules_words(s: &Stats, lang: Lang) -> String {
    match s.rules.as_deref().map(str::parse::<Variant>) {
        Some(Ok(v)) => lang.messages().rules(&v),
        _ => "?".into(),
    }
}

fn page(h: &mut String, s: &Stats, t: &FindingsText, lang: Lang) {
    let _ = write!(
        h,
        r#"<p class="findings-intro">{}</p><div class="findings-grid">"#,
        esc(&fill(t.intro, &[&rules_words(s, lang)]))
    );
    start_section(h, s, t);
    numbers_section(h, s, t);
    first_moves_section(h, s, t);
    shares::shares_section(h, s, t);
    compare_section(h, s, t);
    charts::distance_section(h, s, t, lang);
    charts::pieces_section(h, s, t, lang);
    charts::draws_section(h, s, t, lang);
    h.push_str("</div>");
}

/// The rules the published solve of this game used (our standard rules).
const PUBLISHED_RULES: &str = "reveal=must-cover,cover=on,pieces=2";

/// Where our figures differ from the published solve's, and why (standard rules only; the
/// *Figures* of `docs/solver.md` gives the same reasons).
fn compare_section(h: &mut String, s: &Stats, t: &FindingsText) {
    if s.rules.as_deref() != Some(PUBLISHED_RULES) {
        return;
    }
    section(h, "compare", t.compare_title, t.compare_explain);
    h.push_str("<ul class=\"compare\">");
    let mut item = |text: String| {
        let _ = write!(h, "<li>{}</li>", esc(&text));
    };
    item(fill(t.compare_reachable, &[&group(s.reachable)]));
    if let (Some(p1), Some(p2), Some(d)) = (s.p1_wins, s.p2_wins, s.draws) {
        item(fill(t.compare_split, &[&group(p1), &group(p2), &group(d)]));
    }
    if let Some(d) = s.deepest_win {
        item(fill(t.compare_deepest, &[&group(d.positions)]));
    }
    if let (Some(keep), Some(fast)) = (s.single_share(), s.single_fastest_share()) {
        item(fill(
            t.compare_single,
            &[&percent(keep, t), &percent(fast, t)],
        ));
    }
    h.push_str("</ul></section>");
}

/// The start: who wins and how fast, and one dot per ply of the shortest forced win.
fn start_section(h: &mut String, s: &Stats, t: &FindingsText) {
    let Some(start) = s.start else {
        section(h, "start", t.start_title, "");
        missing(h, t);
        h.push_str("</section>");
        return;
    };
    let (winner, plies) = match (start.outcome, start.plies) {
        (Outcome::Win, Some(n)) => (t.first_player, n),
        (Outcome::Loss, Some(n)) => (t.second_player, n),
        _ => {
            section(h, "start", t.start_title, "");
            let _ = write!(
                h,
                r#"<p class="headline">{}</p></section>"#,
                esc(t.start_draw)
            );
            return;
        }
    };
    let p1_turns = plies.div_ceil(2);
    let p2_turns = plies / 2;
    section(h, "start", t.start_title, "");
    let _ = write!(
        h,
        r#"<p class="headline">{}</p>"#,
        esc(&fill(t.start_wins, &[&winner, &plies]))
    );
    // One dot per ply, at most 13 to a row.
    let shown = plies.min(99);
    let per_row = 13;
    let rows = shown.div_ceil(per_row).max(1);
    let height = rows * 28 + 4;
    svg_open(
        h,
        "timeline",
        364,
        height,
        &fill(t.start_chart, &[&winner, &plies, &p1_turns, &p2_turns]),
    );
    for ply in 1..=shown {
        let (row, col) = ((ply - 1) / per_row, (ply - 1) % per_row);
        let (cx, cy) = (14 + col * 28, 16 + row * 28);
        let (class, who) = if ply % 2 == 1 {
            ("p1", t.p1)
        } else {
            ("p2", t.p2)
        };
        let last = if ply == plies { " last" } else { "" };
        let _ = write!(
            h,
            r#"<g class="ply {class}{last}"><title>{}</title><circle cx="{cx}" cy="{cy}" r="12"/><text x="{cx}" y="{}" text-anchor="middle">{ply}</text></g>"#,
            esc(&fill(t.start_ply, &[&ply, &who])),
            cy + 4
        );
    }
    h.push_str("</svg>");
    legend(h, &[("p1", "", t.p1), ("p2", "", t.p2)]);
    let _ = write!(
        h,
        r#"<p class="note">{}</p></section>"#,
        esc(&fill(t.start_explain, &[&p1_turns, &p2_turns]))
    );
}

/// The solve in numbers: one table.
fn numbers_section(h: &mut String, s: &Stats, t: &FindingsText) {
    section(h, "numbers", t.numbers_title, t.numbers_explain);
    let _ = write!(
        h,
        r#"<table class="numbers"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        esc(t.col_what),
        esc(t.col_positions),
        esc(t.col_share)
    );
    let share = |n: u64| {
        if s.non_terminal > 0 {
            percent(n as f64 / s.non_terminal as f64, t)
        } else {
            String::new()
        }
    };
    let mut row = |class: &str, label: &str, n: Option<u64>, with_share: bool| {
        if let Some(n) = n {
            let _ = write!(
                h,
                r#"<tr class="{class}"><th scope="row">{}</th><td class="num">{}</td><td class="num">{}</td></tr>"#,
                esc(label),
                group(n),
                if with_share { share(n) } else { String::new() }
            );
        }
    };
    row("reachable", t.row_reachable, Some(s.reachable), false);
    row("terminal", t.row_terminal, s.terminal_line, false);
    row("in-play", t.row_in_play, Some(s.non_terminal), true);
    row("p1-wins sub", t.row_p1_wins, s.p1_wins, true);
    row("p2-wins sub", t.row_p2_wins, s.p2_wins, true);
    row("draws sub", t.row_draws, s.draws, true);
    row("no-move sub", t.row_no_move, s.no_move, true);
    h.push_str("</tbody></table></section>");
}

/// The short label and the words of a first move's value for P1.
fn first_move_value(t: &FindingsText, outcome: Outcome, plies: Option<u32>) -> (String, String) {
    let n = plies.unwrap_or(0);
    match outcome {
        Outcome::Win => (fill(t.label_win, &[&n]), fill(t.p1_wins_in, &[&n])),
        Outcome::Loss => (fill(t.label_loss, &[&n]), fill(t.p1_loses_in, &[&n])),
        Outcome::Draw => (t.label_draw.to_string(), t.drawn.to_string()),
    }
}

/// The first moves: three 3×3 boards (small, medium, large placements) coloured by value.
fn first_moves_section(h: &mut String, s: &Stats, t: &FindingsText) {
    section(h, "first", t.first_title, t.first_explain);
    if s.first_moves.is_empty() {
        missing(h, t);
        h.push_str("</section>");
        return;
    }
    let count = |o: Outcome| s.first_moves.iter().filter(|m| m.outcome == o).count();
    let (w, l, d) = (
        count(Outcome::Win),
        count(Outcome::Loss),
        count(Outcome::Draw),
    );
    // cells[size][square index] = (move, outcome, plies)
    let mut cells: [[Option<&FirstMove>; 9]; 3] = [[None; 9]; 3];
    for fm in &s.first_moves {
        if let Ok(Move::Place { size, to }) = Move::from_str(&fm.mv) {
            cells[size.index()][to.index()] = Some(fm);
        }
    }
    svg_open(
        h,
        "first-moves",
        360,
        138,
        &fill(t.first_chart, &[&w, &l, &d]),
    );
    for size in Size::ALL {
        first_moves_board(h, t, size, &cells[size.index()]);
    }
    h.push_str("</svg>");
    legend(
        h,
        &[
            (
                "win",
                &fill(t.label_win, &[&"n"]),
                &fill(t.p1_wins_in, &[&"n"]),
            ),
            (
                "loss",
                &fill(t.label_loss, &[&"n"]),
                &fill(t.p1_loses_in, &[&"n"]),
            ),
            ("draw", t.label_draw, t.drawn),
        ],
    );
    let _ = write!(
        h,
        r#"<p class="summary">{}</p>"#,
        esc(&fill(t.first_summary, &[&w, &l, &d]))
    );
    let rows: Vec<Vec<String>> = s
        .first_moves
        .iter()
        .map(|fm| vec![fm.mv.clone(), first_move_value(t, fm.outcome, fm.plies).1])
        .collect();
    hidden_table(h, t.first_title, &[t.col_move, t.col_value], &rows);
    h.push_str("</section>");
}

/// One board of the first moves: the placements of `size`, each square coloured by the value
/// of placing there (`cells`, by square index).
fn first_moves_board(
    h: &mut String,
    t: &FindingsText,
    size: Size,
    cells: &[Option<&FirstMove>; 9],
) {
    const CELL: u32 = 32;
    const GAP: u32 = 3;
    let x0 = size.index() as u32 * 126;
    let caption = match size {
        Size::Small => t.board_small,
        Size::Medium => t.board_medium,
        Size::Large => t.board_large,
    };
    let _ = write!(
        h,
        r#"<text class="caption" x="{}" y="13" text-anchor="middle">{}</text><rect class="board-bg" x="{x0}" y="20" width="{}" height="{}" rx="5"/>"#,
        x0 + 54,
        esc(caption),
        3 * CELL + 4 * GAP,
        3 * CELL + 4 * GAP
    );
    for (i, cell) in cells.iter().enumerate() {
        let i = i as u32;
        let x = x0 + GAP + (i % 3) * (CELL + GAP);
        let y = 20 + GAP + (i / 3) * (CELL + GAP);
        let (class, label, words, mv) = match cell {
            Some(fm) => {
                let (label, words) = first_move_value(t, fm.outcome, fm.plies);
                (fm.outcome.name(), label, words, fm.mv.as_str())
            }
            None => ("unknown", "?".to_string(), t.no_value.to_string(), ""),
        };
        let _ = write!(
            h,
            r#"<g class="fm {class}" data-move="{mv}"><title>{}</title><rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" rx="4"/><text x="{}" y="{}" text-anchor="middle">{}</text></g>"#,
            esc(&format!("{mv}: {words}")),
            x + CELL / 2,
            y + CELL / 2 + 4,
            esc(&label),
            mv = esc(mv)
        );
    }
}
