//! `shard-tool build`: a solved table → the manifest, the chunks (packed or as files), the index.

use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result};
use gobblet_rules::{Position, Value};
use gobblet_tablebase::coding::ValueCoding;
use gobblet_tablebase::manifest::{LAYOUT_FILES, LAYOUT_PACKED};
use gobblet_tablebase::shard::{self, ShardExpect};
use gobblet_tablebase::{layout, local, manifest, tb_key, ChunkIndex, Manifest};
use rayon::prelude::*;
use solver::index::DenseIndex;
use solver::progress::Phase;
use solver::table::MappedTable;

/// How the chunks are laid out ([`gobblet_tablebase::layout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LayoutArg {
    /// Chunks of consecutive keys in one pack file, fetched by HTTP range requests.
    Packed,
    /// Chunk files chosen by a hash of the key (for servers without range support).
    Files,
}

/// What to build.
pub struct BuildOptions {
    /// The layout.
    pub layout: LayoutArg,
    /// Packed: the target size of a chunk in bytes.
    pub chunk_bytes: u64,
    /// Files: mean keys per chunk file (the count is the nearest power of two).
    pub keys_per_shard: u64,
}

/// Bits a stored key costs besides its value code: the MPHF (about 3.1 bits at gamma 1.02, plus
/// boomphf's rank words) and the 8-bit fingerprint. Only used to size packed chunks.
const BITS_PER_KEY_BESIDES_VALUE: f64 = 3.5 + 8.0;

/// Builds the tablebase of `t` into `out` (replacing any earlier build there).
pub fn build(t: &MappedTable, solved: &Path, out: &Path, opts: &BuildOptions) -> Result<()> {
    let started = Instant::now();
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
    let counts: Vec<u64> = values.iter().map(|&b| histogram[usize::from(b)]).collect();
    let code_lengths = ValueCoding::lengths_for(&counts);
    let coding = ValueCoding::new(&code_lengths).context("value code lengths")?;
    let mean_code_bits = counts
        .iter()
        .zip(&code_lengths)
        .map(|(&c, &l)| c as f64 * f64::from(l))
        .sum::<f64>()
        / stored.max(1) as f64;
    phase.finish(&format!(
        "{stored} positions to store, {} distinct values",
        values.len(),
    ));
    let entropy: f64 = values
        .iter()
        .map(|&b| histogram[usize::from(b)] as f64 / stored.max(1) as f64)
        .filter(|&p| p > 0.0)
        .map(|p| -p * p.log2())
        .sum::<f64>()
        .max(0.0); // one value: -0.0 otherwise
    let shares: Vec<String> = values
        .iter()
        .take(8)
        .map(|&b| {
            let share = 100.0 * histogram[usize::from(b)] as f64 / stored.max(1) as f64;
            let v = Value::from_byte(b).map_or("?".into(), |v| v.to_string());
            format!("{v} {share:.1} %")
        })
        .collect();
    let mut code_of = [u8::MAX; 256];
    for (code, &b) in values.iter().enumerate() {
        code_of[usize::from(b)] = code as u8;
    }

    // How keys are split: by hash into 2^bits files, or in key order every `per_chunk` keys.
    let shard_bits = match opts.layout {
        LayoutArg::Files => (stored.max(1) as f64 / opts.keys_per_shard.max(1) as f64)
            .log2()
            .round()
            .max(0.0) as u32,
        LayoutArg::Packed => 0,
    };
    let per_chunk = ((opts
        .chunk_bytes
        .saturating_sub(shard::HEADER_LEN as u64 + 64) as f64
        * 8.0
        / (BITS_PER_KEY_BESIDES_VALUE + mean_code_bits)) as u64)
        .max(1);

    // Pass 2: every stored key with its code, sorted (by hash bucket, then key).
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
                let bucket = match opts.layout {
                    LayoutArg::Files => shard::shard_of(key, shard_bits),
                    LayoutArg::Packed => 0,
                };
                out.push((bucket, key, code_of[usize::from(b)]));
            }
        });
        phase.inc(n);
        out
    }));
    entries.par_sort_unstable();
    phase.finish(&format!("{} keys", entries.len()));

    // Chunk boundaries: indices into `entries`.
    let bounds: Vec<usize> = match opts.layout {
        LayoutArg::Files => (0..=(1u32 << shard_bits))
            .map(|id| entries.partition_point(|e| e.0 < id))
            .collect(),
        LayoutArg::Packed => {
            let n = entries.len().max(1);
            let chunks = n.div_ceil(per_chunk as usize);
            // Equal shares, so the last chunk is not a runt.
            (0..=chunks).map(|i| i * entries.len() / chunks).collect()
        }
    };
    let chunk_count = (bounds.len() - 1) as u32;
    let layout_name = match opts.layout {
        LayoutArg::Files => LAYOUT_FILES,
        LayoutArg::Packed => LAYOUT_PACKED,
    };

    // The build id: a hash of everything that determines the files.
    let build = xxhash_rust::xxh3::xxh3_64(
        format!(
            "{variant} {} {layout_name} {} {} {shard_bits} {chunk_count} {:?} {:016x}",
            shard::FORMAT_VERSION,
            t.reach.ones(),
            per_chunk,
            values,
            xxhash_rust::xxh3::xxh3_64(t.values.as_ref())
        )
        .as_bytes(),
    );
    let expect = |id: u32| ShardExpect {
        id,
        variant,
        build,
        coding,
    };

    // Pass 3: encode the chunks.
    let phase = Phase::start("chunks", u64::from(chunk_count));
    let encoded: Vec<Vec<u8>> = (0..chunk_count)
        .into_par_iter()
        .map(|id| {
            let part: Vec<(u64, u8)> = entries[bounds[id as usize]..bounds[id as usize + 1]]
                .iter()
                .map(|e| (e.1, e.2))
                .collect();
            phase.inc(1);
            shard::encode(&expect(id), &part)
        })
        .collect();
    let sizes: Vec<u64> = encoded.iter().map(|c| c.len() as u64).collect();
    let total: u64 = sizes.iter().sum();
    phase.finish(&format!("{total} bytes"));

    // Pass 4: write them into a fresh directory, renamed into place when complete.
    let dir = out.join(format!("{build:016x}"));
    let tmp = out.join(format!("{build:016x}.tmp"));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).with_context(|| format!("creating {}", tmp.display()))?;
    let write = |name: &str, bytes: &[u8]| -> Result<()> {
        let path = tmp.join(name);
        std::fs::write(&path, bytes).with_context(|| format!("writing {}", path.display()))
    };
    let mut index_bytes = 0u64;
    match opts.layout {
        LayoutArg::Files => {
            encoded
                .par_iter()
                .enumerate()
                .try_for_each(|(id, bytes)| write(&format!("{id:04x}.bin"), bytes))?;
        }
        LayoutArg::Packed => {
            write(layout::PACK_FILE, &encoded.concat())?;
            let first_keys: Vec<u64> = bounds[..bounds.len() - 1]
                .iter()
                .map(|&at| entries.get(at).map_or(0, |e| e.1))
                .collect();
            let index = ChunkIndex::new(first_keys, &sizes).encode(&variant, build);
            index_bytes = index.len() as u64;
            write(layout::INDEX_FILE, &index)?;
        }
    }
    drop(encoded);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::rename(&tmp, &dir)?;
    let manifest = Manifest {
        format: manifest::FORMAT.into(),
        version: u32::from(shard::FORMAT_VERSION),
        variant,
        build,
        layout: layout_name.into(),
        shard_bits,
        chunks: chunk_count,
        index_bytes,
        code_lengths,
        values,
        keys: entries.len() as u64,
        shard_bytes: total,
        local: "terminal positions, Win(1), Win(2), Win(3), Loss(1) and Loss(2) are computed by \
                a short search (gobblet_tablebase::local); only other values are stored"
            .into(),
        book: opening_book(t),
    };
    let json = serde_json::to_string_pretty(&manifest)?;
    let phase = Phase::start("puzzles", 0);
    let puzzle_set = crate::puzzles::pick(t);
    let puzzle_json = serde_json::to_string(&puzzle_set.to_file())?;
    std::fs::write(out.join("puzzles.json.tmp"), &puzzle_json)?;
    std::fs::rename(
        out.join("puzzles.json.tmp"),
        out.join(gobblet_tablebase::puzzles::FILE),
    )?;
    phase.finish(&format!(
        "{} puzzles, {} bytes",
        puzzle_set.puzzles.len(),
        puzzle_json.len()
    ));
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
    let n = sizes.len().max(1) as f64;
    let max = sizes.iter().max().copied().unwrap_or(0);
    println!("tablebase        {}", out.display());
    println!("rules            {variant}");
    println!("layout           {layout_name}");
    println!(
        "stored keys      {} of {} slots",
        manifest.keys,
        t.reach.ones()
    );
    println!(
        "chunks           {} (mean {:.0} bytes, max {max})",
        sizes.len(),
        total as f64 / n
    );
    if index_bytes > 0 {
        println!("index            {index_bytes} bytes");
    }
    println!(
        "total bytes      {total} ({:.2} bits per stored key)",
        total as f64 * 8.0 / manifest.keys.max(1) as f64
    );
    println!(
        "values           {mean_code_bits:.2} bits each on average (prefix code; entropy {entropy:.2}); most frequent: {}",
        shares.join(", ")
    );
    println!(
        "puzzles          {} ({} bytes; {})",
        puzzle_set.puzzles.len(),
        puzzle_json.len(),
        puzzle_lengths(&puzzle_set)
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

/// How many puzzles of each win length: `W3 30, W5 30, …`.
fn puzzle_lengths(set: &gobblet_tablebase::puzzles::PuzzleSet) -> String {
    let mut counts = std::collections::BTreeMap::new();
    for p in &set.puzzles {
        *counts.entry(p.grade.win).or_insert(0) += 1;
    }
    counts
        .iter()
        .map(|(w, n)| format!("W{w} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}
