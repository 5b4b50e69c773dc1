//! A packed tablebase in memory for the model tests (`review.rs`, `reveal.rs`): the manifest's
//! JSON, the chunk index and its one chunk, holding `(tablebase key, value)` entries as
//! `shard-tool build` would store them.

use gobblet_rules::{Value, Variant};
use gobblet_tablebase::coding::ValueCoding;
use gobblet_tablebase::manifest::{FORMAT, LAYOUT_PACKED};
use gobblet_tablebase::shard::{self, ShardExpect};
use gobblet_tablebase::{ChunkIndex, Manifest};

/// The manifest (JSON), the index and the one chunk of a packed table of `entries` (sorted and
/// deduplicated here), with prefix codes fitted to their values.
pub fn one_chunk(
    variant: Variant,
    build: u64,
    mut entries: Vec<(u64, Value)>,
) -> (String, Vec<u8>, Vec<u8>) {
    entries.sort_unstable_by_key(|e| e.0);
    entries.dedup();
    let mut symbols: Vec<Value> = entries.iter().map(|e| e.1).collect();
    symbols.sort_unstable_by_key(|v| v.to_byte());
    symbols.dedup();
    let counts: Vec<u64> = symbols
        .iter()
        .map(|s| entries.iter().filter(|e| e.1 == *s).count() as u64)
        .collect();
    let lengths = ValueCoding::lengths_for(&counts);
    let coded: Vec<(u64, u8)> = entries
        .iter()
        .map(|(k, val)| (*k, symbols.iter().position(|s| s == val).unwrap() as u8))
        .collect();
    let expect = ShardExpect {
        id: 0,
        variant,
        build,
        coding: ValueCoding::new(&lengths).unwrap(),
    };
    let chunk = shard::encode(&expect, &coded);
    let index = ChunkIndex::new(vec![coded[0].0], &[chunk.len() as u64]).encode(&variant, build);
    let manifest = Manifest {
        format: FORMAT.into(),
        version: u32::from(shard::FORMAT_VERSION),
        variant,
        build,
        layout: LAYOUT_PACKED.into(),
        shard_bits: 0,
        chunks: 1,
        index_bytes: index.len() as u64,
        code_lengths: lengths,
        values: symbols.iter().map(|s| s.to_byte()).collect(),
        keys: coded.len() as u64,
        shard_bytes: chunk.len() as u64,
        local: String::new(),
        book: Vec::new(),
    };
    (serde_json::to_string(&manifest).unwrap(), index, chunk)
}
