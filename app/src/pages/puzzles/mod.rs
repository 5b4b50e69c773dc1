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
//!
//! [`judge`]: gobblet_tablebase::puzzles::judge

mod board;
mod pick;
mod solve;
mod streak;
#[cfg(test)]
mod tests;
mod view;

use gobblet_rules::{Move, Player, Position, Size, Square, Value, Variant};
use gobblet_tablebase::puzzles::{daily, Puzzle, PuzzleError, PuzzleSet, Verdict};
use gobblet_tablebase::Lookup;
use web_kit::codec::Codec;

use crate::fetch::{FetchError, LoadError};

pub use pick::{Nudge, Pick};
pub use solve::{known_values, losing_moves};
pub use streak::Streak;
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
    /// After a failure: play the solution out on the board.
    Solution,
    /// Turn going on to the next puzzle by itself after a solve on or off.
    AutoNext,
    /// A click on one of the solver's reserve pieces (pick it up, or put it back).
    Reserve(Size),
    /// A click on a square: pick up the solver's piece there, or move the piece picked up there.
    Square(Square),
    /// Play this move (the list of moves in notation).
    Play(Move),
}

impl PuzzleMsg {
    /// The message an attribute names (`next`, `sq-b2`, `res-L`, `play:L@b2`, …).
    #[must_use]
    pub fn from_attr(s: &str) -> Option<PuzzleMsg> {
        if let Some(msg) = BUTTONS.value(s) {
            return Some(*msg);
        }
        if let Some(sq) = s.strip_prefix("sq-") {
            return sq.parse().ok().map(PuzzleMsg::Square);
        }
        if let Some(size) = s.strip_prefix("res-") {
            let mut chars = size.chars();
            let letter = chars.next()?;
            return match chars.next() {
                None => Size::from_letter(letter).map(PuzzleMsg::Reserve),
                Some(_) => None,
            };
        }
        Some(PuzzleMsg::Play(s.strip_prefix("play:")?.parse().ok()?))
    }

    /// The attribute of this message (with the `puzzles:` prefix).
    #[must_use]
    pub fn to_attr(self) -> String {
        let s = match self {
            PuzzleMsg::Play(mv) => format!("play:{mv}"),
            PuzzleMsg::Square(sq) => format!("sq-{sq}"),
            PuzzleMsg::Reserve(size) => format!("res-{}", size.letter()),
            PuzzleMsg::Next
            | PuzzleMsg::Prev
            | PuzzleMsg::Today
            | PuzzleMsg::Hint
            | PuzzleMsg::Retry
            | PuzzleMsg::Solution
            | PuzzleMsg::AutoNext => BUTTONS.tag(&self).unwrap_or_default().into(),
        };
        format!("puzzles:{s}")
    }
}

/// The page's buttons without a move, a piece or a square: one table for both directions.
const BUTTONS: Codec<PuzzleMsg> = Codec {
    table: &[
        ("next", PuzzleMsg::Next),
        ("prev", PuzzleMsg::Prev),
        ("today", PuzzleMsg::Today),
        ("hint", PuzzleMsg::Hint),
        ("retry", PuzzleMsg::Retry),
        ("solution", PuzzleMsg::Solution),
        ("auto-next", PuzzleMsg::AutoNext),
    ],
};

/// What the page asks the app to do (returned by [`Puzzles::update`] and [`Puzzles::reply`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleCmd {
    /// The streak changed: store it.
    StoreStreak(Streak),
    /// The auto-advance choice changed: store it.
    StoreAutoNext(bool),
    /// Another puzzle is shown (or today's was asked for): in the history and the link.
    PushUrl,
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
    /// After a failure, the solution played out from the puzzle's position: the table plays
    /// both sides' best moves as their values come in, until the game is over.
    Shown,
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
    /// The moves played since the puzzle's position (the solution's, once shown).
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
    /// The piece the solver has picked up on the board or from the reserve.
    pub selected: Option<Pick>,
    /// Why the last click on the board did nothing.
    pub nudge: Option<Nudge>,
    /// Whether a solved puzzle is followed by the next one at once (stored).
    pub auto_next: bool,
    /// The puzzle (index) just solved, when the page went on to the next by itself.
    pub advanced_from: Option<usize>,
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
            selected: None,
            nudge: None,
            auto_next: false,
            advanced_from: None,
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

    /// How many of the solver's own moves the win still takes (the table defends as long as it
    /// can, so the puzzle's length less the moves played), while the attempt goes on.
    #[must_use]
    pub fn moves_left(&self) -> Option<u32> {
        let win = u32::from(self.puzzle()?.grade.win);
        let played = u32::try_from(self.line.len()).unwrap_or(u32::MAX);
        (self.attempt == Attempt::Solving && played < win).then(|| (win - played).div_ceil(2))
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
        self.selected = None;
        self.nudge = None;
        self.advanced_from = None;
    }

    /// Handles a user's message; `values` are the moves of the position now with their values
    /// for its side to move, best first ([`gobblet_tablebase::Tablebase::moves_with`]). Returns
    /// what the app must do: store the streak or the auto-advance choice when they changed,
    /// push the link when another puzzle (or today's) is shown.
    #[must_use]
    pub fn update(
        &mut self,
        msg: PuzzleMsg,
        values: &[(Move, Lookup)],
        variant: &Variant,
    ) -> Vec<PuzzleCmd> {
        let before = self.index;
        let streak_changed = self.apply(msg, values, variant);
        let mut cmds = self.cmds_since(before, streak_changed);
        if msg == PuzzleMsg::AutoNext {
            cmds.push(PuzzleCmd::StoreAutoNext(self.auto_next));
        }
        // Today's puzzle asked for is a new entry in the history even when it is the one shown.
        if msg == PuzzleMsg::Today && !cmds.contains(&PuzzleCmd::PushUrl) {
            cmds.push(PuzzleCmd::PushUrl);
        }
        cmds
    }

    /// The commands that follow from a change of the streak and of the puzzle shown (it was
    /// puzzle `before`).
    fn cmds_since(&self, before: usize, streak_changed: bool) -> Vec<PuzzleCmd> {
        let mut cmds = Vec::new();
        if streak_changed {
            cmds.push(PuzzleCmd::StoreStreak(self.streak));
        }
        if self.index != before {
            cmds.push(PuzzleCmd::PushUrl);
        }
        cmds
    }

    /// [`Puzzles::update`]'s change of state; returns whether the streak changed.
    fn apply(&mut self, msg: PuzzleMsg, values: &[(Move, Lookup)], variant: &Variant) -> bool {
        if msg == PuzzleMsg::AutoNext {
            self.auto_next = !self.auto_next;
            return false;
        }
        let count = self.list().len();
        if count == 0 {
            return false;
        }
        self.nudge = None;
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
            PuzzleMsg::Solution => {
                if matches!(self.attempt, Attempt::Failed { .. }) {
                    self.line.clear();
                    self.selected = None;
                    self.attempt = Attempt::Shown;
                }
            }
            PuzzleMsg::Reserve(size) => self.click_reserve(size, variant),
            PuzzleMsg::Square(sq) => {
                return match self.click_square(sq, values, variant) {
                    Some(mv) => self.play(mv, values, variant),
                    None => false,
                }
            }
            PuzzleMsg::Play(mv) => return self.play(mv, values, variant),
            PuzzleMsg::AutoNext => {}
        }
        self.bad_number = None;
        false
    }
}
