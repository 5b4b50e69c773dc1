//! The static evaluation: an estimate of the final number eaten, in Littles, from the Gobbler
//! player's side (the Gobblers maximise it, the Littles minimise it): eaten so far, the
//! threshold's bonus once past it, and a weighted sum of the position's [`TERMS`] terms
//! ([`terms`]), with one set of weights for each side to move.

use crate::board::{is_light, Board, KNIGHT, NONE};

/// The number of the evaluation's terms.
pub const TERMS: usize = 10;

/// The evaluation's terms by name, in the order of [`crate::eval_terms`] and of every weight
/// vector:
///
/// * `alive`: Gobblers that can move now (each will eat again before it starves);
/// * `paths`: their legal paths, each Gobbler's counted up to [`PATH_CAP`] (more ways to eat
///   are harder to block with three steps);
/// * `best`: the most each one's hops can eat now, summed;
/// * `stacks`: Littles beyond the first on each square (one hop eats a stack);
/// * `minority`: the occupied squares of the minority colour (a knight hop changes colour, so
///   singletons all of one colour can never feed a two-hop move: the checker pattern);
/// * `near`: Littles a knight's hop from a Gobbler that can move;
/// * `reach2`: Littles on squares two knight hops (and not one) from such a Gobbler;
/// * `littles`: Littles on the board;
/// * `pairs`: pairs of occupied squares a knight's hop apart (food for a two-hop move anywhere);
/// * `edge`: Littles on the board's edge (a scatter against it eats them).
///
/// Every term is 0 when no Gobbler can move (the game is over, or the Littles keep it so by
/// passing).
pub const TERM_NAMES: [&str; TERMS] = [
    "alive", "paths", "best", "stacks", "minority", "near", "reach2", "littles", "pairs", "edge",
];

/// A Gobbler's paths beyond this count add nothing to the `paths` term.
pub const PATH_CAP: u32 = 24;

/// The weights of the evaluation's terms (in Littles per unit of the term).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Weights {
    /// For positions with the Littles to move (after a Gobbler move: the leaves of the
    /// Gobblers' search).
    pub(crate) littles_to_move: [f32; TERMS],
    /// For positions with the Gobbler player to move (after a Littles turn).
    pub(crate) gobblers_to_move: [f32; TERMS],
    /// Having eaten more than the threshold (the game is won for the Gobblers).
    pub(crate) win: f32,
    /// Whether a costly term (`near`, `reach2`, `littles`, `pairs`, `edge`) has a weight.
    extended: bool,
}

/// The weights every level plays with, for both sides to move: a Gobbler that can move is worth
/// 6 Littles, each of its paths 0.15, its best hop 0.5, each stacked Little and each square of
/// the minority colour 0.25, the other terms nothing. (Weights fitted to strong games made both
/// sides weaker: `docs/gobbler.md`, "The evaluation fitted to strong games".)
pub const HAND_WEIGHTS: [f32; TERMS] = [6.0, 0.15, 0.5, 0.25, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0];

/// The strong Gobblers' weights for positions with the Littles to move (the leaves of their
/// search), fitted to rollouts of their moves by comparing moves from the same position: a
/// Gobbler that can move 2.26, a path 0.07, its best hop 0.33, a stacked Little 1.25, a minority
/// square −0.19, a Little a hop from it 0.76 and two hops 0.27, a Little on the board −0.21, a
/// pair a hop apart 0.19, a Little on the edge −0.45. The output of `gobbler fit-eval --rollouts
/// gobbler/findings/rollouts.csv` (a test checks it); measured in `docs/gobbler.md`, "The
/// Gobblers' evaluation fitted to rollouts".
pub const GOBBLERS_WEIGHTS: [f32; TERMS] = [
    2.26, 0.07, 0.33, 1.25, -0.19, 0.76, 0.27, -0.21, 0.19, -0.45,
];

impl Weights {
    /// The weights of every level (the gentle levels differ by search and noise, not here).
    pub(crate) const DEFAULT: Weights = Weights::new(HAND_WEIGHTS, HAND_WEIGHTS, 4.0);

    /// The strong level's weights, on both sides: [`GOBBLERS_WEIGHTS`] with the Littles to move
    /// (where the strong Gobblers choose among their moves, and the strong Littles foresee that
    /// choice), the hand-set ones with the Gobblers to move (where the searches only order the
    /// Littles' turns before the Gobblers' replies judge them).
    pub(crate) const STRONG: Weights = Weights::new(GOBBLERS_WEIGHTS, HAND_WEIGHTS, 4.0);

    /// Weights for each side to move and the threshold's bonus.
    pub(crate) const fn new(
        littles_to_move: [f32; TERMS],
        gobblers_to_move: [f32; TERMS],
        win: f32,
    ) -> Weights {
        let mut extended = false;
        let mut i = 5;
        while i < TERMS {
            extended |= littles_to_move[i] != 0.0 || gobblers_to_move[i] != 0.0;
            i += 1;
        }
        Weights {
            littles_to_move,
            gobblers_to_move,
            win,
            extended,
        }
    }
}

/// The evaluation of `b` (either side to move). A Gobbler without any legal path counts as
/// starved: with the Gobblers to move it is, and with the Littles to move they can keep it so by
/// passing. The weighted sum of [`terms`], added up in an order that gives the hand-set weights
/// exactly the values they had before the terms were named (and that skips the costly terms when
/// their weights are 0).
pub(crate) fn evaluate(b: &Board, w: &Weights) -> f32 {
    let k = if b.gobbler_to_move {
        &w.gobblers_to_move
    } else {
        &w.littles_to_move
    };
    let extended = w.extended;
    let mut v = terminal(b, w);
    let mut any = false;
    for i in 0..2 {
        if b.gob[i] == NONE {
            continue;
        }
        let (n, best) = b.food(i);
        if n > 0 {
            any = true;
            v += k[0] + k[1] * n.min(PATH_CAP) as f32 + k[2] * best as f32;
            if extended {
                let (near, reach2) = b.reach(i);
                v += k[5] * near as f32 + k[6] * reach2 as f32;
            }
        }
    }
    if any {
        let (stacks, minority, littles) = long_term_food(b);
        v += k[3] * stacks as f32 + k[4] * minority as f32;
        if extended {
            let occupied = b.occupied();
            v += k[7] * littles as f32
                + k[8] * knight_pairs(occupied) as f32
                + k[9] * b.count_on(occupied & EDGE) as f32;
        }
    }
    v
}

/// The value of a finished game.
pub(crate) fn terminal(b: &Board, w: &Weights) -> f32 {
    let mut v = f32::from(b.eaten);
    if u16::from(b.eaten) > b.threshold {
        v += w.win;
    }
    v
}

/// The terms of `b` in the order of [`TERM_NAMES`]; `near`, `reach2`, `pairs` and `edge` only
/// when `extended` (0 otherwise: they cost more passes over the board).
pub(crate) fn terms(b: &Board, extended: bool) -> [f32; TERMS] {
    let mut t = [0.0; TERMS];
    for i in 0..2 {
        let g = b.gob[i];
        if g == NONE {
            continue;
        }
        let (n, best) = b.food(i);
        if n == 0 {
            continue;
        }
        t[0] += 1.0;
        t[1] += n.min(PATH_CAP) as f32;
        t[2] += best as f32;
        if extended {
            let (near, reach2) = b.reach(i);
            t[5] += near as f32;
            t[6] += reach2 as f32;
        }
    }
    if t[0] > 0.0 {
        let (stacks, minority, littles) = long_term_food(b);
        t[3] = stacks as f32;
        t[4] = minority as f32;
        if extended {
            t[7] = littles as f32;
            let occupied = b.occupied();
            t[8] = knight_pairs(occupied) as f32;
            t[9] = b.count_on(occupied & EDGE) as f32;
        }
    }
    t
}

/// Littles beyond the first on each square, the occupied squares of the minority colour, and
/// the Littles on the board.
pub(crate) fn long_term_food(b: &Board) -> (u32, u32, u32) {
    let (mut light, mut dark, mut extra, mut littles) = (0u32, 0u32, 0u32, 0u32);
    for (s, &c) in b.counts.iter().enumerate() {
        if c == 0 {
            continue;
        }
        let c = u32::from(c);
        littles += c;
        extra += c - 1;
        if is_light(s as u8) {
            light += 1;
        } else {
            dark += 1;
        }
    }
    (extra, light.min(dark), littles)
}

/// The squares of the board's edge (files a and h, ranks 1 and 8).
const EDGE: u64 = 0xff81_8181_8181_81ff;

/// Pairs of squares of `set` a knight's hop apart: each pair found once, from its square of the
/// lower index, along the four hops that raise the index (file, rank) + (1, 2), (2, 1), (−2, 1),
/// (−1, 2).
pub(crate) fn knight_pairs(set: u64) -> u32 {
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    const NOT_GH: u64 = !0xc0c0_c0c0_c0c0_c0c0;
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_AB: u64 = !0x0303_0303_0303_0303;
    (((set & NOT_H) << 17) & set).count_ones()
        + (((set & NOT_GH) << 10) & set).count_ones()
        + (((set & NOT_AB) << 6) & set).count_ones()
        + (((set & NOT_A) << 15) & set).count_ones()
}

impl Board {
    /// The squares holding Littles.
    pub(crate) fn occupied(&self) -> u64 {
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .fold(0, |set, (s, _)| set | 1 << s)
    }

    /// The Littles on the squares of `set`.
    fn count_on(&self, mut set: u64) -> u32 {
        let mut n = 0u32;
        while set != 0 {
            n += u32::from(self.counts[set.trailing_zeros() as usize]);
            set &= set - 1;
        }
        n
    }

    /// The Littles a knight's hop from Gobbler `i`, and those on squares two hops (and not one)
    /// from it; the other Gobbler's square and the Gobbler's own hold none.
    pub(crate) fn reach(&self, i: usize) -> (u32, u32) {
        let g = self.gob[i];
        let mut one = 0u64;
        for &a in KNIGHT[g as usize].as_slice() {
            one |= 1 << a;
        }
        let mut two = 0u64;
        for &a in KNIGHT[g as usize].as_slice() {
            for &b in KNIGHT[a as usize].as_slice() {
                two |= 1 << b;
            }
        }
        two &= !one & !(1u64 << g);
        (self.count_on(one), self.count_on(two))
    }
}
