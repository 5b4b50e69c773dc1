//! The static tablebase: exact values of every reachable Gobblet Gobblers position, as files any
//! static host can serve and a browser can query a few kilobytes at a time.
//!
//! Shared by the shard tool (which writes and verifies it) and the web app (which reads it), so
//! both compute and look up values with the same code, natively and in wasm.
//!
//! # What is stored
//! The client decides by itself every position whose value is `Win(0)`, `Loss(0)`, `Win(1)`,
//! `Loss(1)`, `Loss(2)`, `Win(2)` or `Win(3)` ([`local`]: a search of two plies, three on the
//! winning side); only the others are stored. A value is
//! looked up by the *tablebase key*: the public canonical key (`docs/rules.md`) of the position
//! with the colours swapped if needed so that P1 is to move ([`tb_key`]). The rules treat both
//! colours alike, so one entry serves both.
//!
//! # Files
//! `manifest.json` (read first; never cached for long), then in the directory `<build>` (the build
//! id, which changes with every build, so everything in it can be cached forever) the *chunks*,
//! in one of two layouts ([`layout`]):
//! * packed: `pack.bin`, every chunk in key order, and `index.bin` ([`index`]), each chunk's first
//!   key and byte range; a chunk is fetched with an HTTP range request;
//! * files: `1 << shard_bits` chunk files `<id>.bin` (`id` in lower-case hex, 4 digits), each
//!   holding the keys whose hash falls in it ([`shard::shard_of`]).
//!
//! # Chunk layout (little-endian; called a shard in the code)
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 4 | magic `GGTS` |
//! | 4 | 2 | format version ([`shard::FORMAT_VERSION`]) |
//! | 6 | 1 | rule variant code ([`gobblet_rules::Variant::code`]) |
//! | 7 | 1 | fingerprint bits (8) |
//! | 8 | 4 | shard id |
//! | 12 | 4 | key count `n` |
//! | 16 | 4 | MPHF length `m` in bytes |
//! | 20 | 1 | the longest value code's length in bits |
//! | 21 | 3 | bytes `v` of the value codes |
//! | 24 | 8 | build id (must equal the manifest's) |
//! | 32 | 8 | XXH3-64 of every byte from offset 40 on |
//! | 40 | `m` | boomphf 0.6 `Mphf<u64>` (gamma 1.02), bincode with fixed-width integers |
//! | 40+m | `n` | fingerprint of the key in each MPHF slot ([`shard::fingerprint`]) |
//! | 40+m+n | `v` | the value code of each slot, prefix-coded ([`coding`]), zero-padded to a byte |
//!
//! The manifest also carries an *opening book*: the stored values of the positions up to two plies
//! from the start, so the first screens need no shard at all.
//!
//! A value code indexes the manifest's `values` list (value bytes of [`gobblet_rules::value`]),
//! written with the canonical prefix code of the manifest's `code_lengths`.
//! Reading checks length, magic, version, rules, build and checksum before anything else, then
//! the layout of every part, so bad bytes give a typed error ([`TbError`]) and never a wrong value
//! or a panic.

pub mod coding;
#[cfg(not(target_arch = "wasm32"))]
pub mod fs;
pub mod index;
pub mod json;
pub mod layout;
pub mod local;
pub mod manifest;
pub mod puzzles;
pub mod reading;
pub mod shard;
pub mod stats;

use std::collections::HashMap;

use gobblet_rules::{Move, Player, Position, Value, Variant};

pub use index::ChunkIndex;
pub use layout::{Chunks, Location};
pub use manifest::{Manifest, ManifestError, Want};
pub use shard::Shard;

/// Why a tablebase file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TbError {
    /// The manifest is not valid JSON of the expected shape.
    #[error("the manifest is not a tablebase manifest: {0}")]
    Manifest(ManifestError),
    /// A file of another format version.
    #[error("tablebase format version {got}, this app reads version {expected}: rebuild the tablebase or reload the app")]
    Version {
        /// What this build reads.
        expected: u32,
        /// What the file says.
        got: u32,
    },
    /// A file built for other rules.
    #[error("the tablebase was built for rules code {got}, expected {expected}")]
    Variant {
        /// The rules asked for.
        expected: Variant,
        /// The code in the file.
        got: u8,
    },
    /// A shard shorter (or longer) than its header says.
    #[error("shard {shard} is truncated ({len} bytes)")]
    Truncated {
        /// The shard.
        shard: u32,
        /// Its length.
        len: usize,
    },
    /// Not a shard at all (for example an HTML error page).
    #[error("shard {shard} is not a tablebase shard{}", if *.html { " (the server sent an HTML page)" } else { "" })]
    NotAShard {
        /// The shard.
        shard: u32,
        /// Whether it looks like HTML.
        html: bool,
    },
    /// A shard of another build than the manifest (a stale cache or a half-updated site).
    #[error("shard {shard} belongs to another build of the tablebase")]
    Build {
        /// The shard.
        shard: u32,
    },
    /// A chunk index that fails a check.
    #[error("the chunk index is corrupt ({0} check failed)")]
    Index(Check),
    /// A shard whose contents fail a check.
    #[error("shard {shard} is corrupt ({check} check failed)")]
    Corrupt {
        /// The shard.
        shard: u32,
        /// Which check failed.
        check: Check,
    },
}

/// A check of a chunk's, the chunk index's or the other reading's bytes that failed
/// ([`TbError::Index`], [`TbError::Corrupt`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// The length (shorter than a header).
    Length,
    /// The magic bytes at the start.
    Magic,
    /// The magic bytes, where the server sent an HTML page instead.
    Html,
    /// The build id: the index of another build.
    OtherBuild,
    /// The checksum of the body.
    Checksum,
    /// The header's other fields (counts, ids, bit widths).
    HeaderFields,
    /// The index's entries end early.
    EntriesTruncated,
    /// An index entry's key step or length.
    EntryValues,
    /// The index's entries do not sum to the pack's length.
    PackLength,
    /// The index against the manifest (chunk count, pack and index bytes).
    ManifestAgreement,
    /// A chunk id the tablebase does not have.
    ChunkId,
    /// A value byte of the other reading's file.
    Value,
    /// The other reading's keys are not strictly increasing.
    KeyOrder,
    /// The serialised MPHF's layout (truncated, level count, level size, ranks, trailing bytes).
    MphfLayout(MphfCheck),
    /// The MPHF does not deserialise.
    MphfEncoding,
    /// The value codes do not decode.
    ValueCodes,
}

/// Which part of a serialised MPHF's layout is wrong ([`Check::MphfLayout`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MphfCheck {
    /// It ends early.
    Truncated,
    /// Its level count.
    LevelCount,
    /// A level's size.
    LevelSize,
    /// A level's rank count.
    RankCount,
    /// A rank's value.
    RankValue,
    /// Bytes after the last level.
    Trailing,
}

impl std::fmt::Display for Check {
    /// English, for tools and logs (the web app words the check from its message tables).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Check::Length => "length",
            Check::Magic => "magic",
            Check::Html => "magic (the server sent an HTML page)",
            Check::OtherBuild => "build (an index of another build)",
            Check::Checksum => "checksum",
            Check::HeaderFields => "header fields",
            Check::EntriesTruncated => "entries truncated",
            Check::EntryValues => "entry values",
            Check::PackLength => "pack length",
            Check::ManifestAgreement => "agreement with the manifest",
            Check::ChunkId => "chunk id in range",
            Check::Value => "value",
            Check::KeyOrder => "key order",
            Check::MphfLayout(MphfCheck::Truncated) => "MPHF truncated",
            Check::MphfLayout(MphfCheck::LevelCount) => "MPHF level count",
            Check::MphfLayout(MphfCheck::LevelSize) => "MPHF level size",
            Check::MphfLayout(MphfCheck::RankCount) => "MPHF rank count",
            Check::MphfLayout(MphfCheck::RankValue) => "MPHF rank value",
            Check::MphfLayout(MphfCheck::Trailing) => "MPHF trailing bytes",
            Check::MphfEncoding => "MPHF encoding",
            Check::ValueCodes => "value codes",
        })
    }
}

/// The tablebase key of a position: the public canonical key of the position seen with P1 to
/// move (colours swapped when P2 is to move). Bit 54 is therefore always 0.
#[must_use]
pub fn tb_key(pos: &Position) -> u64 {
    let p = match pos.side_to_move() {
        Player::P1 => *pos,
        Player::P2 => pos.swap_colours(),
    };
    p.canonical_key().0
}

/// What is known about a position's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// The exact value for the side to move.
    Known(Value),
    /// The value is in this shard, which has not been loaded.
    NeedShard(u32),
    /// The position is not in the tablebase (not reachable from the start).
    NotInTable,
}

/// A tablebase being read: the manifest and the shards loaded so far.
pub struct Tablebase {
    manifest: Manifest,
    variant: Variant,
    build: u64,
    coding: coding::ValueCoding,
    /// Which chunk holds a key; `None` while a packed tablebase's index is not loaded.
    chunks: Option<Chunks>,
    shards: HashMap<u32, Shard>,
    /// The manifest's opening book, by key.
    book: HashMap<u64, Value>,
    /// The other reading's values the table does not give ([`reading`]), once loaded.
    other: Option<HashMap<u64, Value>>,
}

impl Tablebase {
    /// Starts reading the tablebase this manifest describes. A packed one needs its chunk
    /// index ([`Manifest::index_path`]): given here, or later as the pseudo-chunk
    /// [`layout::INDEX_ID`] that lookups ask for ([`Tablebase::insert_shard`]), so the opening
    /// book and the local search answer before the index arrives.
    pub fn new(manifest: Manifest, index: Option<&[u8]>) -> Result<Tablebase, TbError> {
        let variant = manifest.variant;
        let build = manifest.build;
        let coding = manifest
            .coding()
            .ok_or(TbError::Manifest(ManifestError::ValueCodes))?;
        let chunks = match (manifest.is_packed(), index) {
            (true, Some(bytes)) => Some(packed_chunks(&manifest, bytes)?),
            (true, None) => None,
            (false, _) => Some(Chunks::Files {
                build,
                bits: manifest.shard_bits,
            }),
        };
        let book = manifest
            .book
            .iter()
            .filter_map(|&(key, byte)| Some((key, Value::from_byte(byte)?)))
            .collect();
        Ok(Tablebase {
            manifest,
            variant,
            build,
            coding,
            chunks,
            book,
            shards: HashMap::new(),
            other: None,
        })
    }

    /// Which chunk holds a key and where each chunk is (`None` while a packed tablebase's
    /// index is not loaded).
    #[must_use]
    pub fn chunks(&self) -> Option<&Chunks> {
        self.chunks.as_ref()
    }

    /// The manifest.
    #[must_use]
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The rules.
    #[must_use]
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// What a shard with this id must say in its header.
    #[must_use]
    pub fn expect(&self, id: u32) -> shard::ShardExpect {
        shard::ShardExpect {
            id,
            variant: self.variant,
            build: self.build,
            coding: self.coding,
        }
    }

    /// Where chunk `id` (or the index, [`layout::INDEX_ID`]) is, relative to the manifest.
    /// `None` for an id no lookup names.
    #[must_use]
    pub fn location(&self, id: u32) -> Option<Location> {
        if id == layout::INDEX_ID {
            return Some(Location {
                path: self.manifest.index_path()?,
                range: None,
            });
        }
        if id == reading::READING_ID {
            return Some(Location {
                path: reading::path(self.build),
                range: None,
            });
        }
        self.chunks.as_ref()?.location(id)
    }

    /// Checks and keeps a chunk's bytes (or the index's, for [`layout::INDEX_ID`]).
    pub fn insert_shard(&mut self, id: u32, bytes: &[u8]) -> Result<(), TbError> {
        if id == layout::INDEX_ID {
            if self.manifest.is_packed() {
                self.chunks = Some(packed_chunks(&self.manifest, bytes)?);
            }
            return Ok(());
        }
        if id == reading::READING_ID {
            self.other = Some(reading::parse(
                bytes,
                &reading::other(&self.variant),
                self.build,
            )?);
            return Ok(());
        }
        let shard = Shard::parse(bytes, &self.expect(id))?;
        self.shards.insert(id, shard);
        Ok(())
    }

    /// The value of `pos` for its side to move: computed locally when possible, else looked up.
    #[must_use]
    pub fn lookup(&self, pos: &Position) -> Lookup {
        self.lookup_with(pos, &mut |p| local::local_value(&self.variant, p))
    }

    /// [`Tablebase::lookup`] with the local search supplied by the caller (the app memoises it:
    /// the search costs far more than a shard lookup and a page asks for the same positions
    /// again at every redraw).
    pub fn lookup_with(
        &self,
        pos: &Position,
        local: &mut dyn FnMut(&Position) -> Option<Value>,
    ) -> Lookup {
        if let Some(v) = local(pos) {
            return Lookup::Known(v);
        }
        let key = tb_key(pos);
        if let Some(&v) = self.book.get(&key) {
            return Lookup::Known(v);
        }
        let Some(chunks) = &self.chunks else {
            return Lookup::NeedShard(layout::INDEX_ID);
        };
        let id = chunks.chunk_of(key);
        match self.shards.get(&id) {
            None => Lookup::NeedShard(id),
            Some(shard) => match shard.lookup(key) {
                Some(code) => self
                    .manifest
                    .values
                    .get(usize::from(code))
                    .map_or(Lookup::NotInTable, |&b| {
                        Value::from_byte(b).map_or(Lookup::NotInTable, Lookup::Known)
                    }),
                None => Lookup::NotInTable,
            },
        }
    }

    /// The value of `pos` under `rules` (the table's, or the table's with the other reading of
    /// the reveal rule), with the local search supplied by the caller under the same rules:
    /// local, else for the other reading its own file ([`reading`], asked for as
    /// [`reading::READING_ID`]), else the table.
    pub fn lookup_under(
        &self,
        rules: &Variant,
        pos: &Position,
        local: &mut dyn FnMut(&Position) -> Option<Value>,
    ) -> Lookup {
        if reading::same_values(&self.variant, rules) {
            return self.lookup_with(pos, local);
        }
        if let Some(v) = local(pos) {
            return Lookup::Known(v);
        }
        match &self.other {
            None => Lookup::NeedShard(reading::READING_ID),
            Some(values) => match values.get(&tb_key(pos)) {
                Some(&v) => Lookup::Known(v),
                None => self.lookup_with(pos, &mut |_| None),
            },
        }
    }

    /// Every legal move of `pos` with what is known of the value it leads to, *for the side
    /// to move of `pos`* (one ply longer than the child's own value), best first.
    #[must_use]
    pub fn moves(&self, pos: &Position) -> Vec<(Move, Lookup)> {
        self.moves_with(&self.variant, pos, &mut |p| {
            local::local_value(&self.variant, p)
        })
    }

    /// [`Tablebase::moves`] under the rules `rules` (the table's, or the table's with the other
    /// reading of the reveal rule: the table serves both, see `docs/tablebase.md`) with the local
    /// search supplied by the caller, which must decide positions under the same rules.
    pub fn moves_with(
        &self,
        rules: &Variant,
        pos: &Position,
        local: &mut dyn FnMut(&Position) -> Option<Value>,
    ) -> Vec<(Move, Lookup)> {
        let mut moves: Vec<(Move, Lookup)> = pos
            .legal_moves(rules)
            .iter()
            .map(|&mv| {
                let child = self.lookup_under(rules, &pos.play(mv), local);
                let mine = match child {
                    Lookup::Known(v) => Lookup::Known(v.for_parent()),
                    other => other,
                };
                (mv, mine)
            })
            .collect();
        gobblet_rules::sort::by_key(&mut moves, |(mv, l)| (rank(*l), *mv));
        moves
    }

    /// The shards needed to value every move of `pos` and not loaded yet.
    #[must_use]
    pub fn missing_shards(&self, pos: &Position) -> Vec<u32> {
        self.missing_shards_with(&self.variant, pos, &mut |p| {
            local::local_value(&self.variant, p)
        })
    }

    /// [`Tablebase::missing_shards`] under the rules `rules`, with the local search supplied by
    /// the caller (as for [`Tablebase::moves_with`]).
    pub fn missing_shards_with(
        &self,
        rules: &Variant,
        pos: &Position,
        local: &mut dyn FnMut(&Position) -> Option<Value>,
    ) -> Vec<u32> {
        let mut ids: Vec<u32> = pos
            .legal_moves(rules)
            .iter()
            .filter_map(|&mv| match self.lookup_under(rules, &pos.play(mv), local) {
                Lookup::NeedShard(id) => Some(id),
                _ => None,
            })
            .collect();
        gobblet_rules::sort::ascending(&mut ids);
        ids.dedup();
        ids
    }

    /// The value of `pos` from its moves' values (or its own local value), if all are known.
    #[must_use]
    pub fn value(&self, pos: &Position) -> Lookup {
        if let Some(v) = local::local_value(&self.variant, pos) {
            return Lookup::Known(v);
        }
        let moves = self.moves(pos);
        if let Some((_, l)) = moves.iter().find(|(_, l)| !matches!(l, Lookup::Known(_))) {
            return *l;
        }
        // Sorted best first: the first move's value is the position's.
        match moves.first() {
            Some((_, l)) => *l,
            None => Lookup::NotInTable,
        }
    }
}

/// A packed tablebase's chunks from its index's bytes, checked against the manifest.
fn packed_chunks(manifest: &Manifest, bytes: &[u8]) -> Result<Chunks, TbError> {
    let index = ChunkIndex::parse(bytes, &manifest.variant, manifest.build)?;
    if index.len() != manifest.chunks
        || index.pack_len() != manifest.shard_bytes
        || bytes.len() as u64 != manifest.index_bytes
    {
        return Err(TbError::Index(Check::ManifestAgreement));
    }
    Ok(Chunks::Packed {
        build: manifest.build,
        index,
    })
}

/// Sort key: wins (fastest first), draws, losses (slowest first), then unknowns.
fn rank(l: Lookup) -> (u8, i32) {
    match l {
        Lookup::Known(Value::Win(n)) => (0, i32::from(n)),
        Lookup::Known(Value::Draw) => (1, 0),
        Lookup::Known(Value::Loss(n)) => (2, -i32::from(n)),
        Lookup::NeedShard(_) | Lookup::NotInTable => (3, 0),
    }
}
