//! The game kept on this device: written after each change that matters, read when the page
//! opens (not over a link's game), refused with a notice when it cannot be read.

use super::testing::{hot_seat, you_as_gobblers, Page};
use super::*;

/// The page opened with `stored` as the kept game (and `query`).
fn reopened(stored: &str, query: &str) -> Page {
    Page::open(Start {
        game: Some(stored.into()),
        query: query.into(),
        ..Start::default()
    })
}

#[test]
fn the_game_is_kept_after_each_change_and_opens_again_as_it_was() {
    let mut m = Page::new();
    assert_eq!(m.stored_game, None, "nothing kept before anything changed");
    // You against the medium computer: your pass and its answer.
    m.send(Msg::Pass);
    let think = m.think().expect("the computer thinks");
    let after_pass = m.stored_game.clone().expect("kept after your turn");
    assert!(after_pass.ends_with("\ngame=pass"), "{after_pass}");
    let reply = Position::START
        .play_game("pass")
        .unwrap()
        .gobbler_moves()
        .first()
        .unwrap()
        .to_string();
    m.computer(think.id, &reply);
    let kept = m.stored_game.clone().unwrap();
    assert_eq!(Saved::decode(&kept), Some(Saved::of(&m)));
    // A look back, the language, a hint: nothing kept changes, nothing is written.
    m.stored_game = None;
    m.send(Msg::Review(Review::First));
    m.send(Msg::Lang(crate::i18n::Lang::ZhHant));
    assert_eq!(m.stored_game, None);
    // Opened again: the same game, players and ranking, and a notice that says so.
    let again = reopened(&kept, "");
    assert_eq!(again.game.text(), format!("pass; {reply}"));
    assert_eq!(again.seats, m.seats);
    assert_eq!(Saved::of(&again), Saved::of(&m));
    assert_eq!(again.notice, Some(Notice::Resumed(2)));
    // The players chosen for the next game are kept too; a new game is kept.
    m.send(Msg::SetPlayer(Side::Gobblers, PlayerId::Friend));
    let chosen = reopened(m.stored_game.as_ref().unwrap(), "");
    assert_eq!(chosen.setup.gobblers, PlayerId::Friend);
    assert_eq!(chosen.seats.gobblers, PlayerId::Computer(Level::Medium));
    m.send(Msg::NewGame);
    let fresh = reopened(m.stored_game.as_ref().unwrap(), "");
    assert!(fresh.game.turns().is_empty() && fresh.notice.is_none());
    assert_eq!(fresh.seats.gobblers, PlayerId::Friend);
}

#[test]
fn a_kept_game_with_the_computer_to_move_is_answered() {
    let mut m = Page::new();
    m.send(Msg::Pass);
    let kept = m.stored_game.clone().unwrap();
    let mut again = reopened(&kept, "");
    let think = again
        .think()
        .expect("the computer's turn is asked for at once");
    assert_eq!(think.position, again.position().to_string());
}

#[test]
fn a_links_game_is_shown_and_the_kept_one_stays_until_a_turn_is_played() {
    let mut m = hot_seat();
    m.send(Msg::Pass);
    let kept = m.stored_game.clone().unwrap();
    let mut linked = reopened(&kept, "?page=gobbler&game=a1-b2");
    assert_eq!(linked.game.text(), "a1-b2");
    assert_eq!(linked.notice, Some(Notice::Replayed(1)));
    assert_eq!(linked.stored_game, None, "the kept game is left alone");
    linked.send(Msg::Square("e5".parse().unwrap()));
    assert_eq!(linked.stored_game, None, "a pick is not a turn");
    // A bad link over a kept game: the kept game, and the link's error said.
    let bad = reopened(&kept, "?page=gobbler&game=zz");
    assert_eq!(bad.game.text(), "pass");
    assert!(matches!(bad.notice, Some(Notice::BadLink(_))));
}

#[test]
fn a_kept_text_that_cannot_be_read_changes_nothing_but_says_so() {
    let good = {
        let mut m = hot_seat();
        m.send(Msg::Pass);
        m.stored_game.clone().unwrap()
    };
    let fresh = Page::new();
    let mut damaged = vec![
        String::new(),
        "gobbler-game 2\nseats=you,friend".into(),
        good.replace("seats=you,friend", "seats=you,nobody"),
        good.replace("flags=", "flags=2"),
        good.replace("\nt=40", "\nt=forty"),
        good.replace("game=pass", "game=pass; pass"),
        good.replace("basis=ranks:0,0", "basis=ranks:0"),
    ];
    // Every cut of the text short of its last line.
    let last = good.rfind('\n').unwrap();
    damaged.extend((0..last).map(|n| good[..n].to_string()));
    for text in damaged {
        let m = reopened(&text, "");
        assert_eq!(m.notice, Some(Notice::SavedUnreadable), "{text:?}");
        assert_eq!(m.game, fresh.game, "{text:?}");
        assert_eq!((m.seats, m.setup), (fresh.seats, fresh.setup), "{text:?}");
    }
    assert_eq!(reopened(&good, "").game.text(), "pass");
}

#[test]
fn new_game_keeps_the_game_left_for_undo_until_a_turn_of_yours() {
    let mut m = hot_seat();
    m.send(Msg::Pass);
    let left = Saved::of(&m);
    m.send(Msg::NewGame);
    assert!(m.game.turns().is_empty());
    assert_eq!(m.notice, Some(Notice::NewGameUndo));
    m.send(Msg::Undo);
    assert_eq!(Saved::of(&m), left, "the game left, as it was");
    assert_eq!(m.notice, None);
    assert_eq!(Saved::decode(m.stored_game.as_ref().unwrap()), Some(left));
    // Once you play a turn of the new game, Undo takes back turns as ever.
    m.send(Msg::NewGame);
    m.send(Msg::Pass);
    m.send(Msg::Undo);
    assert!(m.game.turns().is_empty(), "the pass taken back");
    m.send(Msg::Undo);
    assert!(
        m.game.turns().is_empty() && m.game_left.is_none(),
        "the game left is gone"
    );
    // A game without turns, or over, is not kept: there is nothing to come back to.
    m.send(Msg::NewGame);
    assert_eq!((m.notice.clone(), m.game_left.is_some()), (None, false));
}

#[test]
fn the_game_left_comes_back_though_the_computer_opened_the_new_one() {
    let mut m = you_as_gobblers();
    let first = m.think().expect("the computer's Littles open");
    m.computer(first.id, "pass");
    for s in ["e5", "c6", "b4"] {
        m.send(Msg::Square(s.parse().unwrap()));
    }
    let waiting = m.think().expect("the computer's Littles to move");
    let left = Saved::of(&m);
    assert_eq!(left.game, "pass; e5>c6>b4");
    m.send(Msg::NewGame);
    let opening = m.think().expect("they open the new game");
    m.computer(opening.id, "a1-b2");
    assert_eq!(m.game.text(), "a1-b2");
    m.send(Msg::Undo);
    assert_eq!(
        Saved::of(&m),
        left,
        "the game left, not the computer's turn taken back"
    );
    // Its computer is asked again; the answers to the requests before are ignored.
    let again = m.think().expect("asked again");
    assert!(again.id != waiting.id && again.position == m.position().to_string());
    m.computer(waiting.id, "pass");
    assert_eq!(m.game.turns().len(), 2, "an answer nobody waits for");
}
