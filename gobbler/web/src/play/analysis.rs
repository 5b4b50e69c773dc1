//! The estimate after each turn, as lichess's computer analysis: a button that has the strong
//! player judge every board of the game ([`crate::model::AdviceMsg::Analyse`]), then a graph of
//! its estimate against the threshold, the board shown marked, and the turns that moved the
//! estimate most against the side that played them, each a button to the board before it with
//! the strong player's turn there beside the one played.

use std::fmt::Write as _;

use gobbler_rules::{Side, Status};

use super::advice::shown_estimate;
use super::widgets::{attr, button};
use crate::action::ACTION;
use crate::game::Game;
use crate::html::esc;
use crate::i18n::{fill, Messages};
use crate::model::{AdviceMsg, Model, Msg, Review};

/// A turn is listed if it moved the estimate by this many Littles or more against its side:
/// above the estimate's usual error, about 2 (docs/gobbler.md, "What the estimate means").
pub const COSTLY: f32 = 3.0;

/// At most this many turns are listed.
pub const COSTLY_SHOWN: usize = 3;

/// The estimate after each number of turns (index 0: the start), in Littles eaten by the end,
/// to the tenth the page shows: `None` where the board is not judged yet or the search ran out
/// of time; where the game is over, what was eaten.
#[must_use]
pub fn estimates(m: &Model) -> Vec<Option<f32>> {
    let judge = |b: &gobbler_rules::Position| match b.status() {
        Status::Over { .. } => Some(f32::from(b.eaten())),
        Status::Ongoing => match m.advisor.about(b) {
            Some(Ok(a)) => a
                .estimate
                .map(|v| (shown_estimate(v) * 10.0).round() / 10.0),
            _ => None,
        },
    };
    m.game.boards().iter().map(judge).collect()
}

/// A turn that moved the estimate against its side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Costly {
    /// The turn's index (0: the first turn).
    pub turn: usize,
    /// The estimate before it.
    pub before: f32,
    /// The estimate after it.
    pub after: f32,
}

impl Costly {
    /// How far it moved the estimate against the side that played it (more eaten after a
    /// Littles turn, fewer after a Gobbler move).
    #[must_use]
    pub fn against(&self) -> f32 {
        match Game::side_of_turn(self.turn) {
            Side::Littles => self.after - self.before,
            Side::Gobblers => self.before - self.after,
        }
    }

    /// [`Costly::against`] in whole tenths: what the page shows (29.1 → 32.1 is 30 tenths,
    /// though the difference of the two as `f32` is a little under 3).
    #[must_use]
    pub fn tenths(&self) -> i32 {
        (self.against() * 10.0).round() as i32
    }
}

/// The turns of `estimates` that moved it by [`COSTLY`] or more against their side, the
/// largest first (the earlier of equal ones), at most [`COSTLY_SHOWN`]; judged in the tenths
/// the page shows.
#[must_use]
pub fn costly(estimates: &[Option<f32>]) -> Vec<Costly> {
    let mut out: Vec<Costly> = estimates
        .windows(2)
        .enumerate()
        .filter_map(|(turn, w)| {
            let c = Costly {
                turn,
                before: w[0]?,
                after: w[1]?,
            };
            (c.tenths() >= (COSTLY * 10.0).round() as i32).then_some(c)
        })
        .collect();
    out.sort_by(|a, b| b.tenths().cmp(&a.tenths()).then(a.turn.cmp(&b.turn)));
    out.truncate(COSTLY_SHOWN);
    out
}

/// The button, or the graph with its caption (the progress while boards are judged) and then
/// the costly turns.
pub fn render(h: &mut String, m: &Model, t: &Messages) {
    if !m.advisor.analyse {
        h.push_str(r#"<div class="gb-analyse">"#);
        button(
            h,
            &Msg::Advice(AdviceMsg::Analyse),
            t.advice.analyse,
            true,
            "",
        );
        let _ = write!(
            h,
            r#"<p class="gb-note">{}</p></div>"#,
            esc(t.advice.analyse_note)
        );
        return;
    }
    let boards = m.game.boards();
    let judged = boards.iter().filter(|b| m.judged(b)).count();
    let est = estimates(m);
    let caption = if judged < boards.len() {
        fill(t.advice.graph_progress, &[&judged, &boards.len()])
    } else {
        fill(t.advice.graph_caption, &[&m.game.threshold()])
    };
    let _ = write!(
        h,
        r#"<figure id="gb-graph" class="gb-graph" data-judged="{judged}" data-boards="{}">"#,
        boards.len()
    );
    graph(h, m, &est);
    let _ = write!(h, "<figcaption>{}</figcaption></figure>", esc(&caption));
    if judged == boards.len() {
        costly_turns(h, &est, t);
    }
}

/// The estimate as a line over the turns (0 to 60 Littles, bottom to top), the threshold dashed,
/// the board shown marked, and a strip per board that looks at it when clicked; `data-points`
/// lists `turns:estimate` for the browser tests.
fn graph(h: &mut String, m: &Model, est: &[Option<f32>]) {
    let span = est.len().saturating_sub(1).max(1) as f32;
    let x = |i: usize| i as f32 * 100.0 / span;
    let y = |v: f32| 60.0 - v.clamp(0.0, 60.0);
    let judged: Vec<(usize, f32)> = est
        .iter()
        .enumerate()
        .filter_map(|(i, e)| e.map(|v| (i, v)))
        .collect();
    let listed: Vec<String> = judged.iter().map(|(i, v)| format!("{i}:{v:.1}")).collect();
    let _ = write!(
        h,
        r#"<svg class="gb-graph-svg" viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true" data-points="{}">"#,
        listed.join(" ")
    );
    let thr = y(f32::from(m.game.threshold()));
    let now = x(m.turns_shown());
    let _ = write!(
        h,
        r#"<line class="gb-graph-thr" x1="0" x2="100" y1="{thr:.2}" y2="{thr:.2}"/><line class="gb-graph-now" x1="{now:.2}" x2="{now:.2}" y1="0" y2="60"/>"#
    );
    let points: Vec<String> = judged
        .iter()
        .map(|&(i, v)| format!("{:.2},{:.2}", x(i), y(v)))
        .collect();
    let _ = write!(h, r#"<polyline points="{}"/>"#, points.join(" "));
    for p in &points {
        let _ = write!(h, r#"<path class="dot" d="M{p}h0"/>"#);
    }
    // A click anywhere on the graph looks at the nearest board, as its turn in the record does
    // (the record is the way in by keys: these strips take no focus).
    let half = 50.0 / span;
    for i in 0..est.len() {
        let from = (x(i) - half).max(0.0);
        let to = (x(i) + half).min(100.0);
        let _ = write!(
            h,
            r#"<rect class="gb-graph-pick" x="{from:.2}" y="0" width="{:.2}" height="60" {ACTION}="{}"/>"#,
            to - from,
            attr(&Msg::Review(Review::After(i)))
        );
    }
    h.push_str("</svg>");
}

/// The turns that moved the estimate most against their side, each a button that shows the
/// board before it with the strong player's turn there; or that none did.
fn costly_turns(h: &mut String, est: &[Option<f32>], t: &Messages) {
    let list = costly(est);
    if list.is_empty() {
        let _ = write!(
            h,
            r#"<p id="gb-costly" class="gb-note">{}</p>"#,
            esc(&fill(t.advice.costly_none, &[&COSTLY]))
        );
        return;
    }
    let _ = write!(
        h,
        r#"<div id="gb-costly" class="gb-costly"><p>{}</p><ul>"#,
        esc(t.advice.costly_title)
    );
    for c in list {
        let label = fill(
            t.advice.costly_turn,
            &[
                &(c.turn + 1),
                &t.play.side(Game::side_of_turn(c.turn)),
                &format!("{:.1}", c.before),
                &format!("{:.1}", c.after),
            ],
        );
        h.push_str("<li>");
        button(
            h,
            &Msg::Advice(AdviceMsg::Explain(c.turn)),
            &label,
            true,
            "",
        );
        h.push_str("</li>");
    }
    let _ = write!(
        h,
        r#"</ul><p class="gb-note">{}</p></div>"#,
        esc(t.advice.costly_note)
    );
}
