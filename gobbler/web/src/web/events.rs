//! The page's event listeners on its container: clicks (actions and copy buttons), player
//! choices, and keys. Messages go to the `dispatch` the caller gives, so this module does not
//! depend on the one that owns the model.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::focus;
use crate::action::{self, ACTION, COPY, PLAYER, SQUARE};
use crate::model::Msg;

/// What the listeners call back into.
#[derive(Clone, Copy)]
pub struct Hooks {
    /// Runs a message through the model and redraws.
    pub dispatch: fn(Msg),
    /// The copy button's label once copied, in the page's language now.
    pub copied: fn() -> &'static str,
}

/// Listens for clicks, choices and keys inside `root` (once per container).
pub fn listen(root: &web_sys::Element, hooks: Hooks) {
    let at = root.clone();
    let on_click = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        on_click(&at, &e, hooks);
    });
    let _ = root.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    on_click.forget();

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
            (hooks.dispatch)(msg);
        }
    });
    let _ = root.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    on_change.forget();

    let at = root.clone();
    let on_key =
        Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
            on_key(&at, &e, hooks)
        });
    let _ = root.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
    on_key.forget();
}

/// A click: a copy button copies; an element with an action sends its message.
fn on_click(root: &web_sys::Element, e: &web_sys::Event, hooks: Hooks) {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    if let Some(button) = el.closest(&format!("[{COPY}]")).ok().flatten() {
        if let Some(id) = button.get_attribute(COPY) {
            copy_text(root, &id, &button, (hooks.copied)());
        }
        return;
    }
    let msg = el
        .closest(&format!("[{ACTION}]"))
        .ok()
        .flatten()
        .and_then(|el| el.get_attribute(ACTION))
        .and_then(|v| action::from_attr(&v));
    if let Some(msg) = msg {
        (hooks.dispatch)(msg);
    }
}

/// Keys inside the page: arrows move between the board's squares, Escape drops the choice
/// (Enter and Space press the focused square, as on any button). Handled keys do not reach the
/// explorer's own shortcuts.
fn on_key(root: &web_sys::Element, e: &web_sys::KeyboardEvent, hooks: Hooks) {
    if e.ctrl_key() || e.meta_key() || e.alt_key() {
        return;
    }
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
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
        (hooks.dispatch)(Msg::Deselect);
        return;
    }
    let square = el
        .get_attribute(SQUARE)
        .and_then(|s| s.parse::<gobbler_rules::Square>().ok());
    if let Some(sq) = square {
        if key.starts_with("Arrow") {
            e.prevent_default();
            e.stop_propagation();
            if let Some(next) = action::arrow(sq, &key) {
                focus(root, &format!("[{SQUARE}=\"{next}\"]"));
            }
        }
    }
    // Everything else inside the page is the page's: not the explorer's shortcuts.
    e.stop_propagation();
}

/// Copies the text of the element `id` inside `root` to the clipboard and, once copied, labels
/// `button` with `copied`.
fn copy_text(root: &web_sys::Element, id: &str, button: &web_sys::Element, copied: &'static str) {
    if let Some(el) = root.query_selector(&format!("#{id}")).ok().flatten() {
        web_kit::browser::copy_text(&el, button, copied);
    }
}
