//! The computer's turn, as the Web Worker asks for it: a position in notation, a level and a
//! budget in, a turn in notation out. `web` exports it to JavaScript; the worker passes a clock
//! read from `performance.now()`.

use gobbler_ai::{choose, Level};
use gobbler_rules::Position;

/// Chooses a turn for the side to move in `position` (notation) at `level` (`easy`, `medium`,
/// `strong`) within `budget_ms` read from `clock` (milliseconds); the turn in notation, or why
/// there is none.
pub fn think(
    position: &str,
    level: &str,
    budget_ms: f64,
    clock: &mut dyn FnMut() -> f64,
    seed: u64,
) -> Result<String, String> {
    let pos = Position::parse(position).map_err(|e| e.to_string())?;
    let level: Level = level
        .parse()
        .map_err(|e: gobbler_ai::LevelParseError| e.to_string())?;
    let mut clock = clock;
    choose(&pos, level, budget_ms, &mut clock, seed)
        .map(|d| d.turn.to_string())
        .map_err(|e| e.to_string())
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
    fn bad_input_and_finished_games_are_errors() {
        let mut clock = || 0.0;
        assert!(think("nonsense", "easy", 10.0, &mut clock, 1).is_err());
        let start = Position::START.to_string();
        assert!(think(&start, "grandmaster", 10.0, &mut clock, 1)
            .unwrap_err()
            .contains("grandmaster"));
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
        assert!(think(&over.to_string(), "strong", 10.0, &mut clock, 1).is_err());
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
