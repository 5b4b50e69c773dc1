//! The corner search: small cases worked out by hand, and the fast model against the real
//! rules (every outcome of random positions; whole solutions of the small corners).

use std::sync::OnceLock;

use gobbler_rules::Square;
use seeded_rng::Rng;

use super::real::Real;
use super::*;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The bit set of the squares named, in `region`.
fn pattern(region: Region, names: &[&str]) -> u16 {
    names
        .iter()
        .map(|n| 1u16 << region.index(sq(n)).expect("a square of the region"))
        .sum()
}

/// The 3x3 and 4x4 corners solved once for all the tests.
fn solution(k: u8) -> &'static Solution {
    static SOLVED: [OnceLock<Solution>; 2] = [OnceLock::new(), OnceLock::new()];
    SOLVED[usize::from(k - 3)].get_or_init(|| solve(Region::new(k).unwrap(), &Model))
}

fn safe(k: u8, names: &[&str]) -> bool {
    let s = solution(k);
    s.safe[usize::from(pattern(s.region, names))]
}

#[test]
fn every_stack_is_taken_at_once() {
    // A Littles reply that leaves a stack is lost for them: the Gobbler can always reach it.
    assert_eq!(solution(3).unresolved_stacks, 0);
    assert_eq!(solution(4).unresolved_stacks, 0);
}

#[test]
fn the_region_numbers_its_squares_rank_by_rank() {
    let r = Region::new(3).unwrap();
    assert_eq!(r.index(sq("a1")), Some(0));
    assert_eq!(r.index(sq("c1")), Some(2));
    assert_eq!(r.index(sq("a2")), Some(3));
    assert_eq!(r.index(sq("c3")), Some(8));
    assert_eq!(r.index(sq("d1")), None);
    assert_eq!(r.index(sq("a4")), None);
    assert_eq!(r.square(4), sq("b2"));
    assert!(Region::new(0).is_none() && Region::new(5).is_none());
}

#[test]
fn a_lone_little_and_no_little_are_safe() {
    // One Little: no move can take two of the pattern.
    for k in [3, 4] {
        assert!(safe(k, &[]));
        for name in ["a1", "b2", "c3", "a3"] {
            assert!(safe(k, &[name]), "{name} alone in the {k}x{k} corner");
        }
    }
}

#[test]
fn two_littles_a_knight_hop_apart_are_lost() {
    // From c2 the Gobbler hops onto a1 (eats 1) and on to b3 (eats 1): two at once.
    assert!(!safe(3, &["a1", "b3"]));
    assert!(!safe(4, &["b1", "c3"]));
}

#[test]
fn the_corner_pins_a_little_diagonally_behind_the_landing() {
    // Fed on d3 (outside the 3x3 corner), the Gobbler lands on b2 and eats it; a1 runs
    // diagonally away from b2, off the board from a corner: pinned. One colour, yet lost.
    let region = Region::new(3).unwrap();
    let counts = region.counts(pattern(region, &["a1", "b2"]));
    let taken = Model
        .gobbler(region, &counts)
        .into_iter()
        .find(|o| o.at == region.index(sq("b2")).map(|i| i as u8))
        .expect("a landing on b2");
    assert_eq!(taken.eaten, 2);
    assert_eq!(taken.counts, [0; 16]);
    assert!(!safe(3, &["a1", "b2"]));
    // The same with a2 beside a1 on the edge: landing on a2 pins a1 straight against the edge.
    assert!(!safe(3, &["a1", "a2"]));
}

#[test]
fn a_corner_and_the_square_two_along_the_edge_hold() {
    // a1 and c1: a landing on a1 needs food on b3 or c2 (empty squares of R: illegal); a landing
    // on c1 from d3 or e2 takes c1 alone; a landing on d1 or d2 sends c1 to b1, and the Littles
    // step it back to c1 before a landing on b1 could pin a1. Nothing ever takes two.
    assert!(safe(3, &["a1", "c1"]));
}

#[test]
fn a_landing_on_an_empty_square_of_the_region_is_never_legal() {
    // With nothing outside R to eat on the way, hops that end on an empty square eat at most one.
    let region = Region::new(3).unwrap();
    let counts = region.counts(pattern(region, &["a1"]));
    for o in Model.gobbler(region, &counts) {
        if let Some(at) = o.at {
            assert_eq!(counts[usize::from(at)], 1, "{o:?}");
        }
    }
}

#[test]
fn the_model_agrees_with_the_rules_on_random_positions() {
    let seed = testkit::seed_for(4242);
    println!("corner model against the rules: seed {seed} (TEST_SEED to replay)");
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let region = Region::new(2 + rng.below(3) as u8).unwrap();
        let mut counts = [0u8; 16];
        for c in counts.iter_mut().take(region.size()) {
            *c = [0, 0, 1, 1, 2][rng.below(5)];
        }
        assert_eq!(
            Model.gobbler(region, &counts),
            Real.gobbler(region, &counts),
            "Gobbler outcomes of {counts:?} in the {}x{} corner (seed {seed})",
            region.k(),
            region.k()
        );
        let at = (rng.below(3) == 0).then(|| rng.below(region.size()) as u8);
        if let Some(a) = at {
            counts[usize::from(a)] = 0;
        }
        assert_eq!(
            Model.littles(region, &counts, at),
            Real.littles(region, &counts, at),
            "Littles results of {counts:?}, Gobbler at {at:?} (seed {seed})"
        );
    }
}

#[test]
fn the_solutions_agree_with_a_search_by_the_rules() {
    for k in [2, 3] {
        let region = Region::new(k).unwrap();
        assert_eq!(solve(region, &Model), solve(region, &Real), "{k}x{k}");
    }
}

#[test]
fn in_the_3x3_corner_a_checker_pattern_fails_exactly_when_it_holds_a1_and_b2() {
    // One colour: the squares with file + rank even (a1's) or odd. Of the patterns of two or more
    // on one colour, the unsafe ones are those with a1 and b2: landing on b2 pins a1.
    let s = solution(3);
    let r = s.region;
    let a1b2 = pattern(r, &["a1", "b2"]);
    let colour = |i: usize| (r.square(i).file() + r.square(i).rank()) % 2;
    let mut unsafe_ones = 0;
    for p in 0..(1u16 << r.size()) {
        let squares: Vec<usize> = (0..r.size()).filter(|i| p >> i & 1 == 1).collect();
        let one = squares.windows(2).all(|w| colour(w[0]) == colour(w[1]));
        if squares.len() < 2 || !one {
            continue;
        }
        let lost = !s.safe[usize::from(p)];
        assert_eq!(lost, p & a1b2 == a1b2, "{p:#b}");
        unsafe_ones += usize::from(lost);
    }
    // a1 and b2 with any of c1, a3, c3: 2^3 = 8.
    assert_eq!(unsafe_ones, 8);
}
