//! The hop rules, starving and the end of the game (gobbler.md "The Gobbler's turn", "End and
//! result"), on hand-made positions whose every legal path was listed by hand.

mod common;

use common::build;
use gobbler_naive::{apply_gobbler_move, gobbler_turn, GobblerTurn, Position};

fn moves(text: &str) -> (Vec<String>, Vec<(String, String)>) {
    match gobbler_turn(&Position::parse(text).unwrap()) {
        GobblerTurn::Moves { starved, mut moves } => {
            moves.sort();
            (starved, moves)
        }
        other => panic!("expected moves from {text}, got {other:?}"),
    }
}

fn err(text: &str, path: &str) -> String {
    apply_gobbler_move(&Position::parse(text).unwrap(), path).unwrap_err()
}

/// "If the first hop eats two or more Littles, the move ends there" and "Otherwise … it must hop
/// a second time". Lone Gobbler on d4, f5 = 2, g7 = 3. d4's hops: b3 b5 c2 c6 e2 e6 f3 f5; only
/// e6 is a hop from g7 (g7's: e6 e8 f5 h5), none from f5's other squares.
#[test]
fn first_hop_eating_two_ends_the_move() {
    let before = build(&[("d4", "G"), ("f5", "2"), ("g7", "3")], "G", 40);
    let (starved, list) = moves(&before);
    assert!(starved.is_empty());
    assert_eq!(
        list,
        vec![
            (
                "d4>e6>g7".to_string(),
                build(&[("g7", "G"), ("f5", "2")], "L", 40)
            ),
            (
                "d4>f5".to_string(),
                build(&[("f5", "G"), ("g7", "3")], "L", 40)
            ),
        ]
    );
    assert!(list[0].1.ends_with(" L 58 40") && list[1].1.ends_with(" L 57 40"));
    // Going on after eating two is not a move.
    assert!(
        err(&before, "d4>f5>g7").contains("ends"),
        "{}",
        err(&before, "d4>f5>g7")
    );
    // Stopping after eating nothing is not a move.
    assert!(apply_gobbler_move(&Position::parse(&before).unwrap(), "d4>e6").is_err());
}

/// A first hop eating 1 needs a second eating ≥ 1; "A second hop back to the starting square eats
/// nothing, so it never completes a legal move." Lone Gobbler on a1, b3 = 1, c5 = 1: a1's hops
/// are b3 and c2; b3's are a1 a5 c1 c5 d2 d4; c2's (a1 a3 b4 d4 e1 e3) are all empty.
#[test]
fn second_hop_needed_and_back_to_start_is_no_move() {
    let before = build(&[("a1", "G"), ("b3", "1"), ("c5", "1")], "G", 40);
    let (starved, list) = moves(&before);
    assert!(starved.is_empty());
    assert_eq!(
        list,
        vec![("a1>b3>c5".to_string(), build(&[("c5", "G")], "L", 40))]
    );
    assert!(list[0].1.ends_with(" L 60 40"));
    assert!(apply_gobbler_move(&Position::parse(&before).unwrap(), "a1>b3").is_err());
    assert!(apply_gobbler_move(&Position::parse(&before).unwrap(), "a1>b3>a1").is_err());
}

/// "A hop lands on a square on the board that is not the other Gobbler's square." A on d4, B on
/// f5, g7 = 3, h6 = 2. A: d4>f5>… is barred, d4>e6>g7 is its only move (h6's hop squares f5 f7
/// g4 g8 are not A's first hops). B: f5>g7 and f5>h6 in one hop; B's empty first hops (h4 g3 e3
/// d6 e7) reach neither g7 (from e6 e8 h5) nor h6 (from f7 g4 g8).
#[test]
fn the_partners_square_is_not_a_landing() {
    let before = build(
        &[("d4", "G"), ("f5", "G"), ("g7", "3"), ("h6", "2")],
        "G",
        40,
    );
    let (starved, list) = moves(&before);
    assert!(starved.is_empty());
    assert_eq!(
        list,
        vec![
            // A stops on g7: h6 (d = (+1,−1)) is pushed off the h-file and slides to h5.
            (
                "d4>e6>g7".to_string(),
                build(&[("g7", "G"), ("f5", "G"), ("h5", "2")], "L", 40)
            ),
            // B stops on g7: the same scatter.
            (
                "f5>g7".to_string(),
                build(&[("d4", "G"), ("g7", "G"), ("h5", "2")], "L", 40)
            ),
            // B stops on h6: g7 (d = (−1,+1)) runs to f8.
            (
                "f5>h6".to_string(),
                build(&[("d4", "G"), ("h6", "G"), ("f8", "3")], "L", 40)
            ),
        ]
    );
    assert!(list[0].1.ends_with(" L 58 40"));
    assert!(list[2].1.ends_with(" L 57 40"));
    assert!(err(&before, "d4>f5>g7").contains("other Gobbler"));
    assert!(err(&before, "f5>d4").contains("other Gobbler"));
}

/// "Decision: "no legal move" includes a Gobbler whose only routes to two Littles land on its
/// partner's square: it starves too". A on d4 reaches h6 (2) only through f5, where B stands; B
/// eats h6 directly. A starves and is removed first; then d4 is empty, but B's first hops (g7 h6
/// h4 g3 e3 d6 e7 d4) still reach h6 only by f5>h6.
#[test]
fn routes_only_through_the_partner_starve() {
    let before = build(
        &[("d4", "G"), ("f5", "G"), ("h6", "2"), ("a8", "1")],
        "G",
        40,
    );
    let (starved, list) = moves(&before);
    assert_eq!(starved, vec!["d4".to_string()]);
    assert_eq!(
        list,
        vec![(
            "f5>h6".to_string(),
            build(&[("h6", "G"), ("a8", "1")], "L", 40)
        )]
    );
    assert!(list[0].1.ends_with(" L 59 40"));
    assert!(err(&before, "d4>f5>h6").contains("starve"));
    assert_eq!(
        apply_gobbler_move(&Position::parse(&before).unwrap(), "f5>h6")
            .unwrap()
            .write(),
        list[0].1
    );
}

/// "A starved Gobbler is gone before the other one moves: its square is an ordinary empty square,
/// so a Little that runs onto it in the scatter survives." A on d4 cannot eat two: the Littles
/// are on c8 (1: hop squares a7 b6 d6 e7, none of them A's first hops), d6 (1: reached by
/// d4>b5>d6 or d4>f5>d6 for one Little only) and d5 (3: hop squares b4 b6 c3 c7 e3 e7 f4 f6,
/// none of them A's first hops). B on e7 plays e7>c8>d6 and d5 runs to d4.
#[test]
fn a_starved_gobblers_square_is_empty_for_the_scatter() {
    let before = build(
        &[
            ("d4", "G"),
            ("e7", "G"),
            ("c8", "1"),
            ("d6", "1"),
            ("d5", "3"),
        ],
        "G",
        40,
    );
    let after = build(&[("d6", "G"), ("d4", "3")], "L", 40);
    assert!(after.ends_with(" L 57 40"));
    let p = Position::parse(&before).unwrap();
    assert_eq!(apply_gobbler_move(&p, "e7>c8>d6").unwrap().write(), after);
    let (starved, list) = moves(&before);
    assert_eq!(starved, vec!["d4".to_string()]);
    assert!(list.contains(&("e7>c8>d6".to_string(), after)));
    assert!(list.iter().all(|(path, _)| path.starts_with("e7>")));
}

/// "If no Gobbler is left, the game ends" / "The game ends when both Gobblers have starved".
/// Start squares, a single Little on a8 (59 eaten): neither can eat two.
#[test]
fn both_starving_is_over() {
    let before = build(&[("d4", "G"), ("e5", "G"), ("a8", "1")], "G", 40);
    let p = Position::parse(&before).unwrap();
    assert_eq!(
        gobbler_turn(&p),
        GobblerTurn::Over {
            final_position: build(&[("a8", "1")], "G", 40),
            gobbler_wins: true,
        }
    );
    assert!(apply_gobbler_move(&p, "d4>b5").is_err());
}

/// "The Gobbler player wins if the total eaten is more than T" / "Decision: otherwise the Littles
/// player wins." 20 Littles on a8, out of reach of both (a8's hop squares b6 c7 are neither a hop
/// from d4 nor from e5), 40 eaten.
#[test]
fn threshold_eaten_more_than_t_wins_equal_loses() {
    for (threshold, wins) in [(40, false), (39, true), (41, false), (0, true)] {
        let before = build(&[("d4", "G"), ("e5", "G"), ("a8", "20")], "G", threshold);
        assert!(before.ends_with(&format!(" G 40 {threshold}")));
        assert_eq!(
            gobbler_turn(&Position::parse(&before).unwrap()),
            GobblerTurn::Over {
                final_position: build(&[("a8", "20")], "G", threshold),
                gobbler_wins: wins,
            },
            "T = {threshold}"
        );
    }
}

/// API convention: a position with no Gobbler on the board is over.
#[test]
fn no_gobbler_is_over() {
    let text = build(&[("c3", "30")], "G", 40);
    assert_eq!(
        gobbler_turn(&Position::parse(&text).unwrap()),
        GobblerTurn::Over {
            final_position: text.clone(),
            gobbler_wins: false
        }
    );
    let littles_to_move = build(&[("c3", "30")], "L", 40);
    let p = Position::parse(&littles_to_move).unwrap();
    assert!(gobbler_naive::apply_littles_turn(&p, "pass").is_err());
}

/// "A move is its path: two paths that end on the same square with the same result (`f5>d6>e4`,
/// `f5>g3>e4`) are two moves". Lone Gobbler on f5, e4 = 2 (not a hop from f5), d6 and g3 empty.
/// f5's hops: d4 d6 e3 e7 g3 g7 h4 h6; e4's hop squares: c3 c5 d2 d6 f2 f6 g3 g5.
#[test]
fn two_paths_to_the_same_result_are_two_moves() {
    let before = build(&[("f5", "G"), ("e4", "2")], "G", 40);
    let (starved, list) = moves(&before);
    assert!(starved.is_empty());
    let result = build(&[("e4", "G")], "L", 40);
    assert_eq!(
        list,
        vec![
            ("f5>d6>e4".to_string(), result.clone()),
            ("f5>g3>e4".to_string(), result)
        ]
    );
}

/// The errors name the problem.
#[test]
fn move_errors() {
    let start_g = Position::parse("start").unwrap();
    let g = gobbler_naive::apply_littles_turn(&start_g, "pass").unwrap();
    // Not G's turn.
    assert!(apply_gobbler_move(&start_g, "e5>c6>b4").is_err());
    let cases = [
        ("e5>e7", "knight"),
        ("e5>c6>c8", "knight"),
        ("e5>i6", "square"),
        ("e5>c6>b4>a2", "one or two"),
        ("e5", "one or two"),
        ("c6>b4", "no Gobbler"),
        ("e5>c6", "at least two"),
        ("e5>c6>d4", "other Gobbler"),
        ("d4>c6>e5", "other Gobbler"),
        ("", "square"),
        ("e5>>c6", "square"),
    ];
    for (path, word) in cases {
        let e = apply_gobbler_move(&g, path).unwrap_err();
        assert!(e.contains(word), "{path}: {e}");
    }
    // After a pass from the start every first hop eats exactly 1, so every move has two hops;
    // the second lands on a Little unless it is the start square, the partner, d5 or e4.
    // Counted by hand for e5 (second landings on Littles from f7 5, g6 5, g4 5, f3 6, d3 7,
    // c4 7, c6 6, d7 5 = 46) and the same for d4 by the half-turn symmetry of the start: 92.
    match gobbler_turn(&g) {
        GobblerTurn::Moves { starved, moves } => {
            assert!(starved.is_empty());
            assert!(moves.iter().all(|(p, _)| p.len() == 8), "two hops each");
            assert_eq!(moves.len(), 92);
            assert_eq!(
                moves.iter().filter(|(p, _)| p.starts_with("e5")).count(),
                46
            );
        }
        other => panic!("{other:?}"),
    }
}

/// Moves of a starved Gobbler, or when every Gobbler starves, are refused with the reason.
#[test]
fn starved_gobblers_cannot_move() {
    // Both starve (a single Little on a8).
    let over = build(&[("d4", "G"), ("e5", "G"), ("a8", "1")], "G", 40);
    let e = err(&over, "d4>c6>a7");
    assert!(e.contains("starve") && e.contains("over"), "{e}");
    // Only d4 starves (see routes_only_through_the_partner_starve); f5 moves.
    let one = build(
        &[("d4", "G"), ("f5", "G"), ("h6", "2"), ("a8", "1")],
        "G",
        40,
    );
    let e = err(&one, "d4>e6");
    assert!(e.contains("starve") && !e.contains("over"), "{e}");
    // With the Littles to move, no Gobbler move at all.
    let l = build(
        &[("d4", "G"), ("f5", "G"), ("h6", "2"), ("a8", "1")],
        "L",
        40,
    );
    assert!(err(&l, "f5>h6").contains("turn"));
}
