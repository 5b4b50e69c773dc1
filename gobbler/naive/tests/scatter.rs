//! One hand-made position per scatter clause of gobbler.md ("3. Scatter"). Every expectation was
//! worked out by hand from the text; `common::build` only spells out the squares listed.

mod common;

use common::build;
use gobbler_naive::{apply_gobbler_move, gobbler_turn, GobblerTurn, Position};

fn play(before: &str, path: &str) -> String {
    let p = Position::parse(before).unwrap();
    apply_gobbler_move(&p, path).unwrap().write()
}

/// "off the board, d orthogonal: it is pinned and eaten". A lone Gobbler on d5 hops to b4
/// (2 Littles); a4 is pushed straight off the a-file.
#[test]
fn orthogonal_push_off_the_edge_is_pinned() {
    let before = build(
        &[("d5", "G"), ("b4", "2"), ("a4", "1"), ("h1", "5")],
        "G",
        40,
    );
    // 8 Littles on the board, 52 eaten; +2 by the hop, +1 pinned.
    let after = build(&[("b4", "G"), ("h1", "5")], "L", 40);
    assert!(after.ends_with(" L 55 40"));
    assert_eq!(play(&before, "d5>b4"), after);
    // d5's other first hops (b6 c3 c7 e3 e7 f4 f6) are empty and none is a hop from b4 or h1,
    // and a4's single Little is not enough: d5>b4 is the only move.
    match gobbler_turn(&Position::parse(&before).unwrap()) {
        GobblerTurn::Moves { starved, moves } => {
            assert!(starved.is_empty());
            assert_eq!(moves, vec![("d5>b4".to_string(), after)]);
        }
        other => panic!("{other:?}"),
    }
}

/// "off the board, d diagonal, and S is not a corner: it slides one square along the edge":
/// the a-file (the text's own example, G = b4, S = a5 → a6, and a3 → a2).
#[test]
fn diagonal_push_off_the_a_file_slides_along_it() {
    let before = build(
        &[("c6", "G"), ("b4", "2"), ("a5", "3"), ("a3", "1")],
        "G",
        40,
    );
    let after = build(&[("b4", "G"), ("a6", "3"), ("a2", "1")], "L", 40);
    assert!(after.ends_with(" L 56 40"));
    assert_eq!(play(&before, "c6>b4"), after);
}

/// The same clause on rank 1, with a slide onto a square holding a Little (stacks merge) and an
/// orthogonal pin beside it: G stops on d2; c1 slides to b1, e1 slides to f1, d1 is pinned.
#[test]
fn diagonal_push_off_rank_1_slides_along_it_and_merges() {
    let before = build(
        &[
            ("f3", "G"),
            ("d2", "2"),
            ("c1", "1"),
            ("e1", "2"),
            ("b1", "1"),
            ("d1", "1"),
        ],
        "G",
        40,
    );
    // 7 on the board (53 eaten); +2 by the hop, +1 pinned on d1.
    let after = build(&[("d2", "G"), ("b1", "2"), ("f1", "2")], "L", 40);
    assert!(after.ends_with(" L 56 40"));
    assert_eq!(play(&before, "f3>d2"), after);
}

/// "off the board, d diagonal, S a corner: it is pinned and eaten", beside the orthogonal pins
/// on b1 and a2 and a slide from c1 to d1.
#[test]
fn corner_is_pinned() {
    let before = build(
        &[
            ("d3", "G"),
            ("b2", "2"),
            ("a1", "4"),
            ("b1", "1"),
            ("a2", "1"),
            ("c1", "1"),
        ],
        "G",
        40,
    );
    // 9 on the board (51 eaten); +2 hop, +4 corner, +1 b1, +1 a2; c1 → d1.
    let after = build(&[("b2", "G"), ("d1", "1")], "L", 40);
    assert!(after.ends_with(" L 59 40"));
    assert_eq!(play(&before, "d3>b2"), after);
}

/// The corner clause on h8 as well (d = (+1,+1) from g7).
#[test]
fn corner_h8_is_pinned() {
    let before = build(
        &[
            ("e6", "G"),
            ("g7", "2"),
            ("h8", "3"),
            ("h7", "1"),
            ("f8", "1"),
        ],
        "G",
        40,
    );
    // h8 corner pinned (3), h7 orthogonal pinned (1), f8: d = (−1,+1), target e9 is off the
    // board across rank 8, so it slides along rank 8 to e8.
    let after = build(&[("g7", "G"), ("e8", "1")], "L", 40);
    assert!(after.ends_with(" L 59 40"));
    assert_eq!(play(&before, "e6>g7"), after);
}

/// "the other Gobbler's square: it is eaten ("runs into the jaws of another Gobbler")". The
/// Gobbler on d4 can move (d4>f5), so it does not starve and stays on d4.
#[test]
fn run_into_the_other_gobbler_is_eaten() {
    let before = build(
        &[
            ("d5", "G"),
            ("d4", "G"),
            ("b4", "2"),
            ("c4", "3"),
            ("f5", "2"),
        ],
        "G",
        40,
    );
    let after = build(&[("b4", "G"), ("d4", "G"), ("f5", "2")], "L", 40);
    assert!(after.ends_with(" L 58 40"));
    assert_eq!(play(&before, "d5>b4"), after);
}

/// "If that square is the other Gobbler's, it is eaten": a5 slides towards a6 where the other
/// Gobbler stands (it can move: a6>c7).
#[test]
fn slide_into_the_other_gobbler_is_eaten() {
    let before = build(
        &[
            ("d5", "G"),
            ("a6", "G"),
            ("b4", "2"),
            ("a5", "1"),
            ("c7", "2"),
        ],
        "G",
        40,
    );
    let after = build(&[("b4", "G"), ("a6", "G"), ("c7", "2")], "L", 40);
    assert!(after.ends_with(" L 58 40"));
    assert_eq!(play(&before, "d5>b4"), after);
}

/// "on the board, empty or holding Littles: it moves there (stacks merge)", orthogonally (b5 →
/// b6 onto 4) and diagonally (c5 → d6 onto 1); c3 runs to d2 (empty).
#[test]
fn runs_merge_with_the_target_stack() {
    let before = build(
        &[
            ("d5", "G"),
            ("b4", "2"),
            ("b5", "3"),
            ("b6", "4"),
            ("c5", "1"),
            ("d6", "1"),
            ("c3", "2"),
        ],
        "G",
        40,
    );
    // 13 on the board (47 eaten); +2 by the hop, nothing lost in the scatter.
    let after = build(
        &[("b4", "G"), ("b6", "7"), ("d6", "2"), ("d2", "2")],
        "L",
        40,
    );
    assert!(after.ends_with(" L 49 40"));
    assert_eq!(play(&before, "d5>b4"), after);
}

/// "Decision: … a Little on an edge whose way out runs along the board simply moves": a Little
/// on a4 beside a Gobbler on a5 runs to a3; one on b4 (diagonal, off no edge) runs to c3.
#[test]
fn edge_little_whose_way_out_runs_along_the_edge_moves() {
    // c6>a5 eats 2 on a5 in one hop.
    let before = build(
        &[
            ("c6", "G"),
            ("a5", "2"),
            ("a4", "1"),
            ("b4", "1"),
            ("a6", "2"),
        ],
        "G",
        40,
    );
    // a4: d = (0,−1) → a3. b4: d = (+1,−1) → c3. a6: d = (0,+1) → a7.
    let after = build(
        &[("a5", "G"), ("a3", "1"), ("c3", "1"), ("a7", "2")],
        "L",
        40,
    );
    assert!(after.ends_with(" L 56 40"));
    assert_eq!(play(&before, "c6>a5"), after);
}

/// "Littles eaten by the scatter count towards the total eaten but not towards the two that the
/// hops must eat": a first hop eating 1 whose scatter would pin more is still not a move.
#[test]
fn scatter_eating_does_not_count_for_the_hops() {
    // From c6 the only Littles within reach: b4 (1) and a4 (5, pinned if G stops on b4), which
    // is not a knight hop from b4 or from any of c6's first hops (a4's hop squares: b2 b6 c3 c5;
    // c6's: a5 a7 b4 b8 d4 d8 e5 e7).
    let before = build(&[("c6", "G"), ("b4", "1"), ("a4", "5")], "G", 40);
    let p = Position::parse(&before).unwrap();
    assert!(apply_gobbler_move(&p, "c6>b4").is_err());
    match gobbler_turn(&p) {
        GobblerTurn::Over {
            final_position,
            gobbler_wins,
        } => {
            assert_eq!(final_position, build(&[("b4", "1"), ("a4", "5")], "G", 40));
            assert!(gobbler_wins, "54 eaten > 40");
        }
        other => panic!("{other:?}"),
    }
}

/// The moving Gobbler's starting square is empty once it has left: a Gobbler hopping a6>b4
/// pushes a5 (d = (−1,+1)) off the a-file; it slides to a6, where the Gobbler started, and
/// survives. b5 runs to b6 beside it.
#[test]
fn slide_onto_the_square_the_gobbler_left() {
    let before = build(
        &[("a6", "G"), ("b4", "2"), ("a5", "1"), ("b5", "1")],
        "G",
        40,
    );
    let after = build(&[("b4", "G"), ("a6", "1"), ("b6", "1")], "L", 40);
    assert!(after.ends_with(" L 58 40"));
    assert_eq!(play(&before, "a6>b4"), after);
}

/// A Gobbler stopping next to the other one: the other's square holds no Littles, so nothing
/// runs from it, and it stays. d5>b4 beside the Gobbler on c3 (which can move: c3>e4 eats 2);
/// c5 runs to d6, a4 is pinned.
#[test]
fn stopping_beside_the_other_gobbler() {
    let before = build(
        &[
            ("d5", "G"),
            ("c3", "G"),
            ("b4", "3"),
            ("c5", "1"),
            ("a4", "2"),
            ("e4", "2"),
        ],
        "G",
        40,
    );
    let after = build(
        &[("b4", "G"), ("c3", "G"), ("d6", "1"), ("e4", "2")],
        "L",
        40,
    );
    assert!(after.ends_with(" L 57 40"));
    assert_eq!(play(&before, "d5>b4"), after);
}
