//! Small browser helpers the rest of `web` shares: focus, local storage, the page's address.

use wasm_bindgen::JsCast;

/// Moves the keyboard focus to the element `selector` inside `root`, without scrolling.
pub fn focus(root: &web_sys::Element, selector: &str) {
    if let Some(el) = root
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = el.focus_with_options(&options);
    }
}

/// The site's local storage, if the browser allows it.
pub fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The page's address without its query (for the link).
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

/// The page's query (`?page=gobbler&game=…`), or nothing.
pub fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}
