//! The English reasons `stats.json` or `puzzles.json` was refused.

use crate::i18n::FilesText;

/// Why `stats.json` or `puzzles.json` was refused.
pub const TEXT: FilesText = FilesText {
    json_syntax: "not valid JSON (line {0}, column {1})",
    json_shape: "a field is missing or of the wrong type (line {0}, column {1})",
    json_eof: "the text ends early (line {0}, column {1})",
    json_io: "the text could not be read",
    stats_file: "stats.json: {0}",
    stats_too_long: "`{0}` has {1} entries, at most {2} are possible",
    stats_not_share: "`{0}` is {1}, not a share from 0 to 1",
    stats_first_moves: "{0} first moves are listed, at most {1} are possible",
    stats_not_placement: "the first move \"{0}\" is not a placement like S@a3",
    stats_no_plies_start: "the start is a win or a loss without its plies",
    stats_no_plies_move: "the first move {0} is a win or a loss without its plies",
    puzzle_file: "puzzles.json: {0}",
    puzzle_rules: "the puzzles are for {0}, the tablebase for {1}",
    puzzle_entry: "puzzle {0}: {1}",
    puzzle_over: "the game is already over",
    puzzle_length: "a win in {0} plies is no puzzle length",
    puzzle_not_legal: "the answer {0} is not a legal move",
    puzzle_tempting: "{0} tempting moves, but the position has only {1} moves",
    puzzle_answer_size: "the answer's size is not S, M or L",
    puzzle_answer_square: "the answer names a square that does not exist",
    puzzle_answer_shape: "the answer is neither a placement like L@b2 nor a step like b2-c3",
};
