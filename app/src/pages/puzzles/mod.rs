//! The puzzle page: positions with exactly one winning move (`tb/puzzles.json`, written by the
//! shard tool; definitions in `gobblet_tablebase::puzzles`), a daily puzzle chosen by the date,
//! next and previous, hints, a streak kept in local storage and a link per puzzle
//! (`?page=puzzles&n=12`).
//!
//! Solving: the solver plays the one winning move; the table replies with the best defence
//! (the slowest loss, as the perfect engine plays) and the solver goes on until the line is
//! made. Every move of the solver is judged by the table ([`judge`]): a win that is slower than
//! the best, or a move that throws the win away, fails the puzzle (and ends the streak). The
//! state here is plain Rust; the model supplies the values ([`Lookup`]s from the tablebase).

#[cfg(test)]
mod tests;
mod view;

use gobblet_rules::{Move, Player, Position, Value, Variant};
use gobblet_tablebase::puzzles::{daily, judge, Puzzle, PuzzleError, PuzzleSet, Verdict};
use gobblet_tablebase::Lookup;
use web_kit::codec::Codec;

use crate::fetch::{FetchError, LoadError};

pub use view::render;

/// The puzzle file, relative to the tablebase directory.
pub const FILE: &str = gobblet_tablebase::puzzles::FILE;

/// A user action on the puzzle page (`data-msg="puzzles:<attr>"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleMsg {
    /// The next puzzle.
    Next,
    /// The previous puzzle.
    Prev,
    /// Today's puzzle.
    Today,
    /// Show one more losing move's value.
    Hint,
    /// Start this puzzle again.
    Retry,
    /// Play this move.
    Play(Move),
}

impl PuzzleMsg {
    /// The message an attribute names (`next`, `play:L@b2`, …).
    #[must_use]
    pub fn from_attr(s: &str) -> Option<PuzzleMsg> {
        match BUTTONS.value(s) {
            Some(msg) => Some(*msg),
            None => Some(PuzzleMsg::Play(s.strip_prefix("play:")?.parse().ok()?)),
        }
    }

    /// The attribute of this message (with the `puzzles:` prefix).
    #[must_use]
    pub fn to_attr(self) -> String {
        let s = match self {
            PuzzleMsg::Play(mv) => format!("play:{mv}"),
            PuzzleMsg::Next
            | PuzzleMsg::Prev
            | PuzzleMsg::Today
            | PuzzleMsg::Hint
            | PuzzleMsg::Retry => BUTTONS.tag(&self).unwrap_or_default().into(),
        };
        format!("puzzles:{s}")
    }
}

/// The page's buttons without a move: one table for both directions.
const BUTTONS: Codec<PuzzleMsg> = Codec {
    table: &[
        ("next", PuzzleMsg::Next),
        ("prev", PuzzleMsg::Prev),
        ("today", PuzzleMsg::Today),
        ("hint", PuzzleMsg::Hint),
        ("retry", PuzzleMsg::Retry),
    ],
};

/// Puzzles solved in a row, kept in local storage as `current,best,last` (`last`: the number
/// of the last puzzle counted, so solving it again does not count twice).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// Solved in a row now.
    pub current: u32,
    /// The longest run so far.
    pub best: u32,
    /// The index of the last puzzle counted.
    pub last: Option<usize>,
}

impl Streak {
    /// Reads the stored text; anything malformed is a fresh streak.
    #[must_use]
    pub fn parse(s: &str) -> Streak {
        let mut parts = s.split(',');
        let mut num = || parts.next().and_then(|p| p.trim().parse::<u64>().ok());
        match (num(), num(), num()) {
            (Some(c), Some(b), last) if c <= b => Streak {
                current: u32::try_from(c).unwrap_or(0),
                best: u32::try_from(b).unwrap_or(0),
                last: last.and_then(|l| usize::try_from(l).ok()),
            },
            _ => Streak::default(),
        }
    }

    /// The text to store.
    #[must_use]
    pub fn to_text(self) -> String {
        match self.last {
            Some(l) => format!("{},{},{l}", self.current, self.best),
            None => format!("{},{}", self.current, self.best),
        }
    }
}

/// How the attempt at the shown puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// Moves are being played (the solver's or the table's turn).
    Solving,
    /// The win was converted without a wrong move.
    Solved,
    /// The solver played `mv`, worth `played`, where `best` was possible.
    Failed {
        /// The move.
        mv: Move,
        /// Its value for the solver.
        played: Value,
        /// The position's value.
        best: Value,
        /// Slower, or thrown away.
        verdict: Verdict,
    },
}

/// The puzzle page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzles {
    /// The puzzles: `None` until fetched, or why they cannot be used.
    pub set: Option<Result<PuzzleSet, LoadError<PuzzleError>>>,
    /// Whether the file has been asked for.
    pub requested: bool,
    /// Days since 1970-01-01 (UTC), for the daily puzzle.
    pub today: i64,
    /// The puzzle shown (an index into the set).
    pub index: usize,
    /// The moves played since the puzzle's position.
    pub line: Vec<Move>,
    /// How the attempt stands.
    pub attempt: Attempt,
    /// Whether this puzzle was failed since it was opened (a later solve does not count).
    pub failed_once: bool,
    /// How many losing moves' values are shown.
    pub hints: usize,
    /// The streak.
    pub streak: Streak,
    /// A link's puzzle number waiting for the file.
    pub wanted: Option<String>,
    /// A link's puzzle number that names no puzzle.
    pub bad_number: Option<String>,
}

impl Default for Puzzles {
    fn default() -> Puzzles {
        Puzzles {
            set: None,
            requested: false,
            today: 0,
            index: 0,
            line: Vec::new(),
            attempt: Attempt::Solving,
            failed_once: false,
            hints: 0,
            streak: Streak::default(),
            wanted: None,
            bad_number: None,
        }
    }
}

impl Puzzles {
    /// The loaded puzzles (empty while loading or after a failure).
    #[must_use]
    pub fn list(&self) -> &[Puzzle] {
        match &self.set {
            Some(Ok(set)) => &set.puzzles,
            _ => &[],
        }
    }

    /// The puzzle shown.
    #[must_use]
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.list().get(self.index)
    }

    /// The index of today's puzzle.
    #[must_use]
    pub fn daily_index(&self) -> Option<usize> {
        daily(self.today, self.list().len())
    }

    /// The position now (the puzzle's, after the moves played).
    #[must_use]
    pub fn position(&self) -> Option<Position> {
        let p = self.puzzle()?;
        Some(self.line.iter().fold(p.position, |pos, &mv| pos.play(mv)))
    }

    /// The side that solves.
    #[must_use]
    pub fn solver(&self) -> Option<Player> {
        self.puzzle().map(|p| p.position.side_to_move())
    }

    /// Whether the solver is to move in an attempt still going on.
    #[must_use]
    pub fn solvers_turn(&self) -> bool {
        self.attempt == Attempt::Solving
            && self.position().map(|p| p.side_to_move()) == self.solver()
    }

    /// The puzzle file's text arrived (or could not be fetched): opens the linked or daily one.
    pub fn loaded(&mut self, result: Result<String, FetchError>, variant: &Variant) {
        self.set = Some(
            result
                .map_err(LoadError::Fetch)
                .and_then(|json| PuzzleSet::parse(&json, variant).map_err(LoadError::Refused)),
        );
        let wanted = self.wanted.take();
        self.open_number(wanted.as_deref());
    }

    /// Opens puzzle number `n` (1-based text from a link), or today's when there is none; a
    /// number that names no puzzle is remembered (the page says so) and today's is shown.
    pub fn open_number(&mut self, n: Option<&str>) {
        if self.set.is_none() {
            self.wanted = n.map(str::to_string);
            return;
        }
        self.bad_number = None;
        let count = self.list().len();
        let index = match n {
            None => self.daily_index(),
            Some(text) => match text.parse::<usize>() {
                Ok(k) if (1..=count).contains(&k) => Some(k - 1),
                _ => {
                    self.bad_number = Some(text.to_string());
                    self.daily_index()
                }
            },
        };
        self.open(index.unwrap_or(0));
    }

    fn open(&mut self, index: usize) {
        self.index = index;
        self.line.clear();
        self.attempt = Attempt::Solving;
        self.failed_once = false;
        self.hints = 0;
    }

    /// Handles a user's message; `values` are the moves of the position now with their values
    /// for its side to move, best first ([`gobblet_tablebase::Tablebase::moves_with`]). Returns
    /// whether the streak changed (to be stored).
    pub fn update(&mut self, msg: PuzzleMsg, values: &[(Move, Lookup)], variant: &Variant) -> bool {
        let count = self.list().len();
        if count == 0 {
            return false;
        }
        match msg {
            PuzzleMsg::Next => self.open((self.index + 1) % count),
            PuzzleMsg::Prev => self.open((self.index + count - 1) % count),
            PuzzleMsg::Today => self.open(self.daily_index().unwrap_or(0)),
            PuzzleMsg::Hint => {
                self.hints = (self.hints + 1).min(losing_moves(values).len());
            }
            PuzzleMsg::Retry => {
                let failed = self.failed_once;
                self.open(self.index);
                self.failed_once = failed;
            }
            PuzzleMsg::Play(mv) => return self.play(mv, values, variant),
        }
        self.bad_number = None;
        false
    }

    /// The solver plays `mv`, judged against the table (ignored unless every value is known).
    fn play(&mut self, mv: Move, values: &[(Move, Lookup)], variant: &Variant) -> bool {
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
    /// [`Puzzles::update`], for the position now). Returns whether the streak changed.
    pub fn reply(&mut self, values: &[(Move, Lookup)], variant: &Variant) -> bool {
        if self.attempt != Attempt::Solving || self.solvers_turn() || self.puzzle().is_none() {
            return false;
        }
        match known_values(values).and_then(|k| k.first().copied()) {
            Some((mv, _)) => {
                self.line.push(mv);
                self.check_end(variant)
            }
            None => false,
        }
    }

    /// After a move: if the game is over, the solver won (only right moves got here).
    fn check_end(&mut self, variant: &Variant) -> bool {
        let over = self
            .position()
            .is_some_and(|p| p.terminal_value(variant).is_some());
        if !over {
            return false;
        }
        self.attempt = Attempt::Solved;
        if self.failed_once || self.streak.last == Some(self.index) {
            return false;
        }
        self.streak.current += 1;
        self.streak.best = self.streak.best.max(self.streak.current);
        self.streak.last = Some(self.index);
        true
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
