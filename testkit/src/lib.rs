//! What every randomised test of the workspace shares, so that a run in CI can be replayed and a
//! developer can still explore.
//!
//! - **One seed for a whole run**, from the environment variable [`SEED_VAR`] (`TEST_SEED`).
//!   Without it the run uses [`DEFAULT_SEED`], so `cargo test` draws the same cases every time
//!   and CI fails only for a reason. `cargo xtask fuzz` sets a fresh one and prints it.
//! - **Property tests** take their settings from [`proptest_config`]: the test's own number of
//!   cases (or `PROPTEST_CASES`, scaled by `TEST_CASES_SCALE`), and a proptest seed made from the
//!   run's seed. Cases proptest finds are kept in the crate's `proptest-regressions/` and run
//!   first from then on.
//! - **Hand-written random loops** take their generator's seed from [`seed_for`]: their own fixed
//!   seed mixed with the run's.
//!
//! Every function prints the seed it used on standard error; the test harness shows it with a
//! failing test's output, next to the command that replays it.

use proptest::test_runner::{Config, RngSeed};

pub mod layers;
pub mod sizes;

/// The environment variable that sets the run's seed (a decimal `u64`).
pub const SEED_VAR: &str = "TEST_SEED";

/// The environment variable that multiplies every property test's own number of cases (a whole
/// number; `PROPTEST_CASES`, when set, wins over it).
pub const SCALE_VAR: &str = "TEST_CASES_SCALE";

/// The run's seed when [`SEED_VAR`] is not set: the one CI uses.
pub const DEFAULT_SEED: u64 = 20_261_201;

/// The run's seed, if [`SEED_VAR`] sets one.
///
/// # Panics
/// If the variable is set but is not a decimal `u64` (a test run with a mistyped seed must not
/// quietly draw other cases).
#[must_use]
pub fn run_seed() -> Option<u64> {
    let text = std::env::var(SEED_VAR).ok()?;
    Some(parse_seed(&text).unwrap_or_else(|why| panic!("{why}")))
}

/// A run seed as [`SEED_VAR`] gives it (a decimal `u64`, spaces around allowed).
///
/// # Errors
/// What is wrong with `text`, naming the variable.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("{SEED_VAR}={text:?} is not a decimal u64"))
}

/// The run's seed: [`SEED_VAR`], or [`DEFAULT_SEED`].
#[must_use]
pub fn seed() -> u64 {
    run_seed().unwrap_or(DEFAULT_SEED)
}

/// The seed for a hand-written random loop whose own fixed seed is `own`: a mix of both, so a
/// fresh run seed draws fresh cases everywhere and two loops of one run draw different ones.
/// Prints what it returns.
#[must_use]
pub fn seed_for(own: u64) -> u64 {
    let seed = mix(seed() ^ mix(own));
    eprintln!("random loop seed {seed} (replay: {})", replay());
    seed
}

/// Proptest settings: `cases` cases unless `PROPTEST_CASES` says otherwise (times
/// [`SCALE_VAR`] when set), drawn from the run's seed. Prints the seed.
///
/// # Panics
/// If [`SCALE_VAR`] is set but is not a whole number.
#[must_use]
pub fn proptest_config(cases: u32) -> Config {
    let mut config = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        let scale: u32 = match std::env::var(SCALE_VAR) {
            Ok(text) => text
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("{SCALE_VAR}={text:?} is not a whole number")),
            Err(_) => 1,
        };
        config.cases = cases.saturating_mul(scale);
    }
    config.rng_seed = RngSeed::Fixed(seed());
    eprintln!(
        "proptest: {} cases from seed {} (replay: {})",
        config.cases,
        seed(),
        replay()
    );
    config
}

/// The environment that replays this run's random choices.
fn replay() -> String {
    format!("{SEED_VAR}={}", seed())
}

/// SplitMix64's finaliser: a well-spread 64-bit value from any input.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The environment is the process's: these tests read it as the run sets it, and say what
    // they expect either way.
    #[test]
    fn the_seed_is_the_runs_or_the_default() {
        match std::env::var(SEED_VAR) {
            Ok(text) => assert_eq!(seed(), text.trim().parse::<u64>().unwrap()),
            Err(_) => assert_eq!(seed(), DEFAULT_SEED),
        }
        assert_eq!(proptest_config(10).rng_seed, RngSeed::Fixed(seed()));
        assert_eq!(seed_for(7), seed_for(7));
        assert_ne!(seed_for(7), seed_for(8));
    }

    #[test]
    fn mixed_seeds_differ() {
        let seeds: std::collections::BTreeSet<u64> = (0..1000).map(mix).collect();
        assert_eq!(seeds.len(), 1000);
    }
}
