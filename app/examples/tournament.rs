//! The computer levels against each other, on a real tablebase.
//!
//! ```sh
//! cargo run --release -p app --example tournament -- --tb site/tb [--games 200] [--seed S]
//! ```
//!
//! Loads every shard of the tablebase up front, then plays each level against Perfect and against
//! Easy (`--games` games per pairing, half with the level as P1), and prints the level's wins,
//! draws and losses, overall and by side, the mean game length and the games stopped at the ply
//! cap. It checks what must hold whatever the seed: every value is known, Perfect against Perfect
//! plays the start value exactly, and Perfect never loses a game from a position it was winning
//! or drawing; a failed check exits non-zero. `cargo xtask bench levels` runs it on the standard
//! tablebase.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{bail, ensure, Context, Result};
use app::engine::{play_game, GameEnd, GameRecord, Level};
use gobblet_rules::rng::Rng;
use gobblet_rules::{Move, Player, Position, Value, Variant};
use gobblet_tablebase::{local, Lookup, Tablebase};

/// Games longer than this stop (reported as capped; threefold repetition should end them first).
const MAX_PLIES: usize = 1000;

const USAGE: &str =
    "usage: tournament --tb <tablebase dir> [--games N (even, default 200)] [--seed S]";

struct Args {
    tb: PathBuf,
    games: usize,
    seed: u64,
}

fn parse_args() -> Result<Args> {
    let mut tb = None;
    let mut games = 200;
    let mut seed = 1;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .with_context(|| format!("{arg} needs a value\n{USAGE}"))
        };
        match arg.as_str() {
            "--tb" => tb = Some(PathBuf::from(value()?)),
            "--games" => {
                let v = value()?;
                games = v
                    .parse()
                    .ok()
                    .filter(|&g: &usize| g > 0 && g % 2 == 0)
                    .with_context(|| format!("--games {v:?}: give an even number above 0"))?;
            }
            "--seed" => {
                let v = value()?;
                seed = v
                    .parse()
                    .with_context(|| format!("--seed {v:?}: give a whole number"))?;
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            _ => bail!("unknown argument {arg:?}\n{USAGE}"),
        }
    }
    let tb = tb.with_context(|| format!("--tb is missing\n{USAGE}"))?;
    Ok(Args { tb, games, seed })
}

/// Reads the manifest and every chunk of the tablebase in `dir`.
fn load(dir: &Path) -> Result<Tablebase> {
    let mut tb = gobblet_tablebase::fs::open(dir).with_context(|| {
        format!(
            "cannot open {} (is it a tablebase built by `shard-tool build`?)",
            dir.display()
        )
    })?;
    for id in 0..tb.manifest().shard_count() {
        gobblet_tablebase::fs::load_chunk(&mut tb, dir, id)?;
    }
    Ok(tb)
}

/// Every move's value, memoised (games between the same levels revisit the same positions).
struct Oracle<'a> {
    tb: &'a Tablebase,
    moves: HashMap<Position, Vec<(Move, Lookup)>>,
    local: HashMap<Position, Option<Value>>,
    unknown: usize,
}

impl Oracle<'_> {
    fn moves(&mut self, pos: &Position) -> Vec<(Move, Lookup)> {
        if let Some(m) = self.moves.get(pos) {
            return m.clone();
        }
        let variant = *self.tb.variant();
        let cache = &mut self.local;
        let moves = self.tb.moves_with(&variant, pos, &mut |p| {
            *cache
                .entry(*p)
                .or_insert_with(|| local::local_value(&variant, p))
        });
        self.unknown += moves
            .iter()
            .filter(|(_, l)| !matches!(l, Lookup::Known(_)))
            .count();
        self.moves.insert(*pos, moves.clone());
        moves
    }

    /// The value of a position that is not over, for its side to move (its best move's).
    fn value(&mut self, pos: &Position) -> Option<Value> {
        match self.moves(pos).first() {
            Some((_, Lookup::Known(v))) => Some(*v),
            _ => None,
        }
    }
}

/// One level's results against one opponent, split by the level's side.
#[derive(Default)]
struct Tally {
    /// Per side (P1, P2): wins, draws, losses, capped.
    by_side: [[usize; 4]; 2],
    plies: usize,
    games: usize,
}

impl Tally {
    fn add(&mut self, side: Player, game: &GameRecord) {
        let column = match game.end {
            GameEnd::Capped => 3,
            GameEnd::Repetition => 1,
            end if end.winner() == Some(side) => 0,
            _ => 2,
        };
        self.by_side[side.index()][column] += 1;
        self.plies += game.moves.len();
        self.games += 1;
    }

    fn total(&self, column: usize) -> usize {
        self.by_side[0][column] + self.by_side[1][column]
    }

    /// Wins plus half the draws, as a share of the games.
    fn score(&self) -> f64 {
        (self.total(0) as f64 + self.total(1) as f64 / 2.0) / self.games as f64
    }
}

/// Checks that Perfect, whenever it was to move in a position it was winning or drawing, did
/// not lose the game, and that it won a won position within the distance.
fn check_perfect(
    oracle: &mut Oracle,
    variant: &Variant,
    game: &GameRecord,
    perfect: Player,
) -> Result<()> {
    let positions = game.positions();
    for (ply, pos) in positions.iter().enumerate() {
        if pos.side_to_move() != perfect || pos.status(variant) != gobblet_rules::Status::Ongoing {
            continue;
        }
        let left = game.moves.len() - ply;
        match oracle.value(pos) {
            Some(Value::Win(n)) => ensure!(
                game.end.winner() == Some(perfect) && left <= usize::from(n),
                "Perfect ({perfect}) stood at win {n} at ply {ply} and the game ended {:?} after {left} more plies: {:?}",
                game.end,
                game.moves.iter().map(ToString::to_string).collect::<Vec<_>>()
            ),
            Some(Value::Draw) => ensure!(
                game.end.winner() != Some(perfect.opponent()),
                "Perfect ({perfect}) stood at a draw at ply {ply} and lost"
            ),
            _ => {}
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // The whole chain of causes on one line, without a backtrace.
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<()> {
    let args = parse_args()?;
    let started = Instant::now();
    let tb = load(&args.tb)?;
    let variant = *tb.variant();
    eprintln!(
        "loaded {} ({}, {} shards, {} keys) in {:.1} s",
        args.tb.display(),
        variant,
        tb.manifest().shard_count(),
        tb.manifest().keys,
        started.elapsed().as_secs_f64()
    );
    let mut oracle = Oracle {
        tb: &tb,
        moves: HashMap::new(),
        local: HashMap::new(),
        unknown: 0,
    };
    let start_value = oracle
        .value(&Position::START)
        .context("the start position's value is not in the tablebase")?;

    let played = Instant::now();
    let opponents = [Level::Perfect, Level::Easy];
    let mut rows = Vec::new();
    for (li, &level) in Level::ALL.iter().enumerate() {
        for (oi, &opponent) in opponents.iter().enumerate() {
            let mut rng = Rng::new(args.seed ^ ((li as u64) << 40 | (oi as u64) << 32));
            let mut tally = Tally::default();
            for game in 0..args.games {
                let side = if game % 2 == 0 {
                    Player::P1
                } else {
                    Player::P2
                };
                let (p1, p2) = match side {
                    Player::P1 => (level, opponent),
                    Player::P2 => (opponent, level),
                };
                let record = play_game(
                    &variant,
                    Position::START,
                    &mut |p| oracle.moves(p),
                    p1,
                    p2,
                    &mut rng,
                    MAX_PLIES,
                );
                for (player, l) in [(Player::P1, p1), (Player::P2, p2)] {
                    if l == Level::Perfect {
                        check_perfect(&mut oracle, &variant, &record, player)?;
                    }
                }
                if level == Level::Perfect && opponent == Level::Perfect {
                    let expected = match start_value {
                        Value::Win(_) => Some(Player::P1),
                        Value::Loss(_) => Some(Player::P2),
                        Value::Draw => None,
                    };
                    ensure!(
                        record.end.winner() == expected
                            && start_value
                                .plies()
                                .is_none_or(|n| usize::from(n) == record.moves.len()),
                        "Perfect against Perfect ended {:?} after {} plies; the start is a {start_value}",
                        record.end,
                        record.moves.len()
                    );
                }
                tally.add(side, &record);
            }
            rows.push((level, opponent, tally));
        }
    }
    let secs = played.elapsed().as_secs_f64();
    ensure!(
        oracle.unknown == 0,
        "{} move values were unknown: the tablebase is incomplete",
        oracle.unknown
    );

    println!(
        "\nlevels, {} games per pairing (half as P1), seed {}, {variant}; start: P1 {start_value}",
        args.games, args.seed
    );
    println!(
        "{:<8} {:<8} {:>5} {:>5} {:>5} {:>6}   {:>13} {:>13}   {:>10} {:>6}",
        "level",
        "against",
        "wins",
        "draws",
        "losses",
        "score",
        "as P1 W/D/L",
        "as P2 W/D/L",
        "mean plies",
        "capped"
    );
    for (level, opponent, t) in &rows {
        let side = |s: usize| {
            format!(
                "{}/{}/{}",
                t.by_side[s][0], t.by_side[s][1], t.by_side[s][2]
            )
        };
        println!(
            "{:<8} {:<8} {:>5} {:>5} {:>6} {:>5.1}%   {:>13} {:>13}   {:>10.1} {:>6}",
            level.tag(),
            opponent.tag(),
            t.total(0),
            t.total(1),
            t.total(2),
            100.0 * t.score(),
            side(0),
            side(1),
            t.plies as f64 / t.games as f64,
            t.total(3)
        );
    }
    println!(
        "score = (wins + draws / 2) / games. {} games in {secs:.1} s ({} positions valued); \
         checks passed: every value known, Perfect vs Perfect plays the start value, Perfect \
         never lost a won or drawn position",
        rows.len() * args.games,
        oracle.moves.len()
    );
    Ok(())
}
