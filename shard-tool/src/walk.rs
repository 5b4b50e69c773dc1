//! Deterministic random play, for the benchmark and the wasm fixture (no `rand` dependency).

use gobblet_rules::{Position, Variant};

/// A xorshift64* generator: small, fast, reproducible from its seed.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value).
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15 | 1)
    }

    /// The next number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

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
