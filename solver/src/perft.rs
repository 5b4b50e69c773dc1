//! Counting from the start: move sequences and distinct canonical positions per depth.
//!
//! The fast counterpart of the naive oracle in `tests/naive`; both must agree on every variant.

use std::collections::{HashMap, HashSet};
use std::fmt;

use gobblet_rules::{CanonKey, Position, Variant};

/// Counts at one depth from the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepthCount {
    /// Plies from the start.
    pub depth: usize,
    /// Legal move sequences of exactly `depth` plies (no sequence continues past a terminal
    /// position).
    pub sequences: u64,
    /// Distinct canonical positions whose shortest distance from the start is exactly `depth`
    /// (terminal ones included, not expanded).
    pub positions: u64,
}

/// One line of `solver perft`'s output (the README shows the standard rules' lines).
impl fmt::Display for DepthCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "depth {} sequences {} positions {}",
            self.depth, self.sequences, self.positions
        )
    }
}

/// Counts for every depth `1..=max_depth` from the start position.
#[must_use]
pub fn counts(variant: &Variant, max_depth: usize) -> Vec<DepthCount> {
    let positions = positions_per_depth(variant, max_depth);
    let mut memo = HashMap::new();
    (1..=max_depth)
        .map(|depth| DepthCount {
            depth,
            sequences: sequences(variant, &Position::START, depth, &mut memo),
            positions: positions[depth - 1],
        })
        .collect()
}

/// Legal move sequences of exactly `depth` plies from `pos`, memoised on the canonical key
/// (images of a position under a symmetry have the same counts).
pub fn sequences(
    variant: &Variant,
    pos: &Position,
    depth: usize,
    memo: &mut HashMap<(CanonKey, usize), u64>,
) -> u64 {
    let moves = pos.legal_moves(variant);
    if depth == 1 {
        return moves.len() as u64;
    }
    let key = (pos.canonical_key(), depth);
    if let Some(&n) = memo.get(&key) {
        return n;
    }
    let n = moves
        .iter()
        .map(|&mv| sequences(variant, &pos.play(mv), depth - 1, memo))
        .sum();
    memo.insert(key, n);
    n
}

/// For `d = 1..=max_depth`, the number of canonical positions first reached at ply `d`.
#[must_use]
pub fn positions_per_depth(variant: &Variant, max_depth: usize) -> Vec<u64> {
    let mut seen: HashSet<CanonKey> = HashSet::from([Position::START.canonical_key()]);
    let mut frontier = vec![Position::START];
    let mut out = Vec::with_capacity(max_depth);
    for _ in 0..max_depth {
        let mut next = Vec::new();
        for pos in &frontier {
            for &mv in &pos.legal_moves(variant) {
                let child = pos.play(mv);
                if seen.insert(child.canonical_key()) {
                    next.push(child);
                }
            }
        }
        out.push(next.len() as u64);
        frontier = next;
    }
    out
}
