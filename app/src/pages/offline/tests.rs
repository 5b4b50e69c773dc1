use super::page::failed_text;
use super::*;
use gobblet_rules::Variant;
use gobblet_tablebase::{Manifest, Tablebase};

use crate::fetch::{FetchError, LoadError};
use crate::i18n::{Lang, Messages, OfflineStatusText, Tables};

fn texts() -> impl Iterator<Item = (&'static Messages, &'static OfflineStatusText)> {
    Lang::ALL
        .into_iter()
        .map(|l| (l.messages(), &l.messages().offline_status))
}

fn en() -> &'static Messages {
    Lang::En.messages()
}

/// A failure with this HTTP status.
fn status(code: u16) -> LoadError {
    LoadError::Fetch(FetchError::Status(code))
}

fn en_status() -> &'static OfflineStatusText {
    &Lang::En.messages().offline_status
}

/// A table of 8 chunk files, 8,000 bytes in all.
fn manifest(build: u64) -> Tablebase {
    let m = Manifest {
        format: gobblet_tablebase::manifest::FORMAT.into(),
        version: u32::from(gobblet_tablebase::shard::FORMAT_VERSION),
        variant: Variant::STANDARD,
        build,
        layout: gobblet_tablebase::manifest::LAYOUT_FILES.into(),
        shard_bits: 3,
        chunks: 8,
        index_bytes: 0,
        code_lengths: vec![1, 2, 2],
        values: vec![1, 2, 3],
        keys: 100,
        shard_bytes: 8_000,
        local: String::new(),
        book: Vec::new(),
    };
    Tablebase::new(m, None).unwrap()
}

/// An offline state with the manifest loaded and `ids` (1,000 bytes each) already saved.
fn loaded(m: &Tablebase, ids: &[u32]) -> Offline {
    let mut o = Offline::new();
    assert_eq!(
        o.update(OfflineMsg::ManifestLoaded, Some(m)),
        vec![OfflineCmd::Scan(Plan::new(m).unwrap())]
    );
    let bytes = 1_000 * ids.len() as u64;
    o.update(
        OfflineMsg::Cached {
            build: m.manifest().build,
            ids: ids.to_vec(),
            bytes,
        },
        Some(m),
    );
    o
}

/// A save job of `m` started from nothing, which has reported shards `0..n` saved: the state and
/// the job's number.
fn saving(m: &Tablebase, n: u32) -> (Offline, u32) {
    let mut o = loaded(m, &[]);
    let job = job_of(&o.update(OfflineMsg::Save, Some(m)));
    let shards = (0..n).map(|id| (id, 1_000)).collect();
    o.update(OfflineMsg::Saved { job, shards }, Some(m));
    (o, job)
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
    assert_eq!(super::messages::BUTTONS.check(), Ok(()));
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
    let plan = Plan::new(&m).unwrap();
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
    assert_eq!(plan.expect(0).coding.len(), 3);
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
    assert_eq!(cmds, vec![OfflineCmd::Scan(Plan::new(&m).unwrap())]);
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
    assert!(render_page(&o, en()).contains(en().offline.resume));

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
        en().offline.all_saved
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
    let (mut o, job) = saving(&m, 6);
    for id in [6, 7] {
        let why = status(400 + id as u16);
        o.update(OfflineMsg::Failed { job, id, why }, Some(&m));
    }
    o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
    assert_eq!(o.outcome, Some(Outcome::Incomplete));
    let page = render_page(&o, en());
    assert!(page.contains("0006 (HTTP 406), 0007 (HTTP 407)"), "{page}");
    assert!(page.contains(en().offline.retry));
    let job2 = job_of(&o.update(OfflineMsg::Save, Some(&m)));
    assert!(o.failed.is_empty(), "a new job starts with a clean slate");
    o.update(
        OfflineMsg::Ended {
            job: job2,
            error: Some(SaveError::Storage(BrowserError::Quota)),
        },
        Some(&m),
    );
    assert_eq!(
        o.outcome,
        Some(Outcome::Error(SaveError::Storage(BrowserError::Quota)))
    );
    assert!(render_page(&o, en()).contains("Saving stopped: this device has no room left for it."));
}

#[test]
fn the_plan_names_the_other_readings_file_when_the_readings_differ() {
    let standard = Plan::new(&manifest(0xabc)).unwrap();
    assert_eq!(
        standard.reading_url().as_deref(),
        Some("tb/0000000000000abc/other-reading.bin")
    );
    assert_eq!(
        standard.id_of("tb/0000000000000abc/other-reading.bin"),
        None
    );
    // Nothing is ever stacked with `cover = off`: the readings are the same game, no file.
    let mut m = manifest(0xabc).manifest().clone();
    m.variant.cover = gobblet_rules::Cover::Off;
    let off = Plan::new(&Tablebase::new(m, None).unwrap()).unwrap();
    assert_eq!(off.reading_url(), None);
}

#[test]
fn a_failed_other_reading_file_leaves_the_save_to_try_again() {
    let m = manifest(1);
    let (mut o, job) = saving(&m, 8);
    let id = gobblet_tablebase::reading::READING_ID;
    let why = status(503);
    o.update(OfflineMsg::Failed { job, id, why }, Some(&m));
    o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
    assert!(o.complete(), "every counted shard is saved");
    assert!(o.more_to_save());
    assert_eq!(o.outcome, Some(Outcome::Incomplete));
    let page = render_page(&o, en());
    assert!(page.contains("other-reading.bin (HTTP 503)"), "{page}");
    assert!(page.contains(en().offline.retry), "{page}");
    assert!(page.contains(r#"data-msg="offline:save" aria-disabled="false""#));
    // The retry saves the file: done.
    let job = job_of(&o.update(OfflineMsg::Save, Some(&m)));
    o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
    assert_eq!(o.outcome, Some(Outcome::Done));
    assert!(!o.more_to_save());
    assert!(render_page(&o, en()).contains(r#"data-msg="offline:save" aria-disabled="true""#));
}

#[test]
fn a_long_failure_list_is_shortened() {
    let failed: litemap::LiteMap<u32, LoadError> = (0..10).map(|i| (i, status(404))).collect();
    let text = failed_text(&failed, en());
    assert!(text.contains("10 parts could not be fetched"), "{text}");
    assert!(text.contains("0005 (HTTP 404), and 4 more"), "{text}");
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
        vec![
            OfflineCmd::Cancel { job },
            OfflineCmd::Scan(Plan::new(&m2).unwrap())
        ]
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
    let cmds = o.update(OfflineMsg::Deleted(Err(BrowserError::Denied)), Some(&m));
    assert_eq!(cmds, vec![OfflineCmd::Scan(Plan::new(&m).unwrap())]);
    assert_eq!(o.outcome, Some(Outcome::DeleteFailed(BrowserError::Denied)));
    assert!(render_page(&o, en())
        .contains("The saved tablebase could not be deleted: the browser does not allow it here."));
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
    assert!(page.contains(en().offline.app_unsupported));
    assert!(!page.contains("<progress"), "no save controls");
    assert!(status_line(&o, en_status()).contains(en_status().status_unsupported));
}

#[test]
fn the_status_line_says_whether_the_app_works_offline() {
    let m = manifest(1);
    let mut o = loaded(&m, &[0, 1, 2, 3, 4, 5, 6, 7]);
    o.update(OfflineMsg::Worker(Worker::Active), Some(&m));
    o.update(OfflineMsg::Shell(true), Some(&m));
    let line = status_line(&o, en_status());
    assert!(line.contains(r#"data-ready="true""#), "{line}");
    assert!(line.contains(">Offline-ready<"), "{line}");
    o.update(OfflineMsg::Online(false), Some(&m));
    let line = status_line(&o, en_status());
    assert!(line.contains(en_status().status_ready_offline), "{line}");
    assert!(line.contains(r#"data-online="false""#), "{line}");

    let mut o = loaded(&m, &[0, 1]);
    assert!(status_line(&o, en_status()).contains("Partly saved for offline (25 %)"));
    o.update(OfflineMsg::Online(false), Some(&m));
    assert!(status_line(&o, en_status()).contains(en_status().status_offline_partial));
    assert!(render_page(&o, en()).contains(en().offline.need_network));
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
    assert!(page.contains("3 of 8 parts saved"), "{page}");
    assert!(page.contains(r#"data-msg="offline:save" aria-disabled="false""#));
    assert!(page.contains(r#"data-msg="offline:cancel" aria-disabled="true""#));
    assert!(page.contains(r#"data-msg="offline:delete" aria-disabled="false""#));
    o.update(OfflineMsg::Save, Some(&m));
    let page = render_page(&o, en());
    assert!(page.contains(r#"data-msg="offline:save" aria-disabled="true""#));
    assert!(page.contains(r#"data-msg="offline:cancel" aria-disabled="false""#));
    assert!(page.contains(r#"data-msg="offline:delete" aria-disabled="true""#));
    assert!(page.contains("Saving… 5 parts to go."), "{page}");
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
    o.update(
        OfflineMsg::Worker(Worker::Failed(BrowserError::Denied)),
        Some(&m),
    );
    let job = job_of(&o.update(OfflineMsg::Save, Some(&m)));
    states.push(o.clone());
    o.update(
        OfflineMsg::Failed {
            job,
            id: 3,
            why: status(500),
        },
        Some(&m),
    );
    o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
    o.update(OfflineMsg::Persisted(false), Some(&m));
    o.update(OfflineMsg::Online(false), Some(&m));
    states.push(o.clone());
    states.push(Offline::new());
    for (t, status) in texts() {
        for o in &states {
            for html in [render_page(o, t), status_line(o, status)] {
                assert!(!html.contains('{'), "an unfilled placeholder: {html}");
                assert!(!html.contains("<bad>"), "unescaped: {html}");
            }
        }
    }
}

/// The service worker and the page name the tablebase caches alike: `static/sw.js`'s `TB_PREFIX`
/// is [`TB_PREFIX`], and it builds a build's cache as `TB_PREFIX + build` with the build's id
/// written as the page writes it.
#[test]
fn the_service_worker_names_caches_as_the_page_does() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../static/sw.js");
    let sw = std::fs::read_to_string(&path).expect("static/sw.js");
    let declared = sw
        .lines()
        .find_map(|l| l.trim().strip_prefix("const TB_PREFIX = "))
        .expect("sw.js declares TB_PREFIX");
    assert_eq!(declared, format!("'{TB_PREFIX}';"));
    assert!(
        sw.contains("caches.open(TB_PREFIX + build)"),
        "sw.js opens its caches by build"
    );
    assert!(cache_name(0xabc).starts_with(TB_PREFIX));
}
