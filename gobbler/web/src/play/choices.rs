//! What the board offers the person to move right now, worked out once per draw and read by
//! both the board and the panel.

use gobbler_rules::{Position, Side, Square, SquareSet};

use crate::model::{Landing, Model};

/// The picks open to the person to move (all empty while the computer moves or the game is
/// over, except the starving Gobblers, which are shown to everyone).
#[derive(Clone, Debug)]
pub struct Choices {
    /// The position drawn: the steps being made applied ([`Model::shown`]).
    pub shown: Position,
    /// True when a person is to move.
    pub person: bool,
    /// The Gobblers that starve this turn (on the Gobbler player's turn).
    pub starving: SquareSet,
    /// Where the chosen Little may step.
    pub targets: Vec<Square>,
    /// Where the chosen Gobbler may hop, with what each landing eats.
    pub landings: Vec<Landing>,
    /// The Gobblers that may be chosen (none chosen yet).
    pub movable: Vec<Square>,
}

impl Choices {
    /// The picks of the page `m`.
    #[must_use]
    pub fn of(m: &Model) -> Choices {
        let pos = m.position();
        // Nothing is picked on a past position (`Model::reviewed` keeps `review`).
        let person = m.person_to_move() && m.review.is_none();
        let gobblers = pos.side() == Side::Gobblers;
        Choices {
            shown: m.shown(),
            person,
            starving: if gobblers {
                pos.starving()
            } else {
                SquareSet::EMPTY
            },
            targets: if person { m.step_targets() } else { Vec::new() },
            landings: if person && gobblers {
                m.landings()
            } else {
                Vec::new()
            },
            movable: if person && gobblers && m.path.is_empty() {
                m.movable_gobblers()
            } else {
                Vec::new()
            },
        }
    }
}
