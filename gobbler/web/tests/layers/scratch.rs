// Moves to the shared web crate's test helpers (issue 21)
//! The checker on small crates written to a scratch folder: each kind of problem it must find,
//! and what it must not take for one.

use std::path::{Path, PathBuf};

use super::check;

/// A small crate written to a scratch folder: `files` are (path under `src`, text).
fn scratch(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(name)
        .join("src");
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let file = dir.join(path);
        std::fs::create_dir_all(file.parent().expect("a folder")).expect("a scratch folder");
        std::fs::write(file, text).expect("a scratch file");
    }
    dir
}

const TABLE: &str = "//! | layer | modules | what |\n//! |---|---|---|\n//! | 0 | kit | a kit |\n//! | 1 | screen | a screen |\npub mod kit;\npub mod screen;\n";

#[test]
fn a_circle_between_two_files_of_one_unit_fails() {
    let src = scratch(
        "circle",
        &[
            ("lib.rs", TABLE),
            ("kit.rs", "//! A kit.\n"),
            ("screen/mod.rs", "mod a;\nmod b;\npub use a::draw;\n"),
            (
                "screen/a.rs",
                "use super::b::Board;\npub fn draw(_: Board) {}\n",
            ),
            (
                "screen/b.rs",
                "pub struct Board;\nfn f() { super::a::draw(Board) }\n",
            ),
        ],
    );
    let problems = check(&src);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with(
            "a cycle between the files of one unit: screen::a -> screen::b -> screen::a"
        ),
        "{problems:?}"
    );
    assert!(problems[0].contains("screen/a.rs:1") && problems[0].contains("screen/b.rs:2"));
}

#[test]
fn a_parent_and_child_go_round_through_a_re_export() {
    // The child uses the parent's re-export of the child's sibling: no circle. The parent's own
    // item used by a child it names in code: a circle.
    let src = scratch(
        "reexport",
        &[
            ("lib.rs", TABLE),
            ("kit.rs", "//! A kit.\n"),
            (
                "screen/mod.rs",
                "mod a;\nmod b;\npub use b::Board;\npub struct Pen;\npub fn go() { a::draw() }\n",
            ),
            (
                "screen/a.rs",
                "use super::Board;\npub fn draw() { let _ = super::Pen; }\n",
            ),
            ("screen/b.rs", "pub struct Board;\n"),
        ],
    );
    let problems = check(&src);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("screen -> screen::a -> screen"),
        "{problems:?}"
    );
}

#[test]
fn an_import_against_the_layers_fails_but_not_in_strings_or_comments() {
    let src = scratch(
        "layers",
        &[
            ("lib.rs", TABLE),
            (
                "kit.rs",
                "// crate::screen in a comment\nconst S: &str = \"crate::screen\";\nconst R: &str = r#\"crate::screen \"quoted\" {\"#;\nconst C: char = '{';\nfn f() { let _ = crate::screen::draw; }\n",
            ),
            ("screen/mod.rs", "pub fn draw() { crate::kit::f() }\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n"),
            ("stray.rs", "\n"),
        ],
    );
    let problems = check(&src);
    assert_eq!(
        problems,
        [
            "stray.rs is in no layer of the table in lib.rs",
            "kit.rs:5: kit uses screen",
            "a cycle between units: kit -> screen -> kit",
        ],
        "{problems:?}"
    );
}
