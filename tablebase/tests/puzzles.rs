//! The puzzle file's parser, grading, judging and the choice of a varied set.

use gobblet_rules::{Move, Position, PositionParseError, Value, Variant};
use gobblet_tablebase::puzzles::{
    self, daily, grade, judge, Grade, Puzzle, PuzzleEntry, PuzzleError, PuzzleFault, PuzzleFile,
    PuzzleSet, Verdict,
};
use proptest::prelude::*;

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// A file of one entry (the parser checks shape and legality, not the table).
fn file_with(entry: PuzzleEntry) -> String {
    serde_json::to_string(&PuzzleFile {
        format: puzzles::FORMAT.into(),
        version: puzzles::VERSION,
        rules: Variant::STANDARD.to_string(),
        puzzles: vec![entry],
    })
    .unwrap()
}

fn entry() -> PuzzleEntry {
    PuzzleEntry {
        position: ".,.,./.,L,./s,.,. 1".into(),
        win: 9,
        answer: "S@a3".into(),
        tempting: 2,
    }
}

#[test]
fn a_file_round_trips_through_the_parser() {
    let set = PuzzleSet::parse(&file_with(entry()), &Variant::STANDARD).unwrap();
    assert_eq!(set.puzzles.len(), 1);
    let p = set.puzzles[0];
    assert_eq!(p.position.to_string(), ".,.,./.,L,./s,.,. 1");
    assert_eq!(
        p.grade,
        Grade {
            win: 9,
            answer: mv("S@a3"),
            tempting: 2
        }
    );
    let again = serde_json::to_string(&set.to_file()).unwrap();
    assert_eq!(again, file_with(entry()));
}

#[test]
fn bad_files_are_refused_with_the_reason() {
    let std = Variant::STANDARD;
    let err = |json: &str| PuzzleSet::parse(json, &std).unwrap_err();
    assert!(matches!(err("<html>"), PuzzleError::Shape(_)));
    assert!(matches!(err("{}"), PuzzleError::Shape(_)));
    let other_format = file_with(entry()).replace("gobblet-puzzles", "gobblet-riddles");
    assert_eq!(err(&other_format), PuzzleError::Format);
    let other_version = file_with(entry()).replace("\"version\":1", "\"version\":7");
    assert_eq!(
        err(&other_version),
        PuzzleError::Version {
            expected: 1,
            got: 7
        }
    );
    let cover_off: Variant = "cover=off".parse().unwrap();
    assert!(matches!(
        PuzzleSet::parse(&file_with(entry()), &cover_off).unwrap_err(),
        PuzzleError::Rules { .. }
    ));
    let bad = |e: PuzzleEntry| match err(&file_with(e)) {
        PuzzleError::Puzzle { number: 1, why } => why,
        other => panic!("expected a puzzle error, got {other:?}"),
    };
    let why = bad(PuzzleEntry {
        position: ".,.,./.,Q,./s,.,. 1".into(),
        ..entry()
    });
    assert!(
        matches!(
            why,
            PuzzleFault::Position(PositionParseError::UnknownChar { ch: 'Q', .. })
        ),
        "{why}"
    );
    let why = bad(PuzzleEntry {
        answer: "L@b2".into(),
        ..entry()
    });
    assert!(matches!(why, PuzzleFault::NotLegal(_)), "{why}");
    assert!(why.to_string().contains("not a legal move"), "{why}");
    for win in [0, 1, 8] {
        let why = bad(PuzzleEntry { win, ..entry() });
        assert_eq!(why, PuzzleFault::Length(win));
        assert!(why.to_string().contains("no puzzle length"), "{why}");
    }
    let why = bad(PuzzleEntry {
        answer: "Q@b2".into(),
        ..entry()
    });
    assert!(matches!(why, PuzzleFault::Answer(_)), "{why}");
    let why = bad(PuzzleEntry {
        tempting: 40,
        ..entry()
    });
    assert!(
        matches!(why, PuzzleFault::Tempting { tempting: 40, .. }),
        "{why}"
    );
    let why = bad(PuzzleEntry {
        position: "L,M,S/.,.,./.,.,. 2".into(),
        ..entry()
    });
    assert_eq!(why, PuzzleFault::GameOver);
}

proptest! {
    #![proptest_config(testkit::proptest_config(256))]

    #[test]
    fn no_input_panics(s in ".{0,200}") {
        let _ = PuzzleSet::parse(&s, &Variant::STANDARD);
    }

    #[test]
    fn no_changed_byte_panics(at in 0usize..200, byte in any::<u8>()) {
        let mut bytes = file_with(entry()).into_bytes();
        let i = at % bytes.len();
        bytes[i] = byte;
        let _ = PuzzleSet::parse(&String::from_utf8_lossy(&bytes), &Variant::STANDARD);
    }
}

/// Values of the start's children from a list; every other child `default`.
fn start_children(special: &[(&str, Value)], default: Option<Value>) -> Option<Grade> {
    let std = Variant::STANDARD;
    let start = Position::START;
    grade(&std, &start, |child| {
        special
            .iter()
            .find(|(m, _)| start.play(mv(m)) == *child)
            .map(|&(_, v)| v)
            .or(default)
    })
}

#[test]
fn grading_counts_the_one_win_and_the_tempting_losses() {
    // Child values are for the child's side to move: Loss(4) there is Win(5) for the mover.
    let g = start_children(
        &[
            ("L@b2", Value::Loss(4)),
            ("S@a1", Value::Draw),
            ("M@a1", Value::Win(3)),
        ],
        Some(Value::Win(1)),
    );
    assert_eq!(
        g,
        Some(Grade {
            win: 5,
            answer: mv("L@b2"),
            tempting: 2
        }),
        "a draw and a loss in 4 tempt; losses in 2 do not"
    );
    let two_wins = start_children(
        &[("L@b2", Value::Loss(4)), ("L@a1", Value::Loss(6))],
        Some(Value::Win(1)),
    );
    assert_eq!(two_wins, None, "two winning moves: no puzzle");
    let too_short = start_children(&[("L@b2", Value::Loss(0))], Some(Value::Win(1)));
    assert_eq!(too_short, None, "a win in one ply: no puzzle");
    let unknown = start_children(&[("L@b2", Value::Loss(4))], None);
    assert_eq!(unknown, None, "an unknown child: no puzzle");
}

#[test]
fn judging_tells_best_slower_and_thrown_apart() {
    assert_eq!(judge(Value::Win(7), Value::Win(7)), Verdict::Best);
    assert_eq!(judge(Value::Win(7), Value::Win(9)), Verdict::Slower);
    assert_eq!(judge(Value::Win(7), Value::Draw), Verdict::Thrown);
    assert_eq!(judge(Value::Win(7), Value::Loss(4)), Verdict::Thrown);
}

#[test]
fn the_daily_puzzle_cycles_through_the_set() {
    assert_eq!(daily(0, 10), Some(0));
    assert_eq!(daily(23, 10), Some(3));
    assert_eq!(daily(-1, 10), Some(9), "before 1970 still picks one");
    assert_eq!(daily(5, 0), None);
}

#[test]
fn the_choice_is_capped_spread_and_repeatable() {
    // Candidates after 1, 2 and 3 plies along one line: three piece counts, two lengths.
    let line = ["L@b2", "S@a1", "M@c3"];
    let mut candidates = Vec::new();
    let mut pos = Position::START;
    for (i, m) in line.iter().enumerate() {
        pos = pos.play(mv(m));
        for j in 0..4u64 {
            let answer = pos.legal_moves(&Variant::STANDARD)[0];
            let win = if j % 2 == 0 { 5 } else { 7 };
            let tag = (i as u64) * 10 + j;
            candidates.push((
                tag.wrapping_mul(0x9e37_79b9_7f4a_7c15),
                Puzzle {
                    position: pos,
                    grade: Grade {
                        win,
                        answer,
                        tempting: 0,
                    },
                },
            ));
        }
    }
    let chosen = puzzles::select(candidates.clone(), 3);
    assert_eq!(chosen.len(), 6, "3 per length, two lengths");
    for win in [5, 7] {
        let mut pieces: Vec<u32> = chosen
            .iter()
            .filter(|p| p.grade.win == win)
            .map(|p| p.position.pieces_on_board())
            .collect();
        pieces.sort_unstable();
        assert_eq!(pieces, vec![1, 2, 3], "one of each piece count first");
    }
    let mut reversed = candidates;
    reversed.reverse();
    assert_eq!(
        puzzles::select(reversed, 3),
        chosen,
        "order of input does not matter"
    );
}

#[test]
fn with_cover_off_the_sizes_placed_on_a_square_are_one_move() {
    let off: Variant = "cover=off".parse().unwrap();
    let start = Position::START;
    let on_b2 = |child: &Position| {
        ["S@b2", "M@b2", "L@b2"]
            .iter()
            .any(|m| start.play(mv(m)) == *child)
    };
    // Every size on b2 wins (L@b2 fastest); everything else loses slowly.
    let g = grade(&off, &start, |child| {
        Some(if *child == start.play(mv("L@b2")) {
            Value::Loss(4)
        } else if on_b2(child) {
            Value::Loss(6)
        } else {
            Value::Win(5)
        })
    });
    assert_eq!(
        g,
        Some(Grade {
            win: 5,
            answer: mv("L@b2"),
            tempting: 8
        }),
        "one winning square, the fastest size its answer; 8 other squares tempt"
    );
    // With stacking on, the same values make three winning moves: no puzzle.
    let on = grade(&Variant::STANDARD, &start, |child| {
        Some(if on_b2(child) {
            Value::Loss(4)
        } else {
            Value::Win(5)
        })
    });
    assert_eq!(on, None);
}
