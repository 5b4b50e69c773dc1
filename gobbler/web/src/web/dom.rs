//! Small browser helpers the rest of `web` shares, from the shared web kit: focus, the page's
//! address and query; and where the page's own files are published ([`asset_url`]).

pub use web_kit::browser::{page_url, query};

/// Moves the keyboard focus to the element `selector` inside `root`, without scrolling.
pub fn focus(root: &web_sys::Element, selector: &str) {
    web_kit::browser::focus_in(root, selector);
}

/// The URL of `file` beside the page under its published name: a built site hashes the names
/// trunk leaves fixed and lists them in index.html's `<script type="application/json"
/// id="asset-names">` (`xtask/src/dist/names.rs`); without the list (`trunk serve`) the file
/// keeps its name. Resolved against the document's base URL, so any sub-path works.
pub fn asset_url(file: &str) -> String {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return file.to_string();
    };
    let name = document
        .get_element_by_id("asset-names")
        .and_then(|e| e.text_content())
        .and_then(|text| js_sys::JSON::parse(&text).ok())
        .and_then(|names| js_sys::Reflect::get(&names, &file.into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| file.to_string());
    let base = document.base_uri().ok().flatten().unwrap_or_default();
    web_sys::Url::new_with_base(&name, &base).map_or(name, |u| u.href())
}
