//! Offline use: the state of the service worker, of the saved app shell and of the saved table,
//! the "Save for offline" job (progress in bytes, cancel, resume), the offline page and the short
//! status line shown on every page.
//!
//! Who does what:
//! * `static/sw.js`, the service worker, keeps the *app shell* (the page, its script, wasm and
//!   styles, `tb/manifest.json`, `tb/stats.json`) in the cache `gobblet-shell`, network first, and
//!   every shard any page fetches in `gobblet-tb-<build>` ([`cache_name`]), cache first. A new
//!   manifest drops the caches of every other build, so shards of two builds never mix.
//! * The page (`web/offline.rs`) carries out the [`OfflineCmd`]s: it counts what is saved, saves
//!   the missing shards a few at a time (each checked before it is kept), and reports back with
//!   [`OfflineMsg`]s.
//! * This module is the state between the two, plain Rust, tested natively.
//!
//! Offline-ready means: the service worker is active, the app shell is saved, the Gobbler page's
//! files are (a save asks the worker for them: [`OfflineCmd::KeepPages`]) and every shard of the
//! table is saved.

// The tests draw the page too: they run with `full` (the default).
mod messages;
#[cfg(feature = "full")]
mod page;
mod plan;
#[cfg(all(test, feature = "full"))]
mod tests;
mod update;
mod view;

use litemap::LiteMap;

use crate::fetch::{LoadError, RangesIgnored};

pub use messages::{OfflineCmd, OfflineMsg};
#[cfg(feature = "full")]
pub use page::render_page;
pub use plan::Plan;
pub use view::{megabytes, status_line};

/// Where the tablebase lives, relative to the page.
pub const TB_DIR: &str = "tb/";
/// How many shards the page fetches at once while saving.
pub const PARALLEL: usize = 6;
/// How many failed shards the page lists by name.
#[cfg(feature = "full")]
const LIST_FAILED: usize = 6;

/// The start of every tablebase cache's name; `static/sw.js` has the same `TB_PREFIX` (a test
/// reads the script and compares).
pub const TB_PREFIX: &str = "gobblet-tb-";

/// The cache that holds the shards of build `build` (`static/sw.js` builds the same name).
#[must_use]
pub fn cache_name(build: u64) -> String {
    format!("{TB_PREFIX}{build:016x}")
}

/// The service worker, as the browser reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Worker {
    /// Not known yet (being registered).
    Checking,
    /// No service worker here (an old browser, or a page not served over https/localhost).
    Unsupported,
    /// Registered, not active yet (it is saving the app shell).
    Installing,
    /// Active: the page is served from the cache when the network is off.
    Active,
    /// The registration failed (why).
    Failed(BrowserError),
}

/// Why the browser refused to register the service worker or to keep, count or delete saved
/// data (`web` maps the browser's error to one of these; its own text goes to the console).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrowserError {
    /// The storage is full (`QuotaExceededError`).
    Quota,
    /// Not allowed here (`SecurityError`, `NotAllowedError`: a private window, the browser's
    /// settings, a page not served over https).
    Denied,
    /// A script or file it needed could not be fetched (a `TypeError`, `NetworkError`).
    Network,
    /// Anything else.
    Other,
}

/// Why a save for offline use stopped before its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The browser refused to keep what was fetched (full storage, …).
    Storage(BrowserError),
    /// The server ignores HTTP range requests: no chunk of the pack can be fetched.
    RangesIgnored(RangesIgnored),
    /// The chunk index could not be had, or was refused: no chunk can be found without it.
    Index(LoadError),
}

/// What is running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// Nothing.
    Idle,
    /// Saving the table (job number).
    Saving(u32),
    /// Asked to stop saving (job number), waiting for the page to stop.
    Cancelling(u32),
    /// Deleting the saved table.
    Deleting,
}

/// How the last job ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every shard is saved.
    Done,
    /// The user cancelled.
    Cancelled,
    /// Some shards could not be fetched (listed in [`Offline::failed`]).
    Incomplete,
    /// Saving stopped before its end (why).
    Error(SaveError),
    /// The saved table was deleted.
    Deleted,
    /// The saved table could not be deleted (why).
    DeleteFailed(BrowserError),
}

/// The state of offline use.
#[derive(Clone, Debug)]
pub struct Offline {
    /// The service worker.
    pub worker: Worker,
    /// Whether the app shell is saved (`None`: not known yet).
    pub shell: Option<bool>,
    /// Whether the Gobbler page's files are saved (`None`: not known yet).
    pub pages: Option<bool>,
    /// Whether the browser is online.
    pub online: bool,
    /// Whether saved data is kept until deleted (`None`: not known).
    pub persisted: Option<bool>,
    /// The table (from the manifest), once known.
    plan: Option<Plan>,
    /// Which shards are saved, by id (empty until counted).
    saved: Vec<bool>,
    /// How many are saved.
    saved_count: u32,
    /// Their bytes.
    saved_bytes: u64,
    /// Whether the saved shards have been counted.
    scanned: bool,
    /// What is running.
    pub job: Job,
    /// The last job's number.
    last_job: u32,
    /// Shards the last job gave up on, and why.
    pub failed: LiteMap<u32, LoadError>,
    /// How the last job ended.
    pub outcome: Option<Outcome>,
}

impl Default for Offline {
    fn default() -> Offline {
        Offline::new()
    }
}

/// The short state for the status line (and its CSS class).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Summary {
    /// No offline use in this browser.
    Unsupported,
    /// Not known yet.
    Checking,
    /// Saving the table.
    Saving,
    /// Everything is saved.
    Ready,
    /// The table is saved; the app shell or the worker is not ready yet.
    AlmostReady,
    /// Part of the table is saved.
    Partial,
    /// Nothing of the table is saved.
    NotSaved,
}

impl Summary {
    /// The CSS class.
    #[must_use]
    pub fn class(self) -> &'static str {
        match self {
            Summary::Unsupported => "unsupported",
            Summary::Checking => "checking",
            Summary::Saving => "saving",
            Summary::Ready => "ready",
            Summary::AlmostReady => "almost",
            Summary::Partial => "partial",
            Summary::NotSaved => "not-saved",
        }
    }
}

impl Offline {
    /// Nothing known yet.
    #[must_use]
    pub fn new() -> Offline {
        Offline {
            worker: Worker::Checking,
            shell: None,
            pages: None,
            online: true,
            persisted: None,
            plan: None,
            saved: Vec::new(),
            saved_count: 0,
            saved_bytes: 0,
            scanned: false,
            job: Job::Idle,
            last_job: 0,
            failed: LiteMap::new(),
            outcome: None,
        }
    }

    /// The build of the table, once the manifest is loaded.
    #[must_use]
    pub fn build(&self) -> Option<u64> {
        self.plan.as_ref().map(|p| p.manifest.build)
    }

    /// The number of shards of the table (0 until the manifest is loaded).
    #[must_use]
    pub fn shard_count(&self) -> u32 {
        self.plan.as_ref().map_or(0, Plan::shard_count)
    }

    /// Bytes of the whole table (0 until the manifest is loaded).
    #[must_use]
    pub fn total_bytes(&self) -> u64 {
        self.plan.as_ref().map_or(0, Plan::total_bytes)
    }

    /// Saved shards.
    #[must_use]
    pub fn saved_count(&self) -> u32 {
        self.saved_count
    }

    /// Bytes of the saved shards.
    #[must_use]
    pub fn saved_bytes(&self) -> u64 {
        self.saved_bytes
    }

    /// Whether the saved shards have been counted.
    #[must_use]
    pub fn scanned(&self) -> bool {
        self.scanned
    }

    /// Whether every shard of the table is saved.
    #[must_use]
    pub fn complete(&self) -> bool {
        self.scanned && self.plan.is_some() && self.saved_count == self.shard_count()
    }

    /// Whether a save has something to do: a shard not saved yet, or a file the last job could
    /// not fetch (the other reading's, which is not counted among the shards).
    #[must_use]
    pub fn more_to_save(&self) -> bool {
        !self.complete() || !self.failed.is_empty()
    }

    /// Offline-ready: the worker is active, the app shell, the Gobbler page's files and every
    /// shard are saved.
    #[must_use]
    pub fn ready(&self) -> bool {
        self.worker == Worker::Active
            && self.shell == Some(true)
            && self.pages == Some(true)
            && self.complete()
    }

    /// Whole per cent of the table's bytes saved: 100 only when every shard is, 0 only when
    /// nothing is (a few chunks kept while browsing are 1 %, never "partly saved (0 %)").
    #[must_use]
    pub fn percent(&self) -> u64 {
        if self.complete() {
            return 100;
        }
        let total = self.total_bytes();
        if total == 0 || self.saved_bytes == 0 {
            return 0;
        }
        (self.saved_bytes.min(total) * 100 / total).clamp(1, 99)
    }

    /// The short state.
    #[must_use]
    pub fn summary(&self) -> Summary {
        if self.worker == Worker::Unsupported {
            Summary::Unsupported
        } else if matches!(self.job, Job::Saving(_) | Job::Cancelling(_)) {
            Summary::Saving
        } else if self.ready() {
            Summary::Ready
        } else if !self.scanned {
            Summary::Checking
        } else if self.complete() {
            Summary::AlmostReady
        } else if self.saved_count > 0 {
            Summary::Partial
        } else {
            Summary::NotSaved
        }
    }
}
