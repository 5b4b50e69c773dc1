//! The corner game's moves by brute force with the real rules (`gobbler-rules`), to check the
//! fast model: every Gobbler path from every free square is tried on a real position with the
//! outside food on it, and every Littles turn is the rules' own, kept when it stays in R.

use gobbler_rules::{GobblerMove, Position, Side, Square, SquareSet, LITTLES};

use super::{Counts, LocalRules, Outcome, Region};

/// The local game played by `gobbler-rules`.
pub struct Real;

/// A real position: the region's Littles, `extra` Littles outside it, one Gobbler on `gobbler`.
fn position(
    region: Region,
    counts: &Counts,
    extra: &[(Square, u8)],
    gobbler: Square,
    side: Side,
) -> Position {
    let mut board = [0u8; 64];
    for i in 0..region.size() {
        board[region.square(i).index()] = counts[i];
    }
    for &(sq, n) in extra {
        board[sq.index()] = n;
    }
    let on: u8 = board.iter().sum();
    Position::new(board, SquareSet::single(gobbler), side, LITTLES - on, 40)
        .expect("a valid position")
}

/// The region's counts of a real position, and how many Littles it holds in all.
fn region_counts(region: Region, pos: &Position) -> Counts {
    let mut c = [0; 16];
    for (i, x) in c.iter_mut().enumerate().take(region.size()) {
        *x = pos.count(region.square(i));
    }
    c
}

impl LocalRules for Real {
    fn gobbler(&self, region: Region, counts: &Counts) -> Vec<Outcome> {
        let mut out = Vec::new();
        let outside = |sq: Square| region.index(sq).is_none();
        for start in Square::all() {
            if region.index(start).is_some_and(|i| counts[i] > 0) {
                continue;
            }
            for via in start.knight_hops() {
                let mut paths = vec![GobblerMove::one(start, via)];
                paths.extend(via.knight_hops().map(|to| GobblerMove::two(start, via, to)));
                for mv in paths {
                    // Outside food: one Little where a first hop lands, two where a move ends.
                    let path = mv.path();
                    let mut extra = Vec::new();
                    let mut food = 0;
                    for (h, &sq) in path[1..].iter().enumerate() {
                        if outside(sq) && sq != start {
                            let n = if h + 2 == path.len() { 2 } else { 1 };
                            extra.push((sq, n));
                            food += n;
                        }
                    }
                    let pos = position(region, counts, &extra, start, Side::Gobblers);
                    let Ok(next) = pos.apply_gobbler_move(&mv) else {
                        continue;
                    };
                    let eaten = next.eaten() - pos.eaten() - food;
                    out.push(Outcome {
                        counts: region_counts(region, &next),
                        at: region.index(mv.to()).map(|i| i as u8),
                        eaten,
                    });
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    fn littles(&self, region: Region, counts: &Counts, at: Option<u8>) -> Vec<Counts> {
        // The Gobbler on its square in R, or far from R (h8) when it landed outside.
        let gobbler = at.map_or(Square::from_file_rank(7, 8).unwrap(), |i| {
            region.square(usize::from(i))
        });
        let pos = position(region, counts, &[], gobbler, Side::Littles);
        let in_region: u8 = counts.iter().sum();
        let mut out = Vec::new();
        pos.for_each_littles_turn(|turn| {
            let next = pos.apply_littles_turn(turn).expect("the rules' own turn");
            let c = region_counts(region, &next);
            if c.iter().sum::<u8>() == in_region {
                out.push(c);
            }
        });
        out.sort_unstable();
        out.dedup();
        out
    }
}
