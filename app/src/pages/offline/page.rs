//! The offline page, as HTML (the full module's: see `web::handover`).

use gobblet_tablebase::reading;
use litemap::LiteMap;
use std::fmt::Write as _;

use super::view::megabytes;
use super::{BrowserError, Job, Offline, OfflineMsg, Outcome, SaveError, Worker, LIST_FAILED};
use crate::fetch::{FetchError, LoadError};
use crate::html::esc;
use crate::i18n::{fill, Messages, OfflineText};

/// A bullet of the checklist: its state class (`ok`, `no`, `wait`), label and text.
fn check(h: &mut String, id: &str, class: &str, label: &str, text: &str) {
    let _ = write!(
        h,
        r#"<li id="offline-{id}" class="{class}"><span class="what">{}</span> <span class="state">{}</span></li>"#,
        esc(label),
        esc(text)
    );
}

/// The checklist: the app, the table, the network and the storage, each with its state.
fn checklist(h: &mut String, o: &Offline, t: &OfflineText) {
    let total = o.total_bytes();
    h.push_str(r#"<ul class="checks">"#);
    let (class, text) = match (&o.worker, o.shell) {
        (Worker::Unsupported, _) => ("no", t.app_unsupported.to_string()),
        (Worker::Failed(e), _) => ("no", fill(t.app_failed, &[&browser_error(*e, t)])),
        (Worker::Active, Some(true)) => ("ok", t.app_saved.to_string()),
        (Worker::Active | Worker::Installing, _) => ("wait", t.app_saving.to_string()),
        (Worker::Checking, _) => ("wait", t.checking.to_string()),
    };
    check(h, "app", class, t.app_label, &text);
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
    check(h, "table", class, t.table_label, &text);
    check(
        h,
        "network",
        if o.online { "ok" } else { "no" },
        t.network_label,
        if o.online { t.online } else { t.offline },
    );
    if let Some(kept) = o.persisted {
        check(
            h,
            "storage",
            if kept { "ok" } else { "wait" },
            t.storage_label,
            if kept { t.persisted } else { t.not_persisted },
        );
    }
    h.push_str("</ul>");
}

/// The offline page.
#[must_use]
pub fn render_page(o: &Offline, all: &Messages) -> String {
    let t = &all.full.offline;
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

    checklist(&mut h, o, t);

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
        h.push_str(&job_note(o, all));
    }
    h.push_str("</div>");
    h
}

/// Save (or resume, or try again), cancel and delete. The buttons that do not apply are
/// `aria-disabled` rather than removed, so the keyboard focus stays where it was.
fn buttons(o: &Offline, t: &OfflineText) -> String {
    let idle = o.job == Job::Idle;
    let save_label = if !o.more_to_save() {
        t.all_saved
    } else if !o.failed.is_empty() {
        t.retry
    } else if o.saved_count > 0 {
        t.resume
    } else {
        t.save
    };
    let can_save = idle && o.scanned && o.more_to_save() && o.online;
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
fn job_note(o: &Offline, all: &Messages) -> String {
    let t = &all.full.offline;
    let text = match (&o.job, &o.outcome) {
        (Job::Saving(_), _) => fill(t.saving, &[&(o.shard_count() - o.saved_count)]),
        (Job::Cancelling(_), _) => t.cancelling.to_string(),
        (Job::Deleting, _) => t.deleting.to_string(),
        (Job::Idle, Some(Outcome::Done)) => t.done.to_string(),
        (Job::Idle, Some(Outcome::Cancelled)) => t.cancelled.to_string(),
        (Job::Idle, Some(Outcome::Deleted)) => t.deleted.to_string(),
        (Job::Idle, Some(Outcome::Error(e))) => fill(t.error, &[&save_error(e, all)]),
        (Job::Idle, Some(Outcome::DeleteFailed(e))) => {
            fill(t.delete_failed, &[&browser_error(*e, t)])
        }
        (Job::Idle, Some(Outcome::Incomplete)) => failed_text(&o.failed, all),
        (Job::Idle, None) if !o.online && o.scanned && !o.complete() => t.need_network.to_string(),
        (Job::Idle, None) => String::new(),
    };
    let class = match (&o.job, &o.outcome) {
        (Job::Idle, Some(Outcome::Error(_) | Outcome::DeleteFailed(_) | Outcome::Incomplete)) => {
            "note bad"
        }
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
pub(super) fn failed_text(failed: &LiteMap<u32, LoadError>, all: &Messages) -> String {
    let t = &all.full.offline;
    let mut list: Vec<String> = failed
        .iter()
        .take(LIST_FAILED)
        .map(|(id, why)| {
            let why = all.load_error(why);
            match *id {
                reading::READING_ID => format!("{} ({why})", reading::FILE),
                id => format!("{id:04x} ({why})"),
            }
        })
        .collect();
    if failed.len() > LIST_FAILED {
        list.push(fill(t.more, &[&(failed.len() - LIST_FAILED)]));
    }
    fill(t.failed, &[&failed.len(), &list.join(", ")])
}

/// Why the browser refused, in words.
pub(super) fn browser_error(e: BrowserError, t: &OfflineText) -> &'static str {
    match e {
        BrowserError::Quota => t.browser_quota,
        BrowserError::Denied => t.browser_denied,
        BrowserError::Network => t.browser_network,
        BrowserError::Other => t.browser_other,
    }
}

/// Why a save stopped, in words.
pub(super) fn save_error(e: &SaveError, all: &Messages) -> String {
    let t = &all.full.offline;
    match e {
        SaveError::Storage(e) => browser_error(*e, t).into(),
        SaveError::RangesIgnored(r) => fill(
            t.save_no_ranges,
            &[&all.fetch_error(&FetchError::RangesIgnored(*r))],
        ),
        SaveError::Index(e) => fill(t.save_index, &[&all.load_error(e)]),
    }
}
