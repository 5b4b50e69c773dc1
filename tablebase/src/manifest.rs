//! `manifest.json`: what a client reads first.

use gobblet_rules::{Value, Variant};
use serde::{Deserialize, Serialize};

use crate::TbError;

/// The format name in the manifest.
pub const FORMAT: &str = "gobblet-tablebase";

/// The manifest of a tablebase.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    /// Always [`FORMAT`].
    pub format: String,
    /// The shard format version ([`crate::shard::FORMAT_VERSION`]).
    pub version: u32,
    /// The rules (`reveal=…,cover=…,pieces=…`).
    #[serde(with = "variant_string")]
    pub variant: Variant,
    /// The build id (also in every shard header and in the shard directory's name).
    #[serde(with = "hex_u64")]
    pub build: u64,
    /// How chunks are stored: [`LAYOUT_PACKED`] or [`LAYOUT_FILES`] ([`crate::layout`]).
    pub layout: String,
    /// The files layout: there are `1 << shard_bits` chunk files (0 when packed).
    pub shard_bits: u32,
    /// The number of chunks.
    pub chunks: u32,
    /// The packed layout: bytes of `<build>/index.bin` (0 for the files layout).
    #[serde(default)]
    pub index_bytes: u64,
    /// The code length of each value code ([`crate::coding`]; aligned with `values`).
    pub code_lengths: Vec<u8>,
    /// Value code → value byte ([`gobblet_rules::value`] encoding).
    pub values: Vec<u8>,
    /// Stored keys in all shards.
    pub keys: u64,
    /// Bytes of all chunks (the pack, or all chunk files).
    pub shard_bytes: u64,
    /// What the client computes itself instead of looking up.
    pub local: String,
    /// The opening book: `(tablebase key, value byte)` of every stored position at most
    /// [`BOOK_PLIES`] plies from the start, so the first screens colour without a shard.
    #[serde(default)]
    pub book: Vec<(u64, u8)>,
}

/// [`Manifest::layout`] of a packed tablebase.
pub const LAYOUT_PACKED: &str = "packed";
/// [`Manifest::layout`] of a tablebase of chunk files.
pub const LAYOUT_FILES: &str = "files";

/// How deep the opening book in the manifest goes.
pub const BOOK_PLIES: usize = 2;

mod variant_string {
    use gobblet_rules::Variant;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&v.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

mod hex_u64 {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{v:016x}"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let s = String::deserialize(d)?;
        u64::from_str_radix(&s, 16).map_err(serde::de::Error::custom)
    }
}

impl Manifest {
    /// Parses and checks a manifest: format, version, rules, value dictionary.
    pub fn parse(json: &str, expected: Option<&Variant>) -> Result<Manifest, TbError> {
        #[derive(Deserialize)]
        struct Head {
            format: String,
            version: u32,
        }
        let head: Head =
            serde_json::from_str(json).map_err(|e| TbError::Manifest(e.to_string()))?;
        if head.format != FORMAT {
            return Err(TbError::Manifest(format!("format {:?}", head.format)));
        }
        if head.version != u32::from(crate::shard::FORMAT_VERSION) {
            return Err(TbError::Version {
                expected: u32::from(crate::shard::FORMAT_VERSION),
                got: head.version,
            });
        }
        let m: Manifest =
            serde_json::from_str(json).map_err(|e| TbError::Manifest(e.to_string()))?;
        if let Some(v) = expected {
            if *v != m.variant {
                return Err(TbError::Variant {
                    expected: *v,
                    got: m.variant.code(),
                });
            }
        }
        let layout_ok = match m.layout.as_str() {
            LAYOUT_FILES => m.shard_bits <= 20 && m.chunks == 1 << m.shard_bits,
            LAYOUT_PACKED => m.shard_bits == 0 && m.chunks > 0 && m.index_bytes > 0,
            _ => false,
        };
        if !layout_ok
            || m.values.is_empty()
            || m.coding().is_none()
            || m.values.iter().any(|&b| Value::from_byte(b).is_none())
            || m.book.iter().any(|&(_, b)| Value::from_byte(b).is_none())
        {
            return Err(TbError::Manifest(
                "layout, chunk or value fields out of range".into(),
            ));
        }
        Ok(m)
    }

    /// The value coding the code lengths describe, if they describe one for every value.
    #[must_use]
    pub fn coding(&self) -> Option<crate::coding::ValueCoding> {
        crate::coding::ValueCoding::new(&self.code_lengths)
            .filter(|c| usize::from(c.len()) == self.values.len())
    }

    /// Whether chunks are packed in one file (and found through an index).
    #[must_use]
    pub fn is_packed(&self) -> bool {
        self.layout == LAYOUT_PACKED
    }

    /// The chunk index's path relative to the manifest (packed layout only).
    #[must_use]
    pub fn index_path(&self) -> Option<String> {
        self.is_packed()
            .then(|| format!("{:016x}/{}", self.build, crate::layout::INDEX_FILE))
    }

    /// The number of chunks.
    #[must_use]
    pub fn shard_count(&self) -> u32 {
        self.chunks
    }
}
