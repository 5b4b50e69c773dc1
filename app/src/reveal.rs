//! The reveal rule read the *Stack Tic Tac Toe* way (`reveal = loses`): every lift is allowed,
//! and a move after which the opponent shows a line loses at once, even if the mover completed
//! a line too (`docs/rules.md`). Which moves do so, and why a game ended so.

use gobblet_rules::{Move, Position, Reveal, Variant};

/// The lines a move left showing, when it revealed an opponent line under `reveal = loses`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Revealed {
    /// The opponent's lines showing after the move (a bit set over `LINES`): it wins.
    pub lines: u8,
    /// The mover's own lines showing after the move: they do not count.
    pub own: u8,
}

/// Whether `after` (a position just reached) was lost by its mover by revealing a line of the
/// side now to move, under `rules`; the lines if so. Always `None` under `reveal = must-cover`.
#[must_use]
pub fn revealed_at(rules: &Variant, after: &Position) -> Option<Revealed> {
    if rules.reveal != Reveal::Loses {
        return None;
    }
    let winner = after.side_to_move();
    let lines = after.lines(winner);
    (lines != 0).then(|| Revealed {
        lines,
        own: after.lines(winner.opponent()),
    })
}

/// Whether the legal move `mv` of `pos` reveals an opponent line under `rules` (and so loses
/// at once); the lines if so.
#[must_use]
pub fn revealed_by(rules: &Variant, pos: &Position, mv: Move) -> Option<Revealed> {
    // Asked of every listed move at every redraw: no move is played under must-cover.
    if rules.reveal != Reveal::Loses {
        return None;
    }
    revealed_at(rules, &pos.play(mv))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pinned_lift_reveals_under_loses_only() {
        let loses: Variant = "reveal=loses".parse().unwrap();
        // P1's large piece on a3 hides P2's column a; S@c3 wins, a3-c3 completes column c too.
        let pos: Position = "sL,.,./l,l,S/m,.,M 1".parse().unwrap();
        let lift = "a3-c3".parse().unwrap();
        assert!(pos.check_move(&Variant::STANDARD, lift).is_err());
        let r = revealed_by(&loses, &pos, lift).expect("reveals column a");
        assert_eq!(r.lines.count_ones(), 1);
        assert_eq!(r.own.count_ones(), 1, "column c is P1's too");
        assert_eq!(revealed_by(&loses, &pos, "S@c3".parse().unwrap()), None);
        assert_eq!(revealed_by(&Variant::STANDARD, &pos, lift), None);
    }
}
