//! Installing the app: the browser's `beforeinstallprompt` is kept (the page then shows an
//! *Install app* button) and its prompt shown when the button is pressed; `appinstalled` hides
//! the button again. Browsers that never fire the event never show the button.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::Msg;

thread_local! {
    /// The browser's offer, until its prompt is shown.
    static OFFER: RefCell<Option<web_sys::Event>> = const { RefCell::new(None) };
}

/// Where index.html's loader keeps an offer the browser made before the module ran.
const EARLY_OFFER: &str = "installOffer";

/// Listens for the browser's offer to install the app and for the app being installed.
pub(super) fn init() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let on_offer = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        // The page's own button asks, not the browser's mini-infobar.
        e.prevent_default();
        OFFER.with(|o| *o.borrow_mut() = Some(e));
        super::answer(Msg::InstallOffered(true));
    });
    let _ = window
        .add_event_listener_with_callback("beforeinstallprompt", on_offer.as_ref().unchecked_ref());
    on_offer.forget();
    // An offer made before this module ran, kept by index.html's loader (`xtask/src/dist/first.rs`).
    let early = js_sys::Reflect::get(&window, &EARLY_OFFER.into()).ok();
    if let Some(offer) = early.and_then(|e| e.dyn_into::<web_sys::Event>().ok()) {
        let _ = js_sys::Reflect::delete_property(&window, &EARLY_OFFER.into());
        OFFER.with(|o| *o.borrow_mut() = Some(offer));
        super::answer(Msg::InstallOffered(true));
    }
    let on_installed = Closure::<dyn FnMut(web_sys::Event)>::new(|_| {
        OFFER.with(|o| o.borrow_mut().take());
        super::answer(Msg::InstallOffered(false));
    });
    let _ = window
        .add_event_listener_with_callback("appinstalled", on_installed.as_ref().unchecked_ref());
    on_installed.forget();
}

/// Shows the browser's install prompt (once per offer).
pub(super) fn prompt() {
    let Some(offer) = OFFER.with(|o| o.borrow_mut().take()) else {
        return;
    };
    if let Some(f) = js_sys::Reflect::get(&offer, &"prompt".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = f.call0(&offer);
    }
}
