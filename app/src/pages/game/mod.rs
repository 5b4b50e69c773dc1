//! The game pages: the explorer (every legal move coloured by its exact value), the game
//! against the computer and the game between two players. Their state is the model's game
//! ([`crate::model::Model`]); this folder draws it (`view.rs`, with the board in `board.rs`, the
//! list of moves in `moves.rs` and the line in `line.rs`), words it (`text.rs`) and names its
//! controls' DOM actions (`actions.rs`).

pub mod actions;
mod board;
mod line;
mod moves;
mod preview;
#[cfg(feature = "full")]
mod review;
mod text;
mod view;

pub use text::{best_line_text, game_over_text, label, notice_text, page_loading, status_text};
pub use view::{render, reveal_setting, tb_text};
