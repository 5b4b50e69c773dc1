//! The fast rules against `gobbler-naive`, a deliberately naive implementation written from
//! `gobbler.md` alone by someone who did not see this crate. Everything crosses as notation.
//!
//! * Random games from the start (seeded): at every Gobbler turn, the end (final position and
//!   result) or the starved squares and the set of (path, resulting position); random paths,
//!   legal or not, accepted by both or neither, with the same result. At every Littles turn,
//!   random step multisets, legal and illegal, accepted by both or neither, with the same result.
//! * Sparse positions (6 to 12 Littles) and random games from them: the complete set of
//!   distinct Littles results.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{legal_littles_turn, random_turn, sparse_position, wild_littles_turn, Chance, Rng};
use gobbler_naive as naive;
use gobbler_rules::{Fate, GobblerMove, Position, Side, Square, Status, Winner};

fn to_naive(pos: &Position) -> naive::Position {
    let text = pos.to_string();
    let n = naive::Position::parse(&text).unwrap_or_else(|e| panic!("naive rejects {text}: {e}"));
    assert_eq!(n.write(), text, "the naive notation differs");
    n
}

/// How often each case came up, so that the comparison is known to cover it.
#[derive(Default, Debug)]
struct Coverage {
    /// Fates of scattered stacks: ran, slid, pinned at the edge, in a corner, ran into the
    /// other Gobbler, slid into it.
    fates: [usize; 6],
    /// Gobbler turns with one Gobbler starving and the other moving.
    one_starves: usize,
    /// Games ended by starving.
    over: usize,
}

/// Compares one Gobbler turn completely, then random paths (legal and not).
fn compare_gobbler_turn(pos: &Position, rng: &mut Rng, cov: &mut Coverage) {
    let np = to_naive(pos);
    match (pos.status(), naive::gobbler_turn(&np)) {
        (
            Status::Over { winner },
            naive::GobblerTurn::Over {
                final_position,
                gobbler_wins,
            },
        ) => {
            assert_eq!(
                final_position,
                pos.without_starving().to_string(),
                "in {pos}"
            );
            assert_eq!(gobbler_wins, winner == Winner::Gobblers, "in {pos}");
            cov.over += 1;
        }
        (Status::Ongoing, naive::GobblerTurn::Moves { starved, moves }) => {
            let starved: BTreeSet<String> = starved.into_iter().collect();
            let ours: BTreeSet<String> = pos.starving().iter().map(|s| s.to_string()).collect();
            assert_eq!(starved, ours, "starved in {pos}");
            let naive_moves: BTreeMap<String, String> = moves.iter().cloned().collect();
            assert_eq!(
                naive_moves.len(),
                moves.len(),
                "naive lists a path twice in {pos}"
            );
            let our_moves: BTreeMap<String, String> = pos
                .gobbler_moves()
                .iter()
                .map(|m| {
                    let play = pos.play_gobbler_move(m).unwrap();
                    for s in play.scattered() {
                        cov.fates[match s.fate {
                            Fate::Ran { .. } => 0,
                            Fate::Slid { .. } => 1,
                            Fate::PinnedAtEdge => 2,
                            Fate::PinnedInCorner => 3,
                            Fate::RanIntoJaws { .. } => 4,
                            Fate::SlidIntoJaws { .. } => 5,
                        }] += 1;
                    }
                    (m.to_string(), play.position.to_string())
                })
                .collect();
            cov.one_starves += usize::from(ours.len() == 1);
            assert_eq!(our_moves, naive_moves, "moves in {pos}");
        }
        (ours, _) => panic!("status {ours:?} but the naive crate disagrees in {pos}"),
    }
    // Random paths, most of them illegal.
    for _ in 0..6 {
        let from = match pos.gobblers().iter().nth(rng.below(2)) {
            Some(g) if rng.chance(85) => g,
            _ => Square::new(rng.below(64) as u8),
        };
        let hop = |rng: &mut Rng, s: Square| {
            let hops: Vec<Square> = s.knight_hops().collect();
            if rng.chance(90) {
                hops[rng.below(hops.len())]
            } else {
                Square::new(rng.below(64) as u8)
            }
        };
        let s1 = hop(rng, from);
        let mv = if rng.chance(30) {
            GobblerMove::one(from, s1)
        } else {
            GobblerMove::two(from, s1, hop(rng, s1))
        };
        let ours = pos.apply_gobbler_move(&mv).map(|p| p.to_string());
        let theirs = naive::apply_gobbler_move(&np, &mv.to_string()).map(|p| p.write());
        match (&ours, &theirs) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{mv} in {pos}"),
            (Err(_), Err(_)) => {}
            _ => panic!("{mv} in {pos}: ours {ours:?}, naive {theirs:?}"),
        }
    }
}

/// Random step multisets, legal and illegal, through both.
fn compare_littles_turns(pos: &Position, rng: &mut Rng, tries: usize) {
    let np = to_naive(pos);
    for k in 0..tries {
        let turn = if k % 2 == 0 {
            legal_littles_turn(pos, rng)
        } else {
            wild_littles_turn(pos, rng)
        };
        let ours = pos.apply_littles_turn(&turn).map(|p| p.to_string());
        let theirs = naive::apply_littles_turn(&np, &turn.to_string()).map(|p| p.write());
        match (&ours, &theirs) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{turn} in {pos}"),
            (Err(_), Err(_)) => {}
            _ => panic!("'{turn}' in {pos}: ours {ours:?}, naive {theirs:?}"),
        }
    }
}

/// Every distinct Littles result, both ways.
fn compare_all_littles_results(pos: &Position) {
    let theirs = naive::littles_turn_results(&to_naive(pos));
    let mut ours = BTreeSet::new();
    pos.for_each_littles_turn(|t| {
        ours.insert(pos.apply_littles_turn(t).unwrap().to_string());
    });
    assert_eq!(ours.len(), pos.count_littles_turns());
    assert_eq!(ours, theirs, "distinct Littles results in {pos}");
}

#[test]
fn random_games_from_the_start_agree() {
    let mut rng = Rng::new(testkit::seed_for(2026));
    let mut positions = 0;
    let mut ends = [0usize; 2];
    let mut cov = Coverage::default();
    for _ in 0..2000 {
        let mut pos = Position::START;
        loop {
            positions += 1;
            match pos.side() {
                Side::Gobblers => compare_gobbler_turn(&pos, &mut rng, &mut cov),
                Side::Littles => compare_littles_turns(&pos, &mut rng, 4),
            }
            match random_turn(&pos, &mut rng) {
                Some(next) => pos = next,
                None => break,
            }
        }
        let Status::Over { winner } = pos.status() else {
            unreachable!()
        };
        ends[usize::from(winner == Winner::Gobblers)] += 1;
    }
    assert!(positions > 50_000, "{positions}");
    println!(
        "{positions} positions; Littles won {}, Gobblers won {}; {cov:?}",
        ends[0], ends[1]
    );
    assert!(cov.fates.iter().all(|&n| n > 0), "{cov:?}");
    assert!(cov.one_starves > 0 && cov.over == 2000, "{cov:?}");
    assert!(ends.iter().all(|&n| n > 0), "{ends:?}");
}

#[test]
fn sparse_positions_agree_on_every_littles_result() {
    let mut rng = Rng::new(testkit::seed_for(12));
    let mut compared = 0;
    let mut cov = Coverage::default();
    for _ in 0..150 {
        let littles = 6 + rng.below(7) as u8;
        let side = if rng.chance(50) {
            Side::Littles
        } else {
            Side::Gobblers
        };
        let mut pos = sparse_position(&mut rng, littles, side);
        loop {
            match pos.side() {
                Side::Littles => {
                    compare_all_littles_results(&pos);
                    compare_littles_turns(&pos, &mut rng, 10);
                    compared += 1;
                }
                Side::Gobblers => compare_gobbler_turn(&pos, &mut rng, &mut cov),
            }
            match random_turn(&pos, &mut rng) {
                Some(next) => pos = next,
                None => break,
            }
        }
    }
    assert!(compared >= 150, "{compared}");
    println!("{compared} Littles positions compared completely; {cov:?}");
    assert!(cov.one_starves > 0, "{cov:?}");
}
