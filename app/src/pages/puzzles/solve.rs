//! Solving: the solver's moves judged against the table, the table's replies (and the
//! solution played out after a failure), the end of the attempt and the streak.

use gobblet_rules::{Move, Value, Variant};
use gobblet_tablebase::puzzles::{judge, Verdict};
use gobblet_tablebase::Lookup;

use super::{Attempt, PuzzleCmd, Puzzles};

impl Puzzles {
    /// The solver plays `mv`, judged against the table (ignored unless every value is known).
    pub(super) fn play(&mut self, mv: Move, values: &[(Move, Lookup)], variant: &Variant) -> bool {
        if !self.solvers_turn() {
            return false;
        }
        let Some(known) = known_values(values) else {
            return false;
        };
        let (Some(&(_, best)), Some(&(_, played))) =
            (known.first(), known.iter().find(|(m, _)| *m == mv))
        else {
            return false;
        };
        self.line.push(mv);
        self.hints = 0;
        self.advanced_from = None;
        self.selected = None;
        self.nudge = None;
        match judge(best, played) {
            Verdict::Best => self.check_end(variant),
            verdict => {
                self.attempt = Attempt::Failed {
                    mv,
                    played,
                    best,
                    verdict,
                };
                self.failed_once = true;
                let changed = self.streak.current != 0;
                self.streak.current = 0;
                changed
            }
        }
    }

    /// The table's turn: plays the best defence once every value is known (`values` as in
    /// [`Puzzles::update`], for the position now); while the solution is shown, the best move
    /// of either side. Returns what the app must do: store the streak when the reply ended the
    /// attempt, push the link when auto-advance opened the next puzzle.
    #[must_use]
    pub fn reply(&mut self, values: &[(Move, Lookup)], variant: &Variant) -> Vec<PuzzleCmd> {
        let before = self.index;
        let streak_changed = self.table_move(values, variant);
        self.cmds_since(before, streak_changed)
    }

    /// [`Puzzles::reply`]'s move; returns whether the streak changed.
    fn table_move(&mut self, values: &[(Move, Lookup)], variant: &Variant) -> bool {
        let table_to_move = match self.attempt {
            Attempt::Solving => !self.solvers_turn(),
            Attempt::Shown => true,
            Attempt::Solved | Attempt::Failed { .. } => false,
        };
        let over = self
            .position()
            .is_none_or(|p| p.terminal_value(variant).is_some());
        if !table_to_move || over {
            return false;
        }
        match known_values(values).and_then(|k| k.first().copied()) {
            Some((mv, _)) => {
                self.line.push(mv);
                self.attempt == Attempt::Solving && self.check_end(variant)
            }
            None => false,
        }
    }

    /// Whether the solution is shown to its end.
    #[must_use]
    pub fn solution_done(&self, variant: &Variant) -> bool {
        self.attempt == Attempt::Shown
            && self
                .position()
                .is_some_and(|p| p.terminal_value(variant).is_some())
    }

    /// After a move: if the game is over, the solver won (only right moves got here); with
    /// [`Puzzles::auto_next`] the next puzzle opens at once.
    fn check_end(&mut self, variant: &Variant) -> bool {
        let over = self
            .position()
            .is_some_and(|p| p.terminal_value(variant).is_some());
        if !over {
            return false;
        }
        self.attempt = Attempt::Solved;
        let counts = !self.failed_once && self.streak.last != Some(self.index);
        if counts {
            self.streak.current += 1;
            self.streak.best = self.streak.best.max(self.streak.current);
            self.streak.last = Some(self.index);
        }
        if self.auto_next {
            let solved = self.index;
            self.open((solved + 1) % self.list().len().max(1));
            self.advanced_from = Some(solved);
        }
        counts
    }
}

/// Every move's value when all are known, best first; `None` while one is missing.
#[must_use]
pub fn known_values(values: &[(Move, Lookup)]) -> Option<Vec<(Move, Value)>> {
    values
        .iter()
        .map(|&(mv, l)| match l {
            Lookup::Known(v) => Some((mv, v)),
            _ => None,
        })
        .collect()
}

/// The moves that do not win, most stubborn first (the order hints reveal them in).
#[must_use]
pub fn losing_moves(values: &[(Move, Lookup)]) -> Vec<(Move, Value)> {
    known_values(values)
        .unwrap_or_default()
        .into_iter()
        .filter(|(_, v)| !matches!(v, Value::Win(_)))
        .collect()
}
