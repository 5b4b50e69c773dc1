//! Shared by the property and cross-check tests: a seeded generator and random turns.
#![allow(dead_code)]

use gobbler_rules::{LittlesTurn, Position, Side, Square, SquareSet, Status, Step, Turn};

pub use seeded_rng::Rng;

/// A coin with a given bias, for choosing what the random games try.
pub trait Chance {
    /// True with probability `percent` %.
    fn chance(&mut self, percent: usize) -> bool;
}

impl Chance for Rng {
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// A random legal Littles turn: 0 to 3 steps, each from a square that still has a Little that
/// has not stepped, to a neighbour that is not a Gobbler.
pub fn legal_littles_turn(pos: &Position, rng: &mut Rng) -> LittlesTurn {
    let mut left = *pos.counts();
    let mut steps = Vec::new();
    for _ in 0..rng.below(4) {
        let from: Vec<Square> = Square::all().filter(|s| left[s.index()] > 0).collect();
        if from.is_empty() {
            break;
        }
        let from = from[rng.below(from.len())];
        let to: Vec<Square> = from.neighbours().filter(|s| !pos.is_gobbler(*s)).collect();
        if to.is_empty() {
            continue;
        }
        left[from.index()] -= 1;
        steps.push(Step::new(from, to[rng.below(to.len())]));
    }
    LittlesTurn::new(&steps).unwrap()
}

/// A random Littles turn that is often illegal: steps from empty squares or Gobblers, onto
/// Gobblers, between squares that are not neighbours, chains through squares that were empty.
pub fn wild_littles_turn(pos: &Position, rng: &mut Rng) -> LittlesTurn {
    let occupied: Vec<Square> = Square::all().filter(|s| pos.count(*s) > 0).collect();
    let mut steps: Vec<Step> = Vec::new();
    for _ in 0..rng.below(4) {
        let from = match (rng.below(10), steps.last()) {
            (0..=5, _) if !occupied.is_empty() => occupied[rng.below(occupied.len())],
            (6..=7, Some(last)) => last.to, // a chain
            _ => Square::new(rng.below(64) as u8),
        };
        let near: Vec<Square> = from.neighbours().collect();
        let to = if rng.chance(90) {
            near[rng.below(near.len())]
        } else {
            Square::new(rng.below(64) as u8)
        };
        steps.push(Step::new(from, to));
    }
    LittlesTurn::new(&steps).unwrap()
}

/// One random legal turn of the side to move; `None` when the game is over.
pub fn random_legal_turn(pos: &Position, rng: &mut Rng) -> Option<Turn> {
    if let Status::Over { .. } = pos.status() {
        return None;
    }
    Some(match pos.side() {
        Side::Littles => Turn::Littles(legal_littles_turn(pos, rng)),
        Side::Gobblers => {
            let moves = pos.gobbler_moves();
            Turn::Gobbler(moves[rng.below(moves.len())])
        }
    })
}

/// The position after one random turn of the side to move; `None` when the game is over.
pub fn random_turn(pos: &Position, rng: &mut Rng) -> Option<Position> {
    let turn = random_legal_turn(pos, rng)?;
    Some(pos.apply_turn(&turn).expect("a legal turn"))
}

/// A random valid position with `littles` Littles on a few squares (so stacks form), two
/// Gobblers, the given side to move.
pub fn sparse_position(rng: &mut Rng, littles: u8, side: Side) -> Position {
    let g1 = rng.below(64) as u8;
    let mut g2 = rng.below(64) as u8;
    while g2 == g1 {
        g2 = rng.below(64) as u8;
    }
    let gobblers = SquareSet::single(Square::new(g1)).with(Square::new(g2));
    let spots: Vec<u8> = (0..1 + rng.below(littles as usize + 1))
        .map(|_| rng.below(64) as u8)
        .filter(|&s| s != g1 && s != g2)
        .collect();
    let mut counts = [0u8; 64];
    for _ in 0..littles {
        let s = if spots.is_empty() {
            (0..64u8).find(|&s| s != g1 && s != g2).unwrap()
        } else {
            spots[rng.below(spots.len())]
        };
        counts[usize::from(s)] += 1;
    }
    Position::new(counts, gobblers, side, 60 - littles, rng.below(61) as u16).unwrap()
}
