//! The puzzle page's strings.

use crate::i18n::PuzzlesText;

/// The puzzle page's strings.
pub const TEXT: PuzzlesText = PuzzlesText {
    title: "Puzzles",
    intro: "In each position exactly one move keeps the win. Find it, then go on winning as fast \
            as possible against the table's best defence. A slower win, or a move that throws the \
            win away, fails the puzzle.",
    loading: "Loading the puzzles…",
    failed: "The puzzles could not be loaded: {0}.",
    tb_failed: "The puzzles need the tablebase, which is unavailable ({0}).",
    empty: "The puzzle file holds no puzzle.",
    heading: "Puzzle {0} of {1}",
    daily: "Today's puzzle",
    grade: "Win in {0} plies · {1} tempting losing moves · {2} pieces on the board",
    task: "{0} to move and win in {1} plies. {2}",
    your_turn: "Your move.",
    waiting: "Waiting for the table…",
    solved: "Solved: the win is converted.",
    slower: "{0} still wins, but it is {1} where {2} was possible: puzzle failed.",
    thrown: "{0} throws the win away ({1}; {2} was possible): puzzle failed.",
    bad_number: "There is no puzzle {0}; here is today's.",
    moves_label: "Your moves",
    line_label: "Moves played",
    line_mine: "{0} (you)",
    line_reply: "{0} (the table's defence)",
    prev: "Previous",
    next: "Next",
    today: "Today's puzzle",
    hint: "Hint",
    retry: "Try again",
    hints_label: "Moves that do not win",
    hint_line: "{0}: {1}",
    streak: "Streak: {0} solved in a row (best {1})",
};
