//! The static evaluation: an estimate of the final number eaten, in Littles, from the Gobbler
//! player's side (the Gobblers maximise it, the Littles minimise it).

use crate::board::{is_light, Board, NONE};

/// The weights of the evaluation's terms (in Littles).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Weights {
    /// A Gobbler that can move now: the Littles it will still eat before it starves.
    pub(crate) alive: f32,
    /// Each legal path of a Gobbler (up to [`Weights::path_cap`]): more ways to eat are harder
    /// to block with three steps.
    pub(crate) per_path: f32,
    /// Paths beyond this count add nothing.
    pub(crate) path_cap: u32,
    /// The most a Gobbler's hops can eat now.
    pub(crate) best: f32,
    /// Each unit of long-term food on the whole board: Littles beyond the first on a square
    /// (one hop eats a stack) and the Littles of the minority colour (a knight hop changes
    /// colour, so singletons all of one colour can never feed a two-hop move: the checker
    /// pattern).
    pub(crate) food: f32,
    /// Having eaten more than the threshold (the game is won for the Gobblers).
    pub(crate) win: f32,
}

impl Weights {
    /// The weights of every level (the gentle levels differ by search and noise, not here).
    pub(crate) const DEFAULT: Weights = Weights {
        alive: 6.0,
        per_path: 0.15,
        path_cap: 24,
        best: 0.5,
        food: 0.25,
        win: 4.0,
    };
}

/// The evaluation of `b` (either side to move). A Gobbler without any legal path counts as
/// starved: with the Gobblers to move it is, and with the Littles to move they can keep it so by
/// passing.
pub(crate) fn evaluate(b: &Board, w: &Weights) -> f32 {
    let mut v = f32::from(b.eaten);
    if u16::from(b.eaten) > b.threshold {
        v += w.win;
    }
    let mut any = false;
    for i in 0..2 {
        if b.gob[i] == NONE {
            continue;
        }
        let (n, best) = b.food(i);
        if n > 0 {
            any = true;
            v += w.alive + w.per_path * n.min(w.path_cap) as f32 + w.best * best as f32;
        }
    }
    if any {
        v += w.food * long_term_food(b) as f32;
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

/// Littles beyond the first on each square plus the Littles on the minority colour.
pub(crate) fn long_term_food(b: &Board) -> u32 {
    let (mut light, mut dark, mut extra) = (0u32, 0u32, 0u32);
    for (s, &c) in b.counts.iter().enumerate() {
        if c == 0 {
            continue;
        }
        let c = u32::from(c);
        extra += c - 1;
        if is_light(s as u8) {
            light += 1;
        } else {
            dark += 1;
        }
    }
    extra + light.min(dark)
}
