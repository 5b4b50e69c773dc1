//! The web explorer: a static wasm app that colours every legal move by its exact value.
//!
//! The architecture follows the Elm pattern without a framework: each page has its state, its
//! messages (`…Msg`, written into the page as `data-*` attributes and read back by natively
//! tested functions) and a `render` to HTML; [`model::Model`] holds every page's state and its one
//! `update`; `web` (wasm only) is the only code that touches the browser.
//!
//! # Layers
//!
//! Each module may use only modules of a lower layer (never one of its own layer, never a higher
//! one). `app/tests/layers.rs` reads every `crate::` path in `app/src` and fails on an import
//! against this table (it reads the table from this comment) or on a cycle.
//!
//! | layer | modules | what |
//! |---|---|---|
//! | 0 | i18n, html, setup, engine, lessons, orient, grouping, review, reveal, fetch | message tables and their schemas; the HTML kit (escaping, pieces, the one board grid, SVG); setup validation; the computer players; the lessons' positions and goals; how the board is turned on screen; moves that are the same by the position's symmetry; a played move judged against the table; the moves that reveal a line when revealing loses; why a file did not arrive or was refused |
//! | 1 | link | the URL |
//! | 2 | words, paste | how the app's own facts (levels, pages, link errors, refusals, fetch and file errors, the rules) read in each language; the explorer's paste box (a move list, a position or a link) |
//! | 3 | pages::learn, pages::editor, pages::findings, pages::offline, pages::puzzles | a page each: state, messages, view, tests |
//! | 4 | model | every page's state, the game, the one `update` |
//! | 5 | pages::game | the game pages (explore, play, two players), drawn from the model |
//! | 6 | shell | header, navigation, the page chosen, DOM attributes → messages |
//! | 7 | web, prerender | the browser (wasm only); the pages drawn at build time for `index.html` |
//!
//! To add a page: make `pages/<page>/` with `mod.rs` (its state, its `…Msg` with `from_attr` and
//! `to_attr`, its `…Cmd` for what it wants done beyond its own state, and its `#[must_use]`
//! `update(&mut self, msg, …) -> Vec<…Cmd>` taking what else it needs), `view.rs` (its
//! `render`, built from [`html`] and its own message section), `tests.rs`; add its section to
//! `i18n/schema/` and to both languages; add its line to layer 3 above; then register it (see
//! `# Two builds`): a page of the full module goes in the page registry's state and messages
//! ([`model::registry`]: a field of `FullPages`, a variant of `FullMsg` with its `from_attr`
//! prefix, its arm in `update_full` that hands the page's commands to one function turning
//! them into [`model::Cmd`]s with a match naming every command), its section in
//! [`i18n::FullText`] and each language's `full.rs`, its arm in the shell's `full_page`, and in
//! `web::handover::needed`; a page of the explorer's module goes in [`model::Model`] and
//! `Msg`/`update`, [`shell::render`] and [`shell::message_of`] directly.
//!
//! Everything but `web` is plain Rust, tested natively with `cargo test -p app`.
//!
//! # Two builds
//!
//! The site ships this crate twice (see `app/Cargo.toml` and `web::handover`): without its
//! `full` feature as the explorer's module (`app/explorer`: the game pages, the shell, offline
//! status), which a first visit loads, and with it as the full module (`app/full`: every page),
//! which takes the page over when a page the first does not carry is opened.
//!
//! What only the full module needs is chosen in a few registry points, one per layer, each a
//! `cfg` pair or a gated declaration, so that no call site needs a `cfg`:
//! * `pages/mod.rs` declares the full module's pages (learn, findings, editor, puzzles);
//! * `i18n::Messages::full` holds their message tables ([`i18n::FullText`], each language's
//!   `full.rs`), gated in `i18n/mod.rs` and once more in each language's `mod.rs`;
//! * [`model::registry`] chooses their state ([`model::FullPages`], the model's field `full`),
//!   their messages ([`model::FullMsg`], in [`model::Msg::Full`]) and the hooks the model calls,
//!   or in the explorer's module a stand-in whose `FullMsg` has no variant, so that no full
//!   page's code can be reached there (and none is linked in);
//! * the shell's `full_page` draws them, or says the full module is on its way;
//! * `web` carries out their commands (`web/pages.rs`, one `cfg` pair) and hands the page over
//!   (`web::handover`, one `cfg` pair).
//!
//! The game review panel (drawn by `pages::game`), the offline page (`pages::offline`) and the
//! offline save (`web`) are gated where they are drawn or carried out.

pub mod engine;
pub mod fetch;
pub mod grouping;
pub mod html;
pub mod i18n;
pub mod lessons;
pub mod link;
pub mod model;
pub mod orient;
pub mod pages;
pub mod paste;
pub mod prerender;
pub mod reveal;
pub mod review;
pub mod setup;
pub mod shell;
pub mod words;

/// Declares a message table section (`i18n/schema/`); from the shared web kit.
pub use web_kit::message_table;

#[cfg(target_arch = "wasm32")]
mod web;

/// The allocator of both wasm modules (see `app/Cargo.toml`).
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
