//! The strings that guide a newcomer: the welcome of a first visit (three choices) and the
//! legend of the values beside the move list.

crate::message_table! {
    /// The welcome's and the legend's strings (one instance per language, in
    /// `i18n/<lang>/guide.rs`).
    pub struct GuideText {
        /// The welcome's heading.
        welcome_title,
        /// One sentence under it: what the site is.
        welcome_intro,
        /// The first choice: learn to play (the tutorial).
        learn,
        /// What the first choice opens, in one line.
        learn_about,
        /// The second choice: play the computer.
        play,
        /// What the second choice opens, in one line.
        play_about,
        /// The third choice: explore the solution.
        explore,
        /// What the third choice opens, in one line.
        explore_about,
        /// The button that closes the welcome without a choice (the explorer stays).
        close,
        /// The header's button that opens the welcome again.
        reopen,
        /// The legend's heading.
        legend_title,
        /// What the win's label (its letter, coloured) means.
        legend_win,
        /// The loss's label and its meaning.
        legend_loss,
        /// The draw's label and its meaning.
        legend_draw,
        /// Whose value it is, what the number counts (plies), and how that reads in moves:
        /// `{0}` an example's label (`W13`), `{1}` its words.
        legend_plies,
        /// What a reserve piece's `×n` says.
        legend_count,
    }
}
