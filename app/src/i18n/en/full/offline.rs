//! The offline page's strings.

use crate::i18n::OfflineText;

/// The offline page's strings.
pub const TEXT: OfflineText = OfflineText {
    title: "Offline use",
    intro:
        "Once this app has loaded, your browser keeps a copy of it, so it opens without a network. \
            To colour every position offline as well, save the whole tablebase on this device: \
            {0} in {1} parts. You can cancel at any time and resume later, even after a reload; \
            positions you have already looked at are kept anyway.",
    ready:
        "Offline-ready: this device has everything the app needs, so it works with the network off.",
    not_ready: "Not offline-ready yet.",
    app_label: "App:",
    app_saved: "saved on this device",
    app_saving: "being saved…",
    checking: "checking…",
    app_unsupported: "this browser cannot keep the app offline here (it needs a service worker, \
                      which needs https:// or localhost)",
    app_failed: "the service worker could not start: {0}",
    table_label: "Tablebase:",
    table_count: "{0} of {1} parts saved ({2})",
    table_unknown: "not loaded",
    network_label: "Network:",
    online: "online",
    offline: "offline",
    storage_label: "Storage:",
    persisted: "kept until you delete it",
    not_persisted: "the browser may clear it if the device runs short of space",
    bytes: "{0} MB of {1} MB",
    percent: "{0} %",
    progress_label: "Tablebase saved for offline use",
    save: "Save for offline",
    resume: "Resume saving",
    all_saved: "All saved",
    retry: "Try again",
    cancel: "Cancel",
    delete: "Delete the saved tablebase",
    saving: "Saving… {0} parts to go.",
    cancelling: "Cancelling…",
    deleting: "Deleting…",
    need_network: "Saving needs the network: connect, then save.",
    done: "Saved: the whole tablebase is on this device.",
    cancelled: "Cancelled. What is saved stays; resume any time, even after a reload.",
    deleted: "The saved tablebase was deleted.",
    failed: "Even after several tries, {0} parts could not be fetched: {1}. Try again later.",
    more: "and {0} more",
    error: "Saving stopped: {0}.",
    delete_failed: "The saved tablebase could not be deleted: {0}.",
    browser_quota: "this device has no room left for it",
    browser_denied: "the browser does not allow it here",
    browser_network: "a file it needs could not be fetched",
    browser_other: "the browser refused",
    save_no_ranges: "the server ignores HTTP range requests ({0})",
    save_index: "the chunk index could not be had ({0})",
};
