//! English: the findings screen.

use crate::i18n::schema::FindingsText;

/// What good play finds.
pub const FINDINGS: FindingsText = FindingsText {
    tab: "Findings",
    intro: "What good play finds: {0} games between the computer's strongest players (Computer (strong), {1} ms a turn for each side), from the start. Every figure below is computed from those games.",
    eaten_title: "How many Littles are eaten",
    eaten_text: "Between strong players about {0} Littles are eaten (95 % interval for the mean: {1}–{2}). Half the games eat {3} or fewer; the fewest eaten was {4}, the most {5}.",
    chart_label: "Bar chart of the games by Littles eaten: {0} games, from {1} to {2} eaten. The table gives the same figures.",
    table_caption: "Games by Littles eaten",
    col_eaten: "Littles eaten",
    col_games: "Games",
    fair_title: "A fair threshold",
    fair_text: "The Gobblers win when they eat more than the threshold. A fair threshold, at which each side wins about half the games, would be {0} (95 % interval {1}–{2}); at {0} the Littles won {3} of {4} games.",
    at_40: "At the threshold of two beginners, 40, the Littles won {0} of {1} games ({2} %, 95 % interval {3}–{4} %): the ranks move the threshold towards the fair one as players improve.",
    first_title: "The first turns",
    first_text: "The Littles opened in {0} different ways in {1} games; the Gobblers' first move took {2} forms. Littles eaten by the Gobblers' first move, for the moves played in {3} games or more:",
    first_mixed: "Each of these moves answered its own first turn of the Littles, so a row's mean belongs to the two together, not to the Gobblers' move alone.",
    first_none: "No first move was played in {0} games or more: too few games to compare openings.",
    col_move: "Gobblers' first move",
    col_mean: "Mean eaten (95 % interval)",
    mean_cell: "{0} ({1}–{2})",
    corners_title: "Safe corners",
    corners_text: "The rules' hint says that a checker pattern in the corners is often safe for the Littles. We decided it exactly, by searching every pattern: single Littles in a corner (nothing else in it) are safe if a Gobbler can never take two of them in one move, by its hops or by the scatter, however many moves it makes, even fed from elsewhere and free to start each move from any square, as long as the Littles answer well with their three steps inside the corner.",
    corner_counts: "In the {0}×{0} corner {1} of {2} patterns are safe; the largest hold {3} Littles.",
    one_colour_all: "Every safe pattern stands on one colour.",
    one_colour_not_all: "Not every safe pattern stands on one colour.",
    one_colour_unsafe: "{0} one-coloured patterns of two or more Littles are not safe.",
    one_colour_all_safe: "Every one-coloured pattern is safe here.",
    caption_safe: "Safe: {0}.",
    caption_mixed: "Safe, though not on one colour: {0}.",
    caption_unsafe: "One colour, yet not safe: {0}. A Gobbler landing on one of them pins another against the edge or in the corner.",
    in_games: "At the end of the strong players' games, {0} corners of this size held two or more Littles: {1} of them single Littles only, {2} a safe pattern.",
    rules_hint: "Hint: a checker pattern in the corners is often safe for the Littles.",
    rules_link: "Which corner patterns are safe, decided exactly",
};
