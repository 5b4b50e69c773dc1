//! The other reading of the reveal rule: the values under it that the table does not give
//! (for the standard table: the values under `reveal = loses`).
//!
//! Both readings have the same positions without a line and the same outcome in each, but not
//! always the same distance: a position whose side to move has no legal move under must-cover is
//! `Loss(0)` there and `Loss(1)` under `loses` (every move reveals a line), and that ply climbs
//! to the positions whose best play goes through it (10,076 of the 370,974,636 standard
//! positions without a line; none in the one-piece or `cover = off` variants). This file,
//! `<build>/other-reading.bin` beside the chunks, holds the other reading's value of every position
//! whose value differs and which the client's local search (run under that reading) does not
//! decide; every other position's value is the local search's or the table's. With `cover = off`
//! nothing is ever revealed and the readings are the same game: no file is needed.
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 4 | magic `GGRL` |
//! | 4 | 2 | format version ([`VERSION`]) |
//! | 6 | 1 | rules code of the reading ([`gobblet_rules::Variant::code`]) |
//! | 7 | 1 | zero |
//! | 8 | 8 | build id (must equal the manifest's) |
//! | 16 | 4 | entry count `n` |
//! | 20 | 4 | zero |
//! | 24 | 8 | XXH3-64 of every byte from offset 32 on |
//! | 32 | 9 `n` | entries: tablebase key (`u64`), value byte ([`gobblet_rules::value`]); keys ascending |
//!
//! All integers little-endian.

use std::collections::HashMap;

use gobblet_rules::{Cover, Reveal, Value, Variant};

use crate::shard::{u16_at, u32_at, u64_at};
use crate::{Check, TbError};

/// The file's name in a build's directory.
pub const FILE: &str = "other-reading.bin";
/// The file's format version.
pub const VERSION: u16 = 1;
/// The id that stands for this file in lookups ([`crate::Lookup::NeedShard`]): it is fetched and
/// inserted like a chunk ([`crate::Tablebase::insert_shard`]).
pub const READING_ID: u32 = u32::MAX - 1;

const MAGIC: &[u8; 4] = b"GGRL";
const HEADER_LEN: usize = 32;
const ENTRY_LEN: usize = 9;

/// The file's path relative to the manifest, for a table of build `build`.
#[must_use]
pub fn path(build: u64) -> String {
    format!("{build:016x}/{FILE}")
}

/// The other reading of the reveal rule for a table solved under `table`.
#[must_use]
pub fn other(table: &Variant) -> Variant {
    let mut rules = *table;
    rules.reveal = match table.reveal {
        Reveal::MustCover => Reveal::Loses,
        Reveal::Loses => Reveal::MustCover,
    };
    rules
}

/// Whether a table solved under `table` gives the values of `rules` as they are (the same
/// rules, or readings that coincide because nothing is ever stacked).
#[must_use]
pub fn same_values(table: &Variant, rules: &Variant) -> bool {
    table == rules
        || (table.cover == Cover::Off
            && table.cover == rules.cover
            && table.pieces() == rules.pieces())
}

/// Writes the file for the reading `rules` of a table of build `build`: `entries` are
/// (tablebase key, value), keys ascending.
#[must_use]
pub fn encode(rules: &Variant, build: u64, entries: &[(u64, Value)]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + ENTRY_LEN * entries.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(rules.code());
    out.push(0);
    out.extend_from_slice(&build.to_le_bytes());
    out.extend_from_slice(&(entries.len() as u32).to_le_bytes());
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(&[0; 8]);
    for (key, value) in entries {
        out.extend_from_slice(&key.to_le_bytes());
        out.push(value.to_byte());
    }
    let sum = xxhash_rust::xxh3::xxh3_64(&out[HEADER_LEN..]);
    out[24..32].copy_from_slice(&sum.to_le_bytes());
    out
}

/// Reads the file, checked against the reading and the build it must be for.
pub fn parse(bytes: &[u8], rules: &Variant, build: u64) -> Result<HashMap<u64, Value>, TbError> {
    let bad = |check: Check| TbError::Corrupt {
        shard: READING_ID,
        check,
    };
    if bytes.len() < HEADER_LEN || &bytes[..4] != MAGIC {
        return Err(TbError::NotAShard {
            shard: READING_ID,
            html: bytes.trim_ascii_start().starts_with(b"<"),
        });
    }
    let version = u16_at(bytes, 4);
    if version != VERSION {
        return Err(TbError::Version {
            expected: u32::from(VERSION),
            got: u32::from(version),
        });
    }
    if bytes[6] != rules.code() {
        return Err(TbError::Variant {
            expected: *rules,
            got: bytes[6],
        });
    }
    if u64_at(bytes, 8) != build {
        return Err(TbError::Build { shard: READING_ID });
    }
    let n = u32_at(bytes, 16) as usize;
    if bytes.len() != HEADER_LEN + ENTRY_LEN * n {
        return Err(TbError::Truncated {
            shard: READING_ID,
            len: bytes.len(),
        });
    }
    if xxhash_rust::xxh3::xxh3_64(&bytes[HEADER_LEN..]) != u64_at(bytes, 24) {
        return Err(bad(Check::Checksum));
    }
    let mut map = HashMap::with_capacity(n);
    let mut last = None;
    for entry in bytes[HEADER_LEN..].chunks_exact(ENTRY_LEN) {
        let key = u64_at(entry, 0);
        let value = Value::from_byte(entry[8]).ok_or(bad(Check::Value))?;
        if last.is_some_and(|k| k >= key) {
            return Err(bad(Check::KeyOrder));
        }
        last = Some(key);
        map.insert(key, value);
    }
    Ok(map)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loses() -> Variant {
        "reveal=loses".parse().unwrap()
    }

    #[test]
    fn round_trips_and_refuses_what_is_not_for_it() {
        let entries = [(3, Value::Win(8)), (70, Value::Loss(13)), (71, Value::Draw)];
        let bytes = encode(&loses(), 9, &entries);
        let map = parse(&bytes, &loses(), 9).unwrap();
        assert_eq!(map.len(), 3);
        assert_eq!(map[&70], Value::Loss(13));
        assert!(matches!(
            parse(&bytes, &loses(), 8),
            Err(TbError::Build { .. })
        ));
        assert!(matches!(
            parse(&bytes, &Variant::STANDARD, 9),
            Err(TbError::Variant { .. })
        ));
        assert!(matches!(
            parse(&bytes[..bytes.len() - 1], &loses(), 9),
            Err(TbError::Truncated { .. })
        ));
        assert!(matches!(
            parse(b"<!doctype html><html></html>...............", &loses(), 9),
            Err(TbError::NotAShard { html: true, .. })
        ));
        for i in HEADER_LEN..bytes.len() {
            let mut flipped = bytes.clone();
            flipped[i] ^= 1;
            assert!(parse(&flipped, &loses(), 9).is_err(), "byte {i}");
        }
        let unordered = encode(&loses(), 9, &[(5, Value::Win(4)), (4, Value::Win(4))]);
        assert!(matches!(
            parse(&unordered, &loses(), 9),
            Err(TbError::Corrupt {
                check: Check::KeyOrder,
                ..
            })
        ));
    }

    #[test]
    fn only_cover_off_readings_coincide() {
        let off: Variant = "cover=off".parse().unwrap();
        let off_loses: Variant = "cover=off,reveal=loses".parse().unwrap();
        assert!(same_values(&off, &off_loses));
        assert!(same_values(&Variant::STANDARD, &Variant::STANDARD));
        assert!(!same_values(&Variant::STANDARD, &loses()));
        assert!(!same_values(&off, &Variant::STANDARD));
    }
}
