//! The findings page's strings.

crate::message_table! {
    /// The findings page's strings (one instance per language, in `i18n/<lang>/full/findings.rs`).
    /// Placeholders `{0}`, `{1}`… are filled with [`crate::i18n::fill`].
    pub struct FindingsText {
        /// The page's title.
        title,
        /// Under the title. {0}: the rules in words.
        intro,
        /// While `stats.json` is being fetched.
        loading,
        /// When it could not be fetched or read. {0}: why.
        failed,
        /// A section whose field the file lacks.
        missing,
        /// A percentage. {0}: the number.
        percent,
        /// The short name of P1.
        p1,
        /// The short name of P2.
        p2,
        /// P1 in a sentence.
        first_player,
        /// P2 in a sentence.
        second_player,

        /// The start section's title.
        start_title,
        /// {0}: the winner (`first_player`/`second_player`), {1}: plies.
        start_wins,
        /// The start is a draw.
        start_draw,
        /// Under the timeline. {0}: turns by P1, {1}: turns by P2.
        start_explain,
        /// The timeline's label. {0}: the winner, {1}: plies, {2}: turns by P1, {3}: turns by P2.
        start_chart,
        /// One dot of the timeline. {0}: ply number, {1}: whose turn.
        start_ply,

        /// The numbers section's title.
        numbers_title,
        /// Its one-line explanation.
        numbers_explain,
        /// Column header: what is counted.
        col_what,
        /// Column header: positions.
        col_positions,
        /// Column header: share of the positions in play.
        col_share,
        /// Row: reachable positions.
        row_reachable,
        /// Row: a line shows.
        row_terminal,
        /// Row: positions in play.
        row_in_play,
        /// Row: in play, P1 wins.
        row_p1_wins,
        /// Row: in play, P2 wins.
        row_p2_wins,
        /// Row: in play, drawn.
        row_draws,
        /// Row: in play, no legal move.
        row_no_move,

        /// The first moves section's title.
        first_title,
        /// Its one-line explanation.
        first_explain,
        /// Caption of the small-piece board.
        board_small,
        /// Caption of the medium-piece board.
        board_medium,
        /// Caption of the large-piece board.
        board_large,
        /// {0} wins, {1} losses, {2} draws among the first moves.
        first_summary,
        /// The boards' label. {0} wins, {1} losses, {2} draws.
        first_chart,
        /// Column header: the move.
        col_move,
        /// Column header: its value.
        col_value,
        /// A cell's short label for a win. {0}: plies.
        label_win,
        /// A cell's short label for a loss. {0}: plies.
        label_loss,
        /// A cell's short label for a draw.
        label_draw,
        /// P1 wins, in words. {0}: plies.
        p1_wins_in,
        /// P1 loses, in words. {0}: plies.
        p1_loses_in,
        /// A draw, in words.
        drawn,
        /// A square with no value in the file.
        no_value,

        /// The distances section's title.
        dist_title,
        /// Its one-line explanation.
        dist_explain,
        /// The wins chart's caption.
        dist_wins,
        /// The losses chart's caption.
        dist_losses,
        /// A distance chart's label. {0}: the caption, {1}: plies of the first row, {2}: of the last.
        dist_chart,
        /// One bar. {0}: plies, {1}: positions.
        dist_bar,
        /// Column header: plies to the end.
        col_plies,
        /// The horizontal axis: positions, logarithmic.
        axis_log,

        /// The pieces section's title.
        pieces_title,
        /// Its one-line explanation.
        pieces_explain,
        /// The chart's label.
        pieces_chart,
        /// One row. {0}: pieces, {1}: positions, {2}: wins, {3}: losses, {4}: draws (shares).
        pieces_row,
        /// Column header: pieces on the board.
        col_pieces,
        /// Wins (legend and column header).
        wins,
        /// Losses (legend and column header).
        losses,
        /// Draws (legend and column header).
        draws,

        /// The draws section's title.
        draws_title,
        /// {0}: draws, {1}: positions in play, {2}: the share.
        draws_explain,
        /// When there is no draw at all.
        no_draws,
        /// The chart's label. {0}: pieces with the most draws, {1}: how many.
        draws_chart,
        /// One column. {0}: pieces, {1}: draws.
        draws_bar,
        /// The horizontal axis: pieces on the board.
        axis_pieces,

        /// The shares section's title.
        shares_title,
        /// Its one-line explanation.
        shares_explain,
        /// The chart's label.
        shares_chart,
        /// A move wins at once.
        share_immediate,
        /// Exactly one move keeps the win.
        share_single,
        /// A piece is pinned.
        share_pinned,
        /// A share's count. {0}: positions, {1}: of how many.
        share_of,
        /// What a pin is.
        pinned_explain,
        /// {0}: plies of the deepest win, {1}: positions.
        deepest,
        /// Exactly one move wins fastest.
        share_single_fastest,
        /// What the two only-move shares count.
        single_explain,
        /// The heading over the deepest win's boards.
        deepest_boards,
        /// One deepest-win board's link. {0}: the position string, {1}: plies.
        deepest_board_label,
        /// The comparison section's title.
        compare_title,
        /// Its one-line explanation.
        compare_explain,
        /// Reachable positions. {0}: ours.
        compare_reachable,
        /// The outcome split. {0}, {1}, {2}: our P1 wins, P2 wins, draws.
        compare_split,
        /// The deepest win's positions. {0}: ours.
        compare_deepest,
        /// The only-move share. {0}: ours (keeps the win), {1}: ours (wins fastest).
        compare_single,
    }
}
