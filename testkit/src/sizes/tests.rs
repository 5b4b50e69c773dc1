//! The scanner on small samples (strings, raw strings, chars, comments, nested functions,
//! declarations) and the check on a small crate.

use super::*;

fn spans(text: &str) -> Vec<(String, usize, usize)> {
    functions(text)
        .into_iter()
        .map(|f| (f.name, f.first, f.last))
        .collect()
}

#[test]
fn a_function_spans_from_its_fn_line_to_its_closing_brace() {
    let text = "/// Doc.\npub fn a(x: u8) -> u8 {\n    x\n}\n\nfn b() {}\n";
    assert_eq!(spans(text), [("a".into(), 2, 4), ("b".into(), 6, 6)]);
}

#[test]
fn braces_in_strings_chars_and_comments_do_not_count() {
    let text = concat!(
        "fn a() {\n",
        "    let s = \"}\\\"}\";\n",
        "    let r = r#\"a \"} { raw\n}\"#;\n",
        "    let b = br\"}\";\n",
        "    let c = '}';\n",
        "    let e = '\\'';\n",
        "    let u = '\\u{7d}';\n",
        "    // } in a comment\n",
        "    /* } /* nested } */ } */\n",
        "    f::<'static>(s);\n",
        "}\n",
        "fn b() {}\n",
    );
    assert_eq!(spans(text), [("a".into(), 1, 12), ("b".into(), 13, 13)]);
}

#[test]
fn a_function_inside_another_is_measured_on_its_own() {
    let text = "fn outer() {\n    fn inner() {\n        {}\n    }\n    inner();\n}\n";
    assert_eq!(
        spans(text),
        [("inner".into(), 2, 4), ("outer".into(), 1, 6)]
    );
}

#[test]
fn declarations_types_and_macros_are_not_functions() {
    let text = concat!(
        "trait T {\n    fn decl(&self);\n    fn with_default(&self) {}\n}\n",
        "type F = fn(u8) -> u8;\n",
        "fn takes(f: fn(u8) -> u8, a: [u8; 2]) -> impl Fn() where F: Copy {\n    || {}\n}\n",
        "macro_rules! m { ($n:ident) => { fn $n() {} }; }\n",
        "fn r#match() {}\n",
        "fn lifetimes<'a>(s: &'a str) -> &'a str { s }\n",
    );
    assert_eq!(
        spans(text),
        [
            ("with_default".into(), 3, 3),
            ("takes".into(), 6, 8),
            ("r#match".into(), 10, 10),
            ("lifetimes".into(), 11, 11),
        ]
    );
}

/// A small crate written to a temporary folder.
fn src_with(name: &str, files: &[(&str, String)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("testkit-sizes-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

fn long_fn(name: &str, lines: usize) -> String {
    format!("fn {name}() {{\n{}}}\n", "    x();\n".repeat(lines - 2))
}

#[test]
fn the_check_lists_what_is_over_and_what_is_allowed_for_nothing() {
    let long_file = "// a line\n".repeat(MAX_FILE_LINES + 1);
    let dir = src_with(
        "check",
        &[
            ("lib.rs", long_fn("short", MAX_FN_LINES)),
            ("big.rs", long_file.clone()),
            ("page/view.rs", long_fn("render", MAX_FN_LINES + 1)),
            ("page/table.rs", long_file),
        ],
    );
    let why = check(&dir, &[("page/table.rs", "a table"), ("lib.rs", "no need")]).unwrap_err();
    let lines: Vec<&str> = why.lines().skip(1).collect();
    assert_eq!(
        lines,
        [
            "big.rs: 401 lines (at most 400)",
            "page/view.rs:1: fn render spans 81 lines (at most 80)",
            "lib.rs: allowed, but it is within the limits (or gone): drop it",
        ],
        "{why}"
    );
    let allow = [
        ("big.rs", "a table"),
        ("page/view.rs::render", "a long match"),
        ("page/table.rs", "a table"),
    ];
    assert_eq!(check(&dir, &allow), Ok(()));
    assert!(check(&dir, &[("big.rs", " ")])
        .unwrap_err()
        .contains("big.rs: allowed without a reason"));
    let _ = std::fs::remove_dir_all(dir);
}
