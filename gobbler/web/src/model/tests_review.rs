//! Looking back over the game: the board after any number of turns, the buttons' targets, and
//! the game underneath left as it is (steps in the making kept, the computer still answering).

use super::testing::{worked_example as two_turns, Page};
use super::*;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn the_board_after_any_number_of_turns_is_shown_and_the_game_stays() {
    let mut m = two_turns();
    assert!(m.reviewed().is_none(), "the game as it stands");
    assert_eq!(m.turns_shown(), 2);
    for (n, text) in [(0, ""), (1, "pass")] {
        m.send(Msg::Review(Review::After(n)));
        let past = m.reviewed().expect("looking back");
        let expected = Position::START.play_game(text).unwrap();
        assert_eq!(past.position(), expected, "after {n} turns");
        assert_eq!(m.turns_shown(), n);
        assert_eq!(m.game.turns().len(), 2, "the game itself is untouched");
    }
    // As many turns as were played, or more, is the game as it stands.
    for n in [2, 3, usize::MAX] {
        m.send(Msg::Review(Review::After(n)));
        assert_eq!(m.review, None, "{n}");
    }
}

#[test]
fn the_buttons_step_one_turn_back_and_on_and_to_either_end() {
    let mut m = two_turns();
    let mut go = |r: Review| {
        m.send(Msg::Review(r));
        m.review
    };
    assert_eq!(
        go(Review::Next),
        None,
        "nothing after the game as it stands"
    );
    assert_eq!(go(Review::Back), Some(1));
    assert_eq!(go(Review::Back), Some(0));
    assert_eq!(go(Review::Back), Some(0), "nothing before the start");
    assert_eq!(go(Review::Next), Some(1));
    assert_eq!(go(Review::Next), None, "on from the last but one: the game");
    assert_eq!(go(Review::First), Some(0));
    assert_eq!(go(Review::Now), None);
    assert_eq!(go(Review::After(1)), Some(1));
    assert_eq!(go(Review::After(2)), None, "after every turn: the game");
    assert_eq!(m.shown_board, 10, "each look brings the board into view");
}

#[test]
fn the_board_is_not_played_on_while_looking_back_and_steps_made_are_kept() {
    let mut m = two_turns();
    m.send(Msg::Square(sq("b2")));
    m.send(Msg::Square(sq("c3")));
    m.send(Msg::Review(Review::After(1)));
    let past = m.reviewed().unwrap();
    assert!(
        past.steps.is_empty(),
        "the past board has no steps of the present"
    );
    for msg in [
        Msg::Square(sq("d2")),
        Msg::Deselect,
        Msg::UndoStep,
        Msg::EndTurn,
        Msg::Pass,
    ] {
        m.send(msg.clone());
        assert_eq!(m.game.turns().len(), 2, "{msg:?} waits");
        assert_eq!(m.steps.len(), 1, "{msg:?} keeps the step");
        assert_eq!(m.review, Some(1), "{msg:?} keeps the board shown");
    }
    m.send(Msg::Review(Review::Now));
    assert_eq!(m.steps[0].to_string(), "b2-c3", "the step is there again");
    m.send(Msg::EndTurn);
    assert_eq!(m.game.turns().len(), 3);
    // A Gobbler picked is kept too.
    m.send(Msg::Square(sq("b4")));
    m.send(Msg::Review(Review::First));
    assert!(m.reviewed().unwrap().path.is_empty());
    m.send(Msg::Review(Review::Now));
    assert_eq!(m.path, vec![sq("b4")]);
}

#[test]
fn the_computer_plays_on_underneath_and_undo_or_a_new_game_end_the_look_back() {
    let mut m = Page::new();
    m.send(Msg::Pass);
    let think = m.think().expect("the medium Gobblers are asked");
    m.send(Msg::Review(Review::First));
    m.send(Msg::Computer {
        id: think.id,
        reply: Ok("e5>c6>b4".into()),
        ms: 1.0,
    });
    assert_eq!(m.game.text(), "pass; e5>c6>b4", "its answer is played");
    assert_eq!(m.review, Some(0), "and the board shown stays");
    m.send(Msg::Undo);
    assert_eq!(m.game.turns().len(), 0, "back to the person's turn");
    assert_eq!(m.review, None);
    let mut m = two_turns();
    m.send(Msg::Review(Review::After(1)));
    m.send(Msg::NewGame);
    assert_eq!((m.game.turns().len(), m.review), (0, None));
}
