//! The only module that touches the browser (wasm only): the page as an app of the shared
//! runtime (`web_kit::runtime`: the state, dispatch, the redraw that keeps the focus), mounted
//! into the container the explorer gives it, and the commands it carries out; the event listeners
//! ([`events`]), the computer's Web Worker ([`worker`]) and small DOM helpers ([`dom`]) are
//! beside it. Also `think`, which the worker calls.

mod dom;
mod events;
mod worker;

use gobbler_rules::Side;
use web_kit::runtime::{App, Rt, Runtime};
use web_kit::storage::Key;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::action::{self, ACTION, COPY, PLAYER, SQUARE};
use crate::i18n::{Lang, Tables};
use crate::model::{Cmd, Model, Msg, Start};
use crate::shell;

/// The page's stylesheet, beside the page (loaded with the module, not on a first visit; under
/// its published name: [`dom::asset_url`]).
const STYLE_FILE: &str = "gobbler.css";

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
    let _ = link.set_attribute("href", &dom::asset_url(STYLE_FILE));
    let _ = head.append_child(&link);
}

/// Draws the Gobbler page into `container` in language `lang` (`en`, `zh-Hant`); the first call
/// also reads the stored ranks and the page's link. Calling it again (the explorer redrew its
/// shell) moves the page into the new container, keeping the game.
#[wasm_bindgen]
pub fn mount(container: web_sys::Element, lang: &str) {
    console_error_panic_hook::set_once();
    load_style();
    let lang = Lang::from_tag(lang);
    if let Some(rt) = Runtime::<Model>::current() {
        if rt.set_root(container) {
            events::listen(rt);
        }
        match lang {
            Some(l) => rt.dispatch(Msg::Lang(l)),
            None => rt.redraw(),
        }
        return;
    }
    let early = take_early(&container);
    let start = Start {
        lang: lang.unwrap_or(Lang::En),
        seed: (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64,
        ranks: web_kit::browser::load(Key::GobblerRanks),
        query: dom::query(),
        eval: web_kit::browser::load(Key::GobblerEval),
        game: web_kit::browser::load(Key::GobblerGame),
        set_aside: web_kit::browser::load(Key::GobblerSetAside),
    };
    let (model, cmds) = Model::init(start);
    let replay = early.for_position(&model.position().to_string());
    let rt = Runtime::mount(model, container);
    events::listen(rt);
    events::listen_document(rt);
    rt.start(cmds);
    for msg in replay {
        rt.dispatch(msg);
    }
}

/// What the person did on the page the HTML drew before this module ran: the position that HTML
/// showed and the recorder's records ([`action::EARLY_KEY`]).
struct Early {
    drawn: Option<String>,
    records: Vec<String>,
}

impl Early {
    /// The records as messages if the HTML showed `position`, the game the module starts with
    /// (else they were made on another board than the one the module shows: a link's game).
    fn for_position(self, position: &str) -> Vec<Msg> {
        if self.drawn.as_deref() != Some(position) {
            return Vec::new();
        }
        self.records
            .iter()
            .filter_map(|r| action::from_early(r))
            .collect()
    }
}

/// Takes the HTML's records (once: the recorder stops when they are taken) and reads the position
/// the HTML drew in `container`, before the module draws over it.
fn take_early(container: &web_sys::Element) -> Early {
    let window = js_sys::global();
    let key = JsValue::from_str(action::EARLY_KEY);
    let records = js_sys::Reflect::get(&window, &key)
        .ok()
        .filter(js_sys::Array::is_array)
        .map(|a| {
            js_sys::Array::from(&a)
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default();
    let _ = js_sys::Reflect::set(&window, &key, &JsValue::NULL);
    let drawn = container
        .query_selector(".gb-board")
        .ok()
        .flatten()
        .and_then(|b| b.get_attribute("data-position"));
    Early { drawn, records }
}

/// Changes the page's language (`en`, `zh-Hant`).
#[wasm_bindgen]
pub fn set_lang(lang: &str) {
    if let (Some(l), Some(rt)) = (Lang::from_tag(lang), Runtime::<Model>::current()) {
        rt.dispatch(Msg::Lang(l));
    }
}

/// The computer's turn for the side to move in `position` (notation) at `level` within
/// `budget_ms`, as notation; called by the worker. Throws the reason if there is none, as
/// [`ThinkError::to_wire`](crate::think::ThinkError::to_wire) writes it (the page reads it back
/// typed).
#[wasm_bindgen]
pub fn think(position: &str, level: &str, budget_ms: f64, seed: f64) -> Result<String, JsValue> {
    let mut clock = worker_clock();
    crate::think::think(position, level, budget_ms, &mut clock, seed as u64)
        .map_err(|e| JsValue::from_str(&e.to_wire()))
}

/// The strong player's advice for the side to move in `position` (notation) within `budget_ms`:
/// [`Advice::to_wire`](crate::think::Advice::to_wire)'s text (its estimate and its turn); called
/// by the advisor's worker. Throws the reason if there is none, as [`think`] does.
#[wasm_bindgen]
pub fn advise(position: &str, budget_ms: f64, seed: f64) -> Result<String, JsValue> {
    let mut clock = worker_clock();
    crate::think::advise(position, budget_ms, &mut clock, seed as u64)
        .map(|a| a.to_wire())
        .map_err(|e| JsValue::from_str(&e.to_wire()))
}

/// A clock read from the worker's `performance.now()` (0 where there is none).
fn worker_clock() -> impl FnMut() -> f64 {
    let perf = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| p.dyn_into::<web_sys::Performance>().ok());
    move || perf.as_ref().map_or(0.0, web_sys::Performance::now)
}

impl App for Model {
    type Msg = Msg;
    type Cmd = Cmd;
    const MORPH_KEYS: &'static [&'static str] = &[ACTION];
    const FOCUS_KEYS: &'static [&'static str] = &[SQUARE, ACTION, PLAYER, COPY, "id"];

    fn update(&mut self, msg: Msg) -> impl IntoIterator<Item = Cmd> {
        Model::update(self, msg)
    }

    fn view(&self) -> String {
        shell::render(self, &dom::page_url())
    }

    /// Every kind of command in its own arm: none is dropped.
    fn perform(rt: Rt<Model>, cmd: Cmd) {
        match cmd {
            Cmd::Think(think) => worker::ask(rt, worker::Role::Computer, &think),
            Cmd::Advise(think) => worker::ask(rt, worker::Role::Advisor, &think),
            Cmd::StoreRanks(text) => {
                web_kit::browser::store(Key::GobblerRanks, &text);
            }
            Cmd::StoreEval(on) => {
                web_kit::browser::store(Key::GobblerEval, if on { "1" } else { "0" });
            }
            Cmd::StoreGame(text) => {
                web_kit::browser::store(Key::GobblerGame, &text);
                forget_link(rt);
            }
            Cmd::StoreSetAside(text) => {
                web_kit::browser::store(Key::GobblerSetAside, &text);
            }
            Cmd::ShowBoard => {
                if let Ok(Some(board)) = rt.root().query_selector(".gb-board") {
                    let opts = web_sys::ScrollIntoViewOptions::new();
                    opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
                    board.scroll_into_view_with_scroll_into_view_options(&opts);
                }
            }
        }
    }

    /// The players' menus show the players chosen (a select's value is not an attribute the
    /// redraw writes).
    fn drawn(rt: Rt<Model>) {
        let root = rt.root();
        let players = rt.with(|m| {
            [
                (action::side_attr(Side::Littles), m.setup.littles.key()),
                (action::side_attr(Side::Gobblers), m.setup.gobblers.key()),
            ]
        });
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
    }

    fn clicked(_rt: Rt<Model>, el: &web_sys::Element, _e: &web_sys::Event) -> Option<Msg> {
        events::clicked(el)
    }

    fn copied(&self) -> &'static str {
        self.lang.messages().record.copied
    }
}

/// Once the page's game changed, a link's game leaves the address (the history entry is
/// rewritten, not added): a reload then opens the game as it is now.
fn forget_link(rt: Rt<Model>) {
    if let Some(query) = crate::link::without_game(&dom::query()) {
        rt.replace_query(&query);
    }
}
