//! A deliberately naive reference implementation of the Gobblet Gobblers rules, written from
//! `rules.md` alone, for use as a test oracle (`mod naive;` in an integration test).
//!
//! Board: 9 squares in reading order from the top-left (a3 = 0, b3 = 1, c3 = 2, a2 = 3, ...,
//! c1 = 8). Each square holds, for each size (0 = S, 1 = M, 2 = L), the owner of the piece of that
//! size on it (0 none, 1 P1, 2 P2). Since a stack holds at most one piece of each size, larger
//! above smaller, this fully describes the stack; the top is the largest size present.
#![allow(dead_code)]

use std::collections::{HashMap, HashSet};

/// Rule variant for the naive oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NaiveRules {
    /// `reveal = loses` when true, `reveal = must-cover` when false.
    pub loses: bool,
    /// `cover = off` when true (pieces may land only on empty squares).
    pub cover_off: bool,
    /// Pieces of each size per player (2 or 1).
    pub pieces: u8,
}

/// The 8 lines of the board (rows, columns, diagonals).
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

const SIZE_LETTERS: [char; 3] = ['S', 'M', 'L'];

/// A board: for each square, the owner of its small, medium and large piece (0 = none).
type Board = [[u8; 3]; 9];

/// A position: the board and the side to move (1 or 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pos {
    board: Board,
    side: u8,
}

/// A move: place a reserve piece of `size` on `to`, or step the top piece from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Move {
    Place { size: usize, to: usize },
    Step { from: usize, to: usize },
}

fn other(p: u8) -> u8 {
    3 - p
}

/// The top of a square: Some((owner, size)) or None when empty.
fn top(board: &Board, sq: usize) -> Option<(u8, usize)> {
    let mut result = None;
    for (size, &owner) in board[sq].iter().enumerate() {
        if owner != 0 {
            result = Some((owner, size));
        }
    }
    result
}

/// Does `player` show at least one line (all three tops theirs)?
fn shows_line(board: &Board, player: u8) -> bool {
    for line in LINES.iter() {
        let mut all = true;
        for &sq in line.iter() {
            match top(board, sq) {
                Some((owner, _)) if owner == player => {}
                _ => all = false,
            }
        }
        if all {
            return true;
        }
    }
    false
}

/// Pieces of `size` that `player` still has in reserve.
fn reserve(rules: &NaiveRules, board: &Board, player: u8, size: usize) -> u8 {
    let mut on_board = 0u8;
    for square in board.iter() {
        if square[size] == player {
            on_board += 1;
        }
    }
    rules.pieces - on_board
}

/// Can a piece of `size` land on `sq` of `board`?
fn can_land(rules: &NaiveRules, board: &Board, sq: usize, size: usize) -> bool {
    match top(board, sq) {
        None => true,
        Some((_, top_size)) => !rules.cover_off && top_size < size,
    }
}

/// Is the game over (some line showing)? A line can only show after the move that ended the game.
fn game_over(pos: &Pos) -> bool {
    shows_line(&pos.board, 1) || shows_line(&pos.board, 2)
}

/// All legal moves of `pos` (none when the game is over).
fn legal_moves(rules: &NaiveRules, pos: &Pos) -> Vec<Move> {
    let mut moves = Vec::new();
    if game_over(pos) {
        return moves;
    }
    let me = pos.side;
    let opp = other(me);
    // Placements.
    for size in 0..3 {
        if reserve(rules, &pos.board, me, size) == 0 {
            continue;
        }
        for to in 0..9 {
            if can_land(rules, &pos.board, to, size) {
                moves.push(Move::Place { size, to });
            }
        }
    }
    // Steps.
    for from in 0..9 {
        let size = match top(&pos.board, from) {
            Some((owner, size)) if owner == me => size,
            _ => continue,
        };
        // Lift the piece.
        let mut lifted = pos.board;
        lifted[from][size] = 0;
        let revealed = shows_line(&lifted, opp);
        for to in 0..9 {
            if to == from || !can_land(rules, &lifted, to, size) {
                continue;
            }
            let mut after = lifted;
            after[to][size] = me;
            if !rules.loses && revealed && shows_line(&after, opp) {
                continue; // must-cover: the landing must break every revealed line
            }
            moves.push(Move::Step { from, to });
        }
    }
    moves
}

/// The position after playing `mv` (assumed legal) in `pos`.
fn play(pos: &Pos, mv: Move) -> Pos {
    let mut board = pos.board;
    match mv {
        Move::Place { size, to } => board[to][size] = pos.side,
        Move::Step { from, to } => {
            let (_, size) = top(&board, from).expect("step from an empty square");
            board[from][size] = 0;
            board[to][size] = pos.side;
        }
    }
    Pos {
        board,
        side: other(pos.side),
    }
}

/// Winner of a finished position, if any, per the variant (the last mover is `other(side)`).
fn winner(rules: &NaiveRules, pos: &Pos) -> Option<u8> {
    let mover = other(pos.side);
    let opp = pos.side;
    if rules.loses {
        if shows_line(&pos.board, opp) {
            return Some(opp);
        }
        if shows_line(&pos.board, mover) {
            return Some(mover);
        }
        None
    } else if shows_line(&pos.board, mover) {
        Some(mover)
    } else if shows_line(&pos.board, opp) {
        // Cannot happen under must-cover; reported anyway.
        Some(opp)
    } else {
        None
    }
}

fn square_name(sq: usize) -> String {
    let file = (b'a' + (sq % 3) as u8) as char;
    let rank = 3 - sq / 3;
    format!("{file}{rank}")
}

fn parse_square(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    if bytes.len() != 2 {
        return None;
    }
    let col = match bytes[0] {
        b'a' => 0,
        b'b' => 1,
        b'c' => 2,
        _ => return None,
    };
    let row = match bytes[1] {
        b'3' => 0,
        b'2' => 1,
        b'1' => 2,
        _ => return None,
    };
    Some(row * 3 + col)
}

fn move_name(mv: Move) -> String {
    match mv {
        Move::Place { size, to } => format!("{}@{}", SIZE_LETTERS[size], square_name(to)),
        Move::Step { from, to } => format!("{}-{}", square_name(from), square_name(to)),
    }
}

fn parse_move(s: &str) -> Option<Move> {
    if let Some((size_str, sq_str)) = s.split_once('@') {
        let size = match size_str {
            "S" => 0,
            "M" => 1,
            "L" => 2,
            _ => return None,
        };
        let to = parse_square(sq_str)?;
        Some(Move::Place { size, to })
    } else if let Some((a, b)) = s.split_once('-') {
        let from = parse_square(a)?;
        let to = parse_square(b)?;
        Some(Move::Step { from, to })
    } else {
        None
    }
}

fn start() -> Pos {
    Pos {
        board: [[0; 3]; 9],
        side: 1,
    }
}

/// The public key of a position (see rules.md).
fn key(pos: &Pos) -> u64 {
    let mut k = 0u64;
    for (i, square) in pos.board.iter().enumerate() {
        for (size, &owner) in square.iter().enumerate() {
            k |= (owner as u64) << (6 * i + 2 * size);
        }
    }
    if pos.side == 2 {
        k |= 1u64 << 54;
    }
    k
}

/// Maps (row, col) to its image under symmetry number `s` (0..8).
fn symmetry(s: usize, r: usize, c: usize) -> (usize, usize) {
    match s {
        0 => (r, c),         // identity
        1 => (c, 2 - r),     // rotate 90
        2 => (2 - r, 2 - c), // rotate 180
        3 => (2 - c, r),     // rotate 270
        4 => (r, 2 - c),     // mirror left-right
        5 => (2 - r, c),     // mirror top-bottom
        6 => (c, r),         // main diagonal
        _ => (2 - c, 2 - r), // anti-diagonal
    }
}

/// The canonical key: the least key over the 8 symmetries.
fn canonical_key(pos: &Pos) -> u64 {
    let mut best = u64::MAX;
    for s in 0..8 {
        let mut board: Board = [[0; 3]; 9];
        for r in 0..3 {
            for c in 0..3 {
                let (r2, c2) = symmetry(s, r, c);
                board[r2 * 3 + c2] = pos.board[r * 3 + c];
            }
        }
        let k = key(&Pos {
            board,
            side: pos.side,
        });
        if k < best {
            best = k;
        }
    }
    best
}

/// Plays a whitespace-separated move list from the start; None if any move is malformed/illegal.
fn position_after(rules: &NaiveRules, moves: &str) -> Option<Pos> {
    let mut pos = start();
    for token in moves.split_whitespace() {
        let mv = parse_move(token)?;
        if !legal_moves(rules, &pos).contains(&mv) {
            return None;
        }
        pos = play(&pos, mv);
    }
    Some(pos)
}

/// Number of legal move sequences of length exactly `depth` from `pos` (memoized on exact key).
fn count_sequences(
    rules: &NaiveRules,
    pos: &Pos,
    depth: usize,
    memo: &mut HashMap<(u64, usize), u64>,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let k = (key(pos), depth);
    if let Some(&n) = memo.get(&k) {
        return n;
    }
    let mut total = 0u64;
    for mv in legal_moves(rules, pos) {
        let child = play(pos, mv);
        total += count_sequences(rules, &child, depth - 1, memo);
    }
    memo.insert(k, total);
    total
}

/// Counts for depth d = 1..=max_depth from the start position: (sequences, positions).
/// sequences(d) = number of legal move sequences of length exactly d from the start, where a
/// sequence cannot continue past a terminal position (game over by a line, or no legal move);
/// positions(d) = number of distinct canonical keys whose shortest distance (in plies) from the
/// start is exactly d, terminal positions included but not expanded.
pub fn naive_counts(rules: &NaiveRules, max_depth: usize) -> Vec<(u64, u64)> {
    let mut result = Vec::new();
    let mut memo = HashMap::new();
    let root = start();
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(canonical_key(&root));
    let mut frontier = vec![root];
    for d in 1..=max_depth {
        let sequences = count_sequences(rules, &root, d, &mut memo);
        let mut next = Vec::new();
        for pos in frontier.iter() {
            // A finished position has no legal moves, so it is not expanded.
            for mv in legal_moves(rules, pos) {
                let child = play(pos, mv);
                if seen.insert(canonical_key(&child)) {
                    next.push(child);
                }
            }
        }
        result.push((sequences, next.len() as u64));
        frontier = next;
    }
    result
}

/// The canonical key of the position reached by playing the given moves (notation: placement
/// `L@b2`, step `b2-c3`) from the start; None if a move is illegal or malformed.
pub fn naive_canonical_key_after(rules: &NaiveRules, moves: &str) -> Option<u64> {
    position_after(rules, moves).map(|pos| canonical_key(&pos))
}

/// Every legal move of the position reached by `moves` from the start, in notation, sorted.
pub fn naive_legal_moves_after(rules: &NaiveRules, moves: &str) -> Option<Vec<String>> {
    let pos = position_after(rules, moves)?;
    let mut names: Vec<String> = legal_moves(rules, &pos)
        .into_iter()
        .map(move_name)
        .collect();
    names.sort();
    Some(names)
}

/// The winner (1 or 2) after playing `moves` from the start, if a line has decided the game;
/// None if no line decided it or a move is illegal or malformed.
pub fn naive_winner_after(rules: &NaiveRules, moves: &str) -> Option<u8> {
    let pos = position_after(rules, moves)?;
    winner(rules, &pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    const STANDARD: NaiveRules = NaiveRules {
        loses: false,
        cover_off: false,
        pieces: 2,
    };

    #[test]
    fn naive_start_has_27_moves_and_9_canonical_children() {
        let moves = naive_legal_moves_after(&STANDARD, "").unwrap();
        assert_eq!(moves.len(), 27);
        let counts = naive_counts(&STANDARD, 1);
        assert_eq!(counts, vec![(27, 9)]);
        let one = NaiveRules {
            pieces: 1,
            ..STANDARD
        };
        assert_eq!(naive_counts(&one, 1), vec![(27, 9)]);
    }

    #[test]
    fn naive_notation_and_cover() {
        let pos = position_after(&STANDARD, "L@b2 S@a1").unwrap();
        assert_eq!(pos.board[4], [0, 0, 1]);
        assert_eq!(pos.board[6], [2, 0, 0]);
        assert_eq!(pos.side, 1);
        let moves = naive_legal_moves_after(&STANDARD, "L@b2 S@a1").unwrap();
        assert!(moves.contains(&"b2-a1".to_string()));
        assert!(!moves.contains(&"b2-b2".to_string()));
        // sL on a1, P2 to move: canonical image puts it on square 0.
        let k = naive_canonical_key_after(&STANDARD, "L@b2 S@a1 b2-a1").unwrap();
        assert_eq!(k, 2 | (1 << 4) | (1 << 54));
        // With cover off, the large may not land on the small.
        let off = NaiveRules {
            cover_off: true,
            ..STANDARD
        };
        let moves = naive_legal_moves_after(&off, "L@b2 S@a1").unwrap();
        assert!(!moves.contains(&"b2-a1".to_string()));
        assert!(naive_canonical_key_after(&STANDARD, "L@b2 L@b2").is_none());
        assert!(naive_canonical_key_after(&STANDARD, "X@b2").is_none());
    }

    #[test]
    fn naive_lines_and_reveal() {
        // P1 completes the top row: game over, no moves.
        let win = "S@a3 S@a1 S@b3 S@b1 M@c3";
        assert_eq!(naive_winner_after(&STANDARD, win), Some(1));
        assert_eq!(naive_legal_moves_after(&STANDARD, win).unwrap().len(), 0);
        let seq = "S@a3 S@c1 M@c1 S@a1 S@c2 M@b1";
        // P1: S a3, M c1 over P2's S, S c2. P2: S a1, M b1. P1's medium on c1 pins P2's row.
        let moves = naive_legal_moves_after(&STANDARD, seq).unwrap();
        // P1 lifting c1 reveals P2's bottom row: it must land on a1 or b1; M on a1 (small) is
        // legal and breaks it, M on b1 (medium) is not allowed by size.
        let from_c1: Vec<&String> = moves.iter().filter(|m| m.starts_with("c1-")).collect();
        assert_eq!(from_c1, vec!["c1-a1"]);
        // Under `loses`, every lift is allowed, and uncovering the line loses at once.
        let loses = NaiveRules {
            loses: true,
            ..STANDARD
        };
        let moves = naive_legal_moves_after(&loses, seq).unwrap();
        // Lands on b3, c3, a2, b2 (empty) and a1, a3, c2 (small tops); not on b1 (medium).
        assert_eq!(moves.iter().filter(|m| m.starts_with("c1-")).count(), 7);
        assert_eq!(naive_winner_after(&loses, &format!("{seq} c1-b2")), Some(2));
    }
}
