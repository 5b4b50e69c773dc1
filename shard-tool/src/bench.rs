//! `shard-tool bench`: what a client fetches and how long a native probe takes.

use std::collections::HashSet;
use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result};
use gobblet_tablebase::{local, tb_key, Lookup, Tablebase};

use crate::source::{load_chunk, open_tb, read_chunk};
use crate::walk::random_walk;

/// The bytes and the number of files under `dir`, recursively.
fn disk_usage(dir: &Path) -> Result<(u64, u64)> {
    let mut bytes = 0;
    let mut files = 0;
    for entry in std::fs::read_dir(dir).with_context(|| format!("listing {}", dir.display()))? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            let (b, f) = disk_usage(&entry.path())?;
            bytes += b;
            files += f;
        } else {
            bytes += entry.metadata()?.len();
            files += 1;
        }
    }
    Ok((bytes, files))
}

/// The `p`-th percentile of sorted figures.
fn percentile(sorted: &[u64], p: usize) -> u64 {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

/// Prints the tablebase figures: static bytes and files, the index, bytes and requests per
/// newly visited position along a random walk (mean and 95th percentile), the share of a
/// position's stored children already held, and the native probe time per position.
pub fn run(dir: &Path, tb: Tablebase, walk: usize, seed: u64) -> Result<()> {
    let variant = *tb.variant();
    let manifest = tb.manifest().clone();
    let manifest_bytes = std::fs::metadata(dir.join("manifest.json"))?.len();
    let (total, files) = disk_usage(dir)?;
    let chunks = manifest.shard_count();
    let sizes: Vec<u64> = (0..chunks)
        .map(|id| {
            let at = tb.location(id).context("a chunk the manifest counts")?;
            match at.range {
                Some(r) => Ok(r.end - r.start),
                None => Ok(std::fs::metadata(dir.join(&at.path))?.len()),
            }
        })
        .collect::<Result<_>>()?;

    // A client with a session cache: per newly visited position, the chunks it has not fetched
    // yet (the manifest and the index are counted once, before the first position).
    let positions = random_walk(&variant, walk, seed);
    let mut cached: HashSet<u32> = HashSet::new();
    let mut visited = HashSet::new();
    let mut per_position = Vec::new();
    let mut requests = Vec::new();
    let (mut children_stored, mut children_held) = (0u64, 0u64);
    let mut tb = tb;
    let mut first = manifest_bytes + manifest.index_bytes;
    // The opening book's keys: those positions need no chunk.
    let book: HashSet<u64> = manifest.book.iter().map(|&(key, _)| key).collect();
    for pos in &positions {
        if !visited.insert(pos.canonical_key()) {
            continue;
        }
        // Children whose value is looked up: how many are in chunks already held.
        let mut keys = HashSet::new();
        for &mv in pos.legal_moves(&variant).iter() {
            let child = pos.play(mv);
            if local::local_value(&variant, &child).is_some()
                || book.contains(&tb_key(&child))
                || !keys.insert(tb_key(&child))
            {
                continue;
            }
            children_stored += 1;
            if !matches!(tb.lookup(&child), Lookup::NeedShard(_)) {
                children_held += 1;
            }
        }
        let mut bytes = std::mem::take(&mut first);
        let mut fetched = 0u64;
        for id in tb.missing_shards(pos) {
            if cached.insert(id) {
                bytes += sizes[id as usize];
                fetched += 1;
                load_chunk(&mut tb, dir, id)?;
            }
        }
        per_position.push(bytes);
        requests.push(fetched);
    }
    per_position.sort_unstable();
    requests.sort_unstable();
    let distinct = per_position.len();
    let mean = per_position.iter().sum::<u64>() as f64 / distinct as f64;
    let mean_requests = requests.iter().sum::<u64>() as f64 / distinct as f64;

    // Native probe time: every move of every walk position valued, chunks already loaded
    // (warm), then from a fresh tablebase reading chunks as needed (cold).
    let started = Instant::now();
    let mut answered = 0usize;
    for pos in &positions {
        answered += tb.moves(pos).len();
    }
    let warm = started.elapsed().as_secs_f64() / positions.len() as f64;
    let mut cold_tb = open_tb(dir)?;
    let started = Instant::now();
    for pos in &positions {
        for id in cold_tb.missing_shards(pos) {
            let data = read_chunk(dir, &cold_tb, id)?;
            cold_tb.insert_shard(id, &data)?;
        }
        answered += cold_tb.moves(pos).len();
    }
    let cold = started.elapsed().as_secs_f64() / positions.len() as f64;

    println!("bench tablebase ({variant}, {} layout)", manifest.layout);
    println!(
        "static bytes          {total} ({:.1} MB) in {files} files",
        total as f64 / 1e6
    );
    println!(
        "chunks                {chunks} (mean {:.0} bytes, {:.2} bits per stored key)",
        sizes.iter().sum::<u64>() as f64 / f64::from(chunks.max(1)),
        sizes.iter().sum::<u64>() as f64 * 8.0 / manifest.keys.max(1) as f64
    );
    println!("index                 {} bytes", manifest.index_bytes);
    println!(
        "walk                  {walk} positions of random games (seed {seed}), {distinct} distinct"
    );
    println!(
        "fetched per position  mean {:.1} KB, p95 {:.1} KB (session cache; manifest and index counted once)",
        mean / 1e3,
        percentile(&per_position, 95) as f64 / 1e3
    );
    println!(
        "requests per position mean {mean_requests:.2}, p95 {}",
        percentile(&requests, 95)
    );
    println!(
        "children already held {:.1} % ({children_held} of {children_stored} stored children found in chunks fetched earlier)",
        100.0 * children_held as f64 / children_stored.max(1) as f64
    );
    println!("native probe          {:.1} µs per position warm, {:.1} µs cold (all moves valued; {answered} answers)", warm * 1e6, cold * 1e6);
    Ok(())
}
