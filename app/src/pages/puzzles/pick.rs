//! Playing on the board: the solver picks up a reserve piece or one of its own top pieces, then
//! clicks a square; a click that cannot do anything says why ([`Nudge`]). The same steps as on
//! the game pages, on the puzzle's own state.

use gobblet_rules::{Move, Size, Square, Variant};
use gobblet_tablebase::Lookup;

use super::Puzzles;

/// The piece the solver has picked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A piece of this size from the solver's reserve.
    Reserve(Size),
    /// The solver's top piece on this square.
    Board(Square),
}

/// Why a click on the board or a reserve piece did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nudge {
    /// A square clicked before a piece was picked up (empty, or the opponent's piece).
    PickFirst,
    /// The solver's piece on this square cannot move anywhere.
    Stuck(Square),
    /// The piece picked up cannot go to this square.
    NotThere(Square),
    /// No piece of this size is left in the reserve.
    NoneLeft(Size),
}

impl Puzzles {
    /// Drops the piece picked up (Escape).
    pub fn deselect(&mut self) {
        self.selected = None;
        self.nudge = None;
    }

    /// A click on the solver's reserve piece of `size`: picks it up, or puts it back.
    pub(super) fn click_reserve(&mut self, size: Size, variant: &Variant) {
        let Some(pos) = self.position().filter(|_| self.solvers_turn()) else {
            return;
        };
        if self.selected == Some(Pick::Reserve(size)) {
            self.selected = None;
        } else if pos.reserve(variant, pos.side_to_move(), size) == 0 {
            self.nudge = Some(Nudge::NoneLeft(size));
        } else {
            self.selected = Some(Pick::Reserve(size));
        }
    }

    /// A click on `sq`: the move it completes (to be judged), or a change of the piece picked
    /// up, or a nudge. `values` are the position's moves (every legal move).
    pub(super) fn click_square(
        &mut self,
        sq: Square,
        values: &[(Move, Lookup)],
        variant: &Variant,
    ) -> Option<Move> {
        let pos = self.position().filter(|_| self.solvers_turn())?;
        let me = pos.side_to_move();
        let legal = |mv: Move| values.iter().any(|(m, _)| *m == mv);
        let own = pos.top(sq).is_some_and(|(p, _)| p == me);
        let wanted = match self.selected {
            Some(Pick::Board(from)) if from == sq => {
                self.selected = None;
                return None;
            }
            Some(Pick::Reserve(size)) => Move::Place { size, to: sq },
            Some(Pick::Board(from)) => Move::Step { from, to: sq },
            None if own => {
                self.pick_up(sq, variant);
                return None;
            }
            None => {
                self.nudge = Some(Nudge::PickFirst);
                return None;
            }
        };
        if legal(wanted) {
            return Some(wanted);
        }
        if own {
            // Another of one's own pieces: pick that one up instead.
            self.pick_up(sq, variant);
        } else {
            self.nudge = Some(Nudge::NotThere(sq));
        }
        None
    }

    /// Picks up the solver's piece on `sq` if it has somewhere to go.
    fn pick_up(&mut self, sq: Square, variant: &Variant) {
        let Some(pos) = self.position() else { return };
        if pos
            .legal_moves(variant)
            .iter()
            .any(|m| m.from() == Some(sq))
        {
            self.selected = Some(Pick::Board(sq));
        } else {
            self.selected = None;
            self.nudge = Some(Nudge::Stuck(sq));
        }
    }
}
