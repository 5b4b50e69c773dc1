//! The protocol driven on in-memory buffers and through [`Engine::handle`]: whole games, the
//! framing, and bad input that gets one error line and changes nothing.

use gobbler_ai::{choose, Level};
use gobbler_rules::{Game, Position, Side};
use seeded_rng::Rng;

use super::*;

/// Runs `script` through [`serve`] and returns what it wrote.
fn session(engine: &mut Engine, script: &str) -> String {
    let mut out = Vec::new();
    serve(engine, script.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn ok(engine: &mut Engine, line: &str) -> String {
    match engine.handle(line) {
        Some(Ok(text)) => text,
        other => panic!("`{line}` answered {other:?}"),
    }
}

#[test]
fn a_whole_game_the_test_and_the_engine_taking_turns() {
    // The Littles' turns come from the test (the easy player, sent with `play`), the Gobblers'
    // from the engine (`go`); the game the engine reports replays through the rules.
    let seed = testkit::seed_for(24);
    let mut engine = Engine::new(seed);
    assert_eq!(
        ok(&mut engine, "new 30"),
        Position::START.with_threshold(30).unwrap().to_string()
    );
    let mut fake_ms = 0.0;
    let mut clock = move || {
        fake_ms += 0.01;
        fake_ms
    };
    let mut plies = 0;
    while !ok(&mut engine, "status").starts_with("over") {
        let pos = *engine.position();
        match pos.side() {
            Side::Littles => {
                let turn = choose(&pos, Level::Easy, 10.0, &mut clock, seed + plies).unwrap();
                let after = ok(&mut engine, &format!("play {}", turn.turn));
                assert_eq!(after, pos.apply_turn(&turn.turn).unwrap().to_string());
            }
            Side::Gobblers => {
                let turn = ok(&mut engine, "go side gobblers level medium");
                assert!(pos.apply_turn(&pos.parse_turn(&turn).unwrap()).is_ok());
            }
        }
        plies += 1;
        assert!(plies <= 70, "the game did not end");
    }
    let game = Game::parse(
        Position::START.with_threshold(30).unwrap(),
        &ok(&mut engine, "game"),
    );
    let game = game.unwrap();
    assert_eq!(game.turns().len() as u64, plies);
    assert_eq!(game.position(), engine.position());
    let pos = *engine.position();
    let winner = if u16::from(pos.eaten()) > 30 {
        "gobblers"
    } else {
        "littles"
    };
    assert_eq!(
        ok(&mut engine, "status"),
        format!("over {winner} {} 30", pos.eaten())
    );
    // Nothing is left to play.
    assert_eq!(
        engine.handle("go"),
        Some(Err(
            "the game is over: there is no turn to choose".to_string()
        ))
    );
}

#[test]
fn the_engine_plays_both_sides_to_the_end_at_every_level() {
    for (littles, gobblers) in [("easy", "medium"), ("medium", "easy"), ("strong", "medium")] {
        let mut engine = Engine::new(testkit::seed_for(7));
        for _ in 0..70 {
            if ok(&mut engine, "status").starts_with("over") {
                break;
            }
            let level = match engine.position().side() {
                Side::Littles => littles,
                Side::Gobblers => gobblers,
            };
            ok(&mut engine, &format!("go level {level} budget 20"));
        }
        assert!(
            ok(&mut engine, "status").starts_with("over"),
            "{littles} against {gobblers}"
        );
    }
}

#[test]
fn a_scripted_session_in_the_framing() {
    let mut engine = Engine::new(1);
    let script = "# the worked example of gobbler-rules.md\n\
                  \n\
                  play pass\r\n\
                  play e5>c6>b4\n\
                  status\n\
                  game\n\
                  undo\n\
                  frobnicate\n\
                  quit\n\
                  status\n";
    let after = Position::START.play_game("pass; e5>c6>b4").unwrap();
    let after_pass = Position::START.play_game("pass").unwrap();
    let expected = format!(
        "= {after_pass}\n\n= {after}\n\n= littles\n\n= pass; e5>c6>b4\n\n= {after_pass}\n\n\
         ? unknown command `frobnicate`; commands: {COMMANDS}\n\n=\n\n"
    );
    assert_eq!(session(&mut engine, script), expected);
    assert!(engine.has_quit());
}

#[test]
fn show_draws_the_board_with_the_position_first() {
    let mut engine = Engine::new(1);
    let text = ok(&mut engine, "show");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], Position::START.to_string());
    assert!(lines.contains(&"  4   1  1  1  G  .  1  1  1  4"), "{text}");
    assert_eq!(lines[lines.len() - 2], "eaten 0 threshold 40");
    assert_eq!(lines[lines.len() - 1], "status littles");
    assert!(
        lines.iter().all(|l| !l.trim().is_empty()),
        "an empty line would end the answer"
    );
}

#[test]
fn bad_commands_get_one_error_line_and_change_nothing() {
    let mut engine = Engine::new(1);
    ok(&mut engine, "play b2-c3");
    let bad = [
        "play",
        "play e5>c6>b4 extra",
        "play b2-c3", // the Gobblers are to move
        "play e5>e6", // not a knight hop
        "play d4>e6", // eats only one
        "go level grandmaster",
        "go level",
        "go budget -5",
        "go budget NaN",
        "go budget 1e300",
        "go side littles", // not the side to move
        "go seed x",
        "go depth 3",
        "go clock sundial",
        "go clock",
        "new 1001",
        "new -1",
        "new forty",
        "setup",
        "setup 1,1,1 L 0 40",
        "setup start extra",
        "status now",
        "quit please",
        "PLAY pass",
        "\u{fffd}\u{0}",
    ];
    for line in bad {
        let before = (engine.game.clone(), engine.quit);
        let answer = engine.handle(line);
        assert!(
            matches!(answer, Some(Err(_))),
            "`{line}` answered {answer:?}"
        );
        assert_eq!(
            (engine.game.clone(), engine.quit),
            before,
            "`{line}` changed the game"
        );
        let mut out = Vec::new();
        write_answer(&mut out, &answer.unwrap()).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.starts_with("? ") && out.ends_with("\n\n"), "{out:?}");
        assert_eq!(out.lines().count(), 2, "{out:?}");
    }
    // Undo with nothing to take back.
    let mut fresh = Engine::new(1);
    assert_eq!(
        fresh.handle("undo"),
        Some(Err("there is no turn to undo".to_string()))
    );
}

#[test]
fn random_bytes_never_panic_and_every_line_gets_at_most_one_answer() {
    let seed = testkit::seed_for(2024);
    let mut rng = Rng::new(seed);
    let words = [
        "play", "go", "new", "setup", "undo", "show", "status", "game", "help", "quit", "level",
        "budget", "side", "seed", "strong", "littles", "pass", "e5>c6>b4", "b2-c3", "start", "40",
        "-1", "#", ">", "-", ";", "\u{e9}", "\t",
    ];
    for _ in 0..300 {
        let mut engine = Engine::new(seed);
        let mut script = String::new();
        for _ in 0..rng.below(8) {
            for _ in 0..rng.below(5) {
                // Budgets stay tiny: every `go` answers at once.
                let word = match words[rng.below(words.len())] {
                    "go" => "go budget 1 level easy",
                    word => word,
                };
                script.push_str(word);
                script.push(if rng.below(4) == 0 { '\t' } else { ' ' });
            }
            script.push('\n');
        }
        let out = session(&mut engine, &script);
        let answers = out.matches("\n\n").count();
        assert!(answers <= script.lines().count(), "{script:?} gave {out:?}");
        for answer in out.split_terminator("\n\n") {
            assert!(
                answer.starts_with('=') || answer.starts_with("? "),
                "{script:?}: {answer:?}"
            );
        }
    }
}

#[test]
fn go_options_are_read_in_any_order_with_defaults() {
    let o = GoOptions::parse("").unwrap();
    assert_eq!(
        (o.side, o.level, o.budget_ms, o.seed),
        (None, Level::Strong, 800.0, None)
    );
    assert_eq!(o.clock, ClockKind::Wall);
    let o = GoOptions::parse("seed 5 budget 250 clock CPU level 2 side G").unwrap();
    assert_eq!(
        (o.side, o.level, o.budget_ms, o.seed, o.clock),
        (
            Some(Side::Gobblers),
            Level::Medium,
            250.0,
            Some(5),
            ClockKind::Cpu
        )
    );
}

#[test]
fn the_same_seed_gives_the_same_game_at_the_clock_free_levels() {
    let play = || {
        let mut engine = Engine::new(99);
        for _ in 0..10 {
            ok(&mut engine, "go level medium");
        }
        ok(&mut engine, "game")
    };
    assert_eq!(play(), play());
}
