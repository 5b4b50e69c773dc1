//! Game review: each played move judged against the table, and the points of the value graph.
//!
//! A move is judged from the values of every legal move of the position it was played in (as
//! [`gobblet_tablebase::Tablebase::moves_with`] gives them, for the side that plays them): if
//! any is unknown the verdict is [`Verdict::Unknown`], never a guess.

use gobblet_rules::{Move, Player, Value};
use gobblet_tablebase::Lookup;

/// What a played move did to its player's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// A best move of a won or drawn position: the fastest win, or a move that holds the draw.
    Best,
    /// A best move of a lost position: it holds out longest.
    HeldOut,
    /// The position was won and still is, but the win takes longer than it had to.
    Slower,
    /// The position was lost anyway, and the move loses sooner than it had to.
    Sooner,
    /// A blunder: a won position no longer won, or a drawn one now lost.
    Blunder,
    /// A value needed to judge the move is not known (a chunk could not be had, or is coming).
    Unknown,
}

impl Verdict {
    /// Every verdict, in the order the legend lists them.
    pub const ALL: [Verdict; 6] = [
        Verdict::Best,
        Verdict::HeldOut,
        Verdict::Slower,
        Verdict::Sooner,
        Verdict::Blunder,
        Verdict::Unknown,
    ];

    /// The verdict's name in the page (`data-verdict`, a CSS class).
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::HeldOut => "held",
            Verdict::Slower => "slower",
            Verdict::Sooner => "sooner",
            Verdict::Blunder => "blunder",
            Verdict::Unknown => "unknown",
        }
    }
}

/// A played move judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The verdict.
    pub verdict: Verdict,
    /// The played move's value for its player, if known.
    pub played: Option<Value>,
    /// The best value the position offered its side to move, if every move's value is known.
    pub best: Option<Value>,
    /// The moves that reach [`Judged::best`] (empty when it is unknown).
    pub best_moves: Vec<Move>,
}

/// How good a value is for the side that has it: larger is better (fastest win first,
/// longest loss last among losses).
#[must_use]
pub fn goodness(v: Value) -> i32 {
    match v {
        Value::Win(n) => 1000 - i32::from(n),
        Value::Draw => 0,
        Value::Loss(n) => -1000 + i32::from(n),
    }
}

/// Judges `played` among `moves` (every legal move of the position with its value for the
/// side to move). A move not among them is [`Verdict::Unknown`].
#[must_use]
pub fn judge(moves: &[(Move, Lookup)], played: Move) -> Judged {
    let played_value = moves.iter().find_map(|(m, l)| match l {
        Lookup::Known(v) if *m == played => Some(*v),
        _ => None,
    });
    let known: Option<Vec<(Move, Value)>> = moves
        .iter()
        .map(|(m, l)| match l {
            Lookup::Known(v) => Some((*m, *v)),
            _ => None,
        })
        .collect();
    let best = known
        .as_ref()
        .and_then(|k| k.iter().map(|(_, v)| *v).max_by_key(|v| goodness(*v)));
    let best_moves = match (&known, best) {
        (Some(k), Some(b)) => k.iter().filter(|(_, v)| *v == b).map(|(m, _)| *m).collect(),
        _ => Vec::new(),
    };
    let verdict = match (played_value, best) {
        (Some(p), Some(b)) => verdict_of(p, b),
        _ => Verdict::Unknown,
    };
    Judged {
        verdict,
        played: played_value,
        best,
        best_moves,
    }
}

/// The verdict of a move worth `played` where the best move was worth `best` (both for the
/// mover).
#[must_use]
pub fn verdict_of(played: Value, best: Value) -> Verdict {
    match (best, played) {
        (b, p) if b == p => match b {
            Value::Loss(_) => Verdict::HeldOut,
            _ => Verdict::Best,
        },
        (Value::Win(_), Value::Win(_)) => Verdict::Slower,
        (Value::Loss(_), Value::Loss(_)) => Verdict::Sooner,
        _ => Verdict::Blunder,
    }
}

/// A point of the value graph: the distance to the result, above the axis when P1 wins and
/// below when P2 wins, on it for a draw (the graph reads as one curve, not a zigzag).
#[must_use]
pub fn height(value: Value, side_to_move: Player) -> i32 {
    let n = value.plies().map_or(0, i32::from);
    match (value, side_to_move) {
        (Value::Draw, _) => 0,
        (Value::Win(_), Player::P1) | (Value::Loss(_), Player::P2) => n,
        _ => -n,
    }
}

/// The winner a value means for the position's side to move (`None`: a draw).
#[must_use]
pub fn winner(value: Value, side_to_move: Player) -> Option<Player> {
    match value {
        Value::Win(_) => Some(side_to_move),
        Value::Loss(_) => Some(side_to_move.opponent()),
        Value::Draw => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobblet_rules::{Position, Variant};

    fn moves(values: &[Lookup]) -> Vec<(Move, Lookup)> {
        let all = Position::START.legal_moves(&Variant::STANDARD);
        values
            .iter()
            .enumerate()
            .map(|(i, l)| (all[i], *l))
            .collect()
    }

    #[test]
    fn every_pair_of_values_gets_its_verdict() {
        use Value::{Draw, Loss, Win};
        let cases = [
            (Win(3), Win(3), Verdict::Best),
            (Win(5), Win(3), Verdict::Slower),
            (Draw, Win(3), Verdict::Blunder),
            (Loss(4), Win(3), Verdict::Blunder),
            (Draw, Draw, Verdict::Best),
            (Loss(2), Draw, Verdict::Blunder),
            (Loss(6), Loss(6), Verdict::HeldOut),
            (Loss(2), Loss(6), Verdict::Sooner),
        ];
        for (played, best, want) in cases {
            assert_eq!(verdict_of(played, best), want, "{played} where {best}");
        }
    }

    #[test]
    fn an_unknown_value_is_never_guessed() {
        let m = moves(&[Lookup::Known(Value::Win(1)), Lookup::NeedShard(3)]);
        let j = judge(&m, m[0].0);
        assert_eq!(j.verdict, Verdict::Unknown);
        assert_eq!(j.played, Some(Value::Win(1)));
        assert_eq!(j.best, None);
        assert!(j.best_moves.is_empty());
        let j = judge(&m, m[1].0);
        assert_eq!((j.verdict, j.played), (Verdict::Unknown, None));
    }

    #[test]
    fn the_best_moves_are_named() {
        let m = moves(&[
            Lookup::Known(Value::Win(5)),
            Lookup::Known(Value::Loss(2)),
            Lookup::Known(Value::Win(3)),
            Lookup::Known(Value::Win(3)),
        ]);
        let j = judge(&m, m[1].0);
        assert_eq!(j.verdict, Verdict::Blunder);
        assert_eq!(j.best, Some(Value::Win(3)));
        assert_eq!(j.best_moves, vec![m[2].0, m[3].0]);
        assert_eq!(judge(&m, m[0].0).verdict, Verdict::Slower);
        assert_eq!(judge(&m, m[3].0).verdict, Verdict::Best);
    }

    #[test]
    fn heights_follow_the_winner() {
        assert_eq!(height(Value::Win(13), Player::P1), 13);
        assert_eq!(height(Value::Loss(12), Player::P2), 12);
        assert_eq!(height(Value::Win(3), Player::P2), -3);
        assert_eq!(height(Value::Loss(2), Player::P1), -2);
        assert_eq!(height(Value::Draw, Player::P2), 0);
        assert_eq!(winner(Value::Loss(0), Player::P2), Some(Player::P1));
    }
}
