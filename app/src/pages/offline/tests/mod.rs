//! The offline state's tests: the plan, counting what is saved, and (in `save.rs` and
//! `texts.rs`) saving, cancelling, failures and deleting, and the page and status line.

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
    let _ = o.update(
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
    let _ = o.update(OfflineMsg::Saved { job, shards }, Some(m));
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
    let _ = o.update(
        OfflineMsg::Cached {
            build: 2,
            ids: vec![0, 1, 2, 3, 4, 5, 6, 7],
            bytes: 8_000,
        },
        Some(&m),
    );
    assert!(!o.scanned());
    let _ = o.update(
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
    // One small chunk of a large table: partly saved is never "0 %".
    let _ = o.update(
        OfflineMsg::Cached {
            build: 1,
            ids: vec![5],
            bytes: 1,
        },
        Some(&m),
    );
    assert_eq!(
        (o.saved_count(), o.summary(), o.percent()),
        (1, Summary::Partial, 1)
    );
    let line = status_line(&o, en_status());
    assert!(line.contains("(1 %)") && !line.contains("(0 %)"), "{line}");
}

mod save;
mod texts;
