//! The lessons of how to play, as data and as taught: every setup is a legal ongoing position,
//! every task has a solution that meets its goal, every step teaches what its words say, the
//! repetition demo ends at the first threefold repetition.

mod common;

use std::collections::HashSet;
use std::str::FromStr;

use app::lessons::{step_index, Goal, READER, RULES, STEPS, STEP_COUNT};
use app::pages::learn::{render, Learn, LearnMsg};
use common::{en, line, sq, task, texts};
use gobblet_rules::{Player, Position, Size, Square, Status, LINES};

/// The message tables hold the steps' words as a list (they know nothing of the lessons): one
/// entry per lesson in every language.
#[test]
fn every_language_words_every_step() {
    for t in texts() {
        assert_eq!(t.steps.len(), STEP_COUNT);
        assert_eq!(STEPS.len(), STEP_COUNT);
    }
}

#[test]
fn every_setup_parses_and_is_a_legal_ongoing_position() {
    let mut ids = HashSet::new();
    for step in &STEPS {
        assert!(ids.insert(step.id), "duplicate step id {}", step.id);
        let pos = Position::from_str(step.setup)
            .unwrap_or_else(|e| panic!("step {}: setup does not parse: {e}", step.id));
        assert_eq!(
            pos.to_string(),
            step.setup,
            "step {}: setup round-trips",
            step.id
        );
        pos.check_variant(&RULES).unwrap();
        assert_eq!(pos.status(&RULES), Status::Ongoing, "step {}", step.id);
        // Nothing shows before the first move, for either player.
        assert_eq!(
            pos.lines(Player::P1) | pos.lines(Player::P2),
            0,
            "{}",
            step.id
        );
        // Every piece count fits the standard game (also checked by the parser).
        for p in Player::ALL {
            for s in Size::ALL {
                assert!(pos.reserve(&RULES, p, s) <= 2);
            }
        }
        if task(step).is_some() {
            assert_eq!(
                pos.side_to_move(),
                READER,
                "step {}: the reader moves",
                step.id
            );
        }
    }
    assert_eq!(STEPS.len(), STEP_COUNT);
}

#[test]
fn every_task_is_achievable_and_the_solution_meets_the_goal() {
    for step in &STEPS {
        let Some((goal, solution)) = task(step) else {
            continue;
        };
        let pos = step.position();
        assert_eq!(pos.check_move(&RULES, solution), Ok(()), "step {}", step.id);
        assert!(
            goal.met_by(&RULES, &pos, solution),
            "step {}: {solution}",
            step.id
        );
        // The goal is not met by every legal move: the task asks for something.
        let legal = pos.legal_moves(&RULES);
        let meeting = legal
            .iter()
            .filter(|&&m| goal.met_by(&RULES, &pos, m))
            .count();
        assert!(meeting >= 1 && meeting < legal.len(), "step {}", step.id);
        // A step that is not about winning offers no win: the reader is never told a winning
        // move is wrong.
        if goal != Goal::Line {
            assert!(
                legal.iter().all(|&m| pos.play(m).lines(READER) == 0),
                "step {}: a move wins by a line",
                step.id
            );
        }
    }
}

#[test]
fn the_steps_teach_what_they_say() {
    let play = |id: &str| {
        let step = &STEPS[step_index(id).unwrap()];
        let (_, m) = task(step).unwrap();
        (step.position(), step.position().play(m))
    };
    // Placing a large piece from the start.
    let (_, after) = play("pieces");
    assert_eq!(after.top(sq("b2")), Some((Player::P1, Size::Large)));
    // The line step wins by a line.
    let (_, after) = play("line");
    assert!(matches!(
        after.status(&RULES),
        Status::Line {
            winner: Player::P1,
            ..
        }
    ));
    // Covering keeps the covered piece under the new one.
    let (_, after) = play("cover");
    let stack: Vec<_> = after.stack(sq("b2")).collect();
    assert_eq!(
        stack,
        [(Player::P2, Size::Small), (Player::P1, Size::Medium)]
    );
    // Moving: the large piece leaves a2 and covers blue's medium piece on c3.
    let (_, after) = play("move");
    assert_eq!(after.top(sq("a2")), None);
    let stack: Vec<_> = after.stack(sq("c3")).collect();
    assert_eq!(
        stack,
        [(Player::P2, Size::Medium), (Player::P1, Size::Large)]
    );
    // Reveal: the piece on b2 hides a blue line, may land only on it.
    let (before, _) = play("reveal");
    assert!(before.pinned().contains(sq("b2")));
    let landings: Vec<Square> = before
        .legal_moves(&RULES)
        .iter()
        .filter(|m| m.from() == Some(sq("b2")))
        .map(|m| m.to())
        .collect();
    assert_eq!(landings, [sq("c3"), sq("a1")]);
    // Pin: the large piece on a3 is pinned and cannot reach c3; another move wins.
    let (before, after) = play("pin");
    assert!(before.pinned().contains(sq("a3")));
    assert!(before
        .legal_moves(&RULES)
        .iter()
        .filter(|m| m.from() == Some(sq("a3")))
        .all(|m| LINES[usize::from(line("a1", "a2", "a3"))].contains(m.to())));
    assert!(matches!(
        after.status(&RULES),
        Status::Line {
            winner: Player::P1,
            ..
        }
    ));
    // No legal move: blue has an empty hand and both its tops are pinned.
    let (_, after) = play("no-move");
    assert_eq!(after.status(&RULES), Status::NoMove);
    assert_eq!(after.side_to_move(), Player::P2);
    assert!(Size::ALL
        .iter()
        .all(|&s| after.reserve(&RULES, Player::P2, s) == 0));
    assert_eq!(after.pinned(), after.tops(Player::P2));
}

#[test]
fn the_repetition_demo_ends_at_the_first_threefold_repetition() {
    let i = step_index("repetition").unwrap();
    let step = &STEPS[i];
    let moves = step.demo_moves();
    // Every move is legal and no game ends on the way.
    let mut pos = step.position();
    let mut seen = vec![pos];
    let mut third = None;
    for (k, &m) in moves.iter().enumerate() {
        pos = pos.play_checked(&RULES, m).unwrap();
        assert_eq!(pos.status(&RULES), Status::Ongoing);
        seen.push(pos);
        if third.is_none() && seen.iter().filter(|&&p| p == pos).count() == 3 {
            third = Some(k + 1);
        }
    }
    assert_eq!(
        third,
        Some(moves.len()),
        "the demo ends at the threefold repetition"
    );
    assert_eq!(app::lessons::occurrences(step, moves.len()), 3);

    let mut learn = Learn::new();
    let _ = learn.update(LearnMsg::Goto(i));
    let t = en();
    assert!(render(&learn, t).contains(t.demo_first));
    let _ = learn.update(LearnMsg::DemoNext);
    assert_eq!(learn.position(), step.position().play(moves[0]));
    let _ = learn.update(LearnMsg::DemoBack);
    assert_eq!(learn.position(), step.position());
    let _ = learn.update(LearnMsg::DemoBack);
    assert_eq!(learn.demo_ply(), 0);
    for _ in 0..moves.len() {
        let _ = learn.update(LearnMsg::DemoNext);
    }
    let html = render(&learn, t);
    let seen3 = app::i18n::fill(t.demo_seen, &[&3]);
    assert!(html.contains(&seen3), "{html}");
    // Clicks on the demo board do nothing.
    let before = learn.clone();
    let _ = learn.update(LearnMsg::Square(sq("a1")));
    let _ = learn.update(LearnMsg::Hand(Size::Small));
    assert_eq!(learn, before);
}
