//! The end-to-end browser tests: a small tablebase, the site built by trunk, served two ways
//! (nginx at a sub-path, `trunk serve` at the root), and every `e2e/*.test.mjs` (or the files
//! named on the command line) run against both in headless Chromium (playwright-core, Node's
//! test runner, one file at a time).
//!
//! Everything lives under `target/e2e/` (or `E2E_WORK`): the solved table and tablebase of the
//! `--cover off` variant (2.3 M positions, P1 wins the start in 9 plies, built in seconds), the
//! two builds of the site, nginx's generated configuration, logs and temporary files. Both servers
//! bind 127.0.0.1 on free ports and are stopped when `run` returns, whether the tests pass or not.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use anyhow::{bail, Context, Result};

use crate::seed;
use crate::servers::{start_nginx, start_trunk_serve, SUB_PATH};
use crate::shell::{remove_dir, step};
use crate::stage::{build_site, cover_off_tablebase};
use crate::tools::ensure_browser_tools;

/// Which browser tests to run and where.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// Test files in `e2e/` (default: every `*.test.mjs`).
    pub files: Vec<String>,
    /// Serve with nginx only (skips `trunk serve`'s own debug build: for quick runs by hand).
    pub nginx_only: bool,
}

impl Selection {
    /// Parses `[--nginx-only] [FILE.test.mjs ...]`.
    pub fn parse(args: &[String]) -> Result<Selection> {
        let mut sel = Selection::default();
        for a in args {
            match a.as_str() {
                "--nginx-only" => sel.nginx_only = true,
                f if f.ends_with(".test.mjs") => {
                    sel.files.push(f.trim_start_matches("e2e/").to_string())
                }
                other => {
                    bail!("unknown argument {other:?} (expected --nginx-only or FILE.test.mjs)")
                }
            }
        }
        Ok(sel)
    }
}

/// Every browser test file in `e2e/`, sorted.
fn all_test_files(root: &Path) -> Result<Vec<String>> {
    let mut files: Vec<String> = fs::read_dir(root.join("e2e"))?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".test.mjs"))
        .collect();
    files.sort();
    Ok(files)
}

/// Builds everything the browser tests need, serves it, runs them, stops the servers.
pub fn run(root: &Path, selection: &Selection) -> Result<()> {
    let started = Instant::now();
    let root = fs::canonicalize(root)
        .with_context(|| format!("the workspace root {} does not exist", root.display()))?;
    let root = root.as_path();
    // E2E_WORK: another work folder, so two runs by hand do not share one.
    let work = match std::env::var_os("E2E_WORK") {
        Some(w) => root.join(w),
        None => root.join("target/e2e"),
    };
    fs::create_dir_all(&work)?;
    let files = if selection.files.is_empty() {
        all_test_files(root)?
    } else {
        selection.files.clone()
    };
    for f in &files {
        if !root.join("e2e").join(f).is_file() {
            bail!("no browser test file e2e/{f}");
        }
    }

    if std::env::var_os(seed::SEED_VAR).is_none() {
        seed::announce()?;
    }
    ensure_browser_tools(root)?;
    cover_off_tablebase(root, &work)?;
    build_site(root, &work.join("dist"))?;

    step("starting nginx: target/e2e/dist at the sub-path /gobblet/ on 127.0.0.1");
    let nginx = start_nginx(&work)?;
    let nginx_url = format!("http://127.0.0.1:{}{SUB_PATH}", nginx.port);

    let mut urls = nginx_url;
    let trunk = if selection.nginx_only {
        None
    } else {
        step("starting `trunk serve --no-spa` (its own build into target/e2e/dist-serve) on 127.0.0.1");
        let trunk = start_trunk_serve(root, &work)?;
        urls.push_str(&format!(",http://127.0.0.1:{}/", trunk.port));
        Some(trunk)
    };

    step(&format!(
        "browser tests ({}) against {urls}",
        files.join(", ")
    ));
    let shard_tool = root.join("target/release/shard-tool");
    let tb = work.join("tb");
    let dist = work.join("dist");
    let out = root.join("e2e/out");
    eprintln!(
        "$ cd e2e && E2E_URLS={urls} E2E_SHARD_TOOL={} E2E_TB={} E2E_DIST={} E2E_OUT={} \
         node --test --test-concurrency=1 --test-reporter=spec {}",
        shard_tool.display(),
        tb.display(),
        dist.display(),
        out.display(),
        files.join(" ")
    );
    remove_dir(&out)?;
    let tests_started = Instant::now();
    let status = Command::new("node")
        .args(["--test", "--test-concurrency=1", "--test-reporter=spec"])
        .args(&files)
        .current_dir(root.join("e2e"))
        .env("E2E_URLS", &urls)
        .env("E2E_SHARD_TOOL", &shard_tool)
        .env("E2E_TB", &tb)
        .env("E2E_DIST", &dist)
        .env("E2E_OUT", &out)
        .status()
        .context("could not start node")?;
    let tests_took = tests_started.elapsed();

    step("stopping the servers");
    drop(trunk);
    drop(nginx);

    if !status.success() {
        bail!(
            "the browser tests failed ({status}); the servers' logs are in {}",
            work.display()
        );
    }
    eprintln!(
        "\nbrowser tests passed in {:.0} s ({:.0} s in all); screenshots in {}",
        tests_took.as_secs_f64(),
        started.elapsed().as_secs_f64(),
        out.display()
    );
    Ok(())
}
