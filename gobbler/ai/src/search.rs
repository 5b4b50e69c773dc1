//! The searches of both sides: a beam search over the Littles' steps, iterative-deepening
//! alpha-beta over the Gobblers' paths with the Littles' replies drawn from a narrow beam, a
//! transposition table, and the move-time budget.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use crate::board::{Board, Path, Step, KING};
use crate::eval::{evaluate, terminal, Weights};
use crate::starve::starving_turns;
use crate::Clock;
use seeded_rng::Rng;

/// The budget: the clock is read at most every [`CHECK_EVERY`] checks; once the budget is spent
/// every search unwinds and the best answer found so far is played.
pub(crate) struct Deadline<'c> {
    clock: &'c mut dyn Clock,
    start: f64,
    budget: f64,
    checks: u32,
    expired: bool,
}

/// How many checks between two readings of the clock. A check guards one Gobbler reply search
/// (tens of microseconds) or one step of a static beam (a few milliseconds at most), so the
/// budget is overshot by little: 0.3 ms at most over the 371 strong Gobbler moves of a `gobbler
/// bench`.
const CHECK_EVERY: u32 = 4;

impl<'c> Deadline<'c> {
    /// Starts the budget now.
    pub(crate) fn new(clock: &'c mut dyn Clock, budget_ms: f64) -> Deadline<'c> {
        let start = clock.now_ms();
        Deadline {
            clock,
            start,
            budget: budget_ms,
            checks: 0,
            expired: false,
        }
    }

    /// Milliseconds since the start (reads the clock).
    pub(crate) fn elapsed(&mut self) -> f64 {
        self.clock.now_ms() - self.start
    }

    /// The budget is spent (reads the clock every few calls).
    pub(crate) fn expired(&mut self) -> bool {
        if !self.expired {
            self.checks += 1;
            if self.checks.is_multiple_of(CHECK_EVERY) && self.elapsed() >= self.budget {
                self.expired = true;
            }
        }
        self.expired
    }

    /// Milliseconds left (reads the clock).
    pub(crate) fn remaining(&mut self) -> f64 {
        self.budget - self.elapsed()
    }
}

/// A Littles turn of up to three steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LTurn {
    pub(crate) steps: [Step; 3],
    pub(crate) len: u8,
}

impl LTurn {
    pub(crate) const PASS: LTurn = LTurn {
        steps: [Step { from: 0, to: 0 }; 3],
        len: 0,
    };

    /// The steps.
    pub(crate) fn steps(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    pub(crate) fn with(mut self, s: Step) -> LTurn {
        self.steps[self.len as usize] = s;
        self.len += 1;
        self
    }

    /// Steps of this turn leaving `s`.
    pub(crate) fn out(&self, s: u8) -> u8 {
        self.steps().iter().filter(|st| st.from == s).count() as u8
    }
}

/// How a beam search over Littles steps scores a partial turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scoring {
    /// The static evaluation of the position reached (Gobblers to move).
    Static,
    /// The Gobblers' best reply one move deep, judged by the static evaluation after it.
    Reply,
}

/// The shape of a beam search over the Littles' steps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct BeamCfg {
    /// Partial turns kept after each step.
    pub(crate) width: usize,
    /// Children per step scored with [`BeamCfg::scoring`], chosen by the static evaluation
    /// (ignored with [`Scoring::Static`]).
    pub(crate) prefilter: usize,
    /// Steps at most (1 to 3).
    pub(crate) steps: u8,
    /// How partial turns are scored.
    pub(crate) scoring: Scoring,
    /// Uniform noise added to every static score, in Littles (0 for none).
    pub(crate) noise: f32,
}

/// A scored Littles turn and the position it reaches (Gobblers to move).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scored {
    pub(crate) turn: LTurn,
    pub(crate) board: Board,
    pub(crate) score: f32,
}

/// Hashes are already random: the set uses them as they are.
#[derive(Default)]
struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type HashSetU64 = HashSet<u64, BuildHasherDefault<IdHasher>>;

/// One transposition-table entry.
#[derive(Clone, Copy, Default)]
struct TtEntry {
    key: u64,
    depth: u8,
    bound: Bound,
    value: f32,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    Lower,
    Upper,
}

/// Transposition-table size (entries, a power of two): 1 MiB.
const TT_SIZE: usize = 1 << 16;

/// The search state of one decision.
pub(crate) struct Searcher<'c> {
    pub(crate) w: Weights,
    pub(crate) deadline: Deadline<'c>,
    pub(crate) rng: Rng,
    tt: Vec<TtEntry>,
    /// Gobbler paths searched at inner nodes (best first by the static evaluation).
    pub(crate) inner_paths: usize,
    /// The beam that proposes the Littles' replies inside the Gobblers' tree.
    pub(crate) reply_beam: BeamCfg,
    /// Littles replies searched at each Littles node.
    pub(crate) reply_turns: usize,
    /// Every Littles node also answers with the turns that starve a Gobbler, found exactly
    /// (`starve.rs`; the strong Littles' verification).
    pub(crate) starve_replies: bool,
    /// Evaluated positions (for the benchmark's curiosity).
    pub(crate) nodes: u64,
}

impl<'c> Searcher<'c> {
    /// A searcher with the default shape and a fresh table.
    pub(crate) fn new(deadline: Deadline<'c>, seed: u64) -> Searcher<'c> {
        Searcher {
            w: Weights::DEFAULT,
            deadline,
            rng: Rng::new(seed),
            tt: Vec::new(),
            inner_paths: 8,
            reply_beam: BeamCfg {
                width: 3,
                prefilter: 0,
                steps: 3,
                scoring: Scoring::Static,
                noise: 0.0,
            },
            reply_turns: 3,
            starve_replies: false,
            nodes: 0,
        }
    }

    fn eval(&mut self, b: &Board) -> f32 {
        self.nodes += 1;
        evaluate(b, &self.w)
    }

    /// The Littles turns a beam search finds from `root` (Littles to move), best (lowest) first;
    /// the pass is always among them. `None` when the budget ran out before the first scored turn.
    pub(crate) fn beam(&mut self, root: &Board, cfg: &BeamCfg) -> Vec<Scored> {
        let mut seen = HashSetU64::default();
        let mut results: Vec<Scored> = Vec::new();
        let mut pass = *root;
        pass.gobbler_to_move = true;
        seen.insert(pass.hash());
        let score = match cfg.scoring {
            Scoring::Static => Some(self.eval(&pass)),
            Scoring::Reply => self.reply1(&pass),
        };
        let Some(score) = score else {
            return vec![Scored {
                turn: LTurn::PASS,
                board: pass,
                score: f32::INFINITY,
            }];
        };
        results.push(Scored {
            turn: LTurn::PASS,
            board: pass,
            score,
        });
        let mut frontier = vec![results[0]];
        'steps: for _ in 0..cfg.steps {
            let mut children: Vec<Scored> = Vec::new();
            for parent in &frontier {
                for from in 0..64u8 {
                    let start = root.counts[from as usize];
                    if start == 0 || parent.turn.out(from) >= start {
                        continue;
                    }
                    for &to in KING[from as usize].as_slice() {
                        if root.is_gobbler(to) {
                            continue;
                        }
                        let mut b = parent.board;
                        b.counts[from as usize] -= 1;
                        b.counts[to as usize] += 1;
                        if !seen.insert(b.hash()) {
                            continue;
                        }
                        let mut score = self.eval(&b);
                        if cfg.noise > 0.0 {
                            score += cfg.noise * self.rng.unit();
                        }
                        children.push(Scored {
                            turn: parent.turn.with(Step { from, to }),
                            board: b,
                            score,
                        });
                    }
                }
            }
            children.sort_by(|a, b| a.score.total_cmp(&b.score));
            if cfg.scoring == Scoring::Reply {
                children.truncate(cfg.prefilter.max(cfg.width));
                let mut scored = Vec::with_capacity(children.len());
                for mut c in children {
                    match self.reply1(&c.board) {
                        Some(v) => {
                            c.score = v;
                            scored.push(c);
                        }
                        None => {
                            results.extend(scored);
                            break 'steps;
                        }
                    }
                }
                children = scored;
                children.sort_by(|a, b| a.score.total_cmp(&b.score));
            } else if self.deadline.expired() {
                results.extend(children);
                break;
            }
            children.truncate(cfg.width.max(1));
            results.extend(children.iter().copied());
            frontier = children;
        }
        results.sort_by(|a, b| a.score.total_cmp(&b.score));
        results
    }

    /// The Gobblers' best reply one move deep from `q` (Gobblers to move): the value of the
    /// finished game if every Gobbler starves. `None` once the budget is spent.
    pub(crate) fn reply1(&mut self, q: &Board) -> Option<f32> {
        if self.deadline.expired() {
            return None;
        }
        let mut p = *q;
        p.starve();
        if p.over() {
            return Some(terminal(&p, &self.w));
        }
        let mut best = f32::NEG_INFINITY;
        for &path in p.paths().as_slice() {
            let mut c = p;
            c.play_path(path);
            best = best.max(self.eval(&c));
        }
        Some(best)
    }

    /// The Gobblers' paths from `p` (starved Gobblers already removed) with the positions they
    /// reach and their static value, best first.
    pub(crate) fn gobbler_children(&mut self, p: &Board) -> Vec<(Path, Board, f32)> {
        let mut children: Vec<(Path, Board, f32)> = p
            .paths()
            .as_slice()
            .iter()
            .map(|&path| {
                let mut c = *p;
                c.play_path(path);
                (path, c, 0.0)
            })
            .collect();
        for child in &mut children {
            child.2 = self.eval(&child.1);
        }
        children.sort_by(|a, b| b.2.total_cmp(&a.2));
        children
    }

    /// The value of `q` (Gobblers to move) searching `depth` Gobbler moves (`depth` ≥ 1).
    pub(crate) fn gobbler_value(
        &mut self,
        q: &Board,
        depth: u8,
        mut alpha: f32,
        beta: f32,
    ) -> Option<f32> {
        if depth <= 1 {
            return self.reply1(q);
        }
        if self.deadline.expired() {
            return None;
        }
        let mut p = *q;
        p.starve();
        if p.over() {
            return Some(terminal(&p, &self.w));
        }
        // Values depend on the model of the Littles' replies: each model has keys of its own.
        let key = p.hash() ^ (self.reply_turns as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        if let Some(v) = self.probe(key, depth, alpha, beta) {
            return Some(v);
        }
        let alpha0 = alpha;
        let mut children = self.gobbler_children(&p);
        children.truncate(self.inner_paths);
        let mut best = f32::NEG_INFINITY;
        for (_, c, _) in children {
            let v = self.littles_value(&c, depth - 1, alpha, beta)?;
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.store(key, depth, alpha0, beta, best);
        Some(best)
    }

    /// The value of `q` (Littles to move) with `depth` Gobbler moves still to search (≥ 1): the
    /// lowest over the replies a narrow beam proposes.
    pub(crate) fn littles_value(
        &mut self,
        q: &Board,
        depth: u8,
        alpha: f32,
        mut beta: f32,
    ) -> Option<f32> {
        let cfg = self.reply_beam;
        let mut replies = self.beam(q, &cfg);
        if self.deadline.expired() {
            return None;
        }
        replies.truncate(self.reply_turns);
        if self.starve_replies {
            for turn in starving_turns(q).into_iter().flatten() {
                let board = q.after_littles(&turn);
                if !replies.iter().any(|r| r.board == board) {
                    // First: a starving turn is usually the Littles' best, and cuts soonest.
                    replies.insert(
                        0,
                        Scored {
                            turn,
                            board,
                            score: 0.0,
                        },
                    );
                }
            }
        }
        let mut best = f32::INFINITY;
        for r in replies {
            let v = self.gobbler_value(&r.board, depth, alpha, beta)?;
            best = best.min(v);
            beta = beta.min(v);
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }

    fn probe(&mut self, key: u64, depth: u8, alpha: f32, beta: f32) -> Option<f32> {
        if self.tt.is_empty() {
            self.tt = vec![TtEntry::default(); TT_SIZE];
        }
        let e = self.tt[key as usize & (TT_SIZE - 1)];
        if e.key != key || e.depth < depth {
            return None;
        }
        match e.bound {
            Bound::Exact => Some(e.value),
            Bound::Lower if e.value >= beta => Some(e.value),
            Bound::Upper if e.value <= alpha => Some(e.value),
            _ => None,
        }
    }

    fn store(&mut self, key: u64, depth: u8, alpha: f32, beta: f32, value: f32) {
        let bound = if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt[key as usize & (TT_SIZE - 1)] = TtEntry {
            key,
            depth,
            bound,
            value,
        };
    }
}

impl Board {
    /// The position after the Littles' turn `t` from this one (Gobblers to move).
    pub(crate) fn after_littles(&self, t: &LTurn) -> Board {
        let mut b = *self;
        for s in t.steps() {
            b.counts[s.from as usize] -= 1;
            b.counts[s.to as usize] += 1;
        }
        b.gobbler_to_move = true;
        b
    }
}

/// A uniformly random Littles turn of up to three steps from `b` (the weakest Littles, and the
/// random games of the tests).
pub(crate) fn random_littles_turn(b: &Board, rng: &mut Rng) -> LTurn {
    let mut turn = LTurn::PASS;
    let n = rng.below(4);
    for _ in 0..n {
        let mut options: Vec<Step> = Vec::new();
        for from in 0..64u8 {
            if b.counts[from as usize] <= turn.out(from) {
                continue;
            }
            for &to in KING[from as usize].as_slice() {
                if !b.is_gobbler(to) {
                    options.push(Step { from, to });
                }
            }
        }
        if options.is_empty() {
            break;
        }
        turn = turn.with(options[rng.below(options.len())]);
    }
    turn
}
