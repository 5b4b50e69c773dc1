//! Project commands, run as `cargo xtask <command>` (an alias in `.cargo/config.toml`).
//!
//! * `serve` — the main job: installs what is missing, builds what is missing, serves the result.
//! * `test`  — the whole suite, exactly what CI runs: fmt, clippy (native and wasm32), every test.
//! * `bench` — benchmarks that print figures (they are never timed tests).
//!
//! Every step says what it does before doing it, so a newcomer can follow along.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

mod e2e;
mod levels;

/// Crates that must build for `wasm32-unknown-unknown` (the browser's share of the code).
const WASM_CRATES: &[&str] = &["gobblet-rules", "gobblet-tablebase", "app"];

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = workspace_root()?;
    std::env::set_current_dir(&root)?;
    match args.first().map(String::as_str) {
        Some("serve") => serve(&root),
        Some("test") => test(),
        Some("bench") => bench(&args[1..]),
        Some("e2e") => e2e::run(&root, &e2e::Selection::parse(&args[1..])?),
        _ => {
            eprintln!(
                "usage: cargo xtask <command>\n\n\
                 commands:\n  \
                 serve          build what is missing and serve the explorer\n  \
                 test           the whole test suite (what CI runs)\n  \
                 e2e [--nginx-only] [FILE.test.mjs ...]\n                \
                 only the browser tests (all files by default)\n  \
                 bench <what>   benchmarks that print figures"
            );
            bail!("unknown or missing command")
        }
    }
}

fn workspace_root() -> Result<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    Ok(dir
        .parent()
        .context("xtask lives one level below the workspace root")?
        .to_path_buf())
}

/// Prints a step heading.
fn step(what: &str) {
    eprintln!("\n==> {what}");
}

/// Runs a command, echoing it, and fails if it fails.
fn run(program: &str, args: &[&str]) -> Result<()> {
    eprintln!("$ {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .status()
        .with_context(|| format!("could not start {program}"))?;
    if !status.success() {
        bail!("`{program} {}` failed ({status})", args.join(" "));
    }
    Ok(())
}

/// Runs one of the workspace's binaries (dev profile) with `args`.
fn cargo_run(package: &str, args: &[&str]) -> Result<()> {
    let mut all = vec!["run", "-q", "-p", package, "--"];
    all.extend_from_slice(args);
    run("cargo", &all)
}

/// Output of a command, or `None` if it cannot run or fails.
fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Installs the wasm32 target unless rustup already has it.
fn ensure_wasm_target() -> Result<()> {
    step("checking the Rust target wasm32-unknown-unknown");
    let installed = output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if installed
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        eprintln!("already installed");
        Ok(())
    } else {
        eprintln!("not installed: installing it with rustup");
        run("rustup", &["target", "add", "wasm32-unknown-unknown"])
    }
}

fn test() -> Result<()> {
    ensure_wasm_target()?;
    step("formatting (cargo fmt --check)");
    run("cargo", &["fmt", "--all", "--check"])?;
    step("lints, native (clippy -D warnings)");
    run(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    step("lints, wasm32 (clippy -D warnings)");
    let mut args = vec!["clippy", "--target", "wasm32-unknown-unknown"];
    for krate in WASM_CRATES {
        args.extend(["-p", krate]);
    }
    args.extend(["--", "-D", "warnings"]);
    run("cargo", &args)?;
    step("tests (cargo test --workspace)");
    run("cargo", &["test", "--workspace"])?;
    wasm_test()?;
    e2e::run(&workspace_root()?, &e2e::Selection::default())?;
    eprintln!("\nall checks passed");
    Ok(())
}

/// The pinned wasm-bindgen version (`=` in Cargo.toml); the CLI must match it exactly.
const WASM_BINDGEN: &str = "0.2.130";

/// Installs wasm-bindgen-cli (wasm-bindgen-test-runner) of the pinned version if missing.
fn ensure_wasm_bindgen_cli() -> Result<()> {
    step(&format!("checking wasm-bindgen-cli {WASM_BINDGEN}"));
    let have = output("wasm-bindgen-test-runner", &["--version"]).unwrap_or_default();
    if have.trim().ends_with(WASM_BINDGEN) {
        eprintln!("already installed");
        return Ok(());
    }
    eprintln!("not installed: building it with cargo install (a few minutes, once)");
    // Without --locked: its lockfile wants a crate version the registry lacks.
    run(
        "cargo",
        &["install", "wasm-bindgen-cli", "--version", WASM_BINDGEN],
    )
}

/// Installs Node.js from Debian's packages if it is missing.
fn ensure_node() -> Result<()> {
    if output("node", &["--version"]).is_some() {
        return Ok(());
    }
    step("Node.js is missing: installing Debian's nodejs");
    run("apt-get", &["update"])?;
    run("apt-get", &["install", "-y", "nodejs"])
}

/// Builds a small tablebase natively, records the native reader's answers, and checks that the
/// wasm build of the reader gives the same ones (in Node).
fn wasm_test() -> Result<()> {
    ensure_wasm_bindgen_cli()?;
    ensure_node()?;
    step("wasm: a small tablebase (pieces = 1) built natively, with the native answers to 8,000 lookups");
    let dir = "target/wasm-fixture";
    std::fs::create_dir_all(dir)?;
    let solved = format!("{dir}/solved");
    let tb = format!("{dir}/tb");
    cargo_run("solver", &["solve", "--pieces", "1", "--out", &solved])?;
    cargo_run(
        "shard-tool",
        &[
            "build",
            "--solved",
            &solved,
            "--out",
            &tb,
            "--keys-per-shard",
            "512",
        ],
    )?;
    cargo_run(
        "shard-tool",
        &["fixture", &tb, "--out", &format!("{dir}/fixture.bin")],
    )?;
    step("wasm: the same lookups by the wasm32 build, in Node (wasm-bindgen-test)");
    let fixture = std::fs::canonicalize(format!("{dir}/fixture.bin"))?;
    eprintln!("$ cargo test --target wasm32-unknown-unknown -p gobblet-tablebase --test wasm");
    let status = Command::new("cargo")
        .args([
            "test",
            "--target",
            "wasm32-unknown-unknown",
            "-p",
            "gobblet-tablebase",
            "--test",
            "wasm",
        ])
        .env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
            "wasm-bindgen-test-runner",
        )
        .env("GOBBLET_WASM_FIXTURE", &fixture)
        .status()?;
    if !status.success() {
        bail!("the wasm tablebase test failed ({status})");
    }
    Ok(())
}

/// Where the standard table lives (ignored by git; built by `serve` or `bench solve`).
const STANDARD_TABLE: &str = "data/standard";

/// Where the standard tablebase is written (the web app serves it as `tb/`).
const STANDARD_TB: &str = "site/tb";

/// Builds the standard solved table and tablebase unless they exist.
fn ensure_standard_tablebase(root: &Path) -> Result<()> {
    step("building the solver and the shard tool (release)");
    run(
        "cargo",
        &["build", "--release", "-p", "solver", "-p", "shard-tool"],
    )?;
    step("the solved table for the standard rules");
    if root.join(STANDARD_TABLE).join("table.json").exists() {
        eprintln!("{STANDARD_TABLE} exists: reusing it");
    } else {
        eprintln!(
            "{STANDARD_TABLE} is missing: solving every reachable position (about 5 minutes on 2 cores)"
        );
        run("target/release/solver", &["solve", "--out", STANDARD_TABLE])?;
    }
    step("the static tablebase for the standard rules");
    if root.join(STANDARD_TB).join("manifest.json").exists() {
        eprintln!("{STANDARD_TB} exists: reusing it");
    } else {
        eprintln!("{STANDARD_TB} is missing: building its shards (about a minute)");
        run(
            "target/release/shard-tool",
            &["build", "--solved", STANDARD_TABLE, "--out", STANDARD_TB],
        )?;
    }
    Ok(())
}

/// The trunk version that builds on this toolchain (0.22 needs a newer rustc).
const TRUNK: &str = "0.21.14";

/// Installs trunk of the pinned version if missing.
fn ensure_trunk() -> Result<()> {
    step(&format!("checking trunk {TRUNK}"));
    let have = output("trunk", &["--version"]).unwrap_or_default();
    if have.contains(TRUNK) {
        eprintln!("already installed");
        return Ok(());
    }
    eprintln!(
        "not installed: building it with cargo install (about 15-20 minutes on 2 cores, once)"
    );
    run(
        "cargo",
        &["install", "trunk", "--version", TRUNK, "--locked"],
    )
}

/// Makes `target/tb-current` (what index.html copies into the site as `tb/`) a copy of `tb`.
pub fn stage_tablebase(root: &Path, tb: &Path) -> Result<()> {
    let dest = root.join("target/tb-current");
    // The manifest names the build (every shard); stats.json can be regenerated on its own.
    let same = ["manifest.json", "stats.json"]
        .iter()
        .all(|f| std::fs::read(dest.join(f)).ok() == std::fs::read(tb.join(f)).ok());
    if same {
        return Ok(());
    }
    step(&format!(
        "staging the tablebase {} for the site",
        tb.display()
    ));
    let _ = std::fs::remove_dir_all(&dest);
    copy_dir(tb, &dest)
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

fn serve(root: &Path) -> Result<()> {
    ensure_wasm_target()?;
    ensure_wasm_bindgen_cli()?;
    ensure_trunk()?;
    ensure_standard_tablebase(root)?;
    stage_tablebase(root, &root.join(STANDARD_TB))?;
    step("building the app and serving it on http://127.0.0.1:8080 (Ctrl-C stops)");
    eprintln!("$ trunk serve --release");
    let status = Command::new("trunk")
        .args(["serve", "--release"])
        .env("TRUNK_OFFLINE", "true")
        .status()?;
    if !status.success() {
        bail!("trunk serve failed ({status})");
    }
    Ok(())
}

fn bench(args: &[String]) -> Result<()> {
    match args.first().map(String::as_str) {
        Some("solve") => bench_solve(),
        Some("tablebase") => {
            let root = workspace_root()?;
            ensure_standard_tablebase(&root)?;
            step("tablebase figures (random walk of 1,000 positions)");
            run(
                "target/release/shard-tool",
                &["bench", STANDARD_TB, "--walk", "1000"],
            )
        }
        Some("web") => {
            let root = workspace_root()?;
            ensure_standard_tablebase(&root)?;
            e2e::bench_web(&root, &root.join(STANDARD_TB))
        }
        Some("levels") => levels::bench(&workspace_root()?),
        other => bail!("unknown benchmark {other:?}; available: solve, tablebase, web, levels"),
    }
}

/// CPU seconds and peak resident memory of finished child processes.
fn children_usage() -> (f64, u64) {
    // SAFETY: getrusage only writes into the zeroed struct we pass it.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    (
        secs(usage.ru_utime) + secs(usage.ru_stime),
        usage.ru_maxrss as u64 * 1024,
    )
}

/// `cargo xtask bench solve`: the full standard solve, timed, with its results checked against
/// what the published solve of the game reported.
fn bench_solve() -> Result<()> {
    step("building the solver (release)");
    run("cargo", &["build", "--release", "-p", "solver"])?;
    step("solving the standard rules into data/bench-standard (the full table)");
    let out = "data/bench-standard";
    let started = std::time::Instant::now();
    run("target/release/solver", &["solve", "--out", out])?;
    let wall = started.elapsed().as_secs_f64();
    let (cpu, peak) = children_usage();
    let stats: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(format!("{out}/stats.json"))?)?;
    let reachable = stats["reachable"].as_f64().context("reachable")?;
    println!("\nbench solve (standard rules)");
    println!("wall time        {wall:.1} s");
    println!("cpu time         {cpu:.1} s ({:.2} cores busy)", cpu / wall);
    println!(
        "peak memory      {:.2} GiB",
        peak as f64 / (1u64 << 30) as f64
    );
    println!(
        "positions/s      {:.1} M (reachable {reachable} / wall)",
        reachable / wall / 1e6
    );

    // The figures the published solve reported that our rules share (see the README).
    let mut failures = Vec::new();
    let mut expect = |what: &str, ok: bool| {
        if !ok {
            failures.push(what.to_string());
        }
    };
    expect(
        "start is a P1 win in 13",
        stats["start"]["outcome"] == "win" && stats["start"]["plies"] == 13,
    );
    expect(
        "370,974,636 non-terminal positions",
        stats["non_terminal"] == 370_974_636u64,
    );
    expect("deepest win 23 plies", stats["deepest_win"]["plies"] == 23);
    let share = stats["immediate_win_share"].as_f64().unwrap_or(0.0);
    expect("about 83% immediate wins", (0.82..0.84).contains(&share));
    for m in stats["first_moves"].as_array().context("first_moves")? {
        let mv = m["move"].as_str().unwrap_or("");
        let want = if mv.starts_with('M') { "loss" } else { "win" };
        expect(
            &format!("first move {mv} is a {want}"),
            m["outcome"] == want,
        );
    }
    if failures.is_empty() {
        println!("results          match the published solve (start win 13, 370,974,636 non-terminal, deepest win 23, first moves)");
        Ok(())
    } else {
        bail!(
            "the solve disagrees with the published figures: {}",
            failures.join("; ")
        )
    }
}
