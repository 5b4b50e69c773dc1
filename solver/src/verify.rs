//! `verify`: re-checks every value of a solved table against its children.
//!
//! Deliberately independent of the solve's bookkeeping (no rounds, no seeding): each value is
//! recomputed from the rules and the stored values of the children alone —
//! a `Win(n)` needs a child `Loss(n-1)` and none shorter, a `Loss(n)` needs every child a win with
//! the longest in `n-1`, a draw needs a drawn child and no child lost. By induction on the
//! distance, a table that passes is exactly the solution.

use gobblet_rules::{Position, Value, MAX_MOVES};
use rayon::prelude::*;

use crate::bitset::Block;
use crate::index::DenseIndex;
use crate::memory::prefetch;
use crate::progress::Phase;
use crate::table::{child_slots, Table};

/// The first (lowest-index) position whose stored value is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The position (P1 to move when the slot was reached with P1 to move).
    pub position: Position,
    /// What the table says (`None`: an invalid byte).
    pub stored: Option<Value>,
    /// What its children say (`None`: a child is missing from the table).
    pub expected: Option<Value>,
    /// What is wrong, in words.
    pub problem: String,
}

/// The value its children give a position, or `None` if a child has no slot.
pub fn expected_value<B: AsRef<[Block]>, S: AsRef<[u8]>>(
    table: &Table<B, S>,
    pos: &Position,
) -> Option<Value> {
    let variant = &table.variant;
    if let Some(v) = pos.terminal_value(variant) {
        return Some(v);
    }
    let mut slots = [0u64; MAX_MOVES];
    let n = child_slots(&table.indexer, &table.reach, variant, pos, &mut slots)?;
    let values = table.values.as_ref();
    for &slot in &slots[..n] {
        prefetch(values.get(slot as usize)?);
    }
    let mut shortest_loss: Option<u8> = None;
    let mut longest_win: u8 = 0;
    let mut all_won = true;
    for &slot in &slots[..n] {
        match Value::from_byte(values[slot as usize])? {
            Value::Loss(n) => shortest_loss = Some(shortest_loss.map_or(n, |s| s.min(n))),
            Value::Win(n) => longest_win = longest_win.max(n),
            Value::Draw => all_won = false,
        }
    }
    Some(match shortest_loss {
        Some(n) => Value::Win(n + 1),
        None if all_won => Value::Loss(longest_win + 1),
        None => Value::Draw,
    })
}

/// Checks every slot; returns the number checked or the first mismatch.
pub fn verify<B, S>(table: &Table<B, S>) -> Result<u64, Box<Mismatch>>
where
    B: AsRef<[Block]> + Sync,
    S: AsRef<[u8]> + Sync,
{
    let start_ok = table.is_reached(&Position::START);
    if !start_ok {
        return Err(Box::new(Mismatch {
            position: Position::START,
            stored: None,
            expected: None,
            problem: "the start position is not in the table".into(),
        }));
    }
    let phase = Phase::start("verify", table.reach.block_count() as u64);
    let first_bad = table
        .reach
        .par_block_ranges()
        .map(|range| {
            let n = range.len() as u64;
            let mut bad: Option<u64> = None;
            table.reach.for_each_in_blocks(range, |index, rank| {
                if bad.is_some() {
                    return;
                }
                let ok = table.sides_at(rank) != 0
                    && table
                        .indexer
                        .position(DenseIndex(index))
                        .is_some_and(|pos| {
                            let stored = Value::from_byte(table.byte(rank));
                            stored.is_some() && stored == expected_value(table, &pos)
                        });
                if !ok {
                    bad = Some(index);
                }
            });
            phase.inc(n);
            bad
        })
        .reduce(
            || None,
            |a, b| match (a, b) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, None) => x,
                (None, y) => y,
            },
        );
    let checked = table.reach.ones();
    match first_bad {
        None => {
            phase.finish(&format!("all {checked} slots agree with their children"));
            Ok(checked)
        }
        Some(index) => {
            phase.finish("found a bad value");
            let rank = table.reach.rank(index).expect("bad index is a slot");
            let flags = table.sides_at(rank);
            let Some(pos) = table.indexer.position(DenseIndex(index)) else {
                return Err(Box::new(Mismatch {
                    position: Position::START,
                    stored: None,
                    expected: None,
                    problem: format!("slot {index} is not a valid position"),
                }));
            };
            let pos = if flags == 2 { pos.swap_colours() } else { pos };
            let stored = Value::from_byte(table.byte(rank));
            let expected = expected_value(table, &pos);
            let problem = if flags == 0 {
                "the slot is reached with neither colour to move".to_string()
            } else if expected.is_none() {
                "a child of this position is missing from the table".to_string()
            } else {
                format!(
                    "stored {}, its children give {}",
                    stored.map_or("an invalid byte".into(), |v| v.to_string()),
                    expected.map_or("nothing".into(), |v| v.to_string())
                )
            };
            Err(Box::new(Mismatch {
                position: pos,
                stored,
                expected,
                problem,
            }))
        }
    }
}
