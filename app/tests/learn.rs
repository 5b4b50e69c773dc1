//! The how-to-play page: every step's board, task and feedback, driven through `LearnMsg`s as
//! the page sends them.

use std::collections::HashSet;
use std::str::FromStr;

mod common;

use app::i18n::{Lang, Tables};
use app::lessons::{step_index, Lesson, READER, RULES, STEPS, STEP_COUNT};
use app::pages::learn::{render, Feedback, Learn, LearnCmd, LearnMsg, Pick};
use common::{en, line, mv, sq, task, texts};
use gobblet_rules::{IllegalMove, Move, Position, Size, Square};

/// A learner on step `id`.
fn at(id: &str) -> Learn {
    let mut learn = Learn::new();
    let _ = learn.update(LearnMsg::Goto(step_index(id).unwrap()));
    learn
}

/// Plays `m` by clicking as the page would: a hand piece or the origin square, then the target.
/// Stops after the first click if it did not pick anything up.
fn click_move(learn: &mut Learn, m: Move) {
    match m {
        Move::Place { size, to } => {
            let _ = learn.update(LearnMsg::Hand(size));
            assert_eq!(learn.pick(), Some(Pick::Hand(size)), "picking {m}");
            let _ = learn.update(LearnMsg::Square(to));
        }
        Move::Step { from, to } => {
            let _ = learn.update(LearnMsg::Square(from));
            if learn.pick() == Some(Pick::Board(from)) {
                let _ = learn.update(LearnMsg::Square(to));
            }
        }
    }
}

/// For each task step: one attempt the rules refuse and why (as `check_move` says).
fn refusals() -> Vec<(&'static str, &'static str, IllegalMove)> {
    vec![
        (
            "line",
            "S@b2",
            IllegalMove::CannotCover {
                to: sq("b2"),
                top: Size::Large,
            },
        ),
        (
            "cover",
            "S@b2",
            IllegalMove::CannotCover {
                to: sq("b2"),
                top: Size::Small,
            },
        ),
        ("move", "c3-b3", IllegalMove::NotYourPiece(sq("c3"))),
        (
            "reveal",
            "b2-a3",
            IllegalMove::Reveals {
                from: sq("b2"),
                line: line("a1", "b2", "c3"),
                pinned: false,
            },
        ),
        (
            "pin",
            "a3-c3",
            IllegalMove::Reveals {
                from: sq("a3"),
                line: line("a1", "a2", "a3"),
                pinned: false,
            },
        ),
        ("no-return", "b2-b2", IllegalMove::SameSquare),
        (
            "no-move",
            "b3-a2",
            IllegalMove::Reveals {
                from: sq("b3"),
                line: line("b1", "b2", "b3"),
                pinned: false,
            },
        ),
    ]
}

#[test]
fn a_refused_attempt_says_why_and_leaves_the_board() {
    let table = refusals();
    for step in &STEPS {
        // Every task step but the first (nothing can be refused on an empty board) has one.
        if task(step).is_none() || step.id == "pieces" {
            continue;
        }
        assert!(
            table.iter().any(|(id, ..)| *id == step.id),
            "no refused attempt listed for step {}",
            step.id
        );
    }
    for (id, attempt, why) in table {
        let m = mv(attempt);
        let mut learn = at(id);
        let before = learn.position();
        assert_eq!(before.check_move(&RULES, m), Err(why), "step {id}: {m}");
        click_move(&mut learn, m);
        let expected = match why {
            // A click on the opponent's piece is refused before any move is made.
            IllegalMove::NotYourPiece(_) => Feedback::Refused(None, why),
            _ => Feedback::Refused(Some(m), why),
        };
        assert_eq!(learn.feedback(), Some(expected), "step {id}: {m}");
        assert_eq!(
            learn.position(),
            before,
            "step {id}: a refused move is not played"
        );
        assert!(!learn.is_completed(learn.step()), "step {id}");
        assert_eq!(learn.pick(), None, "step {id}: the pick is dropped");
        // The page says it, in each language, from the page's own sentence.
        for t in texts() {
            let reason = t.why(why, READER);
            assert!(
                !reason.is_empty() && !reason.contains('{'),
                "{id}: {reason}"
            );
            assert!(render(&learn, t).contains(&app::html::esc(&reason)), "{id}");
        }
    }
    // The reveal refusal names the line and where the piece may land instead.
    let text = en().why(refusals()[3].2, READER);
    assert!(text.contains("b2") && text.contains("a1–c3"), "{text}");
    assert!(text.contains("a1") && text.contains("c3"), "{text}");
}

#[test]
fn the_intended_moves_complete_every_step_through_update() {
    for (i, step) in STEPS.iter().enumerate() {
        let mut learn = Learn::new();
        let _ = learn.update(LearnMsg::Goto(i));
        let setup = step.position();
        match step.lesson {
            Lesson::Task { solution, .. } => {
                let m = mv(solution);
                click_move(&mut learn, m);
                assert_eq!(learn.feedback(), Some(Feedback::Solved), "step {}", step.id);
                assert_eq!(learn.position(), setup.play(m), "step {}", step.id);
            }
            Lesson::Demo { moves } => {
                for _ in 0..moves.len() {
                    assert!(!learn.is_completed(i));
                    let _ = learn.update(LearnMsg::DemoNext);
                }
                // One more does nothing.
                let _ = learn.update(LearnMsg::DemoNext);
                assert_eq!(learn.demo_ply(), moves.len());
            }
        }
        assert!(learn.is_completed(i), "step {}", step.id);
        assert!(learn.is_solved(), "step {}", step.id);
        for t in texts() {
            let html = render(&learn, t);
            assert!(
                html.contains(&app::html::esc(t.steps[i].success)),
                "step {}",
                step.id
            );
            assert!(
                html.contains(r#"class="learn-dot done current""#),
                "{}",
                step.id
            );
        }
        // Further clicks on a done board say so and change nothing.
        let done = learn.position();
        if matches!(step.lesson, Lesson::Task { .. }) {
            let _ = learn.update(LearnMsg::Square(sq("a1")));
            assert_eq!(learn.feedback(), Some(Feedback::AlreadyDone));
            assert_eq!(learn.position(), done);
        }
        // Reset restores the setup; the step stays completed.
        let _ = learn.update(LearnMsg::Reset);
        assert_eq!(learn.position(), setup, "step {}", step.id);
        assert!(!learn.is_solved());
        assert!(learn.is_completed(i));
        assert_eq!(learn.feedback(), None);
    }
}

#[test]
fn a_legal_move_that_is_not_the_task_is_explained_and_not_played() {
    for (i, step) in STEPS.iter().enumerate() {
        let Some((goal, _)) = task(step) else {
            continue;
        };
        let pos = step.position();
        let other = pos
            .legal_moves(&RULES)
            .iter()
            .copied()
            .find(|&m| !goal.met_by(&RULES, &pos, m))
            .unwrap();
        let mut learn = Learn::new();
        let _ = learn.update(LearnMsg::Goto(i));
        click_move(&mut learn, other);
        assert_eq!(
            learn.feedback(),
            Some(Feedback::Wrong(other)),
            "step {}",
            step.id
        );
        assert_eq!(learn.position(), pos);
        assert!(!learn.is_completed(i));
        for t in texts() {
            let html = render(&learn, t);
            assert!(
                html.contains(&app::html::esc(t.steps[i].wrong)),
                "{}",
                step.id
            );
            assert!(html.contains(&other.to_string()), "{}", step.id);
        }
    }
}

#[test]
fn picking_and_clicking() {
    let mut learn = at("move");
    // A square with nothing picked up: choose first.
    let _ = learn.update(LearnMsg::Square(sq("b3")));
    assert_eq!(learn.feedback(), Some(Feedback::ChooseFirst));
    // A hand piece, then the same again: put back.
    let _ = learn.update(LearnMsg::Hand(Size::Small));
    assert_eq!(learn.pick(), Some(Pick::Hand(Size::Small)));
    let _ = learn.update(LearnMsg::Hand(Size::Small));
    assert_eq!(learn.pick(), None);
    // No small piece left in hand? Here orange has one on a1 and one in hand; after none, refused.
    let mut empty = at("no-move");
    let _ = empty.update(LearnMsg::Hand(Size::Large));
    assert_eq!(
        empty.feedback(),
        Some(Feedback::Refused(
            None,
            IllegalMove::NotInReserve(Size::Large)
        ))
    );
    assert_eq!(empty.pick(), None);
    // A hand piece, then one of your own pieces it cannot cover: that piece is picked instead.
    let _ = learn.update(LearnMsg::Hand(Size::Small));
    let _ = learn.update(LearnMsg::Square(sq("a2")));
    assert_eq!(learn.pick(), Some(Pick::Board(sq("a2"))));
    assert_eq!(
        learn.feedback(),
        Some(Feedback::Picked(Pick::Board(sq("a2"))))
    );
    let html = render(&learn, en());
    assert!(
        html.contains("You picked up your large piece on a2."),
        "{html}"
    );
    assert!(
        html.contains(r#"aria-label="a2: orange large (picked up)""#),
        "{html}"
    );
    // The same square again: refused, a piece must land elsewhere.
    let _ = learn.update(LearnMsg::Square(sq("a2")));
    assert_eq!(
        learn.feedback(),
        Some(Feedback::Refused(
            Some(mv("a2-a2")),
            IllegalMove::SameSquare
        ))
    );
    assert_eq!(learn.pick(), None);
}

#[test]
fn navigation_and_progress() {
    let mut learn = Learn::new();
    assert_eq!(learn.step(), 0);
    // A new step asks for a new entry in the history; staying put asks for nothing.
    assert_eq!(learn.update(LearnMsg::Prev), vec![]);
    assert_eq!(learn.step(), 0);
    for k in 1..STEP_COUNT {
        assert_eq!(learn.update(LearnMsg::Next), vec![LearnCmd::PushUrl]);
        assert_eq!(learn.step(), k);
    }
    assert_eq!(learn.update(LearnMsg::Next), vec![]);
    assert_eq!(learn.step(), STEP_COUNT - 1);
    assert_eq!(learn.update(LearnMsg::Prev), vec![LearnCmd::PushUrl]);
    assert_eq!(learn.step(), STEP_COUNT - 2);
    learn.goto(STEP_COUNT);
    assert_eq!(learn.step(), STEP_COUNT - 2);
    // A board keeps its state while the reader visits other steps; the pick does not survive.
    let mut learn = at("cover");
    let _ = learn.update(LearnMsg::Hand(Size::Medium));
    let _ = learn.update(LearnMsg::Next);
    let _ = learn.update(LearnMsg::Prev);
    assert_eq!(learn.pick(), None);
    let _ = learn.update(LearnMsg::Hand(Size::Medium));
    let _ = learn.update(LearnMsg::Square(sq("b2")));
    let solved = learn.position();
    let _ = learn.update(LearnMsg::Next);
    let _ = learn.update(LearnMsg::Prev);
    assert_eq!(learn.position(), solved);
    assert!(learn.is_solved());
    // The progress line and the list say what is done.
    let t = en();
    let html = render(&learn, t);
    assert!(html.contains("Step 3 of 9 · 1 of 9 done"), "{html}");
    assert!(html.contains(r#"aria-label="Step 3: Covering (done)" aria-current="step""#));
    assert!(html.contains(r#"aria-label="Step 4: Moving a piece""#));
}

#[test]
fn messages_round_trip_and_junk_is_refused() {
    let mut all = vec![
        LearnMsg::Next,
        LearnMsg::Prev,
        LearnMsg::Reset,
        LearnMsg::DemoNext,
        LearnMsg::DemoBack,
    ];
    all.extend((0..STEP_COUNT).map(LearnMsg::Goto));
    all.extend(Size::ALL.map(LearnMsg::Hand));
    all.extend(Square::ALL.map(LearnMsg::Square));
    let mut attrs = HashSet::new();
    for m in all {
        let a = m.to_attr();
        assert!(attrs.insert(a.clone()), "two messages share {a}");
        assert_eq!(LearnMsg::from_attr(&a), Some(m), "{a}");
    }
    for junk in [
        "",
        "next ",
        "NEXT",
        "step",
        "step:",
        "step:nope",
        "step:3",
        "hand:",
        "hand:X",
        "hand:SS",
        "hand:s",
        "sq:",
        "sq:d4",
        "sq:b22",
        "sq:B2",
        "learn:next",
        "demo",
        "reset:1",
        ":",
    ] {
        assert_eq!(LearnMsg::from_attr(junk), None, "{junk:?}");
    }
}

#[test]
fn every_page_state_renders_filled_and_labelled_in_both_languages() {
    // Every step, fresh and solved, plus every kind of feedback: no placeholder is left, every
    // button has its own data-msg, every square and hand piece a label.
    let mut states = Vec::new();
    for (i, step) in STEPS.iter().enumerate() {
        let mut learn = Learn::new();
        let _ = learn.update(LearnMsg::Goto(i));
        states.push(learn.clone());
        match step.lesson {
            Lesson::Task { solution, .. } => click_move(&mut learn, mv(solution)),
            Lesson::Demo { moves } => {
                for _ in 0..moves.len() {
                    let _ = learn.update(LearnMsg::DemoNext);
                }
            }
        }
        states.push(learn);
    }
    let mut all_done = Learn::new();
    for (i, step) in STEPS.iter().enumerate() {
        let _ = all_done.update(LearnMsg::Goto(i));
        match step.lesson {
            Lesson::Task { solution, .. } => click_move(&mut all_done, mv(solution)),
            Lesson::Demo { moves } => {
                for _ in 0..moves.len() {
                    let _ = all_done.update(LearnMsg::DemoNext);
                }
            }
        }
    }
    states.push(all_done);
    for t in texts() {
        assert!(
            render(&states[states.len() - 1], t).contains(&app::html::esc(t.all_done)),
            "the last state has every step done"
        );
        for learn in &states {
            let html = render(learn, t);
            assert!(!html.contains('{') && !html.contains('}'), "{html}");
            let msgs: Vec<&str> = html
                .split(r#"data-msg=""#)
                .skip(1)
                .map(|s| &s[..s.find('"').unwrap()])
                .collect();
            let unique: HashSet<&&str> = msgs.iter().collect();
            assert_eq!(unique.len(), msgs.len(), "duplicate data-msg");
            for m in &msgs {
                let payload = m.strip_prefix("learn:").unwrap();
                assert!(LearnMsg::from_attr(payload).is_some(), "{m}");
            }
            assert_eq!(html.matches(r#"class="sq learn-sq"#).count(), 9);
            for hand in html.split(r#"class="res learn-res"#).skip(1) {
                let tag = &hand[..hand.find('>').unwrap()];
                assert!(tag.contains("aria-label=\""), "{tag}");
            }
            for square in html.split(r#"class="sq learn-sq"#).skip(1) {
                let tag = &square[..square.find('>').unwrap()];
                assert!(tag.contains("aria-label=\""), "{tag}");
            }
        }
    }
}

#[test]
fn every_refusal_has_its_own_sentence_in_both_languages() {
    let reasons = [
        IllegalMove::GameOver,
        IllegalMove::NotInReserve(Size::Medium),
        IllegalMove::EmptySquare(sq("a1")),
        IllegalMove::NotYourPiece(sq("a1")),
        IllegalMove::SameSquare,
        IllegalMove::CannotCover {
            to: sq("a1"),
            top: Size::Large,
        },
        IllegalMove::Reveals {
            from: sq("b2"),
            line: line("a1", "b2", "c3"),
            pinned: false,
        },
        IllegalMove::Reveals {
            from: sq("b2"),
            line: line("a1", "b2", "c3"),
            pinned: true,
        },
    ];
    for t in texts() {
        let words: HashSet<String> = reasons.iter().map(|&r| t.why(r, READER)).collect();
        assert_eq!(words.len(), reasons.len());
        assert!(words.iter().all(|w| !w.is_empty() && !w.contains('{')));
    }
    // The squares a revealed line leaves to land on are the line's other two.
    let w = en().why(reasons[6], READER);
    assert!(w.contains("a1 or c3"), "{w}");
}

#[test]
fn squares_are_described_top_first() {
    let pos = Position::from_str("sL,.,./.,.,./.,.,. 2").unwrap();
    let t = en();
    assert_eq!(
        t.square_label(&pos, sq("a3")),
        "a3: orange large, covering blue small"
    );
    assert_eq!(t.square_label(&pos, sq("b2")), "b2: empty");
    let pos = Position::from_str("smL,.,./.,.,./.,.,. 2").unwrap();
    assert_eq!(
        t.square_label(&pos, sq("a3")),
        "a3: orange large, covering blue medium, blue small"
    );
    let zh = &Lang::ZhHant.messages().full.learn;
    assert_eq!(
        zh.square_label(&pos, sq("a3")),
        "a3：橘色大棋子，底下蓋著藍色中棋子、藍色小棋子"
    );
}
