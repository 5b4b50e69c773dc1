//! The Gobbler page's hook: the page is its own wasm module (`gobbler-web`, built by trunk as a
//! worker-type app: `gobbler-web.js` + `gobbler-web_bg.wasm`, hashed in a built site; never
//! loaded by the explorer). On `?page=gobbler` the shell draws an empty `#gobbler-root` (marked
//! `data-foreign`, so a redraw leaves its content alone); [`show`] loads the module (once: the
//! browser keeps an imported module, and its `init` returns at once when called again) and
//! mounts it there in the reader's language.
//!
//! The import, `init` and `mount` chain is one small JavaScript function rather than Rust
//! futures: written in Rust it cost the explorer's module 4.1 KB, for a page most visitors never
//! open (`cargo xtask bench web` compares the module's size).

use wasm_bindgen::prelude::*;

/// The container the shell draws for the page.
pub(crate) const ROOT_ID: &str = "gobbler-root";

/// Imports `gobbler-web.js` from beside the page (the document's base URL, so any sub-path
/// works; under its published name, `asset_url_js!`), initialises it with its wasm file and
/// mounts it into `root` in language `lang`; a failure is logged and told in the container, in
/// both languages (the module's own message tables are what failed).
const LOADER: &str = concat!(
    asset_url_js!(),
    "import(at('gobbler-web.js')).then(async m=>{await m.default({module_or_path:at('gobbler-web_bg.wasm')});m.mount(root,lang)}).catch(e=>{console.error('the Gobbler page could not load:',e);root.textContent='The Gobbler page could not load. 無法載入吞噬者頁面。'})"
);

/// Mounts the page into `#gobbler-root` (loading the module first, once).
pub(crate) fn show(lang: &'static str) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(ROOT_ID))
    else {
        return;
    };
    let loader = js_sys::Function::new_with_args("root, lang", LOADER);
    if let Err(e) = loader.call2(&JsValue::NULL, &root, &lang.into()) {
        web_sys::console::error_1(&e);
    }
}
