//! The workspace's seeded random number generator, re-exported (it lives in the `seeded-rng`
//! crate so that the Gobbler crates, which share nothing else with Gobblet, draw from it too).

pub use seeded_rng::Rng;
