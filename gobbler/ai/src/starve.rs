//! Exact starving: whether the Littles (to move) can leave a Gobbler without a legal move in one
//! turn of up to three steps, and a turn that does.
//!
//! A Gobbler on `o` (the other on `x`) can move unless every first hop `a` (a knight's hop from
//! `o`, not `x`) holds at most one Little and every pair `a`, `b` (`b` a hop from `a`, not `x`)
//! holds at most one together. A turn that starves it must lower a square or a pair that breaks
//! this, so the search branches only over the steps leaving the first such square or pair:
//! complete, since the steps of a turn may be played in any order, and small (16 steps at most
//! per branch, three deep), with a lower bound on the steps still needed that cuts dense
//! positions at once.

use crate::board::{Board, Sq, Step, KING, KNIGHT, NONE};
use crate::search::LTurn;

/// What must go down for the Gobblers in `which` to starve: a square or a pair and how many
/// Littles too many it holds.
#[derive(Clone, Copy)]
struct Breach {
    a: Sq,
    b: Sq,
    excess: u8,
}

/// The first breach for the Gobblers in `which` (`[bool; 2]`) and a lower bound on the steps
/// that every breach together needs (disjoint breaches need disjoint steps).
fn breaches(b: &Board, which: [bool; 2]) -> Option<(Breach, u8)> {
    let mut first: Option<Breach> = None;
    let mut used = 0u64;
    let mut bound = 0u8;
    for (i, &wanted) in which.iter().enumerate() {
        let g = b.gob[i];
        if !wanted || g == NONE {
            continue;
        }
        let other = b.gob[1 - i];
        for &a in KNIGHT[g as usize].as_slice() {
            if a == other {
                continue;
            }
            let ca = b.counts[a as usize];
            let mut note = |br: Breach| {
                if first.is_none() {
                    first = Some(br);
                }
                let m = (1u64 << br.a) | (1u64 << br.b);
                if used & m == 0 {
                    used |= m;
                    bound = bound.saturating_add(br.excess);
                }
            };
            if ca >= 2 {
                note(Breach {
                    a,
                    b: a,
                    excess: ca - 1,
                });
                continue;
            }
            for &s in KNIGHT[a as usize].as_slice() {
                let cs = b.counts[s as usize];
                if s != other && ca + cs >= 2 {
                    note(Breach {
                        a,
                        b: s,
                        excess: ca + cs - 1,
                    });
                }
            }
        }
    }
    first.map(|f| (f, bound))
}

/// A Littles turn from `b` (Littles to move) of at most three steps after which every Gobbler in
/// `which` that is on the board has no legal move, if there is one (the pass when they already
/// have none).
pub(crate) fn starving_turn(b: &Board, which: [bool; 2]) -> Option<LTurn> {
    let mut turn = LTurn::PASS;
    let mut now = *b;
    search(b, &mut now, &mut turn, which).then_some(turn)
}

/// The Littles' turns that starve Gobblers from `q` (Littles to move): one that starves both if
/// there is one, else one for each Gobbler that can be starved alone.
pub(crate) fn starving_turns(q: &Board) -> [Option<LTurn>; 2] {
    if let Some(both) = starving_turn(q, [true, true]) {
        return [Some(both), None];
    }
    [
        starving_turn(q, [true, false]),
        starving_turn(q, [false, true]),
    ]
}

fn search(start: &Board, now: &mut Board, turn: &mut LTurn, which: [bool; 2]) -> bool {
    let Some((breach, bound)) = breaches(now, which) else {
        return true;
    };
    let left = 3 - turn.len;
    if bound > left {
        return false;
    }
    let pair = [breach.a, breach.b];
    let squares = if breach.a == breach.b {
        &pair[..1]
    } else {
        &pair[..]
    };
    for &from in squares {
        // Steps are judged against the counts at the start of the turn (none steps twice).
        if turn.out(from) >= start.counts[from as usize] {
            continue;
        }
        for &to in KING[from as usize].as_slice() {
            if start.is_gobbler(to) {
                continue;
            }
            now.counts[from as usize] -= 1;
            now.counts[to as usize] += 1;
            let saved = *turn;
            *turn = turn.with(Step { from, to });
            if search(start, now, turn, which) {
                return true;
            }
            *turn = saved;
            now.counts[from as usize] += 1;
            now.counts[to as usize] -= 1;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::{GOBBLERS_REPLY_BEAM, GOBBLER_PASSES};
    use crate::search::{BeamCfg, Deadline, Searcher};
    use seeded_rng::Rng;

    /// A random board with the Littles to move: two Gobblers (one starved in a quarter of them)
    /// and `littles` Littles dropped on random squares (stacks where two land together).
    fn random_board(rng: &mut Rng, littles: usize) -> Board {
        let mut b = Board::start();
        b.counts = [0; 64];
        b.gob = [rng.below(64) as u8, rng.below(63) as u8];
        if b.gob[1] >= b.gob[0] {
            b.gob[1] += 1;
        }
        if rng.below(4) == 0 {
            b.gob[1] = NONE;
        }
        for _ in 0..littles {
            let s = rng.below(64) as u8;
            if !b.is_gobbler(s) {
                b.counts[s as usize] += 1;
            }
        }
        b
    }

    /// Every Littles turn of up to three steps (with repeats, as multisets are not deduplicated).
    fn every_turn(b: &Board, turn: LTurn, out: &mut Vec<LTurn>) {
        out.push(turn);
        if turn.len == 3 {
            return;
        }
        for from in 0..64u8 {
            if b.counts[from as usize] <= turn.out(from) {
                continue;
            }
            for &to in KING[from as usize].as_slice() {
                if !b.is_gobbler(to) {
                    every_turn(b, turn.with(Step { from, to }), out);
                }
            }
        }
    }

    #[test]
    fn starving_agrees_with_every_turn_tried() {
        let seed = 0x5eed_57a2;
        println!("seed {seed:#x}");
        let mut rng = Rng::new(seed);
        let (mut found, mut checked) = (0, 0);
        while checked < 300 {
            // Sparse boards (4 to 14 Littles), where enumerating every turn stays quick.
            let n = 4 + rng.below(11);
            let b = random_board(&mut rng, n);
            let mut turns = Vec::new();
            every_turn(&b, LTurn::PASS, &mut turns);
            for which in [[true, false], [false, true], [true, true]] {
                let starves = |t: &LTurn| {
                    let q = b.after_littles(t);
                    (0..2).all(|i| !which[i] || !q.can_move(i))
                };
                let exists = turns.iter().any(starves);
                let got = starving_turn(&b, which);
                assert_eq!(got.is_some(), exists, "{b:?} {which:?}");
                if let Some(t) = got {
                    assert!(starves(&t), "{b:?} {which:?} {t:?}");
                    found += 1;
                }
            }
            checked += 1;
        }
        assert!(found > 50, "{found}");
    }

    /// The models of the Littles' replies against the exact search, on the same boards: every
    /// Gobbler a model starves, the exact search starves too; each model misses some the exact
    /// search finds, which is why the strong Littles add them (the figures are printed).
    #[test]
    fn the_reply_models_miss_starving_turns_the_exact_search_finds() {
        let mut clock = || 0.0;
        let s = Searcher::new(Deadline::new(&mut clock, f64::INFINITY), 0);
        // The strong Littles' verification (a `Searcher`'s own model: a statically scored
        // beam), and the strong Gobblers' search (its 2 best replies, as in every pass).
        let verification = (s.reply_beam, s.reply_turns);
        let gobblers = (GOBBLERS_REPLY_BEAM, GOBBLER_PASSES[0].reply_turns);
        for (name, (cfg, turns)) in [("verification", verification), ("gobblers", gobblers)] {
            let (exact, model) = starving_found(&cfg, turns);
            println!("starving turns: the exact search {exact}, the {name} model {model}");
            assert!(model < exact, "{name}: {model} of {exact}");
        }
    }

    /// On 400 random boards with 10 to 29 Littles (those of the middle and end of games, seeded
    /// alike for every model): the Gobblers the exact search starves, and those `turns` best
    /// replies of the beam `cfg` starve.
    fn starving_found(cfg: &BeamCfg, turns: usize) -> (usize, usize) {
        let seed = 0x57a2_be4d;
        println!("seed {seed:#x}");
        let mut rng = Rng::new(seed);
        let mut clock = || 0.0;
        let mut s = Searcher::new(Deadline::new(&mut clock, f64::INFINITY), seed);
        let (mut exact, mut model) = (0, 0);
        for _ in 0..400 {
            let n = 10 + rng.below(20);
            let b = random_board(&mut rng, n);
            let mut replies = s.beam(&b, cfg);
            replies.truncate(turns);
            for i in 0..2 {
                if !b.can_move(i) {
                    continue;
                }
                let which = [i == 0, i == 1];
                let found = starving_turn(&b, which).is_some();
                let modelled = replies.iter().any(|r| !r.board.can_move(i));
                assert!(found || !modelled, "{b:?}: the model starves Gobbler {i}");
                exact += usize::from(found);
                model += usize::from(modelled);
            }
        }
        (exact, model)
    }
}
