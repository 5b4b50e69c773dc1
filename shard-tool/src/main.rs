//! The shard tool: turns a solved table into a static tablebase, probes it, verifies it.
//!
//! * `build --solved DIR --out SITE/tb [--layout packed|files]` — the manifest, the chunks
//!   (format and layouts: `gobblet_tablebase`) and the puzzles (`gobblet_tablebase::puzzles`).
//! * `probe SITE/tb "<position or moves>"` — the value of a position and of every move, read
//!   through exactly the code path the web app uses (local search, then shards).
//! * `verify SITE/tb --solved DIR` — every shard's checks, then every reachable position's value
//!   the client's way against the solver's, then every puzzle (`puzzles.json`) against the table.
//! * `bench SITE/tb` — bytes fetched per position along a random walk, native probe time.
//! * `fixture SITE/tb --out FILE` — the tablebase and native answers, for the wasm test.
//! * `reading SITE/tb --solved DIR --other DIR [--no-check]` — the values of the other reading of the reveal
//!   rule that the table does not give, from a solve under it, checked position by position.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

mod bench;
mod build;
mod fixture;
mod puzzles;
mod reading;
mod source;
mod walk;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use gobblet_rules::{Player, Position, Value};
use gobblet_tablebase::Lookup;
use rayon::prelude::*;
use solver::index::DenseIndex;
use solver::progress::Phase;
use solver::table::{self, MappedTable};

#[derive(Parser)]
#[command(
    name = "shard-tool",
    about = "Solved table → static tablebase; probe; verify"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Writes the manifest and the chunks.
    Build {
        /// The solved table (`solver solve --out DIR`).
        #[arg(long)]
        solved: PathBuf,
        /// The tablebase directory to write (for example `site/tb`).
        #[arg(long)]
        out: PathBuf,
        /// How the chunks are stored: one pack read by range requests, or one file per chunk.
        #[arg(long, value_enum, default_value = "packed")]
        layout: build::LayoutArg,
        /// Packed layout: the target size of a chunk in bytes (4 KB: see docs/tablebase.md).
        #[arg(long, default_value_t = 4096)]
        chunk_bytes: u64,
        /// Files layout: mean keys per chunk file; the file count is the nearest power of two.
        #[arg(long, default_value_t = 2048)]
        keys_per_shard: u64,
    },
    /// Prints the value of a position and of every legal move, best first.
    Probe {
        /// The tablebase directory.
        tb: PathBuf,
        /// A position string or space-separated moves from the start.
        position: String,
        /// Read the reveal rule this way (default: the table's own rules); the other reading
        /// needs the tablebase's `other-reading.bin` (`shard-tool reading`).
        #[arg(long)]
        reveal: Option<gobblet_rules::Reveal>,
    },
    /// Prints the figures: static bytes, bytes fetched per new position, probe time.
    Bench {
        /// The tablebase directory.
        tb: PathBuf,
        /// Positions of random games to visit.
        #[arg(long, default_value_t = 1000)]
        walk: usize,
        /// The random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Writes a tablebase and native lookup answers into one file, for the wasm test.
    Fixture {
        /// The tablebase directory.
        tb: PathBuf,
        /// The file to write.
        #[arg(long)]
        out: PathBuf,
        /// Positions of random games to query (with their children).
        #[arg(long, default_value_t = 200)]
        walk: usize,
    },
    /// Writes the other reading's file (`reveal = loses` for the standard table) and checks it.
    Reading {
        /// The tablebase directory.
        tb: PathBuf,
        /// The solved table it was built from.
        #[arg(long)]
        solved: PathBuf,
        /// The same rules solved under the other reading of the reveal rule.
        #[arg(long)]
        other: PathBuf,
        /// Write the file without checking every position against `--other` (minutes).
        #[arg(long)]
        no_check: bool,
    },
    /// Checks every shard, then every reachable position the client's way against the solver.
    Verify {
        /// The tablebase directory.
        tb: PathBuf,
        /// The solved table it was built from.
        #[arg(long)]
        solved: PathBuf,
    },
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Build {
            solved,
            out,
            layout,
            chunk_bytes,
            keys_per_shard,
        } => open_solved(&solved).and_then(|t| {
            let opts = build::BuildOptions {
                layout,
                chunk_bytes,
                keys_per_shard,
            };
            build::build(&t, &solved, &out, &opts)
        }),
        Command::Probe {
            tb,
            position,
            reveal,
        } => probe(&tb, &position, reveal),
        Command::Verify { tb, solved } => verify(&tb, &solved),
        Command::Reading {
            tb,
            solved,
            other,
            no_check,
        } => open_solved(&solved)
            .and_then(|s| Ok((s, open_solved(&other)?)))
            .and_then(|(s, o)| reading::write(&tb, &s, &o, !no_check)),
        Command::Bench { tb, walk, seed } => {
            source::open_tb(&tb).and_then(|t| bench::run(&tb, t, walk, seed))
        }
        Command::Fixture { tb, out, walk } => {
            source::open_tb(&tb).and_then(|t| fixture::write(&tb, t, &out, walk))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn open_solved(dir: &Path) -> Result<MappedTable> {
    table::open(dir).with_context(|| format!("opening the solved table {}", dir.display()))
}

fn describe(l: Lookup) -> String {
    match l {
        Lookup::Known(v) => v.to_string(),
        Lookup::NeedShard(id) => format!("unknown (shard {id} missing)"),
        Lookup::NotInTable => "unknown (not reachable from the start)".into(),
    }
}

fn probe(dir: &Path, text: &str, reveal: Option<gobblet_rules::Reveal>) -> Result<()> {
    let mut tb = source::open_tb(dir)?;
    let mut variant = *tb.variant();
    if let Some(reveal) = reveal {
        variant.reveal = reveal;
    }
    let pos = solver::show::parse_position_or_line(&variant, text).map_err(anyhow::Error::msg)?;
    let local = |p: &Position| gobblet_tablebase::local::local_value(&variant, p);
    // The other reading's file first: the chunks it leaves to the table are asked for after.
    for _ in 0..2 {
        for id in tb.missing_shards_with(&variant, &pos, &mut |p| local(p)) {
            source::load_chunk(&mut tb, dir, id)?;
        }
    }
    let moves = tb.moves_with(&variant, &pos, &mut |p| local(p));
    let value = match local(&pos) {
        Some(v) => Lookup::Known(v),
        // Best first, unknowns last: an unknown move leaves the value unknown.
        None => moves
            .iter()
            .find(|m| !matches!(m.1, Lookup::Known(_)))
            .or(moves.first())
            .map_or(Lookup::NotInTable, |m| m.1),
    };
    let side = pos.side_to_move();
    let mut out = format!("{pos}\n{side} to move: {}\n", describe(value));
    for (mv, l) in moves {
        out.push_str(&format!("{:<6} {}\n", mv.to_string(), describe(l)));
    }
    // A reader that stops early (`| head`) is not an error.
    match std::io::Write::write_all(&mut std::io::stdout().lock(), out.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}

fn verify(dir: &Path, solved: &Path) -> Result<()> {
    let started = Instant::now();
    let mut tb = source::open_tb(dir)?;
    let t = open_solved(solved)?;
    if *tb.variant() != t.variant {
        bail!(
            "the tablebase is for {} but the solved table for {}",
            tb.variant(),
            t.variant
        );
    }
    let phase = Phase::start("chunks", u64::from(tb.manifest().shard_count()));
    let mut keys = 0u64;
    let mut bytes = 0u64;
    for id in 0..tb.manifest().shard_count() {
        let data = source::read_chunk(dir, &tb, id)?;
        bytes += data.len() as u64;
        let at = tb
            .location(id)
            .map(|at| source::describe_location(dir, &at));
        tb.insert_shard(id, &data)
            .with_context(|| format!("checking {}", at.unwrap_or_default()))?;
        keys += u64::from(gobblet_tablebase::Shard::parse(&data, &tb.expect(id))?.len());
        phase.inc(1);
    }
    if keys != tb.manifest().keys || bytes != tb.manifest().shard_bytes {
        bail!(
            "the chunks hold {keys} keys in {bytes} bytes, the manifest says {} in {}",
            tb.manifest().keys,
            tb.manifest().shard_bytes
        );
    }
    phase.finish(&format!(
        "every checksum and layout check passed ({keys} keys, {bytes} bytes)"
    ));

    let phase = Phase::start("positions", t.reach.block_count() as u64);
    let tb = &tb;
    let first_bad = t
        .reach
        .par_block_ranges()
        .map(|range| {
            let n = range.len() as u64;
            let mut bad: Option<(u64, String)> = None;
            t.reach.for_each_in_blocks(range, |index, rank| {
                if bad.is_some() {
                    return;
                }
                let flags = t.sides_at(rank);
                let solver_value = Value::from_byte(t.byte(rank));
                for (bit, side) in [(1u8, Player::P1), (2, Player::P2)] {
                    if flags & bit == 0 {
                        continue;
                    }
                    let pos: Position = t
                        .indexer
                        .position_for(DenseIndex(index), side)
                        .expect("slots decode");
                    let client = tb.lookup(&pos);
                    if solver_value.map(Lookup::Known) != Some(client) {
                        bad = Some((
                            index,
                            format!(
                                "{pos}: solver {}, client {}",
                                solver_value.map_or("nothing".into(), |v| v.to_string()),
                                describe(client)
                            ),
                        ));
                        return;
                    }
                }
            });
            phase.inc(n);
            bad
        })
        .reduce(
            || None,
            |a, b| match (a, b) {
                (Some(x), Some(y)) => Some(if x.0 <= y.0 { x } else { y }),
                (x, None) => x,
                (None, y) => y,
            },
        );
    if let Some((_, what)) = first_bad {
        phase.finish("found a difference");
        bail!("first difference at {what}");
    }
    let positions: u64 = (0..t.reach.ones())
        .map(|r| u64::from(t.sides_at(r).count_ones()))
        .sum();
    phase.finish(&format!("all {positions} reachable positions agree"));
    let path = dir.join(gobblet_tablebase::puzzles::FILE);
    let json = std::fs::read_to_string(&path)
        .with_context(|| format!("reading {} (rebuild the tablebase)", path.display()))?;
    let set = gobblet_tablebase::puzzles::PuzzleSet::parse(&json, &t.variant)
        .with_context(|| format!("checking {}", path.display()))?;
    let puzzles = puzzles::check(&t, &set).map_err(anyhow::Error::msg)?;
    println!("{puzzles} puzzles: each has exactly one winning move, of the length and with the tempting moves the file says");
    println!("verified {} tablebase in {}: {keys} keys, {bytes} bytes, {positions} reachable positions agree with the solver ({:.1} s)", tb.variant(), dir.display(), started.elapsed().as_secs_f64());
    Ok(())
}
