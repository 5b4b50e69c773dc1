//! The offline page's strings and the status line's.

crate::message_table! {
    /// The offline page's strings (one instance per language, in `i18n/<lang>/full/offline.rs`).
    /// Placeholders: `{0}`, `{1}`, … as each field says.
    pub struct OfflineText {
        /// The page's title.
        title,
        /// What offline use is; `{0}` the table's size (`36.2 MB`), `{1}` its number of files.
        intro,
        /// The headline when everything is saved.
        ready,
        /// The headline otherwise.
        not_ready,
        /// Label of the app line.
        app_label,
        /// The app shell is saved.
        app_saved,
        /// The app shell is being saved.
        app_saving,
        /// Not known yet.
        checking,
        /// No service worker here.
        app_unsupported,
        /// The registration failed; `{0}` why ([`OfflineText::browser_quota`] and the others).
        app_failed,
        /// Label of the table line.
        table_label,
        /// `{0}` saved files, `{1}` all files, `{2}` the sizes ([`OfflineText::bytes`]).
        table_count,
        /// The manifest is not loaded (yet, or at all).
        table_unknown,
        /// Label of the network line.
        network_label,
        /// Online.
        online,
        /// Offline.
        offline,
        /// Label of the storage line.
        storage_label,
        /// Saved data is kept until deleted.
        persisted,
        /// Saved data may be cleared by the browser.
        not_persisted,
        /// `{0}` saved megabytes, `{1}` all megabytes.
        bytes,
        /// `{0}` a whole per cent.
        percent,
        /// The progress bar's accessible name.
        progress_label,
        /// The save button, nothing saved yet.
        save,
        /// The save button, part saved.
        resume,
        /// The save button when everything is saved (disabled).
        all_saved,
        /// The save button after failures.
        retry,
        /// The cancel button.
        cancel,
        /// The delete button.
        delete,
        /// While saving; `{0}` parts to go.
        saving,
        /// While cancelling.
        cancelling,
        /// While deleting.
        deleting,
        /// Saving needs the network.
        need_network,
        /// The last job saved everything.
        done,
        /// The last job was cancelled.
        cancelled,
        /// The saved table was deleted.
        deleted,
        /// `{0}` files could not be fetched: `{1}` the list.
        failed,
        /// The end of a shortened list; `{0}` how many more.
        more,
        /// Saving stopped; `{0}` why.
        error,
        /// The saved table could not be deleted; `{0}` why.
        delete_failed,
        /// Why the browser refused: its storage is full.
        browser_quota,
        /// Not allowed here.
        browser_denied,
        /// A file it needed could not be fetched.
        browser_network,
        /// Any other refusal.
        browser_other,
        /// Why saving stopped: the server ignores range requests; `{0}` what it answered.
        save_no_ranges,
        /// Why saving stopped: the chunk index; `{0}` why it could not be had.
        save_index,
    }
}

crate::message_table! {
    /// The status line shown on every page (one instance per language, `STATUS` in
    /// `i18n/<lang>/offline.rs`): apart from the page's strings, which only the full module
    /// carries (`web::handover`). Placeholders as each field says.
    pub struct OfflineStatusText {
        /// Status line: no offline use here.
        status_unsupported,
        /// Status line: not known yet.
        status_checking,
        /// Status line: saving; `{0}` per cent.
        status_saving,
        /// Status line: ready, online.
        status_ready,
        /// Status line: ready, offline.
        status_ready_offline,
        /// Status line: the table is saved, the app shell not yet.
        status_almost,
        /// Status line: part saved; `{0}` per cent.
        status_partial,
        /// Status line: nothing saved.
        status_not_saved,
        /// Status line: offline and not ready.
        status_offline_partial,
    }
}
