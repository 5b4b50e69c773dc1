//! `build`'s puzzle file: positions with exactly one winning move, drawn from the solved table
//! (definitions and the choice: `gobblet_tablebase::puzzles`).

use gobblet_rules::{Player, Value};
use gobblet_tablebase::puzzles::{self, Puzzle, PuzzleSet};
use rayon::prelude::*;
use solver::bitset::Block;
use solver::index::DenseIndex;
use solver::table::Table;

/// Puzzles kept per win length.
pub const PER_LENGTH: usize = 30;
/// About how many won positions of each length are graded (every one of the rarer lengths).
const CANDIDATES_PER_LENGTH: u64 = 3000;

/// Grades a repeatable sample of the won positions of every length of at least
/// [`puzzles::MIN_WIN`] plies and picks the set ([`puzzles::select`]).
pub fn pick<B: AsRef<[Block]> + Sync, S: AsRef<[u8]> + Sync>(t: &Table<B, S>) -> PuzzleSet {
    let won = |b: u8| matches!(Value::from_byte(b), Some(Value::Win(n)) if n >= puzzles::MIN_WIN);
    let counts = (0..t.reach.ones())
        .into_par_iter()
        .fold(
            || [0u64; 256],
            |mut h, rank| {
                let b = t.byte(rank);
                h[usize::from(b)] += u64::from(won(b));
                h
            },
        )
        .reduce(
            || [0u64; 256],
            |mut a, b| {
                for i in 0..256 {
                    a[i] += b[i];
                }
                a
            },
        );
    let candidates: Vec<(u64, Puzzle)> = t
        .reach
        .par_block_ranges()
        .flat_map_iter(|range| {
            let mut out = Vec::new();
            t.reach.for_each_in_blocks(range, |index, rank| {
                let b = t.byte(rank);
                if !won(b) {
                    return;
                }
                // Keep a slot when its hash falls in the first CANDIDATES/count of the range.
                let tag = xxhash_rust::xxh3::xxh3_64(&index.to_le_bytes());
                let count = u128::from(counts[usize::from(b)]);
                if (u128::from(tag) * count) >> 64 >= u128::from(CANDIDATES_PER_LENGTH) {
                    return;
                }
                let side = if t.sides_at(rank) & 1 != 0 {
                    Player::P1
                } else {
                    Player::P2
                };
                let Some(position) = t.indexer.position_for(DenseIndex(index), side) else {
                    return;
                };
                if let Some(grade) = puzzles::grade(&t.variant, &position, |c| t.value(c)) {
                    out.push((tag, Puzzle { position, grade }));
                }
            });
            out
        })
        .collect();
    PuzzleSet {
        variant: t.variant,
        puzzles: puzzles::select(candidates, PER_LENGTH),
    }
}

/// Checks every puzzle against the solved table: still exactly one winning move, and the
/// grade the file gives. Returns the number checked, or the first puzzle that differs.
pub fn check<B: AsRef<[Block]>, S: AsRef<[u8]>>(
    t: &Table<B, S>,
    set: &PuzzleSet,
) -> Result<usize, String> {
    for (i, p) in set.puzzles.iter().enumerate() {
        let graded = puzzles::grade(&t.variant, &p.position, |c| t.value(c));
        if graded != Some(p.grade) {
            return Err(format!(
                "puzzle {} ({}): the file says {:?}, the table {:?}",
                i + 1,
                p.position,
                p.grade,
                graded
            ));
        }
    }
    Ok(set.puzzles.len())
}
