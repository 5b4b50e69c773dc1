//! The solver's command line: `perft`, `show` (and, with issue 3, `solve` and `verify`).

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use solver::{perft, show, RuleArgs};

#[derive(Parser)]
#[command(
    name = "solver",
    about = "Gobblet Gobblers: rule checks and (soon) the full solve"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Counts move sequences and new canonical positions per depth from the start.
    Perft {
        /// The deepest ply to count.
        #[arg(long)]
        depth: usize,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Draws a position (a position string or space-separated moves from the start).
    Show {
        /// A position like ".,.,./.,L,./s,.,. 1" or moves like "L@b2 S@a1".
        position: String,
        #[command(flatten)]
        rules: RuleArgs,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Perft { depth, rules } => {
            let variant = match rules.variant() {
                Ok(v) => v,
                Err(e) => return fail(&e.to_string()),
            };
            for c in perft::counts(&variant, depth) {
                println!(
                    "depth {} sequences {} positions {}",
                    c.depth, c.sequences, c.positions
                );
            }
            ExitCode::SUCCESS
        }
        Command::Show { position, rules } => {
            let variant = match rules.variant() {
                Ok(v) => v,
                Err(e) => return fail(&e.to_string()),
            };
            match show::parse_position_or_line(&variant, &position) {
                Ok(pos) => {
                    print!("{}", show::describe(&variant, &pos));
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&e),
            }
        }
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}
