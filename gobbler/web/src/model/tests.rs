use super::testing::{hot_seat, you_as_gobblers, Page};
use super::*;
use crate::link;
use gobbler_rules::Fate;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn click(m: &mut Page, s: &str) {
    m.send(Msg::Square(sq(s)));
}

#[test]
fn a_littles_turn_by_clicks_judges_steps_against_the_start_of_the_turn() {
    let mut m = hot_seat();
    click(&mut m, "b2");
    assert_eq!(m.from, Some(sq("b2")));
    assert_eq!(m.step_targets().len(), 8);
    click(&mut m, "c3");
    assert_eq!(m.steps, vec![Step::new(sq("b2"), sq("c3"))]);
    assert_eq!(m.shown().count(sq("c3")), 2);
    assert_eq!(m.shown().count(sq("b2")), 0);
    // b2's only Little has stepped.
    click(&mut m, "b2");
    assert_eq!(m.notice, Some(Notice::AlreadyMoved(sq("b2"))));
    click(&mut m, "e4");
    assert_eq!(m.notice, Some(Notice::NoLittles(sq("e4"))));
    // c3 shows 2, but one of them arrived this turn: one may still step, not two.
    click(&mut m, "c3");
    click(&mut m, "d3");
    click(&mut m, "c3");
    assert_eq!(m.notice, Some(Notice::AlreadyMoved(sq("c3"))));
    assert_eq!(m.from, None);
    // Not next to, onto a Gobbler.
    click(&mut m, "a8");
    click(&mut m, "c8");
    assert_eq!(
        m.from,
        Some(sq("c8")),
        "another Little square: picked instead"
    );
    click(&mut m, "e4");
    assert_eq!(m.notice, Some(Notice::NotNeighbour(sq("c8"), sq("e4"))));
    click(&mut m, "e3");
    click(&mut m, "d4");
    assert_eq!(m.notice, Some(Notice::OntoGobbler(sq("d4"))));
    click(&mut m, "f3");
    assert_eq!(m.steps.len(), 3);
    click(&mut m, "h1");
    assert_eq!(m.notice, Some(Notice::ThreeSteps));
    // Undo a step, make it again, end the turn.
    m.send(Msg::UndoStep);
    assert_eq!(m.steps.len(), 2);
    click(&mut m, "e3");
    click(&mut m, "f3");
    m.send(Msg::EndTurn);
    assert_eq!(m.game.turns().len(), 1);
    let expected = Position::START.play_game("b2-c3 c3-d3 e3-f3").unwrap();
    assert_eq!(m.position(), expected);
    assert!(m.steps.is_empty() && m.from.is_none());
}

#[test]
fn the_worked_example_by_clicks_with_previews() {
    let mut m = hot_seat();
    m.send(Msg::Pass);
    assert_eq!(m.position().side(), Side::Gobblers);
    assert_eq!(m.movable_gobblers(), vec![sq("d4"), sq("e5")]);
    click(&mut m, "e5");
    let c6 = m
        .landings()
        .into_iter()
        .find(|l| l.square == sq("c6"))
        .unwrap();
    assert_eq!((c6.ends, c6.hops), (None, 1), "c6 eats one: hop on");
    click(&mut m, "c6");
    assert_eq!(m.path, vec![sq("e5"), sq("c6")]);
    let b4 = m
        .landings()
        .into_iter()
        .find(|l| l.square == sq("b4"))
        .unwrap();
    assert_eq!(b4.ends.unwrap().to_string(), "e5>c6>b4");
    assert_eq!((b4.hops, b4.scatter), (2, 2));
    // Every second hop offered is a legal move of the rules, and no other is.
    let from_rules: Vec<String> = m
        .position()
        .gobbler_moves()
        .iter()
        .filter(|mv| mv.hops() == 2 && mv.path()[..2] == [sq("e5"), sq("c6")])
        .map(ToString::to_string)
        .collect();
    let offered: Vec<String> = m
        .landings()
        .iter()
        .map(|l| l.ends.unwrap().to_string())
        .collect();
    assert_eq!(offered, from_rules);
    click(&mut m, "h8");
    assert_eq!(m.notice, Some(Notice::NotLanding(sq("h8"))));
    click(&mut m, "b4");
    assert_eq!(
        m.position(),
        Position::START.play_game("pass; e5>c6>b4").unwrap()
    );
    let play = m.game.last_play().unwrap();
    assert!(play
        .scattered()
        .any(|s| s.from == sq("c4") && s.fate == Fate::RanIntoJaws { gobbler: sq("d4") }));
    assert_eq!(m.game.text(), "pass; e5>c6>b4");
}

#[test]
fn a_one_hop_move_plays_at_once_and_a_starving_gobbler_says_so() {
    let mut m = hot_seat();
    // Littles gather two on c6; d4>c6 then eats two and ends.
    click(&mut m, "b7");
    click(&mut m, "c6");
    m.send(Msg::EndTurn);
    click(&mut m, "d4");
    let c6 = m
        .landings()
        .into_iter()
        .find(|l| l.square == sq("c6"))
        .unwrap();
    assert_eq!(c6.ends.unwrap().to_string(), "d4>c6");
    click(&mut m, "c6");
    assert_eq!(m.game.text(), "b7-c6; d4>c6");
    // Clicking a square when no Gobbler is picked, on the Gobbler's turn.
    let mut g = hot_seat();
    g.send(Msg::Pass);
    click(&mut g, "a1");
    assert_eq!(g.notice, Some(Notice::PickGobbler));
}

#[test]
fn the_computer_is_asked_and_its_answer_played_once() {
    let mut m = Page::new();
    m.send(Msg::SetPlayer(
        Side::Gobblers,
        PlayerId::Computer(Level::Strong),
    ));
    m.send(Msg::Pass);
    let think = m.think().expect("the computer's turn");
    assert_eq!(think.level, Level::Strong);
    assert_eq!(
        think.position,
        Position::START.play_game("pass").unwrap().to_string()
    );
    // The person cannot play meanwhile.
    click(&mut m, "e5");
    assert_eq!(m.notice, Some(Notice::NotYourTurn));
    // A stale answer is ignored; the right one is played.
    m.send(Msg::Computer {
        id: think.id + 7,
        reply: Ok("e5>c6>b4".into()),
        ms: 5.0,
    });
    assert_eq!(m.game.turns().len(), 1);
    m.send(Msg::Computer {
        id: think.id,
        reply: Ok("e5>c6>b4".into()),
        ms: 5.0,
    });
    assert!(m.think().is_none(), "the Littles are the person's");
    assert_eq!(m.think_ms, Some(5.0));
    assert_eq!(m.game.text(), "pass; e5>c6>b4");
    assert_eq!(m.thinking, None);
    // Undo goes back to the person's turn: both turns.
    m.send(Msg::Undo);
    assert_eq!(m.game.turns().len(), 0);
    // A wrong answer is a notice, not a turn.
    m.send(Msg::Pass);
    let id = m.think().unwrap().id;
    m.send(Msg::Computer {
        id,
        reply: Ok("a1-a2".into()),
        ms: 5.0,
    });
    assert!(matches!(
        &m.notice,
        Some(Notice::ComputerFailed(ComputerError::NotATurn { text, .. })) if text == "a1-a2"
    ));
    assert_eq!(m.game.turns().len(), 1);
}

#[test]
fn seats_change_at_once_until_a_person_has_played() {
    let mut m = Page::new();
    // Both sides are the computer's for a moment: it opens at once.
    m.send(Msg::SetPlayer(
        Side::Littles,
        PlayerId::Computer(Level::Easy),
    ));
    let id = m.think().unwrap().id;
    m.send(Msg::Computer {
        id,
        reply: Ok("pass".into()),
        ms: 5.0,
    });
    assert_eq!(m.game.turns().len(), 1);
    // No person has played yet: the new seats start the game again.
    m.send(Msg::SetPlayer(Side::Gobblers, PlayerId::You));
    assert_eq!(m.game.turns().len(), 0);
    assert_eq!(m.seats.gobblers, PlayerId::You);
    // Once a person has played, a change waits for the next game.
    let mut h = Page::new();
    h.send(Msg::Pass);
    h.send(Msg::SetPlayer(Side::Gobblers, PlayerId::Friend));
    assert_eq!(h.seats.gobblers, PlayerId::Computer(Level::Medium));
    assert_eq!(h.setup.gobblers, PlayerId::Friend);
}

#[test]
fn the_computer_moves_first_when_it_plays_the_littles() {
    let mut m = you_as_gobblers();
    let think = m.think().expect("the computer opens");
    assert_eq!(think.position, Position::START.to_string());
    m.send(Msg::Computer {
        id: think.id,
        reply: Ok("pass".into()),
        ms: 5.0,
    });
    assert_eq!(m.position().side(), Side::Gobblers);
    assert!(m.person_to_move());
}

/// Plays `text` (a whole game) into `m` through `play`, as clicks would; the ranks stored
/// meanwhile, if any.
pub(super) fn finish(m: &mut Page, text: &str) -> Option<String> {
    m.stored = None;
    let mut cmds = Vec::new();
    for part in text.split(';') {
        let turn = m.position().parse_turn(part).unwrap();
        m.m.play(turn, &mut cmds);
    }
    m.run(cmds);
    m.stored.take()
}

/// A whole game, from random legal turns of the rules.
pub(super) fn some_finished_game(seed: u64) -> String {
    let mut pos = Position::START;
    let mut turns = Vec::new();
    let mut clock = || 0.0;
    let mut i = 0;
    while pos.status() == gobbler_rules::Status::Ongoing {
        let t = crate::think::think(&pos.to_string(), "easy", 1.0, &mut clock, seed + i).unwrap();
        pos = pos.apply_turn(&pos.parse_turn(&t).unwrap()).unwrap();
        turns.push(t);
        i += 1;
    }
    turns.join("; ")
}

#[test]
fn a_finished_game_updates_the_ranks_once() {
    let game = some_finished_game(5);
    let winner = match Position::START.play_game(&game).unwrap().status() {
        gobbler_rules::Status::Over { winner } => winner,
        gobbler_rules::Status::Ongoing => panic!("the game ends"),
    };
    let mut m = hot_seat();
    let stored = finish(&mut m, &game).expect("ranks stored");
    assert_eq!(m.winner(), Some(winner));
    let roster = Roster::decode(&stored);
    let (you, friend) = (roster.ranks(PlayerId::You), roster.ranks(PlayerId::Friend));
    match winner {
        Winner::Littles => assert_eq!((you.scatter, friend.marauding), (1, 0)),
        Winner::Gobblers => assert_eq!((you.scatter, friend.marauding), (0, 1)),
    }
    // Undo and replay the last turn: counted once.
    m.send(Msg::Undo);
    let last = game.rsplit(';').next().unwrap();
    assert!(finish(&mut m, last).is_none());
    assert_eq!(m.roster, roster);
    // The next game's threshold follows the ranks.
    m.send(Msg::NewGame);
    let expected = 40 + friend.marauding - you.scatter;
    assert_eq!(m.game.threshold(), expected);
    // A click after the end says so.
    let mut done = hot_seat();
    finish(&mut done, &game);
    click(&mut done, "a1");
    assert_eq!(done.notice, Some(Notice::GameOver));
}

#[test]
fn links_replay_or_change_nothing() {
    let mut m = hot_seat();
    click(&mut m, "b2");
    click(&mut m, "c3");
    m.send(Msg::EndTurn);
    let before = m.game.clone();
    m.m.load_link("?page=gobbler&game=pass;+e5%3Ec6");
    assert!(matches!(
        &m.notice,
        Some(Notice::BadLink(BadLink::Game(e))) if e.index == 2 && e.text == "e5>c6"
    ));
    assert_eq!(m.game, before);
    m.m.load_link("?page=gobbler&game=%zz");
    assert_eq!(
        m.notice,
        Some(Notice::BadLink(BadLink::Query(link::LinkError::Encoding)))
    );
    assert_eq!(m.game, before);
    m.m.load_link("?page=gobbler");
    assert_eq!(m.game, before);
    // Opened on a bad link: the start, and why.
    let bad = Page::link("?page=gobbler&game=pass&t=x");
    assert_eq!(bad.position(), Position::START);
    assert_eq!(
        bad.notice,
        Some(Notice::BadLink(BadLink::Query(link::LinkError::Threshold(
            "x".into()
        ))))
    );

    let m = Page::link("?page=gobbler&game=pass;+e5%3Ec6%3Eb4&t=44");
    assert_eq!(m.notice, Some(Notice::Replayed(2)));
    assert_eq!(m.game.text(), "pass; e5>c6>b4");
    assert_eq!(m.position().threshold(), 44);
    assert!(m.replayed && m.ranked);
    assert_eq!(m.link_query(), "?page=gobbler&game=pass;+e5%3Ec6%3Eb4&t=44");
}

#[test]
fn stored_ranks_set_the_first_games_threshold() {
    let m = Page::open(Start {
        ranks: Some("you:0,3;medium:5,0".into()),
        ..Start::default()
    });
    // You (Scatter 3) play the Littles against the medium computer (Marauding 5).
    assert_eq!(m.game.threshold(), 42);
    assert!(
        m.asked.is_empty(),
        "the Littles are yours: nobody asks the computer"
    );
    // The computer opens a linked game's position only if it plays: a replay is two people's.
    assert!(Page::link("?game=pass").asked.is_empty());
}
