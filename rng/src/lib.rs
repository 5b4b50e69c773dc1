#![no_std]
//! The one small seeded random number generator of the workspace (SplitMix64).
//!
//! The Gobblet computer opponents' tie-breaks, the shard tool's random walks and fixtures, the
//! Gobbler players and the tests' random positions all draw from it, so a seed names the same
//! sequence everywhere, on every platform (native and wasm32). Not for anything secret. (The
//! naive Gobbler crate keeps its own generator on purpose: it shares no code with what it checks.)
//!
//! ```
//! use seeded_rng::Rng;
//! let mut a = Rng::new(7);
//! let mut b = Rng::new(7);
//! assert_eq!(a.next_u64(), b.next_u64());
//! assert!(a.below(6) < 6);
//! ```

/// A seeded SplitMix64 generator: the same seed gives the same sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose sequence is fixed by `seed` (any value, 0 included).
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0). Multiply-shift: the bias is below `n / 2^64`.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// A number in `[0, 1)` with 24 random bits.
    pub fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn the_reference_sequence() {
        // The first outputs of Vigna's reference `splitmix64.c` from state 0.
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(rng.next_u64(), 0x06c4_5d18_8009_454f);
    }

    #[test]
    fn below_covers_its_range_evenly() {
        // Board squares, sizes, sides and a typical move count: 1,000 draws expected per value;
        // a fixed seed makes the counts deterministic.
        let mut rng = Rng::new(5);
        for n in [2, 3, 9, 27] {
            let mut counts = [0usize; 27];
            for _ in 0..1000 * n {
                counts[rng.below(n)] += 1;
            }
            assert!(
                counts[..n].iter().all(|c| (850..1150).contains(c)),
                "{n}: {counts:?}"
            );
            assert!(counts[n..].iter().all(|&c| c == 0), "{n}: {counts:?}");
        }
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn unit_stays_in_its_interval() {
        let mut rng = Rng::new(9);
        let draws: [f32; 4096] = core::array::from_fn(|_| rng.unit());
        assert!(draws.iter().all(|u| (0.0..1.0).contains(u)));
        let below_half = draws.iter().filter(|&&u| u < 0.5).count();
        assert!((1848..2248).contains(&below_half), "{below_half}");
    }

    #[test]
    fn seeds_name_sequences() {
        let run = |seed| {
            let mut rng = Rng::new(seed);
            [(); 8].map(|()| rng.next_u64())
        };
        assert_eq!(run(42), run(42));
        assert_ne!(run(42), run(43));
    }
}
