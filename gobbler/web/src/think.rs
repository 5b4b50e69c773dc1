//! The computer's turn, as the Web Worker asks for it: a position in notation, a level and a
//! budget in, a turn in notation out. `web` exports it to JavaScript; the worker passes a clock
//! read from `performance.now()`.
//!
//! The worker carries a failure back as a string only, so [`ThinkError`] travels as a short
//! code ([`ThinkError::to_wire`]) that the page reads back as the same typed error
//! ([`ThinkError::from_wire`]) and words in its own language.

use gobbler_ai::{choose, ChooseError, Level};
use gobbler_rules::{Position, PositionParseError};

/// Why the computer has no turn to give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkError {
    /// The position is not readable notation: the text as it came, and why.
    Position {
        /// The position as written.
        text: String,
        /// What is wrong with it.
        why: PositionParseError,
    },
    /// No such level (the level as written).
    Level(String),
    /// The game is over: there is no turn to choose.
    GameOver,
}

impl ThinkError {
    /// The string the worker carries back: `position:<text>`, `level:<name>` or `over` (the
    /// input that fails, so the page finds the same error again).
    #[must_use]
    pub fn to_wire(&self) -> String {
        match self {
            ThinkError::Position { text, .. } => format!("position:{text}"),
            ThinkError::Level(name) => format!("level:{name}"),
            ThinkError::GameOver => "over".into(),
        }
    }

    /// The error [`ThinkError::to_wire`] wrote, or `None` for a string that is not one (the
    /// worker failed in some other way).
    #[must_use]
    pub fn from_wire(wire: &str) -> Option<ThinkError> {
        if wire == "over" {
            return Some(ThinkError::GameOver);
        }
        let (kind, text) = wire.split_once(':')?;
        match kind {
            "position" => Position::parse(text).err().map(|why| ThinkError::Position {
                text: text.to_string(),
                why,
            }),
            "level" => text
                .parse::<Level>()
                .is_err()
                .then(|| ThinkError::Level(text.to_string())),
            _ => None,
        }
    }
}

/// Chooses a turn for the side to move in `position` (notation) at `level` (`easy`, `medium`,
/// `strong`) within `budget_ms` read from `clock` (milliseconds); the turn in notation, or why
/// there is none.
pub fn think(
    position: &str,
    level: &str,
    budget_ms: f64,
    clock: &mut dyn FnMut() -> f64,
    seed: u64,
) -> Result<String, ThinkError> {
    let pos = Position::parse(position).map_err(|why| ThinkError::Position {
        text: position.to_string(),
        why,
    })?;
    let level: Level = level
        .parse()
        .map_err(|_| ThinkError::Level(level.to_string()))?;
    let mut clock = clock;
    choose(&pos, level, budget_ms, &mut clock, seed)
        .map(|d| d.turn.to_string())
        .map_err(|e| match e {
            ChooseError::GameOver => ThinkError::GameOver,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_is_a_legal_turn_of_the_side_to_move() {
        let mut clock = || 0.0;
        let mut pos = Position::START;
        for seed in 0..40 {
            if pos.status() != gobbler_rules::Status::Ongoing {
                break;
            }
            let text = think(&pos.to_string(), "easy", 50.0, &mut clock, seed).unwrap();
            let turn = pos.parse_turn(&text).unwrap();
            pos = pos.apply_turn(&turn).unwrap();
        }
        assert!(pos.eaten() > 0);
    }

    #[test]
    fn bad_input_and_finished_games_are_errors_that_survive_the_worker() {
        let mut clock = || 0.0;
        let bad = think("nonsense", "easy", 10.0, &mut clock, 1).unwrap_err();
        assert!(matches!(&bad, ThinkError::Position { text, .. } if text == "nonsense"));
        let start = Position::START.to_string();
        let level = think(&start, "grandmaster", 10.0, &mut clock, 1).unwrap_err();
        assert_eq!(level, ThinkError::Level("grandmaster".into()));
        for e in [bad, level, ThinkError::GameOver] {
            assert_eq!(ThinkError::from_wire(&e.to_wire()), Some(e));
        }
        // Anything else the worker may say is not one of these.
        for other in [
            "",
            "over ",
            "level:easy",
            "position:start",
            "RuntimeError: unreachable",
        ] {
            assert_eq!(ThinkError::from_wire(other), None, "{other}");
        }
        // No Gobbler left: nothing to choose.
        let mut counts = [0; 64];
        counts[0] = 60;
        let over = Position::new(
            counts,
            gobbler_rules::SquareSet::EMPTY,
            gobbler_rules::Side::Littles,
            0,
            40,
        )
        .unwrap();
        assert_eq!(
            think(&over.to_string(), "strong", 10.0, &mut clock, 1),
            Err(ThinkError::GameOver)
        );
    }

    #[test]
    fn every_level_answers_within_a_fake_budget() {
        let pos = Position::START.play_game("pass").unwrap();
        for level in ["easy", "medium", "strong"] {
            let mut now = 0.0;
            let mut clock = || {
                now += 1.0;
                now
            };
            let text = think(&pos.to_string(), level, 50.0, &mut clock, 3).unwrap();
            assert!(
                pos.apply_turn(&pos.parse_turn(&text).unwrap()).is_ok(),
                "{level}: {text}"
            );
        }
    }
}
