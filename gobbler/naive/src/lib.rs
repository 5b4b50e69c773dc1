//! A deliberately naive Gobbler rules implementation, written from `docs/gobbler-rules.md` alone.
//!
//! It exists to cross-check the fast rules crate: everything crosses the boundary as
//! gobbler.md notation strings. The code mirrors the text clause by clause; each piece quotes the
//! clause it implements (quotes are marked `>`), so it can be audited against gobbler.md.
//! Speed is not a goal: plain loops over an 8×8 array.
//!
//! Readings taken where gobbler.md (or the API note) leaves room:
//! - Position text is accepted only exactly as written by `write` (or the word `start`): single
//!   spaces, no surrounding whitespace, `.` for an empty square (`0` is refused), no leading
//!   zeros in counts, eaten or T, no signs; T in 0..=1000.
//! - A Littles' turn is `pass` or 1–3 steps separated by single spaces; the empty string is not a
//!   pass; a step to the same square is not a step.
//! - A second hop may land on the square the Gobbler started from (it is empty then); it eats
//!   nothing there, so such a path is never legal (as the text says).
//! - The "other Gobbler" of the hop and scatter rules is the one still on the board after
//!   starving; a starved Gobbler's square is an ordinary square for both.
//! - The slide of a diagonal push off a non-corner edge square keeps the coordinate across the
//!   edge and moves one square along it by d's other component.
//! - `gobbler_turn` judges the board whatever side is recorded; `apply_*` refuse the wrong side.
//! - `starved` is listed in board order (a1, b1, …, h8); `moves` by Gobbler in that order, then
//!   by hop direction — compare them as sets.

use std::collections::{BTreeSet, HashSet};

/// What stands on one square.
///
/// > "A square holds either one Gobbler, or any number (≥ 0) of Littles. Littles are
/// > indistinguishable: a position records a count per square."
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Cell {
    /// A number of Littles (0 = empty square).
    Littles(u32),
    /// A Gobbler.
    Gobbler,
}

/// The side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Side {
    Littles,
    Gobblers,
}

/// A square as (file, rank), both 0..8: file 0 = `a`, rank 0 = rank `1`.
type Sq = (i32, i32);

/// The 8 neighbours of a square: "one of its (up to) 8 neighbours (orthogonal or diagonal)".
const KING_STEPS: [Sq; 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// "knight hops (two squares in one direction and one square to the side)".
const KNIGHT_HOPS: [Sq; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The threshold T accepted by the parser (API convention: "accept 0..=1000").
const MAX_THRESHOLD: u32 = 1000;

/// "60 Littles in all."
const TOTAL_LITTLES: u32 = 60;

fn add(s: Sq, d: Sq) -> Sq {
    (s.0 + d.0, s.1 + d.1)
}

fn on_board(s: Sq) -> bool {
    (0..8).contains(&s.0) && (0..8).contains(&s.1)
}

fn is_corner(s: Sq) -> bool {
    (s.0 == 0 || s.0 == 7) && (s.1 == 0 || s.1 == 7)
}

/// "Squares are named as in chess: files `a`–`h` left to right, ranks `1`–`8`".
fn square_name(s: Sq) -> String {
    let file = (b'a' + s.0 as u8) as char;
    let rank = (b'1' + s.1 as u8) as char;
    format!("{file}{rank}")
}

/// Parses a square name `a1`…`h8` (lower-case file letter, then the rank digit, nothing else).
fn parse_square(text: &str) -> Result<Sq, String> {
    let bytes = text.as_bytes();
    if bytes.len() == 2 && (b'a'..=b'h').contains(&bytes[0]) && (b'1'..=b'8').contains(&bytes[1]) {
        Ok(((bytes[0] - b'a') as i32, (bytes[1] - b'1') as i32))
    } else {
        Err(format!("unknown square {text:?}"))
    }
}

/// Parses a non-negative integer written with digits only and no leading zeros (`0` itself is
/// fine). At most 4 digits, which is more than any valid figure needs and cannot overflow.
fn parse_number(text: &str, what: &str) -> Result<u32, String> {
    let ok = !text.is_empty()
        && text.len() <= 4
        && text.bytes().all(|b| b.is_ascii_digit())
        && !(text.len() > 1 && text.starts_with('0'));
    if ok {
        text.parse::<u32>()
            .map_err(|_| format!("bad {what} {text:?}"))
    } else {
        Err(format!(
            "bad {what} {text:?} (digits only, no leading zeros, at most 4 digits)"
        ))
    }
}

/// A Gobbler position (board, side to move, eaten so far, threshold T).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// `cells[file][rank]`, both 0-based.
    cells: [[Cell; 8]; 8],
    side: Side,
    eaten: u32,
    threshold: u32,
}

impl Position {
    fn cell(&self, s: Sq) -> Cell {
        self.cells[s.0 as usize][s.1 as usize]
    }

    fn set(&mut self, s: Sq, c: Cell) {
        self.cells[s.0 as usize][s.1 as usize] = c;
    }

    /// The number of Littles on a square (0 for an empty square or a Gobbler's square).
    fn littles(&self, s: Sq) -> u32 {
        match self.cell(s) {
            Cell::Littles(n) => n,
            Cell::Gobbler => 0,
        }
    }

    fn is_gobbler(&self, s: Sq) -> bool {
        self.cell(s) == Cell::Gobbler
    }

    fn all_squares() -> Vec<Sq> {
        let mut v = Vec::new();
        for rank in 0..8 {
            for file in 0..8 {
                v.push((file, rank));
            }
        }
        v
    }

    /// The Gobblers' squares, in the order a1, b1, …, h1, a2, … h8.
    fn gobblers(&self) -> Vec<Sq> {
        Self::all_squares()
            .into_iter()
            .filter(|&s| self.is_gobbler(s))
            .collect()
    }

    fn littles_on_board(&self) -> u32 {
        Self::all_squares()
            .into_iter()
            .map(|s| self.littles(s))
            .sum()
    }

    /// > "At the start one Little stands on every square except the four central ones (d4, e4,
    /// > d5, e5); the Gobblers stand on **d4 and e5** (diagonally, "kitty-corner"), d5 and e4 are
    /// > empty. 60 Littles in all." / "The Littles move first." With two novices T = 40.
    fn start() -> Position {
        let mut p = Position {
            cells: [[Cell::Littles(1); 8]; 8],
            side: Side::Littles,
            eaten: 0,
            threshold: 40,
        };
        let d4 = (3, 3);
        let e4 = (4, 3);
        let d5 = (3, 4);
        let e5 = (4, 4);
        p.set(d4, Cell::Gobbler);
        p.set(e5, Cell::Gobbler);
        p.set(d5, Cell::Littles(0));
        p.set(e4, Cell::Littles(0));
        p
    }

    /// Parses gobbler.md position notation, or the word `start`. Rejects invalid positions.
    ///
    /// The text must be exactly in the written form: no surrounding or doubled whitespace, counts
    /// without leading zeros (`0` is written `.`), eaten and T as plain decimal numbers.
    pub fn parse(text: &str) -> Result<Position, String> {
        // > "The start may be written `start` as input".
        if text == "start" {
            return Ok(Position::start());
        }
        // > "the ranks from 8 down to 1, separated by `/` … then a space, the side to move (`L` or
        // > `G`), the number eaten so far and the threshold T"
        let parts: Vec<&str> = text.split(' ').collect();
        if parts.len() != 4 {
            return Err(format!(
                "a position is `<ranks> <side> <eaten> <threshold>` separated by single spaces; got {} space-separated parts",
                parts.len()
            ));
        }
        let ranks: Vec<&str> = parts[0].split('/').collect();
        if ranks.len() != 8 {
            return Err(format!(
                "expected 8 ranks separated by '/', got {}",
                ranks.len()
            ));
        }
        let mut cells = [[Cell::Littles(0); 8]; 8];
        for (i, rank_text) in ranks.iter().enumerate() {
            // The first rank written is rank 8.
            let rank = 7 - i as i32;
            let fields: Vec<&str> = rank_text.split(',').collect();
            if fields.len() != 8 {
                return Err(format!(
                    "rank {} has {} squares, expected 8 separated by ','",
                    rank + 1,
                    fields.len()
                ));
            }
            for (file, field) in fields.iter().enumerate() {
                let s = (file as i32, rank);
                // > "`.` empty, a number the count of Littles (`1`, `2`, … `60`), `G` a Gobbler"
                // > "Counts have no leading zeros (`.` is zero)"
                let cell = match *field {
                    "." => Cell::Littles(0),
                    "G" => Cell::Gobbler,
                    _ => {
                        let n = parse_number(field, &format!("count on {}", square_name(s)))?;
                        if n == 0 {
                            return Err(format!(
                                "count 0 on {} (an empty square is written '.')",
                                square_name(s)
                            ));
                        }
                        Cell::Littles(n)
                    }
                };
                cells[file][rank as usize] = cell;
            }
        }
        let side = match parts[1] {
            "L" => Side::Littles,
            "G" => Side::Gobblers,
            other => return Err(format!("side to move must be L or G, got {other:?}")),
        };
        let eaten = parse_number(parts[2], "eaten count")?;
        let threshold = parse_number(parts[3], "threshold")?;
        if threshold > MAX_THRESHOLD {
            return Err(format!("threshold {threshold} is above {MAX_THRESHOLD}"));
        }
        let p = Position {
            cells,
            side,
            eaten,
            threshold,
        };
        // > "a position is valid only with at most two Gobblers and Littles on the board + eaten
        // > = 60."
        let gobblers = p.gobblers().len();
        if gobblers > 2 {
            return Err(format!("{gobblers} Gobblers on the board (at most two)"));
        }
        let on_board = p.littles_on_board();
        if on_board + eaten != TOTAL_LITTLES {
            return Err(format!(
                "Littles on the board ({on_board}) + eaten ({eaten}) must be {TOTAL_LITTLES}"
            ));
        }
        Ok(p)
    }

    /// Writes the position in full gobbler.md notation (`…/… L 0 40`).
    pub fn write(&self) -> String {
        // > "the ranks from 8 down to 1, separated by `/`; in a rank the eight squares from a to
        // > h separated by `,`: `.` empty, a number the count of Littles …, `G` a Gobbler; then a
        // > space, the side to move (`L` or `G`), the number eaten so far and the threshold T"
        let mut out = String::with_capacity(160);
        for rank in (0..8).rev() {
            for file in 0..8 {
                match self.cell((file, rank)) {
                    Cell::Gobbler => out.push('G'),
                    Cell::Littles(0) => out.push('.'),
                    Cell::Littles(n) => out.push_str(&n.to_string()),
                }
                if file < 7 {
                    out.push(',');
                }
            }
            if rank > 0 {
                out.push('/');
            }
        }
        let side = match self.side {
            Side::Littles => "L",
            Side::Gobblers => "G",
        };
        out.push_str(&format!(" {side} {} {}", self.eaten, self.threshold));
        out
    }
}

// ---------------------------------------------------------------------------------------------
// The Littles' turn
// ---------------------------------------------------------------------------------------------

/// Every single step on the board: "A step moves one Little from a square to one of its (up to)
/// 8 neighbours (orthogonal or diagonal), which may be empty or hold Littles; never onto a
/// Gobbler and never off the board."
fn possible_steps(p: &Position) -> Vec<(Sq, Sq)> {
    let mut steps = Vec::new();
    for from in Position::all_squares() {
        if p.littles(from) == 0 {
            continue;
        }
        for d in KING_STEPS {
            let to = add(from, d);
            if on_board(to) && !p.is_gobbler(to) {
                steps.push((from, to));
            }
        }
    }
    steps
}

/// The number of steps of a turn that leave `from`.
fn leaving(steps: &[(Sq, Sq)], from: Sq) -> u32 {
    steps.iter().filter(|&&(f, _)| f == from).count() as u32
}

/// > "**No Little steps twice in a turn:** the steps of a turn are judged against the counts at
/// > the start of the turn. A turn is a multiset of steps in which the number of steps leaving
/// > any square is at most the number of Littles on it at the start of the turn."
fn no_little_steps_twice(p: &Position, steps: &[(Sq, Sq)]) -> bool {
    steps
        .iter()
        .all(|&(from, _)| leaving(steps, from) <= p.littles(from))
}

/// Applies a list of steps judged against the counts at the start of the turn (see
/// `no_little_steps_twice`), or says why it is not a legal turn.
fn apply_steps(p: &Position, steps: &[(Sq, Sq)]) -> Result<Position, String> {
    // > "The Littles player makes **up to three steps**."
    if steps.len() > 3 {
        return Err(format!(
            "{} steps in one turn (the Littles make up to three)",
            steps.len()
        ));
    }
    for &(from, to) in steps {
        let name = || format!("{}-{}", square_name(from), square_name(to));
        let d = (to.0 - from.0, to.1 - from.1);
        if !KING_STEPS.contains(&d) {
            return Err(format!("{} is not a step to a neighbouring square", name()));
        }
        if p.is_gobbler(to) {
            return Err(format!("{} steps onto a Gobbler", name()));
        }
        if p.littles(from) == 0 {
            return Err(format!("{}: no Little on {}", name(), square_name(from)));
        }
    }
    if !no_little_steps_twice(p, steps) {
        let (from, _) = steps
            .iter()
            .copied()
            .find(|&(from, _)| leaving(steps, from) > p.littles(from))
            .expect("some square is left too often");
        return Err(format!(
            "{} steps leave {} which held {} Little(s) at the start of the turn (a Little would step twice)",
            leaving(steps, from),
            square_name(from),
            p.littles(from)
        ));
    }
    let mut q = p.clone();
    for &(from, _) in steps {
        q.set(from, Cell::Littles(q.littles(from) - 1));
    }
    for &(_, to) in steps {
        q.set(to, Cell::Littles(q.littles(to) + 1));
    }
    // > "Turns alternate."
    q.side = Side::Gobblers;
    Ok(q)
}

/// Every distinct position reachable by one legal Littles turn (the pass included), written
/// in notation (side to move becomes `G`). Only called when the side to move is `L` and the game
/// is not over; callers use it only on positions with few Littles (it may be slow).
///
/// Brute force: every multiset of 0 to 3 of the possible single steps, kept if it moves no
/// Little twice; "Two turns with the same resulting position are the same turn", so the results
/// are deduplicated.
pub fn littles_turn_results(p: &Position) -> BTreeSet<String> {
    let steps = possible_steps(p);
    let n = steps.len();
    // A resulting position differs from `p` only in its counts, so the counts (square index
    // file * 8 + rank; at most 60 per square) are the deduplication key.
    let index = |s: Sq| (s.0 * 8 + s.1) as usize;
    let mut start_counts = [0u8; 64];
    for s in Position::all_squares() {
        start_counts[index(s)] = p.littles(s) as u8;
    }
    let mut seen: HashSet<[u8; 64]> = HashSet::new();
    let mut keep = |chosen: &[(Sq, Sq)]| {
        if no_little_steps_twice(p, chosen) {
            let mut counts = start_counts;
            for &(from, to) in chosen {
                counts[index(from)] -= 1;
                counts[index(to)] += 1;
            }
            seen.insert(counts);
        }
    };
    // > "**Decision:** zero steps (a pass) is a legal turn".
    keep(&[]);
    // Multisets as non-decreasing index sequences i <= j <= k.
    for i in 0..n {
        keep(&[steps[i]]);
        for j in i..n {
            keep(&[steps[i], steps[j]]);
            for k in j..n {
                keep(&[steps[i], steps[j], steps[k]]);
            }
        }
    }
    seen.iter()
        .map(|counts| {
            let mut q = p.clone();
            for s in Position::all_squares() {
                if !q.is_gobbler(s) {
                    q.set(s, Cell::Littles(counts[index(s)] as u32));
                }
            }
            // > "Turns alternate."
            q.side = Side::Gobblers;
            q.write()
        })
        .collect()
}

/// Applies a Littles turn in notation (`pass`, or steps `c3-d4` separated by spaces, any order).
/// Err names the problem (illegal step, a Little stepping twice, unknown square, not L's turn…).
pub fn apply_littles_turn(p: &Position, turn: &str) -> Result<Position, String> {
    if p.side != Side::Littles {
        return Err("it is not the Littles' turn".to_string());
    }
    if p.gobblers().is_empty() {
        return Err("the game is over (no Gobbler on the board)".to_string());
    }
    // > "A Littles' turn: its steps separated by spaces, in any order …, or `pass`."
    if turn == "pass" {
        return apply_steps(p, &[]);
    }
    let mut steps = Vec::new();
    for token in turn.split(' ') {
        if token.is_empty() {
            return Err(format!(
                "empty step in {turn:?} (steps are separated by single spaces; a pass is written `pass`)"
            ));
        }
        // > "A step: `c3-d4`."
        let squares: Vec<&str> = token.split('-').collect();
        if squares.len() != 2 {
            return Err(format!("{token:?} is not a step like c3-d4"));
        }
        steps.push((parse_square(squares[0])?, parse_square(squares[1])?));
    }
    apply_steps(p, &steps)
}

// ---------------------------------------------------------------------------------------------
// The Gobbler's turn
// ---------------------------------------------------------------------------------------------

/// Every legal path of the Gobbler on `g`, with `other` the other Gobbler's square (if any).
///
/// > "A move is one or two knight hops … A hop lands on a square on the board that is not the
/// > other Gobbler's square. The Gobbler eats every Little on the square it lands on.
/// > - If the first hop eats two or more Littles, the move ends there.
/// > - Otherwise (it ate 0 or 1) it must hop a second time, from its landing square, and the two
/// >   hops together must eat **at least two** Littles.
/// > - A move that eats fewer than two Littles in its hops is illegal. (A second hop back to the
/// >   starting square eats nothing, so it never completes a legal move.)
/// > - A move is its path: two paths that end on the same square with the same result … are two
/// >   moves"
fn legal_paths(p: &Position, g: Sq, other: Option<Sq>) -> Vec<Vec<Sq>> {
    let mut paths = Vec::new();
    for d1 in KNIGHT_HOPS {
        let h1 = add(g, d1);
        if !on_board(h1) || Some(h1) == other {
            continue;
        }
        let eat1 = p.littles(h1);
        if eat1 >= 2 {
            paths.push(vec![g, h1]);
            continue;
        }
        for d2 in KNIGHT_HOPS {
            let h2 = add(h1, d2);
            if !on_board(h2) || Some(h2) == other {
                continue;
            }
            // h2 is never h1 (a knight hop moves); if h2 is the starting square it is empty now
            // (the Gobbler left it), and `littles` of a Gobbler's square is 0 anyway.
            let eat2 = if h2 == g { 0 } else { p.littles(h2) };
            if eat1 + eat2 >= 2 {
                paths.push(vec![g, h1, h2]);
            }
        }
    }
    paths
}

/// The Gobblers that starve on this position.
///
/// > "every Gobbler on the board that has no legal move (below) starves and is removed, even if
/// > the other one can move … Starving is judged for both Gobblers on the position as it stands"
/// > "**Decision:** "no legal move" includes a Gobbler whose only routes to two Littles land on
/// > its partner's square: it starves too" (follows from `legal_paths` refusing that square).
fn starving(p: &Position) -> Vec<Sq> {
    let gobblers = p.gobblers();
    let mut starved = Vec::new();
    for &g in &gobblers {
        let other = gobblers.iter().copied().find(|&o| o != g);
        if legal_paths(p, g, other).is_empty() {
            starved.push(g);
        }
    }
    starved
}

/// The position with the starving Gobblers removed: "A starved Gobbler is gone before the other
/// one moves: its square is an ordinary empty square".
fn remove(p: &Position, starved: &[Sq]) -> Position {
    let mut q = p.clone();
    for &s in starved {
        q.set(s, Cell::Littles(0));
    }
    q
}

/// Makes the move `path` (already known legal) on a position whose starving Gobblers are
/// already removed: the hops and their eating, then the scatter, then the Littles to move.
fn make_move(p: &Position, path: &[Sq]) -> Position {
    let g = path[0];
    let other = p.gobblers().into_iter().find(|&o| o != g);
    let mut q = p.clone();
    q.set(g, Cell::Littles(0));
    // "The Gobbler eats every Little on the square it lands on."
    for &h in &path[1..] {
        q.eaten += q.littles(h);
        q.set(h, Cell::Littles(0));
    }
    let stop = *path
        .last()
        .expect("a path has a start and at least one landing");
    q.set(stop, Cell::Gobbler);
    let mut q = scatter(&q, stop, other);
    q.side = Side::Littles;
    q
}

/// The scatter around the Gobbler that stopped on `g`, `other` being the other Gobbler's square.
///
/// > "When the moving Gobbler stops on square G, every Little on each of the 8 squares adjacent
/// > to G runs one square directly away from G, all at once (computed from the position before
/// > the scatter; a square's whole stack moves together; every target is two squares from G, so
/// > nothing runs twice). Let a Little stand on square S and let d = S − G (a king step). Its
/// > target is S + d"
/// > "Littles eaten by the scatter count towards the total eaten"
fn scatter(before: &Position, g: Sq, other: Option<Sq>) -> Position {
    let mut after = before.clone();
    for d in KING_STEPS {
        let s = add(g, d);
        if !on_board(s) {
            continue;
        }
        let count = before.littles(s);
        if count == 0 {
            continue;
        }
        // "a square's whole stack moves together"
        after.set(s, Cell::Littles(0));
        let target = add(s, d);
        let orthogonal = d.0 == 0 || d.1 == 0;
        let destination: Option<Sq> = if on_board(target) {
            // "on the board, empty or holding Littles: it moves there (stacks merge)."
            // "the other Gobbler's square: it is eaten" — checked below.
            Some(target)
        } else if orthogonal {
            // "off the board, d orthogonal: it is pinned and eaten"
            None
        } else if is_corner(s) {
            // "off the board, d diagonal, S a corner: it is pinned and eaten."
            None
        } else {
            // "off the board, d diagonal, and S is not a corner: it slides one square along the
            // edge it is against, in the direction of d's along-edge component (e.g. G = b4,
            // S = a5, d = (−1,+1): it slides to a6)."
            // S is on exactly one edge; the coordinate that leaves the board is the one across
            // that edge, so keep it and move along the other one.
            if !(0..8).contains(&target.0) {
                Some((s.0, s.1 + d.1))
            } else {
                Some((s.0 + d.0, s.1))
            }
        };
        match destination {
            None => after.eaten += count,
            // "If that square is the other Gobbler's, it is eaten." / "the other Gobbler's
            // square: it is eaten ("runs into the jaws of another Gobbler")."
            Some(t) if Some(t) == other => after.eaten += count,
            Some(t) => {
                // Targets are two squares from G, never one of the squares being emptied, so
                // `after` still holds the target's count from before the scatter.
                debug_assert!(!after.is_gobbler(t));
                after.set(t, Cell::Littles(after.littles(t) + count));
            }
        }
    }
    after
}

/// The Gobbler player's turn from a position with side to move `G`.
///
/// (The side recorded in `p` is not looked at: the turn is computed from the board.)
pub fn gobbler_turn(p: &Position) -> GobblerTurn {
    // > "1. **Starving.** At the start of the Gobbler player's turn, every Gobbler on the board
    // > that has no legal move (below) starves and is removed, even if the other one can move. If
    // > no Gobbler is left, the game ends. Otherwise the player must move exactly one Gobbler."
    let starved = starving(p);
    let mut after = remove(p, &starved);
    let left = after.gobblers();
    if left.is_empty() {
        // > "The Gobbler player wins if the total eaten is **more than T**" / "**Decision:**
        // > otherwise the Littles player wins."
        after.side = Side::Gobblers;
        return GobblerTurn::Over {
            final_position: after.write(),
            gobbler_wins: after.eaten > after.threshold,
        };
    }
    let mut moves = Vec::new();
    for &g in &left {
        let other = left.iter().copied().find(|&o| o != g);
        for path in legal_paths(&after, g, other) {
            let text: Vec<String> = path.iter().map(|&s| square_name(s)).collect();
            moves.push((text.join(">"), make_move(&after, &path).write()));
        }
    }
    GobblerTurn::Moves {
        starved: starved.iter().map(|&s| square_name(s)).collect(),
        moves,
    }
}

/// What the Gobbler player's turn is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GobblerTurn {
    /// Every Gobbler on the board starves (or none is left): the game is over. `final_position`
    /// is the position with the starved Gobblers removed, still written with side `G` and the
    /// same eaten count and threshold; `gobbler_wins` is eaten > T.
    Over {
        /// The position with the starved Gobblers removed (side `G`).
        final_position: String,
        /// Whether the Gobbler player won: eaten > T.
        gobbler_wins: bool,
    },
    /// At least one Gobbler can move. `starved` lists the squares (e.g. "d4") of the Gobblers
    /// that starve now (removed before the move). `moves` has one entry per legal PATH:
    /// (path in notation, e.g. "e5>c6>b4" or "e5>c6", the resulting position after starving,
    /// the hops' eating and the scatter, written in notation with side `L`).
    Moves {
        /// The squares of the Gobblers that starve now.
        starved: Vec<String>,
        /// (path, resulting position) for every legal path.
        moves: Vec<(String, String)>,
    },
}

/// Applies a Gobbler move in path notation (starving first, then the hops, eating, scatter).
/// Err names the problem (not a knight hop, hop onto the other Gobbler, eats fewer than two,
/// unknown square, a starved Gobbler, not G's turn…).
pub fn apply_gobbler_move(p: &Position, path: &str) -> Result<Position, String> {
    if p.side != Side::Gobblers {
        return Err("it is not the Gobbler player's turn".to_string());
    }
    // > "A Gobbler move: the start square and each landing square joined by `>`"
    let squares = path
        .split('>')
        .map(parse_square)
        .collect::<Result<Vec<Sq>, String>>()?;
    // > "A move is one or two knight hops"
    if squares.len() < 2 || squares.len() > 3 {
        return Err(format!(
            "{path:?}: a move is one or two knight hops (start>landing or start>landing>landing)"
        ));
    }
    let g = squares[0];
    if !p.is_gobbler(g) {
        return Err(format!("no Gobbler on {}", square_name(g)));
    }
    // Starving first.
    let starved = starving(p);
    if starved.contains(&g) {
        return Err(format!(
            "the Gobbler on {} starves (it has no legal move){}",
            square_name(g),
            if starved.len() == p.gobblers().len() {
                "; the game is over"
            } else {
                ""
            }
        ));
    }
    let after = remove(p, &starved);
    let other = after.gobblers().into_iter().find(|&o| o != g);
    let mut eaten_by_hops = Vec::new();
    for pair in squares.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        let d = (to.0 - from.0, to.1 - from.1);
        if !KNIGHT_HOPS.contains(&d) {
            return Err(format!(
                "{}>{} is not a knight hop",
                square_name(from),
                square_name(to)
            ));
        }
        if Some(to) == other {
            return Err(format!(
                "{}>{} hops onto the other Gobbler",
                square_name(from),
                square_name(to)
            ));
        }
        eaten_by_hops.push(if to == g { 0 } else { after.littles(to) });
    }
    let first = eaten_by_hops[0];
    if first >= 2 && squares.len() == 3 {
        return Err(format!(
            "the first hop eats {first} Littles, so the move ends on {}",
            square_name(squares[1])
        ));
    }
    let total: u32 = eaten_by_hops.iter().sum();
    if total < 2 {
        return Err(format!(
            "{path} eats {total} Little(s) in its hops; a move must eat at least two"
        ));
    }
    Ok(make_move(&after, &squares))
}
