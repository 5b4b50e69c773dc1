//! The worked example of gobbler.md, square by square.

mod common;

use gobbler_naive::{apply_gobbler_move, apply_littles_turn, gobbler_turn, GobblerTurn, Position};

/// The start written out by hand from "Board and start".
const START: &str = "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,.,G,1,1,1/\
1,1,1,G,.,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 L 0 40";

#[test]
fn start_is_written_in_full() {
    assert_eq!(Position::parse("start").unwrap().write(), START);
    assert_eq!(
        Position::parse(START).unwrap(),
        Position::parse("start").unwrap()
    );
}

#[test]
fn worked_example_square_by_square() {
    let start = Position::parse("start").unwrap();
    let passed = apply_littles_turn(&start, "pass").unwrap();
    // A pass changes nothing but the side to move.
    assert_eq!(passed.write(), START.replace(" L ", " G "));
    let after = apply_gobbler_move(&passed, "e5>c6>b4").unwrap();
    let (squares, side, eaten, threshold) = common::read(&after.write());
    assert_eq!(side, "L");
    assert_eq!(eaten, 4, "two by the hops, a4 pinned, c4 in the jaws of d4");
    assert_eq!(threshold, 40);
    // The diagram: files a–e of ranks 6 to 2.
    let diagram = [
        (6, ["2", "2", ".", "2", "1"]),
        (5, [".", ".", ".", ".", "."]),
        (4, [".", "G", ".", "G", "."]),
        (3, [".", ".", ".", "1", "1"]),
        (2, ["2", "2", "1", "2", "1"]),
    ];
    for (rank, fields) in diagram {
        for (f, want) in fields.iter().enumerate() {
            let name = format!("{}{rank}", (b'a' + f as u8) as char);
            assert_eq!(&squares[&name], want, "square {name}");
        }
    }
    // "all other squares unchanged": one Little each.
    for (name, field) in &squares {
        let file = name.as_bytes()[0];
        let rank = name.as_bytes()[1] - b'0';
        if !(b'a'..=b'e').contains(&file) || !(2..=6).contains(&rank) {
            assert_eq!(field, "1", "square {name}");
        }
    }
    // The same move is among the Gobbler player's moves, with the same result, and nobody starves.
    match gobbler_turn(&passed) {
        GobblerTurn::Moves { starved, moves } => {
            assert!(starved.is_empty());
            let found: Vec<&(String, String)> =
                moves.iter().filter(|(p, _)| p == "e5>c6>b4").collect();
            assert_eq!(found.len(), 1);
            assert_eq!(found[0].1, after.write());
        }
        other => panic!("expected moves, got {other:?}"),
    }
}
