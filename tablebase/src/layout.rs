//! Where a key's chunk is: which chunk holds a key, and which file (and byte range) holds a chunk.
//!
//! Two layouts share one chunk format ([`crate::shard`]):
//! * **packed** (the default): keys in canonical-key order cut into chunks of about equal size,
//!   concatenated into one file `<build>/pack.bin`; `<build>/index.bin` ([`ChunkIndex`]) gives each
//!   chunk's first key and byte range. A client fetches a chunk with an HTTP range request. Three
//!   files in all, and the children of a position, whose keys share long prefixes with each
//!   other, fall in few chunks.
//! * **files**: `1 << bits` files `<build>/<id>.bin`, a key's file chosen by a hash of the key
//!   ([`crate::shard::shard_of`]). Needs no range support from the server.

use std::ops::Range;

use crate::index::ChunkIndex;
use crate::shard;

/// The name of the pack in a build's directory.
pub const PACK_FILE: &str = "pack.bin";
/// The name of the chunk index in a build's directory.
pub const INDEX_FILE: &str = "index.bin";
/// The id that stands for a packed tablebase's index while it is not loaded: lookups that need
/// a chunk ask for it first ([`crate::Lookup::NeedShard`]), and it is fetched and inserted like
/// a chunk ([`crate::Tablebase::insert_shard`]).
pub const INDEX_ID: u32 = u32::MAX;

/// How a tablebase's keys are split into chunks and where each chunk's bytes are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chunks {
    /// `1 << bits` files `<build>/<id>.bin`, a key's file chosen by a hash.
    Files {
        /// The build id (the directory's name).
        build: u64,
        /// There are `1 << bits` files.
        bits: u32,
    },
    /// Chunks of consecutive keys concatenated in `<build>/pack.bin`, found through the index.
    Packed {
        /// The build id (the directory's name).
        build: u64,
        /// The first key and byte range of every chunk.
        index: ChunkIndex,
    },
}

/// Where one chunk's bytes are, relative to the manifest's directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file.
    pub path: String,
    /// The chunk's bytes in the file (end exclusive), when the file holds more than the chunk.
    pub range: Option<Range<u64>>,
}

impl Location {
    /// The URL of the chunk relative to the manifest: the file, and for a range of a pack the
    /// range as a query (`pack.bin?bytes=a-b`, inclusive as in HTTP). Static servers ignore the
    /// query; it makes the URL name the chunk, so caches (the service worker's, a CDN's) keep
    /// each chunk under its own key.
    #[must_use]
    pub fn url(&self) -> String {
        match &self.range {
            None => self.path.clone(),
            Some(r) => format!("{}?bytes={}-{}", self.path, r.start, r.end - 1),
        }
    }

    /// The `Range` header to send, if the chunk is part of a file.
    #[must_use]
    pub fn range_header(&self) -> Option<String> {
        self.range
            .as_ref()
            .map(|r| format!("bytes={}-{}", r.start, r.end - 1))
    }

    /// Whether a `Content-Range` header (`bytes a-b/total`) answers exactly this chunk's range.
    #[must_use]
    pub fn answered_by(&self, content_range: &str) -> bool {
        let Some(r) = &self.range else { return false };
        let Some(rest) = content_range.trim().strip_prefix("bytes ") else {
            return false;
        };
        let span = rest.split('/').next().unwrap_or("");
        span == format!("{}-{}", r.start, r.end - 1)
    }
}

impl Chunks {
    /// The number of chunks.
    #[must_use]
    pub fn count(&self) -> u32 {
        match self {
            Chunks::Files { bits, .. } => 1 << bits,
            Chunks::Packed { index, .. } => index.len(),
        }
    }

    /// The chunk that holds `key`, if any chunk does.
    #[must_use]
    pub fn chunk_of(&self, key: u64) -> u32 {
        match self {
            Chunks::Files { bits, .. } => shard::shard_of(key, *bits),
            Chunks::Packed { index, .. } => index.chunk_of(key),
        }
    }

    /// Where chunk `id` is (`None` past the last chunk).
    #[must_use]
    pub fn location(&self, id: u32) -> Option<Location> {
        match self {
            Chunks::Files { build, .. } => (id < self.count()).then(|| Location {
                path: format!("{build:016x}/{id:04x}.bin"),
                range: None,
            }),
            Chunks::Packed { build, index } => Some(Location {
                path: format!("{build:016x}/{PACK_FILE}"),
                range: Some(index.range(id)?),
            }),
        }
    }

    /// The chunk a URL names ([`Location::url`], after any prefix such as `tb/` or an origin),
    /// if it is one of this tablebase's.
    #[must_use]
    pub fn id_of_url(&self, url: &str) -> Option<u32> {
        match self {
            Chunks::Files { build, .. } => {
                let url = url.split(['?', '#']).next()?;
                let rest = url
                    .rsplit_once(&format!("/{build:016x}/"))
                    .map(|(_, r)| r)?;
                let hex = rest.strip_suffix(".bin")?;
                if hex.len() != 4 || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
                    return None;
                }
                let id = u32::from_str_radix(hex, 16).ok()?;
                (id < self.count()).then_some(id)
            }
            Chunks::Packed { build, index } => {
                let rest = url
                    .rsplit_once(&format!("/{build:016x}/{PACK_FILE}?bytes="))
                    .map(|(_, r)| r)?;
                let (a, b) = rest.split_once('-')?;
                let (a, b): (u64, u64) = (a.parse().ok()?, b.parse().ok()?);
                index.chunk_at(a..b.checked_add(1)?)
            }
        }
    }
}
