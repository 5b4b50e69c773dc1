//! `cargo xtask bench solve`: the full standard solve, timed (wall, CPU, peak memory), with its
//! results checked against the figures the published solve of the game reported.

use anyhow::{bail, Context, Result};

use crate::shell::{run, step};

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
pub fn bench() -> Result<()> {
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

    // The figures the published solve reported that our rules share (see docs/solver.md).
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
