//! The strong player's advice (issue 24 item 2): the hint asked for, shown and never played;
//! the evaluation switched on, remembered and asked about after every turn; answers about a
//! position that has left the board ignored, one request in flight at most.

use super::testing::{hot_seat, Page};
use super::*;
use crate::players::Level;
use crate::think::Advice;

/// The advisor's answer to request `think` (a turn in notation and an estimate).
fn answer(m: &mut Page, think: &Think, turn: &str, estimate: Option<f32>) {
    let wire = Advice {
        turn: turn.into(),
        estimate,
    }
    .to_wire();
    m.send(Msg::Advice(AdviceMsg::Answer {
        id: think.id,
        reply: Ok(wire),
        ms: 12.0,
    }));
}

#[test]
fn a_hint_is_asked_of_the_strong_player_shown_and_not_played() {
    let mut m = hot_seat();
    assert!(
        m.advised.is_empty(),
        "nothing is asked before the person asks"
    );
    m.send(Msg::Advice(AdviceMsg::Hint));
    let asked = m.advised.pop().expect("the hint asks the advisor");
    assert_eq!(asked.position, Position::START.to_string());
    assert_eq!((asked.level, asked.budget_ms), (Level::Strong, 800.0));
    assert!(m.hint_pending() && m.hint().is_none());
    // Asking again while it thinks sends nothing more.
    m.send(Msg::Advice(AdviceMsg::Hint));
    assert!(m.advised.is_empty());
    answer(&mut m, &asked, "b2-c3 d4-e5", Some(36.5));
    let Some(Ok(hint)) = m.hint() else {
        panic!("the hint is shown: {:?}", m.hint())
    };
    assert_eq!(hint.turn.to_string(), "b2-c3 d4-e5");
    assert_eq!((hint.estimate, hint.ms), (Some(36.5), 12.0));
    assert!(!m.hint_pending());
    // Not played: the game and the turn being made are as they were.
    assert!(m.game.turns().is_empty() && m.steps.is_empty());
    assert_eq!(m.position(), Position::START);
    // The hint is about this position only: once a turn is played it is gone, and nothing is
    // asked about the next one (the evaluation is off).
    m.send(Msg::Pass);
    assert!(m.hint().is_none() && !m.hint_pending());
    assert!(m.advised.is_empty());
    // Back to it by an undo, it is not shown again unasked (the answer is still known).
    m.send(Msg::Undo);
    assert_eq!(m.position(), Position::START);
    assert!(m.advisor.about(&Position::START).is_some());
    assert!(m.hint().is_none() && !m.hint_pending());
}

#[test]
fn an_answer_about_a_position_that_left_the_board_is_ignored_and_the_new_one_asked_about() {
    let mut m = hot_seat();
    m.send(Msg::Advice(AdviceMsg::ToggleEval));
    assert_eq!(m.stored_eval, Some(true));
    let first = m.advised.pop().expect("the evaluation asks at once");
    // A turn is played before the answer comes: no second request while one is in flight.
    m.send(Msg::Pass);
    assert!(m.advised.is_empty(), "one request in flight at most");
    answer(&mut m, &first, "b2-c3", Some(30.0));
    assert_eq!(m.advisor.stale, 1);
    assert!(m.advisor.about(&m.position()).is_none(), "ignored");
    assert!(m.advisor.answers.is_empty());
    // ... and the position now on the board is asked about.
    let second = m.advised.pop().expect("the new position is asked about");
    assert_eq!(second.position, m.position().to_string());
    assert_ne!(second.id, first.id);
    // An answer with a number nobody waits for changes nothing.
    answer(&mut m, &first, "e5>c6>b4", Some(50.0));
    assert!(m.advisor.answers.is_empty() && m.advisor.pending.is_some());
    answer(&mut m, &second, "e5>c6>b4", Some(41.25));
    let pos = m.position();
    assert!(matches!(m.advisor.about(&pos), Some(Ok(a)) if a.estimate == Some(41.25)));
    // The Gobblers' turn's hint is the answer already known: nothing more is asked.
    m.send(Msg::Advice(AdviceMsg::Hint));
    assert!(m.advised.is_empty());
    assert!(matches!(m.hint(), Some(Ok(a)) if a.turn.to_string() == "e5>c6>b4"));
    // Switched off: remembered, and nothing more is asked after a turn.
    m.send(Msg::Advice(AdviceMsg::ToggleEval));
    assert_eq!(m.stored_eval, Some(false));
    m.send(Msg::Square("e5".parse().unwrap()));
    m.send(Msg::Square("c6".parse().unwrap()));
    m.send(Msg::Square("b4".parse().unwrap()));
    assert_eq!(m.game.turns().len(), 2);
    assert!(m.advised.is_empty());
}

#[test]
fn the_switch_is_remembered_and_the_computers_positions_are_judged_too() {
    let mut m = Page::open(Start {
        eval: Some("1".into()),
        ..Start::default()
    });
    assert!(m.advisor.eval_on);
    let start = m
        .advised
        .pop()
        .expect("the first position is judged at once");
    assert_eq!(start.position, Position::START.to_string());
    answer(&mut m, &start, "pass", Some(33.0));
    // Your pass: the computer (medium) thinks, and the advisor judges its position meanwhile.
    m.send(Msg::Pass);
    let think = m.think().expect("the computer thinks");
    let judged = m.advised.pop().expect("the computer's position is judged");
    assert_eq!(judged.position, think.position);
    // A hint is not the person's while the computer is to move.
    m.send(Msg::Advice(AdviceMsg::Hint));
    assert_eq!(m.notice, Some(Notice::NotYourTurn));
    assert_eq!(m.advisor.hint_for, None);
    for off in [None, Some("0".to_string()), Some("yes".to_string())] {
        let m = Page::open(Start {
            eval: off,
            ..Start::default()
        });
        assert!(!m.advisor.eval_on && m.advised.is_empty());
    }
}

#[test]
fn a_wrong_or_failed_answer_is_said_not_played() {
    let mut m = hot_seat();
    m.send(Msg::Advice(AdviceMsg::Hint));
    let asked = m.advised.pop().unwrap();
    // A Gobbler move in the Littles' turn is not a turn of this position.
    answer(&mut m, &asked, "e5>c6>b4", Some(40.0));
    assert!(matches!(
        m.hint(),
        Some(Err(ComputerError::NotATurn { text, .. })) if text == "e5>c6>b4"
    ));
    assert!(m.game.turns().is_empty());
    // A failure is kept for this position too (no retry loop); the next position asks again.
    let mut m = hot_seat();
    m.send(Msg::Advice(AdviceMsg::Hint));
    let asked = m.advised.pop().unwrap();
    m.send(Msg::Advice(AdviceMsg::Answer {
        id: asked.id,
        reply: Err(ComputerError::WorkerFailed),
        ms: 0.0,
    }));
    assert_eq!(m.hint(), Some(&Err(ComputerError::WorkerFailed)));
    m.send(Msg::Advice(AdviceMsg::Hint));
    assert!(m.advised.is_empty());
    // Garbage from the worker reads as no answer.
    let mut m = hot_seat();
    m.send(Msg::Advice(AdviceMsg::Hint));
    let asked = m.advised.pop().unwrap();
    m.send(Msg::Advice(AdviceMsg::Answer {
        id: asked.id,
        reply: Ok("nonsense".into()),
        ms: 0.0,
    }));
    assert_eq!(m.hint(), Some(&Err(ComputerError::NoAnswer)));
    // No hint and no evaluation once the game is over.
    let mut over = hot_seat();
    over.send(Msg::Advice(AdviceMsg::ToggleEval));
    over.advised.clear();
    over.m.advisor.pending = None;
    super::tests::finish(&mut over, &super::tests::some_finished_game(5));
    assert!(over.game.is_over());
    over.advised.clear();
    over.send(Msg::Advice(AdviceMsg::Hint));
    assert_eq!(over.notice, Some(Notice::GameOver));
    assert!(over.advised.is_empty() && over.advisor.hint_for.is_none());
}

#[test]
fn looking_back_the_advice_is_about_the_board_shown_and_a_board_seen_again_is_not_asked_again() {
    let mut m = super::testing::worked_example();
    let after_pass = Position::START.play_game("pass").unwrap();
    m.send(Msg::Review(Review::After(1)));
    assert_eq!(m.shown_position(), after_pass);
    assert_eq!(
        m.played_next().map(|t| t.to_string()).as_deref(),
        Some("e5>c6>b4")
    );
    // The Gobblers were the friend's to move there: a hint on a past board is anyone's.
    m.send(Msg::Advice(AdviceMsg::Hint));
    assert_eq!(m.notice, None);
    assert_eq!(m.advisor.hint_for, Some(after_pass));
    assert!(m.hint_pending());
    let asked = m.advise("d4>b3>d2", 30.5);
    assert_eq!(asked.position, after_pass.to_string());
    assert!(matches!(m.hint(), Some(Ok(a)) if a.turn.to_string() == "d4>b3>d2"));
    assert!(
        m.game.turns().len() == 2 && m.review == Some(1),
        "nothing played"
    );
    // The evaluation judges every board shown; the game's own is asked about once back there.
    m.send(Msg::Advice(AdviceMsg::ToggleEval));
    assert!(m.advised.is_empty(), "the board shown is judged already");
    m.send(Msg::Review(Review::First));
    let start = m.advise("pass", 33.0);
    assert_eq!(start.position, Position::START.to_string());
    assert!(m.hint().is_none(), "the hint was asked on the other board");
    m.send(Msg::Review(Review::Now));
    let now = m.advise("a1-b2", 34.0);
    assert_eq!(now.position, m.position().to_string());
    // Stepping back through boards already judged asks nothing: their answers are kept.
    for r in [Review::Back, Review::First, Review::Next, Review::Now] {
        m.send(Msg::Review(r));
        assert!(m.advised.is_empty(), "{r:?}: judged already");
        assert!(m.advisor.about(&m.shown_position()).is_some());
    }
    // Back on the board where it was asked, the hint shows again.
    m.send(Msg::Review(Review::After(1)));
    assert!(matches!(m.hint(), Some(Ok(a)) if a.turn.to_string() == "d4>b3>d2"));
    // An answer that comes back after its board was left is ignored, as in the game.
    m.send(Msg::Review(Review::Now));
    m.send(Msg::Pass);
    assert_eq!(
        m.advisor.hint_for,
        Some(after_pass),
        "it stays with its board"
    );
    let pending = m.advised.pop().expect("the new position is asked about");
    m.send(Msg::Review(Review::Back));
    m.send(Msg::Advice(AdviceMsg::Answer {
        id: pending.id,
        reply: Ok(Advice {
            turn: "pass".into(),
            estimate: Some(35.0),
        }
        .to_wire()),
        ms: 1.0,
    }));
    assert_eq!(m.advisor.stale, 1);
    assert!(m.advisor.about(&m.position()).is_none());
}

#[test]
fn the_answers_kept_are_the_latest_ones() {
    // Distinct boards: the start after each legal one-step turn.
    let mut boards: Vec<Position> = Vec::new();
    for from in 0..64u8 {
        for to in 0..64u8 {
            let text = format!("{}-{}", square(from), square(to));
            let Ok(turn) = Position::START.parse_turn(&text) else {
                continue;
            };
            match Position::START.apply_turn(&turn) {
                Ok(board) if !boards.contains(&board) => boards.push(board),
                _ => {}
            }
        }
    }
    assert!(boards.len() > KEPT_ANSWERS);
    let mut advisor = Advisor::default();
    let answer = Ok(Advised {
        turn: Turn::Littles(gobbler_rules::LittlesTurn::PASS),
        estimate: None,
        ms: 0.0,
    });
    for b in &boards[..=KEPT_ANSWERS] {
        advisor.keep(*b, answer.clone());
    }
    assert_eq!(advisor.answers.len(), KEPT_ANSWERS);
    assert!(
        advisor.about(&boards[0]).is_none(),
        "the oldest is forgotten"
    );
    assert!(boards[1..=KEPT_ANSWERS]
        .iter()
        .all(|b| advisor.about(b).is_some()));
    // An answer about a board kept already replaces it as the latest.
    advisor.keep(boards[1], answer.clone());
    advisor.keep(boards[KEPT_ANSWERS + 1], answer);
    assert!(advisor.about(&boards[1]).is_some() && advisor.about(&boards[2]).is_none());
}

/// Square `i` (0 = a1, 63 = h8) in notation.
fn square(i: u8) -> String {
    format!("{}{}", char::from(b'a' + i % 8), i / 8 + 1)
}

#[test]
fn the_whole_game_is_judged_board_by_board_after_the_board_shown_until_a_new_game() {
    let mut m = super::testing::worked_example();
    let boards: Vec<Position> = m.game.boards().to_vec();
    assert_eq!(boards.len(), 3);
    m.send(Msg::Advice(AdviceMsg::Analyse));
    // The boards in order, one request at a time; each answer kept though it is not shown.
    for (i, board) in boards.iter().enumerate() {
        assert_eq!(m.advised.len(), 1, "one request in flight");
        let asked = m.advise("pass", 30.0 + i as f32);
        assert_eq!(asked.position, board.to_string(), "board {i}");
        assert!(m.judged(board));
    }
    assert!(m.advised.is_empty(), "every board judged");
    assert_eq!(m.advisor.stale, 0);
    // A turn played adds a board, judged in turn; with the evaluation on, the board shown
    // comes first.
    m.send(Msg::Advice(AdviceMsg::ToggleEval));
    assert!(m.advised.is_empty(), "the board shown is judged already");
    m.send(Msg::Pass);
    let next = m.advise("e5>c6>b4", 31.0);
    assert_eq!(next.position, m.position().to_string());
    assert!(m.advised.is_empty());
    // An undo leaves the answers; a new game ends the judging of the whole game.
    m.send(Msg::NewGame);
    assert!(!m.advisor.analyse);
    m.send(Msg::Advice(AdviceMsg::ToggleEval));
    for s in ["a1", "b2"] {
        m.send(Msg::Square(s.parse().unwrap()));
    }
    m.send(Msg::EndTurn);
    assert_eq!(m.game.text(), "a1-b2");
    assert!(m.advised.is_empty(), "a board not judged, not asked about");
    m.send(Msg::Advice(AdviceMsg::ToggleEval));
    assert_eq!(m.advised.len(), 1, "only the evaluation asks");
}
