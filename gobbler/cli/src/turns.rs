//! `gobbler turns --first` and `gobbler turns "<position>"`.

use anyhow::{anyhow, bail, Result};
use gobbler_rules::{Position, Side};

use crate::show::emit;

/// Arguments of `turns`.
#[derive(clap::Args)]
pub struct Args {
    /// Count the Littles' first turns from the start (prints `first turns N`).
    #[arg(long, conflicts_with = "position")]
    first: bool,
    /// A position with the Littles to move (or `start`); prints `turns N`.
    position: Option<String>,
}

/// Counts the distinct positions after one Littles turn.
pub fn run(args: &Args) -> Result<()> {
    if args.first {
        emit(&format!(
            "first turns {}\n",
            Position::START.count_littles_turns()
        ))?;
        return Ok(());
    }
    let Some(text) = &args.position else {
        bail!("give --first or a position with the Littles to move");
    };
    let pos = Position::parse(text).map_err(|e| anyhow!("bad position '{}': {e}", text.trim()))?;
    if pos.side() != Side::Littles {
        bail!("the Gobbler player is to move in that position: show it with 'gobbler show'");
    }
    emit(&format!("turns {}\n", pos.count_littles_turns()))
}
