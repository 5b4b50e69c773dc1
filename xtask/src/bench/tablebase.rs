//! `bench tablebase`: both layouts of the standard tablebase built side by side (the files
//! layout and the packed one at three chunk sizes) from the same solved table, each measured by
//! `shard-tool bench` over the same random walk, then one comparison table.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::shell::step;
use crate::stage::{ensure_standard_tablebase, STANDARD_TABLE};

/// The layouts compared: a name and the `shard-tool build` arguments.
const LAYOUTS: [(&str, &[&str]); 5] = [
    (
        "files, 2048 keys",
        &["--layout", "files", "--keys-per-shard", "2048"],
    ),
    (
        "packed, 2 KB",
        &["--layout", "packed", "--chunk-bytes", "2048"],
    ),
    (
        "packed, 4 KB",
        &["--layout", "packed", "--chunk-bytes", "4096"],
    ),
    (
        "packed, 8 KB",
        &["--layout", "packed", "--chunk-bytes", "8192"],
    ),
    (
        "packed, 16 KB",
        &["--layout", "packed", "--chunk-bytes", "16384"],
    ),
];

/// Runs `program args`, echoing its output; returns standard output.
fn captured(program: &str, args: &[&str]) -> Result<String> {
    eprintln!("$ {program} {}", args.join(" "));
    let out = Command::new(program)
        .args(args)
        .output()
        .with_context(|| format!("could not start {program}"))?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    print!("{text}");
    if !out.status.success() {
        bail!(
            "{program} failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(text)
}

/// The rest of the first line of `text` starting with `label`, trimmed.
fn field<'a>(text: &'a str, label: &str) -> &'a str {
    text.lines()
        .find_map(|l| l.strip_prefix(label))
        .map_or("?", str::trim)
}

/// Builds and measures every layout, then prints the comparison.
pub fn bench(root: &Path) -> Result<()> {
    ensure_standard_tablebase(root)?;
    let mut rows = Vec::new();
    for (name, args) in LAYOUTS {
        step(&format!("the standard tablebase, {name}"));
        let dir = root
            .join("target/bench-tb")
            .join(name.replace([',', ' '], ""));
        let dir = dir.to_string_lossy().into_owned();
        let mut build = vec!["build", "--solved", STANDARD_TABLE, "--out", &dir];
        build.extend_from_slice(args);
        let built = captured("target/release/shard-tool", &build)?;
        let bench = captured(
            "target/release/shard-tool",
            &["bench", &dir, "--walk", "1000"],
        )?;
        rows.push((name, built, bench));
    }
    step("comparison (same solved table, same walk of 1,000 positions, session cache)");
    println!(
        "{:<17}| {:<33}| {:<12}| {:<27}| {:<22}| {:<14}| build",
        "layout",
        "static bytes",
        "index",
        "fetched per new position",
        "requests per position",
        "children held"
    );
    for (name, built, bench) in &rows {
        let fetched = field(bench, "fetched per position");
        let fetched = fetched.split(" (").next().unwrap_or(fetched);
        let held = field(bench, "children already held");
        let held = held.split(" (").next().unwrap_or(held);
        println!(
            "{:<17}| {:<33}| {:<12}| {:<27}| {:<22}| {:<14}| {}",
            name,
            field(bench, "static bytes"),
            field(bench, "index"),
            fetched,
            field(bench, "requests per position"),
            held,
            field(built, "time"),
        );
    }
    Ok(())
}
