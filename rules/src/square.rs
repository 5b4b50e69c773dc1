//! Squares of the 3×3 board.

use core::fmt;
use core::str::FromStr;

/// A square, numbered 0..9 in reading order from the top-left (`a3` = 0, `c1` = 8), as in the
/// public key.
///
/// ```text
///   3 | 0 1 2        a3 b3 c3
///   2 | 3 4 5   ==   a2 b2 c2
///   1 | 6 7 8        a1 b1 c1
///       a b c
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// All nine squares in key order.
    pub const ALL: [Square; 9] = [
        Square(0),
        Square(1),
        Square(2),
        Square(3),
        Square(4),
        Square(5),
        Square(6),
        Square(7),
        Square(8),
    ];

    /// The square with key index `index`.
    ///
    /// # Panics
    /// If `index > 8`.
    #[must_use]
    pub const fn new(index: u8) -> Square {
        assert!(index < 9, "square index out of range");
        Square(index)
    }

    /// The square with key index `index`, or `None` if `index > 8`.
    #[must_use]
    pub const fn try_new(index: u8) -> Option<Square> {
        if index < 9 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The key index 0..9.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file 0..3 (`a`..`c`).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 3
    }

    /// The rank 1..=3 as written (`1` is the bottom row).
    #[must_use]
    pub const fn rank(self) -> u8 {
        3 - self.0 / 3
    }

    /// The square at file 0..3 and rank 1..=3.
    #[must_use]
    pub const fn from_file_rank(file: u8, rank: u8) -> Option<Square> {
        if file < 3 && rank >= 1 && rank <= 3 {
            Some(Square((3 - rank) * 3 + file))
        } else {
            None
        }
    }
}

/// A square name that is not one of `a1`..`c3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareParseError;

impl fmt::Display for SquareParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square is a file a-c followed by a rank 1-3, like b2")
    }
}

impl core::error::Error for SquareParseError {}

impl FromStr for Square {
    type Err = SquareParseError;

    fn from_str(s: &str) -> Result<Square, SquareParseError> {
        match s.as_bytes() {
            [f @ b'a'..=b'c', r @ b'1'..=b'3'] => {
                Square::from_file_rank(f - b'a', r - b'0').ok_or(SquareParseError)
            }
            _ => Err(SquareParseError),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank())
    }
}
