//! The offline status line's strings (the offline page's own are in `full/offline.rs`).

use crate::i18n::OfflineStatusText;

/// The status line shown on every page.
pub const STATUS: OfflineStatusText = OfflineStatusText {
    status_unsupported: "Offline use is not available in this browser",
    status_checking: "Checking offline use…",
    status_saving: "Saving for offline: {0} %",
    status_ready: "Offline-ready",
    status_ready_offline: "Offline — everything is saved on this device",
    status_almost: "Almost offline-ready: saving the app…",
    status_partial: "Partly saved for offline ({0} %)",
    status_not_saved: "Not saved for offline",
    status_offline_partial: "Offline — not everything is saved: some moves may show ?",
};
