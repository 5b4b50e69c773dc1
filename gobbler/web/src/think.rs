//! The computer's turn, as the Web Worker asks for it: a position in notation, a level and a
//! budget in, a turn in notation out ([`think`]); and the strong player's advice for the
//! reader, its suggested turn with its estimate ([`advise`], carried back as [`Advice`]'s wire
//! text). `web` exports both to JavaScript; the worker passes a clock read from
//! `performance.now()`.
//!
//! The worker carries a failure back as a string only, so [`ThinkError`] travels as a short
//! code ([`ThinkError::to_wire`]) that the page reads back as the same typed error
//! ([`ThinkError::from_wire`]) and words in its own language.

use gobbler_ai::{choose, ChooseError, Decision, Level};
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

/// The strong player's advice for the side to move: the turn it would play (in notation) and
/// the Littles it expects eaten by the end ([`gobbler_ai::expected_end`] of its
/// [`gobbler_ai::Decision::estimate`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// The suggested turn, in notation.
    pub turn: String,
    /// The Littles expected eaten by the end, if the search valued a turn within the budget.
    pub estimate: Option<f32>,
}

impl Advice {
    /// The string the worker carries back: the estimate (`-` for none), a space, the turn.
    #[must_use]
    pub fn to_wire(&self) -> String {
        match self.estimate {
            Some(v) => format!("{v} {}", self.turn),
            None => format!("- {}", self.turn),
        }
    }

    /// The advice [`Advice::to_wire`] wrote, or `None` for a string that is not one. The turn is
    /// not checked here: the page reads it in its own position.
    #[must_use]
    pub fn from_wire(wire: &str) -> Option<Advice> {
        let (value, turn) = wire.split_once(' ')?;
        let estimate = match value {
            "-" => None,
            v => Some(v.parse::<f32>().ok().filter(|v| v.is_finite())?),
        };
        (!turn.is_empty()).then(|| Advice {
            turn: turn.to_string(),
            estimate,
        })
    }
}

/// The position of `text`, or why it cannot be read.
fn read_position(text: &str) -> Result<Position, ThinkError> {
    Position::parse(text).map_err(|why| ThinkError::Position {
        text: text.to_string(),
        why,
    })
}

/// The level's decision in `pos` within `budget_ms` read from `clock`.
fn decide(
    pos: &Position,
    level: Level,
    budget_ms: f64,
    clock: &mut dyn FnMut() -> f64,
    seed: u64,
) -> Result<Decision, ThinkError> {
    let mut clock = clock;
    choose(pos, level, budget_ms, &mut clock, seed).map_err(|e| match e {
        ChooseError::GameOver => ThinkError::GameOver,
    })
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
    let pos = read_position(position)?;
    let level: Level = level
        .parse()
        .map_err(|_| ThinkError::Level(level.to_string()))?;
    decide(&pos, level, budget_ms, clock, seed).map(|d| d.turn.to_string())
}

/// The strong player's advice for the side to move in `position` (notation) within `budget_ms`
/// read from `clock`: the turn it would play and the Littles it expects eaten by the end (its
/// search's value calibrated to strong play: [`gobbler_ai::expected_end`]), or why there is none.
pub fn advise(
    position: &str,
    budget_ms: f64,
    clock: &mut dyn FnMut() -> f64,
    seed: u64,
) -> Result<Advice, ThinkError> {
    let pos = read_position(position)?;
    decide(&pos, Level::Strong, budget_ms, clock, seed).map(|d| Advice {
        turn: d.turn.to_string(),
        estimate: d.estimate.map(|v| gobbler_ai::expected_end(&pos, v)),
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
    fn the_advice_is_the_strong_players_turn_with_its_estimate_and_survives_the_worker() {
        let pos = Position::START.play_game("pass").unwrap();
        let ticking = || {
            let mut now = 0.0;
            move || {
                now += 0.5;
                now
            }
        };
        let advice = advise(&pos.to_string(), 100.0, &mut ticking(), 3).unwrap();
        // The strong player's decision on the same clock, its estimate calibrated.
        let d = choose(&pos, Level::Strong, 100.0, &mut ticking(), 3).unwrap();
        assert_eq!(advice.turn, d.turn.to_string());
        assert_eq!(
            advice.estimate,
            d.estimate.map(|v| gobbler_ai::expected_end(&pos, v))
        );
        assert!(pos
            .apply_turn(&pos.parse_turn(&advice.turn).unwrap())
            .is_ok());
        let v = advice
            .estimate
            .expect("the strong player values the position");
        assert!(v >= 0.0, "{v}");
        assert_eq!(Advice::from_wire(&advice.to_wire()), Some(advice));
        for a in [
            Advice {
                turn: "b2-c3 d4-e5".into(),
                estimate: Some(37.25),
            },
            Advice {
                turn: "pass".into(),
                estimate: None,
            },
        ] {
            assert_eq!(Advice::from_wire(&a.to_wire()), Some(a));
        }
        for bad in ["", "37.5", "- ", "x pass", "NaN pass", "inf e5>c6"] {
            assert_eq!(Advice::from_wire(bad), None, "{bad}");
        }
        let mut clock = || 0.0;
        assert!(matches!(
            advise("nonsense", 10.0, &mut clock, 1),
            Err(ThinkError::Position { .. })
        ));
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
