//! `cargo xtask bench levels`: the computer levels against each other on the standard tablebase.
//!
//! Runs `app/examples/tournament.rs` (release build): every level plays 200 games against Perfect
//! and 200 against Easy, half of them as P1, and the table of results is printed. The example
//! checks what must hold whatever the seed (every value known, Perfect against Perfect plays the
//! start value, Perfect never loses a won or drawn position) and fails otherwise.

use std::path::Path;

use anyhow::Result;

use crate::shell::{run, step};
use crate::stage::{ensure_standard_tablebase, STANDARD_TB};

/// Games per pairing.
const GAMES: &str = "200";

/// Builds the standard tablebase if needed and plays the tournament on it.
pub fn bench(root: &Path) -> Result<()> {
    ensure_standard_tablebase(root)?;
    step(&format!(
        "the computer levels against Perfect and against Easy, {GAMES} games each (release build)"
    ));
    run(
        "cargo",
        &[
            "run",
            "--release",
            "-q",
            "-p",
            "app",
            "--example",
            "tournament",
            "--",
            "--tb",
            STANDARD_TB,
            "--games",
            GAMES,
        ],
    )
}
