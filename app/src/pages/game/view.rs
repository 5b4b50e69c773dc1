//! The game pages (the explorer, the game against the computer, the two-player game) as HTML,
//! drawn from the model: the status lines and controls here; the board in `board.rs`, the list
//! of moves in `moves.rs`, the line played in `line.rs`. Every control's attribute comes from
//! [`attr`].

use std::fmt::Write;

use gobblet_rules::{Move, Player, Reveal};
use gobblet_tablebase::Lookup;

use super::actions::attr;
use super::board::{last_move, play_area};
use super::line::game_line;
use super::moves;
use super::text::{best_line_text, notice_text, status_text};
use crate::engine::Level;
use crate::fetch::FetchError;
use crate::html::esc;
use crate::i18n::{fill, Messages, PreviewText, Tables, UiText};
use crate::link::Page;
use crate::model::{BestLine, GameState, Model, Msg, TbState};

/// The explorer, the game against the computer and the two-player game.
pub fn render(m: &Model, all: &Messages) -> String {
    let (t, rt) = (&all.ui, &all.preview);
    let moves = m.move_values();
    let state = m.game_state();
    // On a phone, one column in this order: what is said of the position, the board between
    // the reserves and its controls, then the panel (the move list and its preview, the
    // explorer's actions, the line, the review, the reveal rule). From about 900 px wide
    // (`static/style.css`) the board and its controls are the left column and what is said of
    // the position heads the right one, above the panel, so that the board and its controls
    // fit a laptop's window.
    let mut h = String::from(r#"<div class="game"><div class="game-head">"#);
    status_lines(&mut h, m, (t, rt), &moves, state);
    h.push_str(r#"</div><div class="game-main">"#);
    play_area(&mut h, m, (t, rt), &moves, state);
    controls(&mut h, m, t);
    h.push_str(r#"</div><div class="game-panel">"#);
    if m.page == Page::Play {
        h.push_str(&play_settings(m, t));
    }
    if state == GameState::Ongoing && !m.computers_turn() {
        moves::list(&mut h, m, (t, rt), &moves);
    }
    if m.page == Page::Explore {
        explorer_actions(&mut h, t);
    }
    if let Some(line) = &m.best_line {
        h.push_str(&best_line(t, line, m.hide_buried));
    }
    game_line(&mut h, m, all);
    footer(&mut h, m, t);
    h.push_str("</div></div>");
    h
}

/// What is said of the position: the status, the computer waiting to be asked, and one slot
/// for the last move, or in its place the notice or, once the game is over, the review's offer.
fn status_lines(
    h: &mut String,
    m: &Model,
    (t, rt): (&UiText, &PreviewText),
    moves: &[(Move, Lookup)],
    state: GameState,
) {
    let over = if state == GameState::Ongoing {
        ""
    } else {
        " over"
    };
    let _ = write!(
        h,
        r#"<p id="status" class="status{over}" role="status" aria-live="polite">{}</p>"#,
        esc(&status_text(m, t, moves))
    );
    // Looking at a position where the computer is to move: it waits to be asked.
    if m.computer_waits() {
        let _ = write!(
            h,
            r#"<p id="computer-waits" class="waits">{} <button id="continue" {}>{}</button></p>"#,
            esc(t.computer_waits),
            attr(&Msg::Continue),
            esc(t.continue_here)
        );
    }

    // The move that led to the position shown: said by the board, and marked on it (not
    // over a preview; the line stays, so that nothing under it moves while a preview shows).
    let g = m.game();
    let last_move = last_move(m);
    // The end of a game offers its review in the last move's place (the status says how the
    // game ended, the board marks the move).
    let offer = m.offers_review();
    // Empty at the start, so that the first move does not push the board down.
    let said = last_move.filter(|_| !offer).map_or_else(String::new, |mv| {
        let mover = g.positions()[g.ply() - 1].side_to_move();
        fill(t.last_move, &[&g.ply(), &mv, &t.player(mover)])
    });
    // One slot by the board (`static/style.css`): the notice (what was refused there, or why
    // the board shows less than the link asked) stands in the last move's or the offer's
    // place, so that none of them moves the board under the player's finger.
    let _ = write!(
        h,
        r#"<div class="board-says"><p id="notice" class="notice" role="alert">{}</p><p id="last-move" class="last-move" aria-live="polite">{}</p>"#,
        notice_where(m, t, false),
        esc(&said)
    );
    if offer {
        let _ = write!(
            h,
            r#"<p class="review-offer"><button id="review-end" {}>{}</button></p>"#,
            attr(&Msg::ToggleReview),
            esc(rt.open)
        );
    }
    h.push_str("</div>");
}

/// The controls under the board: undo, redo, the game's and the view's toggles.
fn controls(h: &mut String, m: &Model, t: &UiText) {
    let g = m.game();
    let _ = write!(
        h,
        r##"<div class="controls" data-refocus="#board button[tabindex='0']"><button id="undo" {}{}>{}</button><button id="redo" {}{}>{}</button>"##,
        attr(&Msg::Undo),
        if g.ply() == 0 { " disabled" } else { "" },
        esc(t.undo),
        attr(&Msg::Redo),
        if g.ply() >= g.moves().len() {
            " disabled"
        } else {
            ""
        },
        esc(t.redo),
    );
    if m.page != Page::Explore {
        let _ = write!(
            h,
            r#"<button id="hints" {} aria-pressed="{}">{}</button><button id="new-game" {}>{}</button>"#,
            attr(&Msg::ToggleHints),
            m.hints,
            esc(t.hints),
            attr(&Msg::NewGame),
            esc(t.new_game)
        );
    }
    let _ = write!(
        h,
        r#"<button id="buried" {} aria-pressed="{}">{}</button><button id="rotate" {}>{}</button><button id="flip" {}>{}</button><button id="group" {} aria-pressed="{}">{}</button>"#,
        attr(&Msg::ToggleBuried),
        m.hide_buried,
        esc(t.hide_buried),
        attr(&Msg::Rotate),
        esc(t.rotate),
        attr(&Msg::Flip),
        esc(t.flip),
        attr(&Msg::ToggleGroup),
        m.group_same,
        esc(t.group_same)
    );
    h.push_str("</div>");
}

/// The explorer's actions on the position shown, under its moves (where the best line they
/// ask for appears): play the computer from here, edit it, its best line.
fn explorer_actions(h: &mut String, t: &UiText) {
    let _ = write!(
        h,
        r#"<div class="actions"><button id="play-here" {}>{}</button><button id="edit-here" {}>{}</button><button id="best-line" {}>{}</button></div>"#,
        attr(&Msg::PlayFromHere),
        esc(t.play_from_here),
        attr(&Msg::EditHere),
        esc(t.edit_here),
        attr(&Msg::BestLine),
        esc(t.best_line)
    );
}

/// Under the line: the explorer's paste box, the reveal rule with the tablebase's state (the
/// table of the rule chosen), and the help.
fn footer(h: &mut String, m: &Model, t: &UiText) {
    if m.page == Page::Explore {
        let _ = write!(
            h,
            r#"<div class="paste"><label for="paste-text">{}</label><textarea id="paste-text" rows="2" spellcheck="false" autocomplete="off"></textarea><button id="paste-open" {}>{}</button><p id="paste-notice" class="notice" role="alert">{}</p></div>"#,
            esc(t.paste_label),
            attr(&Msg::Paste(String::new())),
            esc(t.paste_open),
            notice_where(m, t, true)
        );
    }

    h.push_str(&reveal_setting(m));
    let (tb_state, tb_words) = tb_text(m, t);
    let _ = write!(
        h,
        r#"<p id="tb" class="tb" data-state="{tb_state}">{}</p>"#,
        esc(&tb_words)
    );
    let _ = write!(
        h,
        r#"<p class="help">{}</p><details class="help keys"><summary>{}</summary><ul>"#,
        esc(t.help),
        esc(t.keys_title)
    );
    // One shortcut per line of the message.
    for line in t.keys.lines() {
        let _ = write!(h, "<li>{}</li>", esc(line));
    }
    h.push_str("</ul></details>");
}

/// The model's notice in words (escaped) if it is said beside the paste box (`paste`) or by
/// the board (`!paste`); empty otherwise. Each live region is always drawn, empty when silent,
/// so that a screen reader hears a notice once, from the one region that shows it.
fn notice_where(m: &Model, t: &UiText, paste: bool) -> String {
    m.notice
        .as_ref()
        .filter(|n| n.beside_paste_box() == paste)
        .map(|n| esc(&notice_text(m, t, n)))
        .unwrap_or_default()
}

/// The reveal rule's setting: cover the revealed line (standard) or revealing loses. Shared by
/// the game pages and how to play.
#[must_use]
pub fn reveal_setting(m: &Model) -> String {
    let rt = &m.lang.messages().reveal;
    let mut h = format!(
        r#"<div id="reveal-rule" class="choice" role="group" aria-label="{0}"><span class="choice-label">{0}</span>"#,
        esc(rt.rule)
    );
    for (reveal, name) in [
        (Reveal::MustCover, rt.must_cover),
        (Reveal::Loses, rt.loses),
    ] {
        let _ = write!(
            h,
            r#"<button {} aria-pressed="{}">{}</button>"#,
            attr(&Msg::Reveal(reveal)),
            m.variant.reveal == reveal,
            esc(name)
        );
    }
    h.push_str("</div>");
    h
}

fn play_settings(m: &Model, t: &UiText) -> String {
    let mut h = String::from(r#"<div class="settings">"#);
    let _ = write!(
        h,
        r#"<div class="choice" role="group" aria-label="{0}"><span class="choice-label">{0}</span>"#,
        esc(t.you_play)
    );
    for p in [Player::P1, Player::P2] {
        let _ = write!(
            h,
            r#"<button {} aria-pressed="{}">{}</button>"#,
            attr(&Msg::Side(p)),
            m.opponent.human == p,
            esc(&t.player_tagged(p))
        );
    }
    h.push_str("</div>");
    let _ = write!(
        h,
        r#"<div class="choice" role="group" aria-label="{0}"><span class="choice-label">{0}</span>"#,
        esc(t.level)
    );
    for l in Level::ALL {
        let _ = write!(
            h,
            r#"<button {} aria-pressed="{}" title="{}">{}</button>"#,
            attr(&Msg::Level(l)),
            m.opponent.level == l,
            esc(t.level_about(l)),
            esc(t.level_name(l))
        );
    }
    let _ = write!(
        h,
        r#"</div><p id="level-about" class="about">{}: {}</p></div>"#,
        esc(t.level_name(m.opponent.level)),
        esc(t.level_about(m.opponent.level))
    );
    h
}

fn best_line(t: &UiText, line: &BestLine, hide_buried: bool) -> String {
    let text = best_line_text(t, line, hide_buried);
    let mut h = String::from(r#"<div class="best-line">"#);
    let _ = write!(
        h,
        r#"<pre id="best-line-text" tabindex="0">{}</pre><button data-copy="best-line-text">{}</button></div>"#,
        esc(&text),
        esc(t.copy)
    );
    h
}

/// The tablebase's state (`loading`, `busy`, `ready`, `failed`) and its line in words (a
/// status line of parts joined by [`UiText::tb_join`], not a sentence).
#[must_use]
pub fn tb_text(m: &Model, t: &UiText) -> (&'static str, String) {
    let all = m.lang.messages();
    match &m.tb {
        TbState::Loading => ("loading", t.tb_loading.into()),
        TbState::Failed(why) => ("failed", fill(t.tb_failed, &[&all.load_error(why)])),
        TbState::Ready(_) => {
            let mut parts = vec![fill(t.tb_ready, &[&all.rules(&m.variant)])];
            // A packed table's index is said apart from the chunks it is fetched like.
            let index = gobblet_tablebase::layout::INDEX_ID;
            if m.fetching.contains_key(&index) {
                parts.push(t.tb_fetching_index.into());
            }
            let chunks = m.fetching.keys().filter(|&&id| id != index).count();
            if chunks > 0 {
                parts.push(fill(t.tb_fetching, &[&chunks]));
            }
            // The index of a packed table is fetched like a chunk: named as such.
            let name = |id: &u32| match *id {
                gobblet_tablebase::layout::INDEX_ID => t.chunk_index.to_string(),
                gobblet_tablebase::reading::READING_ID => {
                    m.lang.messages().reveal.reading_file.to_string()
                }
                _ => id.to_string(),
            };
            for (id, n) in m.retries.iter() {
                parts.push(fill(t.tb_retrying, &[&name(id), n]));
            }
            for (id, why) in m.failed.iter() {
                parts.push(fill(t.tb_unusable, &[&name(id), &all.load_error(why)]));
            }
            if let Some(why) = m.ranges_refused {
                let why = all.fetch_error(&FetchError::RangesIgnored(why));
                parts.push(fill(t.tb_no_ranges, &[&why]));
            }
            let state = if m.fetching.is_empty() && m.retries.is_empty() {
                "ready"
            } else {
                "busy"
            };
            (state, parts.join(t.tb_join))
        }
    }
}
