//! Exact values and their one-byte encoding.
//!
//! | byte          | meaning                                   |
//! |---------------|-------------------------------------------|
//! | `0x00`        | unknown (only while solving)              |
//! | `0x01..=0x7f` | `Win(n)`, `n = byte - 1` (0..=126)        |
//! | `0x80..=0xfe` | `Loss(n)`, `n = byte - 0x80` (0..=126)    |
//! | `0xff`        | draw                                      |
//!
//! `Win(0)` exists only under `reveal = loses` (the side to move shows a line the last move
//! revealed); `Loss(0)` is a position lost on the spot (the opponent shows a line, or no move).

use core::fmt;

/// The exact value of a position for the side to move, with the distance to the end in plies
/// (the winner wins as fast as possible, the loser holds out as long as possible).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies.
    Win(u8),
    /// The side to move loses in this many plies.
    Loss(u8),
    /// Neither side can force a result.
    Draw,
}

/// The byte of a position not decided yet.
pub const UNKNOWN: u8 = 0;
/// The byte of a draw.
pub const DRAW: u8 = 0xff;
/// The longest distance the encoding holds.
pub const MAX_PLIES: u8 = 126;

impl Value {
    /// The byte for this value.
    ///
    /// # Panics
    /// If the distance exceeds [`MAX_PLIES`] (no game here comes near it).
    #[must_use]
    pub fn to_byte(self) -> u8 {
        match self {
            Value::Win(n) => {
                assert!(n <= MAX_PLIES, "distance {n} too long to encode");
                n + 1
            }
            Value::Loss(n) => {
                assert!(n <= MAX_PLIES, "distance {n} too long to encode");
                0x80 + n
            }
            Value::Draw => DRAW,
        }
    }

    /// The value of a byte; `None` for [`UNKNOWN`].
    #[must_use]
    pub fn from_byte(b: u8) -> Option<Value> {
        match b {
            UNKNOWN => None,
            DRAW => Some(Value::Draw),
            0x01..=0x7f => Some(Value::Win(b - 1)),
            _ => Some(Value::Loss(b - 0x80)),
        }
    }

    /// The value of the parent of a child with this value, through the move that reaches it
    /// (one ply longer, seen from the other side). Used for move tables.
    #[must_use]
    pub fn for_parent(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n + 1),
            Value::Loss(n) => Value::Win(n + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// `"win"`, `"loss"` or `"draw"`.
    #[must_use]
    pub fn outcome(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Loss(_) => "loss",
            Value::Draw => "draw",
        }
    }

    /// The distance in plies, `None` for a draw.
    #[must_use]
    pub fn plies(self) -> Option<u8> {
        match self {
            Value::Win(n) | Value::Loss(n) => Some(n),
            Value::Draw => None,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win {n}"),
            Value::Loss(n) => write!(f, "loss {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_round_trips() {
        for b in 1..=255u8 {
            assert_eq!(Value::from_byte(b).unwrap().to_byte(), b);
        }
        assert_eq!(Value::from_byte(0), None);
    }
}
