//! The solver: enumerates every position reachable from the start and decides each one exactly.
//!
//! Today this crate holds the quick checks of the rules ([`perft`], [`show`]); the retrograde
//! solver arrives with issue 3.

pub mod perft;
pub mod show;

use clap::Args;
use gobblet_rules::{Cover, Reveal, Variant};

/// The rule flags every command takes: `--reveal must-cover|loses --cover on|off --pieces 2|1`.
#[derive(Args, Clone, Debug)]
pub struct RuleArgs {
    /// What happens when a lift reveals an opponent line.
    #[arg(long, default_value = "must-cover", value_parser = ["must-cover", "loses"])]
    pub reveal: String,
    /// Whether pieces may cover smaller ones.
    #[arg(long, default_value = "on", value_parser = ["on", "off"])]
    pub cover: String,
    /// Pieces of each size per player.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub pieces: u8,
}

impl RuleArgs {
    /// The variant these flags select.
    pub fn variant(&self) -> anyhow::Result<Variant> {
        let reveal: Reveal = self.reveal.parse()?;
        let cover: Cover = self.cover.parse()?;
        Ok(Variant::new(reveal, cover, self.pieces)?)
    }
}
