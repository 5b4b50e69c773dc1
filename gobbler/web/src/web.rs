//! The only module that touches the browser (wasm only): mounting the page into the container
//! the explorer gives it, events, local storage, the clipboard, and the computer's Web Worker;
//! plus `think`, which the worker calls.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::action::{self, ACTION, COPY, PLAYER, SQUARE};
use crate::i18n::Lang;
use crate::model::{Cmd, Model, Msg, Start};
use crate::view;

thread_local! {
    /// The page's state, made by the first `mount` ([`Model::init`]).
    static MODEL: RefCell<Option<Model>> = const { RefCell::new(None) };
    /// The container the page is drawn into.
    static ROOT: RefCell<Option<web_sys::Element>> = const { RefCell::new(None) };
    /// The computer's worker, made on first use.
    static WORKER: RefCell<Option<web_sys::Worker>> = const { RefCell::new(None) };
}

/// Reads the model (`None` before the first `mount`).
fn with_model<R>(f: impl FnOnce(&Model) -> R) -> Option<R> {
    MODEL.with(|m| m.borrow().as_ref().map(f))
}

/// Where the ranks are kept in local storage.
const RANKS_KEY: &str = "gobbler-ranks";
/// The worker script, beside the page.
const WORKER_URL: &str = "gobbler-worker.js";
/// The page's stylesheet, beside the page (loaded with the module, not on a first visit).
const STYLE_URL: &str = "gobbler.css";

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
        listen(&container);
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
        ranks: storage().and_then(|s| s.get_item(RANKS_KEY).ok().flatten()),
        query: web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default(),
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
/// `budget_ms`, as notation; called by the worker. Throws the reason if there is none.
#[wasm_bindgen]
pub fn think(position: &str, level: &str, budget_ms: f64, seed: f64) -> Result<String, JsValue> {
    let perf = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| p.dyn_into::<web_sys::Performance>().ok());
    let mut clock = move || perf.as_ref().map_or(0.0, web_sys::Performance::now);
    crate::think::think(position, level, budget_ms, &mut clock, seed as u64)
        .map_err(|e| JsValue::from_str(&e))
}

fn listen(root: &web_sys::Element) {
    let on_click = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        let Some(el) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if let Some(button) = el.closest(&format!("[{COPY}]")).ok().flatten() {
            if let Some(id) = button.get_attribute(COPY) {
                copy_text(&id, &button);
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
            dispatch(msg);
        }
    });
    let _ = root.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    on_click.forget();

    let on_change = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
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
            dispatch(msg);
        }
    });
    let _ = root.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    on_change.forget();

    let on_key = Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(on_key);
    let _ = root.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
    on_key.forget();
}

/// Keys inside the page: arrows move between the board's squares, Escape drops the choice
/// (Enter and Space press the focused square, as on any button). Handled keys do not reach the
/// explorer's own shortcuts.
fn on_key(e: web_sys::KeyboardEvent) {
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
        dispatch(Msg::Deselect);
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
                focus(&format!("[{SQUARE}=\"{next}\"]"));
            }
        }
    }
    // Everything else inside the page is the page's: not the explorer's shortcuts.
    e.stop_propagation();
}

fn root() -> Option<web_sys::Element> {
    ROOT.with(|r| r.borrow().clone())
}

fn focus(selector: &str) {
    if let Some(el) = root()
        .and_then(|r| r.query_selector(selector).ok().flatten())
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = el.focus_with_options(&options);
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
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
            Cmd::Think(think) => ask_worker(&think),
            Cmd::StoreRanks(text) => {
                if let Some(s) = storage() {
                    let _ = s.set_item(RANKS_KEY, &text);
                }
            }
        }
    }
}

fn worker() -> Result<web_sys::Worker, JsValue> {
    if let Some(w) = WORKER.with(|w| w.borrow().clone()) {
        return Ok(w);
    }
    let base = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.base_uri().ok().flatten())
        .unwrap_or_default();
    let url = web_sys::Url::new_with_base(WORKER_URL, &base)?.href();
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let w = web_sys::Worker::new_with_options(&url, &options)?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            let data = e.data();
            let get = |k: &str| js_sys::Reflect::get(&data, &k.into()).ok();
            let id = get("id").and_then(|v| v.as_f64()).unwrap_or(-1.0) as u32;
            let reply = match get("turn").and_then(|v| v.as_string()) {
                Some(turn) => Ok(turn),
                None => Err(get("error")
                    .and_then(|v| v.as_string())
                    .unwrap_or_else(|| "no answer".into())),
            };
            let ms = get("ms").and_then(|v| v.as_f64()).unwrap_or(0.0);
            dispatch(Msg::Computer { id, reply, ms });
        });
    w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_e: web_sys::Event| {
        if let Some(id) = with_model(|m| m.thinking).flatten() {
            dispatch(Msg::Computer {
                id,
                reply: Err("the computer's worker failed to start".into()),
                ms: 0.0,
            });
        }
    });
    w.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    WORKER.with(|slot| *slot.borrow_mut() = Some(w.clone()));
    Ok(w)
}

fn ask_worker(think: &crate::model::Think) {
    let request = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&request, &k.into(), &v);
    };
    set("id", JsValue::from(think.id));
    set("position", JsValue::from_str(&think.position));
    set("level", JsValue::from_str(think.level.name()));
    set("budget", JsValue::from(think.budget_ms));
    set("seed", JsValue::from(think.seed as f64));
    let sent = worker().and_then(|w| w.post_message(&request));
    if let Err(e) = sent {
        let why = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        dispatch(Msg::Computer {
            id: think.id,
            reply: Err(why),
            ms: 0.0,
        });
    }
}

/// Copies the text of the element `id` to the clipboard and says so on `button`.
fn copy_text(id: &str, button: &web_sys::Element) {
    let Some(el) = root().and_then(|r| r.query_selector(&format!("#{id}")).ok().flatten()) else {
        return;
    };
    let text = if let Some(input) = el.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
        input.value()
    } else if let Some(area) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.select();
        area.value()
    } else {
        el.text_content().unwrap_or_default()
    };
    let copied = with_model(|m| m.lang).unwrap_or(Lang::En).messages().copied;
    let clipboard = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w.navigator(), &"clipboard".into()).ok())
        .filter(|c| !c.is_undefined());
    let Some(c) = clipboard else { return };
    let promise = js_sys::Reflect::get(&c, &"writeText".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(&c, &text.into()).ok())
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    if let Some(p) = promise {
        let button = button.clone();
        let ok = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
            button.set_text_content(Some(copied));
        });
        let failed = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
        let _ = p.then2(&ok, &failed);
        ok.forget();
        failed.forget();
    }
}

/// The page's address without its query (for the link).
fn page_url() -> String {
    web_sys::window()
        .map(|w| {
            let l = w.location();
            format!(
                "{}{}",
                l.origin().unwrap_or_default(),
                l.pathname().unwrap_or_default()
            )
        })
        .unwrap_or_default()
}

/// Draws the page from the state, keeping the keyboard focus where it was.
fn redraw() {
    let Some(root) = root() else { return };
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some((html, players)) = with_model(|m| {
        (
            view::render(m, &page_url()),
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
            focus(&selector);
        }
    }
}
