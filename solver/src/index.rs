//! The dense index: every position, seen from the side to move, as a number below `combos³`.
//!
//! For one size, the squares holding the side to move's pieces of that size and those holding the
//! opponent's (disjoint, at most `pieces` each) form a *combo*; with two pieces per size there are
//! 1,423 combos (91 with one). A position is then three combos (small, medium, large):
//!
//! ```text
//! DenseIndex = (large * combos + medium) * combos + small        (< 1423³ ≈ 2.88e9 < 2³²)
//! ```
//!
//! Positions are *mover-relative*: the side to move is always "mine". The rules treat both colours
//! alike, so a position has the same value whichever colour is to move, and the two colours share
//! one slot (the table records separately whether each colour-to-move version is reachable).
//!
//! The canonical index of a position is the least index over the eight board symmetries. Every
//! combo's image under every symmetry is one table lookup, and for each combo the symmetries that
//! make it least are precomputed, so canonicalising costs a few lookups in tables that fit in L1/L2.

use gobblet_rules::{Bitboard, Move, Player, Position, Symmetry};

/// A mover-relative position number (see the module docs). Not necessarily canonical.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DenseIndex(pub u64);

const NONE: u16 = u16::MAX;

/// The combo tables for one piece count.
pub struct Indexer {
    combos: u32,
    /// `mine | theirs << 9` → combo, or `NONE`.
    of_masks: Vec<u16>,
    /// combo → (mine, theirs).
    masks: Vec<(u16, u16)>,
    /// combo × symmetry → combo, as `sym[combo * 8 + k]`.
    sym: Vec<u16>,
    /// combo → the least image over the symmetries.
    least: Vec<u16>,
    /// combo → bit set of the symmetries that give the least image.
    least_syms: Vec<u8>,
}

impl Indexer {
    /// Builds the tables for `pieces` (1 or 2) pieces of each size per player.
    #[must_use]
    pub fn new(pieces: u8) -> Indexer {
        let max = u32::from(pieces);
        let mut of_masks = vec![NONE; 1 << 18];
        let mut masks = Vec::new();
        for mine in 0u16..512 {
            if mine.count_ones() > max {
                continue;
            }
            for theirs in 0u16..512 {
                if theirs.count_ones() > max || mine & theirs != 0 {
                    continue;
                }
                of_masks[usize::from(mine) | usize::from(theirs) << 9] = masks.len() as u16;
                masks.push((mine, theirs));
            }
        }
        let combos = masks.len() as u32;
        let mut sym = vec![0u16; masks.len() * 8];
        let mut least = vec![0u16; masks.len()];
        let mut least_syms = vec![0u8; masks.len()];
        for (c, &(mine, theirs)) in masks.iter().enumerate() {
            for s in Symmetry::ALL {
                let m = s.bitboard(Bitboard(mine)).0;
                let t = s.bitboard(Bitboard(theirs)).0;
                sym[c * 8 + s.index()] = of_masks[usize::from(m) | usize::from(t) << 9];
            }
            let images = &sym[c * 8..c * 8 + 8];
            let min = *images.iter().min().expect("eight images");
            least[c] = min;
            least_syms[c] = images
                .iter()
                .enumerate()
                .filter(|(_, &x)| x == min)
                .fold(0u8, |acc, (k, _)| acc | 1 << k);
        }
        Indexer {
            combos,
            of_masks,
            masks,
            sym,
            least,
            least_syms,
        }
    }

    /// The number of combos per size (1,423 with two pieces per size, 91 with one).
    #[must_use]
    pub fn combos(&self) -> u32 {
        self.combos
    }

    /// The size of the index space: `combos³`.
    #[must_use]
    pub fn len(&self) -> u64 {
        u64::from(self.combos).pow(3)
    }

    /// Always false: there is at least the empty board.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The combo of the masks `mine` and `theirs` of one size (they must be a combo's).
    #[inline]
    pub(crate) fn combo(&self, mine: u16, theirs: u16) -> u32 {
        u32::from(self.of_masks[usize::from(mine) | usize::from(theirs) << 9])
    }

    /// The masks (mine, theirs) of `combo`.
    #[inline]
    pub(crate) fn masks_of(&self, combo: u32) -> (u16, u16) {
        self.masks[combo as usize]
    }

    /// The combos (small, medium, large) of `index`, which must be below [`Indexer::len`].
    ///
    /// In 32-bit arithmetic (`len < 2³²`): a 64-bit division by the combo count would cost
    /// several times more, and this runs once per position in every pass.
    #[inline]
    #[must_use]
    pub fn split(&self, index: DenseIndex) -> [u32; 3] {
        let i = index.0 as u32;
        let n = self.combos;
        let rest = i / n;
        [i % n, rest % n, rest / n]
    }

    /// `pos`'s three combos (small, medium, large) seen from the opponent: what every child
    /// shares, except for the size that moves.
    #[inline]
    #[must_use]
    pub fn swapped_combos(&self, pos: &Position) -> [u32; 3] {
        let masks = pos.masks();
        let (me, them) = match pos.side_to_move() {
            Player::P1 => (&masks[0], &masks[1]),
            Player::P2 => (&masks[1], &masks[0]),
        };
        [0, 1, 2].map(|s| self.combo(them[s], me[s]))
    }

    /// The canonical index of the position `pos` reaches by `mv` (seen from the opponent, who
    /// moves next); `swapped` must be [`Indexer::swapped_combos`] of `pos`.
    ///
    /// Only the size that moves needs a fresh combo; the other two are exchanged ones. This is
    /// the solver's hottest function.
    #[inline]
    #[must_use]
    pub fn child(&self, pos: &Position, swapped: &[u32; 3], mv: Move) -> DenseIndex {
        let masks = pos.masks();
        let (me, them) = match pos.side_to_move() {
            Player::P1 => (&masks[0], &masks[1]),
            Player::P2 => (&masks[1], &masks[0]),
        };
        let (size, mine) = match mv {
            Move::Place { size, to } => (size.index(), me[size.index()] | 1 << to.index()),
            Move::Step { from, to } => {
                let b = 1 << from.index();
                let size = if (me[2] | them[2]) & b != 0 {
                    2
                } else if (me[1] | them[1]) & b != 0 {
                    1
                } else {
                    0
                };
                (size, (me[size] & !b) | 1 << to.index())
            }
        };
        let mut c = *swapped;
        c[size] = self.combo(them[size], mine);
        self.canonical_of_combos(c[0], c[1], c[2])
    }

    /// The canonical index of `pos`, seen from its side to move.
    #[inline]
    #[must_use]
    pub fn canonical(&self, pos: &Position) -> DenseIndex {
        let masks = pos.masks();
        let (me, them) = match pos.side_to_move() {
            Player::P1 => (&masks[0], &masks[1]),
            Player::P2 => (&masks[1], &masks[0]),
        };
        let s = self.combo(me[0], them[0]);
        let m = self.combo(me[1], them[1]);
        let l = self.combo(me[2], them[2]);
        self.canonical_of_combos(s, m, l)
    }

    /// The canonical index of the position with combos `small`, `medium`, `large`.
    #[inline]
    #[must_use]
    pub fn canonical_of_combos(&self, small: u32, medium: u32, large: u32) -> DenseIndex {
        let n = u64::from(self.combos);
        let l = u64::from(self.least[large as usize]);
        let syms = self.least_syms[large as usize];
        let (m, s) = if syms.is_power_of_two() {
            let k = syms.trailing_zeros() as usize;
            (
                self.sym[medium as usize * 8 + k],
                self.sym[small as usize * 8 + k],
            )
        } else {
            let mut best = (NONE, NONE);
            let mut bits = syms;
            while bits != 0 {
                let k = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let cand = (
                    self.sym[medium as usize * 8 + k],
                    self.sym[small as usize * 8 + k],
                );
                if cand < best {
                    best = cand;
                }
            }
            best
        };
        DenseIndex((l * n + u64::from(m)) * n + u64::from(s))
    }

    /// The position at `index` with P1 to move (P1 = the side to move), or `None` if `index` is
    /// outside the index space.
    #[must_use]
    pub fn position(&self, index: DenseIndex) -> Option<Position> {
        let n = u64::from(self.combos);
        if index.0 >= self.len() {
            return None;
        }
        let s = (index.0 % n) as usize;
        let m = (index.0 / n % n) as usize;
        let l = (index.0 / n / n) as usize;
        let (ms, ts) = self.masks[s];
        let (mm, tm) = self.masks[m];
        let (ml, tl) = self.masks[l];
        let pieces = [
            [Bitboard(ms), Bitboard(mm), Bitboard(ml)],
            [Bitboard(ts), Bitboard(tm), Bitboard(tl)],
        ];
        Position::from_masks(pieces, Player::P1).ok()
    }

    /// The position at `index` with `side` to move.
    #[must_use]
    pub fn position_for(&self, index: DenseIndex, side: Player) -> Option<Position> {
        let p = self.position(index)?;
        Some(match side {
            Player::P1 => p,
            Player::P2 => p.swap_colours(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobblet_rules::Variant;

    #[test]
    fn combo_counts_match_the_combinatorics() {
        // Disjoint (mine, theirs) with |mine|, |theirs| <= p: sum over a, b of C(9,a)·C(9-a,b).
        let c = |n: u64, k: u64| (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1));
        for p in 1..=2u64 {
            let expected: u64 = (0..=p)
                .flat_map(|a| (0..=p).map(move |b| (a, b)))
                .map(|(a, b)| c(9, a) * c(9 - a, b))
                .sum();
            assert_eq!(u64::from(Indexer::new(p as u8).combos()), expected);
        }
    }

    #[test]
    fn canonical_index_is_invariant_and_decodes_to_an_image() {
        let ix = Indexer::new(2);
        let v = Variant::STANDARD;
        let mut pos = Position::START;
        for step in 0..200u32 {
            let moves = pos.legal_moves(&v);
            if moves.is_empty() {
                pos = Position::START;
                continue;
            }
            pos = pos.play(moves[(step as usize * 7919) % moves.len()]);
            let canon = ix.canonical(&pos);
            for s in Symmetry::ALL {
                assert_eq!(ix.canonical(&s.position(&pos)), canon);
            }
            // The incremental child index equals the index of the child.
            let swapped = ix.swapped_combos(&pos);
            for &mv in pos.legal_moves(&v).iter() {
                assert_eq!(ix.child(&pos, &swapped, mv), ix.canonical(&pos.play(mv)));
            }
            // Colour swap keeps the mover-relative index.
            assert_eq!(ix.canonical(&pos.swap_colours()), canon);
            let back = ix.position_for(canon, pos.side_to_move()).unwrap();
            assert_eq!(back.canonical_key(), pos.canonical_key());
        }
    }
}
