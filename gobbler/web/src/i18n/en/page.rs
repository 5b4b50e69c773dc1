//! The English strings of the heading, the board, the panel and the notices.

use crate::i18n::schema::{AdviceText, NoticeText, PageText, PlayText, RecordText, ReportText};

/// The heading and the tabs.
pub const PAGE: PageText = PageText {
    title: "Gobbler",
    tagline: "Sixty Littles against two knight-hopping Gobblers (Luke Weisman, 2002).",
    tab_play: "Play",
    tab_rules: "Rules",
};

/// The board and the turn being made.
pub const PLAY: PlayText = PlayText {
    littles: "Littles",
    gobblers: "Gobblers",
    you: "You",
    friend: "Friend",
    computer: "Computer ({0})",
    levels: ["easy", "medium", "strong"],
    to_move: "{0} to move ({1})",
    thinking: "{0} is thinking…",
    result_gobblers: "Game over: the Gobblers ate {0}, more than {1}. The Gobblers win ({2}).",
    result_littles: "Game over: the Gobblers ate {0}, not more than {1}. The Littles win ({2}).",
    eaten: "Eaten: {0} of 60",
    threshold: "The Gobblers win by eating more than {0}.",
    starving: "The Gobbler on {0} starves: no move of it eats two Littles.",
    board: "Board",
    square_empty: "{0}, empty",
    square_one: "{0}, 1 Little",
    square_many: "{0}, {1} Littles",
    square_gobbler: "{0}, a Gobbler",
    square_starving: "{0}, a starving Gobbler",
    end_turn: "End turn",
    pass: "Pass",
    undo_step: "Undo step",
    undo: "Undo turn",
    new_game: "New game",
    no_steps: "No step yet (up to three).",
    steps: "Steps: {0} of 3 — {1}",
    hint_littles:
        "Pick a square with Littles, then a neighbouring square: up to three steps, then End turn.",
    hint_step: "A Little on {0} is picked: pick a highlighted neighbour.",
    hint_gobbler: "Pick a Gobbler, then a highlighted landing square (one or two knight hops).",
    hint_hop: "{0}: pick a highlighted landing square.",
    hint_hop_on: "{0} eats {1}: it must hop again to eat at least two.",
    landing: "{0}: eats {1}",
    landing_scatter: "{0}: eats {1}, and {2} in the scatter",
    hop_on: "{0}: eats {1}, then hop again",
    last_turn: "Last turn, by {0}: {1}.",
    last_pass: "Last turn: {0} passed.",
};

/// The strong player's hint and evaluation.
pub const ADVICE: AdviceText = AdviceText {
    hint: "Hint",
    eval_switch: "Evaluation",
    hint_thinking: "Hint: the strong player is looking for a turn…",
    hint_turn: "Hint: the strong player would play {0}.",
    hint_pass: "Hint: the strong player would pass.",
    hint_eats: "Its hops eat {0}, its scatter {1}.",
    hint_expects: "It expects {0} eaten by the end.",
    then: "{0} {1}",
    hint_failed: "No hint: {0}.",
    eval_thinking: "The strong player is judging this position…",
    eval_littles:
        "Littles ahead: the strong player expects {0} eaten by the end, not more than {1}.",
    eval_gobblers: "Gobblers ahead: the strong player expects {0} eaten by the end, more than {1}.",
    eval_none: "No estimate: the strong player ran out of time.",
    eval_failed: "The strong player could not judge this position: {0}.",
    littles_ahead: "Littles ahead",
    gobblers_ahead: "Gobblers ahead",
};

/// The last Gobbler move's report.
pub const REPORT: ReportText = ReportText {
    last_move: "Last Gobbler move {0}: the hops ate {1}.",
    starved: "The Gobbler on {0} starved and left the board.",
    little_one: "The Little on {0}",
    littles_many: "The {1} Littles on {0}",
    ran: "{0} ran away to {1}.",
    slid: "{0}, pushed diagonally off the board, slid along the edge to {1}.",
    pinned_at_edge: "{0}, pushed straight off the board, was pinned and eaten.",
    pinned_in_corner: "{0}, pushed out of the corner, was pinned and eaten.",
    ran_into_jaws: "{0} ran into the jaws of the Gobbler on {1} and was eaten.",
    slid_into_jaws: "{0} slid along the edge into the jaws of the Gobbler on {1} and was eaten.",
    no_scatter: "No Little stood next to the landing square: nothing scattered.",
    scatter_total: "The scatter ate {0}.",
};

/// The game record, the players and their ranks.
pub const RECORD: RecordText = RecordText {
    game: "The game",
    no_turns: "No turn yet.",
    game_text: "The game in notation",
    link: "Link that replays this game",
    copy: "Copy",
    copied: "Copied",
    players: "Players and ranks",
    plays_littles: "Littles",
    plays_gobblers: "Gobblers",
    next_game_note: "A change of players starts with the next game.",
    rank_head: ["Player", "Marauding", "Scatter"],
    ranks_note: "After each finished game the winner's rank for the side played rises by one and the loser's falls by one (never below 0). T = 40 + the Gobbler player's Marauding rank − the Littles player's Scatter rank.",
    this_threshold: "This game: T = 40 + {1} − {2} = {0}.",
    this_threshold_kept: "This game: T = {0} (40 + {1} − {2}, kept between 0 and {3}).",
    this_threshold_link: "This game: T = {0}, as its link gives it.",
    not_ranked: "A game replayed from a link does not change the ranks.",
    ranked: "The result is in the ranks.",
    review_after: "Looking back: the board after turn {0} of {1}.",
    review_start: "Looking back: the board at the start ({0} turns played).",
    review_turn: "Show the board after turn {0}: {1}",
    review_nav: "Look back over the game",
    review_first: "Start",
    review_back: "Previous",
    review_on: "Next",
    review_now: "Back to the game",
};

/// The notices.
pub const NOTICES: NoticeText = NoticeText {
    bad_link: "This link's game could not be replayed ({0}). Nothing was changed.",
    replayed: "The linked game was replayed: {0} turns.",
    already_moved: "Every Little that stood on {0} at the start of the turn has stepped: no Little steps twice in a turn.",
    arrived: "Every Little on {0} stepped there this turn: no Little steps twice in a turn.",
    no_littles: "No Little stands on {0}.",
    three_steps: "Three steps are made: end the turn or undo a step.",
    not_neighbour: "{1} is not next to {0}: a Little steps to a neighbouring square.",
    onto_gobbler: "A Little never steps onto a Gobbler ({0}).",
    steps_pending: "Steps are made: end the turn, or undo them before passing.",
    not_landing: "The Gobbler cannot land on {0}: pick a highlighted square.",
    starving: "The Gobbler on {0} starves this turn: no move of it eats two Littles.",
    pick_gobbler: "Pick one of the Gobblers first.",
    not_your_turn: "The computer plays this side: wait for its turn.",
    game_over: "The game is over. Start a new game.",
    illegal: "Not allowed: {0}.",
    steps_kept: "Your steps are kept: the players chosen start with the next game.",
    restarted: "No turn of yours was played yet: the game began again with the players chosen.",
    computer_failed: "The computer could not play: {0}.",
    link_encoding: "the link's game is not properly encoded",
    link_threshold: "t={0} is not a threshold (a whole number from 0 to {1})",
    computer_not_a_turn: "{0}: {1}",
    computer_worker_failed: "the computer's worker failed to start",
    computer_unreachable: "the computer's worker could not be reached",
    computer_crashed: "the computer's worker stopped with an error",
    computer_no_answer: "no answer",
    think_level: "unknown level `{0}`: write easy, medium or strong (or 1, 2, 3)",
    think_over: "the game is over: there is no turn to choose",
};
