//! Sets of squares as 9-bit masks.

use crate::Square;

/// A set of squares: bit `i` is square `i` in key order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u16);

/// The eight lines: three rows, three columns, two diagonals.
pub const LINES: [Bitboard; 8] = [
    Bitboard(0b000_000_111),
    Bitboard(0b000_111_000),
    Bitboard(0b111_000_000),
    Bitboard(0b001_001_001),
    Bitboard(0b010_010_010),
    Bitboard(0b100_100_100),
    Bitboard(0b100_010_001),
    Bitboard(0b001_010_100),
];

/// The lines inside the 9-bit set `m`, as a bit set over indices of [`LINES`].
const fn lines_in(m: u16) -> u8 {
    let mut lines = 0u8;
    let mut i = 0;
    while i < 8 {
        if m & LINES[i].0 == LINES[i].0 {
            lines |= 1 << i;
        }
        i += 1;
    }
    lines
}

/// For every 9-bit set, the lines inside it (512 bytes: the hottest table of the solver). Not in
/// the web app's wasm, like `symmetry::MASK_MAP`: there [`lines_in`] computes them.
#[cfg(not(target_arch = "wasm32"))]
static LINES_IN: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = lines_in(m as u16);
        m += 1;
    }
    table
};

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All nine squares.
    pub const FULL: Bitboard = Bitboard(0x1ff);

    /// The set holding just `sq`.
    #[must_use]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// Whether `sq` is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Set union.
    #[must_use]
    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    /// Set intersection.
    #[must_use]
    pub const fn intersect(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }

    /// The squares of `self` not in `other`.
    #[must_use]
    pub const fn without(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }

    /// The lines fully inside this set, as a bit set over indices of [`LINES`].
    #[must_use]
    pub const fn lines(self) -> u8 {
        #[cfg(not(target_arch = "wasm32"))]
        return LINES_IN[(self.0 & 0x1ff) as usize];
        #[cfg(target_arch = "wasm32")]
        return lines_in(self.0 & 0x1ff);
    }

    /// Iterates the squares in key order.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut bits = self.0;
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Square::new(i))
        })
    }
}
