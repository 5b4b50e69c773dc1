//! What the client decides without the tablebase: a short search.
//!
//! [`local_value`] returns the exact value of every position whose value is `Win(0)`, `Loss(0)`,
//! `Win(1)`, `Loss(1)`, `Loss(2)`, `Win(2)` or `Win(3)`, and `None` for every other position:
//!
//! * `Win(1)` ⟺ some child is `Loss(0)` (a move shows the mover's line, or leaves the opponent
//!   without a legal move);
//! * `Loss(1)` ⟺ every child is `Win(0)` (with `reveal = loses`, every move reveals an opponent
//!   line);
//! * `Loss(2)` ⟺ every child is `Win(0)` or `Win(1)`, and the children's own `Win(1)`/`Win(0)` are
//!   recognised by the same one-ply test (together: `short_value`, a depth-2 search);
//! * `Win(k + 1)` for `k` = 1 or 2 ⟺ not one of the above, and the shortest loss among the
//!   children that `short_value` decides is `Loss(k)`: a child that loses in one or two plies
//!   is always recognised, so the search finds every win in two or three plies.
//!
//! `Win(3)` alone is 45 % of the values the depth-2 search left to the table (standard rules):
//! deciding it here halves the tablebase for one more ply of search on the side that wins.
//!
//! Because the set it decides is defined by value alone, the shard tool stores exactly the
//! positions whose value is outside that set, without running this search, and `shard-tool
//! verify` runs it on every reachable position to prove the two agree.

use gobblet_rules::{Position, Value, Variant};

/// The values [`local_value`] decides; everything else is stored in the tablebase.
#[must_use]
pub fn is_local(value: Value) -> bool {
    matches!(value, Value::Win(0..=3) | Value::Loss(0..=2))
}

/// The value of a position over in at most one ply: terminal, or a move that ends the game.
fn one_ply(variant: &Variant, pos: &Position) -> Option<Value> {
    if let Some(v) = pos.terminal_value(variant) {
        return Some(v);
    }
    let me = pos.side_to_move();
    for &mv in pos.legal_moves(variant).iter() {
        let child = pos.play(mv);
        let child_lost = match child.line_winner(variant) {
            Some((winner, _)) => winner == me,
            None => !child.has_legal_move(variant),
        };
        if child_lost {
            return Some(Value::Win(1));
        }
    }
    None
}

/// The exact value of `pos` if it is local ([`is_local`]); otherwise `None` (look it up).
#[must_use]
pub fn local_value(variant: &Variant, pos: &Position) -> Option<Value> {
    if let Some(v) = short_value(variant, pos) {
        return Some(v);
    }
    let mut shortest = None;
    for &mv in pos.legal_moves(variant).iter() {
        if let Some(Value::Loss(n)) = short_value(variant, &pos.play(mv)) {
            shortest = Some(shortest.map_or(n, |s: u8| s.min(n)));
            if n == 1 {
                break; // nothing shorter is left: a Loss(0) child made `pos` a Win(1)
            }
        }
    }
    shortest.map(|n| Value::Win(n + 1))
}

/// The exact value of `pos` if it is `Win(0)`, `Loss(0)`, `Win(1)`, `Loss(1)` or `Loss(2)`;
/// otherwise `None`.
fn short_value(variant: &Variant, pos: &Position) -> Option<Value> {
    if let Some(v) = one_ply(variant, pos) {
        return Some(v);
    }
    // Every child must be a win for the opponent within one ply; a child lost on the spot
    // would have made `pos` a Win(1) above.
    let mut longest = 0;
    for &mv in pos.legal_moves(variant).iter() {
        match one_ply(variant, &pos.play(mv)) {
            Some(Value::Win(n)) => longest = longest.max(n),
            _ => return None,
        }
    }
    Some(Value::Loss(longest + 1))
}
