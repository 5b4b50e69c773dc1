//! The game review's and the move preview's strings.

use crate::i18n::PreviewText;
#[cfg(feature = "full")]
use crate::i18n::ReviewText;

/// The game review panel's strings: the full module's only (`i18n::FullText::review`); the
/// explorer's module hands an open review over.
#[cfg(feature = "full")]
pub const TEXT: ReviewText = ReviewText {
    title: "Game review",
    progress: "Fetching values: {0} of {1} positions known…",
    complete: "Every one of the {0} positions judged by the table.",
    incomplete: "{0} of {1} positions have a known value; the rest cannot be had (shown as ?).",
    summary: "Blunders: {0}. Wins kept but slower: {1}. Losses sooner than needed: {2}.",
    graph_title: "Value along the game",
    graph_desc: "For every ply, the side to move's distance to the result in plies: above the line when Orange (P1) wins, below when Blue (P2) wins, on it for a draw; a gap where the value is unknown. The table below has the same data.",
    graph_point: "ply {0}: {1}",
    graph_up: "{0} wins",
    graph_down: "{0} wins",
    col_ply: "Ply",
    col_move: "Move",
    col_verdict: "Verdict",
    col_best: "Best was",
    col_value: "Value after",
    start: "start",
    best: "best",
    held_out: "held out longest",
    slower: "kept the win, slower ({0} was possible)",
    sooner: "lost sooner ({0} was possible)",
    blunder_win: "blunder: threw away the win",
    blunder_draw: "blunder: threw away the draw",
    verdict_unknown: "unknown",
    best_was: "{0} ({1})",
    value_unknown: "unknown",
};

/// The move preview's strings and the review's button.
pub const PREVIEW: PreviewText = PreviewText {
    open: "Review this game",
    close: "Close the review",
    preview_of: "Preview of {0} and the best play after it",
    preview_leave: "(not played; Escape or moving away returns to the position)",
    preview_waiting: "fetching the line…",
    preview_unknown: "the rest of the line is not in the tablebase",
    preview_over: "the game ends here",
    preview_hint: "Hover over, focus or long-press a move to preview the best play after it.",
    preview_square: "preview move {0}: {1}",
    preview_squares: "preview moves {0}: {1}",
    preview_sep: ", ",
};
