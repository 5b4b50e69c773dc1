//! Running programs and tidying directories: the plumbing every job uses. Every command is echoed
//! (`$ program args`) before it runs, and every step is announced (`==> [m:ss] what`, the time
//! since the job's first step), so a newcomer can follow along and a slow step shows in any log.

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Instant;

use anyhow::{bail, Context, Result};

/// Prints a step heading with the time since the first step of this job.
pub fn step(what: &str) {
    static FIRST: OnceLock<Instant> = OnceLock::new();
    let secs = FIRST.get_or_init(Instant::now).elapsed().as_secs();
    eprintln!("\n==> [{}:{:02}] {what}", secs / 60, secs % 60);
}

/// Runs a command, echoing it, and fails if it fails.
pub fn run(program: &str, args: &[&str]) -> Result<()> {
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

/// Runs a command in `dir` with extra environment variables, echoing it; fails if it fails.
pub fn run_in(dir: &Path, env: &[(&str, &str)], program: &str, args: &[&str]) -> Result<()> {
    let vars: String = env.iter().map(|(k, v)| format!("{k}={v} ")).collect();
    eprintln!("$ {vars}{program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .status()
        .with_context(|| format!("could not start {program}"))?;
    if !status.success() {
        bail!("`{program} {}` failed ({status})", args.join(" "));
    }
    Ok(())
}

/// Runs one of the workspace's binaries (dev profile) with `args`.
pub fn cargo_run(package: &str, args: &[&str]) -> Result<()> {
    let mut all = vec!["run", "-q", "-p", package, "--"];
    all.extend_from_slice(args);
    run("cargo", &all)
}

/// Output of a command, or `None` if it cannot run or fails.
pub fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Whether a command runs and succeeds (its output is discarded).
pub fn succeeds(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether xtask runs as root (then apt-get needs no sudo and nginx keeps its user).
pub fn is_root() -> bool {
    output("id", &["-u"]).is_some_and(|s| s.trim() == "0")
}

/// Removes a directory and everything in it; a missing one is fine.
pub fn remove_dir(dir: &Path) -> Result<()> {
    match std::fs::remove_dir_all(dir) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(e).with_context(|| format!("removing {}", dir.display()))
        }
        _ => Ok(()),
    }
}
