//! The `gobbler` command: show positions and games, count Littles turns, play and measure
//! computer matches, serve the engine protocol.
//!
//! `main` only parses the command line and dispatches; each subcommand lives in its own file.
//! Errors in the user's input (a bad position, a bad turn) print a message naming the problem
//! and exit with status 2.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod bench;
mod clock;
mod engine;
mod estimates;
mod external;
mod findings;
mod fit;
mod jobs;
mod ladder;
mod openings;
mod play;
mod rollouts;
mod rows;
mod show;
mod summary;
#[cfg(test)]
mod testdata;
mod turns;

#[derive(Parser)]
#[command(
    name = "gobbler",
    about = "Gobbler (60 Littles against 2 Gobblers): rule checks"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Draws a position, or the position a game reaches, with its side to move, eaten,
    /// threshold, starving Gobblers and number of legal turns.
    Show(show::Args),
    /// Counts the distinct positions one Littles turn reaches.
    Turns(turns::Args),
    /// Plays computer-against-computer matches and prints a results table.
    Play(play::Args),
    /// Plays every Gobbler level against every Littles level and prints the ladder.
    Bench(bench::Args),
    /// Plays every player against every player (levels x budgets, both sides) and prints each
    /// pairing with 95 % intervals, ratings per side and a budget scaling table.
    Ladder(ladder::Args),
    /// Serves the engine protocol on standard input and output (see docs/gobbler.md).
    Engine(engine::Args),
    /// Plays strong-against-strong games (or reads them back) and computes what good play
    /// finds: the eaten distribution, the fair threshold, the first turns' effect, and the
    /// corner patterns no Gobbler can profit from (see docs/gobbler.md).
    Findings(findings::Args),
    /// Fits the evaluation's weights by least squares to recorded games (as `findings` writes
    /// them) and prints them with the errors of the fit and of the hand-set weights.
    FitEval(fit::Args),
    /// Forces each of the Gobblers' common first moves after the strong Littles' first turn and
    /// plays the games out, to tell the first move's effect from its Littles turn's.
    Openings(openings::Args),
    /// Plays out Gobbler moves from recorded positions with the strong players, for fitting the
    /// strong Gobblers' evaluation (`fit-eval --rollouts`).
    Rollouts(rollouts::Args),
    /// Values positions of recorded games with the strong level, beside how those games ended,
    /// for calibrating the page's estimate (`fit-eval --estimates`).
    Estimates(estimates::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Show(args) => show::run(&args),
        Command::Turns(args) => turns::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Ladder(args) => ladder::run(&args),
        Command::Engine(args) => engine::run(&args),
        Command::Findings(args) => findings::run(&args),
        Command::FitEval(args) => fit::run(&args),
        Command::Openings(args) => openings::run(&args),
        Command::Rollouts(args) => rollouts::run(&args),
        Command::Estimates(args) => estimates::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
