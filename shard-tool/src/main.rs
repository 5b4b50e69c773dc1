//! The shard tool: turns a solved table into a static tablebase, probes it, verifies it.
//!
//! * `build --solved DIR --out SITE/tb` — the manifest and the shards (format: `gobblet_tablebase`).
//! * `probe SITE/tb "<position or moves>"` — the value of a position and of every move, read
//!   through exactly the code path the web app uses (local search, then shards).
//! * `verify SITE/tb --solved DIR` — every shard's checks, then every reachable position's value
//!   the client's way against the solver's.
//! * `bench SITE/tb` — bytes fetched per position along a random walk, native probe time.
//! * `fixture SITE/tb --out FILE` — the tablebase and native answers, for the wasm test.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

mod bench;
mod fixture;
mod walk;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use gobblet_rules::{Player, Position, Value};
use gobblet_tablebase::{local, manifest, shard, tb_key, Lookup, Manifest, Tablebase};
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
    /// Writes the manifest and the shards.
    Build {
        /// The solved table (`solver solve --out DIR`).
        #[arg(long)]
        solved: PathBuf,
        /// The tablebase directory to write (for example `site/tb`).
        #[arg(long)]
        out: PathBuf,
        /// Mean keys per shard; the shard count is the nearest power of two.
        #[arg(long, default_value_t = 2048)]
        keys_per_shard: u64,
    },
    /// Prints the value of a position and of every legal move, best first.
    Probe {
        /// The tablebase directory.
        tb: PathBuf,
        /// A position string or space-separated moves from the start.
        position: String,
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
            keys_per_shard,
        } => build(&solved, &out, keys_per_shard),
        Command::Probe { tb, position } => probe(&tb, &position),
        Command::Verify { tb, solved } => verify(&tb, &solved),
        Command::Bench { tb, walk, seed } => {
            open_tb(&tb).and_then(|t| bench::run(&tb, t, walk, seed))
        }
        Command::Fixture { tb, out, walk } => {
            open_tb(&tb).and_then(|t| fixture::write(&tb, t, &out, walk))
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

fn build(solved: &Path, out: &Path, keys_per_shard: u64) -> Result<()> {
    let started = Instant::now();
    let t = open_solved(solved)?;
    let variant = t.variant;

    // Pass 1: which values are stored, and how often.
    let phase = Phase::start("values", 0);
    let histogram = (0..t.reach.ones())
        .into_par_iter()
        .fold(
            || [0u64; 256],
            |mut h, rank| {
                let b = t.byte(rank);
                if Value::from_byte(b).is_some_and(|v| !local::is_local(v)) {
                    h[usize::from(b)] += 1;
                }
                h
            },
        )
        .reduce(
            || [0u64; 256],
            |mut a, b| {
                for i in 0..256 {
                    a[i] += b[i];
                }
                a
            },
        );
    let mut values: Vec<u8> = (0..=255u8)
        .filter(|&b| histogram[usize::from(b)] > 0)
        .collect();
    values.sort_by_key(|&b| std::cmp::Reverse(histogram[usize::from(b)]));
    if values.is_empty() {
        values.push(Value::Draw.to_byte()); // a game decided entirely locally
    }
    let stored: u64 = histogram.iter().sum();
    let value_bits = (usize::BITS - (values.len() - 1).leading_zeros()).max(1) as u8;
    let shard_bits = (stored.max(1) as f64 / keys_per_shard as f64)
        .log2()
        .round()
        .max(0.0) as u32;
    phase.finish(&format!(
        "{stored} positions to store, {} distinct values ({value_bits} bits), {} shards",
        values.len(),
        1u64 << shard_bits
    ));
    let mut code_of = [u8::MAX; 256];
    for (code, &b) in values.iter().enumerate() {
        code_of[usize::from(b)] = code as u8;
    }

    // Pass 2: keys per shard.
    let phase = Phase::start("keys", t.reach.block_count() as u64);
    let mut entries: Vec<(u32, u64, u8)> = Vec::with_capacity(stored as usize);
    entries.par_extend(t.reach.par_block_ranges().flat_map_iter(|range| {
        let n = range.len() as u64;
        let mut out = Vec::new();
        t.reach.for_each_in_blocks(range, |index, rank| {
            let b = t.byte(rank);
            if code_of[usize::from(b)] != u8::MAX {
                let pos = t.indexer.position(DenseIndex(index)).expect("slots decode");
                let key = tb_key(&pos);
                out.push((
                    shard::shard_of(key, shard_bits),
                    key,
                    code_of[usize::from(b)],
                ));
            }
        });
        phase.inc(n);
        out
    }));
    entries.par_sort_unstable();
    phase.finish(&format!("{} keys", entries.len()));

    // The build id: a hash of everything that determines the shards.
    let build = xxhash_rust::xxh3::xxh3_64(
        format!(
            "{variant} {} {} {shard_bits} {:?} {:016x}",
            shard::FORMAT_VERSION,
            t.reach.ones(),
            values,
            xxhash_rust::xxh3::xxh3_64(t.values.as_ref())
        )
        .as_bytes(),
    );
    let manifest = Manifest {
        format: manifest::FORMAT.into(),
        version: u32::from(shard::FORMAT_VERSION),
        variant,
        build,
        shard_bits,
        value_bits,
        values,
        keys: entries.len() as u64,
        shard_bytes: 0,
        local: "terminal positions, Win(1), Loss(1) and Loss(2) are computed by a depth-2 search \
                (gobblet_tablebase::local); only other values are stored"
            .into(),
        book: opening_book(&t),
    };
    let tb = Tablebase::new(manifest.clone());

    // Pass 3: encode and write the shards.
    let phase = Phase::start("shards", 1 << shard_bits);
    let dir = out.join(format!("{build:016x}"));
    let tmp = out.join(format!("{build:016x}.tmp"));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).with_context(|| format!("creating {}", tmp.display()))?;
    let bounds: Vec<usize> = (0..=(1u32 << shard_bits))
        .map(|id| entries.partition_point(|e| e.0 < id))
        .collect();
    let sizes: Vec<u64> = (0..1u32 << shard_bits)
        .into_par_iter()
        .map(|id| -> Result<u64> {
            let part: Vec<(u64, u8)> = entries[bounds[id as usize]..bounds[id as usize + 1]]
                .iter()
                .map(|e| (e.1, e.2))
                .collect();
            let bytes = shard::encode(&tb.expect(id), &part);
            let path = tmp.join(format!("{id:04x}.bin"));
            std::fs::write(&path, &bytes).with_context(|| format!("writing {}", path.display()))?;
            phase.inc(1);
            Ok(bytes.len() as u64)
        })
        .collect::<Result<_>>()?;
    let total: u64 = sizes.iter().sum();
    phase.finish(&format!("{total} bytes"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::rename(&tmp, &dir)?;
    let manifest = Manifest {
        shard_bytes: total,
        ..manifest
    };
    let json = serde_json::to_string_pretty(&manifest)?;
    let stats = std::fs::read(solved.join("stats.json")).context("reading stats.json")?;
    std::fs::write(out.join("stats.json.tmp"), stats)?;
    std::fs::rename(out.join("stats.json.tmp"), out.join("stats.json"))?;
    std::fs::write(out.join("manifest.json.tmp"), json)?;
    std::fs::rename(out.join("manifest.json.tmp"), out.join("manifest.json"))?;
    // Older builds are no longer referenced.
    for entry in std::fs::read_dir(out)?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.len() == 16 && name != format!("{build:016x}") && entry.path().is_dir() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
    let n = sizes.len() as f64;
    let mean = total as f64 / n;
    let max = sizes.iter().max().copied().unwrap_or(0);
    println!("tablebase        {}", out.display());
    println!("rules            {variant}");
    println!(
        "stored keys      {} of {} slots",
        manifest.keys,
        t.reach.ones()
    );
    println!(
        "shards           {} (mean {mean:.0} bytes, max {max})",
        sizes.len()
    );
    println!(
        "total bytes      {total} ({:.2} bits per stored key)",
        total as f64 * 8.0 / manifest.keys.max(1) as f64
    );
    println!("time             {:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// The stored values of every position at most `BOOK_PLIES` plies from the start, by key.
fn opening_book(t: &MappedTable) -> Vec<(u64, u8)> {
    let mut book = std::collections::BTreeMap::new();
    let mut frontier = vec![Position::START];
    for _ in 0..manifest::BOOK_PLIES {
        let mut next = Vec::new();
        for pos in &frontier {
            for &mv in pos.legal_moves(&t.variant).iter() {
                let child = pos.play(mv);
                if let Some(v) = t.value(&child) {
                    if !local::is_local(v) {
                        book.insert(tb_key(&child), v.to_byte());
                    }
                }
                next.push(child);
            }
        }
        frontier = next;
    }
    book.into_iter().collect()
}

/// Opens a tablebase directory: its manifest, checked.
fn open_tb(dir: &Path) -> Result<Tablebase> {
    let path = dir.join("manifest.json");
    let json =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    Ok(Tablebase::new(Manifest::parse(&json, None)?))
}

/// Loads a shard file into the tablebase.
fn load_shard(tb: &mut Tablebase, dir: &Path, id: u32) -> Result<()> {
    let path = dir.join(tb.shard_path(id));
    let bytes = std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
    tb.insert_shard(id, &bytes)
        .with_context(|| format!("loading {}", path.display()))
}

fn describe(l: Lookup) -> String {
    match l {
        Lookup::Known(v) => v.to_string(),
        Lookup::NeedShard(id) => format!("unknown (shard {id} missing)"),
        Lookup::NotInTable => "unknown (not reachable from the start)".into(),
    }
}

fn probe(dir: &Path, text: &str) -> Result<()> {
    let mut tb = open_tb(dir)?;
    let variant = *tb.variant();
    let pos = solver::show::parse_position_or_line(&variant, text).map_err(anyhow::Error::msg)?;
    for id in tb.missing_shards(&pos) {
        load_shard(&mut tb, dir, id)?;
    }
    let side = pos.side_to_move();
    let mut out = format!("{pos}\n{side} to move: {}\n", describe(tb.value(&pos)));
    for (mv, l) in tb.moves(&pos) {
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
    let mut tb = open_tb(dir)?;
    let t = open_solved(solved)?;
    if *tb.variant() != t.variant {
        bail!(
            "the tablebase is for {} but the solved table for {}",
            tb.variant(),
            t.variant
        );
    }
    let phase = Phase::start("shards", u64::from(tb.manifest().shard_count()));
    let mut keys = 0u64;
    let mut bytes = 0u64;
    for id in 0..tb.manifest().shard_count() {
        let path = dir.join(tb.shard_path(id));
        let data = std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
        bytes += data.len() as u64;
        tb.insert_shard(id, &data)
            .with_context(|| format!("checking {}", path.display()))?;
        keys += u64::from(gobblet_tablebase::Shard::parse(&data, &tb.expect(id))?.len());
        phase.inc(1);
    }
    if keys != tb.manifest().keys || bytes != tb.manifest().shard_bytes {
        bail!(
            "the shards hold {keys} keys in {bytes} bytes, the manifest says {} in {}",
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
    println!("verified {} tablebase in {}: {keys} keys, {bytes} bytes, {positions} reachable positions agree with the solver ({:.1} s)", tb.variant(), dir.display(), started.elapsed().as_secs_f64());
    Ok(())
}
