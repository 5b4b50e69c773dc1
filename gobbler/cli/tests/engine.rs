//! `gobbler engine` as another program sees it: a whole game over pipes, one command at a time,
//! each answer read up to its empty line.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use gobbler_rules::{Position, Status};

/// Reads one answer: its lines up to the empty line that ends it.
fn answer(out: &mut impl BufRead) -> String {
    let mut text = String::new();
    loop {
        let mut line = String::new();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "the engine closed its output"
        );
        if line == "\n" {
            return text;
        }
        text.push_str(&line);
    }
}

#[test]
fn a_whole_game_through_the_binary() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gobbler"))
        .args(["engine", "--seed", "11"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the gobbler binary runs");
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut ask = |command: &str| -> String {
        writeln!(input, "{command}").unwrap();
        input.flush().unwrap();
        answer(&mut output)
    };
    let start = Position::START.with_threshold(35).unwrap();
    assert_eq!(ask("new 35"), format!("= {start}\n"));
    // An illegal turn: one error line, and the game is unchanged.
    let error = ask("play e4-e5");
    assert!(error.starts_with("? illegal turn `e4-e5`"), "{error}");
    assert_eq!(error.lines().count(), 1, "{error}");
    assert_eq!(ask("game"), "=\n");
    let mut turns = Vec::new();
    for ply in 0..70 {
        let status = ask("status");
        if status.starts_with("= over") {
            break;
        }
        // The Littles at medium, the Gobblers strong with a short budget.
        let level = if ply % 2 == 0 {
            "medium"
        } else {
            "strong budget 30"
        };
        let turn = ask(&format!("go level {level}"));
        let turn = turn
            .strip_prefix("= ")
            .expect("an answer")
            .trim_end()
            .to_string();
        turns.push(turn);
    }
    let end = start
        .play_game(&turns.join("; "))
        .expect("the engine's turns are legal");
    assert!(
        matches!(end.status(), Status::Over { .. }),
        "the game ended"
    );
    assert_eq!(ask("game"), format!("= {}\n", turns.join("; ")));
    let shown = ask("show");
    assert!(shown.starts_with(&format!("= {end}\n")), "{shown}");
    assert!(
        shown.contains(&format!("eaten {} threshold 35\n", end.eaten())),
        "{shown}"
    );
    assert_eq!(ask("quit"), "=\n");
    drop(input);
    assert!(child.wait().unwrap().success());
}
