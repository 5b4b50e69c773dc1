//! The strong player's advice in the panel: the Hint button and the evaluation switch, the hint
//! in words (the board draws it as arrows: [`arrows`]), and the evaluation bar, from "Littles
//! ahead" to "Gobblers ahead" around the threshold.

use std::fmt::Write as _;

use gobbler_rules::Turn;

use super::widgets::attr;
use crate::html::{esc, Arrow};
use crate::i18n::{fill, Messages};
use crate::model::{AdviceMsg, Advised, Model, Msg};

/// The evaluation bar's half width, in Littles: an estimate this far from the threshold (or
/// further) fills one half.
pub const BAR_RANGE: f32 = 15.0;

/// How an estimate is written: one decimal, at most 60 (the search's value carries
/// [`gobbler_ai::THRESHOLD_BONUS`] past the threshold; no game eats more than 60).
#[must_use]
pub fn shown_estimate(v: f32) -> f32 {
    v.min(60.0)
}

/// The suggested turn as arrows (class `hint`): the Littles' steps or the Gobbler's hops.
#[must_use]
pub fn arrows(m: &Model) -> Vec<Arrow> {
    let Some(Ok(a)) = m.hint() else {
        return Vec::new();
    };
    let arrow = |from, to| Arrow {
        from,
        to,
        class: "hint",
    };
    match &a.turn {
        Turn::Littles(t) => t.steps().iter().map(|s| arrow(s.from, s.to)).collect(),
        Turn::Gobbler(mv) => mv.path().windows(2).map(|w| arrow(w[0], w[1])).collect(),
    }
}

/// The advice: its controls, the hint if asked, the evaluation if switched on. `m` is the page
/// shown: a past one while looking back, where the hint is for whoever was to move and is said
/// beside `played`, the turn the game went on with. The container carries the request in flight
/// (`data-advice-pending`) and the answers ignored because their position had left the board
/// (`data-advice-stale`), for the browser tests.
pub fn render(h: &mut String, m: &Model, t: &Messages, played: Option<&Turn>) {
    let pending = if m.advisor.pending.is_some() {
        r#" data-advice-pending="1""#
    } else {
        ""
    };
    let _ = write!(
        h,
        r#"<div id="gb-advice" class="gb-advice" data-advice-stale="{}"{pending}><div class="gb-advice-row">"#,
        m.advisor.stale
    );
    let _ = write!(
        h,
        r#"<button type="button" class="gb-hint-button" data-gb="{}"{}>{}</button>"#,
        attr(&Msg::Advice(AdviceMsg::Hint)),
        if m.review.is_some() || m.person_to_move() {
            ""
        } else {
            " disabled"
        },
        esc(t.advice.hint)
    );
    let _ = write!(
        h,
        r#"<button type="button" class="gb-switch" role="switch" aria-checked="{}" data-gb="{}"><span class="gb-knob" aria-hidden="true"></span>{}</button></div>"#,
        m.advisor.eval_on,
        attr(&Msg::Advice(AdviceMsg::ToggleEval)),
        esc(t.advice.eval_switch)
    );
    hint(h, m, t, played);
    if m.advisor.eval_on && !m.game.is_over() {
        evaluation(h, m, t);
    }
    h.push_str("</div>");
}

/// The hint in words, once asked for the position on the board, then the turn `played` there.
fn hint(h: &mut String, m: &Model, t: &Messages, played: Option<&Turn>) {
    let text = match m.hint() {
        None if m.hint_pending() => t.advice.hint_thinking.to_string(),
        None => return,
        Some(Err(e)) => fill(
            t.advice.hint_failed,
            &[&t.notices.computer_why(e, &t.errors)],
        ),
        Some(Ok(a)) => match played {
            Some(p) => fill(t.advice.then, &[&said(m, t, a), &went_on(m, t, a, p)]),
            None => said(m, t, a),
        },
    };
    let turn = match m.hint() {
        Some(Ok(a)) => format!(r#" data-turn="{}""#, esc(&a.turn.to_string())),
        _ => String::new(),
    };
    let _ = write!(
        h,
        r#"<p id="gb-suggest" class="gb-suggest" role="status"{turn}>{}</p>"#,
        esc(&text)
    );
}

/// The suggested turn in words: the turn in notation (or a pass), what a Gobbler move eats, and
/// the estimate.
fn said(m: &Model, t: &Messages, a: &Advised) -> String {
    let mut text = match &a.turn {
        Turn::Littles(l) if l.steps().is_empty() => t.advice.hint_pass.to_string(),
        turn => fill(t.advice.hint_turn, &[turn]),
    };
    if let Turn::Gobbler(mv) = &a.turn {
        if let Ok(play) = m.position().play_gobbler_move(mv) {
            let hops = play.hop_eaten[0] + play.hop_eaten[1];
            let eats = fill(t.advice.hint_eats, &[&hops, &play.scatter_eaten]);
            text = fill(t.advice.then, &[&text, &eats]);
        }
    }
    if let Some(v) = a.estimate {
        let v = format!("{:.1}", shown_estimate(v));
        text = fill(t.advice.then, &[&text, &fill(t.advice.hint_expects, &[&v])]);
    }
    text
}

/// The turn the game went on with from a past board, or that it was the suggested one (the same
/// steps in any order, or the same path).
fn went_on(m: &Model, t: &Messages, a: &Advised, played: &Turn) -> String {
    let pos = m.position();
    let same = match (&a.turn, played) {
        (Turn::Littles(_), Turn::Littles(_)) => {
            a.turn == *played || pos.apply_turn(&a.turn).ok() == pos.apply_turn(played).ok()
        }
        _ => a.turn == *played,
    };
    match played {
        _ if same => t.advice.hint_same.to_string(),
        Turn::Littles(l) if l.steps().is_empty() => t.advice.hint_played_pass.to_string(),
        _ => fill(t.advice.hint_played, &[played]),
    }
}

/// The evaluation of the position on the board: in words, and as a bar from the threshold
/// towards the side ahead.
fn evaluation(h: &mut String, m: &Model, t: &Messages) {
    let pos = m.position();
    let thr = pos.threshold();
    let estimate = match m.advisor.about(&pos) {
        Some(Ok(a)) => a.estimate,
        _ => None,
    };
    let text = match m.advisor.about(&pos) {
        None => t.advice.eval_thinking.to_string(),
        Some(Err(e)) => fill(
            t.advice.eval_failed,
            &[&t.notices.computer_why(e, &t.errors)],
        ),
        Some(Ok(_)) => match estimate {
            None => t.advice.eval_none.to_string(),
            Some(v) => {
                let template = if v > f32::from(thr) {
                    t.advice.eval_gobblers
                } else {
                    t.advice.eval_littles
                };
                fill(template, &[&format!("{:.1}", shown_estimate(v)), &thr])
            }
        },
    };
    let value = estimate
        .map(|v| format!(r#" data-estimate="{:.1}""#, shown_estimate(v)))
        .unwrap_or_default();
    let _ = write!(
        h,
        r#"<div id="gb-eval" class="gb-eval" data-position="{}"{value}><p id="gb-eval-text" role="status">{}</p>"#,
        esc(&pos.to_string()),
        esc(&text)
    );
    // The bar: the threshold in the middle, the fill from it to the estimate.
    let (left, width, class) = match estimate {
        Some(v) => {
            let x = ((v - f32::from(thr)) / BAR_RANGE).clamp(-1.0, 1.0) * 50.0;
            let class = if v > f32::from(thr) { "g" } else { "l" };
            (50.0 + x.min(0.0), x.abs(), class)
        }
        None => (50.0, 0.0, "l"),
    };
    let _ = write!(
        h,
        r#"<div class="gb-evalbar" aria-hidden="true"><span>{}</span><div class="gb-ev-track"><div class="gb-ev-fill {class}" style="left:{left:.1}%;width:{width:.1}%"></div><div class="gb-ev-mid"></div></div><span>{}</span></div></div>"#,
        esc(t.advice.littles_ahead),
        esc(t.advice.gobblers_ahead)
    );
}
