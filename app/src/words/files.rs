//! Why `stats.json` or `puzzles.json` could not be used, in words (the full module's pages).

use gobblet_rules::MoveParseError;
use gobblet_tablebase::json::{SerdeClass, SerdeError};
use gobblet_tablebase::puzzles::{PuzzleError, PuzzleFault};
use gobblet_tablebase::stats::{Entry, StatsError, MAX_FIRST_MOVES};

use crate::fetch::LoadError;
use crate::i18n::{fill, Messages};

impl Messages {
    /// Why `stats.json` could not be used: not fetched, or refused (the clause names the file).
    #[must_use]
    pub fn stats_load_error(&self, e: &LoadError<StatsError>) -> String {
        let t = &self.full.files;
        let why = match e {
            LoadError::Fetch(e) => self.fetch_error(e),
            LoadError::Refused(StatsError::NotReadable(e)) => self.json_error(e),
            LoadError::Refused(StatsError::TooLong { name, len, max }) => {
                fill(t.stats_too_long, &[name, len, max])
            }
            LoadError::Refused(StatsError::NotAShare { name, value }) => {
                fill(t.stats_not_share, &[name, value])
            }
            LoadError::Refused(StatsError::TooManyFirstMoves(n)) => {
                fill(t.stats_first_moves, &[n, &MAX_FIRST_MOVES])
            }
            LoadError::Refused(StatsError::NotAPlacement(text)) => {
                fill(t.stats_not_placement, &[text])
            }
            LoadError::Refused(StatsError::NoPlies(Entry::Start)) => t.stats_no_plies_start.into(),
            LoadError::Refused(StatsError::NoPlies(Entry::FirstMove(mv))) => {
                fill(t.stats_no_plies_move, &[mv])
            }
        };
        fill(t.stats_file, &[&why])
    }

    /// Why `puzzles.json` could not be used: not fetched, or refused (the clause names the file).
    #[must_use]
    pub fn puzzle_load_error(&self, e: &LoadError<PuzzleError>) -> String {
        let t = &self.full.files;
        let why = match e {
            LoadError::Fetch(e) => self.fetch_error(e),
            LoadError::Refused(PuzzleError::Shape(e)) => self.json_error(e),
            LoadError::Refused(PuzzleError::Format) => self.fault.manifest_format.into(),
            LoadError::Refused(PuzzleError::Version { expected, got }) => {
                fill(self.fault.tb_version, &[got, expected])
            }
            LoadError::Refused(PuzzleError::Rules { expected, got }) => {
                let got =
                    got.map_or_else(|| self.fault.rules_unknown.to_string(), |v| self.rules(&v));
                fill(t.puzzle_rules, &[&got, &self.rules(expected)])
            }
            LoadError::Refused(PuzzleError::Puzzle { number, why }) => {
                fill(t.puzzle_entry, &[number, &self.puzzle_fault(why)])
            }
        };
        fill(t.puzzle_file, &[&why])
    }

    /// What is wrong with one puzzle of the file.
    fn puzzle_fault(&self, e: &PuzzleFault) -> String {
        let t = &self.full.files;
        match e {
            PuzzleFault::Position(e) => self.position_error(e),
            PuzzleFault::GameOver => t.puzzle_over.into(),
            PuzzleFault::Length(n) => fill(t.puzzle_length, &[n]),
            PuzzleFault::Answer(MoveParseError::Size) => t.puzzle_answer_size.into(),
            PuzzleFault::Answer(MoveParseError::Square) => t.puzzle_answer_square.into(),
            PuzzleFault::Answer(MoveParseError::SameSquare) => self.ui.why_same_square.into(),
            PuzzleFault::Answer(MoveParseError::Shape) => t.puzzle_answer_shape.into(),
            PuzzleFault::NotLegal(mv) => fill(t.puzzle_not_legal, &[mv]),
            PuzzleFault::Tempting { tempting, moves } => {
                fill(t.puzzle_tempting, &[tempting, moves])
            }
        }
    }

    /// Why serde refused a JSON file, and where.
    fn json_error(&self, e: &SerdeError) -> String {
        let t = &self.full.files;
        let at: [&dyn std::fmt::Display; 2] = [&e.line, &e.column];
        match e.class {
            SerdeClass::Syntax => fill(t.json_syntax, &at),
            SerdeClass::Data => fill(t.json_shape, &at),
            SerdeClass::Eof => fill(t.json_eof, &at),
            SerdeClass::Io => t.json_io.into(),
        }
    }
}
