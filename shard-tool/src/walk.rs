//! Deterministic random play, for the benchmark and the wasm fixture (no `rand` dependency).

use gobblet_rules::rng::Rng;
use gobblet_rules::{Position, Variant};

/// `count` positions of random games from the start: each game is played to its end, then a
/// new one starts. Terminal positions are skipped (there is nothing to colour).
#[must_use]
pub fn random_walk(variant: &Variant, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    let mut pos = Position::START;
    while out.len() < count {
        let moves = pos.legal_moves(variant);
        if moves.is_empty() {
            pos = Position::START;
            continue;
        }
        out.push(pos);
        pos = pos.play(moves[rng.below(moves.len())]);
    }
    out
}
