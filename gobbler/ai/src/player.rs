//! The levels: what each side does at the root of its decision.

use crate::board::{Board, Path};
use crate::eval::Weights;
use crate::search::{random_littles_turn, BeamCfg, Deadline, LTurn, Scoring, Searcher};
use crate::starve::starving_turns;
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
    /// Passes (Gobblers) or stages (Littles) of the strong search that decided the choice: the
    /// last completed one, or an unfinished one that found a better turn (0 for the gentle
    /// levels).
    pub passes: u8,
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
        let (path, depth, passes, value) = match level {
            Level::Easy => {
                let paths = p.paths();
                (paths.as_slice()[s.rng.below(paths.len())], 0, 0, None)
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
                (best, 1, 0, None)
            }
            Level::Strong => {
                let (path, depth, passes, value) = gobbler_strong(&mut s, &p);
                (path, depth, passes, Some(value))
            }
        };
        let stats = SearchStats {
            nodes: s.nodes,
            depth,
            passes,
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
        let (turn, depth, passes, value) = match level {
            Level::Easy => (random_littles_turn(b, &mut s.rng), 0, 0, None),
            Level::Medium => {
                let cfg = BeamCfg {
                    width: 2,
                    prefilter: 0,
                    steps: 3,
                    scoring: Scoring::Static,
                    noise: 1.0,
                };
                (s.beam(b, &cfg)[0].turn, 0, 0, None)
            }
            Level::Strong => littles_strong(&mut s, b),
        };
        let stats = SearchStats {
            nodes: s.nodes,
            depth,
            passes,
        };
        Some(Decided {
            choice: Choice::Littles(turn),
            stats,
            value,
        })
    }
}

/// Iterative deepening over the Gobbler's paths in [`GOBBLER_PASSES`]: every root path at
/// depth 2, then the best few of the last pass deeper, then with a wider model of the Littles'
/// replies, while the budget allows a next pass (estimated from the last one), best first from
/// the previous pass; in an unfinished pass a path proved better than the previous best (which
/// is searched first) is played. Also returns the deepest pass's depth and the value of the
/// position: the best root value of the last pass that decided (without the root's noise), or
/// the best static value of a path when none did.
fn gobbler_strong(s: &mut Searcher<'_>, p: &Board) -> (Path, u8, u8, f32) {
    // The Littles' replies in the tree come from a beam scored like the strong Littles' own
    // (by the Gobblers' best reply): in matches against the strong Littles this ate about 3
    // Littles more per game than the cheaper static beam with 3 replies (34.0 against 30.8 over
    // the same 16 seeds).
    s.reply_beam = GOBBLERS_REPLY_BEAM;
    // 12 paths at inner Gobbler nodes (8 at first): 2.0 more eaten at 200 ms (0.6 to 3.4 over 30
    // games each, `docs/gobbler.md`).
    s.inner_paths = 12;
    // Weights fitted to rollouts of their moves (`eval::GOBBLERS_WEIGHTS`): they won more games
    // at threshold 33 than with the hand-set ones and ate as many (`docs/gobbler.md`).
    s.w = Weights::STRONG;
    let mut children = s.gobbler_children(p);
    let mut best = children[0].0;
    let mut value = children[0].2;
    let (mut depth, mut passes) = (1, 0);
    let mut last_ms = s.deadline.elapsed();
    for (k, pass) in GOBBLER_PASSES.iter().enumerate() {
        let n = pass.root_paths.min(children.len());
        if s.deadline.remaining() < last_ms * GROWTH {
            break;
        }
        s.reply_turns = pass.reply_turns;
        let t0 = s.deadline.elapsed();
        let mut alpha = f32::NEG_INFINITY;
        let mut values = Vec::with_capacity(children.len());
        let mut complete = true;
        for (i, c) in children[..n].iter().enumerate() {
            // Alpha-beta at the root: later paths only need to prove they are better.
            match s.littles_value(&c.1, pass.depth - 1, alpha, f32::INFINITY) {
                Some(v) => {
                    values.push((i, v + ROOT_NOISE * s.rng.unit(), v));
                    alpha = alpha.max(v);
                }
                None => {
                    complete = false;
                    break;
                }
            }
        }
        if !complete {
            // The previous best is searched first: a path that beat it in this pass is better.
            let top = values.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1));
            if let Some((i, _, v)) = top.filter(|t| t.0 != 0) {
                best = children[i].0;
                value = v;
                (depth, passes) = (pass.depth, k as u8 + 1);
            }
            break;
        }
        // Stable order: the best first, ties kept in the previous order; the paths this pass
        // left out keep theirs after them.
        values.sort_by(|a, b| b.1.total_cmp(&a.1));
        let searched: Vec<_> = values.iter().map(|&(i, _, _)| children[i]).collect();
        children.splice(..n, searched);
        best = children[0].0;
        value = alpha;
        (depth, passes) = (pass.depth, k as u8 + 1);
        last_ms = s.deadline.elapsed() - t0;
    }
    (best, depth, passes, value)
}

/// The beam that proposes the Littles' replies in the strong Gobblers' tree (its
/// [`GobblerPass::reply_turns`] best are searched), scored like the strong Littles' own.
pub(crate) const GOBBLERS_REPLY_BEAM: BeamCfg = BeamCfg {
    width: 3,
    prefilter: 24,
    steps: 3,
    scoring: Scoring::Reply,
    noise: 0.0,
};

/// The next pass starts only if at least this many times the last one's time is left: an
/// unfinished pass still counts (see [`gobbler_strong`]), so 1 is enough.
const GROWTH: f64 = 1.0;

/// One pass of the strong Gobblers' search: how deep (Gobbler moves), how many of the last
/// pass's best root paths, and how many Littles replies at each Littles node.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct GobblerPass {
    pub(crate) depth: u8,
    pub(crate) root_paths: usize,
    pub(crate) reply_turns: usize,
}

/// The strong Gobblers' passes, in order while the budget lasts. Every root path is searched at
/// depth 2; deeper, the few best of the last pass are what decides, and keeping them lets depth 3
/// and 4 fit a budget of hundreds of milliseconds (depth 5 in most moves at 800 ms), with 2
/// replies at each Littles node. A longer schedule that went on with 3 replies (the 8, 4 and 2
/// best root paths at depth 3, 4 and 5, then depth 6) used the whole budget and ate no more, at
/// 400 ms or 800 (`docs/gobbler.md`, "Using the whole budget").
pub(crate) const GOBBLER_PASSES: [GobblerPass; 4] = [
    GobblerPass {
        depth: 2,
        root_paths: usize::MAX,
        reply_turns: 2,
    },
    GobblerPass {
        depth: 3,
        root_paths: 6,
        reply_turns: 2,
    },
    GobblerPass {
        depth: 4,
        root_paths: 3,
        reply_turns: 2,
    },
    GobblerPass {
        depth: 5,
        root_paths: 2,
        reply_turns: 2,
    },
];

/// An anytime search: stages of a beam search over the steps scored by the Gobblers' best reply,
/// each stage's best turns verified by a search [`Stage::depth`] Gobbler moves deep, the
/// previous stage's choice first, while the budget lasts. Within a stage every value has the same
/// depth, so a turn verified better than the previous choice replaces it even if the stage does
/// not finish. Also returns the value of the turn chosen (the position's value for the
/// Littles, who minimise): that of the deepest verification, else the beam's score (the
/// Gobblers' best reply), or `None` if the budget ran out before the beam scored anything.
fn littles_strong(s: &mut Searcher<'_>, b: &Board) -> (LTurn, u8, u8, Option<f32>) {
    // The Gobblers' replies judged by the strong Gobblers' own weights: 3.2 fewer eaten at
    // 800 ms than with the hand-set ones (`docs/gobbler.md`, "The Littles foresee the Gobblers'
    // evaluation").
    s.w = Weights::STRONG;
    // The turns that starve a Gobbler, found exactly (`starve.rs`), are verified at every stage
    // and answer at every Littles node of the verification: the beams miss some
    // (`docs/gobbler.md`, "The Littles starve exactly").
    s.starve_replies = true;
    let starving = starving_turns(b);
    let mut best: Option<(LTurn, f32)> = None;
    let mut beam_value = None;
    let (mut depth, mut stages) = (1, 0);
    for (k, stage) in LITTLES_STAGES.iter().enumerate() {
        if k > 0 && s.deadline.remaining() <= 0.0 {
            break;
        }
        let cfg = BeamCfg {
            width: stage.width,
            prefilter: stage.prefilter,
            steps: 3,
            scoring: Scoring::Reply,
            noise: ROOT_NOISE,
        };
        let turns = s.beam(b, &cfg);
        if k == 0 {
            beam_value = Some((turns[0].turn, turns[0].score));
        }
        // The previous choice first (its board is re-derived: it may have left the beam).
        let mut candidates: Vec<(LTurn, Board)> = Vec::with_capacity(stage.verify + 1);
        if let Some((prev, _)) = best {
            candidates.push((prev, b.after_littles(&prev)));
        }
        for t in starving.into_iter().flatten() {
            if candidates.iter().all(|c| c.0 != t) {
                candidates.push((t, b.after_littles(&t)));
            }
        }
        for t in &turns {
            if candidates.len() >= stage.verify {
                break;
            }
            if candidates.iter().all(|c| c.0 != t.turn) {
                candidates.push((t.turn, t.board));
            }
        }
        // (turn, value with the root's noise, value): compared with the noise, told without.
        let mut stage_best: Option<(LTurn, f32, f32)> = None;
        for (turn, board) in candidates {
            let bound = stage_best.map_or(f32::INFINITY, |x| x.1 + ROOT_NOISE);
            match s.gobbler_value(&board, stage.depth, f32::NEG_INFINITY, bound) {
                Some(v) => {
                    let noisy = v + ROOT_NOISE * s.rng.unit();
                    if stage_best.is_none_or(|x| noisy < x.1) {
                        stage_best = Some((turn, noisy, v));
                    }
                }
                None => break,
            }
        }
        if let Some((turn, _, v)) = stage_best {
            best = Some((turn, v));
            (depth, stages) = (stage.depth, k as u8 + 1);
        }
        if s.deadline.expired() {
            break;
        }
    }
    match (best, beam_value) {
        (Some((turn, v)), _) => (turn, depth, stages, v.is_finite().then_some(v)),
        (None, Some((turn, v))) => (turn, 1, 0, v.is_finite().then_some(v)),
        (None, None) => unreachable!("the first stage's beam always proposes the pass"),
    }
}

/// The strong Littles' stages, in order while the budget lasts: the first is the whole search of
/// the level before the stages (a beam of 8, 8 turns verified two Gobbler moves deep, about 20 ms
/// a turn); the next widen the beam and verify more turns, then verify three Gobbler moves deep;
/// the last two (a beam of 128, its 32 best three deep, then its 8 best four deep) use the rest
/// of the page's budget. Those two gained nothing while the Littles modelled the Gobblers by the
/// hand-set weights ("Using the whole budget"); since the Littles foresee the strong Gobblers'
/// own evaluation they let 3.5 fewer be eaten at 800 ms, and 2.0 fewer at 800 ms than at 400
/// (`docs/gobbler.md`, "Deeper stages, once the model is right").
pub(crate) const LITTLES_STAGES: [Stage; 7] = [
    Stage {
        width: 8,
        prefilter: 48,
        verify: 8,
        depth: 2,
    },
    Stage {
        width: 16,
        prefilter: 96,
        verify: 16,
        depth: 2,
    },
    Stage {
        width: 16,
        prefilter: 96,
        verify: 8,
        depth: 3,
    },
    Stage {
        width: 32,
        prefilter: 192,
        verify: 16,
        depth: 3,
    },
    Stage {
        width: 64,
        prefilter: 384,
        verify: 32,
        depth: 3,
    },
    Stage {
        width: 128,
        prefilter: 768,
        verify: 32,
        depth: 3,
    },
    Stage {
        width: 128,
        prefilter: 768,
        verify: 8,
        depth: 4,
    },
];

/// One stage of the strong Littles' search: the beam's shape, how many of its best turns are
/// verified and how deep (Gobbler moves).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Stage {
    pub(crate) width: usize,
    pub(crate) prefilter: usize,
    pub(crate) verify: usize,
    pub(crate) depth: u8,
}

/// Noise added to the strong levels' root values (Littles), so that different seeds play
/// different games between equal choices.
const ROOT_NOISE: f32 = 0.2;
