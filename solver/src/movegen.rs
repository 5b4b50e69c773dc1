//! Move generation on the dense index's masks, without building [`Position`]s.
//!
//! The solver visits every child of every reached position several times (about 13 G children in
//! the enumeration alone). Going through [`Position::legal_moves`] costs a decoded `Position`, a
//! [`gobblet_rules::MoveList`] and, per move, re-deriving the size that moves. Here a position is
//! its six masks seen from the side to move ([`Board`]), and a move is handed to the caller as the
//! size that moves and that size's new mask for the side to move: all a child's index needs,
//! since a move changes one size only. The moves are exactly those of
//! [`Position::legal_moves`], in the same order (checked by the tests below).
//!
//! [`Position`]: gobblet_rules::Position
//! [`Position::legal_moves`]: gobblet_rules::Position::legal_moves

use gobblet_rules::{Bitboard, Cover, Reveal, Variant, LINES};

use crate::index::{DenseIndex, Indexer};

/// A position seen from the side to move: its pieces (`mine`) and the opponent's (`theirs`),
/// one 9-bit mask per size (small, medium, large).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The side to move's pieces per size.
    pub mine: [u16; 3],
    /// The opponent's pieces per size.
    pub theirs: [u16; 3],
}

impl Board {
    /// The board of the position at `index` (below [`Indexer::len`]).
    #[inline]
    #[must_use]
    pub fn decode(indexer: &Indexer, index: DenseIndex) -> Board {
        let [s, m, l] = indexer.split(index);
        let (masks_s, masks_m, masks_l) = (
            indexer.masks_of(s),
            indexer.masks_of(m),
            indexer.masks_of(l),
        );
        Board {
            mine: [masks_s.0, masks_m.0, masks_l.0],
            theirs: [masks_s.1, masks_m.1, masks_l.1],
        }
    }

    /// The squares holding a piece of `size` of either side.
    #[inline]
    fn occupied(&self, size: usize) -> u16 {
        self.mine[size] | self.theirs[size]
    }

    /// The squares whose top piece is in `side` (`mine` or `theirs` of this board).
    #[inline]
    fn tops(&self, side: &[u16; 3]) -> u16 {
        let large = self.occupied(2);
        let medium_or_large = large | self.occupied(1);
        side[2] | (side[1] & !large) | (side[0] & !medium_or_large)
    }

    /// The lines the side to move shows, as a bit set over indices of [`LINES`].
    #[inline]
    #[must_use]
    pub fn my_lines(&self) -> u8 {
        Bitboard(self.tops(&self.mine)).lines()
    }

    /// The lines the opponent shows.
    #[inline]
    #[must_use]
    pub fn their_lines(&self) -> u8 {
        Bitboard(self.tops(&self.theirs)).lines()
    }

    /// Whether a line shows (the game is over).
    #[inline]
    #[must_use]
    pub fn shows_line(&self) -> bool {
        self.my_lines() != 0 || self.their_lines() != 0
    }

    /// Whether the game is decided by a line, for the side to move: `Some(true)` if it has won
    /// (with `reveal = loses`, when the opponent's last move revealed its line), `Some(false)` if
    /// it has lost, `None` if no line shows. As [`gobblet_rules::Position::line_winner`]: with
    /// `must-cover` the player who just moved wins when it shows a line, with `loses` the side
    /// to move wins when it does.
    #[inline]
    #[must_use]
    pub fn line_result(&self, variant: &Variant) -> Option<bool> {
        let (mine, theirs) = (self.my_lines() != 0, self.their_lines() != 0);
        match variant.reveal {
            Reveal::MustCover if theirs => Some(false),
            Reveal::Loses if mine => Some(true),
            _ if mine => Some(true),
            _ if theirs => Some(false),
            _ => None,
        }
    }

    /// Whether lifting one of the side to move's top pieces would reveal an opponent line
    /// ([`gobblet_rules::Position::pinned`] is not empty).
    #[inline]
    #[must_use]
    pub fn has_pinned(&self) -> bool {
        let mut from = self.tops(&self.mine);
        while from != 0 {
            let b = from & from.wrapping_neg();
            from &= from - 1;
            let mut lifted = *self;
            lifted.mine[self.top_size(b)] &= !b;
            if lifted.their_lines() != 0 {
                return true;
            }
        }
        false
    }

    /// The size of the top piece on the square `b` (a one-bit mask), which must hold one.
    #[inline]
    fn top_size(&self, b: u16) -> usize {
        if self.occupied(2) & b != 0 {
            2
        } else if self.occupied(1) & b != 0 {
            1
        } else {
            0
        }
    }

    /// The pieces on the board, both sides, buried ones included.
    #[inline]
    #[must_use]
    pub fn pieces_on_board(&self) -> u32 {
        self.mine
            .iter()
            .chain(&self.theirs)
            .map(|m| m.count_ones())
            .sum()
    }

    /// The squares where a piece of `size` may land (before excluding an origin square).
    #[inline]
    fn landing_squares(&self, cover: Cover, size: usize) -> u16 {
        let blocked = match cover {
            Cover::Off => self.occupied(0) | self.occupied(1) | self.occupied(2),
            Cover::On => (size..3).fold(0, |b, s| b | self.occupied(s)),
        };
        !blocked & 0x1ff
    }

    /// Whether the side to move has a legal move (false once a line shows); usually decided by
    /// the placements alone.
    #[inline]
    #[must_use]
    pub fn has_move(&self, variant: &Variant) -> bool {
        if self.shows_line() {
            return false;
        }
        let pieces = u32::from(variant.pieces());
        let placeable = (0..3).any(|size| {
            self.mine[size].count_ones() < pieces && self.landing_squares(variant.cover, size) != 0
        });
        placeable || !self.moves_while(variant, |_, _| false)
    }

    /// Calls `f(size, mask)` for every legal move of the side to move, in the order of
    /// [`gobblet_rules::Position::legal_moves`]: `size` is the size that moves and `mask` the
    /// side to move's new mask of that size. No move once a line shows.
    #[inline]
    pub fn for_each_move(&self, variant: &Variant, mut f: impl FnMut(usize, u16)) {
        self.moves_while(variant, |size, mask| {
            f(size, mask);
            true
        });
    }

    /// [`Board::for_each_move`] until `f` returns false; returns whether every move was seen.
    #[inline]
    pub fn moves_while(&self, variant: &Variant, mut f: impl FnMut(usize, u16) -> bool) -> bool {
        if self.shows_line() {
            return true;
        }
        let pieces = u32::from(variant.pieces());
        for size in 0..3 {
            if self.mine[size].count_ones() < pieces {
                let mut to = self.landing_squares(variant.cover, size);
                while to != 0 {
                    if !f(size, self.mine[size] | to & to.wrapping_neg()) {
                        return false;
                    }
                    to &= to - 1;
                }
            }
        }
        let mut from = self.tops(&self.mine);
        while from != 0 {
            let b = from & from.wrapping_neg();
            from &= from - 1;
            let size = self.top_size(b);
            let mut lifted = *self;
            lifted.mine[size] &= !b;
            let mut targets = lifted.landing_squares(variant.cover, size) & !b;
            if variant.reveal == Reveal::MustCover {
                let revealed = lifted.their_lines();
                if revealed != 0 {
                    targets = if revealed.is_power_of_two() {
                        targets & LINES[revealed.trailing_zeros() as usize].0
                    } else {
                        0
                    };
                }
            }
            while targets != 0 {
                if !f(size, lifted.mine[size] | targets & targets.wrapping_neg()) {
                    return false;
                }
                targets &= targets - 1;
            }
        }
        true
    }

    /// The board after the side to move gives its pieces of `size` the mask `mask`, seen from
    /// the opponent (who moves next).
    #[inline]
    #[must_use]
    pub fn child(&self, size: usize, mask: u16) -> Board {
        let mut mine = self.mine;
        mine[size] = mask;
        Board {
            mine: self.theirs,
            theirs: mine,
        }
    }
}

/// Child indices of boards: the combos every child shares, computed once per parent.
pub struct ChildIndexer<'a> {
    indexer: &'a Indexer,
    board: Board,
    swapped: [u32; 3],
}

impl<'a> ChildIndexer<'a> {
    /// Prepares the children of `board`.
    #[inline]
    #[must_use]
    pub fn new(indexer: &'a Indexer, board: &Board) -> ChildIndexer<'a> {
        let swapped = [0, 1, 2].map(|s| indexer.combo(board.theirs[s], board.mine[s]));
        ChildIndexer {
            indexer,
            board: *board,
            swapped,
        }
    }

    /// The canonical index of the child where the side to move's pieces of `size` have `mask`
    /// (the arguments of [`Board::for_each_move`]'s callback).
    #[inline]
    #[must_use]
    pub fn index(&self, size: usize, mask: u16) -> DenseIndex {
        let mut c = self.swapped;
        c[size] = self.indexer.combo(self.board.theirs[size], mask);
        self.indexer.canonical_of_combos(c[0], c[1], c[2])
    }
}

/// Writes the canonical indices of the children of the position at `index` into `out`, in
/// move order, and returns how many there are.
#[inline]
pub fn child_indices(
    indexer: &Indexer,
    variant: &Variant,
    index: DenseIndex,
    out: &mut [u64; gobblet_rules::MAX_MOVES],
) -> usize {
    let board = Board::decode(indexer, index);
    let children = ChildIndexer::new(indexer, &board);
    let mut n = 0;
    board.for_each_move(variant, |size, mask| {
        out[n] = children.index(size, mask).0;
        n += 1;
    });
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobblet_rules::{Position, Reveal, MAX_MOVES};

    fn variants() -> Vec<Variant> {
        let mut v = Vec::new();
        for reveal in [Reveal::MustCover, Reveal::Loses] {
            for cover in [Cover::On, Cover::Off] {
                for pieces in [1, 2] {
                    v.push(Variant::new(reveal, cover, pieces).unwrap());
                }
            }
        }
        v
    }

    /// The board of `pos` seen from its side to move.
    fn board_of(pos: &Position) -> Board {
        let masks = pos.masks();
        let me = pos.side_to_move().index();
        Board {
            mine: masks[me],
            theirs: masks[1 - me],
        }
    }

    /// Random games (terminal positions included), checking every position met: the moves,
    /// the children's indices and the lines agree with the rules crate's.
    #[test]
    fn moves_and_children_equal_the_rules_crates() {
        for variant in variants() {
            let ix = Indexer::new(variant.pieces());
            let mut pos = Position::START;
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            let mut checked_moves = 0;
            for _ in 0..20_000 {
                let index = ix.canonical(&pos);
                let canon = ix.position(index).unwrap();
                let board = Board::decode(&ix, index);
                assert_eq!(board.shows_line(), canon.line_winner(&variant).is_some());
                assert_eq!(board.pieces_on_board(), canon.pieces_on_board());
                assert_eq!(board.has_move(&variant), canon.has_legal_move(&variant));
                assert_eq!(board.has_pinned(), !canon.pinned().is_empty());
                let me = canon.side_to_move();
                let result = canon.line_winner(&variant).map(|(w, _)| w == me);
                assert_eq!(board.line_result(&variant), result);
                let swapped = ix.swapped_combos(&canon);
                let expected: Vec<u64> = canon
                    .legal_moves(&variant)
                    .iter()
                    .map(|&mv| ix.child(&canon, &swapped, mv).0)
                    .collect();
                let mut out = [0u64; MAX_MOVES];
                let n = child_indices(&ix, &variant, index, &mut out);
                assert_eq!(&out[..n], &expected[..], "{variant} {canon}");
                let mut boards = Vec::new();
                board.for_each_move(&variant, |size, mask| boards.push(board.child(size, mask)));
                for (mv, child) in canon.legal_moves(&variant).iter().zip(&boards) {
                    let played = canon.play(*mv);
                    assert_eq!(child, &board_of(&played));
                    let result = played
                        .line_winner(&variant)
                        .map(|(w, _)| w == played.side_to_move());
                    assert_eq!(child.line_result(&variant), result);
                }
                checked_moves += n;
                let moves = pos.legal_moves(&variant);
                if moves.is_empty() {
                    pos = Position::START;
                    continue;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                pos = pos.play(moves[(seed >> 33) as usize % moves.len()]);
            }
            assert!(checked_moves > 100_000, "{variant}: {checked_moves} moves");
        }
    }
}
