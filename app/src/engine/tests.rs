//! The computer players' tests: each level's choices, horizons, seeds and the repetition draw.

use super::*;
use gobblet_rules::{Size, Square};

/// Distinct moves to hang values on (placements of every size on every square).
fn mv(i: usize) -> Move {
    Move::Place {
        size: Size::ALL[i / 9],
        to: Square::ALL[i % 9],
    }
}

fn list(values: &[Lookup]) -> Vec<(Move, Lookup)> {
    values
        .iter()
        .enumerate()
        .map(|(i, &l)| (mv(i), l))
        .collect()
}

fn win(n: u8) -> Lookup {
    Lookup::Known(Value::Win(n))
}
fn loss(n: u8) -> Lookup {
    Lookup::Known(Value::Loss(n))
}
const DRAW: Lookup = Lookup::Known(Value::Draw);

/// Every move `level` ever picks from `moves` over many seeds.
fn picks(level: Level, moves: &[(Move, Lookup)]) -> Vec<Lookup> {
    let mut rng = Rng::new(7);
    let mut seen: Vec<Lookup> = Vec::new();
    for _ in 0..400 {
        let m = choose(level, moves, &mut rng).unwrap();
        let l = moves.iter().find(|(x, _)| *x == m).unwrap().1;
        if !seen.contains(&l) {
            seen.push(l);
        }
    }
    seen
}

#[test]
fn tags_round_trip() {
    for level in Level::ALL {
        assert_eq!(Level::from_tag(level.tag()), Some(level));
    }
    assert_eq!(Level::from_tag("Perfect"), None);
    assert_eq!(Level::from_tag(""), None);
}

#[test]
fn horizons_shrink_down_the_ladder() {
    let h: Vec<u8> = Level::ALL[1..]
        .iter()
        .map(|l| l.horizon().unwrap())
        .collect();
    assert!(h.windows(2).all(|w| w[0] > w[1]), "{h:?}");
    assert_eq!(Level::Perfect.horizon(), None);
}

#[test]
fn perfect_wins_fastest_holds_draws_and_resists_longest() {
    let moves = list(&[loss(4), win(9), DRAW, win(3), loss(12), win(5)]);
    assert_eq!(picks(Level::Perfect, &moves), vec![win(3)]);
    let moves = list(&[loss(4), DRAW, loss(12), Lookup::NotInTable]);
    assert_eq!(picks(Level::Perfect, &moves), vec![DRAW]);
    let moves = list(&[loss(4), loss(2), loss(12), loss(6)]);
    assert_eq!(picks(Level::Perfect, &moves), vec![loss(12)]);
    // Equally good moves are all played.
    let moves = list(&[win(3), loss(2), win(3), win(3)]);
    let mut rng = Rng::new(1);
    let mut chosen: Vec<Move> = (0..200)
        .map(|_| choose(Level::Perfect, &moves, &mut rng).unwrap())
        .collect();
    chosen.sort();
    chosen.dedup();
    assert_eq!(chosen, vec![mv(0), mv(2), mv(3)]);
}

#[test]
fn unknown_values_are_unclear() {
    let unknown = [Lookup::NeedShard(3), Lookup::NotInTable];
    // Below a known win or draw, above a known loss, for every level.
    for level in Level::ALL {
        let moves = list(&[unknown[0], win(1), unknown[1]]);
        assert_eq!(picks(level, &moves), vec![win(1)], "{level:?}");
        if level.horizon().is_none_or(|h| h >= 2) {
            let moves = list(&[unknown[0], loss(2), unknown[1]]);
            assert_eq!(picks(level, &moves).len(), 2, "{level:?}");
            assert!(!picks(level, &moves).contains(&loss(2)), "{level:?}");
        }
    }
    let moves = list(&[unknown[0], DRAW]);
    assert_eq!(picks(Level::Perfect, &moves), vec![DRAW]);
    // Only unknown values: still a move.
    let moves = list(&unknown);
    assert_eq!(picks(Level::Easy, &moves).len(), 2);
    assert_eq!(choose(Level::Hard, &[], &mut Rng::new(0)), None);
}

#[test]
fn a_level_sees_exactly_the_values_within_its_horizon() {
    for level in &Level::ALL[1..] {
        let h = level.horizon().unwrap();
        for n in 1..=2 * h {
            let moves = list(&[win(n), DRAW]);
            let want = if n <= h { 1 } else { 2 };
            assert_eq!(picks(*level, &moves).len(), want, "{level:?} win {n}");
            let moves = list(&[loss(n), DRAW]);
            let p = picks(*level, &moves);
            if n <= h {
                assert_eq!(p, vec![DRAW], "{level:?} loss {n}");
            } else {
                assert_eq!(p.len(), 2, "{level:?} loss {n}");
            }
        }
    }
}

#[test]
fn each_level_does_what_its_line_says() {
    // Easy: wins at once, avoids letting the opponent win at once, else random.
    let moves = list(&[win(3), win(1), loss(2)]);
    assert_eq!(picks(Level::Easy, &moves), vec![win(1)]);
    let moves = list(&[loss(2), win(3), loss(4), DRAW]);
    let mut p = picks(Level::Easy, &moves);
    p.sort_by_key(|l| format!("{l:?}"));
    assert_eq!(p, vec![DRAW, loss(4), win(3)]);
    // Medium: also wins in 3.
    assert_eq!(picks(Level::Medium, &moves), vec![win(3)]);
    let moves = list(&[win(5), loss(4), DRAW]);
    assert_eq!(picks(Level::Medium, &moves).len(), 3);
    // Hard: every win and loss up to 9 plies.
    assert_eq!(picks(Level::Hard, &moves), vec![win(5)]);
    let moves = list(&[win(11), loss(8), DRAW]);
    assert_eq!(picks(Level::Hard, &moves).len(), 2);
    assert!(!picks(Level::Hard, &moves).contains(&loss(8)));
    // Seen losses only: the longest; a loss beyond the horizon counts as unclear.
    let moves = list(&[loss(2), loss(6), loss(10), loss(4)]);
    assert_eq!(picks(Level::Hard, &moves), vec![loss(10)]);
    assert_eq!(picks(Level::Perfect, &moves), vec![loss(10)]);
    let moves = list(&[loss(2), loss(6), loss(4)]);
    assert_eq!(picks(Level::Hard, &moves), vec![loss(6)]);
    assert_eq!(picks(Level::Medium, &moves).len(), 2);
}

#[test]
fn a_seed_fixes_the_choices() {
    let moves = list(&[win(9), win(11), DRAW, loss(12), Lookup::NotInTable]);
    let run = |seed| {
        let mut rng = Rng::new(seed);
        (0..50)
            .map(|_| choose(Level::Easy, &moves, &mut rng).unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(run(42), run(42));
    assert_ne!(run(42), run(43));
}

#[test]
fn below_stays_in_range_and_spreads() {
    let mut rng = Rng::new(5);
    let mut counts = [0usize; 6];
    for _ in 0..6000 {
        counts[rng.below(6)] += 1;
    }
    // 1000 expected each; a fixed seed makes this deterministic.
    assert!(
        counts.iter().all(|&c| (850..1150).contains(&c)),
        "{counts:?}"
    );
    assert_eq!(rng.below(0), 0);
    assert_eq!(rng.below(1), 0);
}

#[test]
fn the_third_occurrence_is_a_draw() {
    let v = Variant::STANDARD;
    let a = Position::START.play_line(&v, "L@b2 L@a1").unwrap();
    let cycle = ["b2-c3", "a1-a2", "c3-b2", "a2-a1"];
    let mut history = vec![a];
    for round in 0..2 {
        for step in cycle {
            assert_eq!(game_end(&v, &history), None, "round {round}");
            let next = history[history.len() - 1].play(step.parse().unwrap());
            history.push(next);
        }
    }
    assert_eq!(history[history.len() - 1], a);
    assert_eq!(occurrences(&history), 3);
    assert_eq!(game_end(&v, &history), Some(GameEnd::Repetition));
    assert_eq!(game_end(&v, &[]), None);
}
