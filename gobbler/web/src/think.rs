//! The computer's turn, as the Web Worker asks for it: a position in notation, a level and a
//! budget in, a turn in notation out. `web` exports it to JavaScript; the worker passes a clock
//! read from `performance.now()`.

use gobbler_rules::{LittlesTurn, Position, Side, Square, Step, Turn};

/// Chooses a turn for the side to move in `position` (notation) at `level` (`easy`, `medium`,
/// `strong`) within `budget_ms` read from `clock`; the turn in notation, or why there is none.
pub fn think(
    position: &str,
    level: &str,
    budget_ms: f64,
    clock: &mut dyn FnMut() -> f64,
    seed: u64,
) -> Result<String, String> {
    let pos = Position::parse(position).map_err(|e| e.to_string())?;
    let _ = (level, budget_ms, clock());
    random_turn(&pos, seed)
        .map(|t| t.to_string())
        .ok_or_else(|| "the game is over: there is no turn to choose".to_string())
}

/// A random legal turn (until the computer players land).
fn random_turn(pos: &Position, seed: u64) -> Option<Turn> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    match pos.side() {
        Side::Gobblers => {
            let moves = pos.gobbler_moves();
            if moves.is_empty() {
                return None;
            }
            Some(Turn::Gobbler(moves[(next() % moves.len() as u64) as usize]))
        }
        Side::Littles => {
            if pos.gobblers().is_empty() {
                return None;
            }
            let mut steps: Vec<Step> = Vec::new();
            for _ in 0..40 {
                if steps.len() == 3 {
                    break;
                }
                let from = Square::new((next() % 64) as u8);
                let Some(to) = from.neighbours().nth((next() % 8) as usize) else {
                    continue;
                };
                let mut trial = steps.clone();
                trial.push(Step::new(from, to));
                let turn = LittlesTurn::new(&trial)?;
                if pos.check_littles_turn(&turn).is_ok() {
                    steps = trial;
                }
            }
            Some(Turn::Littles(LittlesTurn::new(&steps)?))
        }
    }
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
            let text = think(&pos.to_string(), "strong", 50.0, &mut clock, seed).unwrap();
            let turn = pos.parse_turn(&text).unwrap();
            pos = pos.apply_turn(&turn).unwrap();
        }
        assert!(pos.eaten() > 0);
    }

    #[test]
    fn bad_positions_and_finished_games_are_errors() {
        let mut clock = || 0.0;
        assert!(think("nonsense", "easy", 10.0, &mut clock, 1).is_err());
    }
}
