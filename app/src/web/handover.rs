//! How the explorer's module hands the page over to the full module.
//!
//! The site ships the app twice (see `app/Cargo.toml`): the explorer's module, which a first
//! visit loads (the game pages with their previews, the offline status line, the shell), and the
//! full module (`app-full.js` + `app-full_bg.wasm`, every page; hashed names in a published
//! site, looked up in index.html: `asset_url_js!`), loaded only when a page the
//! first does not carry is opened (learn, puzzles, findings, the editor, the offline page) or a
//! game review is opened. Then [`begin`]:
//! 1. imports the full module's script (the browser fetches and compiles its wasm meanwhile;
//!    this module keeps answering clicks);
//! 2. if a page that needs it is still shown, retires this module: writes the state the URL
//!    does not carry ([`crate::model::Model::session`]) to `sessionStorage`, and from then on
//!    every handler of this module returns at once ([`retired`]);
//! 3. initialises the full module, whose start function (this crate's `web::start`, built with
//!    `full`) takes up the session, reads the URL and draws the page.
//!
//! A failure to load (offline before the service worker has the module, a dropped connection)
//! is told by a notice, and opening a page again tries again (never a redraw by itself).
//!
//! Why not a module of the other pages only: every page shares the model, the shell and the
//! tablebase client; a second copy of the whole app costs a visitor who opens another page one
//! more download (cached from then on) and costs the code nothing.

pub(crate) use build::*;

/// The full module: it carries every page, so there is nothing to hand over; it takes up the
/// session the explorer's module left.
#[cfg(feature = "full")]
mod build {
    /// Whether this module has handed the page over: never.
    pub(crate) fn retired() -> bool {
        false
    }

    /// Nothing to try again.
    pub(crate) fn page_opened() {}

    /// Nothing shown needs another module.
    pub(crate) fn needed(_m: &crate::model::Model) -> bool {
        false
    }

    /// Nothing to hand over.
    pub(crate) fn begin() {}

    /// The session the explorer's module handed over, if there is one (taken: read and removed).
    pub(crate) fn take_session() -> Option<String> {
        web_kit::browser::take(web_kit::storage::Key::Handover)
    }
}

/// The explorer's module: it hands every page but the game pages over.
#[cfg(not(feature = "full"))]
mod build {
    /// No session to take up: the explorer's module is the first a visit loads.
    pub(crate) fn take_session() -> Option<String> {
        None
    }

    use std::cell::Cell;

    use wasm_bindgen::prelude::*;

    /// Where the handover stands.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Stage {
        /// No handover asked for (or the last one was not needed any more).
        Idle,
        /// The last one failed: no new attempt until the user opens a page again (a redraw
        /// must not retry in a loop).
        Failed,
        /// The full module is loading.
        Loading,
        /// The full module has the page; this module does nothing more.
        Retired,
    }

    thread_local! {
        static STAGE: Cell<Stage> = const { Cell::new(Stage::Idle) };
    }

    /// Whether this module has handed the page over (its handlers must then do nothing).
    pub(crate) fn retired() -> bool {
        STAGE.with(Cell::get) == Stage::Retired
    }

    /// The user opened a page (a click, a link, back or forward): after a failed load, the
    /// next page that needs the full module tries again.
    pub(crate) fn page_opened() {
        STAGE.with(|s| {
            if s.get() == Stage::Failed {
                s.set(Stage::Idle);
            }
        });
    }

    /// Whether what is shown needs the full module: a page other than the game pages, or an
    /// open game review.
    pub(crate) fn needed(m: &crate::model::Model) -> bool {
        m.review && m.page.is_game() || m.page.in_full_module()
    }

    /// Imports the full module, then calls `retire()` and initialises the module (its wasm
    /// file named, since a published site hashes both names) if it returns true; a failure is
    /// logged and handed to `fail()`.
    const LOADER: &str = concat!(
        asset_url_js!(),
        "import(at('app-full.js')).then(m=>retire()?m.default({module_or_path:at('app-full_bg.wasm')}):0).catch(e=>{console.error('the full module could not load:',e);fail()})"
    );

    /// Starts the handover (once at a time; see the module's comment).
    pub(crate) fn begin() {
        if STAGE.with(Cell::get) != Stage::Idle {
            return;
        }
        STAGE.with(|s| s.set(Stage::Loading));
        let retire = Closure::once_into_js(|| -> bool {
            let Some((needed, session)) = super::super::with(|m| (needed(m), m.session())) else {
                return false;
            };
            if !needed {
                STAGE.with(|s| s.set(Stage::Idle));
                return false;
            }
            web_kit::browser::store(web_kit::storage::Key::Handover, &session);
            STAGE.with(|s| s.set(Stage::Retired));
            true
        });
        let fail = Closure::once_into_js(|| {
            STAGE.with(|s| s.set(Stage::Failed));
            super::super::dispatch(crate::model::Msg::PageFailed);
        });
        let loader = js_sys::Function::new_with_args("retire, fail", LOADER);
        if let Err(e) = loader.call2(&JsValue::NULL, &retire, &fail) {
            web_sys::console::error_1(&e);
            STAGE.with(|s| s.set(Stage::Idle));
        }
    }
}
