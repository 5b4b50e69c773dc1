//! The puzzle page's strings.

crate::message_table! {
    /// The puzzle page's strings (one instance per language, in `i18n/<lang>/full/puzzles.rs`).
    /// Placeholders: `{0}`, `{1}`, … as each field says.
    pub struct PuzzlesText {
        /// The page's title.
        title,
        /// What a puzzle is, how it is played and how it is judged.
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
        /// The grade: `{0}` the solver's moves to the win, `{1}` tempting losing moves, `{2}`
        /// pieces on the board.
        grade,
        /// The task: `{0}` the solver's side, `{1}` the solver's moves still needed to win,
        /// `{2}` whose turn it is ([`PuzzlesText::your_turn`] or [`PuzzlesText::waiting`]).
        /// No count of plies: said to a learner, the word is jargon, and the moves are the task.
        task,
        /// The task when the next move can win: `{0}` the solver's side, `{1}` whose turn.
        task_last,
        /// The solver's turn.
        your_turn,
        /// The reply (or the values of the moves) is still on its way.
        waiting,
        /// The puzzle is solved.
        solved,
        /// A slower win: `{0}` the move, `{1}` the solver's moves to the win after it (counting
        /// it), `{2}` the same after the best move.
        slower,
        /// The win thrown away: `{0}` the move.
        thrown,
        /// After a failure: what the player can do now.
        after_fail,
        /// The solution is being played out (its values are on their way).
        shown_wait,
        /// The solution, played out: `{0}` its moves.
        shown,
        /// The page went on by itself: `{0}` the number of the puzzle just solved.
        advanced,
        /// A link's number names no puzzle: `{0}` the number.
        bad_number,
        /// The summary of the moves listed in notation.
        moves_label,
        /// The heading of the moves played.
        line_label,
        /// The heading of the solution's moves.
        solution_label,
        /// A move of the solver in the list of moves played: `{0}` the move.
        line_mine,
        /// The reply in the list: `{0}` the move.
        line_reply,
        /// A winning move of the solution: `{0}` the move.
        line_best,
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
        /// Play the solution out on the board.
        solution,
        /// The option to go on to the next puzzle after a solve.
        auto_next,
        /// The heading of the hints.
        hints_label,
        /// A hint: `{0}` the move, `{1}` its value.
        hint_line,
        /// `{0}` puzzles solved in a row, `{1}` the longest run.
        streak,
        /// What the streak counts.
        streak_rule,
        /// A square clicked before a piece was picked up.
        pick_first,
        /// `{0}` the square of a piece that cannot move.
        stuck,
        /// `{0}` the square the piece picked up cannot go to.
        not_there,
        /// `{0}` the size of which the reserve has no piece left.
        none_left,
    }
}
