//! What both web modules of the site share (the explorer in `app/`, the Gobbler page in
//! `gobbler/web/`), and nothing of either game's rules or tablebase:
//!
//! | module | what |
//! |---|---|
//! | [`html`] | HTML written through a builder that escapes text and attribute values by construction |
//! | [`lang`] | the languages the site speaks, and positional placeholders (`{0}`) in message templates |
//! | [`percent`] | percent coding of query components |
//! | [`codec`] | one table that gives both directions of a DOM action's attribute value |
//! | [`storage`] | every key the site keeps in the browser's storage |
//! | `browser` (wasm32) | the page's address and query, focus that does not scroll, the clipboard, storage access, a timer |
//! | `roving` (wasm32) | roving tab stops: a board or a reserve is one stop of the Tab key, the arrows move inside it |
//! | `runtime` (wasm32) | the runtime both apps run on: the state, dispatch, the redraw that keeps the focus, commands, history, timers, copy buttons |
//!
//! Everything but `browser`, `roving` and `runtime` is plain Rust, tested natively (`cargo test -p web-kit`).

pub mod codec;
pub mod html;
pub mod lang;
pub mod percent;
pub mod storage;

#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod roving;
#[cfg(target_arch = "wasm32")]
pub mod runtime;

pub use html::{esc, Html};
pub use lang::Lang;
