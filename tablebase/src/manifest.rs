//! `manifest.json`: what a client reads first.

use gobblet_rules::{Value, Variant, VariantError};
use serde::{Deserialize, Serialize};

use crate::json::{Json, JsonError};
use crate::TbError;

/// Why a text is not a manifest ([`TbError::Manifest`]): typed, so each reader words it in its
/// own language (the web app from its message tables, tools through `Display`). Fields are
/// named as the file spells them (`shard_bits`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ManifestError {
    /// Not JSON.
    #[error("{0}")]
    Json(JsonError),
    /// JSON, but not an object.
    #[error("the manifest is not a JSON object")]
    NotAnObject,
    /// A field the manifest needs is absent.
    #[error("missing field `{0}`")]
    Missing(&'static str),
    /// A field of the wrong type.
    #[error("{field}: not {want}")]
    WrongType {
        /// The field.
        field: &'static str,
        /// What it should be.
        want: Want,
    },
    /// An integer field too large for what it counts.
    #[error("{0}: out of range")]
    OutOfRange(&'static str),
    /// A field the manifest knows, named twice.
    #[error("duplicate field `{0}`")]
    Duplicate(&'static str),
    /// The `format` is not [`FORMAT`].
    #[error("the format is not {FORMAT}")]
    Format,
    /// The `variant` names no rules.
    #[error("variant: {0}")]
    Variant(VariantError),
    /// The `build` is not a hexadecimal number.
    #[error("build: not a hexadecimal number")]
    Build,
    /// The layout, chunk count or value fields are out of range or disagree.
    #[error("layout, chunk or value fields out of range")]
    Inconsistent,
    /// The value code lengths describe no prefix code for the values.
    #[error("value code lengths")]
    ValueCodes,
}

/// What a manifest field should be ([`ManifestError::WrongType`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// A string.
    Text,
    /// An unsigned integer.
    Integer,
    /// A list of bytes (integers 0–255).
    Bytes,
    /// A list.
    List,
    /// A list of `[key, value]` pairs of integers.
    Pairs,
}

impl std::fmt::Display for Want {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Want::Text => "a string",
            Want::Integer => "an unsigned integer",
            Want::Bytes => "a list of bytes",
            Want::List => "a list",
            Want::Pairs => "a list of [key, value] pairs",
        })
    }
}

/// A manifest's refusal, as the reader's error.
fn bad(e: ManifestError) -> TbError {
    TbError::Manifest(e)
}

/// The string field `name` of the manifest `doc`.
fn text<'a>(doc: &'a Json, name: &'static str) -> Result<&'a str, TbError> {
    match doc.get(name) {
        Some(Json::Str(s)) => Ok(s),
        Some(_) => Err(bad(ManifestError::WrongType {
            field: name,
            want: Want::Text,
        })),
        None => Err(bad(ManifestError::Missing(name))),
    }
}

/// The unsigned integer field `name` of the manifest `doc`, in range of `T`.
fn number<T: TryFrom<u64>>(doc: &Json, name: &'static str) -> Result<T, TbError> {
    match doc.get(name) {
        Some(Json::Uint(n)) => T::try_from(*n).map_err(|_| bad(ManifestError::OutOfRange(name))),
        Some(_) => Err(bad(ManifestError::WrongType {
            field: name,
            want: Want::Integer,
        })),
        None => Err(bad(ManifestError::Missing(name))),
    }
}

/// The byte-list field `name` of the manifest `doc`.
fn bytes(doc: &Json, name: &'static str) -> Result<Vec<u8>, TbError> {
    let list = || {
        bad(ManifestError::WrongType {
            field: name,
            want: Want::Bytes,
        })
    };
    match doc.get(name) {
        Some(Json::Array(items)) => items
            .iter()
            .map(|i| match i {
                Json::Uint(n) => u8::try_from(*n).ok(),
                _ => None,
            })
            .collect::<Option<Vec<u8>>>()
            .ok_or_else(list),
        Some(_) => Err(list()),
        None => Err(bad(ManifestError::Missing(name))),
    }
}

/// Refuses a manifest that names one of `fields` twice (serde refuses a repeated field it
/// knows; a repeated unknown name is ignored, as serde ignores it).
fn once(doc: &Json, fields: &[&'static str]) -> Result<(), TbError> {
    let Json::Object(members) = doc else {
        return Ok(());
    };
    for field in fields {
        if members.iter().filter(|(n, _)| n == field).count() > 1 {
            return Err(bad(ManifestError::Duplicate(field)));
        }
    }
    Ok(())
}

/// The manifest's fields after the two [`Manifest::parse`] reads first (`format`, `version`).
pub const FIELDS: [&str; 12] = [
    "variant",
    "build",
    "layout",
    "shard_bits",
    "chunks",
    "index_bytes",
    "code_lengths",
    "values",
    "keys",
    "shard_bytes",
    "local",
    "book",
];

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
    ///
    /// Read with [`crate::json`] rather than `serde_json` (see there why, and where the two
    /// differ); fields the manifest does not know are ignored, as serde ignores them.
    pub fn parse(json: &str, expected: Option<&Variant>) -> Result<Manifest, TbError> {
        let doc = Json::parse(json).map_err(|e| bad(ManifestError::Json(e)))?;
        if !matches!(doc, Json::Object(_)) {
            return Err(bad(ManifestError::NotAnObject));
        }
        once(&doc, &["format", "version"])?;
        let format = text(&doc, "format")?;
        let version: u32 = number(&doc, "version")?;
        if format != FORMAT {
            return Err(bad(ManifestError::Format));
        }
        if version != u32::from(crate::shard::FORMAT_VERSION) {
            return Err(TbError::Version {
                expected: u32::from(crate::shard::FORMAT_VERSION),
                got: version,
            });
        }
        once(&doc, &FIELDS)?;
        let variant: Variant = text(&doc, "variant")?
            .parse()
            .map_err(|e| bad(ManifestError::Variant(e)))?;
        let build =
            u64::from_str_radix(text(&doc, "build")?, 16).map_err(|_| bad(ManifestError::Build))?;
        let book = match doc.get("book") {
            None => Vec::new(),
            Some(Json::Array(items)) => items
                .iter()
                .map(|item| match item {
                    Json::Array(pair) => match pair.as_slice() {
                        [Json::Uint(key), Json::Uint(value)] => {
                            Some((*key, u8::try_from(*value).ok()?))
                        }
                        _ => None,
                    },
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()
                .ok_or(bad(ManifestError::WrongType {
                    field: "book",
                    want: Want::Pairs,
                }))?,
            Some(_) => {
                return Err(bad(ManifestError::WrongType {
                    field: "book",
                    want: Want::List,
                }))
            }
        };
        let m = Manifest {
            format: format.to_string(),
            version,
            variant,
            build,
            layout: text(&doc, "layout")?.to_string(),
            shard_bits: number(&doc, "shard_bits")?,
            chunks: number(&doc, "chunks")?,
            index_bytes: match doc.get("index_bytes") {
                None => 0,
                Some(_) => number(&doc, "index_bytes")?,
            },
            code_lengths: bytes(&doc, "code_lengths")?,
            values: bytes(&doc, "values")?,
            keys: number(&doc, "keys")?,
            shard_bytes: number(&doc, "shard_bytes")?,
            local: text(&doc, "local")?.to_string(),
            book,
        };
        m.check(expected)
    }

    /// Checks a manifest's fields against each other and against the rules `expected`: the
    /// layout, the value dictionary and its codes, the opening book's values.
    pub fn check(self, expected: Option<&Variant>) -> Result<Manifest, TbError> {
        let m = self;
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
            return Err(bad(ManifestError::Inconsistent));
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
