//! The web explorer: a static wasm app that colours every legal move by its exact value.
//!
//! The architecture follows the Elm pattern without a framework:
//! * [`model`] — the state and the one `update` function that handles every [`model::Msg`];
//! * [`view`] — the whole page drawn from the state as HTML (re-rendered after each message);
//! * [`link`] — the URL: the start position, the moves, the ply;
//! * `web` (wasm only) — the thin layer that touches the browser: DOM, events, fetch, history.
//!
//! Everything but `web` is plain Rust, tested natively with `cargo test -p app`.

pub mod link;
pub mod model;
pub mod view;

#[cfg(target_arch = "wasm32")]
mod web;
