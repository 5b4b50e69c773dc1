//! `gobbler findings`: what good play finds. Plays strong-against-strong games from the start
//! (or reads them back with `--from`), writes them one per line, and computes from them alone
//! the distribution of eaten, the fair threshold with its interval, the Littles' win rate at 40,
//! the first turns' effect, and the corner patterns no Gobbler can profit from (solved exactly,
//! [`corner`]) with how often the games end with them. The summary JSON is what the Gobbler
//! page's findings section shows.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{bail, Context, Result};
use gobbler_ai::Level;

use crate::clock::ClockKind;
use crate::play::{Player, DEFAULT_BUDGET_MS};

pub mod corner;
pub mod figures;
pub mod games;
pub mod json;
mod report;
pub mod stats;
#[cfg(test)]
mod tests;

/// Arguments of `findings`.
#[derive(clap::Args)]
pub struct Args {
    /// Games to play, strong against strong.
    #[arg(long, default_value_t = 300)]
    games: u32,
    /// The strong players' move-time budget (ms), both sides.
    #[arg(long, default_value_t = DEFAULT_BUDGET_MS)]
    budget_ms: f64,
    /// Seed of the first game (game i plays with seed S + i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once, each on its own thread (default: the machine's cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// The clock the budget is measured on: `wall`, or `cpu` (the searching thread's CPU time,
    /// fair beside other work).
    #[arg(long, value_enum, default_value_t = ClockKind::Wall)]
    clock: ClockKind,
    /// Read the games from this file instead of playing (each replayed with the rules).
    #[arg(long)]
    from: Option<PathBuf>,
    /// Where the games are written (when playing).
    #[arg(long, default_value = "gobbler/findings/games.txt")]
    games_file: PathBuf,
    /// Where the summary JSON is written.
    #[arg(long, default_value = "gobbler/findings/summary.json")]
    summary: PathBuf,
}

/// The summary JSON of a games file's text (what `--from` writes).
#[cfg(test)]
pub fn summary_of(games_text: &str) -> Result<String> {
    let (command, games) = games::read(games_text)?;
    Ok(json::summary(&figures::Figures::of(&command, &games)))
}

/// Plays or reads the games, writes the files and prints the figures.
pub fn run(args: &Args) -> Result<()> {
    let t0 = Instant::now();
    let (command, games) = match &args.from {
        Some(path) => games::read_file(path)?,
        None => {
            if args.games == 0 || !(args.budget_ms.is_finite() && args.budget_ms > 0.0) {
                bail!("findings need at least one game and a budget above 0 ms");
            }
            let command = format!(
                "gobbler findings --games {} --budget-ms {} --seed {} --clock {}",
                args.games,
                args.budget_ms,
                args.seed,
                args.clock.name()
            );
            let jobs = crate::jobs::threads(args.jobs);
            let player = Player {
                clock: args.clock,
                ..Player::own(Level::Strong, args.budget_ms)
            };
            eprintln!("{command}: {} games on {jobs} threads", args.games);
            let games = games::play(player, args.games, args.seed, jobs)?;
            write(&args.games_file, &games::write(&command, &games))?;
            (command, games)
        }
    };
    let figures = figures::Figures::of(&command, &games);
    write(&args.summary, &json::summary(&figures))?;
    print!("{}", report::text(&figures));
    println!(
        "wrote {}; every game replayed by the rules ({:.0} s)",
        args.summary.display(),
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Writes `text` to `path`, creating its folder.
fn write(path: &PathBuf, text: &str) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))
}
