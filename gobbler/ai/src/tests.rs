//! Internal tests: the search's board against `gobbler-rules`, every level's legality, hand-made
//! positions, the budget with a fake clock, determinism.

use std::collections::BTreeSet;

use gobbler_rules::{GobblerMove, LittlesTurn, Position, Side, SquareSet, Status, Step, Turn};

use crate::board::{Board, Path, NONE};
use crate::search::random_littles_turn;
use crate::{choose, ChooseError, Level};
use seeded_rng::Rng;

/// The board with its Gobblers in a canonical order (the rules keep them as a set).
fn canonical(mut b: Board) -> Board {
    b.gob.sort();
    b
}

fn rules_move(p: Path) -> GobblerMove {
    let sq = gobbler_rules::Square::new;
    if p.sq[2] == NONE {
        GobblerMove::one(sq(p.sq[0]), sq(p.sq[1]))
    } else {
        GobblerMove::two(sq(p.sq[0]), sq(p.sq[1]), sq(p.sq[2]))
    }
}

fn rules_turn(b: &Board, rng: &mut Rng) -> LittlesTurn {
    let t = random_littles_turn(b, rng);
    let sq = gobbler_rules::Square::new;
    let steps: Vec<Step> = t
        .steps()
        .iter()
        .map(|s| Step::new(sq(s.from), sq(s.to)))
        .collect();
    LittlesTurn::new(&steps).unwrap()
}

/// Every position of `games` random games (random legal turns of both sides), game over
/// positions included.
fn random_positions(games: u64, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(testkit::seed_for(seed));
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Position::START;
        loop {
            out.push(pos);
            if let Status::Over { .. } = pos.status() {
                break;
            }
            let turn = match pos.side() {
                Side::Littles => Turn::Littles(rules_turn(&Board::from_position(&pos), &mut rng)),
                Side::Gobblers => {
                    let moves = pos.gobbler_moves();
                    Turn::Gobbler(moves[rng.below(moves.len())])
                }
            };
            pos = pos.apply_turn(&turn).unwrap();
        }
    }
    out
}

/// A fake clock advancing `step` ms at every reading, with the number of readings.
fn fake_clock(step: f64) -> (impl FnMut() -> f64, std::rc::Rc<std::cell::Cell<u32>>) {
    let reads = std::rc::Rc::new(std::cell::Cell::new(0u32));
    let r = reads.clone();
    let mut now = 0.0;
    let clock = move || {
        r.set(r.get() + 1);
        now += step;
        now
    };
    (clock, reads)
}

#[test]
fn the_search_board_agrees_with_the_rules_along_random_games() {
    let positions = random_positions(40, 1);
    let mut rng = Rng::new(testkit::seed_for(2));
    let (mut gobbler_positions, mut paths_checked) = (0, 0);
    for pos in &positions {
        let b = Board::from_position(pos);
        assert_eq!(b.littles() + u32::from(b.eaten), 60);
        match pos.side() {
            Side::Gobblers => {
                let mut starved = b;
                starved.starve();
                assert_eq!(
                    canonical(starved),
                    canonical(Board::from_position(&pos.without_starving())),
                    "starving in {pos}"
                );
                let mine: BTreeSet<String> = starved
                    .paths()
                    .as_slice()
                    .iter()
                    .map(|&p| rules_move(p).to_string())
                    .collect();
                let theirs: BTreeSet<String> =
                    pos.gobbler_moves().iter().map(|m| m.to_string()).collect();
                assert_eq!(mine, theirs, "paths in {pos}");
                for &p in starved.paths().as_slice() {
                    let mut after = starved;
                    after.play_path(p);
                    let expected = pos.apply_gobbler_move(&rules_move(p)).unwrap();
                    assert_eq!(
                        canonical(after),
                        canonical(Board::from_position(&expected)),
                        "{} from {pos}",
                        rules_move(p)
                    );
                    paths_checked += 1;
                }
                gobbler_positions += 1;
            }
            Side::Littles => {
                let turn = rules_turn(&b, &mut rng);
                let mut after = b;
                after.play_steps(&Board::turn_steps(&turn));
                let expected = pos.apply_littles_turn(&turn).unwrap();
                assert_eq!(after, Board::from_position(&expected), "{turn} from {pos}");
            }
        }
    }
    assert!(
        gobbler_positions > 300,
        "{gobbler_positions} Gobbler positions"
    );
    assert!(paths_checked > 5000, "{paths_checked} paths");
}

#[test]
fn every_level_plays_a_legal_turn_on_random_positions() {
    let positions = random_positions(6, 3);
    let mut checked = 0;
    for (i, pos) in positions.iter().enumerate().step_by(3) {
        for level in Level::ALL {
            let (mut clock, _) = fake_clock(0.01);
            let got = choose(pos, level, 3.0, &mut clock, i as u64);
            match pos.status() {
                Status::Over { .. } => assert_eq!(got, Err(ChooseError::GameOver), "{pos}"),
                Status::Ongoing => {
                    let d = got.unwrap();
                    assert!(
                        pos.apply_turn(&d.turn).is_ok(),
                        "{level} played {} in {pos}",
                        d.turn
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "{checked} decisions");
}

/// A position from `(square, count)` pairs and the Gobblers, the rest eaten.
fn position(littles: &[(&str, u8)], gobblers: &[&str], side: Side, threshold: u16) -> Position {
    let mut counts = [0u8; 64];
    for &(s, c) in littles {
        counts[s.parse::<gobbler_rules::Square>().unwrap().index()] = c;
    }
    let mut set = SquareSet::EMPTY;
    for g in gobblers {
        set = set.with(g.parse().unwrap());
    }
    let on_board: u8 = counts.iter().sum();
    Position::new(counts, set, side, 60 - on_board, threshold).unwrap()
}

/// The most one Gobbler move eats (hops and scatter) from `pos` (Gobblers to move).
fn best_eat(pos: &Position) -> u8 {
    pos.gobbler_moves()
        .iter()
        .map(|m| pos.apply_gobbler_move(m).unwrap().eaten() - pos.eaten())
        .max()
        .unwrap_or(0)
}

#[test]
fn the_strong_gobblers_take_the_big_stack() {
    // The Gobbler on a1 can eat the stack of 6 on b3 in one hop; every other move eats 2 or 3.
    let pos = position(
        &[
            ("b3", 6),
            ("e3", 1),
            ("c2", 1),
            ("g6", 1),
            ("f4", 1),
            ("h5", 1),
            ("a8", 1),
        ],
        &["a1", "h8"],
        Side::Gobblers,
        100,
    );
    assert!(
        pos.gobbler_moves().len() >= 3,
        "the test needs alternatives"
    );
    let (mut clock, _) = fake_clock(0.01);
    let d = choose(&pos, Level::Strong, 20.0, &mut clock, 1).unwrap();
    assert_eq!(d.turn.to_string(), "a1>b3");
}

#[test]
fn the_strong_littles_save_a_threatened_stack() {
    // The Gobbler on a1 would eat the stack of 4 on b3 (and more by the scatter) after a pass;
    // three steps can leave it one Little, with nothing to eat after it.
    let pos = position(
        &[
            ("b3", 4),
            ("g8", 1),
            ("e8", 1),
            ("h7", 1),
            ("f7", 1),
            ("h5", 1),
        ],
        &["a1", "h2"],
        Side::Littles,
        100,
    );
    let pass = pos.apply_turn(&Turn::Littles(LittlesTurn::PASS)).unwrap();
    assert!(best_eat(&pass) >= 4, "the test needs a threat");
    let (mut clock, _) = fake_clock(0.01);
    let d = choose(&pos, Level::Strong, 50.0, &mut clock, 1).unwrap();
    let after = pos.apply_turn(&d.turn).unwrap();
    assert!(
        best_eat(&after) <= 2,
        "{} leaves {} to eat",
        d.turn,
        best_eat(&after)
    );
}

#[test]
fn the_budget_is_kept_with_a_fake_clock() {
    let step = 0.05;
    for pos in [Position::START, Position::START.play_game("pass").unwrap()] {
        // 1 ms is far too little for either strong search: it must stop at the budget.
        for budget in [1.0, 30.0] {
            let (mut clock, reads) = fake_clock(step);
            let d = choose(&pos, Level::Strong, budget, &mut clock, 5).unwrap();
            assert!(pos.apply_turn(&d.turn).is_ok());
            // The clock passes the budget at its (budget / step)-th reading; a few more while
            // the search unwinds.
            let (n, at_budget) = (reads.get(), (budget / step) as u32);
            assert!(
                n <= at_budget + 8,
                "{n} readings for a budget of {at_budget}"
            );
            if budget == 1.0 {
                assert!(n >= at_budget, "{n} readings: it stopped before the budget");
            }
        }
    }
}

#[test]
fn a_seed_fixes_the_choice() {
    for pos in random_positions(1, 9).iter().step_by(4).take(6) {
        if let Status::Over { .. } = pos.status() {
            continue;
        }
        for level in Level::ALL {
            let turns: Vec<String> = (0..2)
                .map(|_| {
                    let (mut clock, _) = fake_clock(0.01);
                    choose(pos, level, 5.0, &mut clock, 42)
                        .unwrap()
                        .turn
                        .to_string()
                })
                .collect();
            assert_eq!(turns[0], turns[1], "{level} in {pos}");
        }
    }
}

#[test]
fn levels_read_and_write_their_names() {
    for (level, name, digit) in [
        (Level::Easy, "easy", "1"),
        (Level::Medium, "medium", "2"),
        (Level::Strong, "strong", "3"),
    ] {
        assert_eq!(level.to_string(), name);
        assert_eq!(name.parse::<Level>(), Ok(level));
        assert_eq!(digit.parse::<Level>(), Ok(level));
        assert_eq!(name.to_uppercase().parse::<Level>(), Ok(level));
    }
    let err = "hard".parse::<Level>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown level `hard`: write easy, medium or strong (or 1, 2, 3)"
    );
}

#[test]
fn only_the_strong_level_gives_an_estimate_and_it_counts_what_is_eaten() {
    let mut estimates = 0;
    for (i, pos) in random_positions(4, 11).iter().enumerate().step_by(5) {
        if let Status::Over { .. } = pos.status() {
            continue;
        }
        for level in Level::ALL {
            let (mut clock, _) = fake_clock(0.01);
            let d = choose(pos, level, 5.0, &mut clock, i as u64).unwrap();
            match (level, d.estimate) {
                (Level::Strong, Some(v)) => {
                    // What is eaten never falls, and the estimate says so.
                    assert!(v.is_finite() && v >= f32::from(pos.eaten()), "{v} in {pos}");
                    estimates += 1;
                }
                (Level::Strong, None) => panic!("no estimate in {pos} within 5 ms"),
                (_, e) => assert_eq!(e, None, "{level} does not search"),
            }
        }
    }
    assert!(estimates > 5, "{estimates} estimates");
}

#[test]
fn the_estimate_is_the_end_where_the_end_is_forced() {
    // The Gobblers' one move eats the last two Littles: 60 eaten at the end.
    let last_two = position(&[("b3", 2)], &["a1"], Side::Gobblers, 100);
    // One Little left: whatever it does, no Gobbler can eat two, and both starve at 59.
    let one_left = position(&[("h8", 1)], &["a1", "c1"], Side::Littles, 100);
    for (pos, end) in [(last_two, 60.0), (one_left, 59.0)] {
        let (mut clock, _) = fake_clock(0.01);
        let d = choose(&pos, Level::Strong, 50.0, &mut clock, 1).unwrap();
        assert_eq!(d.estimate, Some(end), "{pos}: {}", d.turn);
        // Past the threshold the estimate carries the bonus the search plays for.
        let low = pos.with_threshold(50).unwrap();
        let (mut clock, _) = fake_clock(0.01);
        let d = choose(&low, Level::Strong, 50.0, &mut clock, 1).unwrap();
        assert_eq!(d.estimate, Some(end + crate::THRESHOLD_BONUS), "{low}");
    }
}

#[test]
fn the_expected_end_of_a_forced_end_is_that_end() {
    let one_left = position(&[("h8", 1)], &["a1", "c1"], Side::Littles, 100);
    let (mut clock, _) = fake_clock(0.01);
    let d = choose(&one_left, Level::Strong, 50.0, &mut clock, 1).unwrap();
    assert_eq!(crate::expected_end(&one_left, d.estimate.unwrap()), 59.0);
}

#[test]
fn the_estimate_counts_the_stack_the_gobblers_take() {
    // The Gobbler on a1 eats the stack of 6 on b3 now: the value is at least those 6 more than
    // eaten so far.
    let pos = position(
        &[("b3", 6), ("e3", 1), ("c2", 1), ("g6", 1), ("f4", 1)],
        &["a1", "h8"],
        Side::Gobblers,
        100,
    );
    let (mut clock, _) = fake_clock(0.01);
    let d = choose(&pos, Level::Strong, 20.0, &mut clock, 1).unwrap();
    let v = d.estimate.unwrap();
    assert!(v >= f32::from(pos.eaten()) + 6.0, "{v} after {}", d.turn);
}

#[test]
fn the_evaluation_terms_of_a_hand_worked_position() {
    // d4 eats the pair on c2 in one hop or e6 and g7 in two (2 paths, 2 at most); a1 and g7
    // lie two hops from it, c2 and e6 one. h1 has no path and adds nothing. Occupied: c2 and
    // e6 light, a1, g7 and h8 dark (minority 2); knight pairs a1-c2 and e6-g7; a1 and h8 on
    // the edge.
    let pos = position(
        &[("c2", 2), ("e6", 1), ("g7", 1), ("a1", 1), ("h8", 1)],
        &["d4", "h1"],
        Side::Littles,
        100,
    );
    let b = Board::from_position(&pos);
    assert_eq!(
        crate::eval::terms(&b, true),
        [1.0, 2.0, 2.0, 1.0, 2.0, 3.0, 2.0, 6.0, 2.0, 2.0]
    );
    assert_eq!(crate::eval_terms(&pos), crate::eval::terms(&b, true));
    // The hand-set weights read only the first five terms, and skip the others' passes.
    let cheap = crate::eval::terms(&b, false);
    assert_eq!(cheap[..5], [1.0, 2.0, 2.0, 1.0, 2.0]);
    assert_eq!(cheap[5..], [0.0; 5]);
    let v = crate::eval::evaluate(&b, &crate::eval::Weights::DEFAULT);
    assert!(
        (v - (54.0 + 6.0 + 0.3 + 1.0 + 0.25 + 0.5)).abs() < 1e-4,
        "{v}"
    );
    // No Gobbler able to move: every term is 0 and the value is what was eaten.
    let starved = position(&[("a1", 1), ("h8", 1)], &["d4"], Side::Littles, 100);
    let b = Board::from_position(&starved);
    assert_eq!(crate::eval::terms(&b, true), [0.0; crate::TERMS]);
    assert_eq!(
        crate::eval::evaluate(&b, &crate::eval::Weights::DEFAULT),
        58.0
    );
}

#[test]
fn knight_pairs_are_counted_once_and_never_across_the_edge() {
    let set = |names: &[&str]| {
        names.iter().fold(0u64, |s, n| {
            s | 1 << n.parse::<gobbler_rules::Square>().unwrap().index()
        })
    };
    assert_eq!(crate::eval::knight_pairs(set(&["a1", "c2", "b3"])), 2);
    // d4 and its eight hops: eight pairs (the hops are not a hop from each other).
    let ring = ["d4", "b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"];
    assert_eq!(crate::eval::knight_pairs(set(&ring)), 8);
    // h1 + 17 is a4, h1 + 10 is b3, b1 + 6 is h1, a2 + 6 is g2, a1 + 15 is h2: in index
    // order a hop away, on the board none is.
    assert_eq!(crate::eval::knight_pairs(set(&["h1", "a4", "b3", "b1"])), 0);
    assert_eq!(crate::eval::knight_pairs(set(&["a2", "g2", "a1", "h2"])), 0);
    // Every square's pairs, against the knight table: 168 pairs on the full board.
    assert_eq!(crate::eval::knight_pairs(u64::MAX), 168);
}

#[test]
fn the_hand_set_weights_evaluate_exactly_as_before_the_terms_had_names() {
    // The formula as it was written before the terms: summed in the same order, so equal to the
    // last bit (the strong players' choices, ties included, stay what they were).
    let before = |b: &Board| {
        let mut v = f32::from(b.eaten);
        if u16::from(b.eaten) > b.threshold {
            v += 4.0;
        }
        let mut any = false;
        for i in 0..2 {
            let (n, best) = b.food(i);
            if b.gob[i] != NONE && n > 0 {
                any = true;
                v += 6.0 + 0.15 * n.min(24) as f32 + 0.5 * best as f32;
            }
        }
        if any {
            let (stacks, minority, _) = crate::eval::long_term_food(b);
            v += 0.25 * (stacks + minority) as f32;
        }
        v
    };
    let positions = random_positions(20, 3);
    for pos in &positions {
        let b = Board::from_position(pos);
        let now = crate::eval::evaluate(&b, &crate::eval::Weights::DEFAULT);
        assert_eq!(now.to_bits(), before(&b).to_bits(), "{pos}");
    }
    assert!(positions.len() > 200, "{}", positions.len());
}

#[test]
fn a_larger_budget_decides_by_a_later_pass_of_the_same_schedule() {
    // A fake clock makes the work done within a budget exact: a budget 100 times larger must
    // get further through each side's passes, and the depth reported is the deciding pass's.
    let gobblers_to_move = Position::START.play_game("pass").unwrap();
    for pos in [Position::START, gobblers_to_move] {
        let passes_at = |budget: f64| {
            let (mut clock, _) = fake_clock(0.01);
            let d = choose(&pos, Level::Strong, budget, &mut clock, 3).unwrap();
            (d.stats.passes, d.stats.depth)
        };
        let (few, _) = passes_at(0.5);
        let (more, depth) = passes_at(50.0);
        assert!(more > few, "{few} then {more} passes in {pos}");
        let depth_of_pass = if pos.side() == Side::Gobblers {
            crate::player::GOBBLER_PASSES[usize::from(more) - 1].depth
        } else {
            crate::player::LITTLES_STAGES[usize::from(more) - 1].depth
        };
        assert_eq!(depth, depth_of_pass, "{pos}");
    }
}
