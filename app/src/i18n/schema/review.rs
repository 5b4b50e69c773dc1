//! The game review's and the refutation preview's strings.

crate::message_table! {
    /// The strings of the game review panel (one instance per language, `TEXT` in
    /// `i18n/<lang>/review.rs`). Placeholders: `{0}`, `{1}`, … as each field says.
    pub struct ReviewText {
        /// The review's heading.
        title,
        /// The progress line while values arrive; `{0}` positions known, `{1}` all positions.
        progress,
        /// The progress line once complete; `{0}` the number of positions.
        complete,
        /// The progress line when some values cannot be had; `{0}` known, `{1}` all.
        incomplete,
        /// A summary: `{0}` blunders, `{1}` slower wins, `{2}` moves that lost sooner.
        summary,
        /// The graph's title.
        graph_title,
        /// The graph's description (what the axes mean).
        graph_desc,
        /// The graph's point for a position; `{0}` the ply, `{1}` the value in words.
        graph_point,
        /// The label of the axis' upper half; `{0}` P1's name.
        graph_up,
        /// The label of the axis' lower half; `{0}` P2's name.
        graph_down,
        /// Table heading: the ply.
        col_ply,
        /// Table heading: the move.
        col_move,
        /// Table heading: the verdict.
        col_verdict,
        /// Table heading: the best move where another was played.
        col_best,
        /// Table heading: the value of the position reached, for its side to move.
        col_value,
        /// The start row's move cell.
        start,
        /// The verdict: a best move of a won or drawn position.
        best,
        /// The verdict: the longest resistance in a lost position.
        held_out,
        /// The verdict: kept the win, slower; `{0}` the best win (`W5`).
        slower,
        /// The verdict: lost sooner than it had to; `{0}` the best loss (`L8`).
        sooner,
        /// The verdict: threw away the win.
        blunder_win,
        /// The verdict: threw away the draw.
        blunder_draw,
        /// The verdict cannot be given (a value is unknown).
        verdict_unknown,
        /// The best moves where another was played; `{0}` the moves, `{1}` their value label.
        best_was,
        /// A value not known (yet).
        value_unknown,
    }
}

crate::message_table! {
    /// The strings of the move preview and of the review's button (one instance per language,
    /// `PREVIEW` in `i18n/<lang>/review.rs`). Placeholders as each field says.
    pub struct PreviewText {
        /// The button that opens the review (in the game list and at the end of a game).
        open,
        /// The button that closes it.
        close,
        /// The preview's note; `{0}` the previewed move.
        preview_of,
        /// How to leave the preview.
        preview_leave,
        /// The preview waits for values.
        preview_waiting,
        /// The preview's line stops: a value is unknown.
        preview_unknown,
        /// The preview's line stops: the game is over.
        preview_over,
        /// Where the preview appears, while nothing is previewed: how to preview.
        preview_hint,
        /// A numbered preview move on a square, for screen readers; `{0}` its number, `{1}` it.
        preview_square,
        /// Several numbered preview moves on one square: `{0}` their numbers, `{1}` the moves
        /// (the numbers side by side, as drawn).
        preview_squares,
        /// Between the numbers and between the moves of `preview_squares`.
        preview_sep,
    }
}
