//! The estimate after each turn: the button, the graph growing as boards are judged, the turns
//! that moved it most against their side, both languages.

use super::analysis::{costly, Costly, COSTLY};
use super::testing::{between, draw};
use crate::i18n::Lang;
use crate::model::testing::Page;
use crate::model::{AdviceMsg, Msg, Review};

/// Answers the advisor's last request with a legal turn there (a pass, or the first Gobbler
/// move) and `estimate`.
fn judge(m: &mut Page, estimate: f32) {
    let board: gobbler_rules::Position = m.advised.last().expect("asked").position.parse().unwrap();
    let turn = board
        .gobbler_moves()
        .first()
        .map_or("pass".to_string(), ToString::to_string);
    let _ = m.advise(&turn, estimate);
}

#[test]
fn the_costly_turns_are_those_that_moved_the_estimate_against_their_side() {
    // Turn 0 (Littles) +4: costly; turn 1 (Gobblers) +5: for them; turn 2 (Littles) −6: for
    // them; turn 3 (Gobblers) −3: costly (exactly COSTLY); turn 4 unknown after; turn 6
    // (Littles) +2.9: not enough.
    let est = [
        Some(30.0),
        Some(34.0),
        Some(39.0),
        Some(33.0),
        Some(30.0),
        None,
        Some(31.0),
        Some(33.9),
    ];
    let turns: Vec<usize> = costly(&est).iter().map(|c| c.turn).collect();
    assert_eq!(turns, [0, 3]);
    let c = Costly {
        turn: 3,
        before: 33.0,
        after: 30.0,
    };
    assert!((c.against() - COSTLY).abs() < 1e-6);
    // Judged in the tenths shown: 29.1 → 32.1 is 3.0, though 32.1 − 29.1 in `f32` is under 3.
    let shown = [Some(29.1), Some(32.1)];
    let (before, after) = (shown[0].unwrap(), shown[1].unwrap());
    assert!(after - before < COSTLY, "the case this checks");
    assert_eq!(costly(&shown).len(), 1);
    // The largest first, three at most.
    let many: Vec<Option<f32>> = [0.0, 4.0, 4.0, 9.0, 9.0, 20.0, 20.0, 24.0]
        .iter()
        .map(|&v| Some(v))
        .collect();
    let turns: Vec<usize> = costly(&many).iter().map(|c| c.turn).collect();
    assert_eq!(turns, [4, 2, 0]);
}

#[test]
fn the_graph_grows_as_the_boards_are_judged_and_lists_the_costly_turns() {
    let mut m = Page::link("?page=gobbler&game=pass%3B+e5%3Ec6%3Eb4%3B+pass");
    let h = draw(&m);
    assert!(h.contains(r#"data-gb="analyse">Estimate every turn</button>"#));
    assert!(!h.contains("gb-graph"));
    m.send(Msg::Advice(AdviceMsg::Analyse));
    let h = draw(&m);
    assert!(!h.contains(r#"data-gb="analyse""#));
    assert!(h.contains(r#"data-judged="0" data-boards="4""#));
    assert!(h.contains("Judging the boards: 0 of 4…"));
    for v in [30.0, 35.5, 35.0] {
        judge(&mut m, v);
    }
    let h = draw(&m);
    assert!(h.contains("Judging the boards: 3 of 4…"));
    assert!(h.contains(r#"data-points="0:30.0 1:35.5 2:35.0""#));
    assert!(
        !h.contains("gb-costly"),
        "listed once every board is judged"
    );
    judge(&mut m, 36.0);
    let h = draw(&m);
    let graph = between(&h, r#"<figure id="gb-graph""#, "</figure>");
    assert!(graph.contains(r#"data-points="0:30.0 1:35.5 2:35.0 3:36.0""#));
    assert_eq!(graph.matches(r#"class="dot""#).count(), 4);
    // x over the turns (0 to 100), y from 60 eaten at the top; the threshold 40 at y 20.
    assert!(
        graph.contains(r#"<polyline points="0.00,30.00 33.33,24.50 66.67,25.00 100.00,24.00"/>"#)
    );
    assert!(graph.contains(r#"class="gb-graph-thr" x1="0" x2="100" y1="20.00""#));
    assert!(
        graph.contains(r#"class="gb-graph-now" x1="100.00""#),
        "the game as it stands"
    );
    assert!(graph.contains("the dashed line is the threshold, 40."));
    // A strip per board, meeting halfway between two, each looking at its board.
    for (i, x, w) in [
        (0, "0.00", "16.67"),
        (1, "16.67", "33.33"),
        (3, "83.33", "16.67"),
    ] {
        assert!(
            graph.contains(&format!(
                r#"<rect class="gb-graph-pick" x="{x}" y="0" width="{w}" height="60" data-gb="review:{i}"/>"#
            )),
            "{graph}"
        );
    }
    assert_eq!(graph.matches("gb-graph-pick").count(), 4);
    m.send(Msg::Review(Review::After(2)));
    assert_eq!(m.review, Some(2));
    assert!(draw(&m).contains(r#"class="gb-graph-now" x1="66.67""#));
    m.send(Msg::Review(Review::After(3)));
    assert_eq!(m.review, None, "the last strip is the game as it stands");
    // The first pass moved it 5.5 against the Littles: a button to the board before it.
    let listed = between(&h, r#"id="gb-costly""#, "</div>");
    assert!(listed.contains(r#"data-gb="explain:0">Turn 1, Littles: 30.0 → 35.5</button>"#));
    assert_eq!(listed.matches("<button").count(), 1);
    m.send(Msg::Lang(Lang::ZhHant));
    let h = draw(&m);
    assert!(h.contains("第 1 回合，小兵：30.0 → 35.5"));
    assert!(h.contains("虛線是門檻 40。"));
    // Pressed: the board before the turn, marked on the graph, with the strong player's turn
    // there (judged already: nothing asked) beside the pass played.
    m.send(Msg::Lang(Lang::En));
    m.send(Msg::Advice(AdviceMsg::Explain(0)));
    assert_eq!(m.review, Some(0));
    assert!(m.advised.is_empty());
    let h = draw(&m);
    assert!(h.contains(r#"class="gb-graph-now" x1="0.00""#));
    let said = between(&h, r#"<p id="gb-suggest""#, "</p>");
    assert!(said.contains("It expects 30.0 eaten by the end. The game went on with that turn."));
    // A turn the game does not have changes nothing.
    m.send(Msg::Advice(AdviceMsg::Explain(3)));
    assert_eq!(m.review, Some(0));
}

#[test]
fn no_costly_turn_is_said_so() {
    let mut m = Page::link("?page=gobbler&game=pass");
    m.send(Msg::Advice(AdviceMsg::Analyse));
    for v in [30.0, 31.0] {
        judge(&mut m, v);
    }
    let h = draw(&m);
    assert!(h.contains("No turn moved the estimate by 3 or more against its side."));
}
