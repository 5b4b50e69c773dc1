//! How to play: the rules of `shared/rules.md` (standard variant) in short steps, each with a
//! small board on which the reader does what the step teaches.
//!
//! Every step starts from a position written in notation ([`Step::setup`], parsed with
//! `Position::from_str`). On a *task* step the reader plays orange (P1, always the side to move)
//! and must make a move that meets the step's [`Goal`]; every attempt goes through the rules crate
//! (`check_move`), so a refused move is explained with the rule that refuses it
//! ([`IllegalMove`], worded by this page's own strings). A *demo* step (repetition) steps through
//! a few scripted moves instead.
//!
//! The page is plain Rust: [`Learn`] is the state, [`LearnMsg`] the user's actions (written as
//! `data-msg="learn:<payload>"` attributes, see [`LearnMsg::to_attr`]), [`Learn::update`] the one
//! place that changes the state and [`render`] draws it as HTML.

use std::fmt::Write as _;
use std::str::FromStr;

use gobblet_rules::{IllegalMove, Move, Player, Position, Size, Square, Status, Variant, LINES};

use crate::i18n::fill;
use crate::view::esc;

/// The rules every step follows: the standard game.
pub const RULES: Variant = Variant::STANDARD;

/// The player the reader plays on every task step (orange, moving first).
pub const READER: Player = Player::P1;

/// What the reader must do on a task step. Only legal moves are checked against a goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Play one of these moves (notation).
    Moves(&'static [&'static str]),
    /// Any move that lands on this square.
    LandOn(&'static str),
    /// Any move of the piece on this square.
    MoveFrom(&'static str),
    /// Any move after which the reader shows a line (and so wins).
    Line,
    /// Any move after which the opponent has no legal move (and so loses).
    NoMove,
}

impl Goal {
    /// Whether the legal move `mv` from `before` meets the goal.
    #[must_use]
    pub fn met_by(self, before: &Position, mv: Move) -> bool {
        let after = before.play(mv);
        let square = |s: &str| Square::from_str(s).ok();
        match self {
            Goal::Moves(moves) => moves.iter().any(|m| Move::from_str(m).ok() == Some(mv)),
            Goal::LandOn(sq) => square(sq) == Some(mv.to()),
            Goal::MoveFrom(sq) => mv.from().is_some() && square(sq) == mv.from(),
            Goal::Line => matches!(
                after.status(&RULES),
                Status::Line { winner, .. } if winner == before.side_to_move()
            ),
            Goal::NoMove => after.status(&RULES) == Status::NoMove,
        }
    }
}

/// What a step asks of the reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lesson {
    /// Make a move that meets `goal`.
    Task {
        /// What counts as done.
        goal: Goal,
        /// One move that does it (the tests play it; the page never shows it).
        solution: &'static str,
    },
    /// Watch these moves, played one at a time with "Next move".
    Demo {
        /// The moves, from the setup.
        moves: &'static [&'static str],
    },
}

/// One step of the tutorial (its words are in [`LearnText::steps`], same index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// A short stable name (used in `data-msg` and, if the lead wants, the URL).
    pub id: &'static str,
    /// The board the step starts from (notation of `shared/rules.md`).
    pub setup: &'static str,
    /// What the reader does.
    pub lesson: Lesson,
}

/// How many steps there are.
pub const STEP_COUNT: usize = 9;

/// The steps, in order.
pub const STEPS: [Step; STEP_COUNT] = [
    // The pieces, a turn, placing: from the start.
    Step {
        id: "pieces",
        setup: ".,.,./.,.,./.,.,. 1",
        lesson: Lesson::Task {
            goal: Goal::Moves(&["L@b2"]),
            solution: "L@b2",
        },
    },
    // The goal: complete the top row by placing on c3.
    Step {
        id: "line",
        setup: "S,M,./.,l,./s,.,. 1",
        lesson: Lesson::Task {
            goal: Goal::Line,
            solution: "S@c3",
        },
    },
    // Covering blue's small piece on b2.
    Step {
        id: "cover",
        setup: ".,.,./.,s,./.,.,L 1",
        lesson: Lesson::Task {
            goal: Goal::LandOn("b2"),
            solution: "M@b2",
        },
    },
    // Moving a piece on the board: the large piece on a2 gobbles blue's medium on c3.
    Step {
        id: "move",
        setup: ".,.,m/L,.,./s,.,. 1",
        lesson: Lesson::Task {
            goal: Goal::Moves(&["a2-c3"]),
            solution: "a2-c3",
        },
    },
    // The reveal rule: the large piece on b2 hides blue's diagonal a1–c3.
    Step {
        id: "reveal",
        setup: ".,.,s/.,sL,./m,.,. 1",
        lesson: Lesson::Task {
            goal: Goal::MoveFrom("b2"),
            solution: "b2-c3",
        },
    },
    // A pin: the large piece on a3 hides blue's column a; win with column c instead.
    Step {
        id: "pin",
        setup: "sL,.,./l,l,S/m,.,M 1",
        lesson: Lesson::Task {
            goal: Goal::Line,
            solution: "S@c3",
        },
    },
    // No return to the same square.
    Step {
        id: "no-return",
        setup: "l,.,./.,M,./.,s,. 1",
        lesson: Lesson::Task {
            goal: Goal::MoveFrom("b2"),
            solution: "b2-c3",
        },
    },
    // No legal move loses: M@b1 leaves blue with an empty hand and two pinned large pieces.
    Step {
        id: "no-move",
        setup: "Ml,smL,mL/.,Sl,./S,s,. 1",
        lesson: Lesson::Task {
            goal: Goal::NoMove,
            solution: "M@b1",
        },
    },
    // Threefold repetition: both sides shuffle a piece back and forth.
    Step {
        id: "repetition",
        setup: ".,s,l/.,M,./L,.,m 1",
        lesson: Lesson::Demo {
            moves: &[
                "a1-a2", "c3-c2", "a2-a1", "c2-c3", "a1-a2", "c3-c2", "a2-a1", "c2-c3",
            ],
        },
    },
];

impl Step {
    /// The starting position.
    ///
    /// # Panics
    /// If the setup does not parse (the tests check every step's).
    #[must_use]
    pub fn position(&self) -> Position {
        Position::from_str(self.setup).expect("every step's setup parses (tested)")
    }

    /// The demo's moves (empty for a task).
    ///
    /// # Panics
    /// If a move does not parse (the tests check every demo's).
    #[must_use]
    pub fn demo_moves(&self) -> Vec<Move> {
        match self.lesson {
            Lesson::Demo { moves } => moves
                .iter()
                .map(|m| Move::from_str(m).expect("every demo move parses (tested)"))
                .collect(),
            Lesson::Task { .. } => Vec::new(),
        }
    }

    /// The position after the first `ply` moves of the demo (the setup for a task).
    #[must_use]
    pub fn demo_position(&self, ply: usize) -> Position {
        self.demo_moves()
            .into_iter()
            .take(ply)
            .fold(self.position(), |pos, mv| pos.play(mv))
    }
}

/// The index of the step named `id`.
#[must_use]
pub fn step_index(id: &str) -> Option<usize> {
    STEPS.iter().position(|s| s.id == id)
}

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
        match payload {
            "next" => return Some(LearnMsg::Next),
            "prev" => return Some(LearnMsg::Prev),
            "reset" => return Some(LearnMsg::Reset),
            "demo-next" => return Some(LearnMsg::DemoNext),
            "demo-back" => return Some(LearnMsg::DemoBack),
            _ => {}
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
            LearnMsg::Next => "next".into(),
            LearnMsg::Prev => "prev".into(),
            LearnMsg::Reset => "reset".into(),
            LearnMsg::Hand(size) => format!("hand:{}", size.letter()),
            LearnMsg::Square(sq) => format!("sq:{sq}"),
            LearnMsg::DemoNext => "demo-next".into(),
            LearnMsg::DemoBack => "demo-back".into(),
        }
    }
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
        }
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

    /// Handles one user action.
    pub fn update(&mut self, msg: LearnMsg) {
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
                self.boards[i] = STEPS[i].position();
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
        match STEPS[self.step].lesson {
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
        } else if pos.reserve(&RULES, pos.side_to_move(), size) == 0 {
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
        self.feedback = Some(match pos.check_move(&RULES, mv) {
            Ok(()) if goal.met_by(&pos, mv) => {
                let i = self.step;
                self.boards[i] = pos.play(mv);
                self.solved[i] = true;
                self.completed[i] = true;
                Feedback::Solved
            }
            Ok(()) => Feedback::Wrong(mv),
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
        let step = &STEPS[self.step];
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

/// How many times the position after `ply` moves of a demo has occurred so far (counting it).
#[must_use]
pub fn occurrences(step: &Step, ply: usize) -> usize {
    let now = step.demo_position(ply);
    (0..=ply).filter(|&k| step.demo_position(k) == now).count()
}

// ---------------------------------------------------------------------------------------------
// The strings.

/// The words of one step.
pub struct StepText {
    /// The step's title.
    pub title: &'static str,
    /// The rule, in one or two sentences.
    pub explain: &'static str,
    /// What the reader is asked to do.
    pub task: &'static str,
    /// Said when the task is done (for a demo: when it reaches its end).
    pub success: &'static str,
    /// Said after a legal move that is not the task (after [`LearnText::legal_but`]).
    pub wrong: &'static str,
}

/// The learn page's strings (one instance per language, in `i18n/<lang>/learn.rs`).
pub struct LearnText {
    /// The page's title.
    pub title: &'static str,
    /// The line under the title; `{0}` the number of steps.
    pub intro: &'static str,
    /// The label of the list of steps.
    pub steps_label: &'static str,
    /// `{0}` the step shown, `{1}` the number of steps.
    pub progress: &'static str,
    /// `{0}` steps done, `{1}` the number of steps.
    pub done_count: &'static str,
    /// A step's button in the list: `{0}` its number, `{1}` its title.
    pub step_button: &'static str,
    /// Added to a done step's button label: `{0}` the label.
    pub step_done: &'static str,
    /// Before the task.
    pub task_label: &'static str,
    /// The previous step.
    pub prev: &'static str,
    /// The next step.
    pub next: &'static str,
    /// Start the step's board again.
    pub reset: &'static str,
    /// The board's label.
    pub board_label: &'static str,
    /// The players' colours, orange (P1) first.
    pub colours: [&'static str; 2],
    /// The hands' labels, orange's ("your hand") first.
    pub hands: [&'static str; 2],
    /// The sizes, small first (as in "a {size} piece").
    pub sizes: [&'static str; 3],
    /// A piece: `{0}` the colour, `{1}` the size.
    pub piece: &'static str,
    /// A piece in a hand: `{0}` the piece, `{1}` how many.
    pub in_hand: &'static str,
    /// An empty square: `{0}` its name.
    pub square_empty: &'static str,
    /// A square with pieces: `{0}` its name, `{1}` the pieces.
    pub square_pieces: &'static str,
    /// A top piece and what it covers: `{0}` the top, `{1}` the pieces under it, top first.
    pub covering: &'static str,
    /// Between the pieces of a list.
    pub list_sep: &'static str,
    /// Added to the label of the picked-up piece: `{0}` the label.
    pub picked_mark: &'static str,
    /// `{0}` the colour to move.
    pub to_move: &'static str,
    /// `{0}` the winner's colour.
    pub wins_line: &'static str,
    /// `{0}` the colour that cannot move.
    pub no_move: &'static str,
    /// A piece taken from the hand: `{0}` its size.
    pub picked_hand: &'static str,
    /// A piece lifted from the board: `{0}` its size, `{1}` the square.
    pub picked_board: &'static str,
    /// A square chosen before any piece.
    pub choose_first: &'static str,
    /// A legal move that is not the task: `{0}` the move.
    pub legal_but: &'static str,
    /// A click on a finished board.
    pub already_done: &'static str,
    /// A refused move: `{0}` the move, `{1}` why.
    pub refused: &'static str,
    /// Why: no piece of that size in hand (`{0}` the size).
    pub why_not_in_hand: &'static str,
    /// Why: the square is empty (`{0}`).
    pub why_empty: &'static str,
    /// Why: the piece on `{0}` is the opponent's (`{1}` its colour).
    pub why_not_yours: &'static str,
    /// Why: a lifted piece must land on another square.
    pub why_same_square: &'static str,
    /// Why: `{0}` the square, `{1}` the size on top there.
    pub why_cannot_cover: &'static str,
    /// Why: lifting from `{0}` uncovers `{1}`'s line `{2}`; land on `{3}` or `{4}`.
    pub why_reveals: &'static str,
    /// Why: lifting from `{0}` uncovers two of `{1}`'s lines.
    pub why_pinned: &'static str,
    /// Why: the game on this board is over.
    pub why_game_over: &'static str,
    /// Demo: play the next move.
    pub demo_next: &'static str,
    /// Demo: take back a move.
    pub demo_back: &'static str,
    /// Demo: before the first move.
    pub demo_start: &'static str,
    /// Demo: `{0}` the move number, `{1}` how many, `{2}` the colour, `{3}` the move.
    pub demo_move: &'static str,
    /// Demo: the position is new.
    pub demo_first: &'static str,
    /// Demo: `{0}` how many times the position has occurred.
    pub demo_seen: &'static str,
    /// Shown when every step is done.
    pub all_done: &'static str,
    /// A link to a game against the computer.
    pub play_link: &'static str,
    /// A link to a game between two players.
    pub two_link: &'static str,
    /// Each step's words, in the order of [`STEPS`].
    pub steps: [StepText; STEP_COUNT],
}

impl LearnText {
    fn colour(&self, p: Player) -> &'static str {
        self.colours[p.index()]
    }

    fn size(&self, s: Size) -> &'static str {
        self.sizes[s.index()]
    }

    fn piece_name(&self, p: Player, s: Size) -> String {
        fill(self.piece, &[&self.colour(p), &self.size(s)])
    }

    /// Why a move is refused, in words.
    #[must_use]
    pub fn why(&self, why: IllegalMove, mover: Player) -> String {
        let them = self.colour(mover.opponent());
        match why {
            IllegalMove::GameOver => self.why_game_over.into(),
            IllegalMove::NotInReserve(size) => fill(self.why_not_in_hand, &[&self.size(size)]),
            IllegalMove::EmptySquare(sq) => fill(self.why_empty, &[&sq]),
            IllegalMove::NotYourPiece(sq) => fill(self.why_not_yours, &[&sq, &them]),
            IllegalMove::SameSquare => self.why_same_square.into(),
            IllegalMove::CannotCover { to, top } => {
                fill(self.why_cannot_cover, &[&to, &self.size(top)])
            }
            IllegalMove::Reveals {
                from, pinned: true, ..
            } => fill(self.why_pinned, &[&from, &them]),
            IllegalMove::Reveals { from, line, .. } => {
                let (a, b) = gobblet_rules::line_ends(line);
                let mut others: Vec<Square> = LINES[usize::from(line)]
                    .iter()
                    .filter(|&s| s != from)
                    .collect();
                others.sort_unstable_by_key(|s| (s.file(), s.rank()));
                let name = format!("{a}–{b}");
                match others[..] {
                    [x, y] => fill(self.why_reveals, &[&from, &them, &name, &x, &y]),
                    _ => fill(self.why_pinned, &[&from, &them]),
                }
            }
        }
    }

    /// What the page says for `feedback` on step `step`, with `pos` the board.
    #[must_use]
    pub fn feedback(&self, feedback: Feedback, step: usize, pos: &Position) -> String {
        let me = pos.side_to_move();
        match feedback {
            Feedback::Picked(Pick::Hand(size)) => fill(self.picked_hand, &[&self.size(size)]),
            Feedback::Picked(Pick::Board(sq)) => {
                let size = pos.top(sq).map_or("", |(_, s)| self.size(s));
                fill(self.picked_board, &[&size, &sq])
            }
            Feedback::ChooseFirst => self.choose_first.into(),
            Feedback::Solved => self.steps.get(step).map_or("", |s| s.success).into(),
            Feedback::AlreadyDone => self.already_done.into(),
            Feedback::Wrong(mv) => {
                let hint = self.steps.get(step).map_or("", |s| s.wrong);
                format!("{} {hint}", fill(self.legal_but, &[&mv]))
                    .trim_end()
                    .to_string()
            }
            Feedback::Refused(Some(mv), why) => fill(self.refused, &[&mv, &self.why(why, me)]),
            Feedback::Refused(None, why) => self.why(why, me),
        }
    }

    /// The words for a square: its name and its pieces, top first.
    #[must_use]
    pub fn square_label(&self, pos: &Position, sq: Square) -> String {
        let mut names: Vec<String> = pos.stack(sq).map(|(p, s)| self.piece_name(p, s)).collect();
        names.reverse();
        match names.split_first() {
            None => fill(self.square_empty, &[&sq]),
            Some((top, [])) => fill(self.square_pieces, &[&sq, top]),
            Some((top, under)) => {
                let covering = fill(self.covering, &[top, &under.join(self.list_sep)]);
                fill(self.square_pieces, &[&sq, &covering])
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The page.

use crate::view::{player_class, size_class};

fn piece_html(p: Player, s: Size, extra: &str) -> String {
    format!(
        r#"<span class="piece {} {}{extra}" aria-hidden="true">{}</span>"#,
        player_class(p),
        size_class(s),
        s.piece_char(p)
    )
}

fn msg_attr(m: LearnMsg) -> String {
    format!(r#"data-msg="learn:{}""#, esc(&m.to_attr()))
}

/// The whole page body (the lead puts the navigation bar around it).
#[must_use]
pub fn render(learn: &Learn, t: &LearnText) -> String {
    let i = learn.step;
    let step = &STEPS[i];
    let words = &t.steps[i];
    let pos = learn.position();
    let mut h = String::new();

    let _ = write!(
        h,
        r#"<section class="learn" aria-labelledby="learn-title"><h2 id="learn-title">{}</h2><p class="learn-intro">{}</p>"#,
        esc(t.title),
        esc(&fill(t.intro, &[&STEP_COUNT]))
    );

    // Progress: step k of n, and every step as a button, done ones ticked.
    let done = learn.completed.iter().filter(|&&d| d).count();
    let _ = write!(
        h,
        r#"<nav class="learn-progress" aria-label="{}"><p id="learn-count" class="learn-count">{} · {}</p><ol class="learn-steps">"#,
        esc(t.steps_label),
        esc(&fill(t.progress, &[&(i + 1), &STEP_COUNT])),
        esc(&fill(t.done_count, &[&done, &STEP_COUNT]))
    );
    for (k, s) in t.steps.iter().enumerate() {
        let mut label = fill(t.step_button, &[&(k + 1), &s.title]);
        let mut classes = String::from("learn-dot");
        if learn.completed[k] {
            label = fill(t.step_done, &[&label]);
            classes.push_str(" done");
        }
        if k == i {
            classes.push_str(" current");
        }
        let _ = write!(
            h,
            r#"<li><button type="button" class="{classes}" {} aria-label="{}"{}>{}{}</button></li>"#,
            msg_attr(LearnMsg::Goto(k)),
            esc(&label),
            if k == i {
                r#" aria-current="step""#
            } else {
                ""
            },
            k + 1,
            if learn.completed[k] {
                r#"<span class="tick" aria-hidden="true">✓</span>"#
            } else {
                ""
            }
        );
    }
    h.push_str("</ol></nav>");

    // The step: its words, then its board.
    let _ = write!(
        h,
        r#"<article class="learn-step" id="learn-step-{}"><div class="learn-text"><h3>{}. {}</h3><p class="learn-explain">{}</p><p class="learn-task"><strong>{}</strong> {}</p></div>"#,
        step.id,
        i + 1,
        esc(words.title),
        esc(words.explain),
        esc(t.task_label),
        esc(words.task)
    );

    // A task's board stays clickable once done (so keyboard focus stays put); clicks then say
    // the step is done.
    let interactive = matches!(step.lesson, Lesson::Task { .. });
    h.push_str(r#"<div class="learn-play">"#);
    h.push_str(&hand(learn, t, &pos, Player::P2, false));
    h.push_str(&board(learn, t, &pos, interactive));
    h.push_str(&hand(learn, t, &pos, Player::P1, interactive));
    let _ = write!(
        h,
        r#"<p class="learn-turn">{}</p>"#,
        esc(&turn_text(t, &pos))
    );
    h.push_str("</div>");

    // Demo controls and caption.
    if let Lesson::Demo { .. } = step.lesson {
        let moves = step.demo_moves();
        let ply = learn.plies[i];
        let _ = write!(
            h,
            r#"<div class="learn-demo"><button type="button" {} aria-disabled="{}">{}</button><button type="button" {} aria-disabled="{}">{}</button><ol class="learn-demo-moves">"#,
            msg_attr(LearnMsg::DemoBack),
            ply == 0,
            esc(t.demo_back),
            msg_attr(LearnMsg::DemoNext),
            ply == moves.len(),
            esc(t.demo_next),
        );
        let mut side = step.position().side_to_move();
        for (k, mv) in moves.iter().enumerate() {
            let class = match (k + 1).cmp(&ply) {
                std::cmp::Ordering::Less => "played",
                std::cmp::Ordering::Equal => "played last",
                std::cmp::Ordering::Greater => "",
            };
            let _ = write!(h, r#"<li class="{class} {}">{mv}</li>"#, player_class(side));
            side = side.opponent();
        }
        h.push_str("</ol>");
        let caption = if ply == 0 {
            t.demo_start.to_string()
        } else {
            let mover = if ply % 2 == 1 {
                step.position().side_to_move()
            } else {
                step.position().side_to_move().opponent()
            };
            fill(
                t.demo_move,
                &[&ply, &moves.len(), &t.colour(mover), &moves[ply - 1]],
            )
        };
        let seen = occurrences(step, ply);
        let seen_text = if seen == 1 {
            t.demo_first.to_string()
        } else {
            fill(t.demo_seen, &[&seen])
        };
        let _ = write!(
            h,
            r#"<p class="learn-caption" id="learn-caption">{} {}</p></div>"#,
            esc(&caption),
            esc(&seen_text)
        );
    }

    // Feedback: the last action's, or the step's success when its board is done.
    let (class, text) = match learn.feedback {
        Some(f) => (
            match f {
                Feedback::Solved | Feedback::AlreadyDone => "ok",
                Feedback::Wrong(_) | Feedback::Refused(..) => "no",
                Feedback::Picked(_) | Feedback::ChooseFirst => "info",
            },
            t.feedback(f, i, &pos),
        ),
        None if learn.solved[i] => ("ok", words.success.to_string()),
        None => ("info", String::new()),
    };
    let _ = write!(
        h,
        r#"<p id="learn-feedback" class="learn-feedback {class}" role="status" aria-live="polite">{}</p>"#,
        esc(&text)
    );

    // Previous, Reset, Next.
    let _ = write!(
        h,
        r#"<div class="learn-controls"><button type="button" {} aria-disabled="{}">← {}</button><button type="button" {}>{}</button><button type="button" class="learn-next" {} aria-disabled="{}">{} →</button></div>"#,
        msg_attr(LearnMsg::Prev),
        i == 0,
        esc(t.prev),
        msg_attr(LearnMsg::Reset),
        esc(t.reset),
        msg_attr(LearnMsg::Next),
        i + 1 == STEP_COUNT,
        esc(t.next),
    );
    if done == STEP_COUNT {
        let _ = write!(
            h,
            r#"<p class="learn-all-done">{} <a href="?page=play">{}</a> · <a href="?page=two">{}</a></p>"#,
            esc(t.all_done),
            esc(t.play_link),
            esc(t.two_link)
        );
    }
    h.push_str("</article></section>");
    h
}

fn turn_text(t: &LearnText, pos: &Position) -> String {
    match pos.status(&RULES) {
        Status::Line { winner, .. } => fill(t.wins_line, &[&t.colour(winner)]),
        Status::NoMove => fill(t.no_move, &[&t.colour(pos.side_to_move())]),
        Status::Ongoing => fill(t.to_move, &[&t.colour(pos.side_to_move())]),
    }
}

fn hand(learn: &Learn, t: &LearnText, pos: &Position, player: Player, active: bool) -> String {
    let active = active && player == READER;
    let mut h = format!(
        r#"<div class="learn-hand {}" role="group" aria-label="{}"><span class="learn-hand-name">{}</span>"#,
        player_class(player),
        esc(t.hands[player.index()]),
        esc(t.hands[player.index()])
    );
    for size in Size::ALL {
        let count = pos.reserve(&RULES, player, size);
        let mut label = fill(t.in_hand, &[&t.piece_name(player, size), &count]);
        let picked = active && learn.pick == Some(Pick::Hand(size));
        if picked {
            label = fill(t.picked_mark, &[&label]);
        }
        let inner = format!(
            r#"{}<span class="count" aria-hidden="true">×{count}</span>"#,
            piece_html(player, size, if count == 0 { " none" } else { "" })
        );
        if active {
            let _ = write!(
                h,
                r#"<button type="button" class="res learn-res{}" {} aria-label="{}" aria-pressed="{picked}"{}>{inner}</button>"#,
                if picked { " selected" } else { "" },
                msg_attr(LearnMsg::Hand(size)),
                esc(&label),
                if count == 0 { " disabled" } else { "" },
            );
        } else {
            let _ = write!(
                h,
                r#"<span class="learn-res" role="img" aria-label="{}">{inner}</span>"#,
                esc(&label)
            );
        }
    }
    h.push_str("</div>");
    h
}

fn board(learn: &Learn, t: &LearnText, pos: &Position, interactive: bool) -> String {
    let win_squares: u16 = match pos.status(&RULES) {
        Status::Line { lines, .. } => LINES
            .iter()
            .enumerate()
            .filter(|(k, _)| lines & (1 << k) != 0)
            .fold(0, |acc, (_, l)| acc | l.0),
        _ => 0,
    };
    let mut h = format!(
        r#"<div id="learn-board" class="learn-board" role="group" aria-label="{}">"#,
        esc(t.board_label)
    );
    for rank in (1..=3u8).rev() {
        for file in 0..3u8 {
            let sq = Square::from_file_rank(file, rank).expect("a file and rank on the board");
            let mut label = t.square_label(pos, sq);
            let mut classes = String::from("sq learn-sq");
            let picked = interactive && learn.pick == Some(Pick::Board(sq));
            if picked {
                classes.push_str(" selected");
                label = fill(t.picked_mark, &[&label]);
            }
            if win_squares & (1 << sq.index()) != 0 {
                classes.push_str(" winline");
            }
            let stack: Vec<(Player, Size)> = pos.stack(sq).collect();
            let mut inner = format!(r#"<span class="learn-coord" aria-hidden="true">{sq}</span>"#);
            if let Some((&(p, s), under)) = stack.split_last() {
                inner.push_str(&piece_html(p, s, " top"));
                if !under.is_empty() {
                    inner.push_str(r#"<span class="learn-under" aria-hidden="true">"#);
                    for &(p, s) in under.iter().rev() {
                        inner.push_str(&piece_html(p, s, " buried"));
                    }
                    inner.push_str("</span>");
                }
            }
            if interactive {
                let _ = write!(
                    h,
                    r#"<button type="button" class="{classes}" {} aria-label="{}" aria-pressed="{picked}">{inner}</button>"#,
                    msg_attr(LearnMsg::Square(sq)),
                    esc(&label)
                );
            } else {
                let _ = write!(
                    h,
                    r#"<span class="{classes}" role="img" aria-label="{}">{inner}</span>"#,
                    esc(&label)
                );
            }
        }
    }
    h.push_str("</div>");
    h
}
