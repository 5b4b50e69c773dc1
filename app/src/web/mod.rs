//! The only module that touches the browser: the DOM, events, `fetch`, the history.

use std::cell::RefCell;

use gobblet_rules::{Move, Player, Size, Square};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};

use crate::link;
use crate::model::{Effects, Model, Msg};
use crate::view;

mod offline;

thread_local! {
    static MODEL: RefCell<Model> = RefCell::new(Model::new());
    /// Whether a redraw is already scheduled for the next animation frame.
    static FRAME_PENDING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Where the tablebase lives, relative to the page.
const TB: &str = "tb/";
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
        if let Some(msg) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| message_of(&el))
        {
            dispatch(msg);
        }
    });
    root.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref())
        .expect("listener");
    on_click.forget();

    let on_key = Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(|e: web_sys::KeyboardEvent| {
        let msg = match e.key().as_str() {
            "ArrowLeft" => Some(Msg::Undo),
            "ArrowRight" => Some(Msg::Redo),
            "Escape" => Some(Msg::Deselect),
            _ => None,
        };
        if let Some(msg) = msg {
            dispatch(msg);
        }
    });
    document
        .add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref())
        .expect("listener");
    on_key.forget();

    let on_pop = Closure::<dyn FnMut(web_sys::Event)>::new(|_| dispatch(Msg::Url(query())));
    window
        .add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref())
        .expect("listener");
    on_pop.forget();

    dispatch(Msg::Url(query()));
    spawn_local(async {
        let result = fetch_text(&format!("{TB}manifest.json")).await;
        dispatch(Msg::Manifest(result));
    });
}

fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The message of a click on `el` (or on one of its ancestors that carries a `data-*` action).
fn message_of(el: &web_sys::Element) -> Option<Msg> {
    let el = el
        .closest("[data-square],[data-reserve],[data-move],[data-ply],[data-action]")
        .ok()??;
    if let Some(sq) = el.get_attribute("data-square") {
        return sq.parse::<Square>().ok().map(Msg::Square);
    }
    if let Some(r) = el.get_attribute("data-reserve") {
        let mut chars = r.chars();
        let player = match chars.next()? {
            '1' => Player::P1,
            '2' => Player::P2,
            _ => return None,
        };
        return Size::from_letter(chars.next()?).map(|s| Msg::Reserve(player, s));
    }
    if let Some(mv) = el.get_attribute("data-move") {
        return mv.parse::<Move>().ok().map(Msg::Play);
    }
    if let Some(ply) = el.get_attribute("data-ply") {
        return ply.parse().ok().map(Msg::Jump);
    }
    match el.get_attribute("data-action")?.as_str() {
        "undo" => Some(Msg::Undo),
        "redo" => Some(Msg::Redo),
        "buried" => Some(Msg::ToggleBuried),
        _ => None,
    }
}

/// Runs a message through `update`, redraws, and carries out the effects. A user's action is
/// drawn at once; answers from the network (a shard arriving) are drawn at the next animation
/// frame, so a burst of shards costs one redraw.
fn dispatch(msg: Msg) {
    let from_network = matches!(msg, Msg::Shard(..) | Msg::ShardGaveUp(..));
    let (fx, url) = MODEL.with(|m| {
        let mut m = m.borrow_mut();
        let fx: Effects = m.update(msg);
        (fx, link::encode(&m.link()))
    });
    if from_network {
        schedule_redraw();
    } else {
        redraw();
    }
    if fx.push_url {
        if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
            let path = web_sys::window()
                .and_then(|w| w.location().pathname().ok())
                .unwrap_or_default();
            let _ = history.push_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{url}")));
        }
    }
    for id in fx.fetch {
        spawn_local(fetch_shard(id));
    }
}

/// The attributes that name an interactive element across redraws.
const KEYS: [&str; 5] = [
    "data-square",
    "data-reserve",
    "data-move",
    "data-ply",
    "data-action",
];

/// Draws the page from the state now, keeping the keyboard focus on the element that had it
/// (the page is redrawn whole, which would otherwise send the focus back to the body).
fn redraw() {
    let html = MODEL.with(|m| view::render(&m.borrow()));
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
    root.set_inner_html(&html);
    if let Some(selector) = focused {
        if let Ok(Some(el)) = root.query_selector(&selector) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
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

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// Fetches a shard, retrying with backoff; every failure is reported (the page says so).
async fn fetch_shard(id: u32) {
    let path = MODEL.with(|m| match &m.borrow().tb {
        crate::model::TbState::Ready(tb) => Some(tb.shard_path(id)),
        _ => None,
    });
    let Some(path) = path else { return };
    let url = format!("{TB}{path}");
    let mut last = String::new();
    for attempt in 0..=BACKOFF_MS.len() {
        if attempt > 0 {
            sleep(BACKOFF_MS[attempt - 1]).await;
        }
        match fetch_bytes(&url).await {
            Ok(bytes) => {
                dispatch(Msg::Shard(id, Ok(bytes)));
                return;
            }
            Err(e) => {
                last = e.clone();
                if attempt < BACKOFF_MS.len() {
                    dispatch(Msg::Shard(id, Err(e)));
                }
            }
        }
    }
    dispatch(Msg::ShardGaveUp(id, last));
}

/// A successful (2xx) response, or why there is none.
async fn fetch_ok(url: &str) -> Result<gloo_net::http::Response, String> {
    let resp = gloo_net::http::Request::get(url)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if resp.ok() {
        Ok(resp)
    } else {
        Err(format!("HTTP {}", resp.status()))
    }
}

async fn fetch_bytes(url: &str) -> Result<Vec<u8>, String> {
    fetch_ok(url)
        .await?
        .binary()
        .await
        .map_err(|e| e.to_string())
}

async fn fetch_text(url: &str) -> Result<String, String> {
    fetch_ok(url).await?.text().await.map_err(|e| e.to_string())
}
