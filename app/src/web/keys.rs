//! The keyboard: the arrows on a board's squares and on a reserve's pieces, the game's keys
//! elsewhere (walking the line, Escape, H).

use gobblet_rules::Square;
use web_kit::{browser, roving};

use super::{dispatch, handover, preview, with};
use crate::link;
use crate::model::Msg;

/// Keys: arrows move between the squares of a board (when a square has the focus); else, on the
/// game pages, ← and → step back and forth along the line, ↑ and ↓ show the previous and next
/// variation of the move shown, Home and End the start and the end; Escape drops the selection;
/// H shows or hides the values.
pub(super) fn on_key(e: web_sys::KeyboardEvent) {
    if handover::retired() || e.ctrl_key() || e.meta_key() || e.alt_key() {
        return;
    }
    // The Gobbler page has its own keys (its module listens on its container).
    if with(|m| m.page == link::Page::Gobbler).unwrap_or(true) {
        return;
    }
    let focused = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    if focused
        .as_ref()
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
    {
        return;
    }
    let square = focused
        .as_ref()
        .and_then(|el| el.get_attribute("data-square"))
        .and_then(|s| s.parse::<Square>().ok());
    let key = e.key();
    if let (Some(el), None, Some((right, up))) = (focused.as_ref(), square, arrow(&key)) {
        if pieces_keys(el, right, up) {
            e.prevent_default();
            return;
        }
    }
    if let (Some(sq), Some((right, up))) = (square, arrow(&key)) {
        e.prevent_default();
        // The game pages' board may be turned: the arrows follow what is drawn.
        let on_game_board = focused
            .as_ref()
            .and_then(|el| el.closest("#board").ok().flatten())
            .is_some();
        let view = if on_game_board {
            with(|m| m.view).unwrap_or(crate::orient::Orientation::UPRIGHT)
        } else {
            crate::orient::Orientation::UPRIGHT
        };
        if let Some(next) = view.neighbour(sq, right, up) {
            focus(&format!("[data-square=\"{next}\"]"));
        }
        return;
    }
    let on_game = with(|m| m.page.is_game()).unwrap_or(false);
    let welcome = with(|m| m.welcome).unwrap_or(false);
    let msg = match key.as_str() {
        // The welcome is in front of the page: Escape closes it, the page's keys wait.
        "Escape" if welcome => Some(Msg::Welcomed(None)),
        _ if welcome => None,
        // Walking the game's tree: only looking, on every game page.
        _ if !on_game && key != "Escape" => None,
        "ArrowLeft" => Some(Msg::Back),
        "ArrowRight" => Some(Msg::Redo),
        "ArrowUp" => Some(Msg::Variation(false)),
        "ArrowDown" => Some(Msg::Variation(true)),
        "Home" => Some(Msg::Jump(0)),
        "End" => Some(Msg::Jump(usize::MAX)),
        "Escape" => {
            preview::dismiss();
            Some(Msg::Deselect)
        }
        // Where values can be hidden: in a game (the explorer always shows them; the help
        // says so).
        "h" | "H"
            if with(|m| matches!(m.page, link::Page::Play | link::Page::Two)) == Some(true) =>
        {
            Some(Msg::ToggleHints)
        }
        _ => None,
    };
    if let Some(msg) = msg {
        e.prevent_default();
        dispatch(msg);
    }
}

/// The arrows on a reserve's or the editor's palette's pieces (`el`, the focused one): with a
/// reserve's piece picked up every arrow goes to the board's squares; else ← → move between
/// the pieces and ↑ ↓ go to the board. Whether `el` is such a piece.
fn pieces_keys(el: &web_sys::Element, right: i8, up: i8) -> bool {
    let Some(group) = el.closest("[data-roving]").ok().flatten() else {
        return false;
    };
    let held = match group.get_attribute("data-roving").as_deref() {
        Some("reserve") => group
            .query_selector(r#"[aria-pressed="true"]"#)
            .ok()
            .flatten()
            .is_some(),
        Some("palette") => false,
        _ => return false,
    };
    if held || up != 0 {
        roving::enter("board");
    } else {
        roving::step(el, isize::from(right));
    }
    true
}

/// The steps right and up of an arrow key.
fn arrow(key: &str) -> Option<(i8, i8)> {
    match key {
        "ArrowLeft" => Some((-1, 0)),
        "ArrowRight" => Some((1, 0)),
        "ArrowUp" => Some((0, 1)),
        "ArrowDown" => Some((0, -1)),
        _ => None,
    }
}

/// Moves the keyboard focus to the first element matching `selector`.
pub(super) fn focus(selector: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        browser::focus_in(&root, selector);
    }
}
