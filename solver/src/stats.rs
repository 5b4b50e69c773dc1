//! The findings of a solve, written to `stats.json` (its one type is
//! [`gobblet_tablebase::stats::Stats`], which the web app reads; fields documented in
//! `docs/solver.md`).

use gobblet_rules::{Player, Position, Variant, MAX_MOVES};
use gobblet_tablebase::stats::{
    Deepest, FirstMove, Outcome, OutcomeCounts, OutcomePlies, Stats, MAX_DEEPEST_POSITIONS,
};
use rayon::prelude::*;

use crate::bitset::Block;
use crate::index::DenseIndex;
use crate::memory::prefetch;
use crate::movegen::Board;
use crate::progress::Phase;
use crate::table::{child_slots_at, Table};
use crate::value::Value;

/// Adds two rows of outcomes by pieces on the board.
fn add(a: OutcomeCounts, b: OutcomeCounts) -> OutcomeCounts {
    OutcomeCounts {
        wins: a.wins + b.wins,
        losses: a.losses + b.losses,
        draws: a.draws + b.draws,
    }
}

/// A value for `stats.json`: win, loss or draw and, for a win or a loss, its plies.
fn outcome_plies(v: Value) -> (Outcome, Option<u32>) {
    match v {
        Value::Win(n) => (Outcome::Win, Some(u32::from(n))),
        Value::Loss(n) => (Outcome::Loss, Some(u32::from(n))),
        Value::Draw => (Outcome::Draw, None),
    }
}

#[derive(Clone)]
struct Acc {
    terminal_line: u64,
    no_move: u64,
    non_terminal: u64,
    p1_wins: u64,
    p2_wins: u64,
    draws: u64,
    win_hist: [u64; 128],
    loss_hist: [u64; 128],
    immediate: u64,
    single: u64,
    single_fastest: u64,
    pinned: u64,
    draws_by_pieces: [u64; 13],
    by_pieces: [OutcomeCounts; 13],
}

impl Acc {
    fn new() -> Acc {
        Acc {
            terminal_line: 0,
            no_move: 0,
            non_terminal: 0,
            p1_wins: 0,
            p2_wins: 0,
            draws: 0,
            win_hist: [0; 128],
            loss_hist: [0; 128],
            immediate: 0,
            single: 0,
            single_fastest: 0,
            pinned: 0,
            draws_by_pieces: [0; 13],
            by_pieces: [OutcomeCounts::default(); 13],
        }
    }

    fn merge(mut self, o: Acc) -> Acc {
        self.terminal_line += o.terminal_line;
        self.no_move += o.no_move;
        self.non_terminal += o.non_terminal;
        self.p1_wins += o.p1_wins;
        self.p2_wins += o.p2_wins;
        self.draws += o.draws;
        for i in 0..128 {
            self.win_hist[i] += o.win_hist[i];
            self.loss_hist[i] += o.loss_hist[i];
        }
        self.immediate += o.immediate;
        self.single += o.single;
        self.single_fastest += o.single_fastest;
        self.pinned += o.pinned;
        for i in 0..13 {
            self.draws_by_pieces[i] += o.draws_by_pieces[i];
            self.by_pieces[i] = add(self.by_pieces[i], o.by_pieces[i]);
        }
        self
    }
}

/// Moves of the position at `index` (seen as `board`), won in `plies`, that keep its win (lead
/// to a child lost for the opponent) and that win fastest (to a child lost in `plies - 1`), each
/// counted up to 2.
///
/// Most won positions have two moves that show a line at once (both keep the win and are the
/// fastest), found without any lookup; the rest look their children up in one prefetched batch.
fn winning_moves_up_to_two<B: AsRef<[Block]>, S: AsRef<[u8]>>(
    table: &Table<B, S>,
    index: DenseIndex,
    board: &Board,
    plies: u8,
) -> (u32, u32) {
    let mut immediate = 0;
    board.moves_while(&table.variant, |size, mask| {
        // A child lost by a line (for the opponent, who moves next) is won at once.
        if board.child(size, mask).line_result(&table.variant) == Some(false) {
            immediate += 1;
        }
        immediate < 2
    });
    if immediate >= 2 {
        return (2, 2);
    }
    let mut slots = [0u64; MAX_MOVES];
    let n = child_slots_at(
        &table.indexer,
        &table.reach,
        &table.variant,
        index,
        &mut slots,
    )
    .expect("children of reached positions are reached");
    let values = table.values.as_ref();
    for &slot in &slots[..n] {
        prefetch(&values[slot as usize]);
    }
    let (mut keeping, mut fastest) = (0u32, 0u32);
    for &slot in &slots[..n] {
        if let Some(Value::Loss(d)) = Value::from_byte(values[slot as usize]) {
            keeping += 1;
            fastest += u32::from(d + 1 == plies);
        }
    }
    (keeping.min(2), fastest.min(2))
}

/// The positions won in exactly `plies` (the deepest win), as position strings, sorted; at
/// most [`MAX_DEEPEST_POSITIONS`] of them (a second pass that reads only the value bytes).
fn deepest_positions<B, S>(table: &Table<B, S>, plies: usize) -> Vec<String>
where
    B: AsRef<[Block]> + Sync,
    S: AsRef<[u8]> + Sync,
{
    let Ok(plies) = u8::try_from(plies) else {
        return Vec::new();
    };
    let byte = Value::Win(plies).to_byte();
    let mut found: Vec<String> = table
        .reach
        .par_block_ranges()
        .flat_map_iter(|range| {
            let mut out = Vec::new();
            table.reach.for_each_in_blocks(range, |index, rank| {
                if table.byte(rank) != byte {
                    return;
                }
                let flags = table.sides_at(rank);
                for (bit, side) in [(1u8, Player::P1), (2, Player::P2)] {
                    if flags & bit != 0 {
                        if let Some(pos) = table.indexer.position_for(DenseIndex(index), side) {
                            out.push(pos.to_string());
                        }
                    }
                }
            });
            out
        })
        .collect();
    found.sort_unstable();
    found.truncate(MAX_DEEPEST_POSITIONS);
    found
}

/// Computes the findings from a solved table.
pub fn compute<B, S>(table: &Table<B, S>) -> Stats
where
    B: AsRef<[Block]> + Sync,
    S: AsRef<[u8]> + Sync,
{
    let variant: Variant = table.variant;
    let phase = Phase::start("statistics", table.reach.block_count() as u64);
    let acc = table
        .reach
        .par_block_ranges()
        .map(|range| {
            let mut a = Acc::new();
            let n = range.len() as u64;
            table.reach.for_each_in_blocks(range, |index, rank| {
                let flags = table.sides_at(rank);
                let mult = u64::from(flags.count_ones());
                let board = Board::decode(&table.indexer, DenseIndex(index));
                if board.shows_line() {
                    a.terminal_line += mult;
                    return;
                }
                a.non_terminal += mult;
                if !board.has_move(&variant) {
                    a.no_move += mult;
                }
                if board.has_pinned() {
                    a.pinned += mult;
                }
                let (p1_to_move, p2_to_move) = (u64::from(flags & 1), u64::from(flags >> 1));
                let pieces = board.pieces_on_board() as usize;
                let by_pieces = &mut a.by_pieces[pieces];
                match Value::from_byte(table.byte(rank)) {
                    Some(Value::Win(d)) => {
                        a.win_hist[usize::from(d)] += mult;
                        by_pieces.wins += mult;
                        a.p1_wins += p1_to_move;
                        a.p2_wins += p2_to_move;
                        if d == 1 {
                            a.immediate += mult;
                        }
                        let (keeping, fastest) =
                            winning_moves_up_to_two(table, DenseIndex(index), &board, d);
                        if keeping == 1 {
                            a.single += mult;
                        }
                        if fastest == 1 {
                            a.single_fastest += mult;
                        }
                    }
                    Some(Value::Loss(d)) => {
                        a.loss_hist[usize::from(d)] += mult;
                        by_pieces.losses += mult;
                        a.p1_wins += p2_to_move;
                        a.p2_wins += p1_to_move;
                    }
                    Some(Value::Draw) | None => {
                        a.draws += mult;
                        a.draws_by_pieces[pieces] += mult;
                        by_pieces.draws += mult;
                    }
                }
            });
            phase.inc(n);
            a
        })
        .reduce(Acc::new, Acc::merge);
    phase.finish("done");

    let trim = |h: &[u64; 128]| {
        let len = h.iter().rposition(|&x| x != 0).map_or(0, |i| i + 1);
        h[..len].to_vec()
    };
    let win_histogram = trim(&acc.win_hist);
    let deepest = win_histogram.len().saturating_sub(1);
    let start = table.value(&Position::START).expect("the start is reached");
    let first_moves = Position::START
        .legal_moves(&variant)
        .iter()
        .map(|&mv| {
            let v = table
                .value(&Position::START.play(mv))
                .expect("children are reached");
            let (outcome, plies) = outcome_plies(v.for_parent());
            FirstMove {
                mv: mv.to_string(),
                outcome,
                plies,
            }
        })
        .collect();
    let won: u64 = win_histogram.iter().sum();
    let share = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    let (outcome, plies) = outcome_plies(start);
    Stats {
        rules: Some(variant.to_string()),
        reachable: acc.terminal_line + acc.non_terminal,
        terminal_line: Some(acc.terminal_line),
        no_move: Some(acc.no_move),
        non_terminal: acc.non_terminal,
        p1_wins: Some(acc.p1_wins),
        p2_wins: Some(acc.p2_wins),
        draws: Some(acc.draws),
        start: Some(OutcomePlies { outcome, plies }),
        deepest_win: Some(Deepest {
            plies: deepest as u32,
            positions: acc.win_hist[deepest],
        }),
        win_histogram,
        loss_histogram: trim(&acc.loss_hist),
        immediate_wins: Some(acc.immediate),
        immediate_win_share: Some(share(acc.immediate, acc.non_terminal)),
        single_winning_move: Some(acc.single),
        single_winning_move_share: Some(share(acc.single, won)),
        single_fastest_move: Some(acc.single_fastest),
        single_fastest_move_share: Some(share(acc.single_fastest, won)),
        deepest_win_positions: deepest_positions(table, deepest),
        pinned: Some(acc.pinned),
        pinned_share: Some(share(acc.pinned, acc.non_terminal)),
        draws_by_pieces_on_board: acc.draws_by_pieces.to_vec(),
        outcomes_by_pieces_on_board: acc.by_pieces.to_vec(),
        first_moves,
    }
}
