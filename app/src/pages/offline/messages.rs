//! The offline page's messages (the user's actions and the browser's reports, with their
//! `data-msg` attributes) and the commands it gives the page.

use web_kit::codec::Codec;

use super::{BrowserError, Plan, SaveError, Worker};
use crate::fetch::LoadError;

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
    /// The service worker: whether the Gobbler page's files (its own module, wasm, worker and
    /// stylesheet, which the shell does not need) are saved.
    Pages(bool),
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
pub(super) const BUTTONS: Codec<OfflineMsg> = Codec {
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
    /// shard [`gobblet_tablebase::reading::READING_ID`]'s), [`PARALLEL`](super::PARALLEL) at a time, each checked
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
    /// Ask the service worker whether the app shell and the Gobbler page's files are saved
    /// ([`OfflineMsg::Shell`], [`OfflineMsg::Pages`]).
    CheckShell,
    /// Ask the service worker to save the Gobbler page's files too (part of a save for offline:
    /// every page works offline, opened before or not), then answer as to [`OfflineCmd::CheckShell`].
    KeepPages,
    /// Ask the browser to keep saved data until the user deletes it ([`OfflineMsg::Persisted`]).
    Persist,
}
