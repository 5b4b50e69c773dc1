//! The rules of Gobblet Gobblers, exactly as `docs/rules.md` states them.
//!
//! Tic-tac-toe with stacking: each player owns two small, two medium and two large pieces; a piece
//! may cover any strictly smaller one; moving a piece reveals what was under it. This crate is the
//! single source of truth for the game logic shared by the solver, the tablebase and the web app:
//!
//! * [`Position`]: every stack (buried pieces too) and the side to move, bit-packed;
//! * [`Variant`]: the rule variants (`reveal`, `cover`, `pieces`);
//! * [`Position::legal_moves`]: allocation-free move generation into a fixed-capacity [`MoveList`];
//! * [`Position::status`]: lines, the reveal rule, game end;
//! * [`Symmetry`] and [`Key`]/[`CanonKey`]: the eight board symmetries and the public keys;
//! * [`Value`]: exact values (`Win(n)`, `Loss(n)`, `Draw`) and their one-byte encoding;
//! * [`rng::Rng`]: the small seeded random number generator every crate shares;
//! * notation: squares (`b2`), moves (`L@b2`, `b2-c3`) and positions (`.,.,./.,L,./s,.,. 1`).
//!
//! `no_std`, no allocation, no I/O; it builds for `wasm32-unknown-unknown`.
//!
//! ```
//! use gobblet_rules::{Position, Variant};
//! let rules = Variant::STANDARD;
//! let start = Position::START;
//! assert_eq!(start.legal_moves(&rules).len(), 27); // 3 sizes × 9 squares
//! let pos = start.play_line(&rules, "L@b2 S@a1 b2-a1").unwrap();
//! assert_eq!(pos.to_string(), ".,.,./.,.,./sL,.,. 2");
//! ```
#![no_std]
#![forbid(unsafe_code)]

#[cfg(test)]
extern crate std;

mod bitboard;
mod key;
mod moves;
mod notation;
mod piece;
mod position;
pub mod rng;
pub mod sort;
mod square;
mod symmetry;
pub mod value;
mod variant;

pub use bitboard::{Bitboard, LINES};
pub use key::{CanonKey, Key, KeyError, SIDE_BIT};
pub use moves::{Move, MoveList, MoveParseError, MAX_MOVES};
pub use notation::{LineError, PositionParseError};
pub use piece::{Player, Size};
pub use position::{line_ends, IllegalMove, LineNames, Position, Status};
pub use square::{Square, SquareParseError};
pub use symmetry::Symmetry;
pub use value::Value;
pub use variant::{Cover, Reveal, Variant, VariantError};
