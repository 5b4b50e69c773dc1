//! The solver: enumerates every position reachable from the start and decides each one exactly.
//!
//! Modules, in the order data flows through them:
//! * [`index`] — the dense mover-relative index and canonicalisation by table lookups;
//! * [`movegen`] — legal moves and children's indices straight from the index's masks;
//! * [`bitset`] — a concurrent visited set and a ranked set (value slots);
//! * [`solve`] — the phases: enumerate, index, seed, iterate;
//! * [`stats`] — the findings written to `stats.json`;
//! * [`table`] — the solved table on disk (written by `solve`, read by `verify` and the shard tool);
//! * [`verify`] — an independent re-check of every value against its children;
//! * [`perft`], [`show`] — quick checks of the rules.

pub mod bitset;
pub mod index;
pub mod memory;
pub mod movegen;
pub mod perft;
pub mod progress;
pub mod show;
pub mod solve;
pub mod stats;
pub mod table;
pub mod verify;

/// The rules crate's values, under the path `stats` still imports them by.
pub use gobblet_rules::value;

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
