//! The web explorer: a static wasm app that colours every legal move by its exact value.
//!
//! The architecture follows the Elm pattern without a framework:
//! * [`model`] — the state and the one `update` function that handles every [`model::Msg`];
//! * [`view`] — the whole page drawn from the state as HTML (re-rendered after each message);
//! * [`link`] — the URL: the start position, the moves, the ply;
//! * [`engine`] — the computer opponents, from perfect to easy;
//! * [`learn`], [`findings`], [`editor`], [`offline`] — how to play, the findings, the position
//!   editor, offline use;
//! * [`i18n`] — the message tables (English, 繁體中文);
//! * `web` (wasm only) — the thin layer that touches the browser: DOM, events, fetch, history,
//!   storage, the service worker.
//!
//! Everything but `web` is plain Rust, tested natively with `cargo test -p app`.

pub mod editor;
pub mod engine;
pub mod findings;
pub mod i18n;
pub mod learn;
pub mod link;
pub mod model;
pub mod offline;
pub mod view;

#[cfg(target_arch = "wasm32")]
mod web;
