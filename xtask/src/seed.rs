//! The seed of a run's randomised tests, and `cargo xtask fuzz`, which explores with fresh ones.
//!
//! Every randomised test (proptest, the Gobbler cross-checks and random games, the random
//! games of the browser tests) draws its cases from one run seed, `TEST_SEED` (the `testkit`
//! crate, and `seedFor` in `e2e/common.mjs`). `cargo xtask test`, and so CI, runs with the
//! fixed default unless `TEST_SEED` is set, and names the seed in its log: the same commit draws
//! the same cases on every run, and a failure replays with that seed. `fuzz` runs the Rust
//! tests again and again with fresh seeds and more cases, and on a failure prints the command
//! that replays it; cases proptest finds are written to the crate's `proptest-regressions/`
//! (commit them: they run first from then on).

use std::process::Command;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context, Result};

use crate::shell::step;

pub use testkit::{DEFAULT_SEED, SCALE_VAR, SEED_VAR};

/// The run's seed, from `TEST_SEED` or the default: says which in the log and sets `TEST_SEED`
/// for every program started after (the browser tests read it too).
pub fn announce() -> Result<u64> {
    let seed = match std::env::var(SEED_VAR) {
        Ok(text) => testkit::parse_seed(&text).map_err(anyhow::Error::msg)?,
        Err(_) => DEFAULT_SEED,
    };
    step(&format!(
        "randomised tests draw from {SEED_VAR}={seed}{}: replay a failure with \
         `{SEED_VAR}={seed} cargo xtask test` (or the one test's cargo command); \
         `cargo xtask fuzz` explores fresh seeds",
        if seed == DEFAULT_SEED {
            " (the fixed default)"
        } else {
            ""
        }
    ));
    std::env::set_var(SEED_VAR, seed.to_string());
    Ok(seed)
}

/// `cargo xtask fuzz [--rounds N] [--scale K] [--seed S] [-- CARGO TEST ARGS]`: the workspace's
/// Rust tests (or the ones the cargo arguments select) `rounds` times, each with a fresh seed (or
/// `S` once) and every property test's cases multiplied by `scale`.
pub fn fuzz(args: &[String]) -> Result<()> {
    let mut rounds = 3u32;
    let mut scale = 20u32;
    let mut seed: Option<u64> = None;
    let mut cargo_args: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .with_context(|| format!("{name} takes a number"))
                .and_then(|v| {
                    v.parse::<u64>()
                        .with_context(|| format!("{name} takes a number, not {v:?}"))
                })
        };
        match a.as_str() {
            "--rounds" => rounds = u32::try_from(value("--rounds")?)?,
            "--scale" => scale = u32::try_from(value("--scale")?)?,
            "--seed" => seed = Some(value("--seed")?),
            "--" => {
                cargo_args = it.by_ref().cloned().collect();
            }
            other => bail!(
                "unknown argument {other:?} (usage: cargo xtask fuzz [--rounds N] [--scale K] \
                 [--seed S] [-- CARGO TEST ARGS])"
            ),
        }
    }
    if cargo_args.is_empty() {
        cargo_args.push("--workspace".into());
    }
    let rounds = if seed.is_some() { 1 } else { rounds };
    for round in 1..=rounds {
        let s = seed.unwrap_or_else(fresh_seed);
        step(&format!(
            "fuzz round {round} of {rounds}: {SEED_VAR}={s} {SCALE_VAR}={scale} cargo test {}",
            cargo_args.join(" ")
        ));
        let started = Instant::now();
        let status = Command::new("cargo")
            .arg("test")
            .args(&cargo_args)
            .env(SEED_VAR, s.to_string())
            .env(SCALE_VAR, scale.to_string())
            .status()
            .context("could not start cargo")?;
        if !status.success() {
            bail!(
                "round {round} failed ({status}). Replay it with\n  \
                 {SEED_VAR}={s} {SCALE_VAR}={scale} cargo test {}\n\
                 and commit what proptest wrote to proptest-regressions/",
                cargo_args.join(" ")
            );
        }
        eprintln!(
            "round {round} passed in {:.0} s",
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// A seed no earlier run is likely to have used: the clock's nanoseconds and the process id.
fn fresh_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ (u64::from(std::process::id()) << 40)) % 10u64.pow(12)
}
