//! `gobbler ladder`: every player against every player (levels × budgets, each on both sides),
//! each pairing's result with 95 % intervals, Elo-scale ratings per side, and a scaling table
//! (the strong player at several budgets on one side against the strong player at a reference
//! budget on the other). Games run on several threads; game i of every pairing plays with seed
//! S + i, so a run is reproducible up to the clock (the strong level stops on it).

use std::collections::BTreeMap;
use std::time::Instant;

use anyhow::{bail, Result};
use gobbler_ai::Level;
use gobbler_rules::Position;

use crate::clock::ClockKind;
use crate::external::Engine;
use crate::play::{GameRecord, Player};

pub mod pool;
mod report;
pub mod stats;

/// Arguments of `ladder`.
#[derive(clap::Args)]
pub struct Args {
    /// The levels on the ladder, each playing both sides.
    #[arg(long, value_delimiter = ',', default_value = "easy,medium,strong")]
    levels: Vec<Level>,
    /// The strong level's budgets (ms) on the ladder: one player per budget.
    #[arg(long, value_delimiter = ',', default_value = "200,800")]
    budgets: Vec<f64>,
    /// Games per pairing on the ladder.
    #[arg(long, default_value_t = 8)]
    games: u32,
    /// The scaling table's budgets (ms) for the strong player on the side measured.
    #[arg(long, value_delimiter = ',', default_value = "200,800,3200")]
    scaling_budgets: Vec<f64>,
    /// The budget (ms) of the strong player on the other side in the scaling table.
    #[arg(long, default_value_t = 800.0)]
    scaling_reference_ms: f64,
    /// The level on the other side in the scaling table (strong at `--scaling-reference-ms`, or
    /// a gentler one: does the measured side use its time where the opponent leaves room?).
    #[arg(long, default_value_t = Level::Strong)]
    scaling_reference_level: Level,
    /// Games per row of the scaling table (0: no scaling table).
    #[arg(long, default_value_t = 6)]
    scaling_games: u32,
    /// The side or sides the scaling table measures (one side costs half the games).
    #[arg(long, value_enum, default_value_t = Sides::Both)]
    scaling_side: Sides,
    /// The threshold: the Gobbler player wins by eating more (40 between novices; a threshold
    /// near what strong players eat makes more of their games informative).
    #[arg(long, default_value_t = 40)]
    threshold: u16,
    /// Seed of the first game of every pairing (game i plays with seed S + i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once, each on its own thread (default: the machine's cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Another program's players on the ladder, the same levels and budgets as ours:
    /// `NAME=PROGRAM`, started as `PROGRAM engine` (another build of this command, say:
    /// `old=/tmp/old/gobbler` plays as `old-easy`, `old@800`). Repeatable.
    #[arg(long = "engine")]
    engines: Vec<Engine>,
    /// The clock the budgets are measured on: `wall`, or `cpu` (the searching thread's CPU
    /// time, for fair matches on a machine busy with other work; engines are asked to use
    /// theirs).
    #[arg(long, value_enum, default_value_t = ClockKind::Wall)]
    clock: ClockKind,
}

/// The sides a scaling table measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Sides {
    /// The Littles' rows, then the Gobblers'.
    Both,
    /// The Littles' rows only.
    Littles,
    /// The Gobblers' rows only.
    Gobblers,
}

impl Sides {
    /// Whether the table measures the Littles (`true`) or the Gobblers (`false`).
    pub fn measures(self, littles: bool) -> bool {
        match self {
            Sides::Both => true,
            Sides::Littles => littles,
            Sides::Gobblers => !littles,
        }
    }

    /// The value as the command line spells it.
    fn name(self) -> &'static str {
        match self {
            Sides::Both => "both",
            Sides::Littles => "littles",
            Sides::Gobblers => "gobblers",
        }
    }
}

/// One pairing to play: the Littles' player, the Gobblers' player and how many games.
#[derive(Clone, Copy, Debug)]
pub struct Fixture {
    /// The Littles' player.
    pub littles: Player,
    /// The Gobblers' player.
    pub gobblers: Player,
    /// Games to play (seeds S, S + 1, …).
    pub games: u32,
}

/// Every fixture's games, by the players' names (`strong@800`), Littles first.
pub type Results = BTreeMap<(String, String), Vec<GameRecord>>;

impl Args {
    /// The ladder's players: each level once, the strong level once per budget; then the same
    /// for every engine.
    fn players(&self) -> Vec<Player> {
        let own = self.levels.iter().flat_map(|&level| {
            let budgets = match level {
                Level::Strong => self.budgets.clone(),
                _ => vec![crate::play::DEFAULT_BUDGET_MS],
            };
            budgets.into_iter().map(move |budget_ms| Player {
                clock: self.clock,
                ..Player::own(level, budget_ms)
            })
        });
        let mut players: Vec<Player> = own.collect();
        let own_count = players.len();
        for engine in &self.engines {
            // The players are `Copy`; the engine lives as long as the command.
            let engine: &'static Engine = Box::leak(Box::new(engine.clone()));
            let theirs: Vec<Player> = players[..own_count]
                .iter()
                .map(|p| Player {
                    engine: Some(engine),
                    ..*p
                })
                .collect();
            players.extend(theirs);
        }
        players
    }

    /// The fixtures of the ladder and of the scaling table; one fixture per pair of names,
    /// with the larger number of games where both want it.
    fn fixtures(&self, players: &[Player]) -> Vec<Fixture> {
        let strong = |budget_ms| Player {
            clock: self.clock,
            ..Player::own(Level::Strong, budget_ms)
        };
        let reference = self.scaling_reference();
        let mut wanted: Vec<Fixture> = Vec::new();
        for &littles in players {
            for &gobblers in players {
                wanted.push(Fixture {
                    littles,
                    gobblers,
                    games: self.games,
                });
            }
        }
        if self.scaling_games > 0 {
            for &b in &self.scaling_budgets {
                let rows = [(true, strong(b), reference), (false, reference, strong(b))];
                for (_, littles, gobblers) in rows
                    .into_iter()
                    .filter(|&(side, ..)| self.scaling_side.measures(side))
                {
                    wanted.push(Fixture {
                        littles,
                        gobblers,
                        games: self.scaling_games,
                    });
                }
            }
        }
        let mut fixtures: Vec<Fixture> = Vec::new();
        for w in wanted {
            let key = (w.littles.to_string(), w.gobblers.to_string());
            match fixtures
                .iter_mut()
                .find(|f| (f.littles.to_string(), f.gobblers.to_string()) == key)
            {
                Some(f) => f.games = f.games.max(w.games),
                None => fixtures.push(w),
            }
        }
        fixtures
    }

    /// The scaling table's player on the other side.
    fn scaling_reference(&self) -> Player {
        Player {
            clock: self.clock,
            ..Player::own(self.scaling_reference_level, self.scaling_reference_ms)
        }
    }

    /// Rejects arguments that would give an empty or meaningless ladder.
    fn check(&self) -> Result<()> {
        if self.levels.is_empty() || self.games == 0 {
            bail!("the ladder needs at least one level and one game per pairing");
        }
        let budgets = self.budgets.iter().chain(&self.scaling_budgets);
        if let Some(b) = budgets
            .chain([&self.scaling_reference_ms])
            .find(|b| !(b.is_finite() && **b > 0.0))
        {
            bail!("budgets are milliseconds above 0, not {b}");
        }
        if self.levels.contains(&Level::Strong) && self.budgets.is_empty() {
            bail!("the strong level needs at least one budget (--budgets)");
        }
        Ok(())
    }
}

/// Plays the ladder and the scaling table and prints them.
pub fn run(args: &Args) -> Result<()> {
    args.check()?;
    let t0 = Instant::now();
    let players = args.players();
    let fixtures = args.fixtures(&players);
    let jobs = crate::jobs::threads(args.jobs);
    let total: u32 = fixtures.iter().map(|f| f.games).sum();
    println!(
        "Gobbler ladder: threshold {}; game i of every pairing plays with seed {} + i (--seed {}); {total} games on {jobs} threads",
        args.threshold, args.seed, args.seed
    );
    println!(
        "command: gobbler ladder --levels {} --budgets {} --games {} --scaling-budgets {} --scaling-reference-ms {} --scaling-reference-level {} --scaling-games {} --scaling-side {} --threshold {} --seed {} --jobs {jobs}",
        join(&args.levels),
        join(&args.budgets),
        args.games,
        join(&args.scaling_budgets),
        args.scaling_reference_ms,
        args.scaling_reference_level,
        args.scaling_games,
        args.scaling_side.name(),
        args.threshold,
        args.seed
    );
    for engine in &args.engines {
        println!("engine: --engine {engine}");
    }
    println!("clock: --clock {}", args.clock.name());
    let start = Position::START.with_threshold(args.threshold)?;
    let results = pool::play_all(&fixtures, start, args.seed, jobs)?;
    println!();
    report::ladder(&players, &results);
    if args.scaling_games > 0 {
        println!();
        report::scaling(
            &args.scaling_budgets,
            args.scaling_reference(),
            args.scaling_side,
            &results,
        );
    }
    println!();
    println!(
        "checks passed: {total} games ended, every turn legal, Littles on the board + eaten = 60 after every turn ({:.0} s)",
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `a,b,c`.
fn join<T: std::fmt::Display>(xs: &[T]) -> String {
    xs.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn args(line: &[&str]) -> Args {
        Cli::parse_from([&["ladder"], line].concat()).args
    }

    #[test]
    fn the_strong_level_is_one_player_per_budget() {
        let a = args(&["--budgets", "200,800"]);
        let names: Vec<String> = a.players().iter().map(ToString::to_string).collect();
        assert_eq!(names, ["easy", "medium", "strong@200", "strong@800"]);
    }

    /// The fixtures of `ladder --levels strong --budgets 800 --games G --scaling-budgets B
    /// --scaling-games S [more]`, as (Littles, Gobblers, games).
    fn fixtures(
        games: &str,
        budgets: &str,
        scaling: &str,
        more: &[&str],
    ) -> Vec<(String, String, u32)> {
        let fixed = [
            "--levels",
            "strong",
            "--budgets",
            "800",
            "--games",
            games,
            "--scaling-budgets",
            budgets,
            "--scaling-games",
            scaling,
        ];
        let a = args(&[&fixed[..], more].concat());
        a.fixtures(&a.players())
            .iter()
            .map(|f| (f.littles.to_string(), f.gobblers.to_string(), f.games))
            .collect()
    }

    fn row(littles: &str, gobblers: &str, games: u32) -> (String, String, u32) {
        (littles.to_string(), gobblers.to_string(), games)
    }

    #[test]
    fn the_scaling_fixtures_join_the_ladders_and_take_the_larger_count() {
        assert_eq!(
            fixtures("4", "200,800", "6", &[]),
            [
                row("strong@800", "strong@800", 6),
                row("strong@200", "strong@800", 6),
                row("strong@800", "strong@200", 6),
            ]
        );
    }

    #[test]
    fn a_one_sided_scaling_table_plays_only_that_sides_rows() {
        let side = |side| fixtures("1", "400,800", "96", &["--scaling-side", side]);
        assert_eq!(
            side("littles"),
            [
                row("strong@800", "strong@800", 96),
                row("strong@400", "strong@800", 96)
            ]
        );
        assert_eq!(
            side("gobblers"),
            [
                row("strong@800", "strong@800", 96),
                row("strong@800", "strong@400", 96)
            ]
        );
        assert_eq!(side("both").len(), 3);
    }
}
