//! Looking back over the game: the position after any number of turns shown on the board, turn
//! by turn, while the game itself stays as it is (a person's steps in the making are kept, and
//! the computer still answers underneath).

use gobbler_rules::{Position, Turn};

use super::{Cmd, Model, Msg};

/// Where to look: the buttons' steps (each the same message whatever is shown, so that a
/// button keeps its identity, and the keyboard focus, from one turn to the next) or one turn
/// of the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Review {
    /// The start of the game.
    First,
    /// One turn back.
    Back,
    /// One turn on (the game as it stands after the last).
    Next,
    /// The game as it stands.
    Now,
    /// The position after the first `n` turns (the game as it stands if `n` is all of them).
    After(usize),
}

impl Model {
    /// The page as it stood after the turns shown, while looking back over the game (`None`
    /// when the game as it stands is shown): the game cut back to those turns, without the
    /// picks, the steps being made, the computer's thinking or the notice (they are the
    /// present's). It keeps `review`, so that nothing can be picked on it, and the advice, whose
    /// hint shows only if it was asked on that board.
    #[must_use]
    pub fn reviewed(&self) -> Option<Model> {
        let n = self.review?;
        let mut past = self.clone();
        while past.game.turns().len() > n && past.game.undo() {}
        past.steps.clear();
        past.from = None;
        past.path.clear();
        past.thinking = None;
        past.notice = None;
        Some(past)
    }

    /// The position on the board: the game's, or the past one while looking back.
    #[must_use]
    pub fn shown_position(&self) -> Position {
        self.review
            .and_then(|n| self.game.boards().get(n).copied())
            .unwrap_or_else(|| self.position())
    }

    /// While looking back, the turn that was played from the board shown.
    #[must_use]
    pub fn played_next(&self) -> Option<Turn> {
        self.review.and_then(|n| self.game.turns().get(n).copied())
    }

    /// The turns shown: all of them unless looking back.
    #[must_use]
    pub fn turns_shown(&self) -> usize {
        self.review.unwrap_or(self.game.turns().len())
    }

    /// Shows what `r` asks for, and the board with it (`update` then clamps: the game as it
    /// stands once the turns shown reach those played).
    pub(super) fn review(&mut self, r: Review, fx: &mut Vec<Cmd>) {
        let shown = self.turns_shown();
        self.review = match r {
            Review::First => Some(0),
            Review::Back => Some(shown.saturating_sub(1)),
            Review::Next => self.review.map(|n| n + 1),
            Review::Now => None,
            Review::After(n) => Some(n),
        };
        fx.push(Cmd::ShowBoard);
    }

    /// True for the messages that act on the board or the turn being made, which wait while a
    /// past position is shown.
    pub(super) fn plays_on_the_board(msg: &Msg) -> bool {
        matches!(
            msg,
            Msg::Square(_) | Msg::Deselect | Msg::EndTurn | Msg::Pass | Msg::UndoStep
        )
    }

    /// Back to the game as it stands once the turns shown are no fewer than those played (an
    /// undo, a new game or a replayed link can leave fewer).
    pub(super) fn clamp_review(&mut self) {
        if self.review.is_some_and(|n| n >= self.game.turns().len()) {
            self.review = None;
        }
    }
}
