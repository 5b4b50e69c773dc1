//! The welcome's and the legend's English strings.

use crate::i18n::GuideText;

/// The welcome of a first visit and the legend of the values.
pub const TEXT: GuideText = GuideText {
    welcome_title: "Welcome to Gobblet Gobblers",
    welcome_intro: "Tic-tac-toe where a bigger piece may gobble up a smaller one. This site knows the best move in every position. Where would you like to start?",
    learn: "Learn to play",
    learn_about: "A short lesson in nine steps: the pieces, the moves and the rules, tried out on a small board.",
    play: "Play the computer",
    play_about: "A game against the computer at the easy level; you play Orange and move first.",
    explore: "Explore the solution",
    explore_about: "Every possible move coloured by where it leads with best play: blue wins, red loses, grey draws, and how many moves it takes.",
    close: "Close",
    reopen: "Start here",
    legend_title: "Reading the values",
    legend_win: "wins (blue)",
    legend_loss: "loses (red)",
    legend_draw: "a draw (grey)",
    legend_plies: "For the player making the move. The number counts plies, single moves by either player, to the end of the game when both play their best: {0} means it {1}.",
    legend_count: "×{0} beside a reserve piece: how many of it are left.",
};
