//! The status line shown on every page, as HTML (the page itself is `page.rs`).

use super::{Offline, Summary};
use crate::html::esc;
use crate::i18n::{fill, OfflineStatusText};

/// Megabytes with one decimal (two for tables under 1 MB), for "x MB of y MB".
#[must_use]
pub fn megabytes(bytes: u64, total: u64) -> String {
    // In integers, rounded half up: formatting floats would bring the float printing
    // machinery into the explorer's module.
    if total < 1_000_000 {
        crate::html::hundredths((bytes + 5_000) / 10_000)
    } else {
        crate::html::tenths(((bytes + 50_000) / 100_000) as i64)
    }
}

/// The short status line shown on every page (inline HTML, text escaped).
#[must_use]
pub fn status_line(o: &Offline, t: &OfflineStatusText) -> String {
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
