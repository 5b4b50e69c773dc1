//! The Gobbler page (issue 12): its own wasm module, loaded only when a reader opens
//! `?page=gobbler`, so a first visit to the Gobblet explorer never downloads it.
//!
//! The shape mirrors the explorer's app: Elm-style state, messages and one `update` that returns
//! commands for the browser ([`model`]); each screen drawn as HTML from the state in its own
//! folder ([`play`], [`rules`]) with the HTML kit they share ([`html`]), inside the heading and
//! tabs ([`shell`]); user actions written into the page as `data-gb*` attributes and read back
//! by natively tested functions ([`action`]); message tables for English and 繁體中文
//! ([`i18n`]), with the page's own types worded in [`words`] (every notice is a typed value,
//! never a string in one language); the game record ([`game`]), the players and their ranks
//! ([`players`]), the shareable link ([`link`]). Only `web` (wasm only) touches the browser: it mounts the page
//! into a container the explorer gives it, runs the model's commands and talks to the
//! computer, which thinks in a Web Worker (`static/gobbler-worker.js`) through [`think::think`],
//! and to the advisor, the strong player in a second worker giving the hint and the evaluation
//! through [`think::advise`].
//!
//! # Layers
//!
//! Each module may use only modules of a lower layer (never one of its own layer, never a higher
//! one), and inside a module the files do not go round in a circle. `gobbler/web/tests/layers/`
//! reads every `crate::`, `super::`, `self::` and child-module path in `gobbler/web/src` (tests
//! included, re-exports followed to the file that defines the item) and fails on an import
//! against this table (it reads the table from this comment), on a cycle between modules, or on
//! a cycle between the files of one module.
//!
//! | layer | modules | what |
//! |---|---|---|
//! | 0 | i18n, html, game, players, link, think | message tables, their schema and the rules' errors in words; the HTML kit (escaping, pieces, arrows, small boards); the game record; the players and their ranks; the shareable link; the computer's turn and the advice as the workers ask for them |
//! | 1 | model | the page's state, its messages and commands, the one `update` |
//! | 2 | action, words | user actions as `data-gb*` attributes and back; how the page's own facts (players, notices, link and computer errors) read in each language |
//! | 3 | play, rules, findings | a screen each: its view and tests (the rules' diagrams; the findings' summary, embedded from `gobbler/findings/summary.json`) |
//! | 4 | shell | the heading, the tabs, the screen chosen |
//! | 5 | web | the browser (wasm only) |
//!
//! To add a screen: make `<screen>/` with `mod.rs` (its `render`) and `tests.rs`, its section in
//! `i18n/schema.rs` and both languages, its line in layer 3 above, a `Screen` variant in
//! [`model`], and draw it from [`shell::render`]. To add a notice: its variant in
//! `model/notice.rs` (typed values, never a worded string), its templates in `i18n/schema.rs`
//! and both languages, its wording in `words/mod.rs` and a sample in `words/samples.rs` (the
//! wording tests fail until it has one).
//!
//! Everything but `web` is plain Rust, tested natively with `cargo test -p gobbler-web`.

pub mod action;
pub mod findings;
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

/// Declares a message table section (`i18n/`); from the shared web kit.
pub use web_kit::message_table;
