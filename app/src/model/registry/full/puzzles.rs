//! The puzzle page's part of the model: the values the page judges by, the table's replies, the
//! fetch of the puzzle file and of the shards the puzzle needs.

use gobblet_rules::Move;
use gobblet_tablebase::Lookup;

use crate::link::Page;
use crate::model::{Cmd, Cmds, Model, TbState};
use crate::pages::puzzles::{Attempt, PuzzleCmd, PuzzleMsg};

impl Model {
    /// The moves of the puzzle's position now with their values, best first (empty without a
    /// puzzle, or once the game is over).
    #[must_use]
    pub fn puzzle_values(&self) -> Vec<(Move, Lookup)> {
        match self.full.puzzles.position() {
            Some(pos) if pos.terminal_value(&self.variant).is_none() => self.values_at(&pos),
            _ => Vec::new(),
        }
    }

    /// The number of the puzzle shown, for the link (once the puzzles are loaded).
    pub(super) fn puzzle_number(&self) -> Option<String> {
        (self.page == Page::Puzzles && self.full.puzzles.puzzle().is_some())
            .then(|| (self.full.puzzles.index + 1).to_string())
    }

    pub(super) fn puzzle_msg(&mut self, msg: PuzzleMsg, fx: &mut Cmds) {
        let values = self.puzzle_values();
        let variant = self.variant;
        let cmds = self.full.puzzles.update(msg, &values, &variant);
        puzzle_cmds(cmds, fx);
    }

    /// After every message: fetch the puzzle file when the page first opens (once the rules
    /// are known), and let the table reply when it is its turn and the values are in.
    pub(super) fn puzzle_turn(&mut self, fx: &mut Cmds) {
        if self.page != Page::Puzzles {
            return;
        }
        if !self.full.puzzles.requested && matches!(self.tb, TbState::Ready(_)) {
            self.full.puzzles.requested = true;
            fx.push(Cmd::FetchPuzzles);
        }
        // The table's reply can end the game (and, with auto-advance, open the next puzzle);
        // one reply per turn. The solution goes on as far as the values are in.
        let variant = self.variant;
        loop {
            let line = self.full.puzzles.line.len();
            let values = self.puzzle_values();
            let cmds = self.full.puzzles.reply(&values, &variant);
            puzzle_cmds(cmds, fx);
            let moved = self.full.puzzles.line.len() > line;
            if !moved || self.full.puzzles.attempt != Attempt::Shown {
                break;
            }
        }
    }
}

/// Carries out what the puzzle page asked for.
fn puzzle_cmds(cmds: Vec<PuzzleCmd>, fx: &mut Cmds) {
    for cmd in cmds {
        fx.push(match cmd {
            PuzzleCmd::StoreStreak(streak) => Cmd::StoreStreak(streak.to_text()),
            PuzzleCmd::StoreAutoNext(on) => Cmd::StoreAutoNext(on),
            PuzzleCmd::PushUrl => Cmd::PushUrl,
        });
    }
}
