//! The table a save works on: its cache, its chunks and where each is, and what each chunk's
//! header must say.

use gobblet_tablebase::coding::ValueCoding;
#[cfg(feature = "full")]
use gobblet_tablebase::reading;
use gobblet_tablebase::shard::ShardExpect;
use gobblet_tablebase::{Chunks, Manifest, Tablebase};

use super::{cache_name, TB_DIR};

/// The table a job works on: which cache and which chunks (`tb/` + [`Chunks::location`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The cache holding this build's chunks ([`cache_name`]).
    pub cache: String,
    /// The table's manifest (chunk count, build, what a chunk's header must say).
    pub manifest: Manifest,
    /// Where each chunk is (a file, or a range of the pack).
    pub chunks: Chunks,
    /// How a chunk's values are coded.
    pub coding: ValueCoding,
}

impl Plan {
    /// The plan for this table, once its chunks are known (a packed table's index loaded).
    #[must_use]
    pub fn new(tb: &Tablebase) -> Option<Plan> {
        Some(Plan {
            cache: cache_name(tb.manifest().build),
            manifest: tb.manifest().clone(),
            chunks: tb.chunks()?.clone(),
            coding: tb.expect(0).coding,
        })
    }

    /// The other reading's file (`tb/<build>/other-reading.bin`, [`gobblet_tablebase::reading`])
    /// when the table's two readings of the reveal rule differ. The save keeps it with the
    /// chunks but does not count it among them: a table may be published without it (the app
    /// then shows `?` for the moves it would decide, online and offline alike).
    #[cfg(feature = "full")]
    #[must_use]
    pub fn reading_url(&self) -> Option<String> {
        let rules = &self.manifest.variant;
        (!reading::same_values(rules, &reading::other(rules)))
            .then(|| format!("{TB_DIR}{}", reading::path(self.manifest.build)))
    }

    /// The number of shards.
    #[must_use]
    pub fn shard_count(&self) -> u32 {
        self.manifest.shard_count()
    }

    /// Bytes of all shards.
    #[must_use]
    pub fn total_bytes(&self) -> u64 {
        self.manifest.shard_bytes
    }

    /// The URL of chunk `id` relative to the page, also its key in the cache
    /// ([`gobblet_tablebase::Location::url`]).
    #[must_use]
    pub fn url(&self, id: u32) -> String {
        let at = self
            .chunks
            .location(id)
            .map(|l| l.url())
            .unwrap_or_default();
        format!("{TB_DIR}{at}")
    }

    /// Where chunk `id` is (a file, or a range of the pack).
    #[must_use]
    pub fn location(&self, id: u32) -> Option<gobblet_tablebase::Location> {
        self.chunks.location(id)
    }

    /// The chunk index's URL relative to the page (packed tables only).
    #[must_use]
    pub fn index_url(&self) -> Option<String> {
        Some(format!("{TB_DIR}{}", self.manifest.index_path()?))
    }

    /// The chunk a cached URL names (of this build), if any.
    #[must_use]
    pub fn id_of(&self, url: &str) -> Option<u32> {
        self.chunks.id_of_url(url)
    }

    /// What shard `id`'s header must say (the page checks every shard before it keeps it).
    #[must_use]
    pub fn expect(&self, id: u32) -> ShardExpect {
        ShardExpect {
            id,
            variant: self.manifest.variant,
            build: self.manifest.build,
            coding: self.coding,
        }
    }
}
