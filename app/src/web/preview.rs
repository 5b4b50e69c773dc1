//! The refutation preview's events: hovering (resting [`HOVER_MS`] on it), focusing with the
//! keyboard or long-pressing (the browser's `contextmenu`) a move of the move list previews its
//! line; moving away, leaving the focus or Escape (handled with the other keys) returns to the
//! position.

use std::cell::Cell;

use gobblet_rules::Move;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::Msg;

/// The move of the move list's button under `target`, if it is one.
fn listed_move(target: Option<web_sys::EventTarget>) -> Option<Move> {
    let el = target?.dyn_into::<web_sys::Element>().ok()?;
    let button = el.closest("#moves [data-move]").ok()??;
    button.get_attribute("data-move")?.parse().ok()
}

thread_local! {
    /// The move whose preview Escape closed: not previewed again until the pointer or the
    /// focus moves to another move (a redraw under a still pointer would bring it back).
    static DISMISSED: Cell<Option<Move>> = const { Cell::new(None) };
    /// Where the last click was: the browser reports the button that a redraw puts under a
    /// still pointer as hovered, but the user clicked a move, not asked for a preview.
    static CLICKED_AT: Cell<Option<(i32, i32)>> = const { Cell::new(None) };
    /// The move the pointer rests on, waiting for [`HOVER_MS`] before it is previewed.
    static HOVERED: Cell<Option<Move>> = const { Cell::new(None) };
}

/// How long the pointer rests on a move before its line is previewed: a pointer crossing the
/// list on its way to a click fetches nothing.
const HOVER_MS: i32 = 150;

/// Escape: the preview shown, if any, stays closed while its move is still pointed at.
pub(super) fn dismiss() {
    let shown = super::with(|m| m.preview.as_ref().map(|p| p.mv)).flatten();
    if shown.is_some() {
        DISMISSED.with(|d| d.set(shown));
    }
}

/// Asks for a preview of `mv` (or none) unless it is already what is shown: the pointer
/// moving within one button is not a new preview.
fn preview(mv: Option<Move>) {
    let dismissed = DISMISSED.with(Cell::get);
    if mv.is_some() && mv == dismissed {
        return;
    }
    DISMISSED.with(|d| d.set(None));
    let shown = super::with(|m| m.preview.as_ref().map(|p| p.mv)).flatten();
    if shown != mv {
        super::dispatch(Msg::Preview(mv));
    }
}

/// Listens on the app's root for the events that start and end a preview.
pub(super) fn init(root: &web_sys::Element) {
    let on_over = Closure::<dyn FnMut(web_sys::MouseEvent)>::new(|e: web_sys::MouseEvent| {
        let at = (e.client_x(), e.client_y());
        if CLICKED_AT.with(Cell::get) == Some(at) {
            return;
        }
        CLICKED_AT.with(|c| c.set(None));
        let mv = listed_move(e.target());
        HOVERED.with(|h| h.set(mv));
        match mv {
            // Leaving the list ends a preview at once.
            None => preview(None),
            Some(mv) => wasm_bindgen_futures::spawn_local(async move {
                web_kit::browser::sleep(HOVER_MS).await;
                if HOVERED.with(Cell::get) == Some(mv) {
                    preview(Some(mv));
                }
            }),
        }
    });
    // Only the keyboard's focus previews (a click's focus follows the pointer, which already
    // did), and never the focus a redraw puts back.
    let on_focus = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        let keyboard = web_kit::browser::target_element(&e)
            .is_some_and(|el| el.matches(":focus-visible").unwrap_or(false));
        if keyboard && !super::in_redraw() {
            preview(listed_move(e.target()));
        }
    });
    let on_click = Closure::<dyn FnMut(web_sys::MouseEvent)>::new(|e: web_sys::MouseEvent| {
        CLICKED_AT.with(|c| c.set(Some((e.client_x(), e.client_y()))));
        // A click before the pointer rested long enough plays the move: no preview after it.
        HOVERED.with(|h| h.set(None));
    });
    let on_leave = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
        HOVERED.with(|h| h.set(None));
        preview(None);
    });
    let on_focus_out = Closure::<dyn FnMut(web_sys::FocusEvent)>::new(|e: web_sys::FocusEvent| {
        // The focus moving elsewhere ends the preview; to another listed move, its `focusin`
        // decides (the keyboard's focus previews, a click's does not). A redraw taking the
        // focused button away, or the focus leaving for nowhere (the pointer then says what is
        // hovered), changes nothing.
        if super::in_redraw() {
            return;
        }
        if e.related_target().is_some() && listed_move(e.related_target()).is_none() {
            preview(None);
        }
    });
    let on_long_press = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        if let Some(mv) = listed_move(e.target()) {
            e.prevent_default();
            preview(Some(mv));
        }
    });
    for (name, f) in [
        ("mouseover", on_over.as_ref()),
        ("focusin", on_focus.as_ref()),
        ("click", on_click.as_ref()),
        ("mouseleave", on_leave.as_ref()),
        ("contextmenu", on_long_press.as_ref()),
    ] {
        let _ = root.add_event_listener_with_callback(name, f.unchecked_ref());
    }
    let _ =
        root.add_event_listener_with_callback("focusout", on_focus_out.as_ref().unchecked_ref());
    on_over.forget();
    on_focus.forget();
    on_click.forget();
    on_leave.forget();
    on_focus_out.forget();
    on_long_press.forget();
}
