//! `shard-tool fixture`: a tablebase and the native answers to many lookups, in one file, for the
//! test that the wasm build answers identically.
//!
//! Layout (little-endian): `GGFX`; `u32` manifest length, manifest JSON; `u32` chunk index length
//! (0 for the files layout), the index; `u32` shard count, then
//! per shard `u32` id, `u32` length, bytes; `u32` query count, then per query `u16` length, a
//! position string, `u8` kind (0 known, 1 not in the table), `u8` value byte (0 when unknown);
//! `u32` raw query count, then per raw query `u32` shard id, `u64` key, `u8` found, `u8` code.

use std::path::Path;

use anyhow::{bail, Result};
use gobblet_rules::rng::Rng;
use gobblet_rules::{Bitboard, Player, Position};
use gobblet_tablebase::{Lookup, Tablebase};

use crate::walk::random_walk;

/// Writes the fixture for the tablebase in `dir` (all of its shards are included).
pub fn write(dir: &Path, mut tb: Tablebase, out: &Path, walk: usize) -> Result<()> {
    let json = std::fs::read(dir.join("manifest.json"))?;
    let mut bytes = b"GGFX".to_vec();
    bytes.extend_from_slice(&(json.len() as u32).to_le_bytes());
    bytes.extend_from_slice(&json);
    let index = match tb.manifest().index_path() {
        Some(p) => std::fs::read(dir.join(p))?,
        None => Vec::new(),
    };
    bytes.extend_from_slice(&(index.len() as u32).to_le_bytes());
    bytes.extend_from_slice(&index);
    let count = tb.manifest().shard_count();
    bytes.extend_from_slice(&count.to_le_bytes());
    for id in 0..count {
        let data = crate::source::read_chunk(dir, &tb, id)?;
        tb.insert_shard(id, &data)?;
        bytes.extend_from_slice(&id.to_le_bytes());
        bytes.extend_from_slice(&(data.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&data);
    }
    let variant = *tb.variant();
    // Reachable positions and their children, plus arbitrary boards (mostly not reachable:
    // their answers exercise the hash and the fingerprints on keys outside the table).
    let mut queries: Vec<Position> = Vec::new();
    for pos in random_walk(&variant, walk, 7) {
        queries.push(pos);
        queries.extend(pos.legal_moves(&variant).iter().map(|&mv| pos.play(mv)));
    }
    let mut rng = Rng::new(11);
    while queries.len() < walk * 40 {
        // Per size, a few random squares for each player, never one square twice.
        let mut per_size = [[0u16; 2]; 3];
        for owners in &mut per_size {
            for player in 0..2 {
                for _ in 0..variant.pieces() {
                    let bit = 1u16 << rng.below(9);
                    if (owners[0] | owners[1]) & bit == 0 {
                        owners[player] |= bit;
                    }
                }
            }
        }
        let masks = [0, 1].map(|p| per_size.map(|o| Bitboard(o[p])));
        let side = if rng.below(2) == 0 {
            Player::P1
        } else {
            Player::P2
        };
        if let Ok(p) = Position::from_masks(masks, side) {
            queries.push(p);
        }
    }
    bytes.extend_from_slice(&(queries.len() as u32).to_le_bytes());
    for pos in &queries {
        let text = pos.to_string();
        bytes.extend_from_slice(&(text.len() as u16).to_le_bytes());
        bytes.extend_from_slice(text.as_bytes());
        match tb.lookup(pos) {
            Lookup::Known(v) => bytes.extend_from_slice(&[0, v.to_byte()]),
            Lookup::NotInTable => bytes.extend_from_slice(&[1, 0]),
            Lookup::NeedShard(id) => bail!("shard {id} is missing from the fixture"),
        }
    }
    // Raw keys straight into each shard's hash: mostly keys not in the table, whose slots and
    // fingerprint checks must come out the same on both sides.
    let raw_per_shard = 16;
    bytes.extend_from_slice(&(count * raw_per_shard).to_le_bytes());
    for id in 0..count {
        let data = crate::source::read_chunk(dir, &tb, id)?;
        let shard = gobblet_tablebase::Shard::parse(&data, &tb.expect(id))?;
        for _ in 0..raw_per_shard {
            let key = (rng.below(1 << 30) as u64) << 24 | rng.below(1 << 24) as u64;
            bytes.extend_from_slice(&id.to_le_bytes());
            bytes.extend_from_slice(&key.to_le_bytes());
            match shard.lookup(key) {
                Some(code) => bytes.extend_from_slice(&[1, code]),
                None => bytes.extend_from_slice(&[0, 0]),
            }
        }
    }
    std::fs::write(out, &bytes)?;
    println!(
        "fixture {}: {count} shards, {} queries, {} bytes",
        out.display(),
        queries.len(),
        bytes.len()
    );
    Ok(())
}
