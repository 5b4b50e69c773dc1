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

use std::collections::BTreeMap;
use std::fmt::Write as _;

use gobblet_tablebase::shard::ShardExpect;
use gobblet_tablebase::Manifest;

use crate::i18n::fill;
use crate::view::esc;

/// Where the tablebase lives, relative to the page.
pub const TB_DIR: &str = "tb/";
/// How many shards the page fetches at once while saving.
pub const PARALLEL: usize = 6;
/// How many failed shards the page lists by name.
const LIST_FAILED: usize = 6;

/// The cache that holds the shards of build `build` (`static/sw.js` uses the same name).
#[must_use]
pub fn cache_name(build: u64) -> String {
    format!("gobblet-tb-{build:016x}")
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
    Failed(String),
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
    /// Saving stopped: the cache refused (full storage, …).
    Error(String),
    /// The saved table was deleted.
    Deleted,
}

/// The table a job works on: which cache and which shards (`tb/` + [`Manifest::shard_path`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The cache holding this build's shards ([`cache_name`]).
    pub cache: String,
    /// The table's manifest (shard count, paths, build, what a shard's header must say).
    pub manifest: Manifest,
}

impl Plan {
    /// The plan for the table this manifest describes.
    #[must_use]
    pub fn new(manifest: &Manifest) -> Plan {
        Plan {
            cache: cache_name(manifest.build),
            manifest: manifest.clone(),
        }
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

    /// The URL of shard `id`, relative to the page.
    #[must_use]
    pub fn url(&self, id: u32) -> String {
        format!("{TB_DIR}{}", self.manifest.shard_path(id))
    }

    /// The shard id a cached URL belongs to (`…/<build>/<id>.bin` of this build), if any.
    #[must_use]
    pub fn id_of(&self, url: &str) -> Option<u32> {
        let url = url.split(['?', '#']).next()?;
        let mut parts = url.rsplit('/');
        let file = parts.next()?;
        let dir = parts.next()?;
        if dir != format!("{:016x}", self.manifest.build) {
            return None;
        }
        let hex = file.strip_suffix(".bin")?;
        if hex.len() != 4 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let id = u32::from_str_radix(hex, 16).ok()?;
        (id < self.shard_count()).then_some(id)
    }

    /// What shard `id`'s header must say (the page checks every shard before it keeps it).
    #[must_use]
    pub fn expect(&self, id: u32) -> ShardExpect {
        ShardExpect {
            id,
            variant: self.manifest.variant,
            build: self.manifest.build,
            value_bits: self.manifest.value_bits,
            codes: u8::try_from(self.manifest.values.len()).unwrap_or(u8::MAX),
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
        why: String,
    },
    /// The page: job `job` stopped (done, cancelled, or the cache refused: why).
    Ended {
        /// The job.
        job: u32,
        /// Why it stopped early, if the cache refused.
        error: Option<String>,
    },
    /// The page: the saved table is deleted (or why not).
    Deleted(Result<(), String>),
}

impl OfflineMsg {
    /// The message of a `data-msg="offline:<payload>"` attribute (user actions only).
    #[must_use]
    pub fn from_attr(payload: &str) -> Option<OfflineMsg> {
        match payload {
            "save" => Some(OfflineMsg::Save),
            "cancel" => Some(OfflineMsg::Cancel),
            "delete" => Some(OfflineMsg::Delete),
            _ => None,
        }
    }

    /// The `data-msg` payload of a user action (empty for the browser's reports).
    #[must_use]
    pub fn to_attr(&self) -> String {
        match self {
            OfflineMsg::Save => "save",
            OfflineMsg::Cancel => "cancel",
            OfflineMsg::Delete => "delete",
            _ => "",
        }
        .to_string()
    }
}

/// What the page must do.
#[derive(Clone, Debug, PartialEq)]
pub enum OfflineCmd {
    /// Count what is saved of this table and report [`OfflineMsg::Cached`].
    Scan(Plan),
    /// Report [`OfflineMsg::Cached`] (what is saved, counted first), then save every shard not
    /// saved yet, [`PARALLEL`] at a time, each checked against the manifest, retried with backoff:
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
    pub failed: BTreeMap<u32, String>,
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
            failed: BTreeMap::new(),
            outcome: None,
        }
    }

    /// Handles one message; `manifest` is the app's manifest once loaded.
    ///
    /// Any message with a manifest the state has not seen (the first, or a new build) adopts
    /// it: the counts start over and the page is asked to count what is saved.
    pub fn update(&mut self, msg: OfflineMsg, manifest: Option<&Manifest>) -> Vec<OfflineCmd> {
        let mut cmds = Vec::new();
        if let Some(m) = manifest {
            if self.plan.as_ref().map(|p| &p.manifest) != Some(m) {
                self.adopt(m, &mut cmds);
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
                    if self.job == Job::Idle && self.can_use_cache() && !self.complete() {
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
                        None if self.complete() => Outcome::Done,
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
                            self.outcome = Some(Outcome::Error(e));
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
    fn adopt(&mut self, m: &Manifest, cmds: &mut Vec<OfflineCmd>) {
        let plan = Plan::new(m);
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

/// The offline page's strings (one instance per language, in `i18n/<lang>/offline.rs`).
/// Placeholders: `{0}`, `{1}`, … as each field says.
pub struct OfflineText {
    /// The page's title.
    pub title: &'static str,
    /// What offline use is; `{0}` the table's size (`36.2 MB`), `{1}` its number of files.
    pub intro: &'static str,
    /// The headline when everything is saved.
    pub ready: &'static str,
    /// The headline otherwise.
    pub not_ready: &'static str,
    /// Label of the app line.
    pub app_label: &'static str,
    /// The app shell is saved.
    pub app_saved: &'static str,
    /// The app shell is being saved.
    pub app_saving: &'static str,
    /// Not known yet.
    pub checking: &'static str,
    /// No service worker here.
    pub app_unsupported: &'static str,
    /// The registration failed; `{0}` why.
    pub app_failed: &'static str,
    /// Label of the table line.
    pub table_label: &'static str,
    /// `{0}` saved files, `{1}` all files, `{2}` the sizes ([`OfflineText::bytes`]).
    pub table_count: &'static str,
    /// The manifest is not loaded (yet, or at all).
    pub table_unknown: &'static str,
    /// Label of the network line.
    pub network_label: &'static str,
    /// Online.
    pub online: &'static str,
    /// Offline.
    pub offline: &'static str,
    /// Label of the storage line.
    pub storage_label: &'static str,
    /// Saved data is kept until deleted.
    pub persisted: &'static str,
    /// Saved data may be cleared by the browser.
    pub not_persisted: &'static str,
    /// `{0}` saved megabytes, `{1}` all megabytes.
    pub bytes: &'static str,
    /// `{0}` a whole per cent.
    pub percent: &'static str,
    /// The progress bar's accessible name.
    pub progress_label: &'static str,
    /// The save button, nothing saved yet.
    pub save: &'static str,
    /// The save button, part saved.
    pub resume: &'static str,
    /// The save button when everything is saved (disabled).
    pub all_saved: &'static str,
    /// The save button after failures.
    pub retry: &'static str,
    /// The cancel button.
    pub cancel: &'static str,
    /// The delete button.
    pub delete: &'static str,
    /// While saving; `{0}` files to go.
    pub saving: &'static str,
    /// While cancelling.
    pub cancelling: &'static str,
    /// While deleting.
    pub deleting: &'static str,
    /// Saving needs the network.
    pub need_network: &'static str,
    /// The last job saved everything.
    pub done: &'static str,
    /// The last job was cancelled.
    pub cancelled: &'static str,
    /// The saved table was deleted.
    pub deleted: &'static str,
    /// `{0}` files could not be fetched: `{1}` the list.
    pub failed: &'static str,
    /// The end of a shortened list; `{0}` how many more.
    pub more: &'static str,
    /// Saving stopped; `{0}` why.
    pub error: &'static str,
    /// Status line: no offline use here.
    pub status_unsupported: &'static str,
    /// Status line: not known yet.
    pub status_checking: &'static str,
    /// Status line: saving; `{0}` per cent.
    pub status_saving: &'static str,
    /// Status line: ready, online.
    pub status_ready: &'static str,
    /// Status line: ready, offline.
    pub status_ready_offline: &'static str,
    /// Status line: the table is saved, the app shell not yet.
    pub status_almost: &'static str,
    /// Status line: part saved; `{0}` per cent.
    pub status_partial: &'static str,
    /// Status line: nothing saved.
    pub status_not_saved: &'static str,
    /// Status line: offline and not ready.
    pub status_offline_partial: &'static str,
}

/// Megabytes with one decimal (two for tables under 1 MB), for "x MB of y MB".
#[must_use]
pub fn megabytes(bytes: u64, total: u64) -> String {
    let mb = bytes as f64 / 1e6;
    if total < 1_000_000 {
        format!("{mb:.2}")
    } else {
        format!("{mb:.1}")
    }
}

/// The short status line shown on every page (inline HTML, text escaped).
#[must_use]
pub fn status_line(o: &Offline, t: &OfflineText) -> String {
    let summary = o.summary();
    let text = match summary {
        Summary::Unsupported => t.status_unsupported.to_string(),
        Summary::Checking => t.status_checking.to_string(),
        Summary::Saving => fill(t.status_saving, &[&o.percent()]),
        Summary::Ready if o.online => t.status_ready.to_string(),
        Summary::Ready => t.status_ready_offline.to_string(),
        Summary::AlmostReady => t.status_almost.to_string(),
        Summary::Partial => fill(t.status_partial, &[&o.percent()]),
        Summary::NotSaved => t.status_not_saved.to_string(),
    };
    let text = if !o.online && summary != Summary::Ready {
        t.status_offline_partial.to_string()
    } else {
        text
    };
    format!(
        r#"<span class="offline-summary {}" data-ready="{}" data-online="{}">{}</span>"#,
        summary.class(),
        o.ready(),
        o.online,
        esc(&text)
    )
}

/// A bullet of the checklist: its state class (`ok`, `no`, `wait`), label and text.
fn check(h: &mut String, id: &str, class: &str, label: &str, text: &str) {
    let _ = write!(
        h,
        r#"<li id="offline-{id}" class="{class}"><span class="what">{}</span> <span class="state">{}</span></li>"#,
        esc(label),
        esc(text)
    );
}

/// The offline page.
#[must_use]
pub fn render_page(o: &Offline, t: &OfflineText) -> String {
    let total = o.total_bytes();
    let mut h = String::from(r#"<div class="offline">"#);
    let _ = write!(h, "<h2>{}</h2>", esc(t.title));
    if o.plan.is_some() {
        let size = format!("{} MB", megabytes(total, total));
        let _ = write!(
            h,
            "<p>{}</p>",
            esc(&fill(t.intro, &[&size, &o.shard_count()]))
        );
    } else {
        let _ = write!(h, "<p>{}</p>", esc(&fill(t.intro, &[&"…", &"…"])));
    }

    let ready = o.ready();
    let _ = write!(
        h,
        r#"<p id="offline-headline" class="headline {}" data-ready="{ready}">{}</p>"#,
        if ready { "ready" } else { "not-ready" },
        esc(if ready { t.ready } else { t.not_ready })
    );

    h.push_str(r#"<ul class="checks">"#);
    let (class, text) = match (&o.worker, o.shell) {
        (Worker::Unsupported, _) => ("no", t.app_unsupported.to_string()),
        (Worker::Failed(e), _) => ("no", fill(t.app_failed, &[e])),
        (Worker::Active, Some(true)) => ("ok", t.app_saved.to_string()),
        (Worker::Active | Worker::Installing, _) => ("wait", t.app_saving.to_string()),
        (Worker::Checking, _) => ("wait", t.checking.to_string()),
    };
    check(&mut h, "app", class, t.app_label, &text);
    let (class, text) = if o.plan.is_none() {
        ("wait", t.table_unknown.to_string())
    } else if !o.scanned {
        ("wait", t.checking.to_string())
    } else {
        let bytes = fill(
            t.bytes,
            &[&megabytes(o.saved_bytes, total), &megabytes(total, total)],
        );
        (
            if o.complete() { "ok" } else { "no" },
            fill(t.table_count, &[&o.saved_count, &o.shard_count(), &bytes]),
        )
    };
    check(&mut h, "table", class, t.table_label, &text);
    check(
        &mut h,
        "network",
        if o.online { "ok" } else { "no" },
        t.network_label,
        if o.online { t.online } else { t.offline },
    );
    if let Some(kept) = o.persisted {
        check(
            &mut h,
            "storage",
            if kept { "ok" } else { "wait" },
            t.storage_label,
            if kept { t.persisted } else { t.not_persisted },
        );
    }
    h.push_str("</ul>");

    if o.plan.is_some() && o.worker != Worker::Unsupported {
        let bytes = fill(
            t.bytes,
            &[&megabytes(o.saved_bytes, total), &megabytes(total, total)],
        );
        let _ = write!(
            h,
            r#"<div class="bar"><progress id="offline-progress" max="{total}" value="{}" aria-label="{}"></progress> <span id="offline-bytes">{} <span class="pct">({})</span></span></div>"#,
            o.saved_bytes.min(total),
            esc(t.progress_label),
            esc(&bytes),
            esc(&fill(t.percent, &[&o.percent()]))
        );
        h.push_str(&buttons(o, t));
        h.push_str(&job_note(o, t));
    }
    h.push_str("</div>");
    h
}

/// Save (or resume, or try again), cancel and delete. The buttons that do not apply are
/// `aria-disabled` rather than removed, so the keyboard focus stays where it was.
fn buttons(o: &Offline, t: &OfflineText) -> String {
    let idle = o.job == Job::Idle;
    let save_label = if o.complete() {
        t.all_saved
    } else if !o.failed.is_empty() {
        t.retry
    } else if o.saved_count > 0 {
        t.resume
    } else {
        t.save
    };
    let can_save = idle && o.scanned && !o.complete() && o.online;
    let mut h = String::from(r#"<div class="actions">"#);
    let mut button = |msg: OfflineMsg, label: &str, enabled: bool, class: &str| {
        let _ = write!(
            h,
            r#"<button type="button" class="{class}" data-msg="offline:{}" aria-disabled="{}">{}</button>"#,
            msg.to_attr(),
            !enabled,
            esc(label)
        );
    };
    button(OfflineMsg::Save, save_label, can_save, "primary");
    button(
        OfflineMsg::Cancel,
        t.cancel,
        matches!(o.job, Job::Saving(_)),
        "",
    );
    button(
        OfflineMsg::Delete,
        t.delete,
        idle && o.saved_count > 0,
        "danger",
    );
    h.push_str("</div>");
    h
}

/// What the running or last job says.
fn job_note(o: &Offline, t: &OfflineText) -> String {
    let text = match (&o.job, &o.outcome) {
        (Job::Saving(_), _) => fill(t.saving, &[&(o.shard_count() - o.saved_count)]),
        (Job::Cancelling(_), _) => t.cancelling.to_string(),
        (Job::Deleting, _) => t.deleting.to_string(),
        (Job::Idle, Some(Outcome::Done)) => t.done.to_string(),
        (Job::Idle, Some(Outcome::Cancelled)) => t.cancelled.to_string(),
        (Job::Idle, Some(Outcome::Deleted)) => t.deleted.to_string(),
        (Job::Idle, Some(Outcome::Error(e))) => fill(t.error, &[e]),
        (Job::Idle, Some(Outcome::Incomplete)) => failed_text(&o.failed, t),
        (Job::Idle, None) if !o.online && o.scanned && !o.complete() => t.need_network.to_string(),
        (Job::Idle, None) => String::new(),
    };
    let class = match (&o.job, &o.outcome) {
        (Job::Idle, Some(Outcome::Error(_) | Outcome::Incomplete)) => "note bad",
        (Job::Idle, Some(Outcome::Done)) => "note good",
        _ => "note",
    };
    let mut h = format!(
        r#"<p id="offline-note" class="{class}" role="status">{}</p>"#,
        esc(&text)
    );
    if o.job == Job::Idle && o.outcome.is_some() && !o.online && !o.complete() {
        let _ = write!(h, r#"<p class="note">{}</p>"#, esc(t.need_network));
    }
    h
}

/// "n files could not be fetched: 00a3 (HTTP 404), …".
fn failed_text(failed: &BTreeMap<u32, String>, t: &OfflineText) -> String {
    let mut list: Vec<String> = failed
        .iter()
        .take(LIST_FAILED)
        .map(|(id, why)| format!("{id:04x} ({why})"))
        .collect();
    if failed.len() > LIST_FAILED {
        list.push(fill(t.more, &[&(failed.len() - LIST_FAILED)]));
    }
    fill(t.failed, &[&failed.len(), &list.join(", ")])
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobblet_rules::Variant;

    use crate::i18n::Lang;

    fn texts() -> impl Iterator<Item = &'static OfflineText> {
        Lang::ALL.into_iter().map(|l| &l.messages().offline)
    }

    fn en() -> &'static OfflineText {
        &Lang::En.messages().offline
    }

    /// A table of 8 shards, 8,000 bytes in all.
    fn manifest(build: u64) -> Manifest {
        Manifest {
            format: gobblet_tablebase::manifest::FORMAT.into(),
            version: 1,
            variant: Variant::STANDARD,
            build,
            shard_bits: 3,
            value_bits: 3,
            values: vec![1, 2, 3],
            keys: 100,
            shard_bytes: 8_000,
            local: String::new(),
            book: Vec::new(),
        }
    }

    /// An offline state with the manifest loaded and `ids` (1,000 bytes each) already saved.
    fn loaded(m: &Manifest, ids: &[u32]) -> Offline {
        let mut o = Offline::new();
        assert_eq!(
            o.update(OfflineMsg::ManifestLoaded, Some(m)),
            vec![OfflineCmd::Scan(Plan::new(m))]
        );
        let bytes = 1_000 * ids.len() as u64;
        o.update(
            OfflineMsg::Cached {
                build: m.build,
                ids: ids.to_vec(),
                bytes,
            },
            Some(m),
        );
        o
    }

    fn job_of(cmds: &[OfflineCmd]) -> u32 {
        cmds.iter()
            .find_map(|c| match c {
                OfflineCmd::Save { job, .. } => Some(*job),
                _ => None,
            })
            .expect("a save command")
    }

    #[test]
    fn user_messages_round_trip_through_attributes() {
        for msg in [OfflineMsg::Save, OfflineMsg::Cancel, OfflineMsg::Delete] {
            assert_eq!(OfflineMsg::from_attr(&msg.to_attr()), Some(msg));
        }
        assert_eq!(OfflineMsg::from_attr("explode"), None);
        assert_eq!(OfflineMsg::from_attr(""), None);
        assert_eq!(OfflineMsg::Online(true).to_attr(), "");
    }

    #[test]
    fn the_plan_names_every_shard_of_its_build_only() {
        let m = manifest(0xabc);
        let plan = Plan::new(&m);
        assert_eq!(plan.cache, "gobblet-tb-0000000000000abc");
        assert_eq!(plan.shard_count(), 8);
        assert_eq!(plan.url(7), "tb/0000000000000abc/0007.bin");
        for id in 0..plan.shard_count() {
            let abs = format!("http://127.0.0.1:8080/gobblet/{}", plan.url(id));
            assert_eq!(plan.id_of(&abs), Some(id));
            assert_eq!(plan.expect(id).id, id);
            assert_eq!(plan.expect(id).build, 0xabc);
        }
        assert_eq!(plan.id_of("tb/0000000000000abc/0003.bin?x=1"), Some(3));
        assert_eq!(
            plan.id_of("tb/0000000000000abd/0003.bin"),
            None,
            "another build"
        );
        assert_eq!(
            plan.id_of("tb/0000000000000abc/0008.bin"),
            None,
            "past the last shard"
        );
        assert_eq!(plan.id_of("tb/0000000000000abc/03.bin"), None);
        assert_eq!(plan.id_of("tb/0000000000000abc/00zz.bin"), None);
        assert_eq!(plan.id_of("tb/manifest.json"), None);
        assert_eq!(plan.id_of(""), None);
        assert_eq!(plan.expect(0).codes, 3);
    }

    #[test]
    fn loading_the_manifest_counts_what_is_saved() {
        let m = manifest(1);
        let mut o = Offline::new();
        assert!(o.update(OfflineMsg::ManifestLoaded, None).is_empty());
        assert_eq!(o.summary(), Summary::Checking);
        assert_eq!(
            o.update(OfflineMsg::Worker(Worker::Active), None),
            vec![OfflineCmd::CheckShell]
        );
        let cmds = o.update(OfflineMsg::ManifestLoaded, Some(&m));
        assert_eq!(cmds, vec![OfflineCmd::Scan(Plan::new(&m))]);
        assert!(
            o.update(OfflineMsg::ManifestLoaded, Some(&m)).is_empty(),
            "the same manifest again: nothing new"
        );
        // Duplicates, shards past the end and another build's counts are ignored.
        o.update(
            OfflineMsg::Cached {
                build: 2,
                ids: vec![0, 1, 2, 3, 4, 5, 6, 7],
                bytes: 8_000,
            },
            Some(&m),
        );
        assert!(!o.scanned());
        o.update(
            OfflineMsg::Cached {
                build: 1,
                ids: vec![0, 3, 3, 99],
                bytes: 2_000,
            },
            Some(&m),
        );
        assert!(o.scanned());
        assert_eq!((o.saved_count(), o.saved_bytes()), (2, 2_000));
        assert_eq!(o.percent(), 25);
        assert_eq!(o.summary(), Summary::Partial);
        assert!(!o.complete());
    }

    #[test]
    fn save_cancel_resume_and_finish() {
        let m = manifest(1);
        let mut o = loaded(&m, &[0, 3]);
        o.update(OfflineMsg::Worker(Worker::Active), Some(&m));
        o.update(OfflineMsg::Shell(true), Some(&m));

        let cmds = o.update(OfflineMsg::Save, Some(&m));
        assert_eq!(cmds.first(), Some(&OfflineCmd::Persist));
        let job = job_of(&cmds);
        assert_eq!(o.job, Job::Saving(job));
        assert_eq!(o.summary(), Summary::Saving);
        assert!(
            o.update(OfflineMsg::Save, Some(&m)).is_empty(),
            "one job at a time"
        );
        // The job counts again first (the worker may have saved shards meanwhile).
        o.update(
            OfflineMsg::Cached {
                build: 1,
                ids: vec![0, 3, 4],
                bytes: 3_000,
            },
            Some(&m),
        );
        // A shard reported twice counts once; a stale job's report is ignored.
        o.update(
            OfflineMsg::Saved {
                job,
                shards: vec![(1, 1_000), (4, 1_000)],
            },
            Some(&m),
        );
        o.update(
            OfflineMsg::Saved {
                job: job + 7,
                shards: vec![(2, 1_000)],
            },
            Some(&m),
        );
        assert_eq!((o.saved_count(), o.saved_bytes()), (4, 4_000));
        assert_eq!(o.percent(), 50);

        assert_eq!(
            o.update(OfflineMsg::Cancel, Some(&m)),
            vec![OfflineCmd::Cancel { job }]
        );
        assert_eq!(o.job, Job::Cancelling(job));
        // Shards in flight when the cancel came may still land.
        o.update(
            OfflineMsg::Saved {
                job,
                shards: vec![(5, 1_000)],
            },
            Some(&m),
        );
        o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
        assert_eq!(o.job, Job::Idle);
        assert_eq!(o.outcome, Some(Outcome::Cancelled));
        assert_eq!((o.saved_count(), o.saved_bytes()), (5, 5_000));
        assert!(render_page(&o, en()).contains(en().resume));

        // Resume: a new job saves the rest.
        let cmds = o.update(OfflineMsg::Save, Some(&m));
        let job2 = job_of(&cmds);
        assert_ne!(job2, job);
        o.update(
            OfflineMsg::Saved {
                job: job2,
                shards: vec![(2, 1_000), (6, 1_000), (7, 1_000)],
            },
            Some(&m),
        );
        assert!(o.complete());
        o.update(
            OfflineMsg::Ended {
                job: job2,
                error: None,
            },
            Some(&m),
        );
        assert_eq!(o.outcome, Some(Outcome::Done));
        assert!(o.ready());
        assert_eq!((o.percent(), o.saved_bytes()), (100, 8_000));
        assert!(
            o.update(OfflineMsg::Save, Some(&m)).is_empty(),
            "nothing left to save"
        );
        assert!(render_page(&o, en()).contains(&format!(
            r#"data-msg="offline:save" aria-disabled="true">{}<"#,
            en().all_saved
        )));
    }

    #[test]
    fn ready_needs_the_worker_the_shell_and_every_shard() {
        let m = manifest(1);
        let mut o = loaded(&m, &[0, 1, 2, 3, 4, 5, 6, 7]);
        assert!(o.complete());
        assert!(!o.ready());
        assert_eq!(o.summary(), Summary::AlmostReady);
        o.update(OfflineMsg::Worker(Worker::Installing), Some(&m));
        o.update(OfflineMsg::Shell(true), Some(&m));
        assert!(!o.ready());
        o.update(OfflineMsg::Worker(Worker::Active), Some(&m));
        assert!(o.ready());
        o.update(OfflineMsg::Shell(false), Some(&m));
        assert!(!o.ready());
    }

    #[test]
    fn failures_are_listed_and_can_be_retried() {
        let m = manifest(1);
        let mut o = loaded(&m, &[]);
        let job = job_of(&o.update(OfflineMsg::Save, Some(&m)));
        o.update(
            OfflineMsg::Saved {
                job,
                shards: (0..6).map(|id| (id, 1_000)).collect(),
            },
            Some(&m),
        );
        for id in [6, 7] {
            let why = format!("HTTP 40{id}");
            o.update(OfflineMsg::Failed { job, id, why }, Some(&m));
        }
        o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
        assert_eq!(o.outcome, Some(Outcome::Incomplete));
        let page = render_page(&o, en());
        assert!(page.contains("0006 (HTTP 406), 0007 (HTTP 407)"), "{page}");
        assert!(page.contains(en().retry));
        let job2 = job_of(&o.update(OfflineMsg::Save, Some(&m)));
        assert!(o.failed.is_empty(), "a new job starts with a clean slate");
        o.update(
            OfflineMsg::Ended {
                job: job2,
                error: Some("QuotaExceededError".into()),
            },
            Some(&m),
        );
        assert_eq!(o.outcome, Some(Outcome::Error("QuotaExceededError".into())));
        assert!(render_page(&o, en()).contains("Saving stopped: QuotaExceededError"));
    }

    #[test]
    fn a_long_failure_list_is_shortened() {
        let failed: BTreeMap<u32, String> = (0..10).map(|i| (i, "x".to_string())).collect();
        let text = failed_text(&failed, en());
        assert!(text.starts_with("10 files"), "{text}");
        assert!(text.contains("0005 (x), and 4 more"), "{text}");
    }

    #[test]
    fn a_new_build_starts_over() {
        let m1 = manifest(1);
        let mut o = loaded(&m1, &[0, 1]);
        let job = job_of(&o.update(OfflineMsg::Save, Some(&m1)));
        let m2 = manifest(2);
        // Any message with a new manifest adopts it; the old table's job is stopped.
        let cmds = o.update(OfflineMsg::Online(true), Some(&m2));
        assert_eq!(
            cmds,
            vec![OfflineCmd::Cancel { job }, OfflineCmd::Scan(Plan::new(&m2))]
        );
        assert_eq!(o.job, Job::Idle);
        o.update(
            OfflineMsg::Saved {
                job,
                shards: vec![(0, 1_000)],
            },
            Some(&m2),
        );
        assert_eq!((o.saved_count(), o.scanned()), (0, false));
        assert_eq!(o.build(), Some(2));
    }

    #[test]
    fn delete_empties_the_saved_table() {
        let m = manifest(1);
        let mut o = loaded(&m, &[0, 1, 2]);
        assert_eq!(
            o.update(OfflineMsg::Delete, Some(&m)),
            vec![OfflineCmd::Delete]
        );
        assert!(
            o.update(OfflineMsg::Save, Some(&m)).is_empty(),
            "not while deleting"
        );
        o.update(OfflineMsg::Deleted(Ok(())), Some(&m));
        assert_eq!((o.saved_count(), o.saved_bytes()), (0, 0));
        assert_eq!(o.outcome, Some(Outcome::Deleted));
        assert_eq!(o.summary(), Summary::NotSaved);
        // A failed delete counts again.
        let mut o = loaded(&m, &[0]);
        o.update(OfflineMsg::Delete, Some(&m));
        let cmds = o.update(OfflineMsg::Deleted(Err("no".into())), Some(&m));
        assert_eq!(cmds, vec![OfflineCmd::Scan(Plan::new(&m))]);
    }

    #[test]
    fn without_service_workers_nothing_is_saved() {
        let m = manifest(1);
        let mut o = Offline::new();
        o.update(OfflineMsg::Worker(Worker::Unsupported), Some(&m));
        assert!(o.update(OfflineMsg::ManifestLoaded, Some(&m)).is_empty());
        assert!(o.update(OfflineMsg::Save, Some(&m)).is_empty());
        assert_eq!(o.summary(), Summary::Unsupported);
        let page = render_page(&o, en());
        assert!(page.contains(en().app_unsupported));
        assert!(!page.contains("<progress"), "no save controls");
        assert!(status_line(&o, en()).contains(en().status_unsupported));
    }

    #[test]
    fn the_status_line_says_whether_the_app_works_offline() {
        let m = manifest(1);
        let mut o = loaded(&m, &[0, 1, 2, 3, 4, 5, 6, 7]);
        o.update(OfflineMsg::Worker(Worker::Active), Some(&m));
        o.update(OfflineMsg::Shell(true), Some(&m));
        let line = status_line(&o, en());
        assert!(line.contains(r#"data-ready="true""#), "{line}");
        assert!(line.contains(">Offline-ready<"), "{line}");
        o.update(OfflineMsg::Online(false), Some(&m));
        let line = status_line(&o, en());
        assert!(line.contains(en().status_ready_offline), "{line}");
        assert!(line.contains(r#"data-online="false""#), "{line}");

        let mut o = loaded(&m, &[0, 1]);
        assert!(status_line(&o, en()).contains("Partly saved for offline (25 %)"));
        o.update(OfflineMsg::Online(false), Some(&m));
        assert!(status_line(&o, en()).contains(en().status_offline_partial));
        assert!(render_page(&o, en()).contains(en().need_network));
        assert!(render_page(&o, en()).contains(r#"data-msg="offline:save" aria-disabled="true""#));
    }

    #[test]
    fn the_page_shows_exact_bytes_and_the_right_buttons() {
        let m = manifest(1);
        let mut o = loaded(&m, &[0, 1, 2]);
        let page = render_page(&o, en());
        assert!(page.contains(r#"max="8000" value="3000""#), "{page}");
        assert!(
            page.contains("0.00 MB of 0.01 MB") || page.contains("MB of"),
            "{page}"
        );
        assert!(page.contains("3 of 8 files saved"), "{page}");
        assert!(page.contains(r#"data-msg="offline:save" aria-disabled="false""#));
        assert!(page.contains(r#"data-msg="offline:cancel" aria-disabled="true""#));
        assert!(page.contains(r#"data-msg="offline:delete" aria-disabled="false""#));
        o.update(OfflineMsg::Save, Some(&m));
        let page = render_page(&o, en());
        assert!(page.contains(r#"data-msg="offline:save" aria-disabled="true""#));
        assert!(page.contains(r#"data-msg="offline:cancel" aria-disabled="false""#));
        assert!(page.contains(r#"data-msg="offline:delete" aria-disabled="true""#));
        assert!(page.contains("Saving… 5 files to go."), "{page}");
    }

    #[test]
    fn megabytes_keep_small_tables_readable() {
        assert_eq!(megabytes(36_246_640, 36_246_640), "36.2");
        assert_eq!(megabytes(0, 36_246_640), "0.0");
        assert_eq!(megabytes(189_197, 189_197), "0.19");
        assert_eq!(megabytes(12_000, 189_197), "0.01");
    }

    #[test]
    fn every_language_fills_every_placeholder() {
        let m = manifest(1);
        let mut states = Vec::new();
        let mut o = loaded(&m, &[0]);
        states.push(o.clone());
        o.update(OfflineMsg::Worker(Worker::Failed("<bad>".into())), Some(&m));
        let job = job_of(&o.update(OfflineMsg::Save, Some(&m)));
        states.push(o.clone());
        o.update(
            OfflineMsg::Failed {
                job,
                id: 3,
                why: "HTTP 500".into(),
            },
            Some(&m),
        );
        o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
        o.update(OfflineMsg::Persisted(false), Some(&m));
        o.update(OfflineMsg::Online(false), Some(&m));
        states.push(o.clone());
        states.push(Offline::new());
        for t in texts() {
            for o in &states {
                for html in [render_page(o, t), status_line(o, t)] {
                    assert!(!html.contains('{'), "an unfilled placeholder: {html}");
                    assert!(!html.contains("<bad>"), "unescaped: {html}");
                }
            }
        }
    }
}
