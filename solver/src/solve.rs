//! The solve: enumerate every reachable position, then decide each one by retrograde rounds.
//!
//! * **enumerate** — breadth-first from the start over canonical mover-relative positions, one
//!   visited bit set per colour to move (positions at even plies have P1 to move, at odd plies P2),
//!   terminal positions recorded but not expanded.
//! * **index** — the union of both bit sets becomes a [`RankedBitset`]: a position's rank is its
//!   slot in the one-byte-per-position value array; which colours reach it is kept as two bits.
//! * **seed** — one pass decides every position whose value needs no lookup: terminal ones
//!   (`Win(0)`/`Loss(0)`), no legal move (`Loss(0)`), a move that shows a line (`Win(1)`), every
//!   move hands the opponent a line (`Loss(1)`), a move leaves the opponent without a legal move
//!   (`Win(1)`): every value of distance at most 1, so the rounds start at 2.
//! * **iterate** — round `k` decides `Win(k)` (a child is `Loss(k-1)`) and `Loss(k)` (every child
//!   is a win in at most `k-1`). Rounds read values written in the same round only through exact
//!   distance tests, so the result does not depend on thread timing. A round that decides
//!   nothing ends the solve: what is left is a draw.

use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

use gobblet_rules::value::{DRAW, UNKNOWN};
use gobblet_rules::{Position, Value, Variant, MAX_MOVES};
use rayon::prelude::*;

use crate::bitset::{atomic_bytes, AtomicBitset, Block, RankedBitset};
use crate::index::{DenseIndex, Indexer};
use crate::memory::prefetch;
use crate::movegen::{child_indices, Board};
use crate::progress::Phase;
use crate::table::{child_slots_at, Table};

/// Figures of a finished solve, for the summary and the benchmark.
#[derive(Clone, Debug, Default)]
pub struct SolveReport {
    /// Seconds per phase, in order.
    pub phases: Vec<(String, f64)>,
    /// Canonical positions per colour to move (P1, P2) reached.
    pub reached: [u64; 2],
    /// Distinct mover-relative slots (the value array's length).
    pub slots: u64,
    /// Positions decided by the seed (distances 0 and 1), then per round from round 2 on.
    pub decided_per_round: Vec<u64>,
}

/// Solves `variant` completely.
pub fn solve(variant: &Variant) -> (Table<Vec<Block>, Vec<u8>>, SolveReport) {
    let indexer = Indexer::new(variant.pieces());
    let mut report = SolveReport::default();

    let (seen, secs) = enumerate(variant, &indexer);
    report.phases.push(("enumerate".into(), secs));
    report.reached = [seen[0].count(), seen[1].count()];

    let phase = Phase::start("index", 0);
    let reach = RankedBitset::from_words(indexer.len(), |w| seen[0].word(w) | seen[1].word(w));
    let sides = side_flags(&reach, &seen);
    drop(seen);
    report.slots = reach.ones();
    let secs = phase.finish(&format!("{} slots", reach.ones()));
    report.phases.push(("index".into(), secs));

    let values = atomic_bytes(reach.ones() as usize);
    let phase = Phase::start("seed", reach.block_count() as u64);
    // The positions the seed leaves open, in index order: the rounds visit only these.
    let parts: Vec<(u64, Vec<OpenSlot>)> = reach
        .par_block_ranges()
        .map(|range| {
            let n = range.len() as u64;
            let (mut decided, mut open) = (0, Vec::new());
            reach.for_each_in_blocks(range, |index, rank| {
                match seed(&Board::decode(&indexer, DenseIndex(index)), variant) {
                    Some(v) => {
                        values[rank as usize].store(v.to_byte(), Relaxed);
                        decided += 1;
                    }
                    None => open.push(OpenSlot {
                        index: index as u32,
                        rank: rank as u32,
                    }),
                }
            });
            phase.inc(n);
            (decided, open)
        })
        .collect();
    let decided = parts.iter().map(|(d, _)| d).sum();
    let mut open: Vec<OpenSlot> = Vec::with_capacity(parts.iter().map(|(_, o)| o.len()).sum());
    for (_, part) in parts {
        open.extend_from_slice(&part);
    }
    report.decided_per_round.push(decided);
    let secs = phase.finish(&format!("{decided} positions decided without lookups"));
    report.phases.push(("seed".into(), secs));

    let phase = Phase::start("iterate", 0);
    // The seed decided every distance up to 1.
    for k in 2u8.. {
        let decided = round(variant, &indexer, &reach, &values, &open, k);
        report.decided_per_round.push(decided);
        open.retain(|slot| values[slot.rank as usize].load(Relaxed) == UNKNOWN);
        phase.message(format!("round {k}: {decided} decided, {} open", open.len()));
        // Distances are contiguous (a `Win(k+1)` needs a `Loss(k)` child, a `Loss(k+1)` a
        // `Win(k)` child): an empty round means no longer distance exists.
        if decided == 0 {
            break;
        }
    }
    let open = open.len();
    let secs = phase.finish(&format!(
        "{} rounds, {open} draws",
        report.decided_per_round.len()
    ));
    report.phases.push(("iterate".into(), secs));

    let values: Vec<u8> = values
        .into_iter()
        .map(|v| match v.into_inner() {
            UNKNOWN => DRAW,
            b => b,
        })
        .collect();
    let table = Table {
        variant: *variant,
        indexer,
        reach,
        sides,
        values,
    };
    (table, report)
}

/// Breadth-first enumeration; returns the visited sets (P1 to move, P2 to move).
fn enumerate(variant: &Variant, indexer: &Indexer) -> ([AtomicBitset; 2], f64) {
    let phase = Phase::start("enumerate", 0);
    let seen = [
        AtomicBitset::new(indexer.len()),
        AtomicBitset::new(indexer.len()),
    ];
    let start = indexer.canonical(&Position::START).0;
    seen[0].test_and_set(start);
    let mut frontier: Vec<u32> = vec![start as u32];
    let mut total = 1u64;
    for ply in 1.. {
        let next_seen = &seen[ply % 2];
        let parts: Vec<Vec<u32>> = frontier
            .par_chunks(1 << 12)
            .map(|chunk| {
                let mut out = Vec::with_capacity(chunk.len() * 8);
                // Two buffers in turn: the children of one parent are prefetched while those of
                // the previous parent are tested, so their cache misses overlap.
                let mut bufs = [Children::new(), Children::new()];
                let mut cur = 0;
                for &i in chunk {
                    bufs[cur].fill(indexer, variant, DenseIndex(u64::from(i)));
                    for &c in bufs[cur].indices() {
                        next_seen.prefetch(c);
                    }
                    cur ^= 1;
                    bufs[cur].mark(indexer, next_seen, &mut out);
                }
                bufs[cur ^ 1].mark(indexer, next_seen, &mut out);
                out
            })
            .collect();
        let new_nonterminal: usize = parts.iter().map(Vec::len).sum();
        // Freed before the next frontier is built: at ply 12 they hold 357 MB and 423 MB.
        drop(std::mem::take(&mut frontier));
        frontier = group_by_region(&parts, new_nonterminal);
        drop(parts);
        total += new_nonterminal as u64;
        phase.message(format!(
            "ply {ply}: {new_nonterminal} new non-terminal positions"
        ));
        if frontier.is_empty() {
            break;
        }
    }
    let reached = seen[0].count() + seen[1].count();
    let secs = phase.finish(&format!(
        "{reached} canonical positions reached ({total} non-terminal expanded)"
    ));
    (seen, secs)
}

/// Index bits below a region of [`group_by_region`]: 65,536 indices, 46 medium combos of one
/// large combo with two pieces per size (8 KB of a visited set).
const REGION_BITS: u32 = 16;

/// Concatenates `parts` (`total` indices) grouped by region (`index >> REGION_BITS`), regions in
/// increasing order: a counting sort on the top bits, in parallel over groups of parts, each
/// group writing to its own share of every region.
///
/// Neighbouring parents then share their large combo and nearly their medium one, so the
/// children that move a small or medium piece land in the same few cache lines of the visited
/// set as their neighbours' children, and most tests hit the cache. A full sort bought the same
/// and cost 8 CPU seconds per solve.
fn group_by_region(parts: &[Vec<u32>], total: usize) -> Vec<u32> {
    let regions = (u32::MAX >> REGION_BITS) as usize + 1;
    let per_group = parts.len().div_ceil(rayon::current_num_threads()).max(1);
    let groups: Vec<&[Vec<u32>]> = parts.chunks(per_group).collect();
    let counts: Vec<Vec<u32>> = groups
        .par_iter()
        .map(|group| {
            let mut count = vec![0u32; regions];
            for &i in group.iter().flatten() {
                count[(i >> REGION_BITS) as usize] += 1;
            }
            count
        })
        .collect();
    let mut grouped = vec![0u32; total];
    // Region by region, each group's share of the output.
    let mut shares: Vec<Vec<&mut [u32]>> = groups.iter().map(|_| Vec::new()).collect();
    let mut rest: &mut [u32] = &mut grouped;
    for r in 0..regions {
        for (share, count) in shares.iter_mut().zip(&counts) {
            let (here, tail) = std::mem::take(&mut rest).split_at_mut(count[r] as usize);
            share.push(here);
            rest = tail;
        }
    }
    groups
        .into_par_iter()
        .zip(shares)
        .for_each(|(group, mut share)| {
            for &i in group.iter().flatten() {
                let region = &mut share[(i >> REGION_BITS) as usize];
                let (first, tail) = std::mem::take(region).split_first_mut().expect("counted");
                *first = i;
                *region = tail;
            }
        });
    grouped
}

/// The children of one position, as canonical indices.
struct Children {
    index: [u64; MAX_MOVES],
    len: usize,
}

impl Children {
    fn new() -> Children {
        Children {
            index: [0; MAX_MOVES],
            len: 0,
        }
    }

    /// Fills the buffer with the children of the position at `index` (P1 to move).
    fn fill(&mut self, indexer: &Indexer, variant: &Variant, index: DenseIndex) {
        self.len = child_indices(indexer, variant, index, &mut self.index);
    }

    fn indices(&self) -> &[u64] {
        &self.index[..self.len]
    }

    /// Marks every child reached; queues the newly reached open ones. Empties the buffer.
    ///
    /// Whether a child is open (no line shows) is asked only when it is newly reached: once per
    /// position (528 M times) rather than once per generated child (about 13 G times).
    fn mark(&mut self, indexer: &Indexer, seen: &AtomicBitset, out: &mut Vec<u32>) {
        for &i in &self.index[..self.len] {
            if !seen.test_and_set(i) && !Board::decode(indexer, DenseIndex(i)).shows_line() {
                out.push(i as u32);
            }
        }
        self.len = 0;
    }
}

/// Two bits per slot, four slots per byte: bit 0 — reached with P1 to move, bit 1 — with P2.
fn side_flags(reach: &RankedBitset<Vec<Block>>, seen: &[AtomicBitset; 2]) -> Vec<u8> {
    let mut flags = vec![0u8; reach.ones().div_ceil(4) as usize];
    reach.for_each_in_blocks(0..reach.block_count(), |index, rank| {
        let f = u8::from(seen[0].contains(index)) | u8::from(seen[1].contains(index)) << 1;
        flags[(rank / 4) as usize] |= f << (2 * (rank % 4));
    });
    flags
}

/// The value of a position that needs no lookup, if it has one.
fn seed(board: &Board, variant: &Variant) -> Option<Value> {
    if let Some(won) = board.line_result(variant) {
        return Some(if won { Value::Win(0) } else { Value::Loss(0) });
    }
    let (mut moves, mut losing) = (0u32, 0u32);
    let mut winning = false;
    board.moves_while(variant, |size, mask| {
        moves += 1;
        // The child is seen from the opponent: its loss is our win.
        let child = board.child(size, mask);
        match child.line_result(variant) {
            Some(false) => winning = true,
            Some(true) => losing += 1,
            None => winning = !child.has_move(variant),
        }
        !winning
    });
    if moves == 0 {
        Some(Value::Loss(0))
    } else if winning {
        Some(Value::Win(1))
    } else {
        (losing == moves).then_some(Value::Loss(1))
    }
}

/// A position still open after the seed: its index and its slot (both below 2³²).
#[derive(Clone, Copy)]
struct OpenSlot {
    index: u32,
    rank: u32,
}

/// Round `k` over the open positions: decides `Win(k)` and `Loss(k)`; returns how many
/// positions it decided.
fn round(
    variant: &Variant,
    indexer: &Indexer,
    reach: &RankedBitset<Vec<Block>>,
    values: &[AtomicU8],
    open: &[OpenSlot],
    k: u8,
) -> u64 {
    let loss_before = Value::Loss(k - 1).to_byte();
    let win_bytes = Value::Win(0).to_byte()..=Value::Win(k - 1).to_byte();
    let (win_k, loss_k) = (Value::Win(k).to_byte(), Value::Loss(k).to_byte());
    let phase = Phase::start(&format!("round {k}"), open.len() as u64);
    let decide = |slot: &OpenSlot| -> u64 {
        let mut slots = [0u64; MAX_MOVES];
        let index = DenseIndex(u64::from(slot.index));
        let n = child_slots_at(indexer, reach, variant, index, &mut slots)
            .expect("children of reached positions are reached");
        for &child in &slots[..n] {
            prefetch(&values[child as usize]);
        }
        let mut every_child_won = true;
        for &child in &slots[..n] {
            let b = values[child as usize].load(Relaxed);
            if b == loss_before {
                values[slot.rank as usize].store(win_k, Relaxed);
                return 1;
            }
            every_child_won &= win_bytes.contains(&b);
        }
        if every_child_won {
            values[slot.rank as usize].store(loss_k, Relaxed);
            1
        } else {
            0
        }
    };
    let decided = open
        .par_chunks(1 << 14)
        .map(|chunk| {
            phase.inc(chunk.len() as u64);
            chunk.iter().map(decide).sum::<u64>()
        })
        .sum();
    phase.finish(&format!("{decided} decided"));
    decided
}
