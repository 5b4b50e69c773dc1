//! The puzzle page's strings.

crate::message_table! {
    /// The puzzle page's strings (one instance per language, in `i18n/<lang>/full/puzzles.rs`).
    /// Placeholders: `{0}`, `{1}`, … as each field says.
    pub struct PuzzlesText {
        /// The page's title.
        title,
        /// What a puzzle is and how it is judged.
        intro,
        /// While the puzzle file loads.
        loading,
        /// The puzzle file could not be used; `{0}` why.
        failed,
        /// The tablebase cannot be used; `{0}` why.
        tb_failed,
        /// The puzzle file holds no puzzle.
        empty,
        /// `{0}` the puzzle's number, `{1}` how many there are.
        heading,
        /// Marks today's puzzle.
        daily,
        /// The grade: `{0}` plies to the win, `{1}` tempting losing moves, `{2}` pieces on the board.
        grade,
        /// The task: `{0}` the side to move, `{1}` plies to the win, `{2}` whose turn it is
        /// ([`PuzzlesText::your_turn`] or [`PuzzlesText::waiting`]).
        task,
        /// The solver's turn.
        your_turn,
        /// The values of the moves are still being fetched.
        waiting,
        /// The win is converted.
        solved,
        /// A slower win: `{0}` the move, `{1}` its value, `{2}` the best value.
        slower,
        /// The win thrown away: `{0}` the move, `{1}` its value, `{2}` the best value.
        thrown,
        /// A link's number names no puzzle: `{0}` the number.
        bad_number,
        /// The accessible name of the move buttons.
        moves_label,
        /// The heading of the moves played.
        line_label,
        /// A move of the solver in the list of moves played: `{0}` the move.
        line_mine,
        /// The table's reply in the list: `{0}` the move.
        line_reply,
        /// The previous puzzle.
        prev,
        /// The next puzzle.
        next,
        /// Today's puzzle.
        today,
        /// Show one more losing move's value.
        hint,
        /// Start again.
        retry,
        /// The heading of the hints.
        hints_label,
        /// A hint: `{0}` the move, `{1}` its value.
        hint_line,
        /// `{0}` puzzles solved in a row, `{1}` the longest run.
        streak,
    }
}
