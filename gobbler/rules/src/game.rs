//! Turns of either side and games: turns separated by `;` (`pass; e5>c6>b4; b6-c7 a2-b3`).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::{
    GobblerError, GobblerMove, LittlesError, LittlesTurn, Position, Side, Status, TurnParseError,
};

/// A turn of either side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The Littles player's turn.
    Littles(LittlesTurn),
    /// The Gobbler player's move.
    Gobbler(GobblerMove),
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Turn::Littles(t) => t.fmt(f),
            Turn::Gobbler(m) => m.fmt(f),
        }
    }
}

/// Why one turn could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// The text is not a turn of the side to move.
    Parse(TurnParseError),
    /// The Littles turn is illegal.
    Littles(LittlesError),
    /// The Gobbler move is illegal.
    Gobbler(GobblerError),
    /// The game is already over.
    GameOver,
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::Parse(e) => e.fmt(f),
            TurnError::Littles(e) => e.fmt(f),
            TurnError::Gobbler(e) => e.fmt(f),
            TurnError::GameOver => f.write_str("the game is already over"),
        }
    }
}

impl core::error::Error for TurnError {}

/// A game that could not be played to its end: which turn (from 1), its text, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    /// The turn's number, from 1.
    pub index: usize,
    /// The turn as written.
    pub text: String,
    /// What is wrong with it.
    pub error: TurnError,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "turn {} ({}): {}", self.index, self.text, self.error)
    }
}

impl core::error::Error for GameError {}

/// A game: its start and the turns played, each checked, with the position after each.
///
/// ```
/// use gobbler_rules::{Game, Position};
/// let mut game = Game::parse(Position::START, "pass; e5>c6>b4").unwrap();
/// assert_eq!(game.position().eaten(), 4);
/// assert_eq!(game.to_string(), "pass; e5>c6>b4");
/// game.undo();
/// assert_eq!(game.to_string(), "pass");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    turns: Vec<Turn>,
}

impl Game {
    /// A game with no turn yet.
    #[must_use]
    pub fn new(start: Position) -> Game {
        Game {
            positions: alloc::vec![start],
            turns: Vec::new(),
        }
    }

    /// Plays `text` (turns separated by `;`; empty text: no turn) from `start`.
    pub fn parse(start: Position, text: &str) -> Result<Game, GameError> {
        let mut game = Game::new(start);
        if text.trim().is_empty() {
            return Ok(game);
        }
        for (i, part) in text.split(';').enumerate() {
            let fail = |error| GameError {
                index: i + 1,
                text: part.trim().to_string(),
                error,
            };
            let pos = game.position();
            if let Status::Over { .. } = pos.status() {
                return Err(fail(TurnError::GameOver));
            }
            let turn = pos
                .parse_turn(part)
                .map_err(|e| fail(TurnError::Parse(e)))?;
            game.play(turn).map_err(fail)?;
        }
        Ok(game)
    }

    /// Plays one turn of the side to move.
    pub fn play(&mut self, turn: Turn) -> Result<&Position, TurnError> {
        let next = self.position().apply_turn(&turn)?;
        self.positions.push(next);
        self.turns.push(turn);
        Ok(self.position())
    }

    /// Takes back the last turn, if any.
    pub fn undo(&mut self) -> Option<Turn> {
        let turn = self.turns.pop()?;
        self.positions.pop();
        Some(turn)
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The position reached.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.positions[self.positions.len() - 1]
    }

    /// The start and the position after each turn.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The turns played.
    #[must_use]
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }
}

impl fmt::Display for Game {
    /// The turns separated by `; ` (empty for no turn).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, turn) in self.turns.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{turn}")?;
        }
        Ok(())
    }
}

impl Position {
    /// Reads `text` as a turn of the side to move: a Littles turn (`pass`, `b2-c3 h7-g6`) or a
    /// Gobbler move (`e5>c6>b4`).
    pub fn parse_turn(&self, text: &str) -> Result<Turn, TurnParseError> {
        match self.side {
            Side::Littles => text.parse().map(Turn::Littles),
            Side::Gobblers => text.parse().map(Turn::Gobbler),
        }
    }

    /// Plays one turn of the side to move.
    pub fn apply_turn(&self, turn: &Turn) -> Result<Position, TurnError> {
        if let Status::Over { .. } = self.status() {
            return Err(TurnError::GameOver);
        }
        match turn {
            Turn::Littles(t) => self.apply_littles_turn(t).map_err(TurnError::Littles),
            Turn::Gobbler(m) => self.apply_gobbler_move(m).map_err(TurnError::Gobbler),
        }
    }

    /// Plays a game written as turns separated by `;` (empty text: no turn) and returns the
    /// position reached (see [`Game`] to keep the turns).
    pub fn play_game(&self, text: &str) -> Result<Position, GameError> {
        Game::parse(*self, text).map(|game| *game.position())
    }
}
