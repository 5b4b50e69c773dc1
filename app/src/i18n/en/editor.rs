//! The refusals of setups (the editor's, links', pastes'); the editor page's own strings are
//! in `full/editor.rs`.

use crate::i18n::SetupText;

/// The refusals of setups, shared with links and pastes.
pub const SETUP: SetupText = SetupText {
    names: &super::ui::TEXT,
    piece: "{0} {1}",
    no_tool: "Choose a piece or the eraser first.",
    none_left: "No {0} left to place: each player has {1} of each size.",
    too_many: "{0} has {1} {2} pieces on the board, but each player has only {3} of each size.",
    cannot_cover: "{0} cannot go on {1}: a piece covers only strictly smaller pieces, and the top of {1} is {2}.",
    no_stacking: "Square {0} cannot hold more than one piece: under these rules (no covering) a piece lands only on an empty square.",
    already_empty: "Square {0} is already empty.",
    empty_board_p2: "The empty board is the start, with {0} to move: {0} moves first, and once it has moved a piece is on the board.",
    p1_absent: "{0} must have a piece on the board: {0} moves first, its first move puts a piece down, and pieces never leave the board.",
    p2_absent: "{1} must have a piece on the board: {1} has already moved (it is {0}'s turn again, or {0} has moved twice), its first move puts a piece down, and pieces never leave the board.",
    both_lines: "Both players cannot show a line: the game ends at the first line, and no move may leave the opponent's line showing.",
    lines_apart: "{0} shows lines that share no square: the game ends at the first line, so all of them were completed by one move, which changes only one square for its player.",
    line_on_own_turn: "{0} cannot show a line with {0} to move: a line {0} completed would have ended the game on its own move, and the opponent's move may not leave it showing (the reveal rule).",
    reveal_impossible: "{0} shows a line with {0} to move, so {1}'s last move uncovered it by lifting a larger piece off one of its squares, and that piece still shows elsewhere; no piece on this board fits.",
    game_over_no_play: "The game is over in this position: there is nothing to play.",
};
