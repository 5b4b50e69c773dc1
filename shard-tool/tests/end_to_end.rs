//! Solve a small variant, build its tablebase with the shard tool, verify it end to end, probe it.

use std::path::PathBuf;
use std::process::Command;

use gobblet_rules::{Position, Variant};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shard-tool-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn shard_tool(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_shard-tool"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn both_layouts_build_verify_probe_alike_and_reject_corruption() {
    let root = temp_dir("e2e");
    let solved = root.join("solved");
    // cover = off with two pieces: 2.3 million positions, wins up to 9 plies, nothing drawn.
    let variant: Variant = "cover=off".parse().unwrap();
    let (table, _) = solver::solve::solve(&variant);
    let stats = serde_json::to_string(&solver::stats::compute(&table)).unwrap();
    table.write(&solved, &stats).unwrap();
    let mut probes = Vec::new();
    for layout in ["packed", "files"] {
        probes.push(layout_round(&root, &solved, &table, &variant, layout));
    }
    assert_eq!(probes[0], probes[1], "both layouts answer alike");
    let puzzles = |layout: &str| std::fs::read(root.join(format!("site-{layout}/tb/puzzles.json")));
    assert_eq!(
        puzzles("packed").unwrap(),
        puzzles("files").unwrap(),
        "two builds from one table write the same puzzles"
    );
    std::fs::remove_dir_all(&root).unwrap();
}

/// Builds, verifies and probes one layout, then corrupts one chunk: the probe's output.
fn layout_round(
    root: &std::path::Path,
    solved: &std::path::Path,
    table: &solver::table::Table<Vec<solver::bitset::Block>, Vec<u8>>,
    variant: &Variant,
    layout: &str,
) -> String {
    let tb = root.join(format!("site-{layout}/tb"));
    let (ok, out, err) = shard_tool(&[
        "build",
        "--solved",
        solved.to_str().unwrap(),
        "--out",
        tb.to_str().unwrap(),
        "--layout",
        layout,
        "--keys-per-shard",
        "512",
        "--chunk-bytes",
        "1024",
    ]);
    assert!(ok, "build failed: {err}");
    assert!(out.contains("stored keys") && out.contains(layout), "{out}");
    assert!(tb.join("stats.json").exists());
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(tb.join("manifest.json")).unwrap()).unwrap();
    let build = manifest["build"].as_str().unwrap().to_owned();
    let files: Vec<String> = std::fs::read_dir(tb.join(&build))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let chunks = manifest["chunks"].as_u64().unwrap();
    assert!(chunks > 16, "several chunks per position: {chunks}");
    if layout == "packed" {
        assert_eq!(files.len(), 2, "{files:?}");
        assert_eq!(
            std::fs::metadata(tb.join(&build).join("pack.bin"))
                .unwrap()
                .len(),
            manifest["shard_bytes"].as_u64().unwrap()
        );
    } else {
        assert_eq!(files.len() as u64, chunks, "{files:?}");
    }

    let (ok, out, err) = shard_tool(&[
        "verify",
        tb.to_str().unwrap(),
        "--solved",
        solved.to_str().unwrap(),
    ]);
    assert!(ok, "verify failed: {err}");
    // Positions with their colour to move: the table's slots, counted once per colour reached.
    let positions: u64 = (0..table.reach.ones())
        .map(|r| u64::from(table.sides_at(r).count_ones()))
        .sum();
    assert!(
        out.contains(&format!("{positions} reachable positions agree")),
        "{out}"
    );
    check_puzzles(&tb, table, variant, &out);

    // Probe the start: each move's printed value equals the solver's value of the child.
    let (ok, out, err) = shard_tool(&["probe", tb.to_str().unwrap(), ""]);
    assert!(ok, "probe failed: {err}");
    let probe = out.clone();
    let lines: Vec<&str> = out.lines().skip(2).collect();
    assert_eq!(lines.len(), Position::START.legal_moves(variant).len());
    for line in &lines {
        let mut words = line.split_whitespace();
        let mv = words.next().unwrap();
        let shown: String = words.collect::<Vec<_>>().join(" ");
        let child = Position::START.play_line(variant, mv).unwrap();
        let expected = table.value(&child).unwrap().for_parent().to_string();
        assert_eq!(shown, expected, "{mv}");
    }
    let start = table.value(&Position::START).unwrap().to_string();
    assert!(out.lines().nth(1).unwrap().ends_with(&start), "{out}");

    // A malformed position is refused with the parser's message.
    let (ok, _, err) = shard_tool(&["probe", tb.to_str().unwrap(), "L@b2 L@b2"]);
    assert!(!ok && err.contains("move 2"), "{err}");

    // One flipped byte in one chunk: verify fails and names the chunk's file (and range).
    let (file, at, named) = if layout == "packed" {
        let index = gobblet_tablebase::fs::open(&tb).unwrap();
        let r = index.location(3).unwrap().range.unwrap();
        let named = format!("bytes {}..{}", r.start, r.end);
        (tb.join(&build).join("pack.bin"), r.end - 1, named)
    } else {
        let file = tb.join(&build).join("0003.bin");
        let len = std::fs::metadata(&file).unwrap().len();
        (file, len - 1, "0003.bin".to_owned())
    };
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[at as usize] ^= 0x10;
    std::fs::write(&file, &bytes).unwrap();
    let (ok, _, err) = shard_tool(&[
        "verify",
        tb.to_str().unwrap(),
        "--solved",
        solved.to_str().unwrap(),
    ]);
    assert!(
        !ok && err.contains(&named) && err.contains("corrupt"),
        "{err}"
    );
    probe
}

/// The puzzle file: checked by `verify`, and here again from the solved table by counting
/// each puzzle's winning moves directly (sizes placed on one square count once: cover=off).
fn check_puzzles(
    tb: &std::path::Path,
    table: &solver::table::Table<Vec<solver::bitset::Block>, Vec<u8>>,
    variant: &Variant,
    verify_out: &str,
) {
    use gobblet_rules::Value;
    use gobblet_tablebase::puzzles::{move_class, PuzzleSet};
    let json = std::fs::read_to_string(tb.join("puzzles.json")).unwrap();
    let set = PuzzleSet::parse(&json, variant).unwrap();
    assert!(
        verify_out.contains(&format!(
            "{} puzzles: each has exactly one winning move",
            set.puzzles.len()
        )),
        "{verify_out}"
    );
    // cover=off wins last 3, 5, 7 or 9 plies; 30 of each length at most.
    let mut lengths = std::collections::BTreeMap::new();
    for p in &set.puzzles {
        *lengths.entry(p.grade.win).or_insert(0) += 1;
        let mut winning = Vec::new();
        let mut fastest = u8::MAX;
        for &mv in p.position.legal_moves(variant).iter() {
            if let Value::Win(n) = table.value(&p.position.play(mv)).unwrap().for_parent() {
                winning.push(move_class(variant, mv));
                fastest = fastest.min(n);
            }
        }
        winning.sort_unstable();
        winning.dedup();
        assert_eq!(
            winning,
            vec![move_class(variant, p.grade.answer)],
            "{}",
            p.position
        );
        assert_eq!(fastest, p.grade.win, "{}", p.position);
        assert_eq!(table.value(&p.position), Some(Value::Win(fastest)));
    }
    assert!(
        lengths.len() >= 3 && lengths.values().all(|&n| n <= 30),
        "{lengths:?}"
    );
    assert!(json.len() < 30_000, "{} bytes", json.len());
}
