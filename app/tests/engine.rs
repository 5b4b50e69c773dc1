//! The computer levels playing real games with an exact oracle: small rule variants solved here
//! by the solver's library, every move valued from the solved table.
//!
//! * `cover=off` (two pieces of each size, nothing stacked): P1 wins in 9, no draws;
//! * `cover=off,pieces=1`: the start is a draw, wins take up to 5 plies;
//! * `pieces=1` (stacking on): the start is a draw.

use std::sync::OnceLock;

use app::engine::{game_end, play_game, GameEnd, GameRecord, Level};
use gobblet_rules::rng::Rng;
use gobblet_rules::{Move, Player, Position, Value, Variant};
use gobblet_tablebase::Lookup;
use solver::bitset::Block;
use solver::table::Table;

type Solved = Table<Vec<Block>, Vec<u8>>;

/// Plenty: threefold repetition ends every game long before.
const MAX_PLIES: usize = 2000;

fn solved(rules: &'static str) -> &'static Solved {
    static TABLES: [OnceLock<Solved>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = match rules {
        "cover=off" => 0,
        "cover=off,pieces=1" => 1,
        "pieces=1" => 2,
        _ => panic!("no table for {rules}"),
    };
    TABLES[slot].get_or_init(|| {
        let variant: Variant = rules.parse().unwrap();
        solver::solve::solve(&variant).0
    })
}

const VARIANTS: [&str; 3] = ["cover=off", "cover=off,pieces=1", "pieces=1"];

/// The exact value of a position (for its side to move).
fn value(t: &Solved, pos: &Position) -> Value {
    t.value(pos).expect("every position of a game is reachable")
}

/// Every legal move with its exact value for the side to move, as the tablebase gives them.
fn moves(t: &Solved, pos: &Position) -> Vec<(Move, Lookup)> {
    pos.legal_moves(&t.variant)
        .iter()
        .map(|&mv| (mv, Lookup::Known(value(t, &pos.play(mv)).for_parent())))
        .collect()
}

fn game(t: &Solved, p1: Level, p2: Level, seed: u64) -> GameRecord {
    play_game(
        &t.variant,
        Position::START,
        &mut |p| moves(t, p),
        p1,
        p2,
        &mut Rng::new(seed),
        MAX_PLIES,
    )
}

/// The points `side` scores: 2 a win, 1 a draw, 0 a loss.
fn points(g: &GameRecord, side: Player) -> u32 {
    assert_ne!(g.end, GameEnd::Capped, "a capped game");
    match g.end.winner() {
        Some(w) if w == side => 2,
        Some(_) => 0,
        None => 1,
    }
}

#[test]
fn perfect_against_perfect_plays_the_start_value_exactly() {
    for rules in VARIANTS {
        let t = solved(rules);
        let start = value(t, &Position::START);
        for seed in 0..20 {
            let g = game(t, Level::Perfect, Level::Perfect, seed);
            let positions = g.positions();
            match start {
                Value::Win(n) => {
                    assert_eq!(g.end.winner(), Some(Player::P1), "{rules} seed {seed}");
                    assert_eq!(g.moves.len(), usize::from(n), "{rules} seed {seed}");
                }
                Value::Loss(n) => {
                    assert_eq!(g.end.winner(), Some(Player::P2), "{rules} seed {seed}");
                    assert_eq!(g.moves.len(), usize::from(n), "{rules} seed {seed}");
                }
                Value::Draw => {
                    assert_eq!(g.end, GameEnd::Repetition, "{rules} seed {seed}");
                    assert!(positions.iter().all(|p| value(t, p) == Value::Draw));
                }
            }
            // Along the game, each position's value is the one before it, one ply shorter.
            for w in positions.windows(2) {
                let (before, after) = (value(t, &w[0]), value(t, &w[1]));
                assert_eq!(after.for_parent(), before, "{rules} seed {seed}");
            }
        }
    }
}

#[test]
fn perfect_keeps_every_value_against_every_level() {
    for rules in VARIANTS {
        let t = solved(rules);
        for level in Level::ALL {
            for seed in 0..40 {
                for perfect in [Player::P1, Player::P2] {
                    let (p1, p2) = match perfect {
                        Player::P1 => (Level::Perfect, level),
                        Player::P2 => (level, Level::Perfect),
                    };
                    let g = game(t, p1, p2, seed);
                    let positions = g.positions();
                    for (ply, pos) in positions.iter().enumerate() {
                        if pos.side_to_move() != perfect || ply == g.moves.len() {
                            continue;
                        }
                        // Its move keeps the position's value exactly...
                        let v = value(t, pos);
                        let after = value(t, &positions[ply + 1]);
                        assert_eq!(after.for_parent(), v, "{rules} {level:?} seed {seed}");
                        // ...so a won position is won within its distance and a draw never lost.
                        let left = g.moves.len() - ply;
                        match v {
                            Value::Win(n) => {
                                assert_eq!(g.end.winner(), Some(perfect));
                                assert!(left <= usize::from(n));
                            }
                            Value::Draw => {
                                assert_ne!(g.end.winner(), Some(perfect.opponent()));
                            }
                            Value::Loss(n) => {
                                if g.end.winner() == Some(perfect.opponent()) {
                                    assert!(left >= usize::from(n) || level != Level::Perfect);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn every_level_converts_the_wins_within_its_horizon() {
    for rules in VARIANTS {
        let t = solved(rules);
        for level in &Level::ALL[1..] {
            let h = level.horizon().unwrap();
            for opponent in Level::ALL {
                for seed in 0..20 {
                    for side in [Player::P1, Player::P2] {
                        let (p1, p2) = match side {
                            Player::P1 => (*level, opponent),
                            Player::P2 => (opponent, *level),
                        };
                        let g = game(t, p1, p2, seed);
                        for (ply, pos) in g.positions().iter().enumerate() {
                            if pos.side_to_move() != side || ply == g.moves.len() {
                                continue;
                            }
                            let seen_win = moves(t, pos)
                                .iter()
                                .filter_map(|(_, l)| match l {
                                    Lookup::Known(Value::Win(n)) if *n <= h => Some(*n),
                                    _ => None,
                                })
                                .min();
                            if let Some(n) = seen_win {
                                assert_eq!(g.end.winner(), Some(side), "{rules} {level:?}");
                                assert!(g.moves.len() - ply <= usize::from(n));
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A level's points (2 a win, 1 a draw) against `opponent` over `games` games, half as P1.
fn score(t: &Solved, level: Level, opponent: Level, games: u64) -> u32 {
    (0..games)
        .map(|seed| {
            let side = if seed % 2 == 0 {
                Player::P1
            } else {
                Player::P2
            };
            let g = match side {
                Player::P1 => game(t, level, opponent, seed),
                Player::P2 => game(t, opponent, level, seed),
            };
            points(&g, side)
        })
        .sum()
}

/// Against Perfect nobody scores more than Perfect itself (a theorem: Perfect never lets a
/// value slip); against Easy each level scores clearly more than the next one down, except that
/// Hard (horizon 9) sees every value of these small variants and plays exactly like Perfect.
#[test]
fn the_ladder_holds_on_small_variants() {
    // Stacking with one piece each (`pieces=1`) is left out: every win there takes one ply, so
    // all levels play alike, and draws wander for hundreds of plies before a threefold repetition.
    for rules in ["cover=off", "cover=off,pieces=1"] {
        let t = solved(rules);
        let games = 200;
        let margin = games as u32 / 5; // 10% of the 2·games points at stake
        let vs_perfect: Vec<u32> = Level::ALL
            .iter()
            .map(|&l| score(t, l, Level::Perfect, games))
            .collect();
        let vs_easy: Vec<u32> = Level::ALL
            .iter()
            .map(|&l| score(t, l, Level::Easy, games))
            .collect();
        println!("{rules}: points of 400 against Perfect {vs_perfect:?}, against Easy {vs_easy:?}");
        // Perfect against itself scores half the points: from a won start the side to move wins
        // every game (each side half the time), from a drawn start every game is drawn.
        assert_eq!(vs_perfect[0], games as u32, "{rules}");
        assert!(vs_perfect.iter().all(|&s| s <= vs_perfect[0]), "{rules}");
        assert_eq!(
            vs_perfect[1], vs_perfect[0],
            "{rules}: Hard sees every value here"
        );
        let [perfect, hard, medium, easy] = vs_easy[..] else {
            unreachable!()
        };
        assert_eq!(hard, perfect, "{rules}: Hard sees every value here");
        assert!(hard >= medium + margin, "{rules}: {vs_easy:?}");
        assert!(medium >= easy + margin, "{rules}: {vs_easy:?}");
    }
}

#[test]
fn games_end_by_the_rules_and_unknown_values_do_not_stop_play() {
    let v = Variant::STANDARD;
    // An oracle that knows nothing: every level still plays legal moves to an end.
    let mut blind = |p: &Position| {
        p.legal_moves(&v)
            .iter()
            .map(|&mv| (mv, Lookup::NotInTable))
            .collect::<Vec<_>>()
    };
    let mut ends = Vec::new();
    for level in Level::ALL {
        for seed in 0..20 {
            let g = play_game(
                &v,
                Position::START,
                &mut blind,
                level,
                level,
                &mut Rng::new(seed),
                MAX_PLIES,
            );
            let positions = g.positions();
            for w in positions.windows(2) {
                assert_eq!(game_end(&v, &positions[..1]), None);
                assert!(w[0].legal_moves(&v).iter().any(|&m| w[0].play(m) == w[1]));
            }
            assert_eq!(game_end(&v, &positions), Some(g.end));
            for ply in 1..positions.len() {
                assert_eq!(game_end(&v, &positions[..ply]), None, "ended early");
            }
            ends.push(g.end);
        }
    }
    assert!(!ends.contains(&GameEnd::Capped));
    // A cap stops a game that is not over.
    let g = play_game(
        &v,
        Position::START,
        &mut blind,
        Level::Easy,
        Level::Easy,
        &mut Rng::new(1),
        3,
    );
    assert_eq!((g.end, g.moves.len()), (GameEnd::Capped, 3));
    // An oracle with no move for a live position: the side to move loses, no panic.
    let g = play_game(
        &v,
        Position::START,
        &mut |_| Vec::new(),
        Level::Perfect,
        Level::Perfect,
        &mut Rng::new(1),
        10,
    );
    assert_eq!(g.end, GameEnd::NoMove { winner: Player::P2 });
}
