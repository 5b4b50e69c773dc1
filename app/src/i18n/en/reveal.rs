//! The reveal rule's strings.

use crate::i18n::RevealText;

/// The reveal rule's strings.
pub const TEXT: RevealText = RevealText {
    rule: "Reveal rule",
    must_cover: "Cover the revealed line",
    loses: "Revealing loses (Stack Tic Tac Toe)",
    reveals_move: "reveals {0}'s line {1}: loses at once",
    reveals_note: "Revealing {1}'s line {2} loses at once: {0}.",
    end_revealed: "{0} revealed {1}'s line {2}: {1} wins.",
    end_both: "{0} revealed {1}'s line {2}: {1} wins. {0} completed a line too ({3}), but revealing the opponent's line loses first.",
    reading_file: "the values of the other reveal rule",
};
