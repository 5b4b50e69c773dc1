//! The rules screen's diagrams: real positions, turns and moves, played by the rules crate when
//! drawn (so a diagram cannot show a rule the game does not play), one list per section.

use gobbler_rules::{Position, Side, Square, SquareSet};

/// One diagram of the rules screen.
#[derive(Clone, Debug)]
pub enum Diagram {
    /// A position as it stands (files and ranks shown).
    Board(Position, (i8, i8), (i8, i8)),
    /// A Littles turn: before with its steps as arrows, then after; `legal` false draws the
    /// steps crossed out and no "after".
    Littles(Position, &'static str, bool, (i8, i8), (i8, i8)),
    /// A Gobbler move: before with its hops, then after with the scatter.
    Gobbler(Position, &'static str, (i8, i8), (i8, i8)),
}

/// A position with these Littles and Gobblers, `side` to move, eaten = 60 − the Littles on the
/// board.
///
/// # Panics
/// If the squares are misspelt or the position is invalid (the diagrams are fixed; a test
/// draws every one).
#[must_use]
pub fn setup(littles: &[(&str, u8)], gobblers: &[&str], side: Side) -> Position {
    let sq = |s: &str| s.parse::<Square>().expect("a square");
    let mut counts = [0u8; 64];
    for &(s, n) in littles {
        counts[sq(s).index()] += n;
    }
    let mut set = SquareSet::EMPTY;
    for g in gobblers {
        set = set.with(sq(g));
    }
    let on: u8 = counts.iter().sum();
    Position::new(counts, set, side, 60 - on, 40).expect("a valid diagram position")
}

/// The start with some squares changed, `side` to move.
fn start_with(changes: &[(&str, u8)], side: Side) -> Position {
    let mut littles: Vec<(String, u8)> = Square::all()
        .map(|s| (s.to_string(), Position::START.count(s)))
        .collect();
    for &(s, n) in changes {
        if let Some(e) = littles.iter_mut().find(|(q, _)| q == s) {
            e.1 = n;
        }
    }
    let l: Vec<(&str, u8)> = littles.iter().map(|(s, n)| (s.as_str(), *n)).collect();
    setup(&l, &["d4", "e5"], side)
}

/// The diagrams of each section, in the order of the message tables' sections.
///
/// Long for a function because it is a table, not logic: one entry per section, kept in one
/// piece so that it reads beside the sections' captions in `i18n/*/rules.rs`.
#[must_use]
pub fn diagrams() -> Vec<Vec<Diagram>> {
    let all = ((0, 7), (1, 8));
    let after_pass = start_with(&[], Side::Gobblers);
    vec![
        // Board and start.
        vec![Diagram::Board(Position::START, all.0, all.1)],
        // The Littles' turn.
        vec![Diagram::Littles(
            Position::START,
            "b1-b2 a1-b2 c3-d3",
            true,
            (0, 3),
            (1, 4),
        )],
        // No Little steps twice.
        vec![
            Diagram::Littles(Position::START, "a1-b2 b2-c3", true, (0, 3), (1, 4)),
            Diagram::Littles(
                start_with(&[("b2", 0)], Side::Littles),
                "a1-b2 b2-c3",
                false,
                (0, 3),
                (1, 4),
            ),
        ],
        // The Gobbler's move.
        vec![
            Diagram::Gobbler(
                start_with(&[("c6", 2), ("a8", 0)], Side::Gobblers),
                "d4>c6",
                (0, 4),
                (3, 8),
            ),
            Diagram::Gobbler(after_pass, "e5>c6>b4", (0, 5), (2, 7)),
        ],
        // Starving.
        vec![
            Diagram::Board(
                setup(
                    &[("a5", 1), ("e3", 1), ("g6", 2), ("d8", 1), ("h3", 1)],
                    &["a1", "h8"],
                    Side::Gobblers,
                ),
                all.0,
                all.1,
            ),
            Diagram::Board(
                setup(
                    &[("d7", 2), ("a6", 1), ("e6", 1), ("b4", 1)],
                    &["a8", "b6"],
                    Side::Gobblers,
                ),
                (0, 4),
                (4, 8),
            ),
        ],
        // The scatter.
        vec![Diagram::Gobbler(
            setup(
                &[
                    ("d4", 2),
                    ("c3", 1),
                    ("d3", 1),
                    ("e3", 1),
                    ("c4", 1),
                    ("e4", 1),
                    ("c5", 1),
                    ("d5", 1),
                    ("e5", 1),
                ],
                &["e6", "h1"],
                Side::Gobblers,
            ),
            "e6>d4",
            (1, 5),
            (2, 6),
        )],
        // The scatter at the edge.
        vec![
            Diagram::Gobbler(
                setup(
                    &[("b4", 2), ("a3", 1), ("a4", 1), ("a5", 1)],
                    &["d5", "h8"],
                    Side::Gobblers,
                ),
                "d5>b4",
                (0, 3),
                (1, 6),
            ),
            Diagram::Gobbler(
                setup(&[("b2", 2), ("a1", 1)], &["d3", "h8"], Side::Gobblers),
                "d3>b2",
                (0, 3),
                (1, 4),
            ),
            Diagram::Gobbler(
                setup(&[("a4", 2), ("a5", 1)], &["c5", "h8"], Side::Gobblers),
                "c5>a4",
                (0, 2),
                (3, 6),
            ),
        ],
        // Into the other Gobbler's jaws.
        vec![
            Diagram::Gobbler(
                setup(&[("b4", 2), ("c4", 1)], &["d3", "d4"], Side::Gobblers),
                "d3>b4",
                (0, 4),
                (2, 5),
            ),
            Diagram::Gobbler(
                setup(&[("b4", 2), ("a5", 1)], &["d5", "a6"], Side::Gobblers),
                "d5>b4",
                (0, 3),
                (3, 6),
            ),
        ],
        // End and result; ranks.
        vec![],
        vec![],
        // Notation and the worked example.
        vec![Diagram::Gobbler(after_pass, "e5>c6>b4", (0, 5), (1, 7))],
    ]
}
