//! `gobbler openings` end to end at a tiny budget: one row per first move the recorded games
//! play often enough, each compared with the Gobblers' own choice over the same starts; bad
//! arguments answered with one line and status 2.

use std::process::{Command, Output};

fn gobbler(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gobbler"))
        .args(args)
        .output()
        .expect("the gobbler binary runs")
}

const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../findings/games.txt");

#[test]
fn every_common_first_move_is_forced_at_every_start_where_it_is_legal() {
    let out = gobbler(&[
        "openings",
        "--from",
        GAMES,
        "--min-games",
        "40",
        "--starts",
        "3",
        "--budget-ms",
        "5",
        "--seed",
        "7",
        "--jobs",
        "2",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("--min-games 40 --starts 3 --budget-ms 5 --seed 7"),
        "{text}"
    );
    assert!(
        text.contains("the Gobblers' own choice: 3 games, mean eaten "),
        "{text}"
    );
    // The committed games play three first moves 40 times or more (the findings' table).
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| first move"))
        .map(|l| l.split(" | ").collect())
        .collect();
    let firsts: Vec<&str> = rows.iter().map(|r| r[0].trim_start_matches("| ")).collect();
    assert_eq!(firsts, ["e5>g6>h4", "d4>e2>g3", "d4>c2>e1"], "{text}");
    let mut chosen = 0;
    for r in &rows {
        let games: usize = r[1].parse().unwrap();
        assert!((1..=3).contains(&games), "{text}");
        chosen += r[2].parse::<usize>().unwrap();
    }
    assert!(chosen <= 3, "{text}");
}

#[test]
fn the_moves_to_force_can_be_named() {
    let out = gobbler(&[
        "openings",
        "--moves",
        "d4>c2>e1,e5>g6>h4",
        "--starts",
        "2",
        "--budget-ms",
        "5",
        "--jobs",
        "2",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("gobbler openings --moves d4>c2>e1,e5>g6>h4 --starts 2"),
        "{text}"
    );
    let firsts: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| first move"))
        .map(|l| l.split(" | ").next().unwrap())
        .collect();
    assert_eq!(firsts, ["| d4>c2>e1", "| e5>g6>h4"], "{text}");
}

#[test]
fn a_first_move_nobody_plays_often_enough_is_an_error_on_one_line() {
    let out = gobbler(&[
        "openings",
        "--from",
        GAMES,
        "--min-games",
        "1000",
        "--starts",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("no Gobblers' first move is played in 1000 or more games"),
        "{err}"
    );
    let out = gobbler(&["openings", "--from", GAMES, "--starts", "0"]);
    assert_eq!(out.status.code(), Some(2));
    let out = gobbler(&["openings", "--moves", "d4>c2>e1,d4-e2", "--starts", "1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--moves: `d4-e2`: 'd4-e2' is not a Gobbler move"),
        "{err}"
    );
}
