//! The crate's layers point one way: every `crate::…` path in `app/src` (in `use` lines and in
//! code, tests included; `super::…` paths resolved too) must name a module of the same unit or
//! of a lower layer, as declared by the layer table in `app/src/lib.rs` (read from there, so the
//! map and the check cannot drift apart). A cycle between units fails too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A unit of the map (`i18n`, `pages::learn`, …) and its layer.
struct Map {
    units: Vec<(String, usize)>,
}

impl Map {
    /// Reads the table rows `//! | 3 | pages::learn, pages::editor | … |` of `lib.rs`.
    fn read(lib: &str) -> Map {
        let mut units = Vec::new();
        for line in lib.lines() {
            let Some(row) = line.strip_prefix("//! |") else {
                continue;
            };
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            let Ok(layer) = cells[0].parse::<usize>() else {
                continue;
            };
            for unit in cells[1].split(',') {
                units.push((unit.trim().to_string(), layer));
            }
        }
        Map { units }
    }

    /// The unit a module path (`pages::learn::view`) belongs to: the longest declared prefix.
    fn unit_of(&self, module: &[String]) -> Option<(&str, usize)> {
        self.units
            .iter()
            .filter(|(u, _)| {
                let parts: Vec<&str> = u.split("::").collect();
                parts.len() <= module.len() && parts.iter().zip(module).all(|(a, b)| a == b)
            })
            .max_by_key(|(u, _)| u.len())
            .map(|(u, l)| (u.as_str(), *l))
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a source file: `pages/learn/view.rs` → `pages::learn::view`,
/// `pages/learn/mod.rs` → `pages::learn`, `lib.rs` → (the root).
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The code of a line without its comment and string literals (a `crate::` in a doc comment or
/// a string is not an import).
fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    let mut in_str = false;
    while let Some(c) = chars.next() {
        if in_str {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '/' if chars.peek() == Some(&'/') => break,
            _ => out.push(c),
        }
    }
    out
}

/// Every module path a line's code names: `crate::a::b`, `super::x`, and each branch of
/// `use crate::{a::b, c}` (the first one or two segments are enough to find the unit).
fn paths_in(code: &str, here: &[String], is_mod_file: bool) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    let bytes: Vec<char> = code.chars().collect();
    while i < bytes.len() {
        let rest: String = bytes[i..].iter().collect();
        let starts_word = i == 0 || !ident(bytes[i - 1]) && !matches!(bytes[i - 1], '$' | ':');
        let (base, skip) = if starts_word && rest.starts_with("crate::") {
            (Vec::new(), "crate::".len())
        } else if starts_word && rest.starts_with("super::") {
            // `super` of a `mod.rs` is its folder's parent; of another file, its folder.
            let mut base = here.to_vec();
            if !is_mod_file || !base.is_empty() {
                base.pop();
            }
            (base, "super::".len())
        } else {
            i += 1;
            continue;
        };
        let tail: String = rest[skip..].to_string();
        for branch in expand(&tail) {
            let mut p = base.clone();
            let mut segs = branch.split("::").map(str::trim).peekable();
            while let Some(s) = segs.next() {
                if s == "super" {
                    p.pop();
                } else if !s.is_empty() && s != "self" && s != "*" {
                    p.push(s.to_string());
                }
                let _ = segs.peek();
            }
            found.push(p);
        }
        i += skip;
    }
    found
}

/// `a::{b, c::d}::…` → `["a::b", "a::c::d"]`; `a::b` → `["a::b"]` (only module-like segments).
fn expand(tail: &str) -> Vec<String> {
    let mut prefix = String::new();
    let chars: Vec<char> = tail.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '{' {
            // Split the group's top-level branches.
            let mut depth = 0;
            let mut start = i + 1;
            let mut out = Vec::new();
            for (j, &d) in chars.iter().enumerate().skip(i) {
                match d {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            let branch: String = chars[start..j].iter().collect();
                            out.extend(
                                expand(branch.trim())
                                    .into_iter()
                                    .map(|b| format!("{prefix}{b}")),
                            );
                            return out;
                        }
                    }
                    ',' if depth == 1 => {
                        let branch: String = chars[start..j].iter().collect();
                        out.extend(
                            expand(branch.trim())
                                .into_iter()
                                .map(|b| format!("{prefix}{b}")),
                        );
                        start = j + 1;
                    }
                    _ => {}
                }
            }
            return out;
        }
        if c.is_alphanumeric() || c == '_' || c == ':' || c == '*' {
            prefix.push(c);
            i += 1;
        } else if c == ',' && prefix.is_empty() {
            i += 1;
        } else {
            break;
        }
    }
    vec![prefix.trim_end_matches(':').to_string()]
}

/// Every import from one unit to another: (from, to, file:line).
fn imports(src: &Path, map: &Map) -> Vec<(String, String, String)> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let here = module_of(src, &file);
        let is_mod = file
            .file_name()
            .is_some_and(|n| n == "mod.rs" || n == "lib.rs");
        let from = map.unit_of(&here).map(|(u, _)| u.to_string());
        // Every module but the two that only declare others (`lib.rs`, `pages/mod.rs`) is in the
        // table: a new page or module must be given its layer.
        let declares_only = here.is_empty() || here == ["pages"];
        assert!(
            from.is_some() || declares_only,
            "{} is in no layer of the table in lib.rs",
            file.display()
        );
        let text = std::fs::read_to_string(&file).expect("a source file");
        // Statements may span lines (`use crate::{\n a,\n b\n};`): join each `use` until its `;`.
        let mut pending = String::new();
        for (n, line) in text.lines().enumerate() {
            let code = code_of(line);
            if !pending.is_empty()
                || code.trim_start().starts_with("use ")
                || code.trim_start().starts_with("pub use ")
            {
                pending.push_str(&code);
                if !code.contains(';') {
                    continue;
                }
            } else {
                pending = code;
            }
            let statement = std::mem::take(&mut pending);
            for path in paths_in(&statement, &here, is_mod) {
                let Some((to, _)) = map.unit_of(&path) else {
                    continue;
                };
                let from = from.clone().unwrap_or_default();
                if from != to {
                    let at = format!("{}:{}", file.strip_prefix(src).unwrap().display(), n + 1);
                    out.push((from, to.to_string(), at));
                }
            }
        }
    }
    out
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_import_points_down_the_layers() {
    let src = src();
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    let map = Map::read(&lib);
    // The map names every module of the crate (and the root's `mod` lines name only those).
    let mut declared: BTreeSet<&str> = map.units.iter().map(|(u, _)| u.as_str()).collect();
    assert!(declared.len() >= 15, "the layer table: {declared:?}");
    for line in lib.lines() {
        let code = code_of(line);
        if let Some(m) = code
            .trim()
            .strip_prefix("pub mod ")
            .or(code.trim().strip_prefix("mod "))
        {
            let m = m.trim_end_matches(';');
            let covered = declared
                .iter()
                .any(|u| u == &m || u.starts_with(&format!("{m}::")));
            assert!(covered, "module {m} is not in the layer table");
        }
    }
    let mut wrong = Vec::new();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to, at) in imports(&src, &map) {
        let layer = |u: &str| map.units.iter().find(|(v, _)| v == u).map(|(_, l)| *l);
        match (layer(&from), layer(&to)) {
            (Some(a), Some(b)) if b < a => {}
            (None, _) if from.is_empty() || from == "pages" => {} // lib.rs, pages/mod.rs: `mod` lines
            _ => wrong.push(format!("{at}: {from} uses {to}")),
        }
        graph.entry(from).or_default().insert(to);
    }
    declared.clear();
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
    // No cycle between units (implied by the layers, checked on its own).
    fn visit(
        u: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) {
        if let Some(i) = stack.iter().position(|s| s == u) {
            panic!("a cycle: {}", stack[i..].join(" -> "));
        }
        if done.contains(u) {
            return;
        }
        stack.push(u.to_string());
        for v in g.get(u).into_iter().flatten() {
            visit(v, g, stack, done);
        }
        stack.pop();
        done.insert(u.to_string());
    }
    let mut done = BTreeSet::new();
    for u in graph.keys() {
        visit(u, &graph, &mut Vec::new(), &mut done);
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
