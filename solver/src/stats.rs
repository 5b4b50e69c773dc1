//! The findings of a solve, written to `stats.json` (fields documented in the README).

use gobblet_rules::{Bitboard, Position, Variant, MAX_MOVES};
use rayon::prelude::*;
use serde::Serialize;

use crate::bitset::Block;
use crate::index::DenseIndex;
use crate::memory::prefetch;
use crate::progress::Phase;
use crate::table::{child_slots_of, Table};
use crate::value::Value;

/// A value as JSON: `{"outcome": "win", "plies": 13}` (`plies` is null for a draw).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct OutcomeJson {
    /// `"win"`, `"loss"` or `"draw"`.
    pub outcome: &'static str,
    /// Plies to the end, `None` for a draw.
    pub plies: Option<u8>,
}

impl From<Value> for OutcomeJson {
    fn from(v: Value) -> Self {
        OutcomeJson {
            outcome: v.outcome(),
            plies: v.plies(),
        }
    }
}

/// One legal first move and P1's value after it (counting the first move).
#[derive(Clone, Debug, Serialize)]
pub struct FirstMove {
    /// The move in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// `"win"`, `"loss"` or `"draw"` for P1.
    pub outcome: &'static str,
    /// Plies to the end counting the first move, `None` for a draw.
    pub plies: Option<u8>,
}

/// The deepest win: its distance and how many positions have it.
#[derive(Clone, Debug, Serialize)]
pub struct Deepest {
    /// Plies.
    pub plies: u8,
    /// Positions (per colour to move) with a win at that distance.
    pub positions: u64,
}

/// Non-terminal positions with one number of pieces on the board, by the side to move's outcome.
#[derive(Clone, Copy, Debug, Default, Serialize, PartialEq, Eq)]
pub struct OutcomeCounts {
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses (no-move positions included).
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
}

impl OutcomeCounts {
    fn merge(self, o: OutcomeCounts) -> OutcomeCounts {
        OutcomeCounts {
            wins: self.wins + o.wins,
            losses: self.losses + o.losses,
            draws: self.draws + o.draws,
        }
    }
}

/// Everything in `stats.json`. Counts are of canonical positions with their colour to move (a
/// slot reached with both colours to move counts twice), as the public keys count them.
#[derive(Clone, Debug, Serialize)]
pub struct Stats {
    /// The rules, as `reveal=…,cover=…,pieces=…`.
    pub rules: String,
    /// Canonical positions reachable from the start, terminal ones included.
    pub reachable: u64,
    /// Reachable positions where a line shows (the game is over).
    pub terminal_line: u64,
    /// Reachable positions whose side to move has no legal move (and no line shows).
    pub no_move: u64,
    /// `reachable - terminal_line` (no-move positions included).
    pub non_terminal: u64,
    /// Non-terminal positions won by P1.
    pub p1_wins: u64,
    /// Non-terminal positions won by P2.
    pub p2_wins: u64,
    /// Non-terminal drawn positions.
    pub draws: u64,
    /// The start position's value for P1.
    pub start: OutcomeJson,
    /// Non-terminal positions won by the side to move, by distance (index = plies).
    pub win_histogram: Vec<u64>,
    /// Non-terminal positions lost by the side to move, by distance (index = plies).
    pub loss_histogram: Vec<u64>,
    /// The longest forced win.
    pub deepest_win: Deepest,
    /// Non-terminal positions with a move that wins at once.
    pub immediate_wins: u64,
    /// `immediate_wins / non_terminal`.
    pub immediate_win_share: f64,
    /// Won non-terminal positions where exactly one move keeps the win.
    pub single_winning_move: u64,
    /// `single_winning_move / (non-terminal positions won by the side to move)`.
    pub single_winning_move_share: f64,
    /// Non-terminal positions where the side to move has a pinned piece.
    pub pinned: u64,
    /// `pinned / non_terminal`.
    pub pinned_share: f64,
    /// Non-terminal draws by pieces on the board (index 0..=12).
    pub draws_by_pieces_on_board: Vec<u64>,
    /// Non-terminal positions by pieces on the board (index 0..=12, buried pieces counted) and the
    /// side to move's outcome. Summed over the counts: `wins` is the win histogram's total,
    /// `losses` the loss histogram's, `wins + losses` is `p1_wins + p2_wins`, `draws` is `draws`
    /// (entry by entry, `draws_by_pieces_on_board`), and all three are `non_terminal`.
    pub outcomes_by_pieces_on_board: Vec<OutcomeCounts>,
    /// Every legal first move with P1's value after it.
    pub first_moves: Vec<FirstMove>,
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
        self.pinned += o.pinned;
        for i in 0..13 {
            self.draws_by_pieces[i] += o.draws_by_pieces[i];
            self.by_pieces[i] = self.by_pieces[i].merge(o.by_pieces[i]);
        }
        self
    }
}

/// Moves of `pos` that keep its win (lead to a child lost for the opponent), counted up to 2.
///
/// Most won positions have two moves that show a line at once, found without any lookup; the
/// rest look their children up in one prefetched batch.
fn winning_moves_up_to_two<B: AsRef<[Block]>, S: AsRef<[u8]>>(
    table: &Table<B, S>,
    pos: &Position,
) -> u32 {
    let me = pos.side_to_move();
    let moves = pos.legal_moves(&table.variant);
    let immediate = moves
        .iter()
        .filter(|&&mv| matches!(pos.play(mv).line_winner(&table.variant), Some((w, _)) if w == me))
        .take(2)
        .count();
    if immediate == 2 {
        return 2;
    }
    let mut slots = [0u64; MAX_MOVES];
    let n = child_slots_of(&table.indexer, &table.reach, pos, &moves, &mut slots)
        .expect("children of reached positions are reached");
    let values = table.values.as_ref();
    for &slot in &slots[..n] {
        prefetch(&values[slot as usize]);
    }
    let keeping = slots[..n]
        .iter()
        .filter(|&&slot| {
            matches!(
                Value::from_byte(values[slot as usize]),
                Some(Value::Loss(_))
            )
        })
        .count();
    keeping.min(2) as u32
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
                let pos = table
                    .indexer
                    .position(DenseIndex(index))
                    .expect("slots decode");
                if pos.line_winner(&variant).is_some() {
                    a.terminal_line += mult;
                    return;
                }
                a.non_terminal += mult;
                if !pos.has_legal_move(&variant) {
                    a.no_move += mult;
                }
                if pos.pinned() != Bitboard::EMPTY {
                    a.pinned += mult;
                }
                let (p1_to_move, p2_to_move) = (u64::from(flags & 1), u64::from(flags >> 1));
                let pieces = pos.pieces_on_board() as usize;
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
                        if winning_moves_up_to_two(table, &pos) == 1 {
                            a.single += mult;
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
            let p1 = v.for_parent();
            FirstMove {
                mv: mv.to_string(),
                outcome: p1.outcome(),
                plies: p1.plies(),
            }
        })
        .collect();
    let won: u64 = win_histogram.iter().sum();
    let share = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    Stats {
        rules: variant.to_string(),
        reachable: acc.terminal_line + acc.non_terminal,
        terminal_line: acc.terminal_line,
        no_move: acc.no_move,
        non_terminal: acc.non_terminal,
        p1_wins: acc.p1_wins,
        p2_wins: acc.p2_wins,
        draws: acc.draws,
        start: start.into(),
        deepest_win: Deepest {
            plies: deepest as u8,
            positions: acc.win_hist[deepest],
        },
        win_histogram,
        loss_histogram: trim(&acc.loss_hist),
        immediate_wins: acc.immediate,
        immediate_win_share: share(acc.immediate, acc.non_terminal),
        single_winning_move: acc.single,
        single_winning_move_share: share(acc.single, won),
        pinned: acc.pinned,
        pinned_share: share(acc.pinned, acc.non_terminal),
        draws_by_pieces_on_board: acc.draws_by_pieces.to_vec(),
        outcomes_by_pieces_on_board: acc.by_pieces.to_vec(),
        first_moves,
    }
}
