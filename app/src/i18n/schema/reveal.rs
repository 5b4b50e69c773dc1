//! The strings of the reveal-rule setting: its control, the moves that reveal a line under
//! `reveal = loses`, how such a game ends, and the how-to-play steps of that reading.

use crate::i18n::StepText;

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
        /// A short reminder of the chosen reading on the how-to-play page.
        learn_note,
        /// How to play, a legal move that reveals a line: `{0}` the move, `{1}` the opponent's
        /// colour, `{2}` the line(s).
        learn_reveals,
        /// Between two lines' names.
        line_and,
        /// The file of the other reading's values (`other-reading.bin`), named where its
        /// fetch is retried or failed.
        reading_file,
        /// The how-to-play steps that differ under `reveal = loses`, in the order of
        /// `lessons::LOSES_STEPS` (the reveal rule, no pins, no stuck side).
        steps: [StepText; 3],
    }
}
