//! The reveal rule's strings.

use crate::i18n::{RevealText, StepText};

/// The reveal rule's strings.
pub const TEXT: RevealText = RevealText {
    rule: "Reveal rule",
    must_cover: "Cover the revealed line",
    loses: "Revealing loses (Stack Tic Tac Toe)",
    reveals_move: "reveals {0}'s line {1}: loses at once",
    reveals_note: "Revealing {1}'s line {2} loses at once: {0}.",
    end_revealed: "{0} revealed {1}'s line {2}: {1} wins.",
    end_both: "{0} revealed {1}'s line {2}: {1} wins. {0} completed a line too ({3}), but revealing the opponent's line loses first.",
    learn_note: "These steps follow the rule chosen: revealing loses (Stack Tic Tac Toe). Lifting a piece is always allowed; if the opponent then shows a line, the opponent wins at once.",
    learn_reveals: "{0} is allowed, but it reveals {1}'s line {2}: {1} would win at once.",
    reading_file: "the values of the other reveal rule",
    line_and: " and ",
    steps: [
        StepText {
            title: "Revealing a line loses",
            explain: "Lifting a piece may uncover what it hid. Under this rule every lift is allowed, but if the opponent shows a line after your move, the opponent wins at once. Your large piece on b2 hides blue's diagonal a1–c3.",
            task: "Move the large piece on b2 without losing: land it on that diagonal (a1 or c3) so blue shows no line.",
            success: "Right: landing on the diagonal covers it again, so blue shows no line. Any other square would have lost at once.",
            wrong: "That move does not lift the piece on b2.",
        },
        StepText {
            title: "No pins: lifting loses instead",
            explain: "Your large piece on a3 hides blue's column a. Nothing holds it in place, but lifting it reveals the column and loses at once, even if the piece completes a line of yours: revealing the opponent's line loses first.",
            task: "Win this turn without revealing blue's line.",
            success: "Right: S@c3 completes column c and leaves blue's column hidden. Moving a3 to c3 would have completed it too, and lost.",
            wrong: "That move does not win at once.",
        },
        StepText {
            title: "A side that must reveal loses",
            explain: "Under this rule a side always has a move: any lift is allowed. But when every move reveals an opponent line, every move loses.",
            task: "Play the medium piece so that every blue move reveals one of your lines.",
            success: "Right: blue's hand is empty and both its large pieces hide your lines: whatever blue lifts, you win.",
            wrong: "Blue still has a move that reveals none of your lines.",
        },
    ],
};
