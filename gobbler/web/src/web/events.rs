//! The page's event listeners on its container besides clicks (which the runtime hands to
//! [`clicked`]): player choices and keys. Messages go to the page's runtime.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::focus;
use web_kit::runtime::Rt;

use crate::action::{self, ACTION, PLAYER, SQUARE};
use crate::model::{Model, Msg, Screen};

/// The message of a click on `el`: the action of the element with one that holds it.
pub fn clicked(el: &web_sys::Element) -> Option<Msg> {
    el.closest(&format!("[{ACTION}]"))
        .ok()
        .flatten()
        .and_then(|el| el.get_attribute(ACTION))
        .and_then(|v| action::from_attr(&v))
}

/// Listens for clicks, choices and keys inside the runtime's root (once per container).
pub fn listen(rt: Rt<Model>) {
    rt.listen_clicks(action::COPY);
    let root = rt.root();
    let on_change = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        let Some(select) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        else {
            return;
        };
        let msg = select
            .get_attribute(PLAYER)
            .and_then(|which| action::from_select(&which, &select.value()));
        if let Some(msg) = msg {
            rt.dispatch(msg);
        }
    });
    let _ = root.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    on_change.forget();

    let at = root.clone();
    let on_key =
        Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
            on_key(&at, &e, rt)
        });
    let _ = root.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
    on_key.forget();
}

/// Listens, once, for the keys that step through the game ([`action::REVIEW_KEYS`]) when
/// nothing has the focus (a click on the page's text, or the focused *Next* gone once the game
/// as it stands is shown again): keys with the focus inside the page go to the page's own
/// listener. Only while the page is in the document.
pub fn listen_document(rt: Rt<Model>) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let on_key =
        Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
            let unfocused = web_kit::browser::target_element(&e)
                .is_none_or(|el| matches!(el.tag_name().as_str(), "BODY" | "HTML"));
            if unfocused && rt.root().is_connected() {
                review_key(&e, rt);
            }
        });
    let _ = document.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
    on_key.forget();
}

/// Steps through the game for a key of [`action::REVIEW_KEYS`] on the play screen (other
/// screens, and the keys with a modifier, keep their usual meaning).
fn review_key(e: &web_sys::KeyboardEvent, rt: Rt<Model>) {
    if e.ctrl_key() || e.meta_key() || e.alt_key() || e.shift_key() {
        return;
    }
    let Some(r) = action::review_key(&e.key()) else {
        return;
    };
    if rt.with(|m| m.screen == Screen::Play) {
        e.prevent_default();
        rt.dispatch(Msg::Review(r));
    }
}

/// Keys inside the page: arrows move between the board's squares, elsewhere ← → Home End step
/// through the game ([`review_key`]), Escape drops the choice (Enter and Space press the focused
/// square, as on any button). Handled keys do not reach the explorer's own shortcuts.
fn on_key(root: &web_sys::Element, e: &web_sys::KeyboardEvent, rt: Rt<Model>) {
    if e.ctrl_key() || e.meta_key() || e.alt_key() {
        return;
    }
    let Some(el) = web_kit::browser::target_element(e) else {
        return;
    };
    if matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") {
        e.stop_propagation();
        return;
    }
    let key = e.key();
    if key == "Escape" {
        e.prevent_default();
        e.stop_propagation();
        rt.dispatch(Msg::Deselect);
        return;
    }
    let square = el
        .get_attribute(SQUARE)
        .and_then(|s| s.parse::<gobbler_rules::Square>().ok());
    match square {
        Some(sq) if key.starts_with("Arrow") => {
            e.prevent_default();
            if let Some(next) = action::arrow(sq, &key) {
                focus(root, &format!("[{SQUARE}=\"{next}\"]"));
            }
        }
        _ => review_key(e, rt),
    }
    // Everything else inside the page is the page's: not the explorer's shortcuts.
    e.stop_propagation();
}
