//! The offline page and the status line in words, in every language, and the service
//! worker's cache names.

use super::*;

#[test]
fn the_status_line_says_whether_the_app_works_offline() {
    let m = manifest(1);
    let mut o = loaded(&m, &[0, 1, 2, 3, 4, 5, 6, 7]);
    let _ = o.update(OfflineMsg::Worker(Worker::Active), Some(&m));
    let _ = o.update(OfflineMsg::Shell(true), Some(&m));
    let _ = o.update(OfflineMsg::Pages(true), Some(&m));
    let line = status_line(&o, en_status());
    assert!(line.contains(r#"data-ready="true""#), "{line}");
    assert!(line.contains(">Offline-ready<"), "{line}");
    let _ = o.update(OfflineMsg::Online(false), Some(&m));
    let line = status_line(&o, en_status());
    assert!(line.contains(en_status().status_ready_offline), "{line}");
    assert!(line.contains(r#"data-online="false""#), "{line}");

    let mut o = loaded(&m, &[0, 1]);
    assert!(status_line(&o, en_status()).contains("Partly saved for offline (25 %)"));
    let _ = o.update(OfflineMsg::Online(false), Some(&m));
    assert!(status_line(&o, en_status()).contains(en_status().status_offline_partial));
    assert!(render_page(&o, en()).contains(en().full.offline.need_network));
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
    let _ = o.update(OfflineMsg::Save, Some(&m));
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
    let _ = o.update(
        OfflineMsg::Worker(Worker::Failed(BrowserError::Denied)),
        Some(&m),
    );
    let job = job_of(&o.update(OfflineMsg::Save, Some(&m)));
    states.push(o.clone());
    let _ = o.update(
        OfflineMsg::Failed {
            job,
            id: 3,
            why: status(500),
        },
        Some(&m),
    );
    let _ = o.update(OfflineMsg::Ended { job, error: None }, Some(&m));
    let _ = o.update(OfflineMsg::Persisted(false), Some(&m));
    let _ = o.update(OfflineMsg::Online(false), Some(&m));
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
