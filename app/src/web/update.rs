//! A new build of the site published while the page is open. The page keeps running the build
//! it loaded (its modules, texts and tablebase) until it is reloaded; it says that a new one is
//! ready when a new service worker takes it (the browser checks `sw.js` on every visit, and
//! here whenever the page is shown again) and the page the server has now loads another
//! explorer's module than this page did. Every module also writes the build it was compiled as
//! (`GOBBLET_BUILD`, set by whoever builds the site) into `<html data-build>`, and both modules
//! of a page read one manifest ([`manifest`]), the first one fetched.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;

use super::chunk::fetch_text;
use super::offline::container;
use crate::fetch::FetchError;
use crate::model::Msg;
use crate::pages::offline::TB_DIR;

/// The build this module was compiled as: `GOBBLET_BUILD` at compile time, if set
/// (`cargo xtask dist` passes its environment to the build).
pub const BUILD: Option<&str> = option_env!("GOBBLET_BUILD");

/// The name the explorer's module has in a page's HTML (`app-explorer-<16 hex>`): trunk hashes
/// it, so two builds with other modules name other files. Found by comparing bytes: `str::find`
/// would link a second copy of core's substring search into the module.
fn explorer_module(html: &str) -> Option<&str> {
    const STEM: &str = "app-explorer-";
    let at = html
        .as_bytes()
        .windows(STEM.len())
        .position(|w| w == STEM.as_bytes())?;
    let name = html.get(at..at + STEM.len() + 16)?;
    name[STEM.len()..]
        .bytes()
        .all(|b| b.is_ascii_hexdigit())
        .then_some(name)
}

/// Writes the build into the page and watches for a new one.
pub(super) fn init() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let (Some(html), Some(build)) = (document.document_element(), BUILD) {
        let _ = html.set_attribute("data-build", build);
    }
    let Some(sw) = container() else {
        return;
    };
    // The first worker taking the page is not an update; a later one is a new sw.js.
    let controlled = Rc::new(Cell::new(sw.controller().is_some()));
    let on_change = Closure::<dyn FnMut()>::new(move || {
        if controlled.replace(true) {
            spawn_local(check());
        }
    });
    let _ =
        sw.add_event_listener_with_callback("controllerchange", on_change.as_ref().unchecked_ref());
    on_change.forget();
    // A tab left open for days: look for a new sw.js whenever it is shown again.
    let on_visible = Closure::<dyn FnMut()>::new(move || {
        let shown = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| !d.hidden());
        if let (true, Some(sw)) = (shown, container()) {
            spawn_local(async move {
                if let Ok(reg) = wasm_bindgen_futures::JsFuture::from(sw.get_registration()).await {
                    if let Ok(reg) = reg.dyn_into::<web_sys::ServiceWorkerRegistration>() {
                        let _ = reg.update();
                    }
                }
            });
        }
    });
    let _ = document
        .add_event_listener_with_callback("visibilitychange", on_visible.as_ref().unchecked_ref());
    on_visible.forget();
}

/// Compares the page the server has now with this one: another explorer's module is a new build.
async fn check() {
    let Some(own) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .map(|e| e.outer_html())
    else {
        return;
    };
    let Ok(served) = fetch_text("./").await else {
        return;
    };
    let (own, served) = (explorer_module(&own), explorer_module(&served));
    if served.is_some() && served != own {
        super::answer(Msg::UpdateReady);
    }
}

/// The window property holding the manifest's text this page read first.
const MANIFEST_KEY: &str = "gobbletManifest";

/// The tablebase manifest of this page: fetched once per page load and kept on the window, so
/// that the full module, loaded later in the same page, reads the same table as the explorer's
/// module did, even if a new build (with another table) was published meanwhile.
pub(super) async fn manifest() -> Result<String, FetchError> {
    let window = web_sys::window().ok_or(FetchError::Unsupported)?;
    let key = JsValue::from_str(MANIFEST_KEY);
    if let Some(text) = js_sys::Reflect::get(&window, &key)
        .ok()
        .and_then(|v| v.as_string())
    {
        return Ok(text);
    }
    let text = fetch_text(&format!("{TB_DIR}manifest.json")).await?;
    let _ = js_sys::Reflect::set(&window, &key, &JsValue::from_str(&text));
    Ok(text)
}

/// Loads the page again (the new build).
pub(super) fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}
