//! `shard-tool bench`: what a client fetches and how long a native probe takes.

use std::collections::HashSet;
use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result};
use gobblet_tablebase::Tablebase;

use crate::walk::random_walk;

/// Prints the tablebase figures: static bytes and files, bytes fetched per newly visited position
/// along a random walk (mean and 95th percentile), and the native probe time per position.
pub fn run(dir: &Path, tb: Tablebase, walk: usize, seed: u64) -> Result<()> {
    let variant = *tb.variant();
    let manifest_bytes = std::fs::metadata(dir.join("manifest.json"))?.len();
    let mut files = 1u64;
    let mut total = manifest_bytes;
    let shard_dir = dir.join(format!("{:016x}", tb.manifest().build));
    for entry in
        std::fs::read_dir(&shard_dir).with_context(|| format!("listing {}", shard_dir.display()))?
    {
        files += 1;
        total += entry?.metadata()?.len();
    }
    if let Ok(m) = std::fs::metadata(dir.join("stats.json")) {
        files += 1;
        total += m.len();
    }
    let sizes: Vec<u64> = (0..tb.manifest().shard_count())
        .map(|id| std::fs::metadata(dir.join(tb.shard_path(id))).map(|m| m.len()))
        .collect::<std::io::Result<_>>()?;

    // A client with a session cache: per newly visited position, the bytes of the shards it
    // has not fetched yet (the manifest is counted once, before the first position).
    let positions = random_walk(&variant, walk, seed);
    let mut cached: HashSet<u32> = HashSet::new();
    let mut visited = HashSet::new();
    let mut per_position = Vec::new();
    let mut tb = tb;
    let mut first = manifest_bytes;
    for pos in &positions {
        if !visited.insert(pos.canonical_key()) {
            continue;
        }
        let mut bytes = std::mem::take(&mut first);
        for id in tb.missing_shards(pos) {
            if cached.insert(id) {
                bytes += sizes[id as usize];
                let data = std::fs::read(dir.join(tb.shard_path(id)))?;
                tb.insert_shard(id, &data)?;
            }
        }
        per_position.push(bytes);
    }
    per_position.sort_unstable();
    let mean = per_position.iter().sum::<u64>() as f64 / per_position.len() as f64;
    let p95 = per_position[(per_position.len() * 95 / 100).min(per_position.len() - 1)];

    // Native probe time: every move of every walk position valued, shards already loaded
    // (warm), then from a fresh tablebase reading shard files as needed (cold).
    let started = Instant::now();
    let mut answered = 0usize;
    for pos in &positions {
        answered += tb.moves(pos).len();
    }
    let warm = started.elapsed().as_secs_f64() / positions.len() as f64;
    let json = std::fs::read_to_string(dir.join("manifest.json"))?;
    let mut cold_tb = Tablebase::new(gobblet_tablebase::Manifest::parse(&json, None)?);
    let started = Instant::now();
    for pos in &positions {
        for id in cold_tb.missing_shards(pos) {
            let data = std::fs::read(dir.join(cold_tb.shard_path(id)))?;
            cold_tb.insert_shard(id, &data)?;
        }
        answered += cold_tb.moves(pos).len();
    }
    let cold = started.elapsed().as_secs_f64() / positions.len() as f64;

    println!("bench tablebase ({variant})");
    println!(
        "static bytes          {total} ({:.1} MB) in {files} files",
        total as f64 / 1e6
    );
    println!(
        "shards                {} (mean {:.0} bytes)",
        sizes.len(),
        sizes.iter().sum::<u64>() as f64 / sizes.len() as f64
    );
    println!(
        "walk                  {walk} positions of random games (seed {seed}), {} distinct",
        per_position.len()
    );
    println!(
        "fetched per position  mean {:.1} KB, p95 {:.1} KB (session cache; manifest counted once)",
        mean / 1e3,
        p95 as f64 / 1e3
    );
    println!("native probe          {:.1} µs per position warm, {:.1} µs cold (all moves valued; {answered} answers)", warm * 1e6, cold * 1e6);
    Ok(())
}
