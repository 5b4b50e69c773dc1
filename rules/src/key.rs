//! The public position key and the canonical key.

use core::fmt;

use crate::{Player, Position, Size, Symmetry};

/// The public key of a position: 9 squares × 6 bits (the owners of the small, medium and large
/// piece on the square, 2 bits each: 0 none, 1 P1, 2 P2; square `i` at bits `6i..6i+6`, small in
/// the low 2 bits) plus the side to move at bit 54 (0 = P1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key(pub u64);

/// The least [`Key`] over the eight symmetries of a position: equal for every image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CanonKey(pub u64);

/// The bit of the side to move in a key.
pub const SIDE_BIT: u64 = 1 << 54;

/// Bit `6i` set for each bit `i` of the 9-bit mask `m`.
const fn spread(m: u16) -> u64 {
    let mut t = 0u64;
    let mut i = 0;
    while i < 9 {
        if m & (1 << i) != 0 {
            t |= 1 << (6 * i);
        }
        i += 1;
    }
    t
}

/// [`spread`] of every 9-bit mask (4 KiB). In wasm it is filled when first used instead of
/// shipped, like `symmetry::MASK_MAP`.
#[cfg(not(target_arch = "wasm32"))]
static SPREAD: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        t[m] = spread(m as u16);
        m += 1;
    }
    t
};

/// [`spread`] of a 9-bit mask: a table lookup.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn spread_of(m: u16) -> u64 {
    SPREAD[usize::from(m & 0x1ff)]
}

/// [`spread`] of a 9-bit mask: a lookup in the table the first call fills.
#[cfg(target_arch = "wasm32")]
fn spread_of(m: u16) -> u64 {
    use core::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    static TABLE: [AtomicU64; 512] = [const { AtomicU64::new(0) }; 512];
    static READY: AtomicBool = AtomicBool::new(false);
    if !READY.load(Ordering::Acquire) {
        for (m, entry) in (0u16..).zip(&TABLE) {
            entry.store(spread(m), Ordering::Relaxed);
        }
        READY.store(true, Ordering::Release);
    }
    TABLE[usize::from(m & 0x1ff)].load(Ordering::Relaxed)
}

fn key_of_masks(masks: &[[u16; 3]; 2], side: Player) -> u64 {
    let mut key = (side as u64) << 54;
    for (s, (&p1, &p2)) in masks[0].iter().zip(&masks[1]).enumerate() {
        key |= spread_of(p1) << (2 * s);
        key |= spread_of(p2) << (2 * s + 1);
    }
    key
}

/// A `u64` that is not the key of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyError {
    /// Bits above bit 54 are set.
    HighBits,
    /// A 2-bit owner field holds 3.
    Owner {
        /// The square index 0..9.
        square: u8,
    },
    /// A player has more than two pieces of a size.
    TooMany,
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyError::HighBits => f.write_str("key has bits set above bit 54"),
            KeyError::Owner { square } => write!(f, "key has owner 3 on square {square}"),
            KeyError::TooMany => f.write_str("key has more than two pieces of a size for a player"),
        }
    }
}

impl core::error::Error for KeyError {}

impl Position {
    /// The public key of this position.
    #[must_use]
    pub fn key(&self) -> Key {
        Key(key_of_masks(&self.masks(), self.side_to_move()))
    }

    /// The canonical key: the least key over the eight symmetries.
    #[must_use]
    pub fn canonical_key(&self) -> CanonKey {
        CanonKey(self.canonical_key_and_symmetry().0 .0)
    }

    /// The canonical key and a symmetry that maps this position to the canonical one.
    #[must_use]
    pub fn canonical_key_and_symmetry(&self) -> (CanonKey, Symmetry) {
        let masks = self.masks();
        let side = self.side_to_move();
        let mut best = (key_of_masks(&masks, side), Symmetry::IDENTITY);
        for sym in &Symmetry::ALL[1..] {
            let k = key_of_masks(&sym.masks(&masks), side);
            if k < best.0 {
                best = (k, *sym);
            }
        }
        (CanonKey(best.0), best.1)
    }

    /// The canonical position: the image whose key is the canonical key.
    #[must_use]
    pub fn canonical(&self) -> Position {
        let (_, sym) = self.canonical_key_and_symmetry();
        sym.position(self)
    }

    /// The position with this key.
    pub fn from_key(key: Key) -> Result<Position, KeyError> {
        let k = key.0;
        if k >> 55 != 0 {
            return Err(KeyError::HighBits);
        }
        let mut masks = [[crate::Bitboard::EMPTY; 3]; 2];
        for sq in 0..9u8 {
            for size in Size::ALL {
                match (k >> (6 * u32::from(sq) + 2 * size.index() as u32)) & 3 {
                    0 => {}
                    3 => return Err(KeyError::Owner { square: sq }),
                    owner => masks[owner as usize - 1][size.index()].0 |= 1 << sq,
                }
            }
        }
        let side = if k & SIDE_BIT != 0 {
            Player::P2
        } else {
            Player::P1
        };
        Position::from_masks(masks, side).map_err(|_| KeyError::TooMany)
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#016x}", self.0)
    }
}

impl fmt::Display for CanonKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#016x}", self.0)
    }
}
