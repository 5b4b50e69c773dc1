// Moves to the shared web crate's test helpers (issue 21)
//! The crate's layers point one way: every module path in `gobbler/web/src` (in `use` lines and
//! in code, tests included; `super::…`, `self::…` and child-module paths resolved, re-exports
//! followed to the file that defines the item) must name a module of the same unit or of a
//! lower layer, as declared by the layer table in `src/lib.rs` (read from there, so the map and
//! the check cannot drift apart). A cycle between units fails too, and so does a cycle between
//! the files of one unit (`a.rs` uses `b.rs`, which uses `a.rs`), which a check that treats a
//! unit as one node cannot see.
//!
//! This is the app's checker (`app/tests/layers.rs`) made to read any crate whose `lib.rs`
//! carries the same table: [`check`] takes the `src` folder and returns every problem. It runs
//! here on `gobbler/web/src`; the app's own layer rules read with it too (see the last test).

mod reader;
#[cfg(test)]
mod scratch;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use reader::{read_tree, statements, Resolver, Source};

/// A unit of the map (`i18n`, `pages::learn`, …) and its layer.
struct Map {
    units: Vec<(String, usize)>,
}

impl Map {
    /// Reads the table rows `//! | 3 | play, rules | … |` of `lib.rs`.
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

    /// The unit a module path (`play::board`) belongs to: the longest declared prefix.
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

    /// Whether `module` only declares units below it (the root, `pages` of `pages::learn`).
    fn declares_only(&self, module: &[String]) -> bool {
        let name = module.join("::");
        module.is_empty()
            || self
                .units
                .iter()
                .any(|(u, _)| u.starts_with(&format!("{name}::")))
    }
}

/// One use of a module by a file: from which file module, to which (resolved), where.
struct Use {
    from: Vec<String>,
    to: Vec<String>,
    at: String,
}

/// Every use in `sources` of another file module of the crate, resolved to the file that
/// defines what it names.
fn uses(sources: &[Source], resolver: &Resolver) -> Vec<Use> {
    let is_module = |p: &[String]| resolver.is_module(p);
    let mut out = Vec::new();
    for s in sources {
        for (n, inline, code) in statements(s) {
            let scope = [s.module.clone(), inline].concat();
            for path in reader::paths_in(&code, &scope, &is_module) {
                let to = resolver.resolve(&path);
                if to != s.module {
                    out.push(Use {
                        from: s.module.clone(),
                        to,
                        at: format!("{}:{}", s.rel, n + 1),
                    });
                }
            }
        }
    }
    out
}

/// The cycles of a graph, one per edge that closes one, as `a -> b -> a`.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    fn visit(
        u: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
        found: &mut Vec<String>,
    ) {
        if let Some(i) = stack.iter().position(|s| s == u) {
            found.push(format!("{} -> {u}", stack[i..].join(" -> ")));
            return;
        }
        if done.contains(u) {
            return;
        }
        stack.push(u.to_string());
        for v in g.get(u).into_iter().flatten() {
            visit(v, g, stack, done, found);
        }
        stack.pop();
        done.insert(u.to_string());
    }
    let mut found = Vec::new();
    let mut done = BTreeSet::new();
    for u in graph.keys() {
        visit(u, graph, &mut Vec::new(), &mut done, &mut found);
    }
    found
}

/// What [`check`] found: every problem, and the two graphs it looked for cycles in.
struct Report {
    /// Modules outside the table, imports against the layers, cycles.
    problems: Vec<String>,
    /// Which units each unit uses.
    units: BTreeMap<String, BTreeSet<String>>,
    /// Which files of its own unit each file uses.
    files: BTreeMap<String, BTreeSet<String>>,
}

/// Every problem of the crate whose sources are in `src` against the layer table of its
/// `lib.rs`: modules outside the table, imports against the layers, cycles between units and
/// cycles between the files of one unit.
fn check(src: &Path) -> Vec<String> {
    report(src).problems
}

/// [`check`]'s findings with the graphs.
fn report(src: &Path) -> Report {
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    let map = Map::read(&lib);
    let sources = read_tree(src);
    let resolver = Resolver::new(&sources);
    let mut problems = Vec::new();
    if map.units.is_empty() {
        problems.push("lib.rs has no layer table".to_string());
    }
    // Every file is in a unit (or only declares units), and every unit has a file.
    for s in &sources {
        if map.unit_of(&s.module).is_none() && !map.declares_only(&s.module) {
            problems.push(format!("{} is in no layer of the table in lib.rs", s.rel));
        }
    }
    for (u, _) in &map.units {
        let parts: Vec<String> = u.split("::").map(String::from).collect();
        if !resolver.is_module(&parts) {
            problems.push(format!(
                "the table names {u}, which is no module of the crate"
            ));
        }
    }
    let mut units: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut files: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut first_at: BTreeMap<(String, String), String> = BTreeMap::new();
    for u in uses(&sources, &resolver) {
        let Some((to, to_layer)) = map.unit_of(&u.to) else {
            continue; // the root or a folder that only declares units
        };
        let Some((from, from_layer)) = map.unit_of(&u.from) else {
            continue; // lib.rs, pages/mod.rs: `mod` lines
        };
        if from == to {
            let (a, b) = (u.from.join("::"), u.to.join("::"));
            first_at.entry((a.clone(), b.clone())).or_insert(u.at);
            files.entry(a).or_default().insert(b);
        } else {
            if to_layer >= from_layer {
                problems.push(format!("{}: {from} uses {to}", u.at));
            }
            units
                .entry(from.to_string())
                .or_default()
                .insert(to.to_string());
        }
    }
    for c in cycles(&units) {
        problems.push(format!("a cycle between units: {c}"));
    }
    for c in cycles(&files) {
        let steps: Vec<&str> = c.split(" -> ").collect();
        let at: Vec<&str> = steps
            .windows(2)
            .filter_map(|w| first_at.get(&(w[0].to_string(), w[1].to_string())))
            .map(String::as_str)
            .collect();
        problems.push(format!(
            "a cycle between the files of one unit: {c} (at {})",
            at.join(", ")
        ));
    }
    Report {
        problems,
        units,
        files,
    }
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_import_points_down_the_layers_and_no_files_go_round() {
    let src = src();
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    // The table names every module of the crate (and the root's `mod` lines name only those).
    let map = Map::read(&lib);
    assert!(map.units.len() >= 12, "the layer table: {:?}", map.units);
    for line in reader::strip(&lib) {
        let code = line.trim();
        if let Some(m) = code.strip_prefix("pub mod ").or(code.strip_prefix("mod ")) {
            let m = m.trim_end_matches(';');
            let covered = map
                .units
                .iter()
                .any(|(u, _)| u == m || u.starts_with(&format!("{m}::")));
            assert!(covered, "module {m} is not in the layer table");
        }
    }
    let report = report(&src);
    assert!(report.problems.is_empty(), "{}", report.problems.join("\n"));
    // The reader sees the crate's real edges (a reader that finds nothing would pass too):
    // paths in code, child modules named by a parent, re-exports followed to their file.
    let uses = |g: &BTreeMap<String, BTreeSet<String>>, a: &str, b: &str| {
        g.get(a).is_some_and(|to| to.contains(b))
    };
    assert!(uses(&report.units, "shell", "play") && uses(&report.units, "web", "model"));
    assert!(
        uses(&report.files, "play", "play::board"),
        "{:?}",
        report.files
    );
    assert!(uses(&report.files, "model::turn", "model::notice"));
    assert!(uses(&report.files, "i18n::en::page", "i18n::schema"));
    assert!(!uses(&report.files, "model::turn", "model::turn"));
}

/// The reader itself: it finds the paths of grouped, nested, multi-segment, `super`, `self`
/// and child-module imports.
#[test]
fn the_reader_finds_every_kind_of_path() {
    let map = Map::read(
        "//! | 0 | i18n, html |\n//! | 1 | link |\n//! | 3 | pages::learn, pages::editor |\n",
    );
    let here: Vec<String> = vec!["pages".into(), "learn".into(), "view".into()];
    let is_module = |p: &[String]| p == ["pages", "learn", "view", "parts"];
    let units = |code: &str| -> Vec<String> {
        let line = reader::strip(code).concat();
        reader::paths_in(&line, &here, &is_module)
            .iter()
            .filter_map(|p| map.unit_of(p).map(|(u, _)| u.to_string()))
            .collect()
    };
    assert_eq!(units("use crate::i18n::{fill, Lang};"), ["i18n", "i18n"]);
    assert_eq!(
        units("use crate::{html::esc, pages::{editor::X, learn}};"),
        ["html", "pages::editor", "pages::learn"]
    );
    assert_eq!(units("let x = crate::link::decode(q);"), ["link"]);
    assert_eq!(
        units("use super::super::editor::Editor;"),
        ["pages::editor"]
    );
    assert_eq!(units("use super::Learn;"), ["pages::learn"]);
    assert_eq!(units("use self::parts::Part;"), ["pages::learn"]);
    assert_eq!(units("parts::draw(h);"), ["pages::learn"]);
    assert_eq!(units("other::draw(h);"), Vec::<String>::new());
    assert_eq!(units("// crate::html in a comment"), Vec::<String>::new());
    assert_eq!(units(r#"let s = "crate::html";"#), Vec::<String>::new());
    assert_eq!(
        units(r##"let s = r#"crate::html "x""#;"##),
        Vec::<String>::new()
    );
    assert_eq!(units("$crate::i18n::Texts"), Vec::<String>::new());
}

/// The same checker reads the explorer's crate, whose `lib.rs` carries the same table: its
/// layer rules hold (what `app/tests/layers.rs` checks). The circles between the files of one
/// of its units, which that test cannot see, are printed for whoever moves this checker into
/// the shared crate, not failed here: `app/` belongs to another crate and changes beside this
/// one.
#[test]
fn the_apps_layers_read_the_same_way() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../app/src");
    if !app.join("lib.rs").exists() {
        return;
    }
    let problems = check(&app);
    let (inside, rest): (Vec<&String>, Vec<&String>) = problems
        .iter()
        .partition(|p| p.starts_with("a cycle between the files of one unit"));
    for p in &inside {
        println!("app: {p}");
    }
    assert!(
        rest.is_empty(),
        "{}",
        rest.iter()
            .map(|p| p.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
