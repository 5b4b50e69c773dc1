//! Saving the table: a job saved, cancelled, resumed and finished; failures and retries; a
//! new build; deleting; no service workers.

use super::*;

#[test]
fn save_cancel_resume_and_finish() {
    let m = manifest(1);
    let mut o = loaded(&m, &[0, 3]);
    let _ = o.update(OfflineMsg::Worker(Worker::Active), Some(&m));
    let _ = o.update(OfflineMsg::Shell(true), Some(&m));

    let cmds = o.update(OfflineMsg::Save, Some(&m));
    assert_eq!(cmds.first(), Some(&OfflineCmd::Persist));
    // The save asks for the Gobbler page's files too.
    assert_eq!(cmds.last(), Some(&OfflineCmd::KeepPages));
    let _ = o.update(OfflineMsg::Pages(true), Some(&m));
    let job = job_of(&cmds);
    assert_eq!(o.job, Job::Saving(job));
    assert_eq!(o.summary(), Summary::Saving);
    assert!(
        o.update(OfflineMsg::Save, Some(&m)).is_empty(),
        "one job at a time"
    );
    // The job counts again first (the worker may have saved shards meanwhile).
    let _ = o.update(
        OfflineMsg::Cached {
            build: 1,
            ids: vec![0, 3, 4],
            bytes: 3_000,
        },
        Some(&m),
    );
    // A shard reported twice counts once; a stale job's report is ignored.
    let _ = o.update(
        OfflineMsg::Saved {
            job,
            shards: vec![(1, 1_000), (4, 1_000)],
        },
        Some(&m),
    );
    let _ = o.update(
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
    let _ = o.update(
        OfflineMsg::Saved {
            job,
            shards: vec![(5, 1_000)],
        },
        Some(&m),
    );
    let _ = o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
    assert_eq!(o.job, Job::Idle);
    assert_eq!(o.outcome, Some(Outcome::Cancelled));
    assert_eq!((o.saved_count(), o.saved_bytes()), (5, 5_000));
    assert!(render_page(&o, en()).contains(en().full.offline.resume));

    resume_and_finish(&mut o, &m, job);
}

/// After a cancel: a new job saves the rest, and the table is ready.
fn resume_and_finish(o: &mut Offline, m: &Tablebase, job: u32) {
    // Resume: a new job saves the rest.
    let cmds = o.update(OfflineMsg::Save, Some(m));
    let job2 = job_of(&cmds);
    assert_ne!(job2, job);
    let _ = o.update(
        OfflineMsg::Saved {
            job: job2,
            shards: vec![(2, 1_000), (6, 1_000), (7, 1_000)],
        },
        Some(m),
    );
    assert!(o.complete());
    let _ = o.update(
        OfflineMsg::Ended {
            job: job2,
            error: None,
        },
        Some(m),
    );
    assert_eq!(o.outcome, Some(Outcome::Done));
    assert!(o.ready());
    assert_eq!((o.percent(), o.saved_bytes()), (100, 8_000));
    assert!(
        o.update(OfflineMsg::Save, Some(m)).is_empty(),
        "nothing left to save"
    );
    assert!(render_page(o, en()).contains(&format!(
        r#"data-msg="offline:save" aria-disabled="true">{}<"#,
        en().full.offline.all_saved
    )));
}

#[test]
fn ready_needs_the_worker_the_shell_and_every_shard() {
    let m = manifest(1);
    let mut o = loaded(&m, &[0, 1, 2, 3, 4, 5, 6, 7]);
    assert!(o.complete());
    assert!(!o.ready());
    assert_eq!(o.summary(), Summary::AlmostReady);
    let _ = o.update(OfflineMsg::Worker(Worker::Installing), Some(&m));
    let _ = o.update(OfflineMsg::Shell(true), Some(&m));
    assert!(!o.ready());
    let _ = o.update(OfflineMsg::Worker(Worker::Active), Some(&m));
    assert!(!o.ready(), "the Gobbler page's files not known to be saved");
    let _ = o.update(OfflineMsg::Pages(true), Some(&m));
    assert!(o.ready());
    let _ = o.update(OfflineMsg::Pages(false), Some(&m));
    assert!(!o.ready());
    assert_eq!(o.summary(), Summary::AlmostReady);
    let _ = o.update(OfflineMsg::Pages(true), Some(&m));
    let _ = o.update(OfflineMsg::Shell(false), Some(&m));
    assert!(!o.ready());
}

#[test]
fn a_table_found_saved_asks_for_the_gobbler_pages_files() {
    let m = manifest(1);
    let mut o = loaded(&m, &[0, 1]);
    assert_eq!(o.pages, None);
    let all = |o: &mut Offline, pages| {
        let _ = o.update(OfflineMsg::Pages(pages), Some(&m));
        o.update(
            OfflineMsg::Cached {
                build: 1,
                ids: (0..8).collect(),
                bytes: 8_000,
            },
            Some(&m),
        )
    };
    assert_eq!(all(&mut o, false), vec![OfflineCmd::KeepPages]);
    assert!(all(&mut o, true).is_empty(), "kept already");
    let mut part = loaded(&m, &[0, 1]);
    let cmds = part.update(
        OfflineMsg::Cached {
            build: 1,
            ids: vec![0, 1, 2],
            bytes: 3_000,
        },
        Some(&m),
    );
    assert!(cmds.is_empty(), "a table partly saved: not yet");
}

#[test]
fn failures_are_listed_and_can_be_retried() {
    let m = manifest(1);
    let (mut o, job) = saving(&m, 6);
    for id in [6, 7] {
        let why = status(400 + id as u16);
        let _ = o.update(OfflineMsg::Failed { job, id, why }, Some(&m));
    }
    let _ = o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
    assert_eq!(o.outcome, Some(Outcome::Incomplete));
    let page = render_page(&o, en());
    assert!(page.contains("0006 (HTTP 406), 0007 (HTTP 407)"), "{page}");
    assert!(page.contains(en().full.offline.retry));
    let job2 = job_of(&o.update(OfflineMsg::Save, Some(&m)));
    assert!(o.failed.is_empty(), "a new job starts with a clean slate");
    let _ = o.update(
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
    let _ = o.update(OfflineMsg::Failed { job, id, why }, Some(&m));
    let _ = o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
    assert!(o.complete(), "every counted shard is saved");
    assert!(o.more_to_save());
    assert_eq!(o.outcome, Some(Outcome::Incomplete));
    let page = render_page(&o, en());
    assert!(page.contains("other-reading.bin (HTTP 503)"), "{page}");
    assert!(page.contains(en().full.offline.retry), "{page}");
    assert!(page.contains(r#"data-msg="offline:save" aria-disabled="false""#));
    // The retry saves the file: done.
    let job = job_of(&o.update(OfflineMsg::Save, Some(&m)));
    let _ = o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
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
    let _ = o.update(
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
    let _ = o.update(OfflineMsg::Deleted(Ok(())), Some(&m));
    assert_eq!((o.saved_count(), o.saved_bytes()), (0, 0));
    assert_eq!(o.outcome, Some(Outcome::Deleted));
    assert_eq!(o.summary(), Summary::NotSaved);
    // A failed delete counts again.
    let mut o = loaded(&m, &[0]);
    let _ = o.update(OfflineMsg::Delete, Some(&m));
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
    let _ = o.update(OfflineMsg::Worker(Worker::Unsupported), Some(&m));
    assert!(o.update(OfflineMsg::ManifestLoaded, Some(&m)).is_empty());
    assert!(o.update(OfflineMsg::Save, Some(&m)).is_empty());
    assert_eq!(o.summary(), Summary::Unsupported);
    let page = render_page(&o, en());
    assert!(page.contains(en().full.offline.app_unsupported));
    assert!(!page.contains("<progress"), "no save controls");
    assert!(status_line(&o, en_status()).contains(en_status().status_unsupported));
}
