//! Exact values and their one-byte encoding: defined in the rules crate (shared with the
//! tablebase and the app), re-exported here for the solver's modules.

pub use gobblet_rules::value::{Value, DRAW, MAX_PLIES, UNKNOWN};
