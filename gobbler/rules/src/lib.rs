//! The rules of Gobbler (Luke Weisman, 2002), exactly as `docs/gobbler-rules.md` states them.
//!
//! Sixty Littles against two Gobblers on an 8×8 board:
//!
//! * [`Position`]: Little counts per square, the Gobblers, side to move, eaten, threshold;
//!   notation (`…/1,1,1,G,.,1,1,1/… L 0 40`) through [`Position::parse`] and `Display`;
//! * the Littles' turn: [`Step`], [`LittlesTurn`], [`Position::apply_littles_turn`] and the
//!   distinct results of every legal turn, [`Position::for_each_littles_turn`];
//! * the Gobbler player's turn: [`Position::starving`], [`Position::gobbler_moves`] (one per
//!   path, allocation-free), [`Position::apply_gobbler_move`] and, with the scatter stack by
//!   stack, [`Position::play_gobbler_move`];
//! * the end: [`Position::status`], [`Winner`]; ranks and the threshold: [`Ranks`],
//!   [`threshold`], [`update_ranks`];
//! * games: turns separated by `;`, [`Game`] (play, undo, write) and [`Position::play_game`].
//!
//! `no_std` with `alloc` (only the list of Littles turns and error texts allocate); no I/O;
//! it builds for `wasm32-unknown-unknown`.
//!
//! ```
//! use gobbler_rules::{Position, Side};
//! // The worked example of gobbler.md: the Littles pass, the Gobbler on e5 plays e5>c6>b4.
//! let pos = Position::START.play_game("pass; e5>c6>b4").unwrap();
//! assert_eq!(pos.eaten(), 4);
//! assert_eq!(pos.side(), Side::Littles);
//! ```
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;
#[cfg(test)]
extern crate std;

mod game;
mod gobbler;
mod littles;
mod notation;
mod position;
mod ranks;
mod square;

pub use game::{Game, GameError, Turn, TurnError};
pub use gobbler::{
    Fate, GobblerError, GobblerMove, GobblerMoves, GobblerPlay, Scattered, Status, Winner,
    MAX_GOBBLER_MOVES,
};
pub use littles::{LittlesError, LittlesTurn, Step, TurnParseError, MAX_STEPS};
pub use notation::PositionParseError;
pub use position::{Position, PositionError, Side, BASE_THRESHOLD, LITTLES, MAX_THRESHOLD};
pub use ranks::{threshold, update_ranks, Ranks};
pub use square::{Square, SquareParseError, SquareSet, KNIGHT_STEPS};
