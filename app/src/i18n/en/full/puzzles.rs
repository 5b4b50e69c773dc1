//! The puzzle page's strings.

use crate::i18n::PuzzlesText;

/// The puzzle page's strings.
pub const TEXT: PuzzlesText = PuzzlesText {
    title: "Puzzles",
    intro: "In each position exactly one move keeps the win. Find it on the board (pick a piece, \
            then a square), then keep winning as fast as you can against the best defence. A \
            slower win, or a move that lets the win slip, fails the puzzle.",
    loading: "Loading the puzzles…",
    failed: "The puzzles could not be loaded: {0}.",
    tb_failed: "The puzzles need the tablebase, which is unavailable ({0}).",
    empty: "The puzzle file holds no puzzle.",
    heading: "Puzzle {0} of {1}",
    daily: "Today's puzzle",
    grade: "A win in {0} of your moves · {1} tempting wrong moves · {2} pieces on the board",
    task: "You play {0}: {1} of your moves left to win. {2}",
    task_last: "You play {0}: this move can win. {1}",
    your_turn: "Your move.",
    waiting: "Waiting for the reply…",
    solved: "Solved! You won.",
    slower: "Not quite: {0} wins too, but in {1} of your moves; the best move wins in {2}.",
    thrown: "Not this one: after {0} you can no longer force a win.",
    after_fail: "Try again, or see the solution.",
    shown_wait: "Working out the solution…",
    shown: "The solution: {0}.",
    advanced: "Puzzle {0} solved! Here is the next one.",
    bad_number: "There is no puzzle {0}; here is today's.",
    moves_label: "Your moves in notation",
    line_label: "Moves played",
    solution_label: "The solution",
    line_mine: "{0} (you)",
    line_reply: "{0} (the reply)",
    line_best: "{0} (the winning side)",
    prev: "Previous",
    next: "Next",
    today: "Today's puzzle",
    hint: "Hint",
    retry: "Try again",
    solution: "Show solution",
    auto_next: "Go on to the next puzzle after solving one",
    hints_label: "Moves that do not win",
    hint_line: "{0}: {1}",
    streak: "Streak: {0} (best {1})",
    streak_rule: "The streak counts puzzles solved in a row at the first try.",
    pick_first:
        "Pick one of your pieces first: one from your reserve, or one of yours on top of a square.",
    stuck: "Your piece on {0} has nowhere to go.",
    not_there: "That piece cannot go to {0}.",
    none_left: "No {0} piece is left in your reserve.",
};
