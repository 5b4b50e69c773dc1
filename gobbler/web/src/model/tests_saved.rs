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
    assert_eq!(linked.notice, Some(Notice::ReplayedSetAside(1, 1)));
    assert_eq!(linked.stored_game, None, "the kept game is left alone");
    assert_eq!(
        linked.set_aside,
        vec![Saved::decode(&kept).unwrap()],
        "and set aside"
    );
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

/// The page opened with `stored` as the kept game, `aside` as the games set aside, and `query`.
fn reopened_with(stored: Option<&str>, aside: Option<&str>, query: &str) -> Page {
    Page::open(Start {
        game: stored.map(Into::into),
        set_aside: aside.map(Into::into),
        query: query.into(),
        ..Start::default()
    })
}

/// A hot-seat game of `turns` (each a pass or a first Gobbler move), kept as its text.
fn kept_game(turns: &str) -> String {
    let mut m = hot_seat();
    for turn in turns.split("; ") {
        let t = m.position().parse_turn(turn).unwrap();
        m.send(match t {
            Turn::Littles(_) => Msg::Pass,
            Turn::Gobbler(mv) => {
                for sq in mv.path().iter().copied() {
                    m.send(Msg::Square(sq));
                }
                continue;
            }
        });
    }
    assert_eq!(m.game.text(), turns);
    m.stored_game.clone().unwrap()
}

#[test]
fn a_game_a_link_displaces_is_set_aside_and_opens_again_with_nothing_lost() {
    let mine = kept_game("pass; e5>c6>b4");
    let theirs = "?page=gobbler&game=pass";
    // The link's game shown, yours set aside and kept so (the kept game itself is not yet
    // written over: the link's game has not changed).
    let mut p = reopened_with(Some(&mine), None, theirs);
    assert_eq!(p.game.text(), "pass");
    assert_eq!(p.notice, Some(Notice::ReplayedSetAside(1, 2)));
    let stored_aside = p.stored_set_aside.clone().expect("the list is kept");
    assert_eq!(decode_set_aside(&stored_aside), (p.set_aside.clone(), true));
    assert_eq!(p.set_aside[0].game, "pass; e5>c6>b4");
    // A turn in the link's game: it is now the kept one, yours still set aside.
    let gobbler = p.position().gobbler_moves()[0];
    for sq in gobbler.path().iter().copied() {
        p.send(Msg::Square(sq));
    }
    assert_eq!(p.game.turns().len(), 2);
    let now_kept = p.stored_game.clone().unwrap();
    // Reopened later (a reload without the link): the link's game as played, yours listed.
    let mut later = reopened_with(Some(&now_kept), Some(&stored_aside), "?page=gobbler");
    assert_eq!(later.game.text(), format!("pass; {gobbler}"));
    assert_eq!(later.set_aside.len(), 1);
    // Opening yours sets the other aside in its place; every game is there to come back to.
    later.send(Msg::OpenSetAside(0));
    assert_eq!(later.game.text(), "pass; e5>c6>b4");
    assert_eq!(Saved::of(&later), Saved::decode(&mine).unwrap());
    assert_eq!(later.notice, Some(Notice::Resumed(2)));
    assert_eq!(later.set_aside.len(), 1);
    assert_eq!(later.set_aside[0].game, format!("pass; {gobbler}"));
    let (listed, _) = decode_set_aside(later.stored_set_aside.as_ref().unwrap());
    assert_eq!(listed, later.set_aside);
    assert_eq!(
        Saved::decode(later.stored_game.as_ref().unwrap())
            .unwrap()
            .game,
        "pass; e5>c6>b4"
    );
    // Removed on request.
    later.send(Msg::RemoveSetAside(0));
    assert!(later.set_aside.is_empty());
    assert_eq!(later.stored_set_aside.as_deref(), Some(""));
    // Out of range: nothing happens.
    later.send(Msg::OpenSetAside(3));
    later.send(Msg::RemoveSetAside(3));
    assert_eq!(later.game.text(), "pass; e5>c6>b4");
}

#[test]
fn what_is_not_missed_is_not_set_aside() {
    // A kept game without turns, or the link's own game, displaced by the link: nothing listed.
    let empty = {
        let mut m = hot_seat();
        m.send(Msg::SetPlayer(Side::Gobblers, PlayerId::Friend));
        m.stored_game.clone().unwrap()
    };
    let p = reopened_with(Some(&empty), None, "?page=gobbler&game=pass");
    assert_eq!(
        (p.set_aside.len(), p.notice.clone()),
        (0, Some(Notice::Replayed(1)))
    );
    let same = kept_game("pass");
    let p = reopened_with(Some(&same), None, "?page=gobbler&game=pass");
    assert!(p.set_aside.is_empty());
    // The game on the board is never listed: a list holding it (the link opened, not played,
    // then the page opened without the link) drops it.
    let mine = kept_game("pass; e5>c6>b4");
    let p = reopened_with(Some(&mine), None, "?page=gobbler&game=pass");
    let aside = p.stored_set_aside.clone().unwrap();
    let p = reopened_with(Some(&mine), Some(&aside), "?page=gobbler");
    assert!(p.set_aside.is_empty());
    assert_eq!(p.stored_set_aside.as_deref(), Some(""));
}

#[test]
fn new_game_sets_the_game_left_aside_and_the_list_keeps_the_newest() {
    let mut m = hot_seat();
    let mut left = Vec::new();
    for _ in 0..SET_ASIDE_MAX + 2 {
        m.send(Msg::Pass);
        let gobbler = m.position().gobbler_moves()[left.len() % 3];
        for sq in gobbler.path().iter().copied() {
            m.send(Msg::Square(sq));
        }
        left.push(m.game.text());
        m.send(Msg::NewGame);
        assert_eq!(m.notice, Some(Notice::NewGameUndo));
    }
    let listed: Vec<String> = m.set_aside.iter().map(|s| s.game.clone()).collect();
    // Newest first, a game played twice listed once, at most SET_ASIDE_MAX.
    let mut expected: Vec<String> = Vec::new();
    for g in left.iter().rev() {
        if !expected.contains(g) {
            expected.push(g.clone());
        }
    }
    expected.truncate(SET_ASIDE_MAX);
    assert_eq!(listed, expected);
    // Undo turn brings the newest back, and it leaves the list.
    m.send(Msg::Undo);
    assert_eq!(m.game.text(), left[left.len() - 1]);
    assert!(m.set_aside.iter().all(|s| s.game != m.game.text()));
}

#[test]
fn a_list_that_cannot_all_be_read_keeps_what_can_and_says_so() {
    let a = Saved::decode(&kept_game("pass; e5>c6>b4")).unwrap();
    let b = Saved::decode(&kept_game("pass")).unwrap();
    let text = encode_set_aside(&[a.clone(), b.clone()]);
    assert_eq!(decode_set_aside(&text), (vec![a.clone(), b.clone()], true));
    assert_eq!(decode_set_aside(""), (vec![], true));
    let damaged = format!(
        "{}\n\ngobbler-game 9\nseats=x",
        encode_set_aside(std::slice::from_ref(&a))
    );
    let p = reopened_with(None, Some(&damaged), "");
    assert_eq!(p.set_aside, vec![a.clone()]);
    assert_eq!(p.notice, Some(Notice::SetAsideUnreadable));
    assert_eq!(p.stored_set_aside, Some(encode_set_aside(&[a])));
}
