//! How to play: the lessons of [`crate::lessons`], each on a small board on which the reader
//! does what the step teaches. On a *task* step the reader plays orange (P1, always the side to
//! move); every attempt goes through the rules crate (`check_move`), so a refused move is
//! explained with the rule that refuses it ([`IllegalMove`], worded by this page's own strings).
//! A *demo* step (repetition) steps through a few scripted moves instead.
//!
//! [`Learn`] is the state, [`LearnMsg`] the user's actions (written as
//! `data-msg="learn:<payload>"` attributes, see [`LearnMsg::to_attr`]), [`Learn::update`] the one
//! place that changes the state and [`render`] (in `view.rs`) draws it as HTML.

mod view;

use std::str::FromStr;

use gobblet_rules::{IllegalMove, Move, Position, Reveal, Size, Square, Variant};
use web_kit::codec::Codec;

use crate::lessons::{self, step_index, Goal, Lesson, Step, STEPS, STEP_COUNT};

pub use view::render;
/// A piece the reader has picked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A piece of this size from the hand.
    Hand(Size),
    /// The top piece of this square.
    Board(Square),
}

/// What the page says after the reader's last action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// A piece was picked up: now a square.
    Picked(Pick),
    /// A square was chosen with no piece picked up, and it holds none of the reader's.
    ChooseFirst,
    /// The step's task is done.
    Solved,
    /// A legal move that is not what the step asks for (not played).
    Wrong(Move),
    /// When revealing loses: a legal move that would reveal one of the opponent's lines (these
    /// lines) and so lose at once (not played).
    Reveals(Move, u8),
    /// The rules refuse this (the move, when there was one).
    Refused(Option<Move>, IllegalMove),
    /// The task is done on this board: Next, or Reset to try again.
    AlreadyDone,
}

/// A user action on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnMsg {
    /// Show step `i` (0-based).
    Goto(usize),
    /// The next step.
    Next,
    /// The previous step.
    Prev,
    /// Put the current step's board back as it started.
    Reset,
    /// A piece of this size in the reader's hand was clicked.
    Hand(Size),
    /// A square was clicked.
    Square(Square),
    /// Demo: play the next move.
    DemoNext,
    /// Demo: take back the last move.
    DemoBack,
}

impl LearnMsg {
    /// The message of a `data-msg="learn:<payload>"` attribute; `None` for anything else.
    #[must_use]
    pub fn from_attr(payload: &str) -> Option<LearnMsg> {
        if let Some(msg) = BUTTONS.value(payload) {
            return Some(*msg);
        }
        let (kind, arg) = payload.split_once(':')?;
        match kind {
            "step" => step_index(arg).map(LearnMsg::Goto),
            "hand" => {
                let mut chars = arg.chars();
                match (chars.next().and_then(Size::from_letter), chars.next()) {
                    (Some(size), None) => Some(LearnMsg::Hand(size)),
                    _ => None,
                }
            }
            "sq" => Square::from_str(arg).ok().map(LearnMsg::Square),
            _ => None,
        }
    }

    /// The `data-msg` payload (after `learn:`) of this message.
    ///
    /// # Panics
    /// For `Goto(i)` with `i` not below [`STEP_COUNT`] (never built by [`LearnMsg::from_attr`]).
    #[must_use]
    pub fn to_attr(&self) -> String {
        match self {
            LearnMsg::Goto(i) => format!("step:{}", STEPS[*i].id),
            LearnMsg::Hand(size) => format!("hand:{}", size.letter()),
            LearnMsg::Square(sq) => format!("sq:{sq}"),
            LearnMsg::Next
            | LearnMsg::Prev
            | LearnMsg::Reset
            | LearnMsg::DemoNext
            | LearnMsg::DemoBack => BUTTONS.tag(self).unwrap_or_default().into(),
        }
    }
}

/// The page's buttons without an argument: one table for both directions.
const BUTTONS: Codec<LearnMsg> = Codec {
    table: &[
        ("next", LearnMsg::Next),
        ("prev", LearnMsg::Prev),
        ("reset", LearnMsg::Reset),
        ("demo-next", LearnMsg::DemoNext),
        ("demo-back", LearnMsg::DemoBack),
    ],
};

/// What the page asks the app to do (returned by [`Learn::update`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnCmd {
    /// Another step is shown: a new page of the lesson, in the history and the link.
    PushUrl,
}

/// The state of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learn {
    step: usize,
    boards: Vec<Position>,
    plies: Vec<usize>,
    solved: Vec<bool>,
    completed: Vec<bool>,
    pick: Option<Pick>,
    feedback: Option<Feedback>,
    reveal: Reveal,
}

impl Default for Learn {
    fn default() -> Learn {
        Learn::new()
    }
}

impl Learn {
    /// The first step, every board as set up, nothing done.
    #[must_use]
    pub fn new() -> Learn {
        Learn {
            step: 0,
            boards: STEPS.iter().map(Step::position).collect(),
            plies: vec![0; STEP_COUNT],
            solved: vec![false; STEP_COUNT],
            completed: vec![false; STEP_COUNT],
            pick: None,
            feedback: None,
            reveal: Reveal::MustCover,
        }
    }

    /// The reading of the reveal rule the steps follow.
    #[must_use]
    pub fn reveal(&self) -> Reveal {
        self.reveal
    }

    /// Teaches the reveal rule read as `reveal` from now on: the steps that differ start again.
    pub fn set_reveal(&mut self, reveal: Reveal) {
        if reveal == self.reveal {
            return;
        }
        self.reveal = reveal;
        for (i, step) in self.steps().iter().enumerate() {
            if lessons::LOSES_TAUGHT.contains(&step.id) {
                self.boards[i] = step.position();
                self.solved[i] = false;
                self.completed[i] = false;
            }
        }
        self.pick = None;
        self.feedback = None;
    }

    /// The steps under the chosen reading.
    #[must_use]
    pub fn steps(&self) -> [Step; STEP_COUNT] {
        lessons::steps(self.reveal)
    }

    /// The rules the steps follow.
    #[must_use]
    pub fn rules(&self) -> Variant {
        lessons::rules(self.reveal)
    }

    /// The step shown (0-based).
    #[must_use]
    pub fn step(&self) -> usize {
        self.step
    }

    /// The current step's board.
    #[must_use]
    pub fn position(&self) -> Position {
        self.boards[self.step]
    }

    /// The piece picked up, if any.
    #[must_use]
    pub fn pick(&self) -> Option<Pick> {
        self.pick
    }

    /// What the page says now.
    #[must_use]
    pub fn feedback(&self) -> Option<Feedback> {
        self.feedback
    }

    /// Whether step `i` has been completed (at any time).
    #[must_use]
    pub fn is_completed(&self, i: usize) -> bool {
        self.completed.get(i).copied().unwrap_or(false)
    }

    /// Whether the current step's board shows its task done (or its demo played to the end).
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.solved[self.step]
    }

    /// How many moves of the current demo have been played (0 on a task step).
    #[must_use]
    pub fn demo_ply(&self) -> usize {
        self.plies[self.step]
    }

    /// Shows step `i` (ignored if there is no such step). For a URL that names a step
    /// (`step_index(id)`).
    pub fn goto(&mut self, i: usize) {
        if i < STEP_COUNT {
            self.step = i;
            self.pick = None;
            self.feedback = None;
        }
    }

    /// Handles one user action; returns what the app must do ([`LearnCmd::PushUrl`] when the
    /// step shown changed).
    #[must_use]
    pub fn update(&mut self, msg: LearnMsg) -> Vec<LearnCmd> {
        let before = self.step;
        self.apply(msg);
        if self.step == before {
            Vec::new()
        } else {
            vec![LearnCmd::PushUrl]
        }
    }

    fn apply(&mut self, msg: LearnMsg) {
        match msg {
            LearnMsg::Goto(i) => self.goto(i),
            LearnMsg::Next => self.goto(self.step + 1),
            LearnMsg::Prev => {
                if self.step > 0 {
                    self.goto(self.step - 1);
                }
            }
            LearnMsg::Reset => {
                let i = self.step;
                self.boards[i] = self.steps()[i].position();
                self.plies[i] = 0;
                self.solved[i] = false;
                self.pick = None;
                self.feedback = None;
            }
            LearnMsg::Hand(size) => self.click_hand(size),
            LearnMsg::Square(sq) => self.click_square(sq),
            LearnMsg::DemoNext => self.demo_to(self.plies[self.step] + 1),
            LearnMsg::DemoBack => {
                if let Some(ply) = self.plies[self.step].checked_sub(1) {
                    self.demo_to(ply);
                }
            }
        }
    }

    fn task(&self) -> Option<Goal> {
        match self.steps()[self.step].lesson {
            Lesson::Task { goal, .. } => Some(goal),
            Lesson::Demo { .. } => None,
        }
    }

    fn click_hand(&mut self, size: Size) {
        if self.task().is_none() {
            return;
        }
        if self.solved[self.step] {
            self.feedback = Some(Feedback::AlreadyDone);
            return;
        }
        let pos = self.position();
        if self.pick == Some(Pick::Hand(size)) {
            self.pick = None;
            self.feedback = None;
        } else if pos.reserve(&self.rules(), pos.side_to_move(), size) == 0 {
            self.pick = None;
            self.feedback = Some(Feedback::Refused(None, IllegalMove::NotInReserve(size)));
        } else {
            self.pick = Some(Pick::Hand(size));
            self.feedback = Some(Feedback::Picked(Pick::Hand(size)));
        }
    }

    fn click_square(&mut self, sq: Square) {
        let Some(goal) = self.task() else { return };
        if self.solved[self.step] {
            self.feedback = Some(Feedback::AlreadyDone);
            return;
        }
        let pos = self.position();
        let me = pos.side_to_move();
        let own_top = matches!(pos.top(sq), Some((owner, _)) if owner == me);
        let Some(pick) = self.pick else {
            self.feedback = Some(if own_top {
                self.pick = Some(Pick::Board(sq));
                Feedback::Picked(Pick::Board(sq))
            } else if pos.top(sq).is_some() {
                Feedback::Refused(None, IllegalMove::NotYourPiece(sq))
            } else {
                Feedback::ChooseFirst
            });
            return;
        };
        let mv = match pick {
            Pick::Hand(size) => Move::Place { size, to: sq },
            Pick::Board(from) => Move::Step { from, to: sq },
        };
        self.pick = None;
        let rules = self.rules();
        let revealed = crate::reveal::revealed_by(&rules, &pos, mv);
        self.feedback = Some(match pos.check_move(&rules, mv) {
            Ok(()) if goal.met_by(&rules, &pos, mv) => {
                let i = self.step;
                self.boards[i] = pos.play(mv);
                self.solved[i] = true;
                self.completed[i] = true;
                Feedback::Solved
            }
            Ok(()) => match revealed {
                Some(r) => Feedback::Reveals(mv, r.lines),
                None => Feedback::Wrong(mv),
            },
            // The square holds one of the reader's pieces that this one cannot cover: the reader
            // most likely meant to pick that piece up instead.
            Err(IllegalMove::CannotCover { .. }) if own_top => {
                self.pick = Some(Pick::Board(sq));
                Feedback::Picked(Pick::Board(sq))
            }
            Err(why) => Feedback::Refused(Some(mv), why),
        });
    }

    fn demo_to(&mut self, ply: usize) {
        let step = &self.steps()[self.step];
        let total = step.demo_moves().len();
        if total == 0 || ply > total {
            return;
        }
        let i = self.step;
        self.plies[i] = ply;
        self.boards[i] = step.demo_position(ply);
        self.solved[i] = ply == total;
        if ply == total {
            self.completed[i] = true;
        }
        self.feedback = None;
    }
}

#[cfg(test)]
mod codec_tests {
    #[test]
    fn the_buttons_table_reads_back() {
        assert_eq!(super::BUTTONS.check(), Ok(()));
    }
}
