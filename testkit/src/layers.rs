//! The layer check both web crates run (`app/tests/layers.rs`, `gobbler/web/tests/layers.rs`):
//! a crate's `lib.rs` declares its layers in a table of rows `//! | 2 | words, paste | … |`,
//! and [`check`] reads every `crate::…` and `super::…` path in the crate's sources and fails on
//! an import against the table, on a cycle between units, or on a cycle between files (inside
//! one unit too). The table is read from `lib.rs` itself, so the map and the check cannot drift
//! apart.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A unit of the map (`i18n`, `pages::learn`, …) and its layer.
/// The layer table of a crate.
pub struct Map {
    /// Every unit and its layer.
    pub units: Vec<(String, usize)>,
}

impl Map {
    /// Reads the table rows `//! | 3 | pages::learn, pages::editor | … |` of `lib.rs`.
    #[must_use]
    pub fn read(lib: &str) -> Map {
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
    #[must_use]
    pub fn unit_of(&self, module: &[String]) -> Option<(&str, usize)> {
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
#[must_use]
pub fn code_of(line: &str) -> String {
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
#[must_use]
pub fn paths_in(code: &str, here: &[String], is_mod_file: bool) -> Vec<Vec<String>> {
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

/// One import: the unit and file it is in, the unit and module it names, and where.
struct Import {
    from: String,
    from_file: Vec<String>,
    to: String,
    to_module: Vec<String>,
    at: String,
}

/// Every import of the crate whose sources are in `src` (`declaring`: modules that only declare
/// others and need no layer, beside the root).
fn imports(src: &Path, map: &Map, declaring: &[&str]) -> Result<Vec<Import>, String> {
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
        // Every module but those that only declare others is in the table: a new page or
        // module must be given its layer.
        let declares_only = here.is_empty() || declaring.contains(&here.join("::").as_str());
        if from.is_none() && !declares_only {
            return Err(format!(
                "{} is in no layer of the table in lib.rs",
                file.display()
            ));
        }
        let text =
            std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
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
                let at = format!(
                    "{}:{}",
                    file.strip_prefix(src).unwrap_or(&file).display(),
                    n + 1
                );
                out.push(Import {
                    from: from.clone().unwrap_or_default(),
                    from_file: here.clone(),
                    to: to.to_string(),
                    to_module: path,
                    at,
                });
            }
        }
    }
    Ok(out)
}

/// The first cycle of `graph`, as its nodes in order.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        u: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = stack.iter().position(|s| s == u) {
            let mut found = stack[i..].to_vec();
            found.push(u.to_string());
            return Some(found);
        }
        if done.contains(u) {
            return None;
        }
        stack.push(u.to_string());
        for v in g.get(u).into_iter().flatten() {
            if let Some(c) = visit(v, g, stack, done) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(u.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|u| visit(u, graph, &mut Vec::new(), &mut done))
}

/// Checks the crate whose sources are in `src` against the layer table in its `lib.rs`: every
/// module is in the table (but the root and the `declaring` modules, which only declare
/// others), every `crate::`/`super::` path names a module of its own unit or of a lower layer,
/// there is no cycle between units, and no cycle between files, inside a unit too (`a.rs` uses
/// `b.rs` and `b.rs` uses `a.rs`; a file naming its own parent module is not an edge back, as
/// the parent's `mod` line is no import).
///
/// # Errors
/// Every import against the layers, or the first cycle, in words.
pub fn check(src: &Path, declaring: &[&str]) -> Result<(), String> {
    let lib = std::fs::read_to_string(src.join("lib.rs")).map_err(|e| format!("lib.rs: {e}"))?;
    let map = Map::read(&lib);
    if map.units.is_empty() {
        return Err("lib.rs has no layer table".into());
    }
    for line in lib.lines() {
        let code = code_of(line);
        if let Some(m) = code
            .trim()
            .strip_prefix("pub mod ")
            .or(code.trim().strip_prefix("mod "))
        {
            let m = m.trim_end_matches(';');
            let covered = map
                .units
                .iter()
                .any(|(u, _)| u == m || u.starts_with(&format!("{m}::")));
            if !covered {
                return Err(format!("module {m} is not in the layer table"));
            }
        }
    }
    let layer = |u: &str| map.units.iter().find(|(v, _)| v == u).map(|(_, l)| *l);
    let files: BTreeSet<Vec<String>> = {
        let mut all = Vec::new();
        rust_files(src, &mut all);
        all.iter().map(|f| module_of(src, f)).collect()
    };
    let mut wrong = Vec::new();
    let mut units: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut file_graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for i in imports(src, &map, declaring)? {
        if i.from != i.to {
            match (layer(&i.from), layer(&i.to)) {
                (Some(a), Some(b)) if b < a => {}
                (None, _) if i.from.is_empty() || declaring.contains(&i.from.as_str()) => {}
                _ => wrong.push(format!("{}: {} uses {}", i.at, i.from, i.to)),
            }
            units
                .entry(i.from.clone())
                .or_default()
                .insert(i.to.clone());
        }
        // The file the path names: its longest prefix that is a source file's module.
        let target = (0..=i.to_module.len())
            .rev()
            .map(|n| i.to_module[..n].to_vec())
            .find(|m| files.contains(m));
        if let Some(target) = target {
            let is_ancestor = target.len() < i.from_file.len() && i.from_file.starts_with(&target);
            if target != i.from_file && !is_ancestor {
                file_graph
                    .entry(i.from_file.join("::"))
                    .or_default()
                    .insert(target.join("::"));
            }
        }
    }
    if !wrong.is_empty() {
        return Err(format!("imports against the layers:\n{}", wrong.join("\n")));
    }
    if let Some(c) = cycle(&units) {
        return Err(format!("a cycle between units: {}", c.join(" -> ")));
    }
    if let Some(c) = cycle(&file_graph) {
        return Err(format!("a cycle between files: {}", c.join(" -> ")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small crate written to a temporary folder: `lib.rs` with its table, and `files`.
    fn crate_with(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("testkit-layers-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in files {
            let p = dir.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        dir
    }

    const LIB: &str = "//! | layer | modules | what |\n//! |---|---|---|\n//! | 0 | words | w |\n//! | 1 | page | p |\nmod words;\nmod page;\n";

    #[test]
    fn a_crate_that_keeps_its_layers_passes() {
        let dir = crate_with(
            "good",
            &[
                ("lib.rs", LIB),
                ("words.rs", "pub fn w() {}\n"),
                ("page/mod.rs", "mod view;\nuse crate::words::w;\n"),
                ("page/view.rs", "use super::helper;\nuse crate::words;\n"),
            ],
        );
        assert_eq!(check(&dir, &[]), Ok(()));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn an_import_up_the_layers_fails() {
        let dir = crate_with(
            "up",
            &[
                ("lib.rs", LIB),
                ("words.rs", "use crate::page::x;\n"),
                ("page/mod.rs", ""),
            ],
        );
        let why = check(&dir, &[]).unwrap_err();
        assert!(why.contains("words.rs:1: words uses page"), "{why}");
        let _ = std::fs::remove_dir_all(dir);
    }

    /// The circle the unit graph cannot see: two files of one unit using each other.
    #[test]
    fn a_circle_between_two_files_of_one_unit_fails() {
        let dir = crate_with(
            "circle",
            &[
                ("lib.rs", LIB),
                ("words.rs", ""),
                ("page/mod.rs", "mod charts;\nmod view;\n"),
                ("page/charts.rs", "use super::view::legend;\n"),
                ("page/view.rs", "use super::charts;\n"),
            ],
        );
        let why = check(&dir, &[]).unwrap_err();
        assert!(
            why.contains("a cycle between files: page::charts -> page::view -> page::charts"),
            "{why}"
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_module_outside_the_table_fails() {
        let dir = crate_with(
            "outside",
            &[
                ("lib.rs", LIB),
                ("words.rs", ""),
                ("page/mod.rs", ""),
                ("extra.rs", ""),
            ],
        );
        assert!(check(&dir, &[])
            .unwrap_err()
            .contains("extra.rs is in no layer"));
        let _ = std::fs::remove_dir_all(dir);
    }
}
