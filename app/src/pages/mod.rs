//! The pages, a folder each (state and messages in `mod.rs`, HTML in `view.rs`, tests in
//! `tests.rs`). A page uses the layers below it (see the crate's layer table), never another page.
//!
//! Only the game pages and offline use are in the explorer's module; the others need the
//! crate's `full` feature (the lazily loaded module, see `app/Cargo.toml`).

#[cfg(feature = "full")]
pub mod editor;
#[cfg(feature = "full")]
pub mod findings;
pub mod game;
#[cfg(feature = "full")]
pub mod learn;
pub mod offline;
#[cfg(feature = "full")]
pub mod puzzles;
