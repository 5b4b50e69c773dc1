//! The only module that touches the browser: the DOM, events, `fetch`, the history.

use std::cell::RefCell;

use gobblet_rules::Square;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;

use crate::fetch::FetchError;
use crate::i18n::{Lang, Tables};
use crate::link;
use crate::model::{Boot, Cmd, Model, Msg};
use crate::pages::offline::TB_DIR;
#[cfg(feature = "full")]
use crate::pages::puzzles::FILE as PUZZLE_FILE;
use crate::shell::{self, KEYS};
use chunk::fetch_text;
use web_kit::browser;
use web_kit::storage::Key;

mod cache;
mod chunk;
mod gobbler;
mod handover;
mod install;
mod offline;
mod preview;
#[cfg(feature = "full")]
mod save;

thread_local! {
    static MODEL: RefCell<Model> = RefCell::new(Model::new());
    /// Whether the page is being redrawn (focus events it causes are not the user's).
    static IN_REDRAW: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Whether a redraw is already scheduled for the next animation frame.
    static FRAME_PENDING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Delays before each retry of a failed shard fetch, in milliseconds.
const BACKOFF_MS: [i32; 3] = [400, 1200, 3600];

/// Entry point: installs the panic hook, wires the events, loads the manifest.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    let window = web_sys::window().expect("a window");
    let document = window.document().expect("a document");
    let root = document
        .get_element_by_id("app")
        .expect("index.html has #app");

    let on_click = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        if handover::retired() {
            return;
        }
        let Some(el) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if let Some(button) = el.closest("[data-copy]").ok().flatten() {
            if let Some(id) = button.get_attribute("data-copy") {
                copy_text(&id, &button);
            }
            return;
        }
        if let Some(msg) = message_of(&el) {
            // The paste box's button: its message carries the box's text.
            if let Msg::Paste(_) = msg {
                paste(field_value("paste-text"));
                return;
            }
            // Navigation links are real links (open in a new tab works); here they switch
            // pages without a reload.
            if matches!(msg, Msg::Page(_)) {
                let modified = e
                    .dyn_ref::<web_sys::MouseEvent>()
                    .is_some_and(|m| m.ctrl_key() || m.meta_key() || m.shift_key());
                if modified {
                    return;
                }
                e.prevent_default();
            }
            dispatch(msg);
        }
    });
    root.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())
        .expect("listener");
    on_click.forget();

    preview::init(&root);

    let on_key = Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(on_key);
    document
        .add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref())
        .expect("listener");
    on_key.forget();

    let on_pop =
        Closure::<dyn FnMut(web_sys::Event)>::new(|_| dispatch(Msg::Url(browser::query())));
    window
        .add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref())
        .expect("listener");
    on_pop.forget();

    // What the page knows when it opens; the model starts from it.
    let lang = stored_lang().unwrap_or_else(|| {
        let langs = window.navigator().languages();
        let tags: Vec<String> = langs.iter().filter_map(|v| v.as_string()).collect();
        Lang::from_preferences(tags.iter().map(String::as_str))
    });
    #[cfg(feature = "full")]
    let session = handover::take_session();
    #[cfg(not(feature = "full"))]
    let session = None;
    let boot = Boot {
        lang,
        seed: (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64,
        query: browser::query(),
        session,
        today: (js_sys::Date::now() / 86_400_000.0).floor() as i64,
        streak: browser::load(Key::PuzzleStreak),
    };
    let (model, cmds) = Model::init(boot);
    MODEL.with(|m| *m.borrow_mut() = model);

    offline::init();
    install::init();
    handover::page_opened();
    redraw();
    let url = MODEL.with(|m| link::encode(&m.borrow().link()));
    for cmd in cmds {
        perform(cmd, &url);
    }
}

/// Keys: arrows move between the squares of a board (when a square has the focus); else, on the
/// game pages, ← and → step back and forth along the line, ↑ and ↓ show the previous and next
/// variation of the move shown, Home and End the start and the end; Escape drops the selection;
/// H shows or hides the values.
fn on_key(e: web_sys::KeyboardEvent) {
    if handover::retired() || e.ctrl_key() || e.meta_key() || e.alt_key() {
        return;
    }
    // The Gobbler page has its own keys (its module listens on its container).
    if MODEL.with(|m| m.borrow().page == link::Page::Gobbler) {
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
    if let (Some(sq), Some((right, up))) = (square, arrow(&key)) {
        e.prevent_default();
        // The game pages' board may be turned: the arrows follow what is drawn.
        let on_game_board = focused
            .as_ref()
            .and_then(|el| el.closest("#board").ok().flatten())
            .is_some();
        let view = if on_game_board {
            MODEL.with(|m| m.borrow().view)
        } else {
            crate::orient::Orientation::UPRIGHT
        };
        if let Some(next) = view.neighbour(sq, right, up) {
            focus(&format!("[data-square=\"{next}\"]"));
        }
        return;
    }
    let on_game = MODEL.with(|m| m.borrow().page.is_game());
    let msg = match key.as_str() {
        // Walking the game's tree: only looking, on every game page.
        _ if !on_game && !matches!(key.as_str(), "Escape" | "h" | "H") => None,
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
        "h" | "H" => Some(Msg::ToggleHints),
        _ => None,
    };
    if let Some(msg) = msg {
        e.prevent_default();
        dispatch(msg);
    }
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
fn focus(selector: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        browser::focus_in(&root, selector);
    }
}

fn stored_lang() -> Option<Lang> {
    Lang::from_tag(&browser::load(Key::Lang)?)
}

/// Copies the text of the element `id` to the clipboard and says so on `button`.
fn copy_text(id: &str, button: &web_sys::Element) {
    let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
    else {
        return;
    };
    let copied = MODEL.with(|m| m.borrow().lang.messages().ui.copied);
    browser::copy_text(&el, button, copied);
}

/// The value of the text field `id` (empty if there is none).
fn field_value(id: &str) -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|el| el.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        .map(|t| t.value())
        .unwrap_or_default()
}

/// Opens a paste; once it has opened, the box is emptied (a refused one stays to be mended).
fn paste(text: String) {
    dispatch(Msg::Paste(text));
    let refused =
        MODEL.with(|m| matches!(m.borrow().notice, Some(crate::model::Notice::BadPaste(_))));
    if !refused {
        if let Some(t) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("paste-text"))
            .and_then(|el| el.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        {
            t.set_value("");
        }
    }
}

/// The message of a click on `el` (or on one of its ancestors that carries a `data-*` action).
fn message_of(el: &web_sys::Element) -> Option<Msg> {
    // An element whose click is a message carries one of the attributes that name it.
    let clickable = KEYS.map(|k| format!("[{k}]")).join(",");
    let el = el.closest(&clickable).ok()??;
    shell::message_of(|key| el.get_attribute(key))
}

/// Runs a user's action (or the manifest, which the first coloured screen waits for) through
/// `update`, draws the page at once, and carries out the effects.
fn dispatch(msg: Msg) {
    run(msg, redraw);
}

/// Runs an answer from the outside world (a shard, an offline report, the findings' data, the
/// computer's turn) through `update`; the page is drawn at the next animation frame, so a burst
/// of answers costs one redraw.
pub(crate) fn answer(msg: Msg) {
    run(msg, schedule_redraw);
}

fn run(msg: Msg, draw: fn()) {
    if handover::retired() {
        return;
    }
    if matches!(msg, Msg::Page(_) | Msg::Url(_)) {
        handover::page_opened();
    }
    let (cmds, url) = MODEL.with(|m| {
        let mut m = m.borrow_mut();
        let cmds = m.update(msg);
        (cmds, link::encode(&m.link()))
    });
    draw();
    for cmd in cmds {
        perform(cmd, &url);
    }
}

/// Carries out one command of `update` (`url`: the link of the state after it).
fn perform(cmd: Cmd, url: &str) {
    match cmd {
        Cmd::PushUrl => {
            if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let path = web_sys::window()
                    .and_then(|w| w.location().pathname().ok())
                    .unwrap_or_default();
                let _ =
                    history.push_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{url}")));
            }
        }
        Cmd::FetchManifest => spawn_local(async {
            let result = fetch_text(&format!("{TB_DIR}manifest.json")).await;
            dispatch(Msg::Manifest(result));
        }),
        Cmd::FetchChunk(id) => spawn_local(fetch_shard(id)),
        #[cfg(feature = "full")]
        Cmd::FetchStats => spawn_local(async {
            let result = fetch_text(&format!("{TB_DIR}stats.json")).await;
            answer(Msg::Stats(result));
        }),
        #[cfg(feature = "full")]
        Cmd::FetchPuzzles => spawn_local(async {
            let result = fetch_text(&format!("{TB_DIR}{PUZZLE_FILE}")).await;
            answer(Msg::PuzzleFile(result));
        }),
        #[cfg(feature = "full")]
        Cmd::StoreStreak(text) => {
            browser::store(Key::PuzzleStreak, &text);
        }
        // The explorer's module carries no findings or puzzles; its model never asks these.
        #[cfg(not(feature = "full"))]
        Cmd::FetchStats | Cmd::FetchPuzzles | Cmd::StoreStreak(_) => {}
        Cmd::ComputerMove(ply) => spawn_local(async move {
            browser::sleep(COMPUTER_PAUSE_MS).await;
            answer(Msg::ComputerMove(ply));
        }),
        Cmd::StoreLang(lang) => {
            browser::store(Key::Lang, lang.tag());
        }
        Cmd::Offline(cmd) => offline::perform(*cmd),
        Cmd::InstallPrompt => install::prompt(),
    }
}

/// The computer's pause before it moves, so its move is seen as a move.
const COMPUTER_PAUSE_MS: i32 = 350;

/// Draws the page from the state now, keeping the keyboard focus on the element that had it
/// (the page is redrawn whole, which would otherwise send the focus back to the body).
fn redraw() {
    if handover::retired() {
        return;
    }
    let url = browser::page_url();
    let (html, lang, title, page, hand_over) = MODEL.with(|m| {
        let m = m.borrow();
        (
            shell::render(&m, &url),
            m.lang,
            m.lang.messages().ui.page_title,
            m.page,
            handover::needed(&m),
        )
    });
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(root) = document.get_element_by_id("app") else {
        return;
    };
    let focused = document.active_element().and_then(|el| {
        KEYS.iter()
            .find_map(|k| el.get_attribute(k).map(|v| format!("[{k}=\"{v}\"]")))
    });
    if let Some(html_el) = document.document_element() {
        if html_el.get_attribute("lang").as_deref() != Some(lang.tag()) {
            let _ = html_el.set_attribute("lang", lang.tag());
        }
    }
    if document.title() != title {
        document.set_title(title);
    }
    IN_REDRAW.with(|r| r.set(true));
    dom_morph::morph_into(&document, &root, &html, &KEYS);
    if let Some(selector) = focused {
        if let Ok(Some(el)) = root.query_selector(&selector) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                browser::focus_without_scrolling(&el);
            }
        }
    }
    IN_REDRAW.with(|r| r.set(false));
    if page == link::Page::Gobbler {
        gobbler::show(lang.tag());
    }
    if hand_over {
        handover::begin();
    }
}

/// Draws the page at the next animation frame (once, however many times it is asked).
fn schedule_redraw() {
    if FRAME_PENDING.with(|p| p.replace(true)) {
        return;
    }
    let callback = Closure::once_into_js(|| {
        FRAME_PENDING.with(|p| p.set(false));
        redraw();
    });
    if let Some(w) = web_sys::window() {
        if w.request_animation_frame(callback.unchecked_ref()).is_err() {
            FRAME_PENDING.with(|p| p.set(false));
            redraw();
        }
    }
}

/// Fetches a chunk, retrying with backoff; every failure is reported (the page says so).
async fn fetch_shard(id: u32) {
    let at = MODEL.with(|m| match &m.borrow().tb {
        crate::model::TbState::Ready(tb) => tb.location(id),
        _ => None,
    });
    let Some(at) = at else { return };
    let mut last = FetchError::Network;
    for attempt in 0..=BACKOFF_MS.len() {
        if attempt > 0 {
            browser::sleep(BACKOFF_MS[attempt - 1]).await;
        }
        match fetch_chunk(&at).await {
            Ok(bytes) => {
                answer(Msg::Shard(id, Ok(bytes)));
                return;
            }
            Err(FetchError::RangesIgnored(r)) => {
                answer(Msg::RangesRefused(id, r));
                return;
            }
            Err(e) => {
                last = e;
                if attempt < BACKOFF_MS.len() {
                    answer(Msg::Shard(id, Err(e)));
                }
            }
        }
    }
    answer(Msg::ShardGaveUp(id, last));
}

/// One attempt at a chunk's bytes: a whole chunk file, or a range of the pack (a fresh abort
/// controller per request, so a whole pack sent for a range is stopped at its headers).
async fn fetch_chunk(at: &gobblet_tablebase::Location) -> Result<Vec<u8>, FetchError> {
    let url = format!("{TB_DIR}{}", at.url());
    let abort = web_sys::AbortController::new().map_err(|_| FetchError::Unsupported)?;
    chunk::fetch_bytes(&url, Some(at), false, &abort).await
}
