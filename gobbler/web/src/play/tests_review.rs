//! The play screen while looking back over the game: the turns as buttons, the board after the
//! turns shown, nothing to pick on it, the buttons at the top of the panel, both languages.

use gobbler_rules::Position;

use super::testing::{between, draw};
use crate::i18n::Lang;
use crate::model::testing::{worked_example, Page};
use crate::model::{AdviceMsg, Msg, Review};

#[test]
fn each_turn_is_a_button_that_shows_the_board_after_it() {
    let mut m = worked_example();
    m.send(Msg::Pass);
    let h = draw(&m);
    let turns = between(&h, r#"<ol id="gb-turns""#, "</ol>");
    assert_eq!(turns.matches("<button").count(), 3);
    assert!(turns.contains(
        r#"data-gb="review:1" aria-label="Show the board after turn 1: pass">pass</button>"#
    ));
    assert!(turns.contains(r#"data-gb="review:2" aria-label="Show the board after turn 2: e5&gt;c6&gt;b4">e5&gt;c6&gt;b4</button>"#));
    assert!(turns.contains(
        r#"data-gb="review:3" aria-label="Show the board after turn 3: pass" aria-current="step""#
    ));
    // The buttons under the turns: back and to the start open, on and to the game not.
    let nav = between(&h, "gb-review-nav", "</div>");
    assert!(nav.contains(r#"data-gb="review:first" aria-keyshortcuts="Home">Start</button>"#));
    assert!(
        nav.contains(r#"data-gb="review:back" aria-keyshortcuts="ArrowLeft">Previous</button>"#)
    );
    assert!(nav.contains(
        r#"data-gb="review:next" aria-keyshortcuts="ArrowRight" disabled>Next</button>"#
    ));
    assert!(nav.contains(
        r#"data-gb="review:now" aria-keyshortcuts="End" disabled>Back to the game</button>"#
    ));
    assert!(
        !h.contains("gb-review\""),
        "nothing says it is looking back"
    );
}

#[test]
fn looking_back_shows_that_board_with_nothing_to_pick_and_the_way_back() {
    let mut m = worked_example();
    m.send(Msg::Review(Review::After(1)));
    let h = draw(&m);
    let after_pass = Position::START.play_game("pass").unwrap().to_string();
    assert!(h.contains(&format!(r#"data-position="{after_pass}""#)));
    assert!(h.contains("Looking back: the board after turn 1 of 2."));
    assert!(
        h.contains("Last turn: You passed."),
        "the turn shown is said"
    );
    // The Gobbler to move there is the friend's, but nothing is picked on a past board.
    assert!(!h.contains(" movable") && !h.contains(" landing"));
    assert!(!h.contains(r#"data-gb="undo""#) && !h.contains(r#"data-gb="pass""#));
    assert!(
        h.contains(r#"data-gb="hint">Hint</button>"#),
        "a hint for whoever was to move"
    );
    let nav = between(&h, "gb-review-nav", "</div>");
    assert!(nav.contains(r#"data-gb="review:next" aria-keyshortcuts="ArrowRight">Next</button>"#));
    assert!(nav.contains(
        r#"class="primary" data-gb="review:now" aria-keyshortcuts="End">Back to the game</button>"#
    ));
    assert_eq!(h.matches("gb-review-nav").count(), 1, "one set of buttons");
    let turns = between(&h, r#"<ol id="gb-turns""#, "</ol>");
    assert!(turns.contains(
        r#"data-gb="review:1" aria-label="Show the board after turn 1: pass" aria-current="step""#
    ));
    m.send(Msg::Lang(Lang::ZhHant));
    assert!(draw(&m).contains("回顧中：第 1 回合後的棋盤（共 2 回合）。"));
    m.send(Msg::Review(Review::First));
    assert!(draw(&m).contains("回顧中：開局時的棋盤（已下 2 回合）。"));
}

#[test]
fn looking_back_the_hint_is_drawn_and_said_beside_the_turn_played_there() {
    let mut m = worked_example();
    m.send(Msg::Review(Review::After(1)));
    m.send(Msg::Advice(AdviceMsg::Hint));
    let h = draw(&m);
    assert!(h.contains("Hint: the strong player is looking for a turn…"));
    let _ = m.advise("d4>b3>d2", 30.5);
    let h = draw(&m);
    assert_eq!(
        h.matches(r#"class="gb-arrow hint""#).count(),
        2,
        "its two hops"
    );
    let said = between(&h, r#"<p id="gb-suggest""#, "</p>");
    assert!(said.contains("Hint: the strong player would play d4&gt;b3&gt;d2."));
    assert!(
        said.ends_with("It expects 30.5 eaten by the end. The game went on with e5&gt;c6&gt;b4.")
    );
    m.send(Msg::Lang(Lang::ZhHant));
    let said = draw(&m);
    assert!(between(&said, r#"<p id="gb-suggest""#, "</p>")
        .ends_with("棋局實際走的是 e5&gt;c6&gt;b4。"));
    // At the start the game went on with a pass; the same steps in another order are that turn.
    m.send(Msg::Lang(Lang::En));
    m.send(Msg::Review(Review::First));
    m.send(Msg::Advice(AdviceMsg::Hint));
    let _ = m.advise("b2-c3 a1-b2", 29.0);
    let h = draw(&m);
    assert!(between(&h, r#"<p id="gb-suggest""#, "</p>").ends_with("The game went on with a pass."));
    let mut steps = Page::link("?page=gobbler&game=a2-b3+c2-d3%3B+e5%3Ec6%3Eb4");
    assert_eq!(steps.game.turns().len(), 2, "the link's game");
    steps.send(Msg::Review(Review::First));
    steps.send(Msg::Advice(AdviceMsg::Hint));
    let _ = steps.advise("c2-d3 a2-b3", 29.0);
    let h = draw(&steps);
    assert!(
        between(&h, r#"<p id="gb-suggest""#, "</p>").ends_with("The game went on with that turn.")
    );
}
