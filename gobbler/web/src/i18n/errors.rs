//! The rules' own errors in words: why a turn or a position is refused, as the page tells it
//! inside a notice. The English reads as the rules crate's `Display` (which the command line
//! prints); every language words every variant, the compiler insists none is missing.
//!
//! These are parts of sentences (lower case, no full stop): a notice puts them in one.

use gobbler_rules::{
    GameError, GobblerError, LittlesError, PositionError, PositionParseError, TurnError,
    TurnParseError, MAX_THRESHOLD,
};

use super::table::fill;

crate::message_table! {
    /// Why the rules refuse a turn, a game or a position.
    pub struct ErrorText {
        game_turn,
        turn_game_over,
        parse_empty,
        parse_too_many_steps,
        parse_step_shape,
        parse_path_shape,
        parse_unknown_square,
        littles_not_their_turn,
        littles_game_over,
        littles_not_neighbour,
        littles_onto_gobbler,
        littles_from_gobbler,
        littles_stepping_twice,
        littles_stepping_twice_arrived,
        gobbler_not_their_turn,
        gobbler_game_over,
        gobbler_no_gobbler,
        gobbler_starved,
        gobbler_not_knight_hop,
        gobbler_onto_gobbler,
        gobbler_ends_after_first_hop,
        gobbler_eats_fewer_than_two,
        position_fields,
        position_ranks,
        position_squares,
        position_square_text,
        position_side,
        position_eaten,
        position_threshold,
        position_invalid,
        too_many_gobblers,
        littles_on_gobbler,
        total,
        threshold_above,
    }
}

impl ErrorText {
    /// A game that could not be played to its end: which turn, as written, and why.
    #[must_use]
    pub fn game(&self, e: &GameError) -> String {
        fill(self.game_turn, &[&e.index, &e.text, &self.turn(&e.error)])
    }

    /// Why one turn could not be played.
    #[must_use]
    pub fn turn(&self, e: &TurnError) -> String {
        match e {
            TurnError::Parse(e) => self.parse(e),
            TurnError::Littles(e) => self.littles(e),
            TurnError::Gobbler(e) => self.gobbler(e),
            TurnError::GameOver => self.turn_game_over.into(),
        }
    }

    /// Why a text is not a turn.
    #[must_use]
    pub fn parse(&self, e: &TurnParseError) -> String {
        match e {
            TurnParseError::Empty => self.parse_empty.into(),
            TurnParseError::TooManySteps { found } => fill(self.parse_too_many_steps, &[found]),
            TurnParseError::StepShape { text } => fill(self.parse_step_shape, &[text]),
            TurnParseError::PathShape { text } => fill(self.parse_path_shape, &[text]),
            TurnParseError::UnknownSquare { text } => fill(self.parse_unknown_square, &[text]),
        }
    }

    /// Why a Littles turn is illegal.
    #[must_use]
    pub fn littles(&self, e: &LittlesError) -> String {
        match e {
            LittlesError::NotLittlesTurn => self.littles_not_their_turn.into(),
            LittlesError::GameOver => self.littles_game_over.into(),
            LittlesError::NotNeighbour { step } => fill(self.littles_not_neighbour, &[step]),
            LittlesError::OntoGobbler { step } => fill(self.littles_onto_gobbler, &[step]),
            LittlesError::FromGobbler { step } => {
                fill(self.littles_from_gobbler, &[step, &step.from])
            }
            LittlesError::SteppingTwice {
                square,
                leaving,
                littles,
                arriving,
            } => {
                let template = if *arriving > 0 {
                    self.littles_stepping_twice_arrived
                } else {
                    self.littles_stepping_twice
                };
                fill(template, &[leaving, square, littles])
            }
        }
    }

    /// Why a Gobbler move is illegal.
    #[must_use]
    pub fn gobbler(&self, e: &GobblerError) -> String {
        match e {
            GobblerError::NotGobblersTurn => self.gobbler_not_their_turn.into(),
            GobblerError::GameOver => self.gobbler_game_over.into(),
            GobblerError::NoGobbler { square } => fill(self.gobbler_no_gobbler, &[square]),
            GobblerError::Starved { square } => fill(self.gobbler_starved, &[square]),
            GobblerError::NotKnightHop { from, to } => {
                fill(self.gobbler_not_knight_hop, &[from, to])
            }
            GobblerError::OntoGobbler { square } => fill(self.gobbler_onto_gobbler, &[square]),
            GobblerError::MoveEndsAfterFirstHop { eaten } => {
                fill(self.gobbler_ends_after_first_hop, &[eaten])
            }
            GobblerError::EatsFewerThanTwo { eaten } => {
                fill(self.gobbler_eats_fewer_than_two, &[eaten])
            }
        }
    }

    /// Why a text is not a position.
    #[must_use]
    pub fn position(&self, e: &PositionParseError) -> String {
        use PositionParseError as E;
        match e {
            E::Fields { found } => fill(self.position_fields, &[found]),
            E::Ranks { found } => fill(self.position_ranks, &[found]),
            E::Squares { rank, found } => fill(self.position_squares, &[rank, found]),
            E::SquareText { square } => fill(self.position_square_text, &[square]),
            E::Side => self.position_side.into(),
            E::Eaten => self.position_eaten.into(),
            E::Threshold => fill(self.position_threshold, &[&MAX_THRESHOLD]),
            E::Invalid(e) => fill(self.position_invalid, &[&self.invalid(e)]),
        }
    }

    /// Why a position is not valid.
    #[must_use]
    pub fn invalid(&self, e: &PositionError) -> String {
        match e {
            PositionError::TooManyGobblers { found } => fill(self.too_many_gobblers, &[found]),
            PositionError::LittlesOnGobbler { square } => fill(self.littles_on_gobbler, &[square]),
            PositionError::Total { on_board, eaten } => {
                fill(self.total, &[on_board, eaten, &(on_board + eaten)])
            }
            PositionError::Threshold { threshold } => {
                fill(self.threshold_above, &[threshold, &MAX_THRESHOLD])
            }
        }
    }
}
