//! The solved table: what `solve` writes, what `verify` and the shard tool read.
//!
//! A solved table is a directory:
//!
//! | file          | contents                                                                   |
//! |---------------|----------------------------------------------------------------------------|
//! | `reach.bin`   | the reached slots: a [`RankedBitset`] over the dense index, 64-byte blocks of `u64` little-endian: the rank before the block, then 7 words (448 bits, bit `i` of the block at word `i / 64`, bit `i % 64`) |
//! | `sides.bin`   | two bits per slot in rank order, four slots per byte from the low bits: bit 0 — reachable with P1 to move, bit 1 — with P2 to move |
//! | `values.bin`  | one byte per slot in rank order: the value for the side to move (see [`gobblet_rules::value`]) |
//! | `stats.json`  | the findings (fields in `docs/solver.md`)                                  |
//! | `table.json`  | written last: `format` ([`FORMAT`]), `version` ([`VERSION`]), `rules`, `combos`, `index_size`, `slots`, and for each binary file its length and XXH3-64 checksum |
//!
//! A slot is a canonical mover-relative position ([`crate::index`]): the side to move's pieces
//! are "mine". Every file is written under a temporary name and renamed when complete, and
//! `table.json` comes last, so a directory with a `table.json` holds a finished table.

use std::fs;
use std::path::{Path, PathBuf};

use gobblet_rules::{Player, Position, Value, Variant, MAX_MOVES};
use memmap2::Mmap;
use serde::{Deserialize, Serialize};

use crate::bitset::{Block, RankedBitset};
use crate::index::{DenseIndex, Indexer};
use crate::movegen::child_indices;

/// The format name in `table.json`.
pub const FORMAT: &str = "gobblet-solved-table";
/// The format version in `table.json`; bump it whenever a file's layout or meaning changes.
pub const VERSION: u32 = 1;

/// A solved table in memory or mapped from disk.
pub struct Table<B, S> {
    /// The rules it was solved under.
    pub variant: Variant,
    /// The dense index tables for the variant's piece count.
    pub indexer: Indexer,
    /// The reached slots.
    pub reach: RankedBitset<B>,
    /// Side flags, two bits per slot.
    pub sides: S,
    /// One value byte per slot.
    pub values: S,
}

/// Why a solved table could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// A file is missing or unreadable.
    #[error("cannot read {path}: {source} (run `solver solve --out DIR` first)")]
    Io {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// `table.json` is not a solved-table header.
    #[error("{path} is not a solved-table header: {detail}")]
    Header {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        detail: String,
    },
    /// Written by another version of the format.
    #[error(
        "solved table format version {got}, this solver reads version {expected}: solve again"
    )]
    Version {
        /// What this build reads.
        expected: u32,
        /// What the file says.
        got: u32,
    },
    /// A data file does not match its header.
    #[error("{file} is corrupt: {detail}; solve again")]
    Corrupt {
        /// The file.
        file: &'static str,
        /// Which check failed.
        detail: String,
    },
}

#[derive(Serialize, Deserialize)]
struct FileInfo {
    bytes: u64,
    xxh3: String,
}

#[derive(Serialize, Deserialize)]
struct Header {
    format: String,
    version: u32,
    rules: String,
    combos: u32,
    index_size: u64,
    slots: u64,
    reach: FileInfo,
    sides: FileInfo,
    values: FileInfo,
}

/// Memory-mapped blocks of `reach.bin`.
pub struct MappedBlocks(Mmap);

impl AsRef<[Block]> for MappedBlocks {
    fn as_ref(&self) -> &[Block] {
        bytemuck::cast_slice(&self.0)
    }
}

/// A memory-mapped byte file.
pub struct MappedBytes(Mmap);

impl AsRef<[u8]> for MappedBytes {
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

/// A solved table read from disk.
pub type MappedTable = Table<MappedBlocks, MappedBytes>;

impl<B: AsRef<[Block]>, S: AsRef<[u8]>> Table<B, S> {
    /// The slot of `pos` (either colour to move), if it was reached.
    #[must_use]
    pub fn slot(&self, pos: &Position) -> Option<u64> {
        self.reach.rank(self.indexer.canonical(pos).0)
    }

    /// The value byte of slot `rank`.
    #[must_use]
    pub fn byte(&self, rank: u64) -> u8 {
        self.values.as_ref()[rank as usize]
    }

    /// The side flags of slot `rank` (bit 0: P1 to move reached, bit 1: P2 to move reached).
    #[must_use]
    pub fn sides_at(&self, rank: u64) -> u8 {
        self.sides.as_ref()[(rank / 4) as usize] >> (2 * (rank % 4)) & 3
    }

    /// Whether `pos` (with its colour to move) was reached from the start.
    #[must_use]
    pub fn is_reached(&self, pos: &Position) -> bool {
        let bit = match pos.side_to_move() {
            Player::P1 => 1,
            Player::P2 => 2,
        };
        self.slot(pos).is_some_and(|r| self.sides_at(r) & bit != 0)
    }

    /// The value of `pos` for its side to move, if its slot was reached.
    #[must_use]
    pub fn value(&self, pos: &Position) -> Option<Value> {
        self.slot(pos).and_then(|r| Value::from_byte(self.byte(r)))
    }

    /// Writes the table and `stats_json` into `dir` (temporary names, renamed at the end,
    /// `table.json` last).
    pub fn write(&self, dir: &Path, stats_json: &str) -> std::io::Result<()> {
        fs::create_dir_all(dir)?;
        // Remove the completion marker first: from here on the directory is not a finished table.
        let _ = fs::remove_file(dir.join("table.json"));
        let blocks: &[u8] = bytemuck::cast_slice(self.reach.blocks());
        let files: [(&str, &[u8]); 4] = [
            ("reach.bin", blocks),
            ("sides.bin", self.sides.as_ref()),
            ("values.bin", self.values.as_ref()),
            ("stats.json", stats_json.as_bytes()),
        ];
        for (name, bytes) in files {
            write_atomically(&dir.join(name), bytes)?;
        }
        let info = |bytes: &[u8]| FileInfo {
            bytes: bytes.len() as u64,
            xxh3: format!("{:016x}", xxhash_rust::xxh3::xxh3_64(bytes)),
        };
        let header = Header {
            format: FORMAT.into(),
            version: VERSION,
            rules: self.variant.to_string(),
            combos: self.indexer.combos(),
            index_size: self.indexer.len(),
            slots: self.reach.ones(),
            reach: info(blocks),
            sides: info(self.sides.as_ref()),
            values: info(self.values.as_ref()),
        };
        let json = serde_json::to_string_pretty(&header).expect("header serialises");
        write_atomically(&dir.join("table.json"), json.as_bytes())
    }
}

/// Writes the slots of `pos`'s children into `slots` (in move order) and returns how many
/// there are. The children's blocks are prefetched together first, so their cache misses
/// overlap. Every child of a reached, non-terminal position is reached; `None` if one is not
/// (a corrupt table).
pub fn child_slots<B: AsRef<[Block]>>(
    indexer: &Indexer,
    reach: &RankedBitset<B>,
    variant: &Variant,
    pos: &Position,
    slots: &mut [u64; MAX_MOVES],
) -> Option<usize> {
    child_slots_of(indexer, reach, pos, &pos.legal_moves(variant), slots)
}

/// [`child_slots`] for moves already generated (`moves` must be `pos`'s legal moves).
pub fn child_slots_of<B: AsRef<[Block]>>(
    indexer: &Indexer,
    reach: &RankedBitset<B>,
    pos: &Position,
    moves: &[gobblet_rules::Move],
    slots: &mut [u64; MAX_MOVES],
) -> Option<usize> {
    let mut indices = [0u64; MAX_MOVES];
    let swapped = indexer.swapped_combos(pos);
    for (k, &mv) in moves.iter().enumerate() {
        indices[k] = indexer.child(pos, &swapped, mv).0;
        reach.prefetch(indices[k]);
    }
    for k in 0..moves.len() {
        slots[k] = reach.rank(indices[k])?;
    }
    Some(moves.len())
}

/// [`child_slots`] of the position at `index` (P1 to move), with moves generated on the
/// index's masks ([`crate::movegen`]); the solve's rounds use it.
pub fn child_slots_at<B: AsRef<[Block]>>(
    indexer: &Indexer,
    reach: &RankedBitset<B>,
    variant: &Variant,
    index: DenseIndex,
    slots: &mut [u64; MAX_MOVES],
) -> Option<usize> {
    let mut indices = [0u64; MAX_MOVES];
    let n = child_indices(indexer, variant, index, &mut indices);
    for &i in &indices[..n] {
        reach.prefetch(i);
    }
    for k in 0..n {
        slots[k] = reach.rank(indices[k])?;
    }
    Some(n)
}

fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = path.with_extension("tmp");
    fs::write(&tmp, bytes)?;
    fs::rename(&tmp, path)
}

fn map(dir: &Path, name: &str) -> Result<Mmap, TableError> {
    let path = dir.join(name);
    let file = fs::File::open(&path).map_err(|source| TableError::Io {
        path: path.clone(),
        source,
    })?;
    // SAFETY: the table files are written once by `solve` and never modified in place; a
    // concurrent writer would only ever replace them by renaming, which keeps this mapping valid.
    unsafe { Mmap::map(&file) }.map_err(|source| TableError::Io { path, source })
}

/// Opens the solved table in `dir`, checking the header, every length and every checksum.
pub fn open(dir: &Path) -> Result<MappedTable, TableError> {
    let path = dir.join("table.json");
    let text = fs::read_to_string(&path).map_err(|source| TableError::Io {
        path: path.clone(),
        source,
    })?;
    let header: Header = serde_json::from_str(&text).map_err(|e| TableError::Header {
        path: path.clone(),
        detail: e.to_string(),
    })?;
    if header.format != FORMAT {
        return Err(TableError::Header {
            path,
            detail: format!("format {:?}", header.format),
        });
    }
    if header.version != VERSION {
        return Err(TableError::Version {
            expected: VERSION,
            got: header.version,
        });
    }
    let variant: Variant = header.rules.parse().map_err(|e| TableError::Header {
        path: path.clone(),
        detail: format!("rules: {e}"),
    })?;
    let indexer = Indexer::new(variant.pieces());
    if header.combos != indexer.combos() || header.index_size != indexer.len() {
        return Err(TableError::Header {
            path,
            detail: "index size does not match the rules".into(),
        });
    }
    let check = |name: &'static str, bytes: &[u8], info: &FileInfo| {
        if bytes.len() as u64 != info.bytes {
            return Err(TableError::Corrupt {
                file: name,
                detail: format!("{} bytes, header says {}", bytes.len(), info.bytes),
            });
        }
        let sum = format!("{:016x}", xxhash_rust::xxh3::xxh3_64(bytes));
        if sum != info.xxh3 {
            return Err(TableError::Corrupt {
                file: name,
                detail: format!("checksum {sum}, header says {}", info.xxh3),
            });
        }
        Ok(())
    };
    let reach = map(dir, "reach.bin")?;
    check("reach.bin", &reach, &header.reach)?;
    let sides = map(dir, "sides.bin")?;
    check("sides.bin", &sides, &header.sides)?;
    let values = map(dir, "values.bin")?;
    check("values.bin", &values, &header.values)?;
    if reach.len() % std::mem::size_of::<Block>() != 0 {
        return Err(TableError::Corrupt {
            file: "reach.bin",
            detail: "not whole blocks".into(),
        });
    }
    let reach = RankedBitset::from_blocks(MappedBlocks(reach), indexer.len()).ok_or(
        TableError::Corrupt {
            file: "reach.bin",
            detail: "block count or rank counters".into(),
        },
    )?;
    if reach.ones() != header.slots
        || sides.len() as u64 != header.slots.div_ceil(4)
        || values.len() as u64 != header.slots
    {
        return Err(TableError::Corrupt {
            file: "values.bin",
            detail: "slot counts of the files disagree".into(),
        });
    }
    Ok(Table {
        variant,
        indexer,
        reach,
        sides: MappedBytes(sides),
        values: MappedBytes(values),
    })
}
