//! The pages, a folder each (state and messages in `mod.rs`, HTML in `view.rs`, tests in
//! `tests.rs`). A page uses the layers below it (see the crate's layer table), never another page.

pub mod editor;
pub mod findings;
pub mod game;
pub mod learn;
pub mod offline;
pub mod puzzles;
