//! The game pages' sentences: a move's value label, the status line, the notices, the end of a
//! game, the best line.

use std::fmt::Write;

use gobblet_rules::{Move, Player, Position, Value};
use gobblet_tablebase::Lookup;

use crate::i18n::{fill, Tables, UiText};
use crate::link::{Fallback, LinkError, Page};
use crate::model::{BestLine, GameState, LineEnd, Model, Notice, TbState};
use crate::paste::PasteError;
use crate::reveal::revealed_at;
use crate::words::{clause, sentence};

/// The colour class, the short label and the words for the value of a move `side` plays.
#[must_use]
pub fn label(t: &UiText, l: Lookup, side: Player) -> (&'static str, String, String) {
    match l {
        Lookup::Known(v @ Value::Win(n)) => {
            ("win", fill(t.label_win, &[&n]), t.value_words(v, side))
        }
        Lookup::Known(v @ Value::Loss(n)) => {
            ("loss", fill(t.label_loss, &[&n]), t.value_words(v, side))
        }
        Lookup::Known(Value::Draw) => ("draw", t.label_draw.into(), t.draw.into()),
        Lookup::NeedShard(_) => ("unknown", "…".into(), t.loading.into()),
        Lookup::NotInTable => ("unknown", "?".into(), t.unknown.into()),
    }
}

/// The sentence that announces the end of the game (in a game against the computer, from the
/// human's side).
#[must_use]
pub fn game_over_text(m: &Model, t: &UiText) -> String {
    let state = m.game_state();
    let side = m.position().side_to_move();
    let how = match state {
        GameState::Line(winner, lines) => {
            let rt = &m.lang.messages().reveal;
            let mover = winner.opponent();
            match revealed_at(&m.variant, &m.position()) {
                Some(r) if r.own != 0 => fill(
                    rt.end_both,
                    &[
                        &t.player(mover),
                        &t.player(winner),
                        &t.lines(r.lines),
                        &t.lines(r.own),
                    ],
                ),
                Some(r) => fill(
                    rt.end_revealed,
                    &[&t.player(mover), &t.player(winner), &t.lines(r.lines)],
                ),
                None => fill(t.won_by_line, &[&t.player(winner), &t.lines(lines)]),
            }
        }
        GameState::NoMove => fill(t.no_move, &[&t.player(side), &t.player(side.opponent())]),
        GameState::Repetition => t.repetition.into(),
        GameState::Ongoing => return String::new(),
    };
    if m.page != Page::Play {
        return how;
    }
    match state.winner(side) {
        Some(w) if w == m.opponent.human => fill(t.you_win, &[&how]),
        Some(_) => fill(t.computer_wins, &[&how]),
        None => fill(t.drawn_game, &[&how]),
    }
}

/// The status line: whose move and the value in words, or how the game ended.
#[must_use]
pub fn status_text(m: &Model, t: &UiText, moves: &[(Move, Lookup)]) -> String {
    if m.game_state() != GameState::Ongoing {
        return game_over_text(m, t);
    }
    let side = m.position().side_to_move();
    let value = || match m.value_given(moves) {
        Some(v) => t.value_words(v, side),
        None if matches!(m.tb, TbState::Loading) || !m.fetching.is_empty() => {
            t.value_loading.into()
        }
        None => t.value_unknown.into(),
    };
    let who = if m.page == Page::Play {
        if side == m.opponent.human {
            fill(t.your_move, &[&t.player(side)])
        } else if m.computer_waits() {
            // Only looking: the computer moves when asked (the line under the status says so).
            fill(t.to_move_plain, &[&t.player(side)])
        } else {
            // Thinking: said without the value, for a moment, so that the status keeps to two
            // lines on a phone and the board under it stays put (`static/style.css`); the
            // value is said again with the player's move.
            return fill(t.computer_thinking, &[&t.player(side)]);
        }
    } else {
        t.player(side).to_string()
    };
    if m.values_shown() {
        if m.page == Page::Play {
            format!("{who} — {}", value())
        } else {
            fill(t.to_move, &[&who, &value()])
        }
    } else if m.page == Page::Play {
        who
    } else {
        fill(t.to_move_plain, &[&who])
    }
}

/// A notice in words.
#[must_use]
pub fn notice_text(m: &Model, t: &UiText, n: &Notice) -> String {
    match n {
        Notice::Refused { mv, why, side } => fill(t.refused, &[mv, &t.why(*why, *side)]),
        Notice::NotYourTurn(p) => fill(t.not_your_turn, &[&t.player(*p)]),
        Notice::NoneLeft(p, s) => fill(t.none_left, &[&t.player(*p), &t.size(*s)]),
        Notice::OpponentsPiece { sq, owner } => fill(
            t.opponents_piece,
            &[sq, &t.player(*owner), &t.player(owner.opponent())],
        ),
        Notice::PickFirst(p) => fill(t.pick_first, &[&t.player(*p)]),
        Notice::NowhereToGo(sq) => fill(t.nowhere_to_go, &[sq]),
        Notice::GameOver => t.game_over.into(),
        Notice::ComputersTurn => t.computers_turn.into(),
        Notice::BadLink(e) => {
            let then = match e.fallback() {
                Fallback::Start => t.bad_link,
                Fallback::MovesBefore => t.bad_link_before,
                Fallback::LeftOut => t.bad_link_left_out,
            };
            sentence(&fill(then, &[&m.lang.messages().link_error(e)]))
        }
        Notice::BadPaste(e) => fill(t.paste_refused, &[&paste_error_text(m, t, e)]),
        Notice::PageFailed => t.page_failed.into(),
    }
}

/// The explorer's module, for what the full module draws (another page, an open review): the
/// line that says it is on its way, or nothing once loading it has failed (the notice says so).
#[must_use]
pub fn page_loading(m: &Model, t: &UiText) -> String {
    if matches!(m.notice, Some(Notice::PageFailed)) {
        return String::new();
    }
    format!(
        r#"<p class="status" id="page-loading">{}</p>"#,
        crate::html::esc(t.page_loading)
    )
}

/// Why a paste does not open, in words.
fn paste_error_text(m: &Model, t: &UiText, e: &PasteError) -> String {
    let all = m.lang.messages();
    match e {
        PasteError::Empty => t.paste_empty.into(),
        PasteError::Link(e) => all.link_error(e),
        PasteError::Text(e) => match e {
            LinkError::Position(d) => fill(t.paste_position, &[&all.position_error(d)]),
            LinkError::PositionRules(d) => fill(t.paste_position_rules, &[&all.position_error(d)]),
            LinkError::Impossible(r) => fill(t.paste_impossible, &[&clause(r.text(&all.setup))]),
            LinkError::NotAMove { index, word } => fill(t.paste_not_a_move, &[index, word]),
            LinkError::Illegal { index, mv, why } => {
                fill(t.paste_illegal, &[index, mv, &t.why(*why, Player::P1)])
            }
            // Only links have pages, plies, sides, levels, steps and views.
            other => all.link_error(other),
        },
    }
}

/// The best line as text: a heading, the start's value, then one move per line. With buried
/// pieces hidden the heading does not write the position out (its string names every piece).
#[must_use]
pub fn best_line_text(t: &UiText, line: &BestLine, hide_buried: bool) -> String {
    let mut s = if hide_buried {
        t.best_line_title_here.to_string()
    } else {
        fill(t.best_line_title, &[&line.from])
    };
    s.push('\n');
    if let Some((_, v)) = line.moves.first() {
        let side = line.from.side_to_move();
        let _ = writeln!(
            s,
            "{}",
            fill(
                t.best_line_value,
                &[&t.player(side), &t.value_words(*v, side)]
            )
        );
    }
    let mut pos: Position = line.from;
    for (i, (mv, v)) in line.moves.iter().enumerate() {
        let _ = writeln!(
            s,
            "{}. {} {mv} — {}",
            i + 1,
            t.player(pos.side_to_move()),
            t.value_words(*v, pos.side_to_move())
        );
        pos = pos.play(*mv);
    }
    match line.end {
        None => s.push_str(t.best_line_fetching),
        Some(LineEnd::GameOver) if line.moves.is_empty() => s.push_str(t.best_line_over),
        Some(LineEnd::Unknown) if !line.moves.is_empty() => s.push_str(t.best_line_unknown),
        Some(_) => {}
    }
    s.trim_end().to_string()
}
