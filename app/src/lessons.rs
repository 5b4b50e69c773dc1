//! The lessons of how to play: the rules of `docs/rules.md` (standard variant) in nine short
//! steps, as data. Each starts from a position written in notation ([`Step::setup`]); a *task*
//! step asks for a move that meets its [`Goal`], a *demo* step (repetition) steps through a few
//! scripted moves. The page that teaches them is `pages::learn`; links name them by
//! [`Step::id`] (`?page=learn&step=pin`).

use std::str::FromStr;

use gobblet_rules::{Move, Player, Position, Reveal, Square, Status, Variant};

/// The rules every step follows: the standard game.
pub const RULES: Variant = Variant::STANDARD;

/// The rules of the steps under a reading of the reveal rule (the standard game otherwise).
#[must_use]
pub fn rules(reveal: Reveal) -> Variant {
    let mut rules = RULES;
    rules.reveal = reveal;
    rules
}

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
    /// Any move after which every move of the opponent reveals a line of the reader's (and so
    /// loses at once: the `reveal = loses` reading, where nobody is ever left without a move).
    EveryReplyReveals,
}

impl Goal {
    /// Whether the move `mv` from `before`, legal under `rules`, meets the goal.
    #[must_use]
    pub fn met_by(self, rules: &Variant, before: &Position, mv: Move) -> bool {
        let after = before.play(mv);
        let square = |s: &str| Square::from_str(s).ok();
        match self {
            Goal::Moves(moves) => moves.iter().any(|m| Move::from_str(m).ok() == Some(mv)),
            Goal::LandOn(sq) => square(sq) == Some(mv.to()),
            Goal::MoveFrom(sq) => mv.from().is_some() && square(sq) == mv.from(),
            Goal::Line => matches!(
                after.status(rules),
                Status::Line { winner, .. } if winner == before.side_to_move()
            ),
            Goal::NoMove => after.status(rules) == Status::NoMove,
            Goal::EveryReplyReveals => {
                let replies = after.legal_moves(rules);
                after.status(rules) == Status::Ongoing
                    && replies.iter().all(|&r| {
                        let lines = after.play(r).lines(before.side_to_move());
                        rules.reveal == Reveal::Loses && lines != 0
                    })
            }
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

/// One step of the tutorial (its words are in [`crate::i18n::LearnText::steps`], same index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// A short stable name (used in `data-msg` and, if the lead wants, the URL).
    pub id: &'static str,
    /// The board the step starts from (notation of `docs/rules.md`).
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

/// The steps taught in their own words when revealing loses (`reveal = loses`), in the order of
/// their words ([`crate::i18n::LearnText::loses_steps`]): the reveal rule, no pins, no stuck
/// side. Their boards start again when the reading changes.
pub const LOSES_TAUGHT: [&str; 3] = ["reveal", "pin", "no-move"];

/// The steps whose task differs when revealing loses, each replacing the standard step of the
/// same id. The pin step keeps its board and task (`S@c3` still wins; only why a3 must stay
/// differs): it is in [`LOSES_TAUGHT`] only.
pub const LOSES_STEPS: [Step; 2] = [
    // The large piece on b2 hides blue's diagonal a1–c3: land on it, or lose.
    Step {
        id: "reveal",
        setup: ".,.,s/.,sL,./m,.,. 1",
        lesson: Lesson::Task {
            goal: Goal::Moves(&["b2-a1", "b2-c3"]),
            solution: "b2-c3",
        },
    },
    // M@b1: blue's hand is empty and both its large pieces hide orange lines.
    Step {
        id: "no-move",
        setup: "Ml,smL,mL/.,Sl,./S,s,. 1",
        lesson: Lesson::Task {
            goal: Goal::EveryReplyReveals,
            solution: "M@b1",
        },
    },
];

/// The steps under a reading of the reveal rule: [`STEPS`], with [`LOSES_STEPS`] in place of
/// the steps of the same ids when revealing loses.
#[must_use]
pub fn steps(reveal: Reveal) -> [Step; STEP_COUNT] {
    let mut steps = STEPS;
    if reveal == Reveal::Loses {
        for step in &mut steps {
            if let Some(own) = LOSES_STEPS.iter().find(|s| s.id == step.id) {
                *step = *own;
            }
        }
    }
    steps
}

/// Where a step's words are under a reading: `Some(i)` for [`LOSES_TAUGHT`]`[i]`'s own words,
/// `None` for the standard step's.
#[must_use]
pub fn loses_text_index(reveal: Reveal, id: &str) -> Option<usize> {
    match reveal {
        Reveal::Loses => LOSES_TAUGHT.iter().position(|&s| s == id),
        Reveal::MustCover => None,
    }
}

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

/// Each step's `id`, in order, taken from [`STEPS`] at compile time: links name steps by these
/// in the explorer's module too, which would otherwise carry every step's setup and moves.
pub const STEP_IDS: [&str; STEP_COUNT] = {
    let mut ids = [""; STEP_COUNT];
    let mut i = 0;
    while i < STEP_COUNT {
        ids[i] = STEPS[i].id;
        i += 1;
    }
    ids
};

/// The index of the step named `id`.
#[must_use]
pub fn step_index(id: &str) -> Option<usize> {
    STEP_IDS.iter().position(|&s| s == id)
}

/// How many times the position after `ply` moves of a demo has occurred so far (counting it).
#[must_use]
pub fn occurrences(step: &Step, ply: usize) -> usize {
    let now = step.demo_position(ply);
    (0..=ply).filter(|&k| step.demo_position(k) == now).count()
}
