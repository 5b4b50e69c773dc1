//! Squares of the 8×8 board, sets of squares, and the king and knight neighbour tables.

use core::fmt;
use core::str::FromStr;

/// A square, numbered 0..64 from `a1` (0) along the rank to `h1` (7), then `a2` (8) … `h8` (63).
///
/// ```text
///   8 | 56 57 58 59 60 61 62 63
///   …
///   1 |  0  1  2  3  4  5  6  7
///        a  b  c  d  e  f  g  h
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with index `index` (0..64).
    ///
    /// # Panics
    /// If `index > 63`.
    #[must_use]
    pub const fn new(index: u8) -> Square {
        assert!(index < 64, "square index out of range");
        Square(index)
    }

    /// The square with index `index`, or `None` if `index > 63`.
    #[must_use]
    pub const fn try_new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at file 0..8 (`a`..`h`) and rank 1..=8, or `None` off the board.
    #[must_use]
    pub const fn from_file_rank(file: i8, rank: i8) -> Option<Square> {
        if file >= 0 && file < 8 && rank >= 1 && rank <= 8 {
            Some(Square((rank as u8 - 1) * 8 + file as u8))
        } else {
            None
        }
    }

    /// The index 0..64.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file 0..8 (`a`..`h`).
    #[must_use]
    pub const fn file(self) -> i8 {
        (self.0 % 8) as i8
    }

    /// The rank 1..=8 as written.
    #[must_use]
    pub const fn rank(self) -> i8 {
        (self.0 / 8) as i8 + 1
    }

    /// The square `(df, dr)` files and ranks away, or `None` off the board.
    #[must_use]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        Square::from_file_rank(self.file() + df, self.rank() + dr)
    }

    /// True for the four corners `a1`, `h1`, `a8`, `h8`.
    #[must_use]
    pub const fn is_corner(self) -> bool {
        (self.file() == 0 || self.file() == 7) && (self.rank() == 1 || self.rank() == 8)
    }

    /// True if `other` is one king step away (orthogonally or diagonally adjacent).
    #[must_use]
    pub const fn is_neighbour(self, other: Square) -> bool {
        let df = self.file() - other.file();
        let dr = self.rank() - other.rank();
        self.0 != other.0 && df >= -1 && df <= 1 && dr >= -1 && dr <= 1
    }

    /// True if `other` is one knight hop away.
    #[must_use]
    pub const fn is_knight_hop(self, other: Square) -> bool {
        let df = (self.file() - other.file()).abs();
        let dr = (self.rank() - other.rank()).abs();
        (df == 1 && dr == 2) || (df == 2 && dr == 1)
    }

    /// The (up to 8) squares one king step away.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        NEIGHBOURS[self.index()].into_iter().flatten()
    }

    /// The (up to 8) squares one knight hop away.
    pub fn knight_hops(self) -> impl Iterator<Item = Square> {
        KNIGHT_HOPS[self.index()].into_iter().flatten()
    }

    /// Every square, `a1` first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

/// The eight king steps `(file, rank)`.
pub(crate) const KING_STEPS: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The eight knight hops `(file, rank)`, the order [`Square::knight_hops`] follows.
pub const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

const fn table(steps: [(i8, i8); 8]) -> [[Option<Square>; 8]; 64] {
    let mut out = [[None; 8]; 64];
    let mut i = 0;
    while i < 64 {
        let mut k = 0;
        let mut n = 0;
        while k < 8 {
            if let Some(to) = Square(i as u8).offset(steps[k].0, steps[k].1) {
                out[i][n] = Some(to);
                n += 1;
            }
            k += 1;
        }
        i += 1;
    }
    out
}

/// For each square its king neighbours (in increasing square order), then `None`s.
pub(crate) const NEIGHBOURS: [[Option<Square>; 8]; 64] = table(KING_STEPS);
/// For each square its knight hops, then `None`s.
pub(crate) const KNIGHT_HOPS: [[Option<Square>; 8]; 64] = table(KNIGHT_STEPS);

/// A square name that is not one of `a1`..`h8`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareParseError;

impl fmt::Display for SquareParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square is a file a-h followed by a rank 1-8, like d4")
    }
}

impl core::error::Error for SquareParseError {}

impl FromStr for Square {
    type Err = SquareParseError;

    fn from_str(s: &str) -> Result<Square, SquareParseError> {
        match s.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
                Square::from_file_rank((f - b'a') as i8, (r - b'0') as i8).ok_or(SquareParseError)
            }
            _ => Err(SquareParseError),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file() as u8) as char, self.rank())
    }
}

/// A set of squares, one bit per square index (used for the Gobblers and the starved ones).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub u64);

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// The set holding only `sq`.
    #[must_use]
    pub const fn single(sq: Square) -> SquareSet {
        SquareSet(1 << sq.0)
    }

    /// True if `sq` is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.0 & 1 == 1
    }

    /// The set with `sq` added.
    #[must_use]
    pub const fn with(self, sq: Square) -> SquareSet {
        SquareSet(self.0 | 1 << sq.0)
    }

    /// The set with `sq` removed.
    #[must_use]
    pub const fn without(self, sq: Square) -> SquareSet {
        SquareSet(self.0 & !(1 << sq.0))
    }

    /// The squares of `self` not in `other`.
    #[must_use]
    pub const fn minus(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 & !other.0)
    }

    /// The number of squares.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True if the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares in increasing index order.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut bits = self.0;
        core::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let sq = Square(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                Some(sq)
            }
        })
    }
}

impl fmt::Display for SquareSet {
    /// The squares separated by spaces, or `none`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (i, sq) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}
