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
fn build_verify_probe_and_reject_corruption() {
    let root = temp_dir("e2e");
    let solved = root.join("solved");
    let tb = root.join("site/tb");
    // cover = off with two pieces: 2.3 million positions, wins up to 9 plies, nothing drawn.
    let variant: Variant = "cover=off".parse().unwrap();
    let (table, _) = solver::solve::solve(&variant);
    let stats = serde_json::to_string(&solver::stats::compute(&table)).unwrap();
    table.write(&solved, &stats).unwrap();

    let (ok, out, err) = shard_tool(&[
        "build",
        "--solved",
        solved.to_str().unwrap(),
        "--out",
        tb.to_str().unwrap(),
        "--keys-per-shard",
        "512",
    ]);
    assert!(ok, "build failed: {err}");
    assert!(out.contains("stored keys"), "{out}");
    assert!(tb.join("stats.json").exists());

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

    // Probe the start: each move's printed value equals the solver's value of the child.
    let (ok, out, err) = shard_tool(&["probe", tb.to_str().unwrap(), ""]);
    assert!(ok, "probe failed: {err}");
    let lines: Vec<&str> = out.lines().skip(2).collect();
    assert_eq!(lines.len(), Position::START.legal_moves(&variant).len());
    for line in &lines {
        let mut words = line.split_whitespace();
        let mv = words.next().unwrap();
        let shown: String = words.collect::<Vec<_>>().join(" ");
        let child = Position::START.play_line(&variant, mv).unwrap();
        let expected = table.value(&child).unwrap().for_parent().to_string();
        assert_eq!(shown, expected, "{mv}");
    }
    let start = table.value(&Position::START).unwrap().to_string();
    assert!(out.lines().nth(1).unwrap().ends_with(&start), "{out}");

    // A malformed position is refused with the parser's message.
    let (ok, _, err) = shard_tool(&["probe", tb.to_str().unwrap(), "L@b2 L@b2"]);
    assert!(!ok && err.contains("move 2"), "{err}");

    // One flipped byte in one shard: verify fails and names the shard.
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(tb.join("manifest.json")).unwrap()).unwrap();
    let build = manifest["build"].as_str().unwrap();
    let shard = tb.join(build).join("0003.bin");
    let mut bytes = std::fs::read(&shard).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x10;
    std::fs::write(&shard, &bytes).unwrap();
    let (ok, _, err) = shard_tool(&[
        "verify",
        tb.to_str().unwrap(),
        "--solved",
        solved.to_str().unwrap(),
    ]);
    assert!(
        !ok && err.contains("0003.bin") && err.contains("corrupt"),
        "{err}"
    );
    std::fs::remove_dir_all(&root).unwrap();
}
