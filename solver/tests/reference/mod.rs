//! A deliberately simple reference solver, for use as a test oracle (`mod reference;` in an
//! integration test).
//!
//! It shares nothing with the fast solver beyond the rules crate: it enumerates every canonical
//! position reachable from the start with `legal_moves` and `play`, keyed by the public canonical
//! key, and solves them with a plain synchronous fixpoint loop straight from the definition of
//! values in `rules.md`:
//!
//! * a position where a line shows is terminal: `Win(0)` if the winner is the side to move, else
//!   `Loss(0)`; a position whose side to move has no legal move is `Loss(0)`;
//! * otherwise, with the children's values seen from the opponent: `Win(1 + m)` for the least `m`
//!   of a child `Loss(m)`; else `Loss(1 + w)` for the greatest `w` if every child is a `Win(w)`;
//!   else `Draw`.
//!
//! Sweep `k` computes new values from the values known after sweep `k - 1` only (updates are
//! collected, then applied), so exactly the positions at distance `k` get their value in sweep `k`
//! and a value once assigned is final. Whatever is still unknown when a sweep changes nothing is a
//! draw.
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::OnceLock;

use gobblet_rules::{Position, Status, Variant};

/// A solved value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RefValue {
    /// The side to move wins in this many plies (playing fastest; the loser holds out longest).
    Win(u32),
    /// The side to move loses in this many plies (holding out longest; the winner playing fastest).
    Loss(u32),
    /// Neither side can force a result.
    Draw,
}

impl RefValue {
    /// The distance to the end in plies; `None` for a draw.
    pub fn distance(self) -> Option<u32> {
        match self {
            RefValue::Win(n) | RefValue::Loss(n) => Some(n),
            RefValue::Draw => None,
        }
    }
}

/// [`reference_solve`]'s result for `variant`, computed once per test binary (the tests that
/// compare with it share it: the two-piece variants take seconds each).
pub fn solved(variant: &Variant) -> &'static HashMap<u64, RefValue> {
    static CACHE: [OnceLock<HashMap<u64, RefValue>>; 8] = [const { OnceLock::new() }; 8];
    CACHE[usize::from(variant.code())].get_or_init(|| reference_solve(variant))
}

/// Every canonical position reachable from the start under `variant`, keyed by the public
/// canonical key (`Position::canonical_key().0`, side to move at bit 54), with its exact value.
pub fn reference_solve(variant: &Variant) -> HashMap<u64, RefValue> {
    let graph = Graph::explore(variant);
    let values = graph.solve();
    graph
        .keys
        .iter()
        .zip(values)
        .map(|(&key, value)| (key, value))
        .collect()
}

/// The reachable canonical positions and, for each, the indices of its distinct canonical
/// children.
struct Graph {
    /// The canonical key of each position, by index (index 0 is the start).
    keys: Vec<u64>,
    /// One representative (the canonical image) of each position, by index.
    positions: Vec<Position>,
    /// The value of each terminal position; `None` for positions that have legal moves.
    terminal: Vec<Option<RefValue>>,
    /// The children of position `i` are `children[child_start[i]..child_start[i + 1]]`.
    child_start: Vec<usize>,
    /// Child indices, position after position.
    children: Vec<u32>,
}

impl Graph {
    /// Breadth-first search from the start, one representative per canonical key, terminal
    /// positions not expanded.
    fn explore(variant: &Variant) -> Graph {
        let mut graph = Graph {
            keys: Vec::new(),
            positions: Vec::new(),
            terminal: Vec::new(),
            child_start: vec![0],
            children: Vec::new(),
        };
        let mut index: HashMap<u64, u32> = HashMap::new();
        let start = Position::START.canonical();
        index.insert(start.canonical_key().0, 0);
        graph.keys.push(start.canonical_key().0);
        graph.positions.push(start);

        // Positions are expanded in index order, so each one's children are appended contiguously.
        let mut next = 0;
        while next < graph.positions.len() {
            let pos = graph.positions[next];
            let mut kids: Vec<u32> = Vec::new();
            let terminal = match pos.status(variant) {
                Status::Line { winner, .. } => Some(if winner == pos.side_to_move() {
                    RefValue::Win(0)
                } else {
                    RefValue::Loss(0)
                }),
                Status::NoMove => Some(RefValue::Loss(0)),
                Status::Ongoing => {
                    for &mv in pos.legal_moves(variant).iter() {
                        let child = pos.play(mv);
                        let (key, sym) = child.canonical_key_and_symmetry();
                        let id = *index.entry(key.0).or_insert_with(|| {
                            graph.keys.push(key.0);
                            graph.positions.push(sym.position(&child));
                            u32::try_from(graph.keys.len() - 1).expect("fewer than 2^32 positions")
                        });
                        kids.push(id);
                    }
                    kids.sort_unstable();
                    kids.dedup();
                    assert!(!kids.is_empty(), "an ongoing position has a legal move");
                    None
                }
            };
            graph.terminal.push(terminal);
            graph.children.extend_from_slice(&kids);
            graph.child_start.push(graph.children.len());
            next += 1;
        }
        graph
    }

    /// The distinct canonical children of position `i`.
    fn children_of(&self, i: usize) -> &[u32] {
        &self.children[self.child_start[i]..self.child_start[i + 1]]
    }

    /// The synchronous fixpoint loop; returns the value of each position by index.
    fn solve(&self) -> Vec<RefValue> {
        let mut values: Vec<Option<RefValue>> = self.terminal.clone();
        let mut unknown: Vec<u32> = (0..self.keys.len())
            .filter(|&i| values[i].is_none())
            .map(|i| i as u32)
            .collect();
        let mut sweep = 0u32;
        loop {
            sweep += 1;
            // Compute every update from the values known after the previous sweep, then apply.
            let updates: Vec<(u32, RefValue)> = unknown
                .iter()
                .filter_map(|&i| {
                    step(self.children_of(i as usize), &values).map(|value| (i, value))
                })
                .collect();
            if updates.is_empty() {
                break;
            }
            for &(i, value) in &updates {
                // With synchronous sweeps a position gets its value in the sweep equal to its
                // distance: anything else would mean the loop is not what it claims to be.
                assert_eq!(
                    value.distance(),
                    Some(sweep),
                    "value found in sweep {sweep}"
                );
                values[i as usize] = Some(value);
            }
            unknown.retain(|&i| values[i as usize].is_none());
        }
        values
            .into_iter()
            .map(|v| v.unwrap_or(RefValue::Draw))
            .collect()
    }
}

/// One sweep's rule for a non-terminal position, from its children's currently known values:
/// `Win(1 + least m)` if some child is a known `Loss(m)`, `Loss(1 + greatest w)` if every child is a
/// known `Win(w)`, else still unknown.
fn step(children: &[u32], values: &[Option<RefValue>]) -> Option<RefValue> {
    let mut least_loss: Option<u32> = None;
    let mut greatest_win: u32 = 0;
    let mut all_wins = true;
    for &c in children {
        match values[c as usize] {
            Some(RefValue::Loss(m)) => least_loss = Some(least_loss.map_or(m, |l| l.min(m))),
            Some(RefValue::Win(w)) => greatest_win = greatest_win.max(w),
            Some(RefValue::Draw) | None => all_wins = false,
        }
    }
    if let Some(m) = least_loss {
        Some(RefValue::Win(1 + m))
    } else if all_wins {
        Some(RefValue::Loss(1 + greatest_win))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobblet_rules::{Cover, Move, Reveal};

    /// The four variants with one piece of each size.
    fn one_piece_variants() -> Vec<Variant> {
        let mut out = Vec::new();
        for reveal in [Reveal::MustCover, Reveal::Loses] {
            for cover in [Cover::On, Cover::Off] {
                out.push(Variant::new(reveal, cover, 1).expect("pieces = 1 is valid"));
            }
        }
        out
    }

    /// The small variants: every `pieces = 1` variant and the `cover = off, pieces = 2` ones.
    fn small_variants() -> Vec<Variant> {
        let mut out = one_piece_variants();
        for reveal in [Reveal::MustCover, Reveal::Loses] {
            out.push(Variant::new(reveal, Cover::Off, 2).expect("pieces = 2 is valid"));
        }
        out
    }

    fn key(pos: &Position) -> u64 {
        pos.canonical_key().0
    }

    /// The value by the definition in `rules.md`, from the children's values in `table`; also
    /// checks that every child is in the table.
    fn by_definition(
        pos: &Position,
        variant: &Variant,
        table: &HashMap<u64, RefValue>,
    ) -> RefValue {
        match pos.status(variant) {
            Status::Line { winner, .. } if winner == pos.side_to_move() => RefValue::Win(0),
            Status::Line { .. } | Status::NoMove => RefValue::Loss(0),
            Status::Ongoing => {
                let kids: Vec<RefValue> = pos
                    .legal_moves(variant)
                    .iter()
                    .map(|&mv| {
                        *table
                            .get(&key(&pos.play(mv)))
                            .expect("every child of a reachable position is reachable")
                    })
                    .collect();
                let least_loss = kids
                    .iter()
                    .filter_map(|v| match v {
                        RefValue::Loss(m) => Some(*m),
                        _ => None,
                    })
                    .min();
                if let Some(m) = least_loss {
                    RefValue::Win(1 + m)
                } else if kids.iter().all(|v| matches!(v, RefValue::Win(_))) {
                    let w = kids.iter().filter_map(|v| v.distance()).max().unwrap_or(0);
                    RefValue::Loss(1 + w)
                } else {
                    RefValue::Draw
                }
            }
        }
    }

    /// The value within a horizon of `depth` plies, by plain recursion: the exact value if the
    /// game ends within `depth` plies under best play, else `None` (unknown).
    fn horizon(
        pos: &Position,
        variant: &Variant,
        depth: u32,
        memo: &mut HashMap<(u64, u32), Option<RefValue>>,
    ) -> Option<RefValue> {
        match pos.status(variant) {
            Status::Line { winner, .. } if winner == pos.side_to_move() => {
                return Some(RefValue::Win(0))
            }
            Status::Line { .. } | Status::NoMove => return Some(RefValue::Loss(0)),
            Status::Ongoing => {}
        }
        if depth == 0 {
            return None;
        }
        let k = (key(pos), depth);
        if let Some(v) = memo.get(&k) {
            return *v;
        }
        let mut least_loss: Option<u32> = None;
        let mut greatest_win = 0;
        let mut all_wins = true;
        for &mv in pos.legal_moves(variant).iter() {
            match horizon(&pos.play(mv), variant, depth - 1, memo) {
                Some(RefValue::Loss(m)) => least_loss = Some(least_loss.map_or(m, |l| l.min(m))),
                Some(RefValue::Win(w)) => greatest_win = greatest_win.max(w),
                _ => all_wins = false,
            }
        }
        let v = match least_loss {
            Some(m) => Some(RefValue::Win(1 + m)),
            None if all_wins => Some(RefValue::Loss(1 + greatest_win)),
            None => None,
        };
        memo.insert(k, v);
        v
    }

    #[test]
    fn the_start_is_present_in_every_one_piece_variant() {
        for variant in one_piece_variants() {
            let table = solved(&variant);
            assert!(table.contains_key(&key(&Position::START)), "{variant}");
        }
    }

    #[test]
    fn terminal_positions_have_distance_zero_and_the_right_sign() {
        for variant in one_piece_variants() {
            let table = solved(&variant);
            let (mut lines, mut no_moves) = (0, 0);
            for (&k, &value) in table {
                let pos = Position::from_key(gobblet_rules::Key(k)).expect("a valid key");
                match pos.status(&variant) {
                    Status::Line { winner, .. } => {
                        lines += 1;
                        let expected = if winner == pos.side_to_move() {
                            RefValue::Win(0)
                        } else {
                            RefValue::Loss(0)
                        };
                        assert_eq!(value, expected, "{variant} {pos}");
                        if variant.reveal == Reveal::MustCover {
                            // With must-cover only the player who just moved can show a line.
                            assert_eq!(value, RefValue::Loss(0), "{variant} {pos}");
                        }
                    }
                    Status::NoMove => {
                        no_moves += 1;
                        assert_eq!(value, RefValue::Loss(0), "{variant} {pos}");
                    }
                    Status::Ongoing => {
                        assert_ne!(value.distance(), Some(0), "{variant} {pos}");
                    }
                }
            }
            assert!(lines > 0, "{variant}: some game ends with a line");
            let _ = no_moves;
        }
    }

    #[test]
    fn every_value_agrees_with_its_children_by_the_definition() {
        for variant in one_piece_variants() {
            let table = solved(&variant);
            for (&k, &value) in table {
                let pos = Position::from_key(gobblet_rules::Key(k)).expect("a valid key");
                assert_eq!(key(&pos), k, "the table is keyed by canonical keys");
                assert_eq!(
                    by_definition(&pos, &variant, table),
                    value,
                    "{variant} {pos}"
                );
            }
        }
    }

    #[test]
    fn sampled_values_agree_with_their_children_with_two_pieces_and_cover_off() {
        for variant in small_variants() {
            if variant.pieces() != 2 {
                continue;
            }
            let table = solved(&variant);
            let mut keys: Vec<u64> = table.keys().copied().collect();
            keys.sort_unstable();
            for k in keys.iter().step_by(101) {
                let pos = Position::from_key(gobblet_rules::Key(*k)).expect("a valid key");
                assert_eq!(
                    by_definition(&pos, &variant, table),
                    table[k],
                    "{variant} {pos}"
                );
            }
        }
    }

    #[test]
    fn every_value_agrees_with_a_plain_recursive_search_within_six_plies() {
        const DEPTH: u32 = 6;
        for variant in one_piece_variants() {
            let table = solved(&variant);
            let mut memo = HashMap::new();
            let mut keys: Vec<u64> = table.keys().copied().collect();
            keys.sort_unstable();
            for k in keys.iter().step_by(7) {
                let pos = Position::from_key(gobblet_rules::Key(*k)).expect("a valid key");
                let value = table[k];
                let expected = match value.distance() {
                    Some(n) if n <= DEPTH => Some(value),
                    _ => None,
                };
                assert_eq!(
                    horizon(&pos, &variant, DEPTH, &mut memo),
                    expected,
                    "{variant} {pos}"
                );
            }
        }
    }

    #[test]
    fn with_must_cover_wins_are_odd_and_losses_even() {
        for variant in one_piece_variants() {
            if variant.reveal != Reveal::MustCover {
                continue;
            }
            for (&k, &value) in solved(&variant) {
                match value {
                    RefValue::Win(n) => assert_eq!(n % 2, 1, "{variant} {k:#x}"),
                    RefValue::Loss(n) => assert_eq!(n % 2, 0, "{variant} {k:#x}"),
                    RefValue::Draw => {}
                }
            }
        }
    }

    #[test]
    fn a_win_in_one_by_hand() {
        // P1: L on a3, M on b3; P2: s on a1, m on b1; P1 to move plays S@c3 and shows the top row.
        for variant in one_piece_variants() {
            let rules = &variant;
            let table = solved(rules);
            let pos = Position::START
                .play_line(rules, "L@a3 S@a1 M@b3 M@b1")
                .expect("legal");
            assert_eq!(pos.to_string(), "L,M,./.,.,./s,m,. 1");
            assert_eq!(table[&key(&pos)], RefValue::Win(1), "{variant}");
            let won = pos.play_line(rules, "S@c3").expect("legal");
            assert_eq!(table[&key(&won)], RefValue::Loss(0), "{variant}");
        }
    }

    #[test]
    fn lifting_off_an_opponent_line_by_hand() {
        // P2 shows a3 l, b3 m and would show c3 s but for P1's M on it.
        for variant in one_piece_variants() {
            if variant.cover != Cover::On {
                continue;
            }
            let table = solved(&variant);
            let pos = Position::START
                .play_line(&variant, "L@b2 S@c3 M@c3 L@a3 S@c1 M@b3")
                .expect("legal");
            assert_eq!(pos.to_string(), "l,m,sM/.,L,./.,.,S 1");
            assert!(table.contains_key(&key(&pos)));
            let c3: gobblet_rules::Square = "c3".parse().expect("a square");
            let lifts: Vec<Move> = pos
                .legal_moves(&variant)
                .iter()
                .copied()
                .filter(|mv| mv.from() == Some(c3))
                .collect();
            match variant.reveal {
                // Pinned: a3 holds a larger piece, b3 one of the same size.
                Reveal::MustCover => assert!(lifts.is_empty(), "{variant}"),
                // Every lift hands P2 the top row: P2, to move, has won.
                Reveal::Loses => {
                    assert!(!lifts.is_empty(), "{variant}");
                    for mv in lifts {
                        assert_eq!(table[&key(&pos.play(mv))], RefValue::Win(0), "{variant}");
                    }
                }
            }
        }
    }

    /// The `--cover off` column of `docs/solver.md` (from the fast solver's `stats.json`),
    /// recomputed by the reference solver, and its claim that without covering the reveal rules
    /// coincide.
    #[test]
    fn the_readme_cover_off_figures_and_both_reveal_rules_agree() {
        let rules = Variant::new(Reveal::MustCover, Cover::Off, 2).expect("a valid variant");
        let table = solved(&rules);
        let (mut lines, mut no_move, mut draws) = (0usize, 0usize, 0usize);
        for (&k, &value) in table {
            let pos = Position::from_key(gobblet_rules::Key(k)).expect("a valid key");
            match pos.status(&rules) {
                Status::Line { .. } => lines += 1,
                Status::NoMove => no_move += 1,
                Status::Ongoing => draws += usize::from(value == RefValue::Draw),
            }
        }
        assert_eq!(table.len(), 2_345_068, "reachable");
        assert_eq!(lines, 911_466, "terminal (line)");
        assert_eq!(no_move, 39_168, "no legal move");
        assert_eq!(draws, 0, "draws");
        assert_eq!(table[&key(&Position::START)], RefValue::Win(9), "start");
        let deepest = table
            .values()
            .filter_map(|&v| match v {
                RefValue::Win(n) => Some(n),
                _ => None,
            })
            .max();
        assert_eq!(deepest, Some(9), "deepest win");
        let at_deepest = table.values().filter(|&&v| v == RefValue::Win(9)).count();
        assert_eq!(at_deepest, 19, "positions at the deepest win");

        let loses = Variant::new(Reveal::Loses, Cover::Off, 2).expect("a valid variant");
        assert!(
            solved(&loses) == table,
            "cover = off: the reveal rules coincide"
        );
    }
}
