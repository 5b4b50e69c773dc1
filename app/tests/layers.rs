//! The crate's layers point one way: every `crate::…` path in `app/src` (in `use` lines and in
//! code, tests included; `super::…` paths resolved too) must name a module of the same unit or
//! of a lower layer, as declared by the layer table in `app/src/lib.rs` (read from there, so the
//! map and the check cannot drift apart). A cycle between units fails too, and so does one
//! between files inside a unit. The checker is `testkit::layers`, shared with `gobbler/web`.

use std::path::Path;

use testkit::layers::{check, code_of, paths_in, Map};

#[test]
fn every_import_points_down_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    assert!(Map::read(&lib).units.len() >= 15, "the layer table is read");
    // `pages/mod.rs` only declares the pages.
    if let Err(why) = check(&src, &["pages"]) {
        panic!("{why}");
    }
}

/// The reader itself: it finds the paths of grouped, nested, multi-segment and `super` imports.
#[test]
fn the_reader_finds_every_kind_of_path() {
    let map = Map::read(
        "//! | 0 | i18n, html |\n//! | 1 | link |\n//! | 3 | pages::learn, pages::editor |\n",
    );
    let here: Vec<String> = vec!["pages".into(), "learn".into(), "view".into()];
    let units = |code: &str, is_mod: bool| -> Vec<String> {
        paths_in(&code_of(code), &here, is_mod)
            .iter()
            .filter_map(|p| map.unit_of(p).map(|(u, _)| u.to_string()))
            .collect()
    };
    assert_eq!(
        units("use crate::i18n::{fill, Lang};", false),
        ["i18n", "i18n"]
    );
    assert_eq!(
        units("use crate::{html::esc, pages::{editor::X, learn}};", false),
        ["html", "pages::editor", "pages::learn"]
    );
    assert_eq!(units("let x = crate::link::decode(q);", false), ["link"]);
    assert_eq!(
        units("use super::super::editor::Editor;", false),
        ["pages::editor"]
    );
    assert_eq!(units("use super::Learn;", false), ["pages::learn"]);
    assert_eq!(
        units(r#"// crate::html in a comment"#, false),
        Vec::<String>::new()
    );
    assert_eq!(
        units(r#"let s = "crate::html";"#, false),
        Vec::<String>::new()
    );
    assert_eq!(units("$crate::i18n::Texts", false), Vec::<String>::new());
}
