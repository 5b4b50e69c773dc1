//! Ranks (like handicap stones in Go) and the threshold they give.

use crate::{Winner, BASE_THRESHOLD, MAX_THRESHOLD};

/// A player's two ranks, both starting at 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ranks {
    /// The rank as the Gobbler player (raises the threshold when they play the Gobblers).
    pub marauding: u16,
    /// The rank as the Littles player (lowers the threshold when they play the Littles).
    pub scatter: u16,
}

/// The threshold T = 40 + the Gobbler player's Marauding rank − the Littles player's Scatter
/// rank, kept within 0..=[`MAX_THRESHOLD`] (`gobbler.md` does not say what a negative T means;
/// 0 already lets the Gobbler player win by eating one).
#[must_use]
pub fn threshold(gobbler_player: Ranks, littles_player: Ranks) -> u16 {
    let t = i32::from(BASE_THRESHOLD) + i32::from(gobbler_player.marauding)
        - i32::from(littles_player.scatter);
    t.clamp(0, i32::from(MAX_THRESHOLD)) as u16
}

/// Updates both players' ranks after a game: the winner's rank for the side they played rises by
/// one, the loser's for the side they played falls by one, never below 0.
pub fn update_ranks(gobbler_player: &mut Ranks, littles_player: &mut Ranks, winner: Winner) {
    match winner {
        Winner::Gobblers => {
            gobbler_player.marauding = gobbler_player.marauding.saturating_add(1);
            littles_player.scatter = littles_player.scatter.saturating_sub(1);
        }
        Winner::Littles => {
            littles_player.scatter = littles_player.scatter.saturating_add(1);
            gobbler_player.marauding = gobbler_player.marauding.saturating_sub(1);
        }
    }
}
