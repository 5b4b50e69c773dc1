//! The panel beside the board, top half: whose turn it is (or the result), the turn being made
//! with its controls, the notice, the last turn, (the advice, from [`super::advice`]), eaten
//! against the threshold, what to do next, and the last Gobbler move's scatter stack by stack.
//! The Littles' buttons come right after the status so that a phone shows them with the board
//! (the panel is under it there).

use std::fmt::Write as _;

use gobbler_rules::{Side, Turn, Winner};

use super::choices::Choices;
use super::widgets::button;
use crate::game::Game;
use crate::html::{esc, fate_class};
use crate::i18n::{fill, Messages};
use crate::model::{Model, Msg, Notice};

/// Whose turn it is, or the result; carries how long the computer last thought
/// (`data-think-ms`, read by the browser tests).
pub fn status(h: &mut String, m: &Model, t: &Messages) {
    let pos = m.position();
    let side = pos.side();
    let status = match m.winner() {
        Some(w) => {
            let winner_player = match w {
                Winner::Gobblers => m.seats.gobblers,
                Winner::Littles => m.seats.littles,
            };
            t.play.result(
                w,
                &t.play.player(winner_player),
                pos.eaten(),
                pos.threshold(),
            )
        }
        None if m.thinking.is_some() => fill(t.play.thinking, &[&t.play.player(m.seats.of(side))]),
        None => fill(
            t.play.to_move,
            &[&t.play.side(side), &t.play.player(m.seats.of(side))],
        ),
    };
    let over = if m.winner().is_some() { " over" } else { "" };
    let think_ms = m
        .think_ms
        .map(|ms| format!(r#" data-think-ms="{ms:.0}""#))
        .unwrap_or_default();
    let _ = write!(
        h,
        r#"<p id="gb-status" class="gb-status{over}" role="status"{think_ms}>{}</p>"#,
        esc(&status)
    );
}

/// The last turn in words, with who played it (the board draws it; this says it).
pub fn last_turn(h: &mut String, m: &Model, t: &Messages) {
    let turns = m.game.turns();
    let Some(turn) = turns.last() else {
        return;
    };
    let who = t
        .play
        .player(m.seats.of(Game::side_of_turn(turns.len() - 1)));
    let text = match turn {
        Turn::Littles(l) if l.steps().is_empty() => fill(t.play.last_pass, &[&who]),
        _ => fill(t.play.last_turn, &[&who, turn]),
    };
    let _ = write!(h, r#"<p id="gb-last" class="gb-last">{}</p>"#, esc(&text));
}

/// Eaten against the threshold, as words and as a bar; then each starving Gobbler.
pub fn meter(h: &mut String, m: &Model, t: &Messages, c: &Choices) {
    let pos = m.position();
    let eaten = pos.eaten();
    let thr = pos.threshold();
    let _ = write!(
        h,
        r#"<div class="gb-meter"><p><span id="gb-eaten">{}</span> · <span id="gb-threshold">{}</span></p><div class="gb-bar" aria-hidden="true"><div class="gb-fill" style="width:{:.1}%"></div><div class="gb-mark" style="left:{:.1}%"></div></div></div>"#,
        esc(&fill(t.play.eaten, &[&eaten])),
        esc(&fill(t.play.threshold, &[&thr])),
        f32::from(eaten) / 60.0 * 100.0,
        (f32::from(thr.min(60)) / 60.0 * 100.0)
    );
    for sq in c.starving.iter() {
        let _ = write!(
            h,
            r#"<p class="gb-starving">{}</p>"#,
            esc(&fill(t.play.starving, &[&sq]))
        );
    }
}

/// The Littles' turn a person is making: the steps so far and its buttons (*Undo step*, *End
/// turn*, *Pass*).
pub fn littles_turn(h: &mut String, m: &Model, t: &Messages, c: &Choices) {
    if !c.person || m.position().side() != Side::Littles {
        return;
    }
    let steps: Vec<String> = m.steps.iter().map(ToString::to_string).collect();
    let _ = write!(
        h,
        r#"<p id="gb-steps" class="gb-steps">{}</p><div class="gb-controls gb-turn">"#,
        esc(&t.play.steps(m.steps.len(), &steps.join(" ")))
    );
    button(h, &Msg::UndoStep, t.play.undo_step, !m.steps.is_empty(), "");
    button(
        h,
        &Msg::EndTurn,
        t.play.end_turn,
        !m.steps.is_empty(),
        "primary",
    );
    button(h, &Msg::Pass, t.play.pass, m.steps.is_empty(), "");
    h.push_str("</div>");
}

/// What the person to move does next: the Littles' instructions, or the Gobbler's with its
/// landings in words; then Undo and New game, which are always there.
pub fn turn(h: &mut String, m: &Model, t: &Messages, c: &Choices) {
    if c.person {
        match m.position().side() {
            Side::Littles => littles_help(h, m, t),
            Side::Gobblers => gobbler_turn(h, m, t, c),
        }
    }
    h.push_str(r#"<div class="gb-controls">"#);
    button(
        h,
        &Msg::Undo,
        t.play.undo,
        !m.game.turns().is_empty() || !m.steps.is_empty() || m.game_left.is_some(),
        "",
    );
    button(h, &Msg::NewGame, t.play.new_game, true, "");
    h.push_str("</div>");
}

/// What to do in the Littles' turn (or with the Little picked).
fn littles_help(h: &mut String, m: &Model, t: &Messages) {
    let hint = match m.from {
        Some(sq) => fill(t.play.hint_step, &[&sq]),
        None => t.play.hint_littles.to_string(),
    };
    let _ = write!(h, r#"<p class="gb-hint">{}</p>"#, esc(&hint));
}

fn gobbler_turn(h: &mut String, m: &Model, t: &Messages, c: &Choices) {
    let hint = if m.path.is_empty() {
        t.play.hint_gobbler.to_string()
    } else {
        let pos = m.position();
        let path: Vec<String> = m.path.iter().map(ToString::to_string).collect();
        let eaten: u8 = m.path[1..].iter().map(|&s| pos.count(s)).sum();
        t.play.hint_hop(&path.join(">"), eaten)
    };
    let _ = write!(h, r#"<p class="gb-hint">{}</p>"#, esc(&hint));
    if !c.landings.is_empty() {
        h.push_str(r#"<ul id="gb-landings" class="gb-landings">"#);
        for l in &c.landings {
            let text = match l.ends {
                Some(mv) => t.play.landing(&mv.to_string(), l.hops, l.scatter),
                None => fill(t.play.hop_on, &[&l.square, &l.hops]),
            };
            let _ = write!(h, "<li>{}</li>", esc(&text));
        }
        h.push_str("</ul>");
    }
}

/// The notice, if any: a replay or what a change of players did is news (`status`), anything
/// else an error (`alert`).
pub fn notice(h: &mut String, m: &Model, t: &Messages) {
    if let Some(n) = &m.notice {
        let (class, role) = match n {
            Notice::Replayed(_)
            | Notice::ReplayedSetAside(..)
            | Notice::Resumed(_)
            | Notice::NewGameUndo
            | Notice::StepsKept
            | Notice::Restarted => ("gb-notice info", "status"),
            _ => ("gb-notice", "alert"),
        };
        let _ = write!(
            h,
            r#"<p id="gb-notice" class="{class}" role="{role}">{}</p>"#,
            esc(&t.notices.notice(n, &t.errors))
        );
    }
}

/// The last Gobbler move: what its hops ate, the Gobblers that starved, each scattered stack's
/// fate and what the scatter ate.
pub fn report(h: &mut String, m: &Model, t: &Messages) {
    let Some((_, play)) = m.game.latest_gobbler_play() else {
        return;
    };
    let _ = write!(
        h,
        r#"<section id="gb-report" class="gb-report"><h2>{}</h2><ul>"#,
        esc(&fill(
            t.report.last_move,
            &[&play.mv, &(play.hop_eaten[0] + play.hop_eaten[1])]
        ))
    );
    for sq in play.starved.iter() {
        let _ = write!(
            h,
            r#"<li class="starved">{}</li>"#,
            esc(&fill(t.report.starved, &[&sq]))
        );
    }
    let mut any = false;
    for s in play.scattered() {
        any = true;
        let _ = write!(
            h,
            r#"<li class="{}">{}</li>"#,
            fate_class(s.fate),
            esc(&t.report.scattered(s))
        );
    }
    if !any {
        let _ = write!(h, "<li>{}</li>", esc(t.report.no_scatter));
    }
    h.push_str("</ul>");
    if play.scatter_eaten > 0 {
        let _ = write!(
            h,
            "<p>{}</p>",
            esc(&fill(t.report.scatter_total, &[&play.scatter_eaten]))
        );
    }
    h.push_str("</section>");
}

/// The keyboard shortcuts, folded (one per line of the message), drawn as on the explorer's
/// game pages (their style).
pub fn keys(h: &mut String, t: &Messages) {
    let _ = write!(
        h,
        r#"<details class="help keys"><summary>{}</summary><ul>"#,
        esc(t.play.keys_title)
    );
    for line in t.play.keys.lines() {
        let _ = write!(h, "<li>{}</li>", esc(line));
    }
    h.push_str("</ul></details>");
}
