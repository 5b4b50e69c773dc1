//! Moves and fixed-capacity move lists.

use core::fmt;
use core::ops::Deref;
use core::str::FromStr;

use crate::{Size, Square};

/// A move: a placement from the reserve or a step of a visible piece to another square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Put a piece of `size` from the reserve on `to` (`L@b2`).
    Place {
        /// The size taken from the reserve.
        size: Size,
        /// The landing square.
        to: Square,
    },
    /// Move the top piece of `from` to `to` (`b2-c3`).
    Step {
        /// The square the piece is lifted from.
        from: Square,
        /// The landing square, never `from`.
        to: Square,
    },
}

impl Move {
    /// The landing square.
    #[must_use]
    pub const fn to(self) -> Square {
        match self {
            Move::Place { to, .. } | Move::Step { to, .. } => to,
        }
    }

    /// The origin square of a step; `None` for a placement.
    #[must_use]
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Place { .. } => None,
            Move::Step { from, .. } => Some(from),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place { size, to } => write!(f, "{size}@{to}"),
            Move::Step { from, to } => write!(f, "{from}-{to}"),
        }
    }
}

/// A move string that is neither `L@b2` nor `b2-c3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveParseError {
    /// The placement's size is not `S`, `M` or `L` (upper case).
    Size,
    /// A square is not `a1`..`c3`.
    Square,
    /// A step whose two squares are the same.
    SameSquare,
    /// Neither a placement nor a step.
    Shape,
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveParseError::Size => {
                "a placement starts with the size S, M or L in upper case, like L@b2"
            }
            MoveParseError::Square => "a square is a file a-c followed by a rank 1-3, like b2",
            MoveParseError::SameSquare => "a piece must move to another square",
            MoveParseError::Shape => "a move is a placement like L@b2 or a step like b2-c3",
        })
    }
}

impl core::error::Error for MoveParseError {}

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(s: &str) -> Result<Move, MoveParseError> {
        if let Some((size, to)) = s.split_once('@') {
            let mut chars = size.chars();
            let size = match (chars.next(), chars.next()) {
                (Some(c), None) => Size::from_letter(c).ok_or(MoveParseError::Size)?,
                _ => return Err(MoveParseError::Size),
            };
            let to = to.parse().map_err(|_| MoveParseError::Square)?;
            Ok(Move::Place { size, to })
        } else if let Some((from, to)) = s.split_once('-') {
            let from: Square = from.parse().map_err(|_| MoveParseError::Square)?;
            let to: Square = to.parse().map_err(|_| MoveParseError::Square)?;
            if from == to {
                return Err(MoveParseError::SameSquare);
            }
            Ok(Move::Step { from, to })
        } else {
            Err(MoveParseError::Shape)
        }
    }
}

/// The most legal moves a position can have: 27 placements (3 sizes × 9 squares) plus 6 visible
/// pieces × 8 other squares, rounded up.
pub const MAX_MOVES: usize = 80;

/// A fixed-capacity list of moves: generating moves never allocates.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::Place {
                size: Size::Small,
                to: Square::new(0),
            }; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move.
    ///
    /// # Panics
    /// If the list already holds [`MAX_MOVES`] moves (no position has that many).
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
