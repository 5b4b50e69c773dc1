//! `stats.json`: what a solve found, written by the solver beside the tables and read by the web
//! app's findings page. This is the file's one type (fields documented in `docs/solver.md`).
//!
//! The solver fills every field. Only `reachable` and `non_terminal` are required when reading:
//! a file written by an older solver lacks some fields (they are `None` or empty, and not
//! written back), and the findings page says which section it cannot draw. [`Stats::parse`]
//! reads a file and checks it never asks for the impossible, whatever the input.

use std::str::FromStr;

use gobblet_rules::Move;
use serde::{Deserialize, Serialize};

use crate::json::SerdeError;

/// What is wrong with a `stats.json`.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum StatsError {
    /// Not JSON, a required field missing or a field of the wrong type.
    #[error("stats.json is not readable: {0}")]
    NotReadable(SerdeError),
    /// A list longer than the game allows.
    #[error("stats.json: {name} has {len} entries (at most {max})")]
    TooLong {
        /// The field.
        name: &'static str,
        /// Its length.
        len: usize,
        /// The most the game allows.
        max: usize,
    },
    /// A share outside 0–1.
    #[error("stats.json: {name} is {value}, not a share from 0 to 1")]
    NotAShare {
        /// The field.
        name: &'static str,
        /// Its value.
        value: f64,
    },
    /// More first moves than the game has.
    #[error("stats.json: {0} first moves (at most {MAX_FIRST_MOVES})")]
    TooManyFirstMoves(usize),
    /// A first move that is not a placement.
    #[error("stats.json: the first move {0:?} is not a placement like S@a3")]
    NotAPlacement(String),
    /// A win or a loss without its distance.
    #[error("stats.json: {0} is a win or a loss without its plies")]
    NoPlies(Entry),
}

/// A valued entry of `stats.json` ([`StatsError::NoPlies`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The start position.
    Start,
    /// One of the first moves.
    FirstMove(Move),
}

impl std::fmt::Display for Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Entry::Start => f.write_str("start"),
            Entry::FirstMove(mv) => write!(f, "the first move {mv}"),
        }
    }
}

/// The longest distance histogram accepted (distances fit a byte).
const MAX_PLIES: usize = 256;
/// Pieces on the board: 0 to 12.
const PIECE_COUNTS: usize = 13;
/// The most first moves accepted (27 in every variant).
pub const MAX_FIRST_MOVES: usize = 64;
/// The most deepest-win positions a file may list (the solver lists at most this many).
pub const MAX_DEEPEST_POSITIONS: usize = 64;

/// Win, loss or draw, as `stats.json` writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// A win.
    Win,
    /// A loss.
    Loss,
    /// A draw.
    Draw,
}

impl Outcome {
    /// As `stats.json` writes it: `win`, `loss` or `draw`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Loss => "loss",
            Outcome::Draw => "draw",
        }
    }
}

/// A value: the outcome and, for a win or a loss, the plies to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub struct OutcomePlies {
    /// Win, loss or draw.
    pub outcome: Outcome,
    /// Plies to the end (`None` for a draw).
    #[serde(default)]
    pub plies: Option<u32>,
}

/// The longest forced win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub struct Deepest {
    /// Its length in plies.
    pub plies: u32,
    /// How many positions have it.
    pub positions: u64,
}

/// One first move and its value for P1 (counting the first move).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub struct FirstMove {
    /// The move in notation (`S@a3`).
    #[serde(rename = "move")]
    pub mv: String,
    /// Win, loss or draw for P1.
    pub outcome: Outcome,
    /// Plies to the end counting the first move (`None` for a draw).
    #[serde(default)]
    pub plies: Option<u32>,
}

/// Positions in play with one number of pieces on the board, by the side to move's outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
pub struct OutcomeCounts {
    /// Won by the side to move.
    #[serde(default)]
    pub wins: u64,
    /// Lost by the side to move.
    #[serde(default)]
    pub losses: u64,
    /// Drawn.
    #[serde(default)]
    pub draws: u64,
}

impl OutcomeCounts {
    /// Wins, losses and draws together.
    #[must_use]
    pub fn total(&self) -> u64 {
        self.wins
            .saturating_add(self.losses)
            .saturating_add(self.draws)
    }
}

/// The solver's `stats.json` (fields in `docs/solver.md`). Only `reachable` and `non_terminal` are
/// required; a missing field leaves its section saying so.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
pub struct Stats {
    /// The rules, `reveal=…,cover=…,pieces=…`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// Positions reachable from the start, terminal ones included.
    pub reachable: u64,
    /// Reachable positions where a line shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terminal_line: Option<u64>,
    /// Reachable positions whose side to move has no legal move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_move: Option<u64>,
    /// Positions in play (`reachable - terminal_line`, no-move positions included).
    pub non_terminal: u64,
    /// Positions in play won by P1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p1_wins: Option<u64>,
    /// Positions in play won by P2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub p2_wins: Option<u64>,
    /// Positions in play that are drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<u64>,
    /// The start's value for P1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<OutcomePlies>,
    /// Positions in play won by the side to move, by plies to the end.
    #[serde(default)]
    pub win_histogram: Vec<u64>,
    /// Positions in play lost by the side to move, by plies to the end.
    #[serde(default)]
    pub loss_histogram: Vec<u64>,
    /// The longest forced win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deepest_win: Option<Deepest>,
    /// Positions in play with a move that wins at once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub immediate_wins: Option<u64>,
    /// `immediate_wins / non_terminal`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub immediate_win_share: Option<f64>,
    /// Won positions where exactly one move keeps the win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub single_winning_move: Option<u64>,
    /// `single_winning_move / won positions`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub single_winning_move_share: Option<f64>,
    /// Won positions where exactly one move wins fastest (every other move wins slower or
    /// not at all): the count the published solve reported as its "only winning move" share.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub single_fastest_move: Option<u64>,
    /// `single_fastest_move / won positions`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub single_fastest_move_share: Option<f64>,
    /// The positions of the deepest forced win (`deepest_win`), as position strings
    /// (`docs/rules.md`), in key order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deepest_win_positions: Vec<String>,
    /// Positions in play where the side to move has a pinned piece.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pinned: Option<u64>,
    /// `pinned / non_terminal`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pinned_share: Option<f64>,
    /// Drawn positions by pieces on the board (0..=12).
    #[serde(default)]
    pub draws_by_pieces_on_board: Vec<u64>,
    /// Positions in play by pieces on the board (0..=12) and the side to move's outcome.
    #[serde(default)]
    pub outcomes_by_pieces_on_board: Vec<OutcomeCounts>,
    /// Every first move with P1's value after it.
    #[serde(default)]
    pub first_moves: Vec<FirstMove>,
}

impl Stats {
    /// Reads `stats.json`; the error says what is wrong (never panics, whatever the input).
    ///
    /// # Errors
    /// If the text is not JSON, a required field is missing, a field has the wrong type, or a
    /// value is impossible (a share outside 0–1, a first move that is not a placement, a win
    /// without its distance, lists longer than the game allows).
    pub fn parse(json: &str) -> Result<Stats, StatsError> {
        let s: Stats = serde_json::from_str(json)
            .map_err(|e| StatsError::NotReadable(SerdeError::from(&e)))?;
        s.check()?;
        Ok(s)
    }

    fn check(&self) -> Result<(), StatsError> {
        let lists = [
            ("win_histogram", self.win_histogram.len(), MAX_PLIES),
            ("loss_histogram", self.loss_histogram.len(), MAX_PLIES),
            (
                "draws_by_pieces_on_board",
                self.draws_by_pieces_on_board.len(),
                PIECE_COUNTS,
            ),
            (
                "outcomes_by_pieces_on_board",
                self.outcomes_by_pieces_on_board.len(),
                PIECE_COUNTS,
            ),
        ];
        for (name, len, max) in lists {
            if len > max {
                return Err(StatsError::TooLong { name, len, max });
            }
        }
        for (name, share) in [
            ("immediate_win_share", self.immediate_win_share),
            ("single_winning_move_share", self.single_winning_move_share),
            ("single_fastest_move_share", self.single_fastest_move_share),
            ("pinned_share", self.pinned_share),
        ] {
            if let Some(value) = share.filter(|x| !(0.0..=1.0).contains(x)) {
                return Err(StatsError::NotAShare { name, value });
            }
        }
        if let Some(start) = self.start {
            check_value(Entry::Start, start.outcome, start.plies)?;
        }
        if self.deepest_win_positions.len() > MAX_DEEPEST_POSITIONS {
            return Err(StatsError::TooLong {
                name: "deepest_win_positions",
                len: self.deepest_win_positions.len(),
                max: MAX_DEEPEST_POSITIONS,
            });
        }
        if self.first_moves.len() > MAX_FIRST_MOVES {
            return Err(StatsError::TooManyFirstMoves(self.first_moves.len()));
        }
        for fm in &self.first_moves {
            let mv = match Move::from_str(&fm.mv) {
                Ok(mv @ Move::Place { .. }) => mv,
                _ => return Err(StatsError::NotAPlacement(fm.mv.clone())),
            };
            check_value(Entry::FirstMove(mv), fm.outcome, fm.plies)?;
        }
        Ok(())
    }

    /// Positions in play won by the side to move (the win histogram's total).
    #[must_use]
    pub fn won(&self) -> u64 {
        self.win_histogram
            .iter()
            .fold(0u64, |a, &b| a.saturating_add(b))
    }

    /// The share of positions in play with a move that wins at once.
    #[must_use]
    pub fn immediate_share(&self) -> Option<f64> {
        share_of(
            self.immediate_win_share,
            self.immediate_wins,
            self.non_terminal,
        )
    }

    /// The share of won positions where exactly one move keeps the win.
    #[must_use]
    pub fn single_share(&self) -> Option<f64> {
        share_of(
            self.single_winning_move_share,
            self.single_winning_move,
            self.won(),
        )
    }

    /// The share of won positions where exactly one move wins fastest.
    #[must_use]
    pub fn single_fastest_share(&self) -> Option<f64> {
        share_of(
            self.single_fastest_move_share,
            self.single_fastest_move,
            self.won(),
        )
    }

    /// The share of positions in play with a pinned piece.
    #[must_use]
    pub fn pinned_share(&self) -> Option<f64> {
        share_of(self.pinned_share, self.pinned, self.non_terminal)
    }
}

fn check_value(what: Entry, outcome: Outcome, plies: Option<u32>) -> Result<(), StatsError> {
    match (outcome, plies) {
        (Outcome::Draw, _) | (_, Some(_)) => Ok(()),
        (_, None) => Err(StatsError::NoPlies(what)),
    }
}

/// The stored share, else `count / of` (if both are known and `of > 0`).
fn share_of(stored: Option<f64>, count: Option<u64>, of: u64) -> Option<f64> {
    stored.or_else(|| match count {
        Some(c) if of > 0 => Some((c as f64 / of as f64).min(1.0)),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file written by an older solver reads with what it has, and is written back without
    /// the fields it lacked (never as `null`).
    #[test]
    fn an_older_file_round_trips_without_its_missing_fields() {
        let old = r#"{"reachable":10,"non_terminal":7,"draws":3,"win_histogram":[0,4]}"#;
        let s = Stats::parse(old).expect("an older file parses");
        assert_eq!((s.reachable, s.non_terminal, s.draws), (10, 7, Some(3)));
        assert_eq!((s.p1_wins, s.start, s.pinned_share), (None, None, None));
        assert_eq!(s.won(), 4);
        let written = serde_json::to_string(&s).expect("serialises");
        assert!(
            !written.contains("null") && !written.contains("p1_wins"),
            "{written}"
        );
        assert_eq!(Stats::parse(&written), Ok(s));
    }

    #[test]
    fn outcomes_are_written_as_their_names() {
        for o in [Outcome::Win, Outcome::Loss, Outcome::Draw] {
            let json = serde_json::to_string(&o).expect("serialises");
            assert_eq!(json, format!("\"{}\"", o.name()));
        }
        let e = Stats::parse(r#"{"reachable":1,"non_terminal":1,"pinned_share":2.0}"#);
        assert_eq!(
            e.expect_err("a share above 1").to_string(),
            "stats.json: pinned_share is 2, not a share from 0 to 1"
        );
    }
}
