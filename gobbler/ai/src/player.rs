//! The levels: what each side does at the root of its decision.

use crate::board::{Board, Path};
use crate::search::{random_littles_turn, BeamCfg, Deadline, LTurn, Scoring, Searcher};
use crate::{Clock, Level};

/// A decision in the search's own types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Choice {
    /// The Littles' steps.
    Littles(LTurn),
    /// The Gobbler's path.
    Gobbler(Path),
}

/// What one decision cost.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Positions evaluated.
    pub nodes: u64,
    /// Gobbler moves searched ahead (the deepest completed iteration; 0 for the gentle levels
    /// that do not search).
    pub depth: u8,
}

/// A decision in the search's own types: the choice, what it cost, and the search's value of
/// the position (the strong level only; see [`crate::Decision::estimate`]).
pub(crate) struct Decided {
    pub(crate) choice: Choice,
    pub(crate) stats: SearchStats,
    pub(crate) value: Option<f32>,
}

/// Chooses a turn for the side to move in `b`, or `None` when the game is over (no Gobbler
/// left, or every Gobbler starves now).
pub(crate) fn decide(
    b: &Board,
    level: Level,
    budget_ms: f64,
    clock: &mut dyn Clock,
    seed: u64,
) -> Option<Decided> {
    let deadline = Deadline::new(clock, budget_ms);
    let mut s = Searcher::new(deadline, seed);
    if b.gobbler_to_move {
        let mut p = *b;
        p.starve();
        if p.over() {
            return None;
        }
        let (path, depth, value) = match level {
            Level::Easy => {
                let paths = p.paths();
                (paths.as_slice()[s.rng.below(paths.len())], 0, None)
            }
            Level::Medium => {
                let mut children = s.gobbler_children(&p);
                for c in &mut children {
                    c.2 += 1.5 * s.rng.unit();
                }
                let best = children
                    .iter()
                    .max_by(|a, b| a.2.total_cmp(&b.2))
                    .map(|c| c.0)?;
                (best, 1, None)
            }
            Level::Strong => {
                let (path, depth, value) = gobbler_strong(&mut s, &p);
                (path, depth, Some(value))
            }
        };
        let stats = SearchStats {
            nodes: s.nodes,
            depth,
        };
        Some(Decided {
            choice: Choice::Gobbler(path),
            stats,
            value,
        })
    } else {
        if b.over() {
            return None;
        }
        let (turn, depth, value) = match level {
            Level::Easy => (random_littles_turn(b, &mut s.rng), 0, None),
            Level::Medium => {
                let cfg = BeamCfg {
                    width: 2,
                    prefilter: 0,
                    steps: 3,
                    scoring: Scoring::Static,
                    noise: 1.0,
                };
                (s.beam(b, &cfg)[0].turn, 0, None)
            }
            Level::Strong => littles_strong(&mut s, b),
        };
        let stats = SearchStats {
            nodes: s.nodes,
            depth,
        };
        Some(Decided {
            choice: Choice::Littles(turn),
            stats,
            value,
        })
    }
}

/// Iterative deepening over the Gobbler's paths: every root path at depth 1, 2, … while the
/// budget allows a next iteration (estimated from the last one), best first from the previous
/// iteration; an unfinished iteration is dropped. Also returns the value of the position: the
/// best root value of the deepest completed iteration (without the root's noise), or the best
/// static value of a path when no iteration beyond the first completed.
fn gobbler_strong(s: &mut Searcher<'_>, p: &Board) -> (Path, u8, f32) {
    // The Littles' replies in the tree come from a beam scored like the strong Littles' own
    // (by the Gobblers' best reply), the best 2 of them searched: in matches against the strong
    // Littles this ate about 3 Littles more per game than the cheaper static beam with 3
    // replies (34.0 against 30.8 over the same 16 seeds).
    s.reply_beam = BeamCfg {
        width: 3,
        prefilter: 24,
        steps: 3,
        scoring: Scoring::Reply,
        noise: 0.0,
    };
    s.reply_turns = 2;
    let mut children = s.gobbler_children(p);
    let mut best = children[0].0;
    let mut value = children[0].2;
    let mut done = 1;
    let mut last_ms = s.deadline.elapsed();
    for depth in 2..=MAX_DEPTH {
        if s.deadline.remaining() < last_ms * GROWTH {
            break;
        }
        let t0 = s.deadline.elapsed();
        let mut alpha = f32::NEG_INFINITY;
        let mut values = Vec::with_capacity(children.len());
        let mut complete = true;
        for (i, c) in children.iter().enumerate() {
            // Alpha-beta at the root: later paths only need to prove they are better.
            match s.littles_value(&c.1, depth - 1, alpha, f32::INFINITY) {
                Some(v) => {
                    values.push((i, v + ROOT_NOISE * s.rng.unit()));
                    alpha = alpha.max(v);
                }
                None => {
                    complete = false;
                    break;
                }
            }
        }
        if !complete {
            break;
        }
        // Stable order: the best first, ties kept in the previous order.
        values.sort_by(|a, b| b.1.total_cmp(&a.1));
        children = values.iter().map(|&(i, _)| children[i]).collect();
        best = children[0].0;
        value = alpha;
        done = depth;
        last_ms = s.deadline.elapsed() - t0;
    }
    (best, done, value)
}

/// The deepest iteration (Gobbler moves); deeper ones never fit a budget of seconds.
const MAX_DEPTH: u8 = 4;

/// How much longer the next iteration is assumed to take than the last one.
const GROWTH: f64 = 6.0;

/// A beam search over the steps scored by the Gobblers' best reply, then the best few turns
/// checked two Gobbler moves deep while the budget allows. Also returns the value of the turn
/// chosen (the position's value for the Littles, who minimise): two Gobbler moves deep once
/// verified, else the beam's score (the Gobblers' best reply), or `None` if the budget ran out
/// before the beam scored anything.
fn littles_strong(s: &mut Searcher<'_>, b: &Board) -> (LTurn, u8, Option<f32>) {
    let cfg = BeamCfg {
        width: 8,
        prefilter: 48,
        steps: 3,
        scoring: Scoring::Reply,
        noise: ROOT_NOISE,
    };
    let turns = s.beam(b, &cfg);
    let mut best = (turns[0].turn, f32::INFINITY);
    let mut depth = 1;
    for t in turns.iter().take(VERIFY) {
        let bound = best.1 + ROOT_NOISE;
        match s.gobbler_value(&t.board, 2, f32::NEG_INFINITY, bound) {
            Some(v) if v + ROOT_NOISE * s.rng.unit() < best.1 => {
                best = (t.turn, v);
                depth = 2;
            }
            Some(_) => {}
            None => break,
        }
    }
    let value = if depth == 2 { best.1 } else { turns[0].score };
    (best.0, depth, value.is_finite().then_some(value))
}

/// Noise added to the strong levels' root values (Littles), so that different seeds play
/// different games between equal choices.
const ROOT_NOISE: f32 = 0.2;

/// Littles turns checked two Gobbler moves deep.
const VERIFY: usize = 8;
