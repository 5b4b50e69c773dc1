//! The distinct-results walk of the Littles' turn against brute force: every step multiset of
//! size 0..=3 applied to a full board and collected in a hash set of boards.

use std::collections::HashSet;

use gobbler_rules::{LittlesError, LittlesTurn, Position, Side, Square, SquareSet, Step};

use seeded_rng::Rng;

/// A random valid position with `littles` Littles on the board, Littles to move.
fn random_position(rng: &mut Rng, littles: u8, spread: usize) -> Position {
    let g1 = rng.below(64) as u8;
    let mut g2 = rng.below(64) as u8;
    while g2 == g1 {
        g2 = rng.below(64) as u8;
    }
    let gobblers = SquareSet::single(Square::new(g1)).with(Square::new(g2));
    // Littles on a few random squares (`spread` of them) so that stacks form.
    let squares: Vec<u8> = (0..spread)
        .map(|_| rng.below(64) as u8)
        .filter(|&s| s != g1 && s != g2)
        .collect();
    let mut counts = [0u8; 64];
    for _ in 0..littles {
        let s = if squares.is_empty() {
            (0..64u8).find(|&s| s != g1 && s != g2).unwrap()
        } else {
            squares[rng.below(squares.len())]
        };
        counts[usize::from(s)] += 1;
    }
    Position::new(counts, gobblers, Side::Littles, 60 - littles, 40).unwrap()
}

/// Every legal step multiset's resulting board, by brute force.
fn brute_force(pos: &Position) -> HashSet<[u8; 64]> {
    let counts = *pos.counts();
    let mut steps = Vec::new();
    for from in Square::all() {
        if counts[from.index()] == 0 {
            continue;
        }
        for (df, dr) in [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ] {
            if let Some(to) = from.offset(df, dr) {
                if !pos.is_gobbler(to) {
                    steps.push((from.index(), to.index()));
                }
            }
        }
    }
    let mut out = HashSet::new();
    out.insert(counts);
    let n = steps.len();
    let legal = |chosen: &[(usize, usize)]| {
        chosen
            .iter()
            .all(|&(f, _)| chosen.iter().filter(|s| s.0 == f).count() <= usize::from(counts[f]))
    };
    let apply = |chosen: &[(usize, usize)]| {
        let mut c = counts;
        for &(f, t) in chosen {
            c[f] -= 1;
            c[t] += 1;
        }
        c
    };
    for i in 0..n {
        out.insert(apply(&[steps[i]]));
        for j in i..n {
            if legal(&[steps[i], steps[j]]) {
                out.insert(apply(&[steps[i], steps[j]]));
            }
            for l in j..n {
                let chosen = [steps[i], steps[j], steps[l]];
                if legal(&chosen) {
                    out.insert(apply(&chosen));
                }
            }
        }
    }
    out
}

/// The fast walk: every representative is legal, results are distinct and equal brute force.
fn check(pos: &Position) {
    let expected = brute_force(pos);
    let mut seen = HashSet::new();
    pos.for_each_littles_turn(|turn| {
        let next = pos
            .apply_littles_turn(turn)
            .unwrap_or_else(|e| panic!("{turn} in {pos}: {e}"));
        assert!(
            seen.insert(*next.counts()),
            "{turn} repeats a result in {pos}"
        );
    });
    assert_eq!(seen.len(), expected.len(), "in {pos}");
    assert_eq!(seen, expected, "in {pos}");
    assert_eq!(pos.count_littles_turns(), expected.len());
}

#[test]
fn distinct_results_match_brute_force_on_random_positions() {
    let mut rng = Rng::new(testkit::seed_for(12));
    for round in 0..300 {
        let littles = 1 + rng.below(14) as u8;
        let spread = 1 + rng.below(20);
        let pos = random_position(&mut rng, littles, spread);
        check(&pos);
        if round % 100 == 0 {
            // Denser boards too (a few per run keep the test fast).
            let littles = 30 + rng.below(30) as u8;
            let pos = random_position(&mut rng, littles, 64);
            check(&pos);
        }
    }
}

#[test]
fn a_corner_with_stacks() {
    // Three Littles on a1, two on b2, a Gobbler on b1 blocks a1-b1.
    let pos: Position = ".,.,.,.,.,.,.,./.,.,.,.,.,.,.,./.,.,.,.,.,.,.,./.,.,.,.,.,.,.,./\
                         .,.,.,.,.,.,.,./.,.,.,.,.,.,.,G/.,2,.,.,.,.,.,./3,G,.,.,.,.,.,. L 55 40"
        .parse()
        .unwrap();
    check(&pos);
}

#[test]
fn first_turn_from_the_start_starts_with_the_pass_and_has_only_legal_turns() {
    let mut n = 0usize;
    let mut first = None;
    Position::START.for_each_littles_turn(|t| {
        if first.is_none() {
            first = Some(*t);
        }
        n += 1;
    });
    assert_eq!(first, Some(LittlesTurn::PASS));
    assert!(n > 1_000_000, "{n}");
}

#[test]
fn nothing_to_enumerate_on_the_gobblers_turn() {
    let pos = Position::START.play_game("pass").unwrap();
    assert_eq!(pos.count_littles_turns(), 0);
    let turn =
        LittlesTurn::new(&[Step::new("a1".parse().unwrap(), "a2".parse().unwrap())]).unwrap();
    assert_eq!(
        pos.apply_littles_turn(&turn),
        Err(LittlesError::NotLittlesTurn)
    );
}
