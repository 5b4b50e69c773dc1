//! The solver's command line: `solve`, `stats`, `verify`, `perft`, `show`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use solver::{perft, show, solve, stats, table, verify, RuleArgs};

#[derive(Parser)]
#[command(
    name = "solver",
    about = "Gobblet Gobblers: the full solve, its checks, and quick checks of the rules"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Enumerates every reachable position and solves it; writes the table and stats.json.
    Solve {
        /// The directory to write (created if missing).
        #[arg(long)]
        out: PathBuf,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Recomputes the findings of a solved table and prints them as JSON (stats.json's format).
    Stats {
        /// The directory `solve` wrote.
        dir: PathBuf,
    },
    /// Re-checks every value of a solved table against its children.
    Verify {
        /// The directory `solve` wrote.
        dir: PathBuf,
    },
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
        Command::Solve { out, rules } => match rules.variant() {
            Ok(variant) => run_solve(&variant, &out),
            Err(e) => fail(&e.to_string()),
        },
        Command::Verify { dir } => run_verify(&dir),
        Command::Stats { dir } => match table::open(&dir) {
            Ok(t) => {
                let s = stats::compute(&t);
                println!(
                    "{}",
                    serde_json::to_string_pretty(&s).expect("stats serialise")
                );
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e.to_string()),
        },
        Command::Perft { depth, rules } => {
            let variant = match rules.variant() {
                Ok(v) => v,
                Err(e) => return fail(&e.to_string()),
            };
            for c in perft::counts(&variant, depth) {
                println!("{c}");
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

fn run_solve(variant: &gobblet_rules::Variant, out: &std::path::Path) -> ExitCode {
    let started = Instant::now();
    eprintln!("solving {variant} into {}", out.display());
    let (table, report) = solve::solve(variant);
    let t = Instant::now();
    let stats = stats::compute(&table);
    let stats_secs = t.elapsed().as_secs_f64();
    let json = serde_json::to_string_pretty(&stats).expect("stats serialise");
    let t = Instant::now();
    if let Err(e) = table.write(out, &json) {
        return fail(&format!("cannot write {}: {e}", out.display()));
    }
    eprintln!(
        "write: {} ({:.1} s)",
        out.display(),
        t.elapsed().as_secs_f64()
    );
    let wall = started.elapsed().as_secs_f64();
    // `compute` fills every field (the options are for reading older files).
    let n = |x: Option<u64>| x.unwrap_or_default();
    println!(
        "rules              {}",
        stats.rules.as_deref().unwrap_or_default()
    );
    println!("reachable          {}", stats.reachable);
    println!("terminal (line)    {}", n(stats.terminal_line));
    println!("non-terminal       {}", stats.non_terminal);
    println!("no legal move      {}", n(stats.no_move));
    println!(
        "P1 wins / P2 wins / draws   {} / {} / {}",
        n(stats.p1_wins),
        n(stats.p2_wins),
        n(stats.draws)
    );
    if let Some(start) = stats.start {
        let plies = start.plies.map_or(String::new(), |p| format!(" in {p}"));
        println!("start              P1 {}{plies}", start.outcome.name());
    }
    if let Some(deepest) = stats.deepest_win {
        println!(
            "deepest win        {} plies ({} positions)",
            deepest.plies, deepest.positions
        );
    }
    println!(
        "immediate wins     {:.2}%",
        100.0 * stats.immediate_win_share.unwrap_or_default()
    );
    println!("slots (mover-relative) {}", report.slots);
    for (name, secs) in &report.phases {
        println!("phase {name:<10} {secs:>8.1} s");
    }
    println!("phase statistics {stats_secs:>8.1} s");
    println!("wall               {wall:.1} s");
    ExitCode::SUCCESS
}

fn run_verify(dir: &std::path::Path) -> ExitCode {
    let table = match table::open(dir) {
        Ok(t) => t,
        Err(e) => return fail(&e.to_string()),
    };
    match verify::verify(&table) {
        Ok(n) => {
            println!(
                "verified {n} slots of {}: every value agrees with its children",
                table.variant
            );
            ExitCode::SUCCESS
        }
        Err(m) => {
            eprintln!("error: bad value at {}: {}", m.position, m.problem);
            ExitCode::FAILURE
        }
    }
}
