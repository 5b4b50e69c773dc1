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
        _ => {
            eprintln!(
                "usage: cargo xtask <command>\n\n\
                 commands:\n  \
                 serve          build what is missing and serve the explorer\n  \
                 test           the whole test suite (what CI runs)\n  \
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
    eprintln!("\nall checks passed");
    Ok(())
}

fn serve(_root: &Path) -> Result<()> {
    step("building the solver (release)");
    run("cargo", &["build", "--release", "-p", "solver"])?;
    step("what exists today");
    run(
        "cargo",
        &["run", "--release", "-q", "-p", "solver", "--", "show", ""],
    )?;
    eprintln!(
        "\nThe explorer is not built yet (issues 3-5: solver, tablebase, app). Today `serve` builds \
         the solver and shows the start position; try\n  \
         cargo run --release -p solver -- perft --depth 5\n  \
         cargo run --release -p solver -- show \"L@b2 S@a1\""
    );
    Ok(())
}

fn bench(args: &[String]) -> Result<()> {
    bail!(
        "no benchmark named {:?} yet (solve arrives with issue 3)",
        args.first()
    )
}
