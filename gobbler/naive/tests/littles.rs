//! The Littles' turn (gobbler.md "The Littles' turn"): step legality, "No Little steps twice",
//! the pass, and the number of distinct turns on small positions counted by hand.

mod common;

use common::build;
use gobbler_naive::{apply_littles_turn, littles_turn_results, Position};

fn pos(entries: &[(&str, &str)]) -> Position {
    Position::parse(&build(entries, "L", 40)).unwrap()
}

fn turn(p: &Position, text: &str) -> Result<String, String> {
    apply_littles_turn(p, text).map(|q| q.write())
}

/// "So `a1-b2 b2-c3` is illegal if b2 was empty at the start (one Little would move two spaces)
/// and legal if b2 held a Little (two Littles each move once)".
#[test]
fn no_little_steps_twice_example() {
    let empty_b2 = pos(&[("h8", "G"), ("a1", "1")]);
    let e = turn(&empty_b2, "a1-b2 b2-c3").unwrap_err();
    assert!(e.contains("b2"), "{e}");
    // In the other order too: the turn is a multiset.
    assert!(turn(&empty_b2, "b2-c3 a1-b2").is_err());
    let little_on_b2 = pos(&[("h8", "G"), ("a1", "1"), ("b2", "1")]);
    let want = build(&[("h8", "G"), ("b2", "1"), ("c3", "1")], "G", 40);
    assert_eq!(turn(&little_on_b2, "a1-b2 b2-c3").unwrap(), want);
    assert_eq!(turn(&little_on_b2, "b2-c3 a1-b2").unwrap(), want);
}

/// "the number of steps leaving any square is at most the number of Littles on it at the start
/// of the turn": `b2-c3 b2-c3 h7-g6` needs two Littles on b2.
#[test]
fn steps_leaving_a_square_are_bounded_by_its_count() {
    let one = pos(&[("a8", "G"), ("b2", "1"), ("h7", "1")]);
    assert!(turn(&one, "b2-c3 b2-c3 h7-g6").is_err());
    let two = pos(&[("a8", "G"), ("b2", "2"), ("h7", "1")]);
    assert_eq!(
        turn(&two, "b2-c3 b2-c3 h7-g6").unwrap(),
        build(&[("a8", "G"), ("c3", "2"), ("g6", "1")], "G", 40)
    );
    // A step from a square that receives a Little in the same turn but held none is refused.
    assert!(turn(&one, "b2-c3 c3-d4").is_err());
}

/// "Decision: zero steps (a pass) is a legal turn".
#[test]
fn pass_is_legal() {
    let p = pos(&[("d4", "G"), ("a1", "3")]);
    assert_eq!(
        turn(&p, "pass").unwrap(),
        build(&[("d4", "G"), ("a1", "3")], "G", 40)
    );
}

/// Every other way a Littles' turn can be wrong.
#[test]
fn illegal_turns() {
    let p = pos(&[
        ("d4", "G"),
        ("e5", "G"),
        ("c3", "5"),
        ("a1", "1"),
        ("h8", "1"),
    ]);
    let cases = [
        // "up to three steps"
        ("c3-c2 c3-b2 c3-b3 c3-b4", "three"),
        // "never onto a Gobbler"
        ("c3-d4", "Gobbler"),
        // a step moves to a neighbour
        ("c3-c5", "neighbour"),
        ("c3-c3", "neighbour"),
        // "never off the board" / unknown squares
        ("a1-a0", "square"),
        ("h8-i9", "square"),
        ("C3-C2", "square"),
        // no Little there
        ("b1-b2", "no Little"),
        ("d4-c4", "no Little"),
        // notation
        ("", "empty"),
        ("c3-c2  c3-b2", "empty"),
        ("c3c2", "step"),
        ("c3-c2-c1", "step"),
        ("pass c3-c2", "step"),
        ("Pass", "step"),
    ];
    for (text, word) in cases {
        let e = turn(&p, text).unwrap_err();
        assert!(e.contains(word), "{text:?}: {e}");
    }
    // Three steps are fine.
    assert!(turn(&p, "c3-c2 c3-b2 c3-b3").is_ok());
    // Not the Littles' turn.
    let g = apply_littles_turn(&p, "pass").unwrap();
    assert!(apply_littles_turn(&g, "pass").is_err());
    assert!(apply_littles_turn(&g, "c3-c2").is_err());
}

/// Distinct results counted by hand. "Two turns with the same resulting position are the same
/// turn."
#[test]
fn distinct_turn_counts() {
    // One Little on a1: stay, a2, b1 or b2.
    assert_eq!(
        littles_turn_results(&pos(&[("h8", "G"), ("a1", "1")])).len(),
        4
    );
    // One Little on d4 beside a Gobbler on e5: stay or 7 of its 8 neighbours.
    assert_eq!(
        littles_turn_results(&pos(&[("e5", "G"), ("d4", "1")])).len(),
        8
    );
    // Two Littles stacked on a1: a multiset of two choices among {stay, a2, b1, b2}: C(5,2) = 10.
    assert_eq!(
        littles_turn_results(&pos(&[("h8", "G"), ("a1", "2")])).len(),
        10
    );
    // a1 and h1 apart: 4 × 4 = 16.
    assert_eq!(
        littles_turn_results(&pos(&[("d5", "G"), ("a1", "1"), ("h1", "1")])).len(),
        16
    );
    // a1 ({a1 a2 b1 b2}) and c1 ({c1 b1 b2 c2 d1 d2}): 24 pairs, of which a1→b1 c1→b2 and
    // a1→b2 c1→b1 give the same position: 23.
    assert_eq!(
        littles_turn_results(&pos(&[("h8", "G"), ("a1", "1"), ("c1", "1")])).len(),
        23
    );
    // One Little in each corner, Gobbler on d4: at most three of the four move, each to one of
    // 3 squares: 1 + 4·3 + 6·9 + 4·27 = 175.
    assert_eq!(
        littles_turn_results(&pos(&[
            ("d4", "G"),
            ("a1", "1"),
            ("h1", "1"),
            ("a8", "1"),
            ("h8", "1")
        ]))
        .len(),
        175
    );
    // Four Littles stacked on a1 (Gobbler on h8): multisets of at most 3 steps among a2 b1 b2:
    // sizes 0..=3 give 1 + 3 + 6 + 10 = 20.
    assert_eq!(
        littles_turn_results(&pos(&[("h8", "G"), ("a1", "4")])).len(),
        20
    );
}

/// The results are written with the Gobbler player to move, and contain exactly the expected
/// positions in the smallest case.
#[test]
fn results_are_positions_with_g_to_move() {
    let got = littles_turn_results(&pos(&[("h8", "G"), ("a1", "1")]));
    let want: std::collections::BTreeSet<String> = ["a1", "a2", "b1", "b2"]
        .iter()
        .map(|s| build(&[("h8", "G"), (s, "1")], "G", 40))
        .collect();
    assert_eq!(got, want);
}

/// Every result of `littles_turn_results` is also reachable through `apply_littles_turn`, and a
/// step onto the Gobbler's square never appears.
#[test]
fn results_agree_with_apply() {
    let p = pos(&[("c3", "G"), ("b2", "2"), ("d4", "1")]);
    let results = littles_turn_results(&p);
    // b2's neighbours: a1 a2 a3 b1 b3 c1 c2 (c3 is the Gobbler); d4's: c4 c5 d3 d5 e3 e4 e5
    // (c3 excluded). b2: multisets of size ≤ 2 over {stay + 7} = C(9,2) = 36; d4: 8 choices;
    // all three moving is 3 steps, allowed; the squares b2's Littles can end on (a1 a2 a3 b1
    // b2 b3 c1 c2) and d4's (c4 c5 d3 d4 d5 e3 e4 e5) are disjoint: 36 × 8 = 288.
    assert_eq!(results.len(), 288);
    for text in ["pass", "b2-a1 b2-c1 d4-e5", "b2-b3 d4-c4"] {
        assert!(results.contains(&turn(&p, text).unwrap()), "{text}");
    }
}

/// The number of distinct positions after the Littles' first turn from the start. The figure
/// comes from a separate brute force (a Python script over combinations of up to three distinct
/// starting squares and their neighbours, deduplicated on the 64 counts), not from this crate.
/// Slow (minutes, ~2 GB): run with `cargo test -p gobbler-naive -- --ignored`.
#[test]
#[ignore]
fn first_turns_from_the_start() {
    let start = Position::parse("start").unwrap();
    assert_eq!(littles_turn_results(&start).len(), 7_691_770);
}
