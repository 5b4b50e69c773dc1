//! The Gobbler page (issue 12): its own wasm module, loaded only when a reader opens
//! `?page=gobbler`, so a first visit to the Gobblet explorer never downloads it.
//!
//! The shape mirrors the explorer's app: Elm-style state, messages and one `update` that returns
//! commands for the browser ([`model`]); each screen drawn as HTML from the state in its own
//! folder ([`play`], [`rules`]) with the HTML kit they share ([`html`]), inside the heading and
//! tabs ([`shell`]); user actions written into the page as `data-gb*` attributes and read back
//! by natively tested functions ([`action`]); message tables for English and 繁體中文
//! ([`i18n`]); the game record ([`game`]), the players and their ranks ([`players`]), the
//! shareable link ([`link`]). Only `web` (wasm only) touches the browser: it mounts the page
//! into a container the explorer gives it, runs the model's commands and talks to the
//! computer, which thinks in a Web Worker (`static/gobbler-worker.js`) through [`think::think`].
//!
//! Everything but `web` is plain Rust, tested natively with `cargo test -p gobbler-web`.

pub mod action;
pub mod game;
pub mod html;
pub mod i18n;
pub mod link;
pub mod model;
pub mod play;
pub mod players;
pub mod rules;
pub mod shell;
pub mod think;
pub mod words;

#[cfg(target_arch = "wasm32")]
mod web;
