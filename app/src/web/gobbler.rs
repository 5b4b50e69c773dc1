//! The Gobbler page's hook: the page is its own wasm module (`gobbler-web`, built by trunk as a
//! worker-type app: `gobbler-web.js` + `gobbler-web_bg.wasm`, never loaded by the explorer). On
//! `?page=gobbler` the shell draws an empty `#gobbler-root` (marked `data-foreign`, so a redraw
//! leaves its content alone); this loads the module once and mounts it there in the reader's
//! language.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The container the shell draws for the page.
pub(crate) const ROOT_ID: &str = "gobbler-root";
/// The module's script, beside the page.
const MODULE: &str = "gobbler-web.js";

thread_local! {
    /// The loaded module (its exports), or `None` before it has loaded.
    static MODULE_OBJ: RefCell<Option<JsValue>> = const { RefCell::new(None) };
    /// Whether a load is under way.
    static LOADING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Mounts the page into `#gobbler-root` (loading the module first, once).
pub(crate) fn show(lang: &'static str) {
    if let Some(module) = MODULE_OBJ.with(|m| m.borrow().clone()) {
        mount(&module, lang);
        return;
    }
    if LOADING.with(|l| l.replace(true)) {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        match load().await {
            Ok(module) => {
                MODULE_OBJ.with(|m| *m.borrow_mut() = Some(module.clone()));
                mount(&module, lang);
            }
            Err(e) => {
                web_sys::console::error_2(&"the Gobbler page could not load:".into(), &e);
                if let Some(root) = root() {
                    root.set_text_content(Some(
                        "The Gobbler page could not load. 無法載入吞噬者頁面。",
                    ));
                }
            }
        }
        LOADING.with(|l| l.set(false));
    });
}

fn root() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(ROOT_ID)
}

async fn load() -> Result<JsValue, JsValue> {
    let base = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.base_uri().ok().flatten())
        .unwrap_or_default();
    let url = beside(&base, MODULE);
    // A dynamic import(), written as a function so the explorer's own script does not import it.
    let import = js_sys::Function::new_with_args("url", "return import(url)");
    let promise: js_sys::Promise = import.call1(&JsValue::NULL, &url.into())?.dyn_into()?;
    let module = JsFuture::from(promise).await?;
    let init: js_sys::Function = js_sys::Reflect::get(&module, &"default".into())?.dyn_into()?;
    let ready: js_sys::Promise = init.call0(&JsValue::NULL)?.dyn_into()?;
    JsFuture::from(ready).await?;
    Ok(module)
}

/// The URL of `file` in the folder of the page at `base` (its query and fragment dropped).
fn beside(base: &str, file: &str) -> String {
    let page = base.split(['?', '#']).next().unwrap_or("");
    let folder = page.rfind('/').map_or("", |i| &page[..=i]);
    format!("{folder}{file}")
}

fn mount(module: &JsValue, lang: &str) {
    let Some(root) = root() else { return };
    let mount = js_sys::Reflect::get(module, &"mount".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(f) = mount {
        if let Err(e) = f.call2(&JsValue::NULL, &root, &lang.into()) {
            web_sys::console::error_1(&e);
        }
    }
}
