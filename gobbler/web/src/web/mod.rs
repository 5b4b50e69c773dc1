//! The only module that touches the browser (wasm only): mounting the page into the container
//! the explorer gives it, running the model's commands, and drawing; the event listeners
//! ([`events`]), the computer's Web Worker ([`worker`]) and small DOM helpers ([`dom`]) are
//! beside it. Also `think`, which the worker calls.

mod dom;
mod events;
mod worker;

use std::cell::RefCell;
use web_kit::storage::Key;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::action::{self, ACTION, COPY, PLAYER, SQUARE};
use crate::i18n::{Lang, Tables};
use crate::model::{Cmd, Model, Msg, Start};
use crate::shell;

thread_local! {
    /// The page's state, made by the first `mount` ([`Model::init`]).
    static MODEL: RefCell<Option<Model>> = const { RefCell::new(None) };
    /// The container the page is drawn into.
    static ROOT: RefCell<Option<web_sys::Element>> = const { RefCell::new(None) };
}

/// The page's stylesheet, beside the page (loaded with the module, not on a first visit).
const STYLE_URL: &str = "gobbler.css";

/// What the event listeners call back into.
const EVENTS: events::Hooks = events::Hooks {
    dispatch,
    copied: || {
        with_model(|m| m.lang)
            .unwrap_or(Lang::En)
            .messages()
            .record
            .copied
    },
};

/// What the worker's handlers call back into.
const WORKER: worker::Hooks = worker::Hooks {
    dispatch,
    thinking: || with_model(|m| m.thinking).flatten(),
};

/// Reads the model (`None` before the first `mount`).
fn with_model<R>(f: impl FnOnce(&Model) -> R) -> Option<R> {
    MODEL.with(|m| m.borrow().as_ref().map(f))
}

/// Adds the page's stylesheet to the document once.
fn load_style() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id("gobbler-css").is_some() {
        return;
    }
    let (Ok(link), Some(head)) = (document.create_element("link"), document.head()) else {
        return;
    };
    let _ = link.set_attribute("id", "gobbler-css");
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("href", STYLE_URL);
    let _ = head.append_child(&link);
}

/// Draws the Gobbler page into `container` in language `lang` (`en`, `zh-Hant`); the first call
/// also reads the stored ranks and the page's link. Calling it again (the explorer redrew its
/// shell) moves the page into the new container, keeping the game.
#[wasm_bindgen]
pub fn mount(container: web_sys::Element, lang: &str) {
    console_error_panic_hook::set_once();
    load_style();
    let fresh = ROOT.with(|r| {
        let same = r
            .borrow()
            .as_ref()
            .is_some_and(|old| old.is_same_node(Some(&container)));
        if !same {
            *r.borrow_mut() = Some(container.clone());
        }
        !same
    });
    if fresh {
        events::listen(&container, EVENTS);
    }
    let lang = Lang::from_tag(lang);
    if MODEL.with(|m| m.borrow().is_some()) {
        match lang {
            Some(l) => dispatch(Msg::Lang(l)),
            None => redraw(),
        }
        return;
    }
    let start = Start {
        lang: lang.unwrap_or(Lang::En),
        seed: (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64,
        ranks: web_kit::browser::load(Key::GobblerRanks),
        query: dom::query(),
    };
    let (model, cmds) = Model::init(start);
    MODEL.with(|m| *m.borrow_mut() = Some(model));
    redraw();
    run(cmds);
}

/// Changes the page's language (`en`, `zh-Hant`).
#[wasm_bindgen]
pub fn set_lang(lang: &str) {
    if let Some(l) = Lang::from_tag(lang) {
        dispatch(Msg::Lang(l));
    }
}

/// The computer's turn for the side to move in `position` (notation) at `level` within
/// `budget_ms`, as notation; called by the worker. Throws the reason if there is none, as
/// [`ThinkError::to_wire`](crate::think::ThinkError::to_wire) writes it (the page reads it back
/// typed).
#[wasm_bindgen]
pub fn think(position: &str, level: &str, budget_ms: f64, seed: f64) -> Result<String, JsValue> {
    let perf = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| p.dyn_into::<web_sys::Performance>().ok());
    let mut clock = move || perf.as_ref().map_or(0.0, web_sys::Performance::now);
    crate::think::think(position, level, budget_ms, &mut clock, seed as u64)
        .map_err(|e| JsValue::from_str(&e.to_wire()))
}

/// Runs a message through `update`, draws the page and runs the commands (a message before
/// the first `mount` has no page to change and is dropped: nothing can send one then).
fn dispatch(msg: Msg) {
    let cmds = MODEL.with(|m| m.borrow_mut().as_mut().map(|m| m.update(msg)));
    redraw();
    run(cmds.unwrap_or_default());
}

/// Carries out `update`'s commands, in order (every kind handled here: no command is dropped).
fn run(cmds: Vec<Cmd>) {
    for cmd in cmds {
        match cmd {
            Cmd::Think(think) => worker::ask(&think, WORKER),
            Cmd::StoreRanks(text) => {
                web_kit::browser::store(Key::GobblerRanks, &text);
            }
        }
    }
}

fn root() -> Option<web_sys::Element> {
    ROOT.with(|r| r.borrow().clone())
}

/// Draws the page from the state, keeping the keyboard focus where it was.
fn redraw() {
    let Some(root) = root() else { return };
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some((html, players)) = with_model(|m| {
        (
            shell::render(m, &dom::page_url()),
            [
                (
                    action::side_attr(gobbler_rules::Side::Littles),
                    m.setup.littles.key(),
                ),
                (
                    action::side_attr(gobbler_rules::Side::Gobblers),
                    m.setup.gobblers.key(),
                ),
            ],
        )
    }) else {
        return;
    };
    let focused = document.active_element().and_then(|el| {
        [SQUARE, ACTION, PLAYER, COPY, "id"]
            .iter()
            .find_map(|k| el.get_attribute(k).map(|v| format!("[{k}=\"{v}\"]")))
    });
    dom_morph::morph_into(&document, &root, &html, &[ACTION]);
    for (which, key) in players {
        if let Some(select) = root
            .query_selector(&format!("[{PLAYER}=\"{which}\"]"))
            .ok()
            .flatten()
            .and_then(|s| s.dyn_into::<web_sys::HtmlSelectElement>().ok())
        {
            if select.value() != key {
                select.set_value(key);
            }
        }
    }
    if let Some(selector) = focused {
        let inside = document
            .active_element()
            .is_none_or(|a| !root.contains(Some(&a)) || a.tag_name() == "BODY");
        if inside {
            dom::focus(&root, &selector);
        }
    }
}
