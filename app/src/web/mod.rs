//! The only module that touches the browser: the explorer as an app of the shared runtime
//! (`web_kit::runtime`: the state, dispatch, the redraw, history, timers), its events, and the
//! commands it carries out (`fetch`, storage, offline work).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;

use crate::fetch::FetchError;
use crate::i18n::{Lang, Tables};
use crate::link;
use crate::model::{Boot, Cmd, Model, Msg};
use crate::pages::offline::TB_DIR;
use crate::shell::{self, KEYS};
use web_kit::runtime::{App, Rt, Runtime};
use web_kit::storage::Key;
use web_kit::{browser, roving};

/// JavaScript that defines `at(file)`: the URL of `file` beside the page under its published
/// name, read from index.html's `<script type="application/json" id="asset-names">` (written by
/// `xtask`'s build of the site, which hashes the names trunk leaves fixed:
/// `xtask/src/dist/names.rs`), else the file's own name (`trunk serve`). The loaders of the
/// full module ([`handover`]) and the Gobbler page ([`gobbler`]) start with it (written
/// compactly: it is part of the explorer's module).
macro_rules! asset_url_js {
    () => {
        "const e=document.getElementById('asset-names'),n=e?JSON.parse(e.text):{},at=f=>new URL(n[f]||f,document.baseURI).href;"
    };
}

mod cache;
mod chunk;
mod first;
mod gobbler;
mod handover;
mod install;
mod keys;
mod offline;
mod pages;
mod preview;
#[cfg(feature = "full")]
mod save;
mod update;

/// The explorer's runtime, once started.
fn rt() -> Option<Rt<Model>> {
    Runtime::current()
}

/// Reads the model (`None` before the start).
pub(crate) fn with<R>(f: impl FnOnce(&Model) -> R) -> Option<R> {
    rt().map(|rt| rt.with(f))
}

/// Runs a user's action through `update` and draws the page at once (see [`Runtime::dispatch`]).
pub(crate) fn dispatch(msg: Msg) {
    if let Some(rt) = rt() {
        rt.dispatch(msg);
    }
}

/// Runs an answer from the outside world (a shard, an offline report, the computer's turn)
/// through `update`; drawn at the next animation frame (see [`Runtime::answer`]).
pub(crate) fn answer(msg: Msg) {
    if let Some(rt) = rt() {
        rt.answer(msg);
    }
}

/// Whether the page is being redrawn (focus events it causes are not the user's).
pub(crate) fn in_redraw() -> bool {
    rt().is_some_and(|rt| rt.in_redraw())
}

/// Delays before each retry of a failed shard fetch, in milliseconds.
const BACKOFF_MS: [i32; 3] = [400, 1200, 3600];

/// Entry point: installs the panic hook, starts the model from what the browser knows, wires
/// the events, and carries out the start's commands (the manifest's fetch).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    let window = web_sys::window().expect("a window");
    let document = window.document().expect("a document");
    let root = document
        .get_element_by_id("app")
        .expect("index.html has #app");

    // What the page knows when it opens; the model starts from it.
    let lang = stored_lang().unwrap_or_else(|| {
        let langs = window.navigator().languages();
        let tags: Vec<String> = langs.iter().filter_map(|v| v.as_string()).collect();
        Lang::from_preferences(tags.iter().map(String::as_str))
    });
    let session = handover::take_session();
    let boot = Boot {
        lang,
        seed: (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64,
        query: browser::query(),
        session,
        today: (js_sys::Date::now() / 86_400_000.0).floor() as i64,
        streak: browser::load(Key::PuzzleStreak),
        auto_next: browser::load(Key::PuzzleAutoNext).as_deref() == Some("1"),
        first_visit: browser::nothing_stored(),
    };
    let (model, cmds) = Model::init(boot);
    let drawn = first::kept(&root, &model);
    let rt = Runtime::mount(model, root.clone());

    rt.listen_clicks("data-copy");
    preview::init(&root);
    let on_key = Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(keys::on_key);
    document
        .add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref())
        .expect("listener");
    on_key.forget();
    rt.on_query_change(Msg::Url);

    offline::init();
    install::init();
    update::init();
    handover::page_opened();
    first::start(rt, cmds, drawn);
}

impl App for Model {
    type Msg = Msg;
    type Cmd = Cmd;
    const MORPH_KEYS: &'static [&'static str] = &KEYS;
    const FOCUS_KEYS: &'static [&'static str] = &KEYS;

    fn update(&mut self, msg: Msg) -> impl IntoIterator<Item = Cmd> {
        if matches!(msg, Msg::Page(_) | Msg::Url(_)) {
            handover::page_opened();
        }
        Model::update(self, msg)
    }

    fn view(&self) -> String {
        shell::render(self, &browser::page_url())
    }

    fn perform(rt: Rt<Model>, cmd: Cmd) {
        perform(rt, cmd);
    }

    /// The document's language and title; the Gobbler page's module mounted into its
    /// container; the handover to the full module begun when the page shown needs it.
    fn drawn(rt: Rt<Model>) {
        let (lang, title, page, hand_over) = rt.with(|m| {
            (
                m.lang,
                m.lang.messages().ui.page_title,
                m.page,
                handover::needed(m),
            )
        });
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            if let Some(html_el) = document.document_element() {
                if html_el.get_attribute("lang").as_deref() != Some(lang.tag()) {
                    let _ = html_el.set_attribute("lang", lang.tag());
                }
            }
            if document.title() != title {
                document.set_title(title);
            }
        }
        first::drawn(&rt.root());
        if page == link::Page::Gobbler {
            gobbler::show(lang.tag());
        }
        if hand_over {
            handover::begin();
        }
        // While the welcome is open the focus is in it, on its first choice when it opens.
        browser::keep_focus_in("welcome", r#"[data-action="welcome-learn"]"#);
    }

    fn live() -> bool {
        !handover::retired()
    }

    /// The page written at build time is kept until the files it was drawn from are read (or
    /// failed).
    fn may_replace_first_paint(&self) -> bool {
        self.first_paint_read()
    }

    /// The paste box's button opens the box's text; navigation links (real links, so that
    /// opening one in a new tab works) switch pages without a reload.
    fn clicked(_rt: Rt<Model>, el: &web_sys::Element, e: &web_sys::Event) -> Option<Msg> {
        // The skip link: to the board's tab stop, or to the page where there is no board.
        if el.closest("[data-skip]").ok().flatten().is_some() {
            e.prevent_default();
            if !roving::enter("board") {
                keys::focus("#page");
            }
            return None;
        }
        let msg = message_of(el)?;
        if let Msg::Paste(_) = msg {
            paste(field_value("paste-text"));
            return None;
        }
        // The lessons are the full module's (the explorer's module stays as it is).
        #[cfg(feature = "full")]
        if el.closest("[data-new-step]").ok().flatten().is_some() {
            dispatch(msg);
            heading_in_view(".learn-step h3");
            return None;
        }
        if matches!(msg, Msg::Page(_)) {
            let modified = e
                .dyn_ref::<web_sys::MouseEvent>()
                .is_some_and(|m| m.ctrl_key() || m.meta_key() || m.shift_key());
            if modified {
                return None;
            }
            e.prevent_default();
        }
        Some(msg)
    }

    fn copied(&self) -> &'static str {
        self.lang.messages().ui.copied
    }
}

fn stored_lang() -> Option<Lang> {
    Lang::from_tag(&browser::load(Key::Lang)?)
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
        with(|m| matches!(m.notice, Some(crate::model::Notice::BadPaste(_)))).unwrap_or(true);
    if refused {
        // Said under the box: scrolled into view if the box sat at the window's edge (and
        // only then), so that the answer to the click is seen.
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("paste-notice"))
        {
            let opts = web_sys::ScrollIntoViewOptions::new();
            opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&opts);
        }
    } else {
        if let Some(t) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("paste-text"))
            .and_then(|el| el.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        {
            t.set_value("");
        }
    }
}

/// Scrolls the heading `selector` to the top of the window when it is above it (and only then):
/// after *Next* under a lesson's board on a phone, the next step's text began above the window.
#[cfg(feature = "full")]
fn heading_in_view(selector: &str) {
    let heading = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(h) = heading {
        if h.get_bounding_client_rect().top() < 0.0 {
            h.scroll_into_view_with_bool(true);
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

/// Carries out one command of `update`, each kind in its own arm (no catch-all: a new command
/// cannot be forgotten).
fn perform(rt: Rt<Model>, cmd: Cmd) {
    match cmd {
        Cmd::PushUrl => rt.push_query(&rt.with(|m| link::encode(&m.link()))),
        // A page the full module will draw keeps its link as it came: the full module reads
        // it, says what is wrong with it and rewrites it (rewritten here first, it would read
        // a good link and say nothing).
        Cmd::ReplaceUrl => {
            if !rt.with(handover::needed) {
                rt.replace_query(&rt.with(|m| link::encode(&m.link())));
            }
        }
        // An answer, not a user's action: a page written at build time stays until every file
        // it was drawn from is read (`Model::first_paint_read`), not only the manifest.
        Cmd::FetchManifest => spawn_local(async {
            answer(Msg::Manifest(update::manifest().await));
        }),
        Cmd::FetchChunk(id) => spawn_local(fetch_shard(id)),
        // The full module's pages' (the explorer's model never asks these).
        Cmd::FetchStats => pages::fetch_stats(),
        Cmd::FetchPuzzles => pages::fetch_puzzles(),
        Cmd::StoreStreak(text) => pages::store_streak(&text),
        Cmd::StoreAutoNext(on) => pages::store_auto_next(on),
        Cmd::ComputerMove(ply) => rt.after(COMPUTER_PAUSE_MS, Msg::ComputerMove(ply)),
        Cmd::StoreLang(lang) => {
            browser::store(Key::Lang, lang.tag());
        }
        Cmd::StoreWelcomed => _ = browser::store(Key::Welcomed, "1"),
        Cmd::Offline(cmd) => offline::perform(*cmd),
        Cmd::InstallPrompt => install::prompt(),
        Cmd::Reload => update::reload(),
    }
}

/// The computer's pause before it moves, so its move is seen as a move.
const COMPUTER_PAUSE_MS: i32 = 350;

/// Fetches a chunk, retrying with backoff; every failure is reported (the page says so).
async fn fetch_shard(id: u32) {
    let at = with(|m| match &m.tb {
        crate::model::TbState::Ready(tb) => tb.location(id),
        _ => None,
    })
    .flatten();
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
