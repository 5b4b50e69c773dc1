//! Which patterns of Littles in a corner no Gobbler can profit from, decided exactly.
//!
//! **The question.** The region R is the k×k corner at a1 (k ≤ 4; by symmetry every corner).
//! A *pattern* is a set of squares of R each holding one Little, with no other Little in R. One
//! Gobbler plays against it, and it is given every advantage the rest of the board could give
//! it:
//!
//! * **It is fed from outside R**: every square outside R holds whatever Littles suit it (one on
//!   the square its first hop lands on, a stack where it ends), so it can always move. Inside R
//!   the rules hold exactly: a move is one or two knight hops, a first hop that eats two or more
//!   ends the move, the hops together eat at least two (outside food included), and after the
//!   move the Littles beside its landing square scatter as the rules say (pinned against the
//!   edge or in the corner, slid along the edge, merged into stacks). A Little that runs out of R
//!   leaves the pattern (it is not eaten). The other Gobbler is far away (no jaws).
//! * **It may start every move from any square** not holding a Little (as if it could walk
//!   anywhere between two moves while the Littles wait): this only adds to its choices, so a
//!   pattern safe against it is safe against a Gobbler on any square.
//! * The Littles reply with up to three steps by the rules (no Little steps twice; never onto the
//!   Gobbler), **inside R**.
//!
//! The Gobbler **profits** when one move takes two or more of the pattern's Littles (by its hops
//! and by the scatter together): the pattern alone then pays for a whole Gobbler move, as a stack
//! does. A move that takes at most one of them needs outside food for the rest; it is allowed and
//! the game goes on (the pattern has lost that Little). A pattern is **safe** if the Gobbler can
//! never profit, however many moves it makes, when the Littles reply best.
//!
//! **The search.** A position with the Gobbler to move is the Littles in R (the Gobbler may start
//! anywhere); with the Littles to move, the Littles in R and the Gobbler's square if it is in R.
//! A position with the Gobbler to move in which some square holds two or more Littles, or from
//! which a move takes two, is lost at once (a search of its moves decides; a stack with no move
//! onto it would be counted as [`Solution::unresolved_stacks`] and still treated as lost; it is
//! 0 for k ≤ 4, a test checks).
//! The positions that remain are sets of single Littles (at most 2^(k²) = 65,536), so the game is
//! finite. It is solved as a safety game: start with every position with no immediate profit
//! marked safe and remove, until nothing changes, each position from which some Gobbler move
//! leaves the Littles no reply into a position still marked safe (the greatest fixed point;
//! the Gobbler cannot force a profit from what remains, whatever it does, for any number of
//! moves).

use std::collections::HashMap;

use gobbler_rules::Square;

mod model;
#[cfg(test)]
mod real;
#[cfg(test)]
mod tests;

pub use model::Model;

/// The largest corner searched: its squares fit a `u16` bit set.
pub const MAX_K: u8 = 4;

/// The k×k corner at a1: its squares are numbered rank by rank, `rank * k + file`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    k: u8,
}

/// Little counts on the squares of a region, by the region's numbering (unused entries 0).
pub type Counts = [u8; 16];

impl Region {
    /// The k×k corner at a1; `None` unless 1 ≤ k ≤ [`MAX_K`].
    #[must_use]
    pub fn new(k: u8) -> Option<Region> {
        (1..=MAX_K).contains(&k).then_some(Region { k })
    }

    /// Its side.
    #[must_use]
    pub const fn k(self) -> u8 {
        self.k
    }

    /// Its number of squares, k².
    #[must_use]
    pub const fn size(self) -> usize {
        (self.k as usize) * (self.k as usize)
    }

    /// The region's number of a board square, if it lies in the region.
    #[must_use]
    pub fn index(self, sq: Square) -> Option<usize> {
        let (k, r) = (self.k as i8, sq.rank() - 1);
        (sq.file() < k && r < k).then(|| (r * k + sq.file()) as usize)
    }

    /// The board square of the region's square number `i`.
    #[must_use]
    pub fn square(self, i: usize) -> Square {
        let k = self.k as usize;
        Square::from_file_rank((i % k) as i8, (i / k) as i8 + 1).expect("a square of the region")
    }

    /// The counts of a set of single Littles (bit i: square i).
    #[must_use]
    pub fn counts(self, pattern: u16) -> Counts {
        let mut c = [0; 16];
        for (i, x) in c.iter_mut().enumerate().take(self.size()) {
            *x = u8::from(pattern >> i & 1 == 1);
        }
        c
    }

    /// The set of squares of `counts` if each holds at most one Little.
    #[must_use]
    pub fn singles(self, counts: &Counts) -> Option<u16> {
        let mut mask = 0u16;
        for (i, &c) in counts.iter().enumerate() {
            match c {
                0 => {}
                1 => mask |= 1 << i,
                _ => return None,
            }
        }
        Some(mask)
    }
}

/// What one Gobbler move does to the region.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Outcome {
    /// The Littles left in the region.
    pub counts: Counts,
    /// The Gobbler's landing square by the region's numbering, if it lies in the region.
    pub at: Option<u8>,
    /// The pattern's Littles the move took (hops and scatter).
    pub eaten: u8,
}

/// The moves of the local game: the fast model, or (in the tests) the real rules.
pub trait LocalRules {
    /// Every distinct outcome of a Gobbler move with the Littles `counts` in `region`.
    fn gobbler(&self, region: Region, counts: &Counts) -> Vec<Outcome>;
    /// Every distinct result of a Littles turn (up to three steps inside the region, never onto
    /// the Gobbler's square `at`).
    fn littles(&self, region: Region, counts: &Counts, at: Option<u8>) -> Vec<Counts>;
}

/// The solved corner game of one region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The region.
    pub region: Region,
    /// `safe[p]`: whether the pattern with bit set `p` is safe.
    pub safe: Vec<bool>,
    /// Positions with a stack the Gobbler could not reach at once (treated as lost; 0 here).
    pub unresolved_stacks: usize,
}

impl Solution {
    /// The safe patterns (bit sets), smallest bit set first.
    pub fn safe_patterns(&self) -> impl Iterator<Item = u16> + '_ {
        (0..self.safe.len())
            .filter(|&p| self.safe[p])
            .map(|p| p as u16)
    }

    /// Whether the Littles of `counts` (singles only) form a safe pattern.
    #[must_use]
    pub fn is_safe(&self, counts: &Counts) -> bool {
        self.region
            .singles(counts)
            .is_some_and(|p| self.safe[usize::from(p)])
    }
}

/// Solves the corner game of `region` with the moves of `rules`.
pub fn solve(region: Region, rules: &impl LocalRules) -> Solution {
    let n = 1usize << region.size();
    // Gobbler to move: which single-Little positions it cannot profit from at once, and the
    // Littles positions its other moves lead to.
    let mut open = vec![false; n];
    let mut leads: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut littles_states: HashMap<(Counts, Option<u8>), usize> = HashMap::new();
    let mut states: Vec<(Counts, Option<u8>)> = Vec::new();
    for p in 0..n {
        let outcomes = rules.gobbler(region, &region.counts(p as u16));
        if outcomes.iter().any(|o| o.eaten >= 2) {
            continue;
        }
        open[p] = true;
        for o in outcomes {
            let next = states.len();
            let id = *littles_states.entry((o.counts, o.at)).or_insert(next);
            if id == next {
                states.push((o.counts, o.at));
            }
            leads[p].push(id);
        }
    }
    // Littles to move: the single-Little positions they can reach.
    let mut stacks: HashMap<Counts, bool> = HashMap::new();
    let replies: Vec<Vec<u16>> = states
        .iter()
        .map(|(counts, at)| {
            let mut r: Vec<u16> = Vec::new();
            for c in rules.littles(region, counts, *at) {
                match region.singles(&c) {
                    Some(p) if open[usize::from(p)] => r.push(p),
                    Some(_) => {}
                    None => {
                        stacks.entry(c).or_insert_with(|| {
                            !rules.gobbler(region, &c).iter().any(|o| o.eaten >= 2)
                        });
                    }
                }
            }
            r
        })
        .collect();
    let unresolved_stacks = stacks.values().filter(|&&kept| kept).count();
    // The greatest fixed point: drop positions with a Gobbler move the Littles cannot answer.
    let mut safe = open;
    loop {
        let mut changed = false;
        for p in 0..n {
            if safe[p]
                && leads[p]
                    .iter()
                    .any(|&l| !replies[l].iter().any(|&r| safe[usize::from(r)]))
            {
                safe[p] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Solution {
        region,
        safe,
        unresolved_stacks,
    }
}
