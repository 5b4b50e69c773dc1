//! The worked example of `gobbler.md`, square by square.

use gobbler_rules::{Fate, GobblerMove, Position, Side, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn pass_then_e5_c6_b4_matches_the_diagram() {
    let after_pass = Position::START.play_game("pass").unwrap();
    assert_eq!(after_pass.side(), Side::Gobblers);
    let mv: GobblerMove = "e5>c6>b4".parse().unwrap();
    assert!(after_pass.gobbler_moves().contains(&mv));
    let play = after_pass.play_gobbler_move(&mv).unwrap();
    assert_eq!(play.hop_eaten, [1, 1]);
    assert_eq!(play.scatter_eaten, 2);
    let pos = play.position;

    // Files a–e of ranks 6 to 2 as drawn in gobbler.md ('.' = 0, G = Gobbler).
    let diagram = [
        (6, ["2", "2", ".", "2", "1"]),
        (5, [".", ".", ".", ".", "."]),
        (4, [".", "G", ".", "G", "."]),
        (3, [".", ".", ".", "1", "1"]),
        (2, ["2", "2", "1", "2", "1"]),
    ];
    let mut checked = 0;
    for (rank, cells) in diagram {
        for (file, cell) in cells.iter().enumerate() {
            let s = Square::from_file_rank(file as i8, rank).unwrap();
            match *cell {
                "G" => assert!(pos.is_gobbler(s), "{s} should hold a Gobbler"),
                "." => {
                    assert!(!pos.is_gobbler(s), "{s}");
                    assert_eq!(pos.count(s), 0, "{s} should be empty");
                }
                n => assert_eq!(pos.count(s), n.parse::<u8>().unwrap(), "{s}"),
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 25);
    // All other squares unchanged: one Little each (e4, d5, e5 were empty or Gobblers).
    for s in Square::all() {
        let in_diagram = s.file() <= 4 && (2..=6).contains(&s.rank());
        if !in_diagram {
            assert!(!pos.is_gobbler(s), "{s}");
            assert_eq!(pos.count(s), 1, "{s} should be unchanged");
        }
    }
    assert_eq!(pos.gobblers().to_string(), "b4 d4");
    assert_eq!(pos.eaten(), 4);
    assert_eq!(pos.side(), Side::Littles);
    assert_eq!(pos.threshold(), 40);

    // The scatter report names each stack's fate as the text does.
    let fates: Vec<(Square, Fate)> = play.scattered().map(|s| (s.from, s.fate)).collect();
    let expect = [
        (sq("a3"), Fate::Slid { to: sq("a2") }),
        (sq("b3"), Fate::Ran { to: sq("b2") }),
        (sq("c3"), Fate::Ran { to: sq("d2") }),
        (sq("a4"), Fate::PinnedAtEdge),
        (sq("c4"), Fate::RanIntoJaws { gobbler: sq("d4") }),
        (sq("a5"), Fate::Slid { to: sq("a6") }),
        (sq("b5"), Fate::Ran { to: sq("b6") }),
        (sq("c5"), Fate::Ran { to: sq("d6") }),
    ];
    assert_eq!(fates, expect);
    assert!(play.scattered().all(|s| s.count == 1));
}

#[test]
fn worked_example_position_text() {
    let pos = Position::START.play_game("pass; e5>c6>b4").unwrap();
    assert_eq!(
        pos.to_string(),
        "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/2,2,.,2,1,1,1,1/.,.,.,.,.,1,1,1/\
         .,G,.,G,.,1,1,1/.,.,.,1,1,1,1,1/2,2,1,2,1,1,1,1/1,1,1,1,1,1,1,1 L 4 40"
    );
}
