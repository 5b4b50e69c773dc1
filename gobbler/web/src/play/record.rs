//! The panel beside the board, bottom half: the game record with its text and link to copy,
//! and the players with their ranks.

use std::fmt::Write as _;

use gobbler_rules::{Side, BASE_THRESHOLD, MAX_THRESHOLD};

use super::widgets::button_with;
use crate::action::{self, COPY, PLAYER};
use crate::game::Game;
use crate::html::esc;
use crate::i18n::{fill, Messages};
use crate::model::{Basis, Model, Msg, Review};
use crate::players::PlayerId;

/// The turns played (Littles' and Gobbler's told apart by class), the game in notation and the
/// link that replays it, each with a copy button; `page_url` is the page's address without its
/// query.
pub fn game(h: &mut String, m: &Model, t: &Messages, page_url: &str) {
    let _ = write!(
        h,
        r#"<section class="gb-record"><h2>{}</h2>"#,
        esc(t.record.game)
    );
    if m.game.turns().is_empty() {
        let _ = write!(h, "<p>{}</p>", esc(t.record.no_turns));
    } else {
        turns(h, m, t);
        if m.review.is_none() {
            super::review::nav(h, m, t);
        }
        super::analysis::render(h, m, t);
    }
    let text = m.game.text();
    let link = format!("{page_url}{}", m.link_query());
    let _ = write!(
        h,
        r#"<label class="gb-copyrow"><span>{}</span><textarea id="gb-game-text" readonly rows="2">{}</textarea></label><button type="button" {COPY}="gb-game-text">{}</button><label class="gb-copyrow"><span>{}</span><input id="gb-link" readonly value="{}"></label><button type="button" {COPY}="gb-link">{}</button></section>"#,
        esc(t.record.game_text),
        esc(&text),
        esc(t.record.copy),
        esc(t.record.link),
        esc(&link),
        esc(t.record.copy)
    );
}

/// The turns played, each a button that shows the board after it (the one shown marked
/// `aria-current`); Littles' and Gobbler's told apart by class.
fn turns(h: &mut String, m: &Model, t: &Messages) {
    h.push_str(r#"<ol id="gb-turns" class="gb-turns">"#);
    let shown = m.turns_shown();
    for (i, turn) in m.game.turns().iter().enumerate() {
        let side = match Game::side_of_turn(i) {
            Side::Littles => "l",
            Side::Gobblers => "g",
        };
        let current = if i + 1 == shown {
            r#" aria-current="step""#
        } else {
            ""
        };
        let text = turn.to_string();
        let said = esc(&fill(t.record.review_turn, &[&(i + 1), &text]));
        let extra = format!(r#" aria-label="{said}"{current}"#);
        let _ = write!(h, r#"<li class="{side}">"#);
        button_with(
            h,
            &Msg::Review(Review::After(i + 1)),
            &text,
            true,
            "",
            &extra,
        );
        h.push_str("</li>");
    }
    h.push_str("</ol>");
}

/// The unfinished games set aside (if any), each with *Open* and *Remove*: who played it, its
/// turns and how many were eaten.
pub fn set_aside(h: &mut String, m: &Model, t: &Messages) {
    if m.set_aside.is_empty() {
        return;
    }
    let _ = write!(
        h,
        r#"<section class="gb-aside"><h2>{}</h2><p class="gb-note">{}</p><ul>"#,
        esc(t.record.set_aside),
        esc(t.record.set_aside_note)
    );
    for (i, saved) in m.set_aside.iter().enumerate() {
        let turns = saved.turns();
        let eaten = Game::replay(saved.threshold, &saved.game)
            .map(|g| g.position().eaten())
            .unwrap_or_default();
        let what = fill(
            t.record.set_aside_game[usize::from(turns != 1)],
            &[
                &t.play.player(saved.seats.littles),
                &t.play.player(saved.seats.gobblers),
                &turns,
                &eaten,
            ],
        );
        let _ = write!(
            h,
            r#"<li><span id="gb-aside-{i}">{}</span><span class="gb-aside-actions">"#,
            esc(&what)
        );
        let described = format!(r#" aria-describedby="gb-aside-{i}""#);
        button_with(
            h,
            &Msg::OpenSetAside(i),
            t.record.set_aside_open,
            true,
            "",
            &described,
        );
        button_with(
            h,
            &Msg::RemoveSetAside(i),
            t.record.set_aside_remove,
            true,
            "",
            &described,
        );
        h.push_str("</span></li>");
    }
    h.push_str("</ul></section>");
}

/// Who plays each side (a choice per side), this game's threshold and where it comes from,
/// and every player's ranks.
pub fn players(h: &mut String, m: &Model, t: &Messages) {
    let _ = write!(
        h,
        r#"<section class="gb-players"><h2>{}</h2><div class="gb-seats">"#,
        esc(t.record.players)
    );
    for (side, label) in [
        (Side::Littles, t.record.plays_littles),
        (Side::Gobblers, t.record.plays_gobblers),
    ] {
        let _ = write!(
            h,
            r#"<label>{} <select {PLAYER}="{}">"#,
            esc(label),
            action::side_attr(side)
        );
        for p in PlayerId::ALL {
            let selected = if m.setup.of(side) == p {
                " selected"
            } else {
                ""
            };
            let _ = write!(
                h,
                r#"<option value="{}"{selected}>{}</option>"#,
                p.key(),
                esc(&t.play.player(p))
            );
        }
        h.push_str("</select></label>");
    }
    h.push_str("</div>");
    if m.setup != m.seats {
        let _ = write!(
            h,
            r#"<p class="gb-note">{}</p>"#,
            esc(t.record.next_game_note)
        );
    }
    ranks(h, m, t);
    h.push_str("</section>");
}

/// This game's threshold and where it comes from: the sum of the ranks it was computed from
/// (they may have moved since: the ranks table shows them now), noting the bounds if the sum
/// lies outside them, or the link.
fn this_threshold(m: &Model, t: &Messages) -> String {
    let thr = m.game.threshold();
    match m.basis {
        Basis::Ranks { marauding, scatter } => {
            let sum = i32::from(BASE_THRESHOLD) + i32::from(marauding) - i32::from(scatter);
            let template = if sum == i32::from(thr) {
                t.record.this_threshold
            } else {
                t.record.this_threshold_kept
            };
            fill(template, &[&thr, &marauding, &scatter, &MAX_THRESHOLD])
        }
        Basis::Link => fill(t.record.this_threshold_link, &[&thr]),
    }
}

/// This game's threshold, the ranks table and the notes under it.
fn ranks(h: &mut String, m: &Model, t: &Messages) {
    let _ = write!(
        h,
        r#"<p id="gb-this-threshold">{}</p>"#,
        esc(&this_threshold(m, t))
    );
    let _ = write!(
        h,
        r#"<table id="gb-ranks" class="gb-ranks"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        esc(t.record.rank_head[0]),
        esc(t.record.rank_head[1]),
        esc(t.record.rank_head[2])
    );
    for p in PlayerId::ALL {
        let r = m.roster.ranks(p);
        let playing = if p == m.seats.littles || p == m.seats.gobblers {
            r#" class="playing""#
        } else {
            ""
        };
        let _ = write!(
            h,
            r#"<tr{playing} data-player="{}"><th scope="row">{}</th><td>{}</td><td>{}</td></tr>"#,
            p.key(),
            esc(&t.play.player(p)),
            r.marauding,
            r.scatter
        );
    }
    h.push_str("</tbody></table>");
    let _ = write!(h, r#"<p class="gb-note">{}</p>"#, esc(t.record.ranks_note));
    if m.replayed {
        let _ = write!(h, r#"<p class="gb-note">{}</p>"#, esc(t.record.not_ranked));
    } else if m.ranked {
        let _ = write!(h, r#"<p class="gb-note">{}</p>"#, esc(t.record.ranked));
    }
}
