//! The English rules screen.

use crate::i18n::schema::{RulesSection, RulesText};

/// The rules screen: every clause of `docs/gobbler-rules.md` and every Decision.
pub const TEXT: RulesText = RulesText {
    intro: "Gobbler is played on an 8×8 board by two players: one has sixty small pieces, the Littles; the other has two hunters, the Gobblers, which hop like chess knights and eat Littles. Every rule of the game as this site plays it is below; where the original text is silent or contradicts itself, the choice made here is marked Decision.",
    before: "before",
    after: "after",
    decision: "Decision:",
    sections: [
        RulesSection {
            title: "Board and start",
            body: &[
                "Squares are named as in chess: files a–h from left to right, ranks 1–8 from bottom to top.",
                "At the start one Little stands on every square except the four central ones; the Gobblers stand on d4 and e5, kitty-corner; d5 and e4 are empty. That makes 60 Littles.",
                "A square holds either one Gobbler or any number of Littles (a stack; the number is shown on the square). Littles are all alike: only the count on each square matters.",
                "The Littles move first; the players then take turns.",
            ],
            captions: &["The start: 60 Littles, Gobblers on d4 and e5."],
        },
        RulesSection {
            title: "The Littles' turn",
            body: &[
                "The Littles player makes up to three steps. A step moves one Little to one of the (up to) eight neighbouring squares, straight or diagonal. The square may be empty or hold Littles (they stack); never a Gobbler's square, never off the board.",
                "Decision: making no step at all (a pass) is a legal turn — the original says the Littles player \"does not need to use all his moves\".",
            ],
            captions: &["Three steps: b1-b2, a1-b2 and c3-d3. Two Littles join the one on b2."],
        },
        RulesSection {
            title: "No Little steps twice",
            body: &[
                "The steps of a turn are judged against the counts at the start of the turn: from each square, at most as many steps may leave as there were Littles on it when the turn began.",
                "So a1-b2 b2-c3 is legal when b2 already held a Little (two Littles each step once — Littles are alike, so it does not matter which one moves on), and illegal when b2 was empty (one Little would move two squares).",
                "Two turns that give the same position are the same turn.",
            ],
            captions: &[
                "b2 held a Little: a1-b2 b2-c3 is legal (each Little steps once).",
                "b2 was empty: a1-b2 b2-c3 is illegal (one Little would step twice).",
            ],
        },
        RulesSection {
            title: "The Gobbler's move",
            body: &[
                "The Gobbler player moves one Gobbler by one or two knight hops (two squares in one direction and one to the side). A hop lands on the board, never on the other Gobbler's square. The Gobbler eats every Little on each square it lands on.",
                "If the first hop eats two or more, the move ends there. Otherwise (it ate 0 or 1) the Gobbler must hop a second time, and the two hops together must eat at least two. A move that eats fewer than two is not allowed; a second hop back to the start eats nothing, so it never completes a move.",
                "A move is its path: two paths that end on the same square (f5>d6>e4 and f5>g3>e4) are two different moves.",
            ],
            captions: &[
                "One hop: d4>c6 eats a stack of 2, so the move ends there.",
                "Two hops: e5>c6 eats 1, so the Gobbler hops on; c6>b4 eats 1 more: two in all.",
            ],
        },
        RulesSection {
            title: "Starving",
            body: &[
                "At the start of the Gobbler player's turn, every Gobbler with no legal move starves and is removed from the board, even if the other one can move. Both are judged on the position as it stands. If a Gobbler is left, the player must move it.",
                "Decision: a Gobbler whose only routes to two Littles land on its partner's square has no legal move: it starves too, though Littles are within reach.",
                "A starved Gobbler is gone before the other one moves: its square is an ordinary empty square, so a Little that runs onto it in the scatter survives.",
            ],
            captions: &[
                "The Gobbler on a1 cannot reach two Littles in one or two hops: it starves.",
                "Decision: the Gobbler on a8 could only eat two by landing on b6, where its partner stands: it starves.",
            ],
        },
        RulesSection {
            title: "The scatter",
            body: &[
                "When the moving Gobbler stops, every Little on the eight squares around it runs one square directly away from it, all at the same time (worked out from the position before the scatter). A whole stack moves together; stacks that meet merge.",
                "Every target is two squares from the Gobbler, so no Little runs twice. Littles eaten in the scatter count towards the total eaten, but not towards the two that the hops must eat.",
            ],
            captions: &["The Gobbler lands on d4 (from e6): the eight Littles around it run straight away."],
        },
        RulesSection {
            title: "The scatter at the edge",
            body: &[
                "If a Little's way out points straight off the board (it stands on the edge, directly between the Gobbler and the edge), it is pinned and eaten.",
                "If it is pushed diagonally off the board from an edge square that is not a corner, it slides one square along the edge, in the direction of the push. Pushed diagonally out of a corner, it is pinned and eaten.",
                "Decision: the original text's \"directly adjacent to the Gobbler and on the edge of the board → eaten\" is read as \"its way out points off the board\"; a Little on the edge whose way out runs along the board simply moves.",
            ],
            captions: &[
                "The Gobbler lands on b4: a4 is pinned and eaten; a5 and a3 slide along the a-file to a6 and a2.",
                "The Gobbler lands on b2: the Little in the corner a1 is pinned and eaten.",
                "Decision: the Gobbler lands on a4: a5 is on the edge but runs along it to a6, and lives.",
            ],
        },
        RulesSection {
            title: "Into the other Gobbler's jaws",
            body: &[
                "A Little whose target is the other Gobbler's square runs into its jaws and is eaten. The same happens to a Little that slides along the edge onto the other Gobbler.",
            ],
            captions: &[
                "The Gobbler lands on b4: c4 runs into the Gobbler on d4 and is eaten.",
                "The Gobbler lands on b4: a5 slides along the edge into the Gobbler on a6 and is eaten.",
            ],
        },
        RulesSection {
            title: "End and result",
            body: &[
                "The game ends when both Gobblers have starved (a Gobbler turn begins with no Gobbler able to move). Every game ends: each Gobbler turn eats at least two Littles or starves a Gobbler.",
                "The Gobbler player wins by eating more than the threshold T = 40 + the Gobbler player's Marauding rank − the Littles player's Scatter rank. Two newcomers play with T = 40.",
                "Decision: otherwise the Littles player wins. The original text also says the Littles win by saving forty or more, which with sixty Littles leaves 21 to 40 eaten undecided; its ranking text speaks of one threshold, so here one threshold decides every game.",
            ],
            captions: &[],
        },
        RulesSection {
            title: "Ranks",
            body: &[
                "Each player has a Marauding rank (as the Gobblers) and a Scatter rank (as the Littles), both starting at 0, like handicap stones in Go.",
                "After a game the winner's rank for the side they played rises by one and the loser's rank for the side they played falls by one, never below 0. This page keeps the ranks of you, your friend and each computer level on this device.",
            ],
            captions: &[],
        },
        RulesSection {
            title: "Notation and the worked example",
            body: &[
                "A step: c3-d4. A Littles turn: its steps separated by spaces (b2-c3 b2-c3 h7-g6), or pass. A Gobbler move: the start and each landing square joined by > (e5>c6, e5>d7>f8). A game: its turns separated by ; (pass; e5>c6>b4).",
                "The worked example: from the start the Littles pass and the Gobbler on e5 plays e5>c6>b4 — the first hop eats 1, the second eats 1. Around b4: b5→b6, c5→d6, b3→b2, c3→d2 (stacks of 2 form); a5 and a3 slide along the a-file to a6 and a2; a4 is pinned and eaten; c4 runs into the Gobbler on d4 and is eaten. Four Littles eaten in all; the Littles move next.",
            ],
            captions: &["The worked example: pass; e5>c6>b4."],
        },
    ],
};
