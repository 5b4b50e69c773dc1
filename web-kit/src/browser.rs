//! The browser helpers both web modules use (wasm32 only): the page's address and query, an
//! event's element, focus that does not scroll, copying a field to the clipboard, the site's storage, a timer.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};

use crate::storage::{Area, Key};

/// The page's address without its query (for share links).
#[must_use]
pub fn page_url() -> String {
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

/// The page's query, with its `?` (empty if it has none).
#[must_use]
pub fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The element an event happened on (`None` for a target that is not an element).
#[must_use]
pub fn target_element(e: &web_sys::Event) -> Option<web_sys::Element> {
    e.target()?.dyn_into::<web_sys::Element>().ok()
}

/// Focuses `el` without scrolling the page (a redraw must not move what the user aims at).
pub fn focus_without_scrolling(el: &web_sys::HtmlElement) {
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = el.focus_with_options(&options);
}

/// Focuses the first element under `root` matching `selector`, without scrolling.
pub fn focus_in(root: &web_sys::Element, selector: &str) {
    if let Some(el) = root
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
    {
        focus_without_scrolling(&el);
    }
}

/// Copies the text of `source` (a field's value, selected so it can be copied by hand where
/// the clipboard is not offered, or an element's text) to the clipboard, and on success writes
/// `copied` on `button`.
pub fn copy_text(source: &web_sys::Element, button: &web_sys::Element, copied: &'static str) {
    let text = if let Some(input) = source.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
        input.value()
    } else if let Some(area) = source.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.select();
        area.value()
    } else {
        source.text_content().unwrap_or_default()
    };
    let button = button.clone();
    spawn_local(async move {
        // navigator.clipboard.writeText, looked up at run time (it is missing without HTTPS
        // on other hosts than localhost).
        let clipboard = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w.navigator(), &"clipboard".into()).ok())
            .filter(|c| !c.is_undefined());
        let promise = clipboard.and_then(|c| {
            js_sys::Reflect::get(&c, &"writeText".into())
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                .and_then(|f| f.call1(&c, &text.into()).ok())
                .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        });
        if let Some(p) = promise {
            if JsFuture::from(p).await.is_ok() {
                button.set_text_content(Some(copied));
            }
        }
    });
}

fn area(area: Area) -> Option<web_sys::Storage> {
    let w = web_sys::window()?;
    match area {
        Area::Local => w.local_storage(),
        Area::Session => w.session_storage(),
    }
    .ok()
    .flatten()
}

/// The value stored under `key` (`None` if there is none or storage is not offered).
#[must_use]
pub fn load(key: Key) -> Option<String> {
    area(key.area())?.get_item(key.name()).ok().flatten()
}

/// Stores `value` under `key`; whether it was kept (storage may be full or refused).
pub fn store(key: Key, value: &str) -> bool {
    area(key.area()).is_some_and(|s| s.set_item(key.name(), value).is_ok())
}

/// The value stored under `key`, removed from storage.
#[must_use]
pub fn take(key: Key) -> Option<String> {
    let storage = area(key.area())?;
    let value = storage.get_item(key.name()).ok().flatten()?;
    let _ = storage.remove_item(key.name());
    Some(value)
}

/// Waits `ms` milliseconds.
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// Whether nothing the site keeps across visits (its local storage keys) is stored: a first
/// visit, or storage refused.
#[must_use]
pub fn nothing_stored() -> bool {
    Key::ALL
        .iter()
        .filter(|k| k.area() == Area::Local)
        .all(|k| load(*k).is_none())
}

/// Keeps the keyboard's focus inside the element `id` while it is on the page (a dialog in
/// front of the page): a focus elsewhere moves to its first element matching `selector`.
pub fn keep_focus_in(id: &str, selector: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(inside) = document.get_element_by_id(id) else {
        return;
    };
    let focused_inside = document
        .active_element()
        .is_some_and(|el| inside.contains(Some(&el)));
    if !focused_inside {
        focus_in(&inside, selector);
    }
}
