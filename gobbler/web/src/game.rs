//! The game record: `gobbler_rules::Game` (the start with the threshold the players' ranks
//! give, every turn, the position after each) and, for showing them, the reports of its Gobbler
//! moves.

use gobbler_rules::{GameError, GobblerPlay, Position, Side, Status, Turn, TurnError};

/// A game in progress or finished.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    inner: gobbler_rules::Game,
}

impl Game {
    /// A new game from the start with threshold `threshold`.
    #[must_use]
    pub fn new(threshold: u16) -> Game {
        let start = Position::START
            .with_threshold(threshold)
            .unwrap_or(Position::START);
        Game {
            inner: gobbler_rules::Game::new(start),
        }
    }

    /// The game written as `text` (turns separated by `;`) from the start with `threshold`.
    pub fn replay(threshold: u16, text: &str) -> Result<Game, GameError> {
        let start = Game::new(threshold).start();
        gobbler_rules::Game::parse(start, text).map(|inner| Game { inner })
    }

    /// The position now.
    #[must_use]
    pub fn position(&self) -> Position {
        *self.inner.position()
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> Position {
        *self.inner.start()
    }

    /// The threshold of this game.
    #[must_use]
    pub fn threshold(&self) -> u16 {
        self.start().threshold()
    }

    /// Every board of the game: the start, then the position after each turn.
    #[must_use]
    pub fn boards(&self) -> &[Position] {
        self.inner.positions()
    }

    /// The turns played, in order.
    #[must_use]
    pub fn turns(&self) -> &[Turn] {
        self.inner.turns()
    }

    /// True once the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        matches!(self.position().status(), Status::Over { .. })
    }

    /// Plays a turn of the side to move.
    pub fn play(&mut self, turn: Turn) -> Result<(), TurnError> {
        self.inner.play(turn).map(|_| ())
    }

    /// Takes back the last turn; false if there is none.
    pub fn undo(&mut self) -> bool {
        self.inner.undo().is_some()
    }

    /// The report of turn `i` if it is a Gobbler move (played again from the position before it).
    #[must_use]
    pub fn report(&self, i: usize) -> Option<GobblerPlay> {
        match self.inner.turns().get(i)? {
            Turn::Gobbler(mv) => self.inner.positions()[i].play_gobbler_move(mv).ok(),
            Turn::Littles(_) => None,
        }
    }

    /// The last turn's report, if it was a Gobbler move.
    #[must_use]
    pub fn last_play(&self) -> Option<GobblerPlay> {
        self.report(self.turns().len().checked_sub(1)?)
    }

    /// The most recent Gobbler move's report, and its turn index.
    #[must_use]
    pub fn latest_gobbler_play(&self) -> Option<(usize, GobblerPlay)> {
        (0..self.turns().len())
            .rev()
            .find_map(|i| self.report(i).map(|p| (i, p)))
    }

    /// The side that played turn `i` (the Littles play the even turns).
    #[must_use]
    pub fn side_of_turn(i: usize) -> Side {
        if i.is_multiple_of(2) {
            Side::Littles
        } else {
            Side::Gobblers
        }
    }

    /// The game as `gobbler.md` writes it: turns separated by `; `.
    #[must_use]
    pub fn text(&self) -> String {
        self.inner.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worked_example_replays_with_its_report() {
        let game = Game::replay(40, "pass; e5>c6>b4").unwrap();
        assert_eq!(game.turns().len(), 2);
        assert_eq!(game.position().eaten(), 4);
        assert_eq!(game.position().side(), Side::Littles);
        let play = game.last_play().unwrap();
        assert_eq!(play.hop_eaten, [1, 1]);
        assert_eq!(play.scatter_eaten, 2);
        assert_eq!(play.scattered().count(), 8);
        assert_eq!(game.text(), "pass; e5>c6>b4");
        // The rules crate's own replay reaches the same position.
        assert_eq!(
            game.position(),
            Position::START.play_game("pass; e5>c6>b4").unwrap()
        );
    }

    #[test]
    fn undo_returns_to_the_previous_position() {
        let mut game = Game::replay(40, "pass; e5>c6>b4").unwrap();
        assert_eq!(game.latest_gobbler_play().unwrap().0, 1);
        assert!(game.undo());
        assert_eq!(game.position(), Position::START.play_game("pass").unwrap());
        assert!(game.last_play().is_none());
        assert!(game.undo());
        assert_eq!(game.position(), Position::START);
        assert!(!game.undo());
    }

    #[test]
    fn a_bad_turn_names_its_number_and_changes_nothing_else() {
        let e = Game::replay(40, "pass; e5>c6").unwrap_err();
        assert_eq!(e.index, 2);
        assert_eq!(e.text, "e5>c6");
        assert!(Game::replay(40, "a1-a3").is_err());
        let mut game = Game::new(40);
        let bad = game.position().parse_turn("a1-c3").unwrap();
        assert!(game.play(bad).is_err());
        assert_eq!(game.turns().len(), 0);
    }

    #[test]
    fn the_threshold_is_the_players_one() {
        let game = Game::replay(43, "pass").unwrap();
        assert_eq!(game.threshold(), 43);
        assert_eq!(game.position().threshold(), 43);
    }
}
