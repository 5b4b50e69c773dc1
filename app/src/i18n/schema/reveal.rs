//! The strings of the reveal-rule setting: its control, the moves that reveal a line under
//! `reveal = loses`, and how such a game ends (the how-to-play steps of that reading are in
//! [`crate::i18n::LearnText`]).

crate::message_table! {
    /// The reveal rule's strings (one instance per language, in `i18n/<lang>/reveal.rs`).
    pub struct RevealText {
        /// The setting's label.
        rule,
        /// The standard reading (`reveal=must-cover`).
        must_cover,
        /// The other reading (`reveal=loses`).
        loses,
        /// Said of a listed move that reveals a line: `{0}` the opponent, `{1}` the line(s).
        reveals_move,
        /// Under the move list, the moves that reveal a line: `{0}` the moves, `{1}` the
        /// opponent, `{2}` the line(s).
        reveals_note,
        /// The end of a game by a revealed line: `{0}` the mover, `{1}` the winner, `{2}` the
        /// line(s) revealed.
        end_revealed,
        /// The same when the mover completed a line too: `{0}`, `{1}`, `{2}` as above, `{3}` the
        /// mover's line(s).
        end_both,

        /// The file of the other reading's values (`other-reading.bin`), named where its
        /// fetch is retried or failed.
        reading_file,
    }
}
