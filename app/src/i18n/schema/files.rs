//! Why `stats.json` or `puzzles.json` was refused: the clauses the findings and the puzzle page
//! fill into their own sentences (the full module's). The types are worded with these in
//! `crate::words`.

crate::message_table! {
    /// The reasons a JSON file of the full module's pages was refused (one instance per language,
    /// in `i18n/<lang>/full/files.rs`). Every text is a clause (no capital, no full stop). `{0}`,
    /// `{1}`, … as each field says.
    pub struct FilesText {
        /// Not JSON: `{0}` the line, `{1}` the column.
        json_syntax,
        /// A field missing or of the wrong type: `{0}` the line, `{1}` the column.
        json_shape,
        /// The text ends early: `{0}` the line, `{1}` the column.
        json_eof,
        /// The text could not be read.
        json_io,

        /// `{0}` what is wrong with `stats.json`.
        stats_file,
        /// `{0}` the field, `{1}` its entries, `{2}` the most possible.
        stats_too_long,
        /// `{0}` the field, `{1}` its value.
        stats_not_share,
        /// `{0}` the first moves listed, `{1}` the most possible.
        stats_first_moves,
        /// `{0}` the move as the file writes it.
        stats_not_placement,
        /// The start valued as a win or a loss without its distance.
        stats_no_plies_start,
        /// `{0}` the first move valued as a win or a loss without its distance.
        stats_no_plies_move,

        /// `{0}` what is wrong with `puzzles.json`.
        puzzle_file,
        /// `{0}` the file's rules in words, `{1}` the tablebase's.
        puzzle_rules,
        /// `{0}` the puzzle's number, `{1}` what is wrong with it.
        puzzle_entry,
        /// The game is over in the puzzle's position.
        puzzle_over,
        /// `{0}` the length the file gives.
        puzzle_length,
        /// `{0}` the answer.
        puzzle_not_legal,
        /// `{0}` the tempting moves the file counts, `{1}` the position's moves.
        puzzle_tempting,
        /// The answer's size is not a size.
        puzzle_answer_size,
        /// The answer names no square.
        puzzle_answer_square,
        /// The answer is neither a placement nor a step.
        puzzle_answer_shape,
    }
}
