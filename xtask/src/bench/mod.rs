//! `cargo xtask bench <what>`: benchmarks that print figures and check results (they are never
//! timed tests). `solve`, `tablebase`, `web`, `lighthouse` and `levels` need the standard
//! tablebase and build it first if it is missing; `gobbler` runs the Gobbler CLI's own benchmark (`gobbler ladder` with
//! `gobbler ladder ...`).

use std::fs;
use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::servers::{start_nginx, SUB_PATH};
use crate::shell::{run, step};
use crate::stage::{
    build_site, ensure_standard_tablebase, stage_tablebase, STANDARD_TABLE, STANDARD_TB,
};
use crate::tools::ensure_browser_tools;

mod levels;
mod lighthouse;
mod solve;
mod tablebase;

/// The benchmarks, for the usage line and the error on an unknown one.
pub const NAMES: &str = "solve, tablebase, web, lighthouse, levels, gobbler";

/// Runs the benchmark `args[0]` (the rest are passed on where a benchmark takes arguments).
pub fn run_bench(root: &Path, args: &[String]) -> Result<()> {
    match args.first().map(String::as_str) {
        Some("solve") => solve::bench(),
        Some("tablebase") => tablebase::bench(root),
        Some("web") => {
            ensure_standard_tablebase(root)?;
            let packed_only = match args.get(1).map(String::as_str) {
                None => false,
                Some("packed") => true,
                Some(other) => bail!("bench web takes no argument or `packed`, not {other:?}"),
            };
            web(root, &root.join(STANDARD_TB), packed_only)
        }
        Some("lighthouse") => {
            ensure_standard_tablebase(root)?;
            lighthouse::bench(root, &args[1..])
        }
        Some("levels") => levels::bench(root),
        Some("gobbler") => gobbler(&args[1..]),
        other => bail!("unknown benchmark {other:?}; available: {NAMES}"),
    }
}

/// `bench web`: the standard tablebase's site in both layouts (the default packed one, then
/// hashed chunk files), each built and served by nginx and measured in headless Chromium by
/// `e2e/bench-web.mjs` (which prints the figures), one after the other in one run.
/// `bench web packed` measures the packed layout only (quicker, for comparing builds).
fn web(root: &Path, standard_tb: &Path, packed_only: bool) -> Result<()> {
    let root = fs::canonicalize(root)?;
    let root = root.as_path();
    let work = root.join("target/bench-web");
    fs::create_dir_all(&work)?;
    ensure_browser_tools(root)?;
    let files_tb = work.join("tb-files");
    let files_tb_arg = files_tb.to_string_lossy().into_owned();
    if !packed_only {
        step(
            "the files layout of the same table, for comparison (shard-tool build --layout files)",
        );
        run(
            "target/release/shard-tool",
            &[
                "build",
                "--solved",
                STANDARD_TABLE,
                "--out",
                &files_tb_arg,
                "--layout",
                "files",
            ],
        )?;
    }
    let mut layouts = vec![("packed layout (the default)", standard_tb.to_path_buf())];
    if !packed_only {
        layouts.push(("files layout", files_tb));
    }
    for (label, tb) in layouts {
        stage_tablebase(root, &tb)?;
        build_site(root, &work.join("dist"))?;
        step(&format!(
            "{label}: nginx on 127.0.0.1 (gzip on, as a CDN would)"
        ));
        let nginx = start_nginx(&work)?;
        let url = format!("http://127.0.0.1:{}{SUB_PATH}", nginx.port);
        step(&format!(
            "{label}: measuring in headless Chromium (e2e/bench-web.mjs)"
        ));
        let dist = work.join("dist");
        eprintln!(
            "$ cd e2e && BENCH_URL={url} BENCH_DIST={} BENCH_LABEL='{label}' node bench-web.mjs",
            dist.display()
        );
        let status = Command::new("node")
            .arg("bench-web.mjs")
            .current_dir(root.join("e2e"))
            .env("BENCH_URL", &url)
            .env("BENCH_DIST", &dist)
            .env("BENCH_LABEL", label)
            .status()
            .context("could not start node")?;
        drop(nginx);
        if !status.success() {
            bail!("the web benchmark failed ({status})");
        }
    }
    // The next build ships the default tablebase again.
    stage_tablebase(root, standard_tb)
}

/// `bench gobbler [ARGS...]`: `gobbler bench ARGS...`, or with `ladder` first, `gobbler ladder
/// ARGS...` (the Gobbler CLI, release build).
fn gobbler(args: &[String]) -> Result<()> {
    let (command, rest) = match args.first().map(String::as_str) {
        Some("ladder") => ("ladder", &args[1..]),
        _ => ("bench", args),
    };
    step(&format!(
        "the Gobbler benchmark (gobbler {command}, release build)"
    ));
    let mut all = vec!["run", "--release", "-p", "gobbler-cli", "--", command];
    all.extend(rest.iter().map(String::as_str));
    run("cargo", &all)
}
