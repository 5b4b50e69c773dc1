//! The eight symmetries of the square board.

use crate::{Bitboard, Position, Square};

/// One of the eight symmetries of the square: four rotations and four reflections.
///
/// They map a position to one of equal value; the canonical key is the least key over all eight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry(u8);

/// Where each square goes, per symmetry, computed from (row, column) with row 0 at the top.
const SQUARE_MAP: [[u8; 9]; 8] = {
    let mut map = [[0u8; 9]; 8];
    let mut k = 0;
    while k < 8 {
        let mut i = 0;
        while i < 9 {
            let (r, c) = (i / 3, i % 3);
            let (r2, c2) = match k {
                0 => (r, c),         // identity
                1 => (c, 2 - r),     // rotate 90° clockwise
                2 => (2 - r, 2 - c), // rotate 180°
                3 => (2 - c, r),     // rotate 270° clockwise
                4 => (r, 2 - c),     // mirror files (a <-> c)
                5 => (2 - r, c),     // mirror ranks (1 <-> 3)
                6 => (c, r),         // reflect in the a3-c1 diagonal
                _ => (2 - c, 2 - r), // reflect in the a1-c3 diagonal
            };
            map[k][i] = (r2 * 3 + c2) as u8;
            i += 1;
        }
        k += 1;
    }
    map
};

/// The image of the 9-bit mask `m` under symmetry `k`, bit by bit.
const fn image(k: usize, m: u16) -> u16 {
    let mut out = 0u16;
    let mut i = 0;
    while i < 9 {
        if m & (1 << i) != 0 {
            out |= 1 << SQUARE_MAP[k][i];
        }
        i += 1;
    }
    out
}

/// Every 9-bit mask under every symmetry: 8 KiB, so canonicalisation is table lookups. In the
/// web app's wasm the table is filled when first used instead of shipped (8 KiB of the first
/// download, about 4 KiB gzip; see `filled`).
#[cfg(not(target_arch = "wasm32"))]
static MASK_MAP: [[u16; 512]; 8] = {
    let mut map = [[0u16; 512]; 8];
    let mut k = 0;
    while k < 8 {
        let mut m = 0;
        while m < 512 {
            map[k][m] = image(k, m as u16);
            m += 1;
        }
        k += 1;
    }
    map
};

/// The image of the 9-bit mask `m` under symmetry `k`: a table lookup.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn mask_image(k: usize, m: u16) -> u16 {
    MASK_MAP[k][usize::from(m & 0x1ff)]
}

#[cfg(target_arch = "wasm32")]
use filled::mask_image;

/// The wasm build's [`MASK_MAP`]: zeros in memory (no bytes in the module) until the first
/// lookup fills it from [`image`] (4,096 entries, once); computing each image at every lookup
/// made the explorer's recolour twice as slow (`cargo xtask bench web`).
#[cfg(target_arch = "wasm32")]
mod filled {
    use core::sync::atomic::{AtomicBool, AtomicU16, Ordering};

    static MAP: [[AtomicU16; 512]; 8] = [const { [const { AtomicU16::new(0) }; 512] }; 8];
    static READY: AtomicBool = AtomicBool::new(false);

    /// The image of the 9-bit mask `m` under symmetry `k`.
    pub(super) fn mask_image(k: usize, m: u16) -> u16 {
        if !READY.load(Ordering::Acquire) {
            for (k, row) in MAP.iter().enumerate() {
                for (m, entry) in (0u16..).zip(row) {
                    entry.store(super::image(k, m), Ordering::Relaxed);
                }
            }
            READY.store(true, Ordering::Release);
        }
        MAP[k][usize::from(m & 0x1ff)].load(Ordering::Relaxed)
    }
}

impl Symmetry {
    /// All eight symmetries; the first is the identity.
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    /// The identity.
    pub const IDENTITY: Symmetry = Symmetry(0);

    /// The index of this symmetry in [`Symmetry::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The image of a square.
    #[must_use]
    pub const fn square(self, sq: Square) -> Square {
        Square::new(SQUARE_MAP[self.0 as usize][sq.index()])
    }

    /// The image of a set of squares.
    #[must_use]
    pub fn bitboard(self, b: Bitboard) -> Bitboard {
        Bitboard(mask_image(self.index(), b.0))
    }

    /// The symmetry that undoes this one.
    #[must_use]
    pub fn inverse(self) -> Symmetry {
        // Rotations by 90° and 270° are each other's inverse; the rest are involutions.
        match self.0 {
            1 => Symmetry(3),
            3 => Symmetry(1),
            k => Symmetry(k),
        }
    }

    /// The image of a position (same side to move).
    #[must_use]
    pub fn position(self, pos: &Position) -> Position {
        let k = self.index();
        let masks = pos.masks().map(|p| p.map(|m| Bitboard(mask_image(k, m))));
        // Not `expect`, which would link the error's `Debug` (and core's Unicode tables for its
        // `char`) into the web app's wasm.
        match Position::from_masks(masks, pos.side_to_move()) {
            Ok(image) => image,
            Err(_) => panic!("a symmetry keeps every invariant of a position"),
        }
    }

    /// The image of a move.
    #[must_use]
    pub fn apply_move(self, mv: crate::Move) -> crate::Move {
        use crate::Move;
        match mv {
            Move::Place { size, to } => Move::Place {
                size,
                to: self.square(to),
            },
            Move::Step { from, to } => Move::Step {
                from: self.square(from),
                to: self.square(to),
            },
        }
    }

    pub(crate) fn masks(self, masks: &[[u16; 3]; 2]) -> [[u16; 3]; 2] {
        let k = self.index();
        masks.map(|p| p.map(|m| mask_image(k, m)))
    }
}
