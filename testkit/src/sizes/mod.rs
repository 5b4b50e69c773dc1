//! The size check the web crates run (`app/tests/sizes.rs`, `gobbler/web/tests/sizes.rs`): no
//! source file over [`MAX_FILE_LINES`] lines and no function over [`MAX_FN_LINES`], unless the
//! calling test allows it by name with a stated reason. [`check`] lists every file and function
//! over the limits, and every allowance that no longer names one (so the list stays short).
//!
//! Functions are found by a small scan of the source ([`functions`]): it skips comments, strings
//! (raw ones too), chars and lifetimes, and matches braces, so a `{` in a string or a comment does
//! not end a body and a function inside another is measured on its own.

use std::path::{Path, PathBuf};

/// The most lines a source file may have.
pub const MAX_FILE_LINES: usize = 400;

/// The most lines a function may span, from its `fn` line to its closing brace.
pub const MAX_FN_LINES: usize = 80;

/// A function found by [`functions`]: its name and the lines (1-based, inclusive) from its `fn`
/// keyword to its closing brace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// The function's name.
    pub name: String,
    /// The line of its `fn` keyword.
    pub first: usize,
    /// The line of its closing brace.
    pub last: usize,
}

impl Function {
    /// How many lines it spans.
    #[must_use]
    pub fn lines(&self) -> usize {
        self.last - self.first + 1
    }
}

/// A token of the scan: what [`functions`] needs, nothing more.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Ident(String),
    /// A punctuation character, one of `{ } ( ) [ ] ; $` (others are dropped).
    Punct(char),
}

/// The source's identifiers and brackets with their lines, skipping comments, strings, chars and
/// lifetimes.
fn tokens(text: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // Moves `i` past `n` chars, counting the newlines passed.
    let advance = |i: &mut usize, line: &mut usize, n: usize| {
        for c in &chars[*i..(*i + n).min(chars.len())] {
            if *c == '\n' {
                *line += 1;
            }
        }
        *i += n;
    };
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            let end = chars[i..]
                .iter()
                .position(|&c| c == '\n')
                .unwrap_or(chars.len() - i);
            advance(&mut i, &mut line, end);
        } else if c == '/' && next == Some('*') {
            let n = block_comment_len(&chars[i..]);
            advance(&mut i, &mut line, n);
        } else if c == '"' {
            let n = string_len(&chars[i..]);
            advance(&mut i, &mut line, n);
        } else if c == '\'' {
            let n = char_len(&chars[i..]);
            advance(&mut i, &mut line, n);
        } else if ident(c) {
            let start = i;
            while i < chars.len() && ident(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            match (word.as_str(), chars.get(i)) {
                // A raw string: `r"…"`, `r#"…"#`, `br…`, `cr…`.
                ("r" | "br" | "cr", Some('"' | '#')) if raw_string_len(&chars[i..]).is_some() => {
                    let n = raw_string_len(&chars[i..]).unwrap_or(0);
                    advance(&mut i, &mut line, n);
                }
                // A raw identifier `r#fn` is a name, not the keyword.
                ("r", Some('#')) => {
                    let from = i + 1;
                    let mut end = from;
                    while end < chars.len() && ident(chars[end]) {
                        end += 1;
                    }
                    let name: String = chars[from..end].iter().collect();
                    out.push((Token::Ident(format!("r#{name}")), line));
                    i = end;
                }
                // A byte or C string, or a byte char: the literal follows the prefix.
                ("b" | "c", Some('"')) => {
                    let n = string_len(&chars[i..]);
                    advance(&mut i, &mut line, n);
                }
                ("b", Some('\'')) => {
                    let n = char_len(&chars[i..]);
                    advance(&mut i, &mut line, n);
                }
                _ => out.push((Token::Ident(word), line)),
            }
        } else {
            if matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';' | '$') {
                out.push((Token::Punct(c), line));
            }
            advance(&mut i, &mut line, 1);
        }
    }
    out
}

/// The length of the block comment at the start of `s` (they nest).
fn block_comment_len(s: &[char]) -> usize {
    let mut depth = 0;
    let mut i = 0;
    while i < s.len() {
        if s[i] == '/' && s.get(i + 1) == Some(&'*') {
            depth += 1;
            i += 2;
        } else if s[i] == '*' && s.get(i + 1) == Some(&'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    s.len()
}

/// The length of the string literal at the start of `s` (from its `"`, escapes skipped).
fn string_len(s: &[char]) -> usize {
    let mut i = 1;
    while i < s.len() {
        match s[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    s.len()
}

/// The length of the raw string at the start of `s` (from its `#`s or `"`), if it is one.
fn raw_string_len(s: &[char]) -> Option<usize> {
    let hashes = s.iter().take_while(|&&c| c == '#').count();
    if s.get(hashes) != Some(&'"') {
        return None;
    }
    let mut i = hashes + 1;
    while i < s.len() {
        if s[i] == '"'
            && s[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == '#')
                .count()
                == hashes
        {
            return Some(i + 1 + hashes);
        }
        i += 1;
    }
    Some(s.len())
}

/// The length of the char literal at the start of `s` (from its `'`), or 1 for a lifetime's
/// quote (`'a` in `&'a str`), whose name the scan then reads as an identifier.
fn char_len(s: &[char]) -> usize {
    match (s.get(1), s.get(2)) {
        (Some('\\'), _) => {
            let rest = s.get(3..).unwrap_or_default();
            rest.iter()
                .position(|&c| c == '\'')
                .map_or(s.len(), |p| p + 4)
        }
        (Some(_), Some('\'')) => 3,
        _ => 1,
    }
}

/// Every function with a body in `text`, in the order their bodies close: `fn name` followed,
/// outside any brackets, by a `{` before any `;` (a declaration without a body, `fn(u8)` as a
/// type, and `fn $name` in a macro are skipped). A function inside another is listed too.
#[must_use]
pub fn functions(text: &str) -> Vec<Function> {
    let tokens = tokens(text);
    let mut found = Vec::new();
    // Open braces: the function a brace opens the body of, if any.
    let mut open: Vec<Option<(String, usize)>> = Vec::new();
    // A function whose signature is being read: its name, `fn` line, and bracket depth.
    let mut pending: Option<(String, usize, usize)> = None;
    let mut i = 0;
    while i < tokens.len() {
        let (token, line) = &tokens[i];
        match token {
            Token::Ident(w) if w == "fn" => {
                if let Some((Token::Ident(name), _)) = tokens.get(i + 1) {
                    pending = Some((name.clone(), *line, 0));
                    i += 1;
                }
            }
            Token::Punct('(' | '[') => {
                if let Some(p) = pending.as_mut() {
                    p.2 += 1;
                }
            }
            Token::Punct(')' | ']') => {
                if let Some(p) = pending.as_mut() {
                    p.2 = p.2.saturating_sub(1);
                }
            }
            Token::Punct(';') if pending.as_ref().is_some_and(|p| p.2 == 0) => pending = None,
            Token::Punct('{') => match pending.take() {
                Some((name, first, 0)) => open.push(Some((name, first))),
                other => {
                    // A brace inside a signature (`[u8; { N }]`): not the body yet.
                    pending = other;
                    open.push(None);
                }
            },
            Token::Punct('}') => {
                if let Some(Some((name, first))) = open.pop() {
                    found.push(Function {
                        name,
                        first,
                        last: *line,
                    });
                }
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Checks every `.rs` file under `src`: none over [`MAX_FILE_LINES`] lines, no function over
/// [`MAX_FN_LINES`]. `allow` lists the exceptions as `(what, why)`: `what` is a file's path
/// under `src` (`model/mod.rs`: the file may be long) or a path and a function's name
/// (`model/mod.rs::update`: functions of that name in that file may be long); `why` says why.
///
/// # Errors
/// Every file and function over the limits, every allowance without a reason, and every
/// allowance that names nothing over them, one a line.
pub fn check(src: &Path, allow: &[(&str, &str)]) -> Result<(), String> {
    let mut over = Vec::new();
    let mut used = vec![false; allow.len()];
    let mut allowed = |what: &str| match allow.iter().position(|(w, _)| *w == what) {
        Some(n) => {
            used[n] = true;
            true
        }
        None => false,
    };
    for file in rust_files(src) {
        let rel = file.strip_prefix(src).unwrap_or(&file);
        let rel = rel
            .iter()
            .map(|p| p.to_string_lossy())
            .collect::<Vec<_>>()
            .join("/");
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{rel}: {e}"))?;
        let lines = text.lines().count();
        if lines > MAX_FILE_LINES && !allowed(&rel) {
            over.push(format!("{rel}: {lines} lines (at most {MAX_FILE_LINES})"));
        }
        for f in functions(&text) {
            if f.lines() > MAX_FN_LINES && !allowed(&format!("{rel}::{}", f.name)) {
                over.push(format!(
                    "{rel}:{}: fn {} spans {} lines (at most {MAX_FN_LINES})",
                    f.first,
                    f.name,
                    f.lines()
                ));
            }
        }
    }
    for (n, (what, why)) in allow.iter().enumerate() {
        if why.trim().is_empty() {
            over.push(format!("{what}: allowed without a reason"));
        }
        if !used[n] {
            over.push(format!(
                "{what}: allowed, but it is within the limits (or gone): drop it"
            ));
        }
    }
    if over.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "over the size limits (split it, or allow it in the test with a reason):\n{}",
            over.join("\n")
        ))
    }
}

#[cfg(test)]
mod tests;
