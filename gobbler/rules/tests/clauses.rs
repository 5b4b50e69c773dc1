//! One hand-made position per clause of `gobbler.md`: scatter, starving, hops, end and
//! threshold, ranks, the Littles' turn, and the errors that name the problem.

use gobbler_rules::{
    threshold, update_ranks, Fate, GobblerError, GobblerMove, LittlesError, LittlesTurn, Position,
    PositionParseError, Ranks, Side, Square, SquareSet, Status, TurnError, TurnParseError, Winner,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A position with the given stacks and Gobblers; the Littles not placed count as eaten.
fn pos(littles: &[(&str, u8)], gobblers: &[&str], side: Side) -> Position {
    let mut counts = [0u8; 64];
    for &(s, n) in littles {
        counts[sq(s).index()] += n;
    }
    let placed: u8 = counts.iter().sum();
    let set = gobblers
        .iter()
        .fold(SquareSet::EMPTY, |set, g| set.with(sq(g)));
    Position::new(counts, set, side, 60 - placed, 40).unwrap()
}

fn mv(text: &str) -> GobblerMove {
    text.parse().unwrap()
}

fn turn(text: &str) -> LittlesTurn {
    text.parse().unwrap()
}

/// The fates of the scattered stacks after `path`, by square.
fn fates(p: &Position, path: &str) -> Vec<(Square, u8, Fate)> {
    let play = p.play_gobbler_move(&mv(path)).unwrap();
    play.scattered()
        .map(|s| (s.from, s.count, s.fate))
        .collect()
}

// ---------------------------------------------------------------- scatter

#[test]
fn scatter_orthogonal_edge_pins_and_eats() {
    // d5>b4 eats the 2 on b4; a4 is pushed straight off the a-file.
    let p = pos(
        &[("b4", 2), ("a4", 3), ("h1", 10)],
        &["d5", "h8"],
        Side::Gobblers,
    );
    assert_eq!(fates(&p, "d5>b4"), [(sq("a4"), 3, Fate::PinnedAtEdge)]);
    let after = p.apply_gobbler_move(&mv("d5>b4")).unwrap();
    assert_eq!(after.eaten(), p.eaten() + 2 + 3);
    assert_eq!(after.count(sq("a4")), 0);
    // On the bottom edge: a Gobbler landing on c2 pins c1.
    let p = pos(
        &[("c2", 2), ("c1", 1), ("h8", 5)],
        &["e3", "a8"],
        Side::Gobblers,
    );
    assert_eq!(fates(&p, "e3>c2"), [(sq("c1"), 1, Fate::PinnedAtEdge)]);
}

#[test]
fn scatter_diagonal_off_the_board_slides_along_the_edge() {
    // G lands on b4: a5 (d = (-1,+1)) slides to a6, a3 (d = (-1,-1)) slides to a2.
    let p = pos(
        &[("b4", 2), ("a5", 2), ("a3", 1), ("a6", 4), ("h1", 5)],
        &["d5", "h8"],
        Side::Gobblers,
    );
    assert_eq!(
        fates(&p, "d5>b4"),
        [
            (sq("a3"), 1, Fate::Slid { to: sq("a2") }),
            (sq("a5"), 2, Fate::Slid { to: sq("a6") }),
        ]
    );
    let after = p.apply_gobbler_move(&mv("d5>b4")).unwrap();
    assert_eq!(after.count(sq("a6")), 6, "stacks merge");
    assert_eq!(after.count(sq("a2")), 1);
    assert_eq!(after.eaten(), p.eaten() + 2);
    // Along the bottom rank: G lands on e2, d1 (d = (-1,-1)) slides to c1, f1 to g1.
    let p = pos(
        &[("e2", 2), ("d1", 1), ("f1", 1), ("a8", 3)],
        &["g3", "h8"],
        Side::Gobblers,
    );
    assert_eq!(
        fates(&p, "g3>e2"),
        [
            (sq("d1"), 1, Fate::Slid { to: sq("c1") }),
            (sq("f1"), 1, Fate::Slid { to: sq("g1") }),
        ]
    );
    // Along the top rank and the h-file.
    let p = pos(
        &[("g7", 2), ("h8", 1), ("f8", 1), ("h6", 1)],
        &["e6", "a1"],
        Side::Gobblers,
    );
    assert_eq!(
        fates(&p, "e6>g7"),
        [
            (sq("h6"), 1, Fate::Slid { to: sq("h5") }),
            (sq("f8"), 1, Fate::Slid { to: sq("e8") }),
            (sq("h8"), 1, Fate::PinnedInCorner),
        ]
    );
}

#[test]
fn scatter_corner_pins_and_eats() {
    // G lands on b2: a1 is pushed diagonally off a corner; a2 and b1 straight off an edge.
    let p = pos(
        &[("b2", 2), ("a1", 4), ("a2", 1), ("b1", 1), ("h8", 1)],
        &["d3", "h1"],
        Side::Gobblers,
    );
    assert_eq!(
        fates(&p, "d3>b2"),
        [
            (sq("a1"), 4, Fate::PinnedInCorner),
            (sq("b1"), 1, Fate::PinnedAtEdge),
            (sq("a2"), 1, Fate::PinnedAtEdge),
        ]
    );
    let after = p.apply_gobbler_move(&mv("d3>b2")).unwrap();
    assert_eq!(after.eaten(), p.eaten() + 2 + 6);
    assert_eq!(after.littles_on_board(), 1);
}

#[test]
fn scatter_into_the_other_gobbler_eats() {
    // G lands on b4, the other Gobbler on d4: c4 runs into it.
    let p = pos(
        &[("b4", 2), ("c4", 3), ("c5", 1), ("h1", 4)],
        &["d5", "d4"],
        Side::Gobblers,
    );
    // d5>b4 is a knight hop (two files left, one rank down).
    assert_eq!(
        fates(&p, "d5>b4"),
        [
            (sq("c4"), 3, Fate::RanIntoJaws { gobbler: sq("d4") }),
            (sq("c5"), 1, Fate::Ran { to: sq("d6") }),
        ]
    );
    let after = p.apply_gobbler_move(&mv("d5>b4")).unwrap();
    assert_eq!(after.eaten(), p.eaten() + 2 + 3);
}

#[test]
fn scatter_slide_into_the_other_gobbler_eats() {
    // G lands on b4, the other Gobbler on a6: a5 slides into it.
    let p = pos(
        &[("b4", 2), ("a5", 2), ("h1", 4)],
        &["d5", "a6"],
        Side::Gobblers,
    );
    assert_eq!(
        fates(&p, "d5>b4"),
        [(sq("a5"), 2, Fate::SlidIntoJaws { gobbler: sq("a6") })]
    );
    assert_eq!(
        p.apply_gobbler_move(&mv("d5>b4")).unwrap().eaten(),
        p.eaten() + 4
    );
}

#[test]
fn scatter_along_the_edge_moves_and_nothing_runs_twice() {
    // Decision: a Little on an edge whose way out runs along the board simply moves.
    // G lands on a4: a5 runs to a6, a3 to a2, b4 to c4, b5 to c6, b3 to c2; the target squares'
    // own Littles (a6, c4) do not move.
    let p = pos(
        &[
            ("a4", 2),
            ("a5", 1),
            ("a3", 1),
            ("b4", 1),
            ("b5", 1),
            ("b3", 1),
            ("a6", 5),
            ("c4", 7),
        ],
        &["c5", "h8"],
        Side::Gobblers,
    );
    let after = p.apply_gobbler_move(&mv("c5>a4")).unwrap();
    assert_eq!(after.eaten(), p.eaten() + 2);
    for (s, n) in [
        ("a6", 6),
        ("a2", 1),
        ("c4", 8),
        ("c6", 1),
        ("c2", 1),
        ("a5", 0),
        ("a3", 0),
        ("b4", 0),
        ("b5", 0),
        ("b3", 0),
    ] {
        assert_eq!(after.count(sq(s)), n, "{s}");
    }
}

#[test]
fn scatter_eats_count_in_the_total_but_not_towards_the_two() {
    // The only hop eats 1; the scatter would eat 5 in the corner, yet the move is illegal.
    // (The 2 on e5 give d3 another, legal, move.)
    let p = pos(
        &[("b2", 1), ("a1", 5), ("e5", 2)],
        &["d3", "h1"],
        Side::Gobblers,
    );
    assert!(p.gobbler_moves().contains(&mv("d3>e5")));
    assert_eq!(
        p.apply_gobbler_move(&mv("d3>b2")),
        Err(GobblerError::EatsFewerThanTwo { eaten: 1 })
    );
}

#[test]
fn a_starved_gobblers_square_is_empty_for_the_scatter() {
    // f6's Gobbler starves: no Little one hop away, and the 2 on d4 are not two hops away
    // (two knight hops never add up to (2,2)), the 1 on e5 alone is fewer than two.
    // The other plays b3>d4; e5 runs directly away from d4, onto f6, and survives.
    let p = pos(&[("d4", 2), ("e5", 1)], &["b3", "f6"], Side::Gobblers);
    assert_eq!(p.starving(), SquareSet::single(sq("f6")));
    let play = p.play_gobbler_move(&mv("b3>d4")).unwrap();
    assert_eq!(play.starved, SquareSet::single(sq("f6")));
    assert_eq!(
        play.scattered().map(|s| s.fate).collect::<Vec<_>>(),
        [Fate::Ran { to: sq("f6") }]
    );
    assert_eq!(play.position.count(sq("f6")), 1);
    assert_eq!(play.position.gobblers(), SquareSet::single(sq("d4")));
    assert_eq!(play.position.eaten(), p.eaten() + 2);
}

// ---------------------------------------------------------------- starving

#[test]
fn a_gobbler_with_nothing_in_reach_starves_and_the_other_moves() {
    let p = pos(&[("c6", 2), ("a1", 1)], &["e5", "h1"], Side::Gobblers);
    assert_eq!(p.starving(), SquareSet::single(sq("h1")));
    assert_eq!(p.status(), Status::Ongoing);
    let moves: Vec<String> = p.gobbler_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["e5>c6"]);
    assert_eq!(
        p.apply_gobbler_move(&mv("h1>g3>e2")),
        Err(GobblerError::Starved { square: sq("h1") })
    );
    let after = p.apply_gobbler_move(&mv("e5>c6")).unwrap();
    assert_eq!(after.gobblers(), SquareSet::single(sq("c6")));
}

#[test]
fn single_littles_one_hop_apart_are_not_enough() {
    // Within two hops of e5 only one Little (on c6): e5 starves.
    let p = pos(&[("c6", 1), ("a1", 3)], &["e5", "h8"], Side::Gobblers);
    assert!(p.starving().contains(sq("e5")));
    // Two single Littles two hops apart along a path: e5>c6>a5 eats two.
    let p = pos(&[("c6", 1), ("a5", 1)], &["e5", "h8"], Side::Gobblers);
    assert!(!p.starving().contains(sq("e5")));
    assert!(p.gobbler_moves().contains(&mv("e5>c6>a5")));
}

#[test]
fn decision_routes_only_through_the_partner_starve() {
    // Find a square whose only two-hop route from e5 lands first on d3; put two Littles there
    // and the other Gobbler on d3.
    let e5 = sq("e5");
    let target = Square::all()
        .find(|&t| {
            let vias: Vec<Square> = e5
                .knight_hops()
                .filter(|v| v.knight_hops().any(|x| x == t))
                .collect();
            vias == [sq("d3")] && !e5.is_knight_hop(t)
        })
        .expect("such a square exists");
    let mut counts = [0u8; 64];
    counts[target.index()] = 2;
    let g = SquareSet::single(e5).with(sq("d3"));
    let p = Position::new(counts, g, Side::Gobblers, 58, 40).unwrap();
    assert!(p.starving().contains(e5), "{p}");
    // Without the partner on d3 the same Gobbler has a move.
    let alone = Position::new(counts, SquareSet::single(e5), Side::Gobblers, 58, 40).unwrap();
    assert!(alone.starving().is_empty());
    assert!(alone
        .gobbler_moves()
        .contains(&mv(&format!("e5>d3>{target}"))));
}

#[test]
fn both_starve_the_game_ends_with_the_threshold() {
    let p = pos(&[("a1", 1), ("h8", 1)], &["d4", "e5"], Side::Gobblers);
    assert_eq!(p.starving(), p.gobblers());
    assert_eq!(p.eaten(), 58);
    assert_eq!(
        p.status(),
        Status::Over {
            winner: Winner::Gobblers
        }
    );
    assert!(p.gobbler_moves().is_empty());
    assert_eq!(
        p.apply_gobbler_move(&mv("d4>c6>a5")),
        Err(GobblerError::GameOver)
    );
    let last = p.without_starving();
    assert!(last.gobblers().is_empty());
    assert_eq!(last.eaten(), 58);
    assert_eq!(
        last.status(),
        Status::Over {
            winner: Winner::Gobblers
        }
    );
    // The Littles' turn never ends the game while a Gobbler is on the board.
    let l = pos(&[("a1", 1), ("h8", 1)], &["d4", "e5"], Side::Littles);
    assert_eq!(l.status(), Status::Ongoing);
    assert_eq!(
        l.apply_littles_turn(&turn("a1-a2")).unwrap().status(),
        Status::Over {
            winner: Winner::Gobblers
        }
    );
}

// ---------------------------------------------------------------- hops

#[test]
fn a_first_hop_that_eats_two_ends_the_move() {
    let p = pos(
        &[("c6", 2), ("a5", 3), ("h1", 1)],
        &["e5", "h8"],
        Side::Gobblers,
    );
    let moves = p.gobbler_moves();
    assert!(moves.contains(&mv("e5>c6")));
    assert!(!moves
        .iter()
        .any(|m| m.path()[1] == sq("c6") && m.hops() == 2));
    assert_eq!(
        p.apply_gobbler_move(&mv("e5>c6>a5")),
        Err(GobblerError::MoveEndsAfterFirstHop { eaten: 2 })
    );
}

#[test]
fn a_first_hop_that_eats_one_or_none_must_hop_again() {
    let p = pos(
        &[("c6", 1), ("a5", 1), ("b8", 2), ("h1", 1)],
        &["e5", "h8"],
        Side::Gobblers,
    );
    assert_eq!(
        p.apply_gobbler_move(&mv("e5>c6")),
        Err(GobblerError::EatsFewerThanTwo { eaten: 1 })
    );
    let moves = p.gobbler_moves();
    assert!(moves.contains(&mv("e5>c6>a5")));
    assert!(moves.contains(&mv("e5>c6>b8")));
    // Through an empty square to a stack of two: e5>d7>b8.
    assert!(moves.contains(&mv("e5>d7>b8")));
    // Through an empty square to a single Little: fewer than two.
    assert_eq!(
        p.apply_gobbler_move(&mv("e5>g4>h2")),
        Err(GobblerError::EatsFewerThanTwo { eaten: 0 })
    );
}

#[test]
fn a_second_hop_back_to_the_start_eats_nothing() {
    // (The 2 on g4 keep e5 from starving.)
    let p = pos(&[("c6", 1), ("g4", 2)], &["e5", "h8"], Side::Gobblers);
    assert_eq!(
        p.apply_gobbler_move(&mv("e5>c6>e5")),
        Err(GobblerError::EatsFewerThanTwo { eaten: 1 })
    );
    assert!(!p.gobbler_moves().iter().any(|m| m.to() == m.from()));
}

#[test]
fn no_hop_onto_the_other_gobbler() {
    // e5 and c4 are a knight hop apart.
    let p = pos(
        &[("c6", 2), ("b6", 1), ("a2", 1), ("d2", 2)],
        &["e5", "c4"],
        Side::Gobblers,
    );
    assert_eq!(
        p.apply_gobbler_move(&mv("c4>e5")),
        Err(GobblerError::OntoGobbler { square: sq("e5") })
    );
    assert_eq!(
        p.apply_gobbler_move(&mv("e5>c4")),
        Err(GobblerError::OntoGobbler { square: sq("c4") })
    );
    // As the first hop of two, and as the second.
    assert_eq!(
        p.apply_gobbler_move(&mv("e5>c4>b6")),
        Err(GobblerError::OntoGobbler { square: sq("c4") })
    );
    assert_eq!(
        p.apply_gobbler_move(&mv("c4>d6>e4")),
        Err(GobblerError::EatsFewerThanTwo { eaten: 0 })
    );
    // A starved Gobbler is gone before the other moves: e1 starves here, so e5>d3>e1 is a
    // hop onto an empty square and fails only because it eats one.
    let starved = pos(&[("d3", 1), ("c6", 2)], &["e5", "e1"], Side::Gobblers);
    assert_eq!(starved.starving(), SquareSet::single(sq("e1")));
    assert_eq!(
        starved.apply_gobbler_move(&mv("e5>d3>e1")),
        Err(GobblerError::EatsFewerThanTwo { eaten: 1 })
    );
    // (The 2 on g2 keep e1 from starving.)
    let two_apart = pos(
        &[("d3", 1), ("c6", 2), ("g2", 2)],
        &["e5", "e1"],
        Side::Gobblers,
    );
    assert_eq!(
        two_apart.apply_gobbler_move(&mv("e5>d3>e1")),
        Err(GobblerError::OntoGobbler { square: sq("e1") })
    );
    let moves = p.gobbler_moves();
    assert!(moves.contains(&mv("e5>c6")) && moves.contains(&mv("c4>d2")));
    for m in moves.iter() {
        let other = if m.from() == sq("e5") {
            sq("c4")
        } else {
            sq("e5")
        };
        assert!(!m.path()[1..].contains(&other), "{m}");
    }
}

#[test]
fn two_paths_to_the_same_square_are_two_moves() {
    // gobbler.md: f5>d6>e4 and f5>g3>e4.
    let p = pos(&[("e4", 2), ("h8", 1)], &["f5", "a8"], Side::Gobblers);
    let moves: Vec<String> = p
        .gobbler_moves()
        .iter()
        .filter(|m| m.to() == sq("e4"))
        .map(|m| m.to_string())
        .collect();
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(sorted, ["f5>d6>e4", "f5>g3>e4"]);
    let a = p.apply_gobbler_move(&mv("f5>d6>e4")).unwrap();
    let b = p.apply_gobbler_move(&mv("f5>g3>e4")).unwrap();
    assert_eq!(a, b);
}

#[test]
fn other_gobbler_errors_name_the_problem() {
    let p = pos(&[("c6", 2)], &["e5", "h8"], Side::Gobblers);
    assert_eq!(
        p.apply_gobbler_move(&mv("d4>c6")),
        Err(GobblerError::NoGobbler { square: sq("d4") })
    );
    assert_eq!(
        p.apply_gobbler_move(&mv("e5>e6")),
        Err(GobblerError::NotKnightHop {
            from: sq("e5"),
            to: sq("e6")
        })
    );
    let l = pos(&[("c6", 2)], &["e5", "h8"], Side::Littles);
    assert_eq!(
        l.apply_gobbler_move(&mv("e5>c6")),
        Err(GobblerError::NotGobblersTurn)
    );
    assert_eq!(
        "e5>i7".parse::<GobblerMove>(),
        Err(TurnParseError::UnknownSquare { text: "i7".into() })
    );
    assert!(matches!(
        "e5".parse::<GobblerMove>(),
        Err(TurnParseError::PathShape { .. })
    ));
    assert!(matches!(
        "e5>c6>b4>a2".parse::<GobblerMove>(),
        Err(TurnParseError::PathShape { .. })
    ));
    let msg = GobblerError::OntoGobbler { square: sq("c4") }.to_string();
    assert!(msg.contains("other Gobbler") && msg.contains("c4"), "{msg}");
    let msg = GobblerError::EatsFewerThanTwo { eaten: 1 }.to_string();
    assert!(msg.contains("at least two"), "{msg}");
}

// ---------------------------------------------------------------- the Littles' turn

#[test]
fn littles_steps_are_judged_against_the_start_of_the_turn() {
    // a1-b2 b2-c3: illegal with b2 empty at the start (one Little would step twice) ...
    let p = pos(&[("a1", 1), ("h1", 1)], &["e5", "h8"], Side::Littles);
    let err = p.apply_littles_turn(&turn("a1-b2 b2-c3")).unwrap_err();
    assert_eq!(
        err,
        LittlesError::SteppingTwice {
            square: sq("b2"),
            leaving: 1,
            littles: 0,
            arriving: 1
        }
    );
    assert!(err.to_string().contains("cannot step again"), "{err}");
    // ... and legal with a Little on b2: two Littles each step once. Order does not matter.
    let p = pos(&[("a1", 1), ("b2", 1)], &["e5", "h8"], Side::Littles);
    let a = p.apply_littles_turn(&turn("a1-b2 b2-c3")).unwrap();
    let b = p.apply_littles_turn(&turn("b2-c3 a1-b2")).unwrap();
    assert_eq!(a, b);
    assert_eq!(
        (a.count(sq("a1")), a.count(sq("b2")), a.count(sq("c3"))),
        (0, 1, 1)
    );
    assert_eq!(a.side(), Side::Gobblers);
    // Three steps from a stack of two.
    let p = pos(&[("a1", 2)], &["e5", "h8"], Side::Littles);
    assert_eq!(
        p.apply_littles_turn(&turn("a1-a2 a1-b2 a1-b1")),
        Err(LittlesError::SteppingTwice {
            square: sq("a1"),
            leaving: 3,
            littles: 2,
            arriving: 0
        })
    );
    assert!(p.apply_littles_turn(&turn("a1-a2 a1-a2")).is_ok());
}

#[test]
fn littles_step_rules_and_errors() {
    let p = pos(&[("d3", 2), ("a1", 1)], &["d4", "h8"], Side::Littles);
    assert_eq!(
        p.apply_littles_turn(&turn("d3-d4")),
        Err(LittlesError::OntoGobbler {
            step: "d3-d4".parse().unwrap()
        })
    );
    assert_eq!(
        p.apply_littles_turn(&turn("d3-d5")),
        Err(LittlesError::NotNeighbour {
            step: "d3-d5".parse().unwrap()
        })
    );
    assert_eq!(
        p.apply_littles_turn(&turn("d3-d3")),
        Err(LittlesError::NotNeighbour {
            step: "d3-d3".parse().unwrap()
        })
    );
    assert_eq!(
        p.apply_littles_turn(&turn("d4-d5")),
        Err(LittlesError::FromGobbler {
            step: "d4-d5".parse().unwrap()
        })
    );
    // Decision: the pass is legal and only changes the side to move.
    let passed = p.apply_littles_turn(&LittlesTurn::PASS).unwrap();
    assert_eq!(*passed.counts(), *p.counts());
    assert_eq!(passed.side(), Side::Gobblers);
    assert_eq!(
        "a1-a2 a2-a3 a3-a4 a4-a5".parse::<LittlesTurn>(),
        Err(TurnParseError::TooManySteps { found: 4 })
    );
    assert_eq!(
        "a1-a9".parse::<LittlesTurn>(),
        Err(TurnParseError::UnknownSquare { text: "a9".into() })
    );
    assert_eq!("".parse::<LittlesTurn>(), Err(TurnParseError::Empty));
    assert!(matches!(
        "a1a2".parse::<LittlesTurn>(),
        Err(TurnParseError::StepShape { .. })
    ));
}

#[test]
fn littles_turn_counts_on_a_tiny_board() {
    // One Little on a1, Gobblers far away: it steps at most once, so the pass and its 3
    // neighbours (a2, b1, b2) are the 4 results.
    let p = pos(&[("a1", 1)], &["h8", "h7"], Side::Littles);
    assert_eq!(p.count_littles_turns(), 4);
    // A stack of two on a1: the pass, one Little moves (3), both move (the 6 multisets of two
    // of the 3 neighbours) = 10.
    let p = pos(&[("a1", 2)], &["h8", "h7"], Side::Littles);
    assert_eq!(p.count_littles_turns(), 10);
    // One Little on a1 and one on b2, a Gobbler on b1 (counted by hand):
    // - the pass: 1;
    // - one step: a1 to a2 or b2; b2 to a1, c1, a2, c2, a3, b3, c3: 9;
    // - a1-a2 and b2-x: x = a1 equals b2-a2 alone; x = a2, c1, c2, a3, b3, c3 are new: 6;
    // - a1-b2 and b2-x (the same as one Little going a1 to x): x = a1 is the pass, x = a2 is
    //   a1-a2; x = c1, c2, a3, b3, c3 are new: 5.
    // 1 + 9 + 6 + 5 = 21.
    let p = pos(&[("a1", 1), ("b2", 1)], &["b1", "h8"], Side::Littles);
    assert_eq!(p.count_littles_turns(), 21);
}

// ---------------------------------------------------------------- end, threshold, ranks

#[test]
fn the_gobbler_player_wins_with_more_than_the_threshold() {
    let over = |eaten: u8, t: u16| {
        let mut counts = [0u8; 64];
        counts[0] = 60 - eaten;
        Position::new(counts, SquareSet::EMPTY, Side::Littles, eaten, t)
            .unwrap()
            .status()
    };
    assert_eq!(
        over(41, 40),
        Status::Over {
            winner: Winner::Gobblers
        }
    );
    assert_eq!(
        over(40, 40),
        Status::Over {
            winner: Winner::Littles
        }
    );
    assert_eq!(
        over(25, 40),
        Status::Over {
            winner: Winner::Littles
        }
    );
    assert_eq!(
        over(40, 39),
        Status::Over {
            winner: Winner::Gobblers
        }
    );
    assert_eq!(
        over(0, 0),
        Status::Over {
            winner: Winner::Littles
        }
    );
    assert_eq!(
        over(1, 0),
        Status::Over {
            winner: Winner::Gobblers
        }
    );
}

#[test]
fn threshold_from_ranks() {
    let novice = Ranks::default();
    assert_eq!(threshold(novice, novice), 40);
    let g = Ranks {
        marauding: 3,
        scatter: 7,
    };
    let l = Ranks {
        marauding: 9,
        scatter: 5,
    };
    // T = 40 + the Gobbler player's Marauding − the Littles player's Scatter.
    assert_eq!(threshold(g, l), 38);
    assert_eq!(threshold(l, g), 40 + 9 - 7);
    assert_eq!(
        threshold(
            novice,
            Ranks {
                marauding: 0,
                scatter: 50
            }
        ),
        0
    );
}

#[test]
fn ranks_move_by_one_and_never_below_zero() {
    let mut g = Ranks {
        marauding: 2,
        scatter: 4,
    };
    let mut l = Ranks {
        marauding: 0,
        scatter: 0,
    };
    update_ranks(&mut g, &mut l, Winner::Gobblers);
    assert_eq!(
        g,
        Ranks {
            marauding: 3,
            scatter: 4
        }
    );
    assert_eq!(
        l,
        Ranks {
            marauding: 0,
            scatter: 0
        }
    );
    update_ranks(&mut g, &mut l, Winner::Littles);
    assert_eq!(
        g,
        Ranks {
            marauding: 2,
            scatter: 4
        }
    );
    assert_eq!(
        l,
        Ranks {
            marauding: 0,
            scatter: 1
        }
    );
}

// ---------------------------------------------------------------- positions and games

#[test]
fn position_errors_name_the_problem() {
    let start = Position::START.to_string();
    let bad = start.replacen("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1/", 1);
    assert_eq!(
        Position::parse(&bad),
        Err(PositionParseError::Squares { rank: 8, found: 7 })
    );
    let bad = start.replacen("1", "01", 1);
    assert_eq!(
        Position::parse(&bad),
        Err(PositionParseError::SquareText { square: sq("a8") })
    );
    let bad = start.replacen("1", "2", 1);
    assert!(Position::parse(&bad)
        .unwrap_err()
        .to_string()
        .contains("61 Littles on the board + 0 eaten"));
    let bad = start.replacen("1", "G", 1).replacen(" 0 ", " 1 ", 1);
    assert!(Position::parse(&bad)
        .unwrap_err()
        .to_string()
        .contains("3 Gobblers"));
    assert_eq!(
        Position::parse(&start.replace(" L ", " X ")),
        Err(PositionParseError::Side)
    );
    assert_eq!(
        Position::parse(&start.replace(" 40", " 1001")),
        Err(PositionParseError::Threshold)
    );
    assert_eq!(Position::parse("start"), Ok(Position::START));
    assert_eq!(Position::parse("  start \n"), Ok(Position::START));
}

#[test]
fn a_game_error_names_the_turn_and_the_reason() {
    // b2 holds two Littles after the worked example: a1-b2 b2-c3 moves two Littles once each.
    assert!(Position::START
        .play_game("pass; e5>c6>b4; a1-b2 b2-c3")
        .is_ok());
    // c5 is empty then: b6-c5 c5-d5 would move one Little twice.
    let err = Position::START
        .play_game("pass; e5>c6>b4; b6-c5 c5-d5")
        .unwrap_err();
    assert_eq!(err.index, 3);
    assert_eq!(err.text, "b6-c5 c5-d5");
    assert!(matches!(
        err.error,
        TurnError::Littles(LittlesError::SteppingTwice { .. })
    ));
    assert!(
        err.to_string().starts_with("turn 3 (b6-c5 c5-d5): "),
        "{err}"
    );
    let err = Position::START.play_game("e5>c6>b4").unwrap_err();
    assert_eq!(err.index, 1);
    assert!(matches!(
        err.error,
        TurnError::Parse(TurnParseError::StepShape { .. })
    ));
}
