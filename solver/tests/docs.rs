//! The documentation works on a public host: every relative link of `README.md` and `docs/*.md`
//! points to a file of the repository (and, with `#anchor`, to a heading of it), and the two
//! rule contracts copied into `docs/` are byte for byte the ones in `../shared/`.
//!
//! Links inside fenced code blocks and inline code spans are examples, not links, and are not
//! checked; neither are links with a scheme (`https://…`, `mailto:`).

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The repository's root (this crate is one folder below it).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the solver crate is inside the repository")
        .to_path_buf()
}

/// `README.md` and every `docs/*.md`, sorted.
fn pages(root: &Path) -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("docs/ is readable")
        .map(|entry| entry.expect("docs/ is readable").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    pages.sort();
    pages.insert(0, root.join("README.md"));
    pages
}

/// The text's lines outside fenced code blocks, numbered from 1, with inline code spans blanked.
fn prose(text: &str) -> Vec<(usize, String)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced {
            lines.push((i + 1, without_code_spans(line)));
        }
    }
    lines
}

/// The line with every inline code span (`` `…` ``, ``` ``…`` ```) replaced by a space.
fn without_code_spans(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = rest.find('`') {
        out.push_str(&rest[..start]);
        let ticks = rest[start..].len() - rest[start..].trim_start_matches('`').len();
        let fence = &rest[start..start + ticks];
        let after = &rest[start + ticks..];
        match after.find(fence) {
            Some(end) => {
                out.push(' ');
                rest = &after[end + ticks..];
            }
            None => {
                // An unmatched backtick is a literal backtick.
                out.push_str(fence);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The targets of the line's links: inline `[text](target)` and `![alt](target)` (without a
/// title), and a reference definition `[label]: target`.
fn link_targets(line: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let trimmed = line.trim_start();
    if trimmed.starts_with('[') {
        if let Some(end) = trimmed.find("]: ") {
            let target = trimmed[end + 3..].split_whitespace().next().unwrap_or("");
            targets.push(target.trim_matches(['<', '>']).to_owned());
        }
    }
    let mut rest = line;
    while let Some(open) = rest.find("](") {
        let after = &rest[open + 2..];
        let end = after.find(')').unwrap_or(after.len());
        let inside = after[..end].trim();
        let target = inside.split_whitespace().next().unwrap_or("");
        targets.push(target.trim_matches(['<', '>']).to_owned());
        rest = &after[end..];
    }
    targets
}

/// GitHub's anchor for a heading's text: lower case, each space a `-`, every character that is
/// not a letter, a digit, `-` or `_` dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// Every anchor the headings of a Markdown text define, with GitHub's `-1`, `-2`… for repeats.
fn anchors(text: &str) -> HashSet<String> {
    let mut anchors = HashSet::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let hashes = line.len() - line.trim_start_matches('#').len();
        if fenced || !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(line[hashes..].trim().trim_end_matches('#'));
        let mut anchor = base.clone();
        let mut n = 0;
        while !anchors.insert(anchor.clone()) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
    }
    anchors
}

/// `%20` and the like decoded (a path in a link may be percent-encoded).
fn percent_decoded(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What is wrong with the relative links of `text`, the contents of the page `page` of the
/// repository at `root`: one line per broken link, naming the page, the line and the link.
fn broken_links(root: &Path, page: &Path, text: &str) -> Vec<String> {
    let root = root.canonicalize().expect("the repository's root exists");
    let name = page
        .strip_prefix(&root)
        .unwrap_or(page)
        .display()
        .to_string();
    let mut broken = Vec::new();
    for (number, line) in prose(text) {
        for target in link_targets(&line) {
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let file = if path.is_empty() {
                page.to_path_buf()
            } else {
                page.parent()
                    .expect("a page is in a folder")
                    .join(percent_decoded(path))
            };
            let problem = match file.canonicalize() {
                Err(_) => Some("no such file".to_owned()),
                Ok(file) if !file.starts_with(&root) => Some("outside the repository".to_owned()),
                Ok(_) if anchor.is_empty() => None,
                Ok(file) => match fs::read_to_string(&file) {
                    Ok(target_text) if file.extension().is_some_and(|ext| ext == "md") => {
                        let anchors = anchors(&target_text);
                        (!anchors.contains(anchor)).then(|| format!("no heading #{anchor} there"))
                    }
                    _ => Some("an anchor into a file that is not Markdown".to_owned()),
                },
            };
            if let Some(problem) = problem {
                broken.push(format!("{name}:{number}: ({target}): {problem}"));
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_of_the_readme_and_docs_resolves_inside_the_repository() {
    let root = root();
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in pages(&root) {
        let page = page.canonicalize().expect("the page exists");
        let text = fs::read_to_string(&page).expect("the page is readable");
        checked += prose(&text)
            .iter()
            .map(|(_, line)| link_targets(line).len())
            .sum::<usize>();
        broken.extend(broken_links(&root, &page, &text));
    }
    assert!(
        checked > 50,
        "only {checked} links found: is the parser broken?"
    );
    assert!(
        broken.is_empty(),
        "broken links (a path is relative to its page; an anchor is GitHub's slug of a heading):\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_checker_reports_a_broken_link_and_accepts_good_ones() {
    let root = root().canonicalize().expect("the repository's root exists");
    let page = root.join("README.md");
    let text = "[ok](docs/solver.md) [ok](docs/solver.md#speed) [ok](#the-two-commands)\n\
                [web](https://example.org/x) `[in code](nowhere.md)`\n\
                ```\n[in a block](nowhere.md)\n```\n\
                [gone](docs/nowhere.md) [bad anchor](docs/solver.md#no-such-heading)\n\
                [out](../../etc/hostname)\n\
                # The two commands\n";
    let broken = broken_links(&root, &page, text);
    assert_eq!(broken.len(), 3, "{broken:#?}");
    assert!(broken[0].contains("docs/nowhere.md") && broken[0].contains("no such file"));
    assert!(broken[1].contains("no heading #no-such-heading"));
    assert!(broken[2].contains("../../etc/hostname"));
}

#[test]
fn anchors_are_githubs_slugs() {
    assert_eq!(
        slug("The solved table (`solve --out DIR`)"),
        "the-solved-table-solve---out-dir"
    );
    assert_eq!(
        slug("Two modules: what a first visit loads"),
        "two-modules-what-a-first-visit-loads"
    );
    assert_eq!(slug("The other reading's file"), "the-other-readings-file");
    assert_eq!(
        slug("Lines, the reveal_rule, and ×"),
        "lines-the-reveal_rule-and-"
    );
    let repeated = anchors("# Figures\n## Figures\n```\n# not a heading\n```\n### Figures #\n");
    let expected: HashSet<String> = ["figures", "figures-1", "figures-2"]
        .map(String::from)
        .into();
    assert_eq!(repeated, expected);
}

/// The rule contracts live read-only in `../shared/` beside the repository; `docs/` holds copies
/// so that links work on a public host. Skipped (saying so) only where `../shared/` is absent.
#[test]
fn the_rule_copies_equal_the_contracts_in_shared() {
    let root = root();
    let shared = root.join("..").join("shared");
    if !shared.is_dir() {
        eprintln!(
            "skipped: {} is absent, so docs/rules.md and docs/gobbler-rules.md cannot be compared \
             with the contracts",
            shared.display()
        );
        return;
    }
    for (copy, contract) in [
        ("docs/rules.md", "rules.md"),
        ("docs/gobbler-rules.md", "gobbler.md"),
    ] {
        let copied = fs::read(root.join(copy)).unwrap_or_else(|e| panic!("{copy}: {e}"));
        let original = fs::read(shared.join(contract))
            .unwrap_or_else(|e| panic!("../shared/{contract} (the folder exists): {e}"));
        assert!(
            copied == original,
            "{copy} differs from ../shared/{contract}: copy it again \
             (cp ../shared/{contract} {copy})"
        );
    }
}
