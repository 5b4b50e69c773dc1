//! The `gobbler` command's output lines and exit codes.

mod common;

use std::process::Output;

use common::gobbler;

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

fn has_line(text: &str, line: &str) -> bool {
    text.lines().any(|l| l == line)
}

/// The start as gobbler.md describes it: a Little everywhere but d4, e4, d5, e5; Gobblers on
/// d4 and e5.
const START: &str = "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,.,G,1,1,1/\
                     1,1,1,G,.,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 L 0 40";

#[test]
fn show_start_prints_the_position_and_its_figures() {
    let out = gobbler(&["show", "start"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(has_line(&text, &format!("position: {START}")), "{text}");
    assert!(has_line(&text, "side to move: Littles"), "{text}");
    assert!(has_line(&text, "eaten: 0"), "{text}");
    assert!(has_line(&text, "threshold: 40"), "{text}");
    assert!(has_line(&text, "starving: none"), "{text}");
    // The figure tests/first_turns.rs in gobbler-rules finds by brute force over step multisets.
    assert!(has_line(&text, "legal turns 7691770"), "{text}");
    // The board: rank 4 holds the Gobbler on d4.
    assert!(has_line(&text, "  4   1  1  1  G  .  1  1  1  4"), "{text}");
    // The position written in full is read back the same.
    let again = gobbler(&["show", START]);
    assert_eq!(stdout(&again), text);
}

#[test]
fn show_the_worked_example() {
    let out = gobbler(&["show", "start", "pass; e5>c6>b4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // gobbler.md's diagram: files a–e of ranks 6 to 2 changed, all else as at the start.
    let expected = "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/2,2,.,2,1,1,1,1/.,.,.,.,.,1,1,1/\
                    .,G,.,G,.,1,1,1/.,.,.,1,1,1,1,1/2,2,1,2,1,1,1,1/1,1,1,1,1,1,1,1 L 4 40";
    assert!(has_line(&text, &format!("position: {expected}")), "{text}");
    assert!(has_line(&text, "eaten: 4"), "{text}");
    assert!(has_line(&text, "side to move: Littles"), "{text}");
}

#[test]
fn show_a_gobbler_turn_counts_paths_and_starving() {
    // Two Littles on e4, one on h8; Gobblers on f5 and a8. f5 reaches e4 by two paths
    // (f5>d6>e4, f5>g3>e4); a8 cannot eat two and starves.
    let pos = "G,.,.,.,.,.,.,1/.,.,.,.,.,.,.,./.,.,.,.,.,.,.,./.,.,.,.,.,G,.,./\
               .,.,.,.,2,.,.,./.,.,.,.,.,.,.,./.,.,.,.,.,.,.,./.,.,.,.,.,.,.,. G 57 40";
    let out = gobbler(&["show", pos]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(has_line(&text, "side to move: Gobblers"), "{text}");
    assert!(has_line(&text, "starving: a8"), "{text}");
    assert!(has_line(&text, "legal turns 2"), "{text}");
}

#[test]
fn show_a_finished_game() {
    // Both Gobblers starve: 58 eaten > 40.
    let pos = ".,.,.,.,.,.,.,1/.,.,.,.,.,.,.,./.,.,.,.,.,.,.,./.,.,.,.,G,.,.,./\
               .,.,.,G,.,.,.,./.,.,.,.,.,.,.,./.,.,.,.,.,.,.,./1,.,.,.,.,.,.,. G 58 40";
    let out = gobbler(&["show", pos]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(has_line(&text, "starving: d4 e5"), "{text}");
    assert!(has_line(&text, "legal turns 0"), "{text}");
    assert!(
        has_line(
            &text,
            "game over: the Gobbler player wins (58 eaten > threshold 40)"
        ),
        "{text}"
    );
    // A turn after the end is refused.
    let out = gobbler(&["show", pos, "d4>c6>a5"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("turn 1 (d4>c6>a5): the game is already over"));
}

#[test]
fn a_bad_turn_exits_2_naming_the_turn_and_the_reason() {
    let out = gobbler(&["show", "start", "pass; e5>c7"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = stderr(&out);
    assert!(
        err.contains("turn 2 (e5>c7)") && err.contains("not a knight hop"),
        "{err}"
    );

    let out = gobbler(&["show", "start", "pass; e5>c6>b4; b6-c5 c5-d5"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("turn 3 (b6-c5 c5-d5)"), "{err}");
    assert!(err.contains("cannot step again"), "{err}");

    let out = gobbler(&["show", "start", "d3-d4"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("turn 1 (d3-d4)") && err.contains("onto a Gobbler"),
        "{err}"
    );

    let out = gobbler(&["show", "start", "pass; e5>c6>z9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("unknown square 'z9'"));
}

#[test]
fn a_bad_position_exits_2() {
    let out = gobbler(&["show", "1,1,1 L 0 40"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("8 ranks"), "{}", stderr(&out));
    let out = gobbler(&["show", &START.replace(" 0 40", " 1 40")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("60 Littles on the board + 1 eaten = 61"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn turns_first_prints_the_count() {
    let out = gobbler(&["turns", "--first"]);
    assert!(out.status.success(), "{}", stderr(&out));
    // Confirmed by brute force in gobbler-rules' tests/first_turns.rs.
    assert_eq!(stdout(&out), "first turns 7691770\n");
    // A position with few Littles: one on a1, Gobblers far away: the pass and 3 steps.
    let pos = ".,.,.,.,.,.,.,G/.,.,.,.,.,.,.,G/.,.,.,.,.,.,.,./.,.,.,.,.,.,.,./\
               .,.,.,.,.,.,.,./.,.,.,.,.,.,.,./.,.,.,.,.,.,.,./1,.,.,.,.,.,.,. L 59 40";
    let out = gobbler(&["turns", pos]);
    assert_eq!(stdout(&out), "turns 4\n", "{}", stderr(&out));
}
