//! The corner game's moves, written for speed from the rules (the tests check them against
//! `gobbler-rules` itself).

use gobbler_rules::Square;

use super::{Counts, LocalRules, Outcome, Region};

/// The fast model of the local game (see the module above for the question it answers).
#[derive(Clone, Copy, Debug, Default)]
pub struct Model;

impl LocalRules for Model {
    fn gobbler(&self, region: Region, counts: &Counts) -> Vec<Outcome> {
        let count = |sq: Square| region.index(sq).map(|i| counts[i]);
        // The Gobbler starts on a square next to `hop` (a knight hop away), not `not`, not
        // holding a Little of the region.
        let can_start = |hop: Square, not: Option<Square>| {
            hop.knight_hops()
                .any(|s| Some(s) != not && count(s).unwrap_or(0) == 0)
        };
        let mut out = Vec::new();
        for to in Square::all() {
            // One hop ends the move only on two or more (outside R: a stack of food).
            if count(to).is_none_or(|c| c >= 2) && can_start(to, None) {
                out.push(land(region, counts, None, to));
            }
            for via in to.knight_hops() {
                let (a, b) = (count(via), count(to));
                let legal = match (a, b) {
                    (Some(a), _) if a >= 2 => false,
                    (Some(a), Some(b)) => a + b >= 2,
                    (None, Some(b)) => b >= 1,
                    (_, None) => true,
                };
                if legal && can_start(via, Some(to)) {
                    out.push(land(region, counts, Some(via), to));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    fn littles(&self, region: Region, counts: &Counts, at: Option<u8>) -> Vec<Counts> {
        let steps = steps(region, counts, at);
        let mut out = vec![*counts];
        let mut take = |chosen: &[usize]| {
            let mut left = *counts;
            let mut next = *counts;
            for &s in chosen {
                let (from, to) = steps[s];
                if left[from] == 0 {
                    return;
                }
                left[from] -= 1;
                next[from] -= 1;
                next[to] += 1;
            }
            out.push(next);
        };
        for a in 0..steps.len() {
            take(&[a]);
            for b in a..steps.len() {
                take(&[a, b]);
                for c in b..steps.len() {
                    take(&[a, b, c]);
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Every single step inside the region from a square holding Littles, not onto `at`.
fn steps(region: Region, counts: &Counts, at: Option<u8>) -> Vec<(usize, usize)> {
    let mut steps = Vec::new();
    for (from, &count) in counts.iter().enumerate().take(region.size()) {
        if count == 0 {
            continue;
        }
        for n in region.square(from).neighbours() {
            if let Some(to) = region.index(n) {
                if Some(to as u8) != at {
                    steps.push((from, to));
                }
            }
        }
    }
    steps
}

/// The hops (`via`, if two, then `to`) eat what they land on in the region; then the Littles
/// beside `to` scatter.
fn land(region: Region, counts: &Counts, via: Option<Square>, to: Square) -> Outcome {
    let mut before = *counts;
    let mut eaten = 0;
    for sq in via.into_iter().chain([to]) {
        if let Some(i) = region.index(sq) {
            eaten += before[i];
            before[i] = 0;
        }
    }
    let mut after = before;
    for s in to.neighbours() {
        let Some(i) = region.index(s) else { continue };
        let n = before[i];
        if n == 0 {
            continue;
        }
        after[i] -= n;
        let (df, dr) = (s.file() - to.file(), s.rank() - to.rank());
        let target = match s.offset(df, dr) {
            Some(t) => Some(t),
            None if df == 0 || dr == 0 || s.is_corner() => None,
            None if s.offset(df, 0).is_none() => s.offset(0, dr),
            None => s.offset(df, 0),
        };
        match target {
            // Pinned: eaten.
            None => eaten += n,
            // Runs (or slides) there, or out of the region.
            Some(t) => {
                if let Some(j) = region.index(t) {
                    after[j] += n;
                }
            }
        }
    }
    Outcome {
        counts: after,
        at: region.index(to).map(|i| i as u8),
        eaten,
    }
}
