// Moves to the shared web crate's test helpers (issue 21)
//! Reading a crate's sources for the layer check: the code of each file without comments,
//! strings and character literals; the inline modules (`mod tests { … }`) each line is in; every
//! module path a statement names; and the re-exports (`pub use a::B`) a path is followed through.
//! The path reading is the app's (`app/tests/layers.rs`: `crate::…`, `super::…`, grouped and
//! nested `use` branches), extended to `self::…` and to paths that start with a child module's
//! name, which the cycle check inside a module needs.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One source file: its module path and its code, line by line.
pub struct Source {
    /// The module path (`play::board`; the root is empty).
    pub module: Vec<String>,
    /// The path under `src`, for messages.
    pub rel: String,
    /// Each line's code ([`strip`]).
    pub lines: Vec<String>,
}

/// Every `.rs` file under `src`, sorted, read and stripped.
pub fn read_tree(src: &Path) -> Vec<Source> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    files
        .into_iter()
        .map(|file| {
            let text = std::fs::read_to_string(&file).expect("a source file");
            Source {
                module: module_of(src, &file),
                rel: file
                    .strip_prefix(src)
                    .expect("under src")
                    .display()
                    .to_string(),
                lines: strip(&text),
            }
        })
        .collect()
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

/// The module path of a source file: `play/board.rs` → `play::board`, `play/mod.rs` → `play`,
/// `lib.rs` → (the root).
pub fn module_of(src: &Path, file: &Path) -> Vec<String> {
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

fn ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The code of `text`, one string per line: comments dropped, string literals (plain, byte and
/// raw) kept as `""` and character literals as `' '`, so a `crate::` or a brace inside them is
/// not code. Lines stay where they were.
pub fn strip(text: &str) -> Vec<String> {
    let c: Vec<char> = text.chars().collect();
    let mut out = vec![String::new()];
    let mut i = 0;
    // Skips to `end` (exclusive), keeping the line breaks on the way.
    let skip = |out: &mut Vec<String>, from: usize, end: usize| {
        for _ in c[from..end.min(c.len())].iter().filter(|&&ch| ch == '\n') {
            out.push(String::new());
        }
    };
    while i < c.len() {
        let at = |k: usize| c.get(i + k).copied();
        let prev_ident = i > 0 && ident(c[i - 1]);
        if c[i] == '/' && at(1) == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && at(1) == Some('*') {
            let (mut depth, mut j) = (1, i + 2);
            while j < c.len() && depth > 0 {
                if c[j] == '/' && c.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 1;
                } else if c[j] == '*' && c.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 1;
                }
                j += 1;
            }
            skip(&mut out, i, j);
            i = j;
        } else if !prev_ident && (c[i] == 'r' || (c[i] == 'b' && at(1) == Some('r'))) && {
            let r = if c[i] == 'b' { i + 1 } else { i };
            let hashes = c[r + 1..].iter().take_while(|&&ch| ch == '#').count();
            c.get(r + 1 + hashes) == Some(&'"')
        } {
            // A raw string: r"…", r#"…"#, br#"…"#.
            let r = if c[i] == 'b' { i + 1 } else { i };
            let hashes = c[r + 1..].iter().take_while(|&&ch| ch == '#').count();
            let mut j = r + 2 + hashes;
            while j < c.len()
                && !(c[j] == '"'
                    && c[j + 1..].iter().take(hashes).all(|&h| h == '#')
                    && j + hashes < c.len())
            {
                j += 1;
            }
            skip(&mut out, i, j);
            i = j + 1 + hashes;
            out.last_mut().expect("a line").push_str("\"\"");
        } else if c[i] == '"' {
            let mut j = i + 1;
            while j < c.len() && c[j] != '"' {
                j += if c[j] == '\\' { 2 } else { 1 };
            }
            skip(&mut out, i, j);
            i = j + 1;
            out.last_mut().expect("a line").push_str("\"\"");
        } else if c[i] == '\'' && (at(1) == Some('\\') || at(2) == Some('\'')) {
            // A character literal ('x', '\n', '\u{7b}'); a lifetime ('a, 'static) has no
            // closing quote right after one character.
            let mut j = i + 2;
            while j < c.len() && c[j] != '\'' && c[j] != '\n' {
                j += 1;
            }
            i = j + 1;
            out.last_mut().expect("a line").push_str("' '");
        } else {
            if c[i] == '\n' {
                out.push(String::new());
            } else {
                out.last_mut().expect("a line").push(c[i]);
            }
            i += 1;
        }
    }
    out
}

/// The inline modules each line is inside (`mod tests {` … `}`), as names under the file's
/// module: `super::` inside `mod tests { … }` of `play/board.rs` is `play::board`.
pub fn inline_scopes(lines: &[String]) -> Vec<Vec<String>> {
    let mut depth = 0usize;
    let mut open: Vec<(String, usize)> = Vec::new();
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        let words: Vec<&str> = line
            .split(|ch: char| !ident(ch) && ch != '{')
            .filter(|w| !w.is_empty())
            .collect();
        let opens_module = words
            .windows(2)
            .find(|w| w[0] == "mod" && line.trim_end().ends_with('{'))
            .map(|w| w[1].trim_end_matches('{').to_string());
        for ch in line.chars() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if open.last().is_some_and(|(_, d)| *d >= depth) {
                        open.pop();
                    }
                }
                _ => {}
            }
        }
        if let Some(name) = opens_module {
            open.push((name, depth - 1));
        }
        out.push(open.iter().map(|(n, _)| n.clone()).collect());
    }
    out
}

/// Every module path a statement's code names: `crate::a::b`, `super::x`, `self::x`, a path
/// starting with the name of a child module of `scope` (`is_module` says which paths are
/// modules), and each branch of `use crate::{a::b, c}`.
pub fn paths_in(
    code: &str,
    scope: &[String],
    is_module: &dyn Fn(&[String]) -> bool,
) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let starts_word = i == 0 || !ident(chars[i - 1]) && !matches!(chars[i - 1], '$' | ':');
        if !starts_word || !ident(chars[i]) {
            i += 1;
            continue;
        }
        let word: String = chars[i..].iter().take_while(|&&ch| ident(ch)).collect();
        let after = i + word.chars().count();
        if chars.get(after) != Some(&':') || chars.get(after + 1) != Some(&':') {
            i = after;
            continue;
        }
        let mut base = scope.to_vec();
        let tail_from = match word.as_str() {
            "crate" => {
                base.clear();
                after + 2
            }
            "super" => {
                base.pop();
                after + 2
            }
            "self" => after + 2,
            _ if is_module(&[scope, std::slice::from_ref(&word)].concat()) => i,
            _ => {
                i = after;
                continue;
            }
        };
        let tail: String = chars[tail_from..].iter().collect();
        for branch in expand(&tail) {
            let mut p = base.clone();
            for s in branch.split("::").map(str::trim) {
                if s == "super" {
                    p.pop();
                } else if !s.is_empty() && s != "self" && s != "*" {
                    p.push(s.to_string());
                }
            }
            found.push(p);
        }
        i = after;
    }
    found
}

/// `a::{b, c::d}::…` → `["a::b", "a::c::d"]`; `a::b` → `["a::b"]` (only module-like segments).
pub fn expand(tail: &str) -> Vec<String> {
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
                    '}' | ',' if depth == 1 => {
                        let branch: String = chars[start..j].iter().collect();
                        out.extend(
                            expand(branch.trim())
                                .into_iter()
                                .map(|b| format!("{prefix}{b}")),
                        );
                        start = j + 1;
                        if d == '}' {
                            return out;
                        }
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            return out;
        }
        if ident(c) || c == ':' || c == '*' {
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

/// The statements of a file with the line each starts on and the inline modules it is in: a
/// `use` is joined until its `;` (it may span lines), any other line is a statement of its own.
pub fn statements(source: &Source) -> Vec<(usize, Vec<String>, String)> {
    let scopes = inline_scopes(&source.lines);
    let mut out = Vec::new();
    let mut pending: Option<(usize, String)> = None;
    for (n, code) in source.lines.iter().enumerate() {
        match pending.as_mut() {
            Some((_, text)) => text.push_str(code),
            None if use_visibility(code).is_some() => pending = Some((n, code.clone())),
            None => {
                out.push((n, scopes[n].clone(), code.clone()));
                continue;
            }
        }
        if code.contains(';') {
            if let Some((start, text)) = pending.take() {
                out.push((start, scopes[start].clone(), text));
            }
        }
    }
    out
}

/// Whether a statement is a `use`, and if so whether it is public (`pub use`, `pub(crate) use`,
/// `pub(super) use`: a re-export) or private.
pub fn use_visibility(code: &str) -> Option<bool> {
    let t = code.trim_start();
    if t.starts_with("use ") {
        return Some(false);
    }
    let rest = t.strip_prefix("pub")?;
    let rest = match rest.strip_prefix('(') {
        Some(r) => &r[r.find(')')? + 1..],
        None => rest,
    };
    rest.trim_start().starts_with("use ").then_some(true)
}

/// The crate's re-exports: (module, name) → the path of the item it re-exports, from every
/// `pub use` at a file's top (renames with `as` are not followed).
pub fn reexports(
    sources: &[Source],
    is_module: &dyn Fn(&[String]) -> bool,
) -> BTreeMap<(Vec<String>, String), Vec<String>> {
    let mut out = BTreeMap::new();
    for s in sources {
        for (_, inline, code) in statements(s) {
            if use_visibility(&code) != Some(true) || !inline.is_empty() {
                continue;
            }
            for path in paths_in(&code, &s.module, is_module) {
                if let Some(name) = path.last() {
                    out.insert((s.module.clone(), name.clone()), path.clone());
                }
            }
        }
    }
    out
}

/// The file modules of a crate and its re-exports: where a path's item is defined.
pub struct Resolver {
    modules: BTreeSet<Vec<String>>,
    reexports: BTreeMap<(Vec<String>, String), Vec<String>>,
}

impl Resolver {
    /// The resolver of `sources`.
    pub fn new(sources: &[Source]) -> Resolver {
        let modules: BTreeSet<Vec<String>> = sources.iter().map(|s| s.module.clone()).collect();
        let is_module = |p: &[String]| modules.contains(p);
        let reexports = reexports(sources, &is_module);
        Resolver { modules, reexports }
    }

    /// Whether `path` is a module with a file of its own.
    pub fn is_module(&self, path: &[String]) -> bool {
        self.modules.contains(path)
    }

    /// The file module a path lives in: its longest prefix that is a file module.
    fn file_of(&self, path: &[String]) -> Vec<String> {
        (0..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|p| self.modules.contains(p))
            .unwrap_or_default()
    }

    /// The file that defines what `path` names, following re-exports (a few steps at most).
    pub fn resolve(&self, path: &[String]) -> Vec<String> {
        let mut path = path.to_vec();
        for _ in 0..8 {
            let file = self.file_of(&path);
            let Some(name) = path.get(file.len()) else {
                return file;
            };
            match self.reexports.get(&(file.clone(), name.clone())) {
                Some(target) if target[..] != path[..=file.len()] => {
                    let mut next = target.clone();
                    next.extend(path[file.len() + 1..].iter().cloned());
                    path = next;
                }
                _ => return file,
            }
        }
        self.file_of(&path)
    }
}
