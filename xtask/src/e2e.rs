//! The end-to-end browser tests: a small tablebase, the site built by trunk, served two ways
//! (nginx at a sub-path, `trunk serve` at the root), and every `e2e/*.test.mjs` (or the files
//! named on the command line) run against both in headless Chromium (playwright-core, Node's
//! test runner, [`jobs`] files at a time).
//!
//! Everything lives under `target/e2e/` (or `E2E_WORK`): the solved table and tablebase of the
//! `--cover off` variant (2.3 M positions, P1 wins the start in 9 plies, built in seconds), the
//! two builds of the site, nginx's generated configuration, logs and temporary files. Both servers
//! bind 127.0.0.1 on free ports and are stopped when `run` returns, whether the tests pass or not.

use std::fs;
use std::path::Path;
use std::process::{Command, ExitStatus};
use std::time::Instant;

use anyhow::{bail, Context, Result};

use crate::seed;
use crate::servers::{start_nginx, start_nginx_serving, start_trunk_serve, Server, SUB_PATH};
use crate::shell::{remove_dir, run_in, step};
use crate::stage::{build_site_as, copy_dir, cover_off_tablebase, stage_tablebase, TEST_BINS};
use crate::tools::ensure_browser_tools;
use crate::web_hosts;

/// Which browser tests to run and where.
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// Test files in `e2e/` (default: every `*.test.mjs`).
    pub files: Vec<String>,
    /// Serve with nginx only (skips `trunk serve` and its own build: for quick runs by hand).
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

/// The test files that need servers of their own ([`own_servers`]), started for them only.
const OWN_SERVERS: [&str; 2] = ["hosts.test.mjs", "update.test.mjs"];

/// The build id of the site every browser test is served (`GOBBLET_BUILD`; the page reports it).
const BUILD_A: &str = "e2e-a";
/// The build id of the second site `e2e/update.test.mjs` publishes over the first.
const BUILD_B: &str = "e2e-b";

/// A test file's own servers (stopped when dropped) and the environment naming them.
type OwnServers = (Vec<Server>, Vec<(String, String)>);

/// Starts the servers `file` needs beyond the shared ones (nginx on `nginx_port`); returns them
/// (stopped when dropped) and the environment that tells the test where they are.
fn own_servers(root: &Path, work: &Path, file: &str, nginx_port: u16) -> Result<OwnServers> {
    match file {
        "hosts.test.mjs" => {
            let hosts = web_hosts::start(work, nginx_port)?;
            let env = vec![
                ("E2E_HOSTS".to_string(), hosts.urls.clone()),
                ("E2E_SLICE".to_string(), web_hosts::SLICE.to_string()),
            ];
            Ok((hosts.servers, env))
        }
        "update.test.mjs" => {
            let (dist_b, tb_b) = second_build(root, work)?;
            step("starting nginx on a folder the test publishes builds into (build A in it)");
            let publish = work.join("publish");
            remove_dir(&publish)?;
            copy_dir(&work.join("dist"), &publish)?;
            let nginx = start_nginx_serving(&work.join("nginx-publish"), &publish)?;
            let url = format!("http://127.0.0.1:{}{SUB_PATH}", nginx.port);
            let env = vec![
                ("E2E_PUBLISH".to_string(), publish.display().to_string()),
                ("E2E_PUBLISH_URL".to_string(), url),
                ("E2E_DIST_B".to_string(), dist_b.display().to_string()),
                ("E2E_TB_B".to_string(), tb_b.display().to_string()),
                ("E2E_BUILDS".to_string(), format!("{BUILD_A},{BUILD_B}")),
            ];
            Ok((vec![nginx], env))
        }
        other => bail!("no servers are known for {other}"),
    }
}

/// A second build of the site that really differs from the first, as cheaply as honest: the
/// same sources compiled as another build id (`GOBBLET_BUILD`, which both app modules carry, so
/// their wasm and names differ) and another tablebase build of the same table (chunks of 2 KB
/// instead of 1 KB: another build id, other chunks, the same values). Returns the site and its
/// tablebase; `target/tb-current` is the first build's again afterwards.
fn second_build(root: &Path, work: &Path) -> Result<(std::path::PathBuf, std::path::PathBuf)> {
    step("a second build of the site (build e2e-b, its tablebase in chunks of 2 KB)");
    let tb_b = work.join("tb-b");
    remove_dir(&tb_b)?;
    run_in(
        root,
        &[],
        &format!("{TEST_BINS}/shard-tool"),
        &[
            "build",
            "--solved",
            &work.join("solved").to_string_lossy(),
            "--out",
            &tb_b.to_string_lossy(),
            "--chunk-bytes",
            "2048",
        ],
    )?;
    stage_tablebase(root, &tb_b)?;
    let dist_b = work.join("dist-b");
    let built = build_site_as(root, &dist_b, Some(BUILD_B));
    stage_tablebase(root, &work.join("tb"))?;
    built?;
    crate::dist::write_hosts(&dist_b, &work.join("dist-b-hosts"), SUB_PATH)?;
    Ok((dist_b, tb_b))
}

/// How many test files run at once: `E2E_JOBS` if set, else one per core, at most 4. Each file
/// opens its own browser with a fresh profile and writes its own screenshots, and no file
/// changes what the shared servers serve (a file that must has servers of its own:
/// [`OWN_SERVERS`]), so files may share the machine; a test waits for what it checks, never for
/// a fixed time, so a busier machine makes it slower, not wrong.
fn jobs() -> Result<usize> {
    match std::env::var("E2E_JOBS") {
        Ok(v) => match v.parse::<usize>() {
            Ok(n) if n >= 1 => Ok(n),
            _ => bail!("E2E_JOBS={v:?}: expected a whole number of at least 1"),
        },
        Err(_) => Ok(std::thread::available_parallelism().map_or(1, |n| n.get().min(4))),
    }
}

/// Runs `files` with Node's test runner ([`jobs`] files at a time) with `env`; echoes the
/// command.
fn node_tests(root: &Path, files: &[String], env: &[(String, String)]) -> Result<ExitStatus> {
    let vars: String = env.iter().map(|(k, v)| format!("{k}={v} ")).collect();
    let concurrency = format!("--test-concurrency={}", jobs()?);
    eprintln!(
        "$ cd e2e && {vars}node --test {concurrency} --test-reporter=spec {}",
        files.join(" ")
    );
    Command::new("node")
        .args(["--test", &concurrency, "--test-reporter=spec"])
        .args(files)
        .current_dir(root.join("e2e"))
        .envs(env.iter().map(|(k, v)| (k, v)))
        .status()
        .context("could not start node")
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
    let (explorer, gzip) = build_site_as(root, &work.join("dist"), Some(BUILD_A))?;
    // The explorer's module within its budget (`dist::budget`): the suite fails when it is not.
    crate::dist::budget::check(&explorer, gzip)?;
    // The header files `cargo xtask dist` writes (the site's .htaccess and _headers among them).
    crate::dist::write_hosts(&work.join("dist"), &work.join("dist-hosts"), SUB_PATH)?;

    step("starting nginx: target/e2e/dist at the sub-path /gobblet/ on 127.0.0.1");
    let nginx = start_nginx(&work)?;
    let nginx_url = format!("http://127.0.0.1:{}{SUB_PATH}", nginx.port);

    let mut urls = nginx_url;
    let trunk = if selection.nginx_only {
        None
    } else {
        step("starting `trunk serve --release --no-spa` (its own build into target/e2e/dist-serve) on 127.0.0.1");
        let trunk = start_trunk_serve(root, &work)?;
        urls.push_str(&format!(",http://127.0.0.1:{}/", trunk.port));
        Some(trunk)
    };

    let shard_tool = root.join(TEST_BINS).join("shard-tool");
    let tb = work.join("tb");
    let dist = work.join("dist");
    let out = root.join("e2e/out");
    remove_dir(&out)?;
    let env: Vec<(String, String)> = vec![
        ("E2E_URLS".into(), urls.clone()),
        ("E2E_SHARD_TOOL".into(), shard_tool.display().to_string()),
        ("E2E_TB".into(), tb.display().to_string()),
        ("E2E_DIST".into(), dist.display().to_string()),
        ("E2E_OUT".into(), out.display().to_string()),
    ];
    let tests_started = Instant::now();
    // The files that share the servers above run in one go; a file with servers of its own
    // runs alone, its servers started just before it and stopped after it.
    let (own, shared): (Vec<String>, Vec<String>) = files
        .iter()
        .cloned()
        .partition(|f| OWN_SERVERS.contains(&f.as_str()));
    let mut failed = Vec::new();
    if !shared.is_empty() {
        step(&format!(
            "browser tests ({}) against {urls}",
            shared.join(", ")
        ));
        if !node_tests(root, &shared, &env)?.success() {
            failed.push(shared.join(", "));
        }
    }
    for file in &own {
        let (servers, extra) = own_servers(root, &work, file, nginx.port)?;
        step(&format!(
            "browser tests ({file}) against {urls} and its own servers"
        ));
        let mut all = env.clone();
        all.extend(extra);
        let ok = node_tests(root, std::slice::from_ref(file), &all)?.success();
        step(&format!("stopping the servers of {file}"));
        drop(servers);
        if !ok {
            failed.push(file.clone());
        }
    }
    let tests_took = tests_started.elapsed();

    step("stopping the servers");
    drop(trunk);
    drop(nginx);

    if !failed.is_empty() {
        bail!(
            "the browser tests failed ({}); the servers' logs are in {}",
            failed.join("; "),
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
