//! One chunk (a shard, in the code): a minimal perfect hash over its keys, a fingerprint and a
//! prefix-coded value per key ([`crate::coding`]).

use bincode::Options;
use boomphf::Mphf;
use gobblet_rules::Variant;

use crate::coding::ValueCoding;
use crate::{Check, MphfCheck, TbError};

/// The first four bytes of every shard.
pub const MAGIC: [u8; 4] = *b"GGTS";
/// The shard format version; bump it whenever the layout or a hash changes.
pub const FORMAT_VERSION: u16 = 2;
/// The size of the fixed header.
pub const HEADER_LEN: usize = 40;
/// `gamma` for boomphf: 1.02 keeps the hash near 3 bits per key (boomphf asserts > 1.01).
pub const GAMMA: f64 = 1.02;

fn codec() -> impl Options {
    bincode::DefaultOptions::new()
        .with_fixint_encoding()
        .with_little_endian()
}

/// Which shard holds `key`, among `1 << bits` shards: the top bits of a hash of the key, so
/// shards hold equal shares of the keys and no index is needed to find one.
#[must_use]
pub fn shard_of(key: u64, bits: u32) -> u32 {
    if bits == 0 {
        0
    } else {
        (xxhash_rust::xxh3::xxh3_64(&key.to_le_bytes()) >> (64 - bits)) as u32
    }
}

/// The 8-bit fingerprint stored for a key: a key not in the table is told apart with
/// probability 255/256 (the hash alone would map it to some stored key's slot).
#[must_use]
pub fn fingerprint(key: u64) -> u8 {
    xxhash_rust::xxh3::xxh3_64_with_seed(&key.to_le_bytes(), 0x6762_7462) as u8
}

/// What a shard's header must say to belong to a tablebase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardExpect {
    /// The shard's number.
    pub id: u32,
    /// The rules of the tablebase.
    pub variant: Variant,
    /// The build the manifest names.
    pub build: u64,
    /// The value coding of the manifest.
    pub coding: ValueCoding,
}

/// A parsed, checked shard.
pub struct Shard {
    mphf: Mphf<u64>,
    fingerprints: Vec<u8>,
    /// The value code of each MPHF slot, decoded.
    codes: Vec<u8>,
}

/// Encodes a shard from its `(key, value code)` entries (keys distinct).
///
/// # Panics
/// If a code is not one of `expect.coding`'s.
#[must_use]
pub fn encode(expect: &ShardExpect, entries: &[(u64, u8)]) -> Vec<u8> {
    let keys: Vec<u64> = entries.iter().map(|e| e.0).collect();
    let mphf = Mphf::new(GAMMA, &keys);
    let mphf_bytes = codec().serialize(&mphf).expect("an MPHF serialises");
    let n = entries.len();
    let mut fingerprints = vec![0u8; n];
    let mut codes = vec![0u8; n];
    for &(key, code) in entries {
        assert!(code < expect.coding.len(), "value code {code} out of range");
        let slot = mphf.hash(&key) as usize;
        fingerprints[slot] = fingerprint(key);
        codes[slot] = code;
    }
    let packed = expect.coding.encode(&codes);
    assert!(packed.len() < 1 << 24, "a chunk's value codes fit in 16 MB");
    let mut out = Vec::with_capacity(HEADER_LEN + mphf_bytes.len() + n + packed.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.push(expect.variant.code());
    out.push(8); // fingerprint bits
    out.extend_from_slice(&expect.id.to_le_bytes());
    out.extend_from_slice(&(n as u32).to_le_bytes());
    out.extend_from_slice(&(mphf_bytes.len() as u32).to_le_bytes());
    out.push(expect.coding.max_len());
    out.extend_from_slice(&(packed.len() as u32).to_le_bytes()[..3]);
    out.extend_from_slice(&expect.build.to_le_bytes());
    out.extend_from_slice(&[0; 8]); // checksum, filled below
    out.extend_from_slice(&mphf_bytes);
    out.extend_from_slice(&fingerprints);
    out.extend_from_slice(&packed);
    let sum = xxhash_rust::xxh3::xxh3_64(&out[HEADER_LEN..]);
    out[32..40].copy_from_slice(&sum.to_le_bytes());
    out
}

/// The little-endian `u16` at `at` (the caller checked the length).
pub(crate) fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

/// The little-endian `u32` at `at` (the caller checked the length).
pub(crate) fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// The little-endian `u64` at `at` (the caller checked the length).
pub(crate) fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(w)
}

/// Checks the serialised MPHF's layout (fixint bincode of boomphf 0.6: a level count, then per
/// level the bit count, the words, and a rank per 8 words counting set bits across all levels),
/// so that no lookup can index out of bounds whatever the bytes say.
fn check_mphf_layout(b: &[u8]) -> Result<(), MphfCheck> {
    let mut at = 0usize;
    let mut take = |len: usize| -> Result<usize, MphfCheck> {
        let start = at;
        at = at
            .checked_add(len)
            .filter(|&e| e <= b.len())
            .ok_or(MphfCheck::Truncated)?;
        Ok(start)
    };
    let levels = u64_at(b, take(8)?);
    if levels == 0 || levels > 100 {
        return Err(MphfCheck::LevelCount);
    }
    let mut pop = 0u64;
    for _ in 0..levels {
        let bits = u64_at(b, take(8)?);
        let words = u64_at(b, take(8)?);
        if bits == 0 || words != bits.div_ceil(64) || words > (b.len() / 8) as u64 {
            return Err(MphfCheck::LevelSize);
        }
        let words_at = take(words as usize * 8)?;
        let ranks = u64_at(b, take(8)?);
        if ranks != words.div_ceil(8) {
            return Err(MphfCheck::RankCount);
        }
        let ranks_at = take(ranks as usize * 8)?;
        for w in 0..words as usize {
            if w % 8 == 0 && u64_at(b, ranks_at + w / 8 * 8) != pop {
                return Err(MphfCheck::RankValue);
            }
            pop += u64::from(u64_at(b, words_at + w * 8).count_ones());
        }
    }
    if take(0)? != b.len() {
        return Err(MphfCheck::Trailing);
    }
    Ok(())
}

impl Shard {
    /// Parses and checks a shard: length, magic, version, rules, build, checksum, then the
    /// layout of every part. Never panics, whatever the bytes.
    pub fn parse(bytes: &[u8], expect: &ShardExpect) -> Result<Shard, TbError> {
        let id = expect.id;
        let corrupt = |check: Check| TbError::Corrupt { shard: id, check };
        if bytes.len() < HEADER_LEN {
            return Err(TbError::Truncated {
                shard: id,
                len: bytes.len(),
            });
        }
        if bytes[..4] != MAGIC {
            let html = bytes.iter().take(64).any(|&c| c == b'<');
            return Err(TbError::NotAShard { shard: id, html });
        }
        let version = u16_at(bytes, 4);
        if version != FORMAT_VERSION {
            return Err(TbError::Version {
                expected: u32::from(FORMAT_VERSION),
                got: u32::from(version),
            });
        }
        if bytes[6] != expect.variant.code() {
            return Err(TbError::Variant {
                expected: expect.variant,
                got: bytes[6],
            });
        }
        if u64_at(bytes, 24) != expect.build {
            return Err(TbError::Build { shard: id });
        }
        // In u64: on wasm32 these products could overflow a usize.
        let n = u64::from(u32_at(bytes, 12));
        let mphf_len = u64::from(u32_at(bytes, 16));
        let codes_len = u64::from(u32_at(bytes, 20) >> 8);
        if HEADER_LEN as u64 + mphf_len + n + codes_len != bytes.len() as u64 {
            return Err(TbError::Truncated {
                shard: id,
                len: bytes.len(),
            });
        }
        // The sum equals the length, so each part fits in a usize.
        let (n, mphf_len) = (n as usize, mphf_len as usize);
        let sum = xxhash_rust::xxh3::xxh3_64(&bytes[HEADER_LEN..]);
        if sum != u64_at(bytes, 32) {
            return Err(corrupt(Check::Checksum));
        }
        if bytes[7] != 8 || u32_at(bytes, 8) != id || bytes[20] != expect.coding.max_len() {
            return Err(corrupt(Check::HeaderFields));
        }
        let mphf_bytes = &bytes[HEADER_LEN..HEADER_LEN + mphf_len];
        check_mphf_layout(mphf_bytes).map_err(|c| corrupt(Check::MphfLayout(c)))?;
        let mphf: Mphf<u64> = codec()
            .with_limit(mphf_len as u64)
            .deserialize(mphf_bytes)
            .map_err(|_| corrupt(Check::MphfEncoding))?;
        let fingerprints = bytes[HEADER_LEN + mphf_len..HEADER_LEN + mphf_len + n].to_vec();
        let codes = expect
            .coding
            .decode(&bytes[HEADER_LEN + mphf_len + n..], n)
            .ok_or_else(|| corrupt(Check::ValueCodes))?;
        Ok(Shard {
            mphf,
            fingerprints,
            codes,
        })
    }

    /// The value code of `key`, or `None` if the key is not in this shard (recognised by the
    /// hash or the fingerprint).
    #[must_use]
    pub fn lookup(&self, key: u64) -> Option<u8> {
        let slot = self.mphf.try_hash(&key)? as usize;
        if self.fingerprints.get(slot) != Some(&fingerprint(key)) {
            return None;
        }
        self.codes.get(slot).copied()
    }

    /// The number of keys.
    #[must_use]
    pub fn len(&self) -> u32 {
        self.codes.len() as u32
    }

    /// Whether the shard holds no key.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }
}
