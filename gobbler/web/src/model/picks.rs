//! What the position lets the person to move pick: the board drawn with the steps being made,
//! the squares a chosen Little may step to, the Gobblers that may move, and where a chosen
//! Gobbler may hop with what each landing would eat.

use gobbler_rules::{GobblerMove, Position, Square};

use super::{Landing, Model};

impl Model {
    /// The position drawn: the Littles' steps being made applied (counts only).
    #[must_use]
    pub fn shown(&self) -> Position {
        let pos = self.position();
        if self.steps.is_empty() {
            return pos;
        }
        let mut counts = *pos.counts();
        for s in &self.steps {
            counts[s.from.index()] -= 1;
            counts[s.to.index()] += 1;
        }
        Position::new(
            counts,
            pos.gobblers(),
            pos.side(),
            pos.eaten(),
            pos.threshold(),
        )
        .unwrap_or(pos)
    }

    /// How many steps of the turn being made leave `sq`.
    fn leaving(&self, sq: Square) -> u8 {
        self.steps.iter().filter(|s| s.from == sq).count() as u8
    }

    /// Whether a Little on `sq` may still step this turn.
    #[must_use]
    pub fn can_step_from(&self, sq: Square) -> bool {
        self.position().count(sq) > self.leaving(sq)
    }

    /// The squares the chosen Little may step to.
    #[must_use]
    pub fn step_targets(&self) -> Vec<Square> {
        let pos = self.position();
        match self.from {
            Some(from) => from.neighbours().filter(|&s| !pos.is_gobbler(s)).collect(),
            None => Vec::new(),
        }
    }

    /// The Gobblers that may move now (not starving), when the Gobbler player is to move.
    #[must_use]
    pub fn movable_gobblers(&self) -> Vec<Square> {
        let mut out: Vec<Square> = self
            .position()
            .gobbler_moves()
            .iter()
            .map(GobblerMove::from)
            .collect();
        out.dedup();
        out
    }

    /// Where the chosen Gobbler may hop next, with what each landing would eat.
    #[must_use]
    pub fn landings(&self) -> Vec<Landing> {
        let pos = self.position();
        let moves = pos.gobbler_moves();
        let mut out: Vec<Landing> = Vec::new();
        match self.path.as_slice() {
            [g] => {
                for mv in moves.iter().filter(|m| m.from() == *g) {
                    let s1 = mv.path()[1];
                    if out.iter().any(|l| l.square == s1) {
                        continue;
                    }
                    if mv.hops() == 1 {
                        out.push(landing(&pos, *mv, s1));
                    } else {
                        out.push(Landing {
                            square: s1,
                            ends: None,
                            hops: pos.count(s1),
                            scatter: 0,
                        });
                    }
                }
            }
            [g, s1] => {
                for mv in moves
                    .iter()
                    .filter(|m| m.hops() == 2 && m.from() == *g && m.path()[1] == *s1)
                {
                    out.push(landing(&pos, *mv, mv.to()));
                }
            }
            _ => {}
        }
        out
    }
}

fn landing(pos: &Position, mv: GobblerMove, square: Square) -> Landing {
    let (hops, scatter) = match pos.play_gobbler_move(&mv) {
        Ok(p) => (p.hop_eaten[0] + p.hop_eaten[1], p.scatter_eaten),
        Err(_) => (0, 0),
    };
    Landing {
        square,
        ends: Some(mv),
        hops,
        scatter,
    }
}
