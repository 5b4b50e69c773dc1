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
//! Offline-ready means: the service worker is active, the app shell is saved and every shard of
//! the table is saved.

// The tests draw the page too: they run with `full` (the default).
#[cfg(feature = "full")]
mod page;
#[cfg(all(test, feature = "full"))]
mod tests;
mod view;

use litemap::LiteMap;
use web_kit::codec::Codec;

use gobblet_tablebase::coding::ValueCoding;
#[cfg(feature = "full")]
use gobblet_tablebase::reading;
use gobblet_tablebase::shard::ShardExpect;
use gobblet_tablebase::{Chunks, Manifest, Tablebase};

use crate::fetch::{LoadError, RangesIgnored};

#[cfg(feature = "full")]
pub use page::render_page;
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

/// Every user action on the offline page and every report from the browser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OfflineMsg {
    /// The user: save the whole table (or the rest of it).
    Save,
    /// The user: stop saving (what is saved stays).
    Cancel,
    /// The user: delete the saved table.
    Delete,
    /// The app: the manifest is loaded (send it with the manifest: the table to save is known
    /// and what is saved of it gets counted; any other message with a new manifest does the same).
    ManifestLoaded,
    /// The browser: the service worker's state.
    Worker(Worker),
    /// The service worker: whether the app shell is saved.
    Shell(bool),
    /// The browser: online or not.
    Online(bool),
    /// The browser: whether saved data is kept until the user deletes it.
    Persisted(bool),
    /// The page: what is saved of build `build` (shard ids, their bytes in all).
    Cached {
        /// The build counted.
        build: u64,
        /// The saved shards.
        ids: Vec<u32>,
        /// Their bytes.
        bytes: u64,
    },
    /// The page: job `job` saved these shards (id, bytes).
    Saved {
        /// The job.
        job: u32,
        /// The shards saved since the last report.
        shards: Vec<(u32, u32)>,
    },
    /// The page: job `job` gave up on shard `id` (after retries), and why.
    Failed {
        /// The job.
        job: u32,
        /// The shard.
        id: u32,
        /// Why.
        why: LoadError,
    },
    /// The page: job `job` stopped (done, cancelled, or stopped early: why).
    Ended {
        /// The job.
        job: u32,
        /// Why it stopped early, if it did.
        error: Option<SaveError>,
    },
    /// The page: the saved table is deleted (or why not).
    Deleted(Result<(), BrowserError>),
}

impl OfflineMsg {
    /// The message of a `data-msg="offline:<payload>"` attribute (user actions only).
    #[must_use]
    pub fn from_attr(payload: &str) -> Option<OfflineMsg> {
        BUTTONS.value(payload).cloned()
    }

    /// The `data-msg` payload of a user action (empty for the browser's reports).
    #[must_use]
    pub fn to_attr(&self) -> String {
        BUTTONS.tag(self).unwrap_or_default().to_string()
    }
}

/// The page's buttons (the browser's reports have no attribute): one table for both
/// directions.
const BUTTONS: Codec<OfflineMsg> = Codec {
    table: &[
        ("save", OfflineMsg::Save),
        ("cancel", OfflineMsg::Cancel),
        ("delete", OfflineMsg::Delete),
    ],
};

/// What the page must do.
#[derive(Clone, Debug, PartialEq)]
pub enum OfflineCmd {
    /// Count what is saved of this table and report [`OfflineMsg::Cached`].
    Scan(Plan),
    /// Report [`OfflineMsg::Cached`] (what is saved, counted first), then save every shard not
    /// saved yet (and [`Plan::reading_url`]'s file, not counted among them, its failure reported as
    /// shard [`gobblet_tablebase::reading::READING_ID`]'s), [`PARALLEL`] at a time, each checked
    /// against the manifest, retried with backoff:
    /// report [`OfflineMsg::Saved`] in batches, [`OfflineMsg::Failed`] per shard given up on,
    /// then [`OfflineMsg::Ended`].
    Save {
        /// The job's number (reports carry it).
        job: u32,
        /// The table.
        plan: Plan,
    },
    /// Stop job `job` (abort what is in flight), then report [`OfflineMsg::Ended`].
    Cancel {
        /// The job.
        job: u32,
    },
    /// Delete every saved table, then report [`OfflineMsg::Deleted`].
    Delete,
    /// Ask the service worker whether the app shell is saved ([`OfflineMsg::Shell`]).
    CheckShell,
    /// Ask the browser to keep saved data until the user deletes it ([`OfflineMsg::Persisted`]).
    Persist,
}

/// The state of offline use.
#[derive(Clone, Debug)]
pub struct Offline {
    /// The service worker.
    pub worker: Worker,
    /// Whether the app shell is saved (`None`: not known yet).
    pub shell: Option<bool>,
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

    /// Handles one message; `table` is the app's tablebase once loaded.
    ///
    /// Any message with a manifest the state has not seen (the first, or a new build) adopts
    /// it: the counts start over and the page is asked to count what is saved.
    pub fn update(&mut self, msg: OfflineMsg, table: Option<&Tablebase>) -> Vec<OfflineCmd> {
        let mut cmds = Vec::new();
        if let Some(tb) = table {
            if self.plan.as_ref().map(|p| &p.manifest) != Some(tb.manifest()) {
                if let Some(plan) = Plan::new(tb) {
                    self.adopt(plan, &mut cmds);
                }
            }
        }
        match msg {
            // Adopted above, from `manifest`.
            OfflineMsg::ManifestLoaded => {}
            OfflineMsg::Worker(w) => {
                let active = w == Worker::Active;
                self.worker = w;
                if active {
                    cmds.push(OfflineCmd::CheckShell);
                }
            }
            OfflineMsg::Shell(ready) => self.shell = Some(ready),
            OfflineMsg::Online(online) => self.online = online,
            OfflineMsg::Persisted(kept) => self.persisted = Some(kept),
            OfflineMsg::Cached { build, ids, bytes } => {
                if self.build() == Some(build) {
                    self.saved.iter_mut().for_each(|s| *s = false);
                    self.saved_count = 0;
                    for id in ids {
                        if let Some(s) = self.saved.get_mut(id as usize) {
                            if !*s {
                                *s = true;
                                self.saved_count += 1;
                            }
                        }
                    }
                    self.saved_bytes = bytes;
                    self.scanned = true;
                }
            }
            OfflineMsg::Save => {
                if let Some(plan) = &self.plan {
                    if self.job == Job::Idle && self.can_use_cache() && self.more_to_save() {
                        self.last_job += 1;
                        self.job = Job::Saving(self.last_job);
                        self.failed.clear();
                        self.outcome = None;
                        if self.persisted != Some(true) {
                            cmds.push(OfflineCmd::Persist);
                        }
                        cmds.push(OfflineCmd::Save {
                            job: self.last_job,
                            plan: plan.clone(),
                        });
                    }
                }
            }
            OfflineMsg::Cancel => {
                if let Job::Saving(job) = self.job {
                    self.job = Job::Cancelling(job);
                    cmds.push(OfflineCmd::Cancel { job });
                }
            }
            OfflineMsg::Delete => {
                if self.job == Job::Idle && self.can_use_cache() {
                    self.job = Job::Deleting;
                    self.failed.clear();
                    self.outcome = None;
                    cmds.push(OfflineCmd::Delete);
                }
            }
            OfflineMsg::Saved { job, shards } => {
                if self.running(job) {
                    for (id, bytes) in shards {
                        if let Some(s) = self.saved.get_mut(id as usize) {
                            if !*s {
                                *s = true;
                                self.saved_count += 1;
                                self.saved_bytes += u64::from(bytes);
                            }
                        }
                    }
                }
            }
            OfflineMsg::Failed { job, id, why } => {
                if self.running(job) {
                    self.failed.insert(id, why);
                }
            }
            OfflineMsg::Ended { job, error } => {
                if self.running(job) {
                    self.outcome = Some(match error {
                        Some(e) => Outcome::Error(e),
                        None if !self.more_to_save() => Outcome::Done,
                        None if self.job == Job::Cancelling(job) => Outcome::Cancelled,
                        None => Outcome::Incomplete,
                    });
                    self.job = Job::Idle;
                }
            }
            OfflineMsg::Deleted(result) => {
                if self.job == Job::Deleting {
                    self.job = Job::Idle;
                    match result {
                        Ok(()) => {
                            self.saved.iter_mut().for_each(|s| *s = false);
                            self.saved_count = 0;
                            self.saved_bytes = 0;
                            self.outcome = Some(Outcome::Deleted);
                        }
                        Err(e) => {
                            self.outcome = Some(Outcome::DeleteFailed(e));
                            if let Some(plan) = &self.plan {
                                cmds.push(OfflineCmd::Scan(plan.clone()));
                            }
                        }
                    }
                }
            }
        }
        cmds
    }

    /// Starts over with the table `m` describes (a job of another table is forgotten: its
    /// reports carry its number and are ignored).
    fn adopt(&mut self, plan: Plan, cmds: &mut Vec<OfflineCmd>) {
        self.saved = vec![false; plan.shard_count() as usize];
        self.saved_count = 0;
        self.saved_bytes = 0;
        self.scanned = false;
        self.failed.clear();
        self.outcome = None;
        if let Job::Saving(job) | Job::Cancelling(job) = self.job {
            cmds.push(OfflineCmd::Cancel { job });
            self.job = Job::Idle;
        }
        if self.can_use_cache() && self.job == Job::Idle {
            cmds.push(OfflineCmd::Scan(plan.clone()));
        }
        self.plan = Some(plan);
    }

    /// Whether reports of job `job` are awaited.
    fn running(&self, job: u32) -> bool {
        matches!(self.job, Job::Saving(j) | Job::Cancelling(j) if j == job)
    }

    /// Whether the Cache API may be used (not when the browser has no service workers).
    fn can_use_cache(&self) -> bool {
        !matches!(self.worker, Worker::Unsupported)
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

    /// Offline-ready: the worker is active, the app shell and every shard are saved.
    #[must_use]
    pub fn ready(&self) -> bool {
        self.worker == Worker::Active && self.shell == Some(true) && self.complete()
    }

    /// Whole per cent of the table's bytes saved (100 only when every shard is).
    #[must_use]
    pub fn percent(&self) -> u64 {
        if self.complete() {
            return 100;
        }
        let total = self.total_bytes();
        if total == 0 {
            return 0;
        }
        (self.saved_bytes.min(total) * 100 / total).min(99)
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
