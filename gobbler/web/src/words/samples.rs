//! One sample of every notice and of every reason inside one, for the wording tests.
//!
//! The samples cover every variant of every enum a notice carries: [`covers`] numbers a value's
//! variant with an exhaustive match, so a new variant does not compile until it is numbered,
//! and the tests fail until it has a sample (and so a wording, which they then check).

use std::fmt::Debug;

use gobbler_rules::{
    GameError, GobblerError, LittlesError, PositionError, PositionParseError, Square, Step,
    TurnError, TurnParseError,
};

use crate::link::LinkError;
use crate::model::{BadLink, ComputerError, Notice};
use crate::think::ThinkError;

/// A square by name.
pub fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The reader's own input echoed in the samples (it may be English: it is theirs, not ours).
pub const ECHOES: [&str; 5] = ["hello", "forty", "grandmaster", "nonsense", "z9"];

/// Words of notation the Chinese may quote: the pass and the start position as written.
pub const NOTATION: [&str; 2] = ["pass", "start"];

/// Checks that `samples` hold every variant of an enum: `variant` numbers a value's variant with
/// an exhaustive match; `count` is how many variants there are.
fn covers<T: Debug>(what: &str, samples: &[T], count: usize, variant: fn(&T) -> usize) {
    let mut seen = vec![false; count];
    for s in samples {
        let v = variant(s);
        assert!(v < count, "{what}: {s:?} is variant {v}: raise the count");
        seen[v] = true;
    }
    let missing: Vec<usize> = (0..count).filter(|&v| !seen[v]).collect();
    assert!(
        missing.is_empty(),
        "{what}: no sample of variant(s) {missing:?}"
    );
}

pub fn parse_errors() -> Vec<TurnParseError> {
    use TurnParseError as E;
    let all = vec![
        E::Empty,
        E::TooManySteps { found: 4 },
        E::StepShape {
            text: "hello".into(),
        },
        E::PathShape {
            text: "e5>c6>b4>a2".into(),
        },
        E::UnknownSquare { text: "z9".into() },
    ];
    covers("TurnParseError", &all, 5, |e| match e {
        E::Empty => 0,
        E::TooManySteps { .. } => 1,
        E::StepShape { .. } => 2,
        E::PathShape { .. } => 3,
        E::UnknownSquare { .. } => 4,
    });
    all
}

pub fn littles_errors() -> Vec<LittlesError> {
    use LittlesError as E;
    let stepping = |arriving| E::SteppingTwice {
        square: sq("b2"),
        leaving: 2,
        littles: 1,
        arriving,
    };
    let all = vec![
        E::NotLittlesTurn,
        E::GameOver,
        E::NotNeighbour {
            step: Step::new(sq("a1"), sq("a3")),
        },
        E::OntoGobbler {
            step: Step::new(sq("c3"), sq("d4")),
        },
        E::FromGobbler {
            step: Step::new(sq("d4"), sq("d3")),
        },
        // Two wordings: with and without Littles that arrived this turn.
        stepping(0),
        stepping(1),
    ];
    covers("LittlesError", &all, 6, |e| match e {
        E::NotLittlesTurn => 0,
        E::GameOver => 1,
        E::NotNeighbour { .. } => 2,
        E::OntoGobbler { .. } => 3,
        E::FromGobbler { .. } => 4,
        E::SteppingTwice { .. } => 5,
    });
    all
}

pub fn gobbler_errors() -> Vec<GobblerError> {
    use GobblerError as E;
    let all = vec![
        E::NotGobblersTurn,
        E::GameOver,
        E::NoGobbler { square: sq("a1") },
        E::Starved { square: sq("h8") },
        E::NotKnightHop {
            from: sq("d4"),
            to: sq("d6"),
        },
        E::OntoGobbler { square: sq("e5") },
        E::MoveEndsAfterFirstHop { eaten: 2 },
        E::EatsFewerThanTwo { eaten: 1 },
    ];
    covers("GobblerError", &all, 8, |e| match e {
        E::NotGobblersTurn => 0,
        E::GameOver => 1,
        E::NoGobbler { .. } => 2,
        E::Starved { .. } => 3,
        E::NotKnightHop { .. } => 4,
        E::OntoGobbler { .. } => 5,
        E::MoveEndsAfterFirstHop { .. } => 6,
        E::EatsFewerThanTwo { .. } => 7,
    });
    all
}

pub fn turn_errors() -> Vec<TurnError> {
    let mut all: Vec<TurnError> = parse_errors().into_iter().map(TurnError::Parse).collect();
    all.extend(littles_errors().into_iter().map(TurnError::Littles));
    all.extend(gobbler_errors().into_iter().map(TurnError::Gobbler));
    all.push(TurnError::GameOver);
    covers("TurnError", &all, 4, |e| match e {
        TurnError::Parse(_) => 0,
        TurnError::Littles(_) => 1,
        TurnError::Gobbler(_) => 2,
        TurnError::GameOver => 3,
    });
    all
}

pub fn position_errors() -> Vec<PositionParseError> {
    use PositionParseError as E;
    let invalid = vec![
        PositionError::TooManyGobblers { found: 3 },
        PositionError::LittlesOnGobbler { square: sq("d4") },
        PositionError::Total {
            on_board: 59,
            eaten: 0,
        },
        PositionError::Threshold { threshold: 1001 },
    ];
    covers("PositionError", &invalid, 4, |e| match e {
        PositionError::TooManyGobblers { .. } => 0,
        PositionError::LittlesOnGobbler { .. } => 1,
        PositionError::Total { .. } => 2,
        PositionError::Threshold { .. } => 3,
    });
    let mut all = vec![
        E::Fields { found: 2 },
        E::Ranks { found: 7 },
        E::Squares { rank: 3, found: 9 },
        E::SquareText { square: sq("c5") },
        E::Side,
        E::Eaten,
        E::Threshold,
    ];
    all.extend(invalid.into_iter().map(E::Invalid));
    covers("PositionParseError", &all, 8, |e| match e {
        E::Fields { .. } => 0,
        E::Ranks { .. } => 1,
        E::Squares { .. } => 2,
        E::SquareText { .. } => 3,
        E::Side => 4,
        E::Eaten => 5,
        E::Threshold => 6,
        E::Invalid(_) => 7,
    });
    all
}

pub fn think_errors() -> Vec<ThinkError> {
    let mut all: Vec<ThinkError> = position_errors()
        .into_iter()
        .map(|why| ThinkError::Position {
            text: "nonsense".into(),
            why,
        })
        .collect();
    all.push(ThinkError::Level("grandmaster".into()));
    all.push(ThinkError::GameOver);
    covers("ThinkError", &all, 3, |e| match e {
        ThinkError::Position { .. } => 0,
        ThinkError::Level(_) => 1,
        ThinkError::GameOver => 2,
    });
    all
}

pub fn computer_errors() -> Vec<ComputerError> {
    let mut all: Vec<ComputerError> = parse_errors()
        .into_iter()
        .map(|why| ComputerError::NotATurn {
            text: "a1-a2".into(),
            why,
        })
        .collect();
    all.extend(think_errors().into_iter().map(ComputerError::Refused));
    all.extend([
        ComputerError::WorkerFailed,
        ComputerError::Unreachable,
        ComputerError::Crashed,
        ComputerError::NoAnswer,
    ]);
    covers("ComputerError", &all, 6, |e| match e {
        ComputerError::NotATurn { .. } => 0,
        ComputerError::Refused(_) => 1,
        ComputerError::WorkerFailed => 2,
        ComputerError::Unreachable => 3,
        ComputerError::Crashed => 4,
        ComputerError::NoAnswer => 5,
    });
    all
}

pub fn bad_links() -> Vec<BadLink> {
    let links = vec![LinkError::Encoding, LinkError::Threshold("forty".into())];
    covers("LinkError", &links, 2, |e| match e {
        LinkError::Encoding => 0,
        LinkError::Threshold(_) => 1,
    });
    let mut all: Vec<BadLink> = links.into_iter().map(BadLink::Query).collect();
    all.extend(turn_errors().into_iter().map(|error| {
        BadLink::Game(GameError {
            index: 2,
            text: "e5>c6".into(),
            error,
        })
    }));
    covers("BadLink", &all, 2, |e| match e {
        BadLink::Query(_) => 0,
        BadLink::Game(_) => 1,
    });
    all
}

/// Every notice, each reason inside one in all its variants.
pub fn notices() -> Vec<Notice> {
    let mut all: Vec<Notice> = bad_links().into_iter().map(Notice::BadLink).collect();
    all.extend([
        Notice::Replayed(2),
        Notice::AlreadyMoved(sq("b2")),
        Notice::NoLittles(sq("e4")),
        Notice::Arrived(sq("c3")),
        Notice::StepsKept,
        Notice::Restarted,
        Notice::ThreeSteps,
        Notice::NotNeighbour(sq("c8"), sq("e4")),
        Notice::OntoGobbler(sq("d4")),
        Notice::StepsPending,
        Notice::NotLanding(sq("h8")),
        Notice::Starving(sq("a1")),
        Notice::PickGobbler,
        Notice::NotYourTurn,
        Notice::GameOver,
        Notice::Resumed(5),
        Notice::SavedUnreadable,
        Notice::NewGameUndo,
        Notice::ReplayedSetAside(1, 12),
        Notice::SetAsideUnreadable,
    ]);
    all.extend(turn_errors().into_iter().map(Notice::Illegal));
    all.extend(computer_errors().into_iter().map(Notice::ComputerFailed));
    covers("Notice", &all, 23, |n| match n {
        Notice::BadLink(_) => 0,
        Notice::Replayed(_) => 1,
        Notice::AlreadyMoved(_) => 2,
        Notice::NoLittles(_) => 3,
        Notice::ThreeSteps => 4,
        Notice::NotNeighbour(..) => 5,
        Notice::OntoGobbler(_) => 6,
        Notice::StepsPending => 7,
        Notice::NotLanding(_) => 8,
        Notice::Starving(_) => 9,
        Notice::PickGobbler => 10,
        Notice::NotYourTurn => 11,
        Notice::GameOver => 12,
        Notice::Illegal(_) => 13,
        Notice::ComputerFailed(_) => 14,
        Notice::Arrived(_) => 15,
        Notice::StepsKept => 16,
        Notice::Restarted => 17,
        Notice::Resumed(_) => 18,
        Notice::SavedUnreadable => 19,
        Notice::NewGameUndo => 20,
        Notice::ReplayedSetAside(..) => 21,
        Notice::SetAsideUnreadable => 22,
    });
    all
}
