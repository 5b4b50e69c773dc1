//! The findings page: what the solve found, drawn from the solver's `stats.json` (fetched from
//! `tb/stats.json`) as SVG charts and tables made here, without a chart library.
//!
//! [`Stats::parse`] reads the file (an older file without some fields still parses: each section
//! says what is missing) and [`render`] draws the page: the start value, the solve in numbers, the
//! 27 first moves on three small boards, the distances to the end (logarithmic bars), outcomes by
//! pieces on the board, draws, and the shares of immediate wins, single winning moves and pins.
//! Every chart is an `<svg role="img">` with an `aria-label` and a `<title>`, followed by a
//! visually hidden table of its numbers; every string comes from [`FindingsText`].

use std::fmt::Write as _;
use std::str::FromStr;

use gobblet_rules::{Move, Size};
use serde::Deserialize;

use crate::i18n::{fill, Lang};
use crate::view::esc;

/// The longest distance histogram accepted (distances fit a byte).
const MAX_PLIES: usize = 256;
/// Pieces on the board: 0 to 12.
const PIECE_COUNTS: usize = 13;
/// The most first moves accepted (27 in every variant).
const MAX_FIRST_MOVES: usize = 64;

/// Win, loss or draw, as `stats.json` writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// A win.
    Win,
    /// A loss.
    Loss,
    /// A draw.
    Draw,
}

/// A value: the outcome and, for a win or a loss, the plies to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct OutcomePlies {
    /// Win, loss or draw.
    pub outcome: Outcome,
    /// Plies to the end (`None` for a draw).
    #[serde(default)]
    pub plies: Option<u32>,
}

/// The longest forced win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct Deepest {
    /// Its length in plies.
    pub plies: u32,
    /// How many positions have it.
    pub positions: u64,
}

/// One first move and its value for P1 (counting the first move).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct FirstMove {
    /// The move in notation (`S@a3`).
    #[serde(rename = "move")]
    pub mv: String,
    /// Win, loss or draw for P1.
    pub outcome: Outcome,
    /// Plies to the end counting the first move (`None` for a draw).
    #[serde(default)]
    pub plies: Option<u32>,
}

/// Positions in play with one number of pieces on the board, by the side to move's outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct OutcomeCounts {
    /// Won by the side to move.
    #[serde(default)]
    pub wins: u64,
    /// Lost by the side to move.
    #[serde(default)]
    pub losses: u64,
    /// Drawn.
    #[serde(default)]
    pub draws: u64,
}

impl OutcomeCounts {
    /// Wins, losses and draws together.
    #[must_use]
    pub fn total(&self) -> u64 {
        self.wins
            .saturating_add(self.losses)
            .saturating_add(self.draws)
    }
}

/// The solver's `stats.json` (fields in the README). Only `reachable` and `non_terminal` are
/// required; a missing field leaves its section saying so.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Stats {
    /// The rules, `reveal=…,cover=…,pieces=…`.
    #[serde(default)]
    pub rules: Option<String>,
    /// Positions reachable from the start, terminal ones included.
    pub reachable: u64,
    /// Reachable positions where a line shows.
    #[serde(default)]
    pub terminal_line: Option<u64>,
    /// Reachable positions whose side to move has no legal move.
    #[serde(default)]
    pub no_move: Option<u64>,
    /// Positions in play (`reachable - terminal_line`, no-move positions included).
    pub non_terminal: u64,
    /// Positions in play won by P1.
    #[serde(default)]
    pub p1_wins: Option<u64>,
    /// Positions in play won by P2.
    #[serde(default)]
    pub p2_wins: Option<u64>,
    /// Positions in play that are drawn.
    #[serde(default)]
    pub draws: Option<u64>,
    /// The start's value for P1.
    #[serde(default)]
    pub start: Option<OutcomePlies>,
    /// Positions in play won by the side to move, by plies to the end.
    #[serde(default)]
    pub win_histogram: Vec<u64>,
    /// Positions in play lost by the side to move, by plies to the end.
    #[serde(default)]
    pub loss_histogram: Vec<u64>,
    /// The longest forced win.
    #[serde(default)]
    pub deepest_win: Option<Deepest>,
    /// Positions in play with a move that wins at once.
    #[serde(default)]
    pub immediate_wins: Option<u64>,
    /// `immediate_wins / non_terminal`.
    #[serde(default)]
    pub immediate_win_share: Option<f64>,
    /// Won positions where exactly one move keeps the win.
    #[serde(default)]
    pub single_winning_move: Option<u64>,
    /// `single_winning_move / won positions`.
    #[serde(default)]
    pub single_winning_move_share: Option<f64>,
    /// Positions in play where the side to move has a pinned piece.
    #[serde(default)]
    pub pinned: Option<u64>,
    /// `pinned / non_terminal`.
    #[serde(default)]
    pub pinned_share: Option<f64>,
    /// Drawn positions by pieces on the board (0..=12).
    #[serde(default)]
    pub draws_by_pieces_on_board: Vec<u64>,
    /// Positions in play by pieces on the board (0..=12) and the side to move's outcome.
    #[serde(default)]
    pub outcomes_by_pieces_on_board: Vec<OutcomeCounts>,
    /// Every first move with P1's value after it.
    #[serde(default)]
    pub first_moves: Vec<FirstMove>,
}

impl Stats {
    /// Reads `stats.json`; the error says what is wrong (never panics, whatever the input).
    ///
    /// # Errors
    /// If the text is not JSON, a required field is missing, a field has the wrong type, or a
    /// value is impossible (a share outside 0–1, a first move that is not a placement, a win
    /// without its distance, lists longer than the game allows).
    pub fn parse(json: &str) -> Result<Stats, String> {
        let s: Stats =
            serde_json::from_str(json).map_err(|e| format!("stats.json is not readable: {e}"))?;
        s.check()?;
        Ok(s)
    }

    fn check(&self) -> Result<(), String> {
        for (name, h) in [
            ("win_histogram", &self.win_histogram),
            ("loss_histogram", &self.loss_histogram),
        ] {
            if h.len() > MAX_PLIES {
                return Err(format!(
                    "stats.json: {name} has {} entries (at most {MAX_PLIES})",
                    h.len()
                ));
            }
        }
        if self.draws_by_pieces_on_board.len() > PIECE_COUNTS {
            return Err(format!(
                "stats.json: draws_by_pieces_on_board has {} entries (at most {PIECE_COUNTS})",
                self.draws_by_pieces_on_board.len()
            ));
        }
        if self.outcomes_by_pieces_on_board.len() > PIECE_COUNTS {
            return Err(format!(
                "stats.json: outcomes_by_pieces_on_board has {} entries (at most {PIECE_COUNTS})",
                self.outcomes_by_pieces_on_board.len()
            ));
        }
        for (name, share) in [
            ("immediate_win_share", self.immediate_win_share),
            ("single_winning_move_share", self.single_winning_move_share),
            ("pinned_share", self.pinned_share),
        ] {
            if let Some(x) = share {
                if !(0.0..=1.0).contains(&x) {
                    return Err(format!(
                        "stats.json: {name} is {x}, not a share from 0 to 1"
                    ));
                }
            }
        }
        if let Some(start) = self.start {
            check_value("start", start.outcome, start.plies)?;
        }
        if self.first_moves.len() > MAX_FIRST_MOVES {
            return Err(format!(
                "stats.json: {} first moves (at most {MAX_FIRST_MOVES})",
                self.first_moves.len()
            ));
        }
        for fm in &self.first_moves {
            match Move::from_str(&fm.mv) {
                Ok(Move::Place { .. }) => {}
                _ => {
                    return Err(format!(
                        "stats.json: the first move {:?} is not a placement like S@a3",
                        fm.mv
                    ))
                }
            }
            check_value(&format!("the first move {}", fm.mv), fm.outcome, fm.plies)?;
        }
        Ok(())
    }

    /// Positions in play won by the side to move (the win histogram's total).
    #[must_use]
    pub fn won(&self) -> u64 {
        self.win_histogram
            .iter()
            .fold(0u64, |a, &b| a.saturating_add(b))
    }

    /// The share of positions in play with a move that wins at once.
    #[must_use]
    pub fn immediate_share(&self) -> Option<f64> {
        share_of(
            self.immediate_win_share,
            self.immediate_wins,
            self.non_terminal,
        )
    }

    /// The share of won positions where exactly one move keeps the win.
    #[must_use]
    pub fn single_share(&self) -> Option<f64> {
        share_of(
            self.single_winning_move_share,
            self.single_winning_move,
            self.won(),
        )
    }

    /// The share of positions in play with a pinned piece.
    #[must_use]
    pub fn pinned_share(&self) -> Option<f64> {
        share_of(self.pinned_share, self.pinned, self.non_terminal)
    }
}

fn check_value(what: &str, outcome: Outcome, plies: Option<u32>) -> Result<(), String> {
    match (outcome, plies) {
        (Outcome::Draw, _) | (_, Some(_)) => Ok(()),
        (_, None) => Err(format!(
            "stats.json: {what} is a win or a loss without its plies"
        )),
    }
}

/// The stored share, else `count / of` (if both are known and `of > 0`).
fn share_of(stored: Option<f64>, count: Option<u64>, of: u64) -> Option<f64> {
    stored.or_else(|| match count {
        Some(c) if of > 0 => Some((c as f64 / of as f64).min(1.0)),
        _ => None,
    })
}

/// The findings page's strings (one instance per language, in `i18n/<lang>/findings.rs`).
/// Placeholders `{0}`, `{1}`… are filled with [`fill`].
pub struct FindingsText {
    /// The page's title.
    pub title: &'static str,
    /// Under the title. {0}: the rules (`reveal=…,cover=…,pieces=…`).
    pub intro: &'static str,
    /// While `stats.json` is being fetched.
    pub loading: &'static str,
    /// When it could not be fetched or read. {0}: why.
    pub failed: &'static str,
    /// A section whose field the file lacks.
    pub missing: &'static str,
    /// A percentage. {0}: the number.
    pub percent: &'static str,
    /// The short name of P1.
    pub p1: &'static str,
    /// The short name of P2.
    pub p2: &'static str,
    /// P1 in a sentence.
    pub first_player: &'static str,
    /// P2 in a sentence.
    pub second_player: &'static str,

    /// The start section's title.
    pub start_title: &'static str,
    /// {0}: the winner (`first_player`/`second_player`), {1}: plies.
    pub start_wins: &'static str,
    /// The start is a draw.
    pub start_draw: &'static str,
    /// Under the timeline. {0}: turns by P1, {1}: turns by P2.
    pub start_explain: &'static str,
    /// The timeline's label. {0}: the winner, {1}: plies, {2}: turns by P1, {3}: turns by P2.
    pub start_chart: &'static str,
    /// One dot of the timeline. {0}: ply number, {1}: whose turn.
    pub start_ply: &'static str,

    /// The numbers section's title.
    pub numbers_title: &'static str,
    /// Its one-line explanation.
    pub numbers_explain: &'static str,
    /// Column header: what is counted.
    pub col_what: &'static str,
    /// Column header: positions.
    pub col_positions: &'static str,
    /// Column header: share of the positions in play.
    pub col_share: &'static str,
    /// Row: reachable positions.
    pub row_reachable: &'static str,
    /// Row: a line shows.
    pub row_terminal: &'static str,
    /// Row: positions in play.
    pub row_in_play: &'static str,
    /// Row: in play, P1 wins.
    pub row_p1_wins: &'static str,
    /// Row: in play, P2 wins.
    pub row_p2_wins: &'static str,
    /// Row: in play, drawn.
    pub row_draws: &'static str,
    /// Row: in play, no legal move.
    pub row_no_move: &'static str,

    /// The first moves section's title.
    pub first_title: &'static str,
    /// Its one-line explanation.
    pub first_explain: &'static str,
    /// Caption of the small-piece board.
    pub board_small: &'static str,
    /// Caption of the medium-piece board.
    pub board_medium: &'static str,
    /// Caption of the large-piece board.
    pub board_large: &'static str,
    /// {0} wins, {1} losses, {2} draws among the first moves.
    pub first_summary: &'static str,
    /// The boards' label. {0} wins, {1} losses, {2} draws.
    pub first_chart: &'static str,
    /// Column header: the move.
    pub col_move: &'static str,
    /// Column header: its value.
    pub col_value: &'static str,
    /// A cell's short label for a win. {0}: plies.
    pub label_win: &'static str,
    /// A cell's short label for a loss. {0}: plies.
    pub label_loss: &'static str,
    /// A cell's short label for a draw.
    pub label_draw: &'static str,
    /// P1 wins, in words. {0}: plies.
    pub p1_wins_in: &'static str,
    /// P1 loses, in words. {0}: plies.
    pub p1_loses_in: &'static str,
    /// A draw, in words.
    pub drawn: &'static str,
    /// A square with no value in the file.
    pub no_value: &'static str,

    /// The distances section's title.
    pub dist_title: &'static str,
    /// Its one-line explanation.
    pub dist_explain: &'static str,
    /// The wins chart's caption.
    pub dist_wins: &'static str,
    /// The losses chart's caption.
    pub dist_losses: &'static str,
    /// A distance chart's label. {0}: the caption, {1}: plies of the first row, {2}: of the last.
    pub dist_chart: &'static str,
    /// One bar. {0}: plies, {1}: positions.
    pub dist_bar: &'static str,
    /// Column header: plies to the end.
    pub col_plies: &'static str,
    /// The horizontal axis: positions, logarithmic.
    pub axis_log: &'static str,

    /// The pieces section's title.
    pub pieces_title: &'static str,
    /// Its one-line explanation.
    pub pieces_explain: &'static str,
    /// The chart's label.
    pub pieces_chart: &'static str,
    /// One row. {0}: pieces, {1}: positions, {2}: wins, {3}: losses, {4}: draws (shares).
    pub pieces_row: &'static str,
    /// Column header: pieces on the board.
    pub col_pieces: &'static str,
    /// Wins (legend and column header).
    pub wins: &'static str,
    /// Losses (legend and column header).
    pub losses: &'static str,
    /// Draws (legend and column header).
    pub draws: &'static str,

    /// The draws section's title.
    pub draws_title: &'static str,
    /// {0}: draws, {1}: positions in play, {2}: the share.
    pub draws_explain: &'static str,
    /// When there is no draw at all.
    pub no_draws: &'static str,
    /// The chart's label. {0}: pieces with the most draws, {1}: how many.
    pub draws_chart: &'static str,
    /// One column. {0}: pieces, {1}: draws.
    pub draws_bar: &'static str,
    /// The horizontal axis: pieces on the board.
    pub axis_pieces: &'static str,

    /// The shares section's title.
    pub shares_title: &'static str,
    /// Its one-line explanation.
    pub shares_explain: &'static str,
    /// The chart's label.
    pub shares_chart: &'static str,
    /// A move wins at once.
    pub share_immediate: &'static str,
    /// Exactly one move keeps the win.
    pub share_single: &'static str,
    /// A piece is pinned.
    pub share_pinned: &'static str,
    /// A share's count. {0}: positions, {1}: of how many.
    pub share_of: &'static str,
    /// What a pin is.
    pub pinned_explain: &'static str,
    /// {0}: plies of the deepest win, {1}: positions.
    pub deepest: &'static str,
}

/// Thousands separators: `1234567` → `1,234,567`.
#[must_use]
pub fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A share as a percentage with one decimal (`0.8288` → `82.9%`); a share below 0.1 % that is
/// not zero gets two significant digits instead (`0.00056` → `0.056%`), so it does not read 0.
#[must_use]
pub fn percent(share: f64, t: &FindingsText) -> String {
    let p = share * 100.0;
    let s = if p > 0.0 && p < 0.1 {
        let decimals = (-p.log10().floor()) as usize + 1;
        let s = format!("{p:.decimals$}");
        s.trim_end_matches('0').to_string()
    } else {
        format!("{p:.1}")
    };
    fill(t.percent, &[&s])
}

/// Three significant digits without trailing zeros (`14.94` → `14.9`, `50.0` → `50`).
fn sig3(v: f64) -> String {
    let s = if v >= 100.0 {
        format!("{v:.0}")
    } else if v >= 10.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A count for a chart label: `307M`, `14.9M`, `500k` in English; `3.07億`, `1494萬` in Chinese.
#[must_use]
pub fn compact(n: u64, lang: Lang) -> String {
    let units: &[(f64, &str)] = match lang {
        Lang::En => &[(1e3, "k"), (1e6, "M"), (1e9, "B"), (1e12, "T")],
        Lang::ZhHant => &[(1e4, "萬"), (1e8, "億"), (1e12, "兆")],
    };
    let x = n as f64;
    let Some(i) = units.iter().rposition(|&(u, _)| x >= u) else {
        return group(n);
    };
    let (u, name) = units[i];
    let v = x / u;
    if lang == Lang::ZhHant && v >= 1000.0 {
        // 1494萬, not 1490萬: Chinese counts in myriads up to 9999萬.
        let r = v.round();
        if r < 10_000.0 || i + 1 == units.len() {
            return format!("{r:.0}{name}");
        }
    }
    let s = sig3(v);
    match units.get(i + 1) {
        Some(&(next, next_name)) if s == format!("{}", next / u) => format!("1{next_name}"),
        _ => format!("{s}{name}"),
    }
}

/// The page for the fetched findings: `None` while loading, `Err` when they could not be read.
#[must_use]
pub fn render(state: Option<&Result<Stats, String>>, t: &FindingsText, lang: Lang) -> String {
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
                esc(&fill(t.failed, &[e]))
            );
        }
        Some(Ok(s)) => page(&mut h, s, t, lang),
    }
    h.push_str("</div>");
    h
}

/// Opens a section: `<section id="f-{id}">` with its title and one-line explanation.
fn section(h: &mut String, id: &str, title: &str, explain: &str) {
    let _ = write!(
        h,
        r#"<section class="finding" id="f-{id}" aria-labelledby="f-{id}-h"><h3 id="f-{id}-h">{}</h3><p class="explain">{}</p>"#,
        esc(title),
        esc(explain)
    );
}

/// Opens a chart: `<svg class="chart" role="img" aria-label=…>` with its `<title>`.
fn svg_open(h: &mut String, class: &str, w: u32, height: u32, label: &str) {
    let _ = write!(
        h,
        r#"<svg class="chart {class}" viewBox="0 0 {w} {height}" width="100%" role="img" aria-label="{0}" preserveAspectRatio="xMidYMid meet"><title>{0}</title>"#,
        esc(label)
    );
}

/// A visually hidden table (the chart's numbers for screen readers).
fn hidden_table(h: &mut String, caption: &str, head: &[&str], rows: &[Vec<String>]) {
    let _ = write!(
        h,
        r#"<div class="sr-only"><table><caption>{}</caption><thead><tr>"#,
        esc(caption)
    );
    for c in head {
        let _ = write!(h, r#"<th scope="col">{}</th>"#, esc(c));
    }
    h.push_str("</tr></thead><tbody>");
    for r in rows {
        h.push_str("<tr>");
        for (i, c) in r.iter().enumerate() {
            if i == 0 {
                let _ = write!(h, r#"<th scope="row">{}</th>"#, esc(c));
            } else {
                let _ = write!(h, "<td>{}</td>", esc(c));
            }
        }
        h.push_str("</tr>");
    }
    h.push_str("</tbody></table></div>");
}

fn missing(h: &mut String, t: &FindingsText) {
    let _ = write!(h, r#"<p class="missing">{}</p>"#, esc(t.missing));
}

fn page(h: &mut String, s: &Stats, t: &FindingsText, lang: Lang) {
    let _ = write!(
        h,
        r#"<p class="findings-intro">{}</p><div class="findings-grid">"#,
        esc(&fill(t.intro, &[&s.rules.as_deref().unwrap_or("?")]))
    );
    start_section(h, s, t);
    numbers_section(h, s, t);
    first_moves_section(h, s, t);
    shares_section(h, s, t);
    distance_section(h, s, t, lang);
    pieces_section(h, s, t, lang);
    draws_section(h, s, t, lang);
    h.push_str("</div>");
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

fn outcome_class(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "win",
        Outcome::Loss => "loss",
        Outcome::Draw => "draw",
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
    const CELL: u32 = 32;
    const GAP: u32 = 3;
    for size in Size::ALL {
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
        for (i, cell) in cells[size.index()].iter().enumerate() {
            let i = i as u32;
            let x = x0 + GAP + (i % 3) * (CELL + GAP);
            let y = 20 + GAP + (i / 3) * (CELL + GAP);
            let (class, label, words, mv) = match cell {
                Some(fm) => {
                    let (label, words) = first_move_value(t, fm.outcome, fm.plies);
                    (outcome_class(fm.outcome), label, words, fm.mv.as_str())
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

/// A colour key: (class, swatch text, words).
fn legend(h: &mut String, items: &[(&str, &str, &str)]) {
    h.push_str(r#"<ul class="legend">"#);
    for (class, swatch, words) in items {
        let _ = write!(
            h,
            r#"<li><span class="swatch {class}" aria-hidden="true">{}</span> {}</li>"#,
            esc(swatch),
            esc(words)
        );
    }
    h.push_str("</ul>");
}

/// The distances: wins and losses by plies to the end, as bars on a logarithmic scale.
fn distance_section(h: &mut String, s: &Stats, t: &FindingsText, lang: Lang) {
    section(h, "distance", t.dist_title, t.dist_explain);
    if s.win_histogram.is_empty() && s.loss_histogram.is_empty() {
        missing(h, t);
        h.push_str("</section>");
        return;
    }
    // One scale for both charts, so their bars compare.
    let max = s
        .win_histogram
        .iter()
        .chain(&s.loss_histogram)
        .copied()
        .max()
        .unwrap_or(0);
    let decades = (max.max(10) as f64).log10().ceil() as u32;
    h.push_str(r#"<div class="pair">"#);
    for (class, caption, hist) in [
        ("win", t.dist_wins, &s.win_histogram),
        ("loss", t.dist_losses, &s.loss_histogram),
    ] {
        let rows: Vec<(usize, u64)> = hist
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(i, &n)| (i, n))
            .collect();
        let _ = write!(
            h,
            r#"<figure class="dist {class}"><figcaption>{}</figcaption>"#,
            esc(caption)
        );
        let (first, last) = (
            rows.first().map_or(0, |r| r.0),
            rows.last().map_or(0, |r| r.0),
        );
        log_bars(
            h,
            class,
            &rows,
            decades,
            &fill(t.dist_chart, &[&caption, &first, &last]),
            t,
            lang,
        );
        let table: Vec<Vec<String>> = rows
            .iter()
            .map(|&(p, n)| vec![p.to_string(), group(n)])
            .collect();
        hidden_table(h, caption, &[t.col_plies, t.col_positions], &table);
        h.push_str("</figure>");
    }
    h.push_str("</div></section>");
}

/// Horizontal bars, one row per (plies, count), the length on a log scale of `decades` powers
/// of ten, the exact count at the end of each bar.
fn log_bars(
    h: &mut String,
    class: &str,
    rows: &[(usize, u64)],
    decades: u32,
    label: &str,
    t: &FindingsText,
    lang: Lang,
) {
    const LEFT: f64 = 34.0;
    const WIDTH: f64 = 206.0;
    const ROW: u32 = 16;
    const TOP: u32 = 18;
    let n = rows.len().max(1) as u32;
    let bottom = TOP + n * ROW;
    let height = bottom + 30;
    svg_open(h, &format!("log-bars {class}"), 360, height, label);
    let _ = write!(
        h,
        r#"<text class="axis" x="0" y="10">{}</text><text class="axis" x="{}" y="{}" text-anchor="middle">{}</text>"#,
        esc(t.col_plies),
        LEFT + WIDTH / 2.0,
        bottom + 26,
        esc(t.axis_log)
    );
    // Grid lines at every power of ten (labelled every other one when crowded).
    let step = if decades > 6 { 2 } else { 1 };
    for k in 0..=decades {
        let x = LEFT + WIDTH * f64::from(k) / f64::from(decades);
        let _ = write!(
            h,
            r#"<line class="grid" x1="{x:.1}" y1="{}" x2="{x:.1}" y2="{bottom}"/>"#,
            TOP - 2
        );
        if k % step == 0 {
            let _ = write!(
                h,
                r#"<text class="tick" x="{x:.1}" y="{}" text-anchor="middle">{}</text>"#,
                bottom + 12,
                esc(&compact(10u64.saturating_pow(k), lang))
            );
        }
    }
    for (i, &(plies, count)) in rows.iter().enumerate() {
        let y = TOP + i as u32 * ROW;
        let len = if count <= 1 {
            2.0
        } else {
            (WIDTH * (count as f64).log10() / f64::from(decades)).max(2.0)
        };
        let _ = write!(
            h,
            r#"<g class="bar {class}"><title>{}</title><text class="row-label" x="{}" y="{}" text-anchor="end">{plies}</text><rect x="{LEFT}" y="{}" width="{len:.1}" height="{}"/><text class="value" x="{:.1}" y="{}">{}</text></g>"#,
            esc(&fill(t.dist_bar, &[&plies, &group(count)])),
            LEFT - 5.0,
            y + 11,
            y + 2,
            ROW - 4,
            LEFT + len + 4.0,
            y + 11,
            group(count)
        );
    }
    h.push_str("</svg>");
}

/// Outcomes by pieces on the board: one 100 % bar per count, wins, losses and draws.
fn pieces_section(h: &mut String, s: &Stats, t: &FindingsText, lang: Lang) {
    section(h, "pieces", t.pieces_title, t.pieces_explain);
    if s.outcomes_by_pieces_on_board.is_empty() {
        missing(h, t);
        h.push_str("</section>");
        return;
    }
    const LEFT: f64 = 26.0;
    const WIDTH: f64 = 250.0;
    const ROW: u32 = 20;
    const TOP: u32 = 20;
    let rows = &s.outcomes_by_pieces_on_board;
    let height = TOP + rows.len() as u32 * ROW + 4;
    svg_open(h, "pieces", 360, height, t.pieces_chart);
    let _ = write!(
        h,
        r#"<text class="axis" x="2" y="11">{}</text><text class="axis" x="{}" y="11" text-anchor="end">{}</text>"#,
        esc(t.col_pieces),
        358,
        esc(t.col_positions)
    );
    let share = |a: u64, total: u64| {
        if total == 0 {
            0.0
        } else {
            a as f64 / total as f64
        }
    };
    for (pieces, c) in rows.iter().enumerate() {
        let total = c.total();
        let y = TOP + pieces as u32 * ROW;
        let _ = write!(
            h,
            r#"<g class="row"><title>{}</title><text class="row-label" x="{}" y="{}" text-anchor="end">{pieces}</text>"#,
            esc(&fill(
                t.pieces_row,
                &[
                    &pieces,
                    &group(total),
                    &percent(share(c.wins, total), t),
                    &percent(share(c.losses, total), t),
                    &percent(share(c.draws, total), t),
                ]
            )),
            LEFT - 6.0,
            y + 12
        );
        if total > 0 {
            let mut x = LEFT;
            for (class, n) in [("win", c.wins), ("loss", c.losses), ("draw", c.draws)] {
                let w = WIDTH * share(n, total);
                if w > 0.0 {
                    let _ = write!(
                        h,
                        r#"<rect class="{class}" x="{x:.2}" y="{}" width="{w:.2}" height="{}"/>"#,
                        y + 2,
                        ROW - 4
                    );
                    if w >= 34.0 && class != "draw" {
                        let _ = write!(
                            h,
                            r#"<text class="in-bar" x="{:.1}" y="{}" text-anchor="middle">{}</text>"#,
                            x + w / 2.0,
                            y + 13,
                            esc(&percent_rounded(share(n, total), t))
                        );
                    }
                }
                x += w;
            }
        }
        let _ = write!(
            h,
            r#"<text class="value" x="358" y="{}" text-anchor="end">{}</text></g>"#,
            y + 13,
            esc(&compact(total, lang))
        );
    }
    h.push_str("</svg>");
    legend(
        h,
        &[
            ("win", "", t.wins),
            ("loss", "", t.losses),
            ("draw", "", t.draws),
        ],
    );
    let table: Vec<Vec<String>> = rows
        .iter()
        .enumerate()
        .map(|(p, c)| {
            vec![
                p.to_string(),
                group(c.wins),
                group(c.losses),
                group(c.draws),
                group(c.total()),
            ]
        })
        .collect();
    hidden_table(
        h,
        t.pieces_title,
        &[t.col_pieces, t.wins, t.losses, t.draws, t.col_positions],
        &table,
    );
    h.push_str("</section>");
}

/// A percentage without decimals, for labels inside bars.
fn percent_rounded(share: f64, t: &FindingsText) -> String {
    fill(t.percent, &[&format!("{:.0}", share * 100.0)])
}

/// Draws: how few, and by pieces on the board (columns).
fn draws_section(h: &mut String, s: &Stats, t: &FindingsText, lang: Lang) {
    let Some(draws) = s.draws else {
        section(h, "draws", t.draws_title, "");
        missing(h, t);
        h.push_str("</section>");
        return;
    };
    let share = if s.non_terminal > 0 {
        draws as f64 / s.non_terminal as f64
    } else {
        0.0
    };
    if draws == 0 {
        section(h, "draws", t.draws_title, t.no_draws);
        h.push_str("</section>");
        return;
    }
    section(
        h,
        "draws",
        t.draws_title,
        &fill(
            t.draws_explain,
            &[&group(draws), &group(s.non_terminal), &percent(share, t)],
        ),
    );
    let cols = &s.draws_by_pieces_on_board;
    if cols.is_empty() {
        missing(h, t);
        h.push_str("</section>");
        return;
    }
    let max = cols.iter().copied().max().unwrap_or(0).max(1);
    let (peak_at, peak) = cols
        .iter()
        .copied()
        .enumerate()
        .max_by_key(|&(i, n)| (n, std::cmp::Reverse(i)))
        .unwrap_or((0, 0));
    const TOP: f64 = 16.0;
    const PLOT: f64 = 110.0;
    let col_w = 340.0 / cols.len() as f64;
    let bottom = TOP + PLOT;
    svg_open(
        h,
        "draw-columns",
        360,
        bottom as u32 + 30,
        &fill(t.draws_chart, &[&peak_at, &group(peak)]),
    );
    let _ = write!(
        h,
        r#"<line class="base" x1="10" y1="{bottom}" x2="350" y2="{bottom}"/>"#
    );
    for (i, &n) in cols.iter().enumerate() {
        let x = 10.0 + col_w * i as f64;
        let hgt = if n == 0 {
            0.0
        } else {
            (PLOT * n as f64 / max as f64).max(1.5)
        };
        let cx = x + col_w / 2.0;
        let _ = write!(
            h,
            r#"<g class="col"><title>{}</title><rect class="draw" x="{:.1}" y="{:.1}" width="{:.1}" height="{hgt:.1}"/>"#,
            esc(&fill(t.draws_bar, &[&i, &group(n)])),
            x + 2.0,
            bottom - hgt,
            col_w - 4.0
        );
        if n > 0 {
            let _ = write!(
                h,
                r#"<text class="value" x="{cx:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                bottom - hgt - 3.0,
                esc(&compact(n, lang))
            );
        }
        let _ = write!(
            h,
            r#"<text class="tick" x="{cx:.1}" y="{}" text-anchor="middle">{i}</text></g>"#,
            bottom + 12.0
        );
    }
    let _ = write!(
        h,
        r#"<text class="axis" x="180" y="{}" text-anchor="middle">{}</text></svg>"#,
        bottom + 26.0,
        esc(t.axis_pieces)
    );
    let table: Vec<Vec<String>> = cols
        .iter()
        .enumerate()
        .map(|(p, &n)| vec![p.to_string(), group(n)])
        .collect();
    hidden_table(h, t.draws_title, &[t.col_pieces, t.draws], &table);
    h.push_str("</section>");
}

/// Immediate wins, single winning moves and pins as shares, and the deepest win.
fn shares_section(h: &mut String, s: &Stats, t: &FindingsText) {
    section(h, "shares", t.shares_title, t.shares_explain);
    let rows: Vec<(&str, &str, f64, Option<u64>, u64)> = [
        (
            "immediate",
            t.share_immediate,
            s.immediate_share(),
            s.immediate_wins,
            s.non_terminal,
        ),
        (
            "single",
            t.share_single,
            s.single_share(),
            s.single_winning_move,
            s.won(),
        ),
        (
            "pinned",
            t.share_pinned,
            s.pinned_share(),
            s.pinned,
            s.non_terminal,
        ),
    ]
    .into_iter()
    .filter_map(|(c, l, sh, n, of)| sh.map(|sh| (c, l, sh, n, of)))
    .collect();
    if rows.is_empty() {
        missing(h, t);
    } else {
        const ROW: u32 = 40;
        let label = rows
            .iter()
            .map(|&(_, l, sh, _, _)| format!("{l}: {}", percent(sh, t)))
            .collect::<Vec<_>>()
            .join("; ");
        svg_open(
            h,
            "shares",
            360,
            rows.len() as u32 * ROW + 2,
            &fill(t.shares_chart, &[&label]),
        );
        for (i, &(class, l, sh, n, of)) in rows.iter().enumerate() {
            let y = i as u32 * ROW;
            let title = match n {
                Some(n) => format!("{l}: {}", fill(t.share_of, &[&group(n), &group(of)])),
                None => l.to_string(),
            };
            let _ = write!(
                h,
                r#"<g class="share {class}"><title>{}</title><text class="share-label" x="0" y="{}">{}</text><text class="share-value" x="360" y="{}" text-anchor="end">{}</text><rect class="track" x="0" y="{}" width="360" height="14" rx="3"/><rect class="fill" x="0" y="{}" width="{:.1}" height="14" rx="3"/></g>"#,
                esc(&title),
                y + 13,
                esc(l),
                y + 13,
                esc(&percent(sh, t)),
                y + 19,
                y + 19,
                360.0 * sh.clamp(0.0, 1.0)
            );
        }
        h.push_str("</svg>");
        let table: Vec<Vec<String>> = rows
            .iter()
            .map(|&(_, l, sh, n, of)| {
                vec![
                    l.to_string(),
                    percent(sh, t),
                    n.map_or(String::new(), |n| {
                        fill(t.share_of, &[&group(n), &group(of)])
                    }),
                ]
            })
            .collect();
        hidden_table(
            h,
            t.shares_title,
            &[t.col_what, t.col_share, t.col_positions],
            &table,
        );
    }
    if s.pinned_share().is_some() {
        let _ = write!(h, r#"<p class="note">{}</p>"#, esc(t.pinned_explain));
    }
    if let Some(d) = s.deepest_win {
        let _ = write!(
            h,
            r#"<p class="headline deepest">{}</p>"#,
            esc(&fill(t.deepest, &[&d.plies, &group(d.positions)]))
        );
    }
    h.push_str("</section>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value as J;

    /// The standard game's stats.json as the solver wrote it (input only: every expectation
    /// below is computed from the parsed JSON, not typed in).
    const STANDARD: &str = r#"{
  "rules":"reveal=must-cover,cover=on,pieces=2",
  "reachable":527761882,
  "terminal_line":156787246,
  "no_move":440,
  "non_terminal":370974636,
  "p1_wins":185383170,
  "p2_wins":185383166,
  "draws":208300,
  "start":{"outcome":"win","plies":13},
  "win_histogram":[0,307471768,0,14944140,0,4374508,0,1477254,0,499808,0,141432,0,38572,0,11026,0,3280,0,634,0,92,0,10],
  "loss_histogram":[440,0,30484124,0,7868304,0,2358754,0,768618,0,231226,0,65231,0,18289,0,6638,0,1868,0,252,0,66,0,2],
  "deepest_win":{"plies":23,"positions":10},
  "immediate_wins":307471768,
  "immediate_win_share":0.8288215370066432,
  "single_winning_move":28441131,
  "single_winning_move_share":0.08645705490756753,
  "pinned":84675204,
  "pinned_share":0.22825065592894064,
  "draws_by_pieces_on_board":[0,0,2,78,352,1398,4750,11924,24976,42492,51814,45218,25296],
  "outcomes_by_pieces_on_board":[{"wins":1,"losses":0,"draws":0},{"wins":3,"losses":6,"draws":0},{"wins":220,"losses":12,"draws":2},{"wins":3714,"losses":1044,"draws":78},{"wins":42270,"losses":14726,"draws":352},{"wins":347206,"losses":112066,"draws":1398},{"wins":2063904,"losses":562042,"draws":4750},{"wins":8922896,"losses":1996868,"draws":11924},{"wins":28031880,"losses":5095130,"draws":24976},{"wins":62801204,"losses":9275910,"draws":42492},{"wins":95961524,"losses":11650466,"draws":51814},{"wins":90533294,"losses":9307062,"draws":45218},{"wins":40254408,"losses":3788480,"draws":25296}],
  "first_moves":[
    {"move":"S@a3","outcome":"win","plies":15},
    {"move":"S@b3","outcome":"win","plies":13},
    {"move":"S@c3","outcome":"win","plies":15},
    {"move":"S@a2","outcome":"win","plies":13},
    {"move":"S@b2","outcome":"win","plies":15},
    {"move":"S@c2","outcome":"win","plies":13},
    {"move":"S@a1","outcome":"win","plies":15},
    {"move":"S@b1","outcome":"win","plies":13},
    {"move":"S@c1","outcome":"win","plies":15},
    {"move":"M@a3","outcome":"loss","plies":14},
    {"move":"M@b3","outcome":"loss","plies":12},
    {"move":"M@c3","outcome":"loss","plies":14},
    {"move":"M@a2","outcome":"loss","plies":12},
    {"move":"M@b2","outcome":"loss","plies":12},
    {"move":"M@c2","outcome":"loss","plies":12},
    {"move":"M@a1","outcome":"loss","plies":14},
    {"move":"M@b1","outcome":"loss","plies":12},
    {"move":"M@c1","outcome":"loss","plies":14},
    {"move":"L@a3","outcome":"win","plies":13},
    {"move":"L@b3","outcome":"win","plies":15},
    {"move":"L@c3","outcome":"win","plies":13},
    {"move":"L@a2","outcome":"win","plies":15},
    {"move":"L@b2","outcome":"win","plies":13},
    {"move":"L@c2","outcome":"win","plies":15},
    {"move":"L@a1","outcome":"win","plies":13},
    {"move":"L@b1","outcome":"win","plies":15},
    {"move":"L@c1","outcome":"win","plies":13}
  ]
}"#;

    fn text(lang: Lang) -> &'static FindingsText {
        &lang.messages().findings
    }

    /// The fixture and, where present, the real files of this checkout (not in git).
    fn inputs() -> Vec<(String, String)> {
        let mut v = vec![("fixture".to_string(), STANDARD.to_string())];
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        for f in [
            "data/standard/stats.json",
            "data/cover-off/stats.json",
            "site/tb/stats.json",
        ] {
            if let Ok(s) = std::fs::read_to_string(root.join(f)) {
                v.push((f.to_string(), s));
            }
        }
        v
    }

    fn u(j: &J) -> u64 {
        j.as_u64().expect("a count")
    }

    /// The `<tr class="{class}">` row of the numbers table.
    fn row<'a>(html: &'a str, class: &str) -> &'a str {
        let start = html
            .find(&format!(r#"<tr class="{class}">"#))
            .unwrap_or_else(|| panic!("no row {class}"));
        let end = start + html[start..].find("</tr>").unwrap();
        &html[start..end]
    }

    /// The `<section id="f-{id}">` of the page.
    fn section_of<'a>(html: &'a str, id: &str) -> &'a str {
        let start = html
            .find(&format!(r#"<section class="finding" id="f-{id}""#))
            .unwrap_or_else(|| panic!("no section {id}"));
        let end = start + html[start..].find("</section>").unwrap();
        &html[start..end]
    }

    fn pct(share: f64) -> String {
        format!("{:.1}%", share * 100.0)
    }

    #[test]
    fn every_figure_on_the_page_comes_from_the_file() {
        for (name, json) in inputs() {
            let j: J = serde_json::from_str(&json).unwrap();
            let stats = Stats::parse(&json).unwrap_or_else(|e| panic!("{name}: {e}"));
            for lang in Lang::ALL {
                let t = text(lang);
                let html = render(Some(&Ok(stats.clone())), t, lang);
                let ctx = format!("{name} {lang:?}");

                // The start.
                let start = &j["start"];
                let plies = u(&start["plies"]);
                let winner = match start["outcome"].as_str().unwrap() {
                    "win" => t.first_player,
                    _ => t.second_player,
                };
                assert!(
                    html.contains(&esc(&fill(t.start_wins, &[&winner, &plies]))),
                    "{ctx}: start"
                );
                let timeline = section_of(&html, "start");
                assert_eq!(
                    timeline.matches(r#"<g class="ply p1"#).count() as u64,
                    plies.div_ceil(2),
                    "{ctx}"
                );
                assert_eq!(
                    timeline.matches(r#"<g class="ply p2"#).count() as u64,
                    plies / 2,
                    "{ctx}"
                );

                // The numbers.
                for (class, key) in [
                    ("reachable", "reachable"),
                    ("terminal", "terminal_line"),
                    ("in-play", "non_terminal"),
                    ("p1-wins sub", "p1_wins"),
                    ("p2-wins sub", "p2_wins"),
                    ("draws sub", "draws"),
                    ("no-move sub", "no_move"),
                ] {
                    let r = row(&html, class);
                    assert!(r.contains(&group(u(&j[key]))), "{ctx}: {key} in {r}");
                }
                let in_play = u(&j["non_terminal"]);
                let p1_share = u(&j["p1_wins"]) as f64 / in_play as f64;
                assert!(row(&html, "p1-wins sub").contains(&pct(p1_share)), "{ctx}");

                // The first moves: one cell per move, coloured by its outcome.
                let moves = j["first_moves"].as_array().unwrap();
                let first = section_of(&html, "first");
                let count = |o: &str| {
                    moves
                        .iter()
                        .filter(|m| m["outcome"].as_str() == Some(o))
                        .count()
                };
                for o in ["win", "loss", "draw"] {
                    assert_eq!(
                        first.matches(&format!(r#"<g class="fm {o}""#)).count(),
                        count(o),
                        "{ctx}: first moves {o}"
                    );
                }
                assert!(
                    first.contains(&esc(&fill(
                        t.first_summary,
                        &[&count("win"), &count("loss"), &count("draw")]
                    ))),
                    "{ctx}"
                );
                for m in moves {
                    let mv = m["move"].as_str().unwrap();
                    let n = m["plies"].as_u64().unwrap_or(0);
                    let label = match m["outcome"].as_str().unwrap() {
                        "win" => fill(t.label_win, &[&n]),
                        "loss" => fill(t.label_loss, &[&n]),
                        _ => t.label_draw.to_string(),
                    };
                    let cell_at = first.find(&format!(r#"data-move="{mv}""#)).unwrap();
                    let cell = &first[cell_at..cell_at + first[cell_at..].find("</g>").unwrap()];
                    assert!(
                        cell.contains(&format!(">{}</text>", esc(&label))),
                        "{ctx}: {cell}"
                    );
                }
                assert!(!first.contains(r#"<g class="fm unknown""#), "{ctx}");

                // The distances: one bar per non-zero entry with its exact count.
                let dist = section_of(&html, "distance");
                for (key, class) in [("win_histogram", "win"), ("loss_histogram", "loss")] {
                    let hist = j[key].as_array().unwrap();
                    let nonzero: Vec<(usize, u64)> = hist
                        .iter()
                        .map(u)
                        .enumerate()
                        .filter(|&(_, n)| n > 0)
                        .collect();
                    assert_eq!(
                        dist.matches(&format!(r#"<g class="bar {class}">"#)).count(),
                        nonzero.len(),
                        "{ctx}: {key}"
                    );
                    for (p, n) in nonzero {
                        assert!(
                            dist.contains(&esc(&fill(t.dist_bar, &[&p, &group(n)]))),
                            "{ctx}: {key}[{p}]"
                        );
                    }
                }

                // Outcomes by pieces on the board.
                let pieces = section_of(&html, "pieces");
                let by = j["outcomes_by_pieces_on_board"].as_array().unwrap();
                assert_eq!(by.len(), 13, "{ctx}");
                assert_eq!(pieces.matches(r#"<g class="row">"#).count(), 13, "{ctx}");
                let mut sum = 0;
                for (p, c) in by.iter().enumerate() {
                    let total = u(&c["wins"]) + u(&c["losses"]) + u(&c["draws"]);
                    sum += total;
                    let cells = format!(
                        r#"<th scope="row">{p}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"#,
                        group(u(&c["wins"])),
                        group(u(&c["losses"])),
                        group(u(&c["draws"])),
                        group(total)
                    );
                    assert!(pieces.contains(&cells), "{ctx}: {cells}");
                }
                assert_eq!(
                    sum, in_play,
                    "{ctx}: the rows add up to the positions in play"
                );

                // Draws.
                let draws = u(&j["draws"]);
                let dr = section_of(&html, "draws");
                if draws == 0 {
                    assert!(dr.contains(&esc(t.no_draws)), "{ctx}");
                    assert!(!dr.contains("<svg"), "{ctx}");
                } else {
                    assert!(dr.contains(&group(draws)), "{ctx}");
                    assert_eq!(dr.matches(r#"<g class="col">"#).count(), 13, "{ctx}");
                    for (p, n) in j["draws_by_pieces_on_board"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .enumerate()
                    {
                        assert!(
                            dr.contains(&esc(&fill(t.draws_bar, &[&p, &group(u(n))]))),
                            "{ctx}: draws at {p}"
                        );
                    }
                }

                // The shares and the deepest win.
                let shares = section_of(&html, "shares");
                for key in [
                    "immediate_win_share",
                    "single_winning_move_share",
                    "pinned_share",
                ] {
                    let x = j[key].as_f64().unwrap();
                    if x >= 0.001 || x == 0.0 {
                        assert!(shares.contains(&pct(x)), "{ctx}: {key} {}", pct(x));
                    }
                }
                let deepest = &j["deepest_win"];
                assert!(
                    shares.contains(&esc(&fill(
                        t.deepest,
                        &[&u(&deepest["plies"]), &group(u(&deepest["positions"]))]
                    ))),
                    "{ctx}"
                );

                assert_well_formed(&html, &ctx);
            }
        }
    }

    /// Every chart is an `<svg role="img">` with an aria-label and a title; tags balance.
    fn assert_well_formed(html: &str, ctx: &str) {
        for tag in [
            "svg", "section", "table", "g", "text", "p", "figure", "ul", "title", "div", "tr",
        ] {
            assert_eq!(
                html.matches(&format!("<{tag}>")).count()
                    + html.matches(&format!("<{tag} ")).count(),
                html.matches(&format!("</{tag}>")).count(),
                "{ctx}: <{tag}> balance"
            );
        }
        for svg in html.split("<svg ").skip(1) {
            let open = &svg[..svg.find('>').unwrap()];
            assert!(open.contains(r#"role="img""#), "{ctx}: {open}");
            assert!(
                open.contains(r#"aria-label=""#) && !open.contains(r#"aria-label="""#),
                "{ctx}"
            );
            assert!(
                open.contains("viewBox=") && open.contains(r#"width="100%""#),
                "{ctx}"
            );
            assert!(svg[open.len()..].starts_with("><title>"), "{ctx}");
        }
    }

    #[test]
    fn an_older_file_renders_what_it_has() {
        let mut j: J = serde_json::from_str(STANDARD).unwrap();
        let obj = j.as_object_mut().unwrap();
        for key in [
            "outcomes_by_pieces_on_board",
            "pinned",
            "pinned_share",
            "single_winning_move_share",
        ] {
            obj.remove(key);
        }
        let stats = Stats::parse(&j.to_string()).unwrap();
        let t = text(Lang::En);
        let html = render(Some(&Ok(stats.clone())), t, Lang::En);
        assert!(section_of(&html, "pieces").contains(&esc(t.missing)));
        let shares = section_of(&html, "shares");
        assert!(!shares.contains(&esc(t.share_pinned)));
        // The single-move share is computed from its count when the stored share is missing.
        let won: u64 = j["win_histogram"].as_array().unwrap().iter().map(u).sum();
        let single = u(&j["single_winning_move"]) as f64 / won as f64;
        assert!(shares.contains(&pct(single)), "{shares}");
        assert!(html.contains(&group(u(&j["reachable"]))));
        assert_well_formed(&html, "older");

        // The least a file may hold.
        let least = Stats::parse(r#"{"reachable": 10, "non_terminal": 4}"#).unwrap();
        for lang in Lang::ALL {
            let html = render(Some(&Ok(least.clone())), text(lang), lang);
            assert!(html.contains(&esc(text(lang).missing)));
            assert_well_formed(&html, "least");
        }
    }

    #[test]
    fn loading_and_errors_are_said() {
        for lang in Lang::ALL {
            let t = text(lang);
            assert!(render(None, t, lang).contains(&esc(t.loading)));
            let html = render(Some(&Err("HTTP 404 <html>".into())), t, lang);
            assert!(html.contains(&esc(&fill(t.failed, &[&"HTTP 404 <html>"]))));
            assert!(!html.contains("<html>"));
        }
    }

    #[test]
    fn bad_files_are_errors_that_say_why() {
        let with = |key: &str, value: J| {
            let mut j: J = serde_json::from_str(STANDARD).unwrap();
            j[key] = value;
            j.to_string()
        };
        let cases: Vec<(String, &str)> = vec![
            (String::new(), "not readable"),
            ("<!doctype html><html>".into(), "not readable"),
            ("[]".into(), "not readable"),
            ("{}".into(), "reachable"),
            (r#"{"reachable": 1}"#.into(), "non_terminal"),
            (
                r#"{"reachable": -1, "non_terminal": 0}"#.into(),
                "not readable",
            ),
            (
                with("immediate_win_share", J::from(1.5)),
                "immediate_win_share",
            ),
            (
                with(
                    "first_moves",
                    serde_json::json!([{"move": "b2-c3", "outcome": "win", "plies": 3}]),
                ),
                "b2-c3",
            ),
            (
                with(
                    "first_moves",
                    serde_json::json!([{"move": "X@z9", "outcome": "win", "plies": 3}]),
                ),
                "X@z9",
            ),
            (
                with("start", serde_json::json!({"outcome": "win"})),
                "start",
            ),
            (
                with(
                    "start",
                    serde_json::json!({"outcome": "victory", "plies": 3}),
                ),
                "victory",
            ),
            (
                with("win_histogram", J::from(vec![1u64; 300])),
                "win_histogram",
            ),
            (
                with("draws_by_pieces_on_board", J::from(vec![1u64; 14])),
                "draws_by_pieces",
            ),
            (with("reachable", J::from("many")), "not readable"),
        ];
        for (input, says) in cases {
            let err = Stats::parse(&input).expect_err(&input);
            assert!(err.contains(says), "{input:?} gave {err:?}");
        }
    }

    #[test]
    fn no_input_makes_it_panic() {
        // Every prefix of a real file, then many small mutations of it.
        let check = |s: &str| {
            if let Ok(stats) = Stats::parse(s) {
                for lang in Lang::ALL {
                    let _ = render(Some(&Ok(stats.clone())), text(lang), lang);
                }
            }
        };
        for end in 0..=STANDARD.len() {
            if STANDARD.is_char_boundary(end) {
                check(&STANDARD[..end]);
            }
        }
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let alphabet = b"0123456789-.e\"{}[],:x ";
        for _ in 0..3000 {
            let mut bytes = STANDARD.as_bytes().to_vec();
            for _ in 0..(next() % 3 + 1) {
                let at = (next() % bytes.len() as u64) as usize;
                bytes[at] = alphabet[(next() % alphabet.len() as u64) as usize];
            }
            check(&String::from_utf8_lossy(&bytes));
        }
        // Extremes that parse: huge counts, zero positions in play.
        let huge = format!(
            r#"{{"reachable": {m}, "non_terminal": {m}, "draws": {m}, "win_histogram": [{m}, {m}], "draws_by_pieces_on_board": [{m}], "outcomes_by_pieces_on_board": [{{"wins": {m}, "losses": {m}, "draws": {m}}}], "start": {{"outcome": "loss", "plies": 4000000000}}, "immediate_wins": {m}}}"#,
            m = u64::MAX
        );
        check(&huge);
        check(
            r#"{"reachable": 0, "non_terminal": 0, "draws": 0, "p1_wins": 0, "win_histogram": [0]}"#,
        );
    }

    #[test]
    fn numbers_read_well() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(370_974_636), "370,974,636");
        assert_eq!(group(u64::MAX), "18,446,744,073,709,551,615");
        let t = text(Lang::En);
        assert_eq!(percent(0.828_821_537, t), "82.9%");
        assert_eq!(percent(0.0, t), "0.0%");
        assert_eq!(percent(1.0, t), "100.0%");
        assert_eq!(percent(0.000_561_5, t), "0.056%");
        assert_eq!(percent(0.000_001, t), "0.0001%");
        assert_eq!(compact(999, Lang::En), "999");
        assert_eq!(compact(499_808, Lang::En), "500k");
        assert_eq!(compact(999_999, Lang::En), "1M");
        assert_eq!(compact(14_944_140, Lang::En), "14.9M");
        assert_eq!(compact(307_471_768, Lang::En), "307M");
        assert_eq!(compact(3_280, Lang::ZhHant), "3,280");
        assert_eq!(compact(499_808, Lang::ZhHant), "50萬");
        assert_eq!(compact(14_944_140, Lang::ZhHant), "1494萬");
        assert_eq!(compact(99_999_999, Lang::ZhHant), "1億");
        assert_eq!(compact(307_471_768, Lang::ZhHant), "3.07億");
        assert_eq!(compact(u64::MAX, Lang::ZhHant), "18446744兆");
        for k in 0..=19 {
            let _ = compact(10u64.pow(k), Lang::En);
            let _ = compact(10u64.pow(k) - 1, Lang::ZhHant);
        }
    }

    /// Placeholders `{0}`, `{1}`… used by a template, sorted.
    fn placeholders(s: &str) -> Vec<usize> {
        let mut v: Vec<usize> = s
            .split('{')
            .skip(1)
            .filter_map(|p| p.split('}').next()?.parse().ok())
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    #[test]
    fn both_languages_fill_the_same_placeholders() {
        let (en, zh) = (text(Lang::En), text(Lang::ZhHant));
        macro_rules! same {
            ($($f:ident),*) => {$(
                assert_eq!(placeholders(en.$f), placeholders(zh.$f), stringify!($f));
                assert!(!zh.$f.is_empty() || en.$f.is_empty(), stringify!($f));
            )*};
        }
        same!(
            title,
            intro,
            loading,
            failed,
            missing,
            percent,
            p1,
            p2,
            first_player,
            second_player,
            start_title,
            start_wins,
            start_draw,
            start_explain,
            start_chart,
            start_ply,
            numbers_title,
            numbers_explain,
            col_what,
            col_positions,
            col_share,
            row_reachable,
            row_terminal,
            row_in_play,
            row_p1_wins,
            row_p2_wins,
            row_draws,
            row_no_move,
            first_title,
            first_explain,
            board_small,
            board_medium,
            board_large,
            first_summary,
            first_chart,
            col_move,
            col_value,
            label_win,
            label_loss,
            label_draw,
            p1_wins_in,
            p1_loses_in,
            drawn,
            no_value,
            dist_title,
            dist_explain,
            dist_wins,
            dist_losses,
            dist_chart,
            dist_bar,
            col_plies,
            axis_log,
            pieces_title,
            pieces_explain,
            pieces_chart,
            pieces_row,
            col_pieces,
            wins,
            losses,
            draws,
            draws_title,
            draws_explain,
            no_draws,
            draws_chart,
            draws_bar,
            axis_pieces,
            shares_title,
            shares_explain,
            shares_chart,
            share_immediate,
            share_single,
            share_pinned,
            share_of,
            pinned_explain,
            deepest
        );
        // The Chinese page has no English sentence left in it.
        let stats = Stats::parse(STANDARD).unwrap();
        let zh_html = render(Some(&Ok(stats)), zh, Lang::ZhHant);
        for word in [" the ", " wins ", " plies", "positions"] {
            assert!(!zh_html.contains(word), "{word:?} in the Chinese page");
        }
    }
}
