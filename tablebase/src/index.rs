//! The chunk index of a packed tablebase (`<build>/index.bin`): the first key and the byte length
//! of every chunk of `<build>/pack.bin`, in key order. A client loads it once, finds a key's
//! chunk by binary search and fetches exactly that chunk's bytes with an HTTP range request.
//!
//! # Layout (little-endian)
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 4 | magic `GGTI` |
//! | 4 | 2 | format version ([`crate::shard::FORMAT_VERSION`]) |
//! | 6 | 1 | rule variant code |
//! | 7 | 1 | zero |
//! | 8 | 4 | chunk count `n` |
//! | 12 | 4 | zero |
//! | 16 | 8 | bytes of the pack (the sum of the chunk lengths) |
//! | 24 | 8 | build id (at the same offset as in a chunk, so one check serves both) |
//! | 32 | 8 | XXH3-64 of every byte from offset 40 on |
//! | 40 | … | per chunk: its first key minus the previous chunk's first key (the first: minus 0), then its length in bytes, both as LEB128 varints |
//!
//! Keys delta-coded this way take about 4–5 bytes per chunk, lengths 2–3.

use gobblet_rules::Variant;

use crate::shard::{u16_at, u32_at, u64_at, FORMAT_VERSION};
use crate::{Check, TbError};

/// The first four bytes of a chunk index.
pub const MAGIC: [u8; 4] = *b"GGTI";
/// The size of the fixed header.
pub const HEADER_LEN: usize = 40;
/// The largest chunk count an index may declare (a bound for hostile headers).
const MAX_CHUNKS: u32 = 1 << 24;

/// A checked chunk index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChunkIndex {
    /// The first key of every chunk, strictly increasing.
    first_keys: Vec<u64>,
    /// `offsets[i]..offsets[i + 1]` are chunk `i`'s bytes in the pack; `n + 1` entries from 0.
    offsets: Vec<u64>,
}

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn get_varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let mut v = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *bytes.get(*at)?;
        *at += 1;
        v |= u64::from(b & 0x7f).checked_shl(shift)?;
        if b & 0x80 == 0 {
            return Some(v);
        }
    }
    None
}

impl ChunkIndex {
    /// The index of chunks with these first keys (strictly increasing) and byte lengths.
    ///
    /// # Panics
    /// If the lists differ in length or the keys do not increase.
    #[must_use]
    pub fn new(first_keys: Vec<u64>, lengths: &[u64]) -> ChunkIndex {
        assert_eq!(first_keys.len(), lengths.len(), "one length per chunk");
        assert!(
            first_keys.windows(2).all(|w| w[0] < w[1]),
            "first keys increase"
        );
        let mut offsets = Vec::with_capacity(lengths.len() + 1);
        offsets.push(0);
        for &len in lengths {
            offsets.push(offsets[offsets.len() - 1] + len);
        }
        ChunkIndex {
            first_keys,
            offsets,
        }
    }

    /// The number of chunks.
    #[must_use]
    pub fn len(&self) -> u32 {
        self.first_keys.len() as u32
    }

    /// Whether there is no chunk.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.first_keys.is_empty()
    }

    /// The chunk that holds `key` if any does: the last chunk whose first key is at most `key`
    /// (keys below the first chunk's go to chunk 0, whose lookup then finds nothing).
    #[must_use]
    pub fn chunk_of(&self, key: u64) -> u32 {
        self.first_keys
            .partition_point(|&k| k <= key)
            .saturating_sub(1) as u32
    }

    /// The byte range of chunk `id` in the pack, end exclusive.
    #[must_use]
    pub fn range(&self, id: u32) -> Option<std::ops::Range<u64>> {
        let i = id as usize;
        Some(*self.offsets.get(i)?..*self.offsets.get(i + 1)?)
    }

    /// The chunk whose bytes are exactly `range`, if one is.
    #[must_use]
    pub fn chunk_at(&self, range: std::ops::Range<u64>) -> Option<u32> {
        let i = self.offsets.binary_search(&range.start).ok()?;
        (self.offsets.get(i + 1) == Some(&range.end) && i < self.first_keys.len())
            .then_some(i as u32)
    }

    /// The bytes of the pack.
    #[must_use]
    pub fn pack_len(&self) -> u64 {
        self.offsets[self.offsets.len() - 1]
    }

    /// Encodes the index for `variant` and build `build`.
    #[must_use]
    pub fn encode(&self, variant: &Variant, build: u64) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER_LEN + self.first_keys.len() * 8);
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.push(variant.code());
        out.push(0);
        out.extend_from_slice(&self.len().to_le_bytes());
        out.extend_from_slice(&[0; 4]);
        out.extend_from_slice(&self.pack_len().to_le_bytes());
        out.extend_from_slice(&build.to_le_bytes());
        out.extend_from_slice(&[0; 8]); // checksum, filled below
        let mut previous = 0u64;
        for (i, &key) in self.first_keys.iter().enumerate() {
            put_varint(&mut out, key - previous);
            put_varint(&mut out, self.offsets[i + 1] - self.offsets[i]);
            previous = key;
        }
        let sum = xxhash_rust::xxh3::xxh3_64(&out[HEADER_LEN..]);
        out[32..40].copy_from_slice(&sum.to_le_bytes());
        out
    }

    /// Parses and checks an index: length, magic, version, rules, build, checksum, then every
    /// entry (keys strictly increasing, no chunk empty, lengths summing to the pack's). Never
    /// panics, whatever the bytes.
    pub fn parse(bytes: &[u8], variant: &Variant, build: u64) -> Result<ChunkIndex, TbError> {
        let corrupt = TbError::Index;
        if bytes.len() < HEADER_LEN {
            return Err(corrupt(Check::Length));
        }
        if bytes[..4] != MAGIC {
            return Err(if bytes.iter().take(64).any(|&c| c == b'<') {
                corrupt(Check::Html)
            } else {
                corrupt(Check::Magic)
            });
        }
        let version = u32::from(u16_at(bytes, 4));
        if version != u32::from(FORMAT_VERSION) {
            return Err(TbError::Version {
                expected: u32::from(FORMAT_VERSION),
                got: version,
            });
        }
        if bytes[6] != variant.code() {
            return Err(TbError::Variant {
                expected: *variant,
                got: bytes[6],
            });
        }
        if u64_at(bytes, 24) != build {
            return Err(corrupt(Check::OtherBuild));
        }
        if xxhash_rust::xxh3::xxh3_64(&bytes[HEADER_LEN..]) != u64_at(bytes, 32) {
            return Err(corrupt(Check::Checksum));
        }
        let n = u32_at(bytes, 8);
        if bytes[7] != 0 || u32_at(bytes, 12) != 0 || n == 0 || n > MAX_CHUNKS {
            return Err(corrupt(Check::HeaderFields));
        }
        let mut at = HEADER_LEN;
        let mut first_keys = Vec::with_capacity(n as usize);
        let mut offsets = Vec::with_capacity(n as usize + 1);
        offsets.push(0u64);
        let mut key = 0u64;
        for i in 0..n {
            let delta = get_varint(bytes, &mut at).ok_or(corrupt(Check::EntriesTruncated))?;
            let len = get_varint(bytes, &mut at).ok_or(corrupt(Check::EntriesTruncated))?;
            if (i > 0 && delta == 0) || len == 0 {
                return Err(corrupt(Check::EntryValues));
            }
            key = key.checked_add(delta).ok_or(corrupt(Check::EntryValues))?;
            let end = offsets[offsets.len() - 1]
                .checked_add(len)
                .ok_or(corrupt(Check::EntryValues))?;
            first_keys.push(key);
            offsets.push(end);
        }
        if at != bytes.len() || offsets[offsets.len() - 1] != u64_at(bytes, 16) {
            return Err(corrupt(Check::PackLength));
        }
        Ok(ChunkIndex {
            first_keys,
            offsets,
        })
    }
}
