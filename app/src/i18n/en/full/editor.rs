//! The editor page's strings.

use crate::i18n::EditorText;

/// The editor page's strings.
pub const TEXT: EditorText = EditorText {
    setup: &super::super::editor::SETUP,
    title: "Position editor",
    help: "Choose a piece (or the eraser), then click squares: a piece goes on top of the square's stack, the eraser lifts the top piece off. Pieces not on the board are in their owner's reserve.",
    reach_note: "The editor refuses positions the rules rule out. Whether a position can really arise in a game is up to the tablebase: one it does not hold shows unknown values in the explorer.",
    over: " over ",
    square: "{0}: {1}",
    empty: "empty",
    board: "board being edited",
    palette: "pieces to place (the reserves)",
    pick: "{0}: {1} left to place",
    eraser: "Eraser",
    eraser_label: "Eraser: click a square to lift its top piece",
    side: "Side to move",
    to_move: "{0} to move",
    clear: "Clear board",
    start: "Start position",
    explore: "Explore this position",
    play: "Play from this position",
    share: "Share",
    link: "Link:",
    copy_link: "Copy link",
    notation: "Notation:",
    copy_notation: "Copy",
    ongoing: "{0} to move; the game goes on.",
    over_line: "The game is over: {0} shows the line {1} and has won.",
    and: " and ",
    over_no_move: "The game is over: {0} has no legal move and loses; {1} has won.",
    side_changed: "Now {0} to move. With {1} to move this position could not arise: {2}",
    load_failed: "That position cannot be edited, so the start is shown instead: {0}",
};
