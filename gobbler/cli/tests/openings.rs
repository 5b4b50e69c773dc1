//! `gobbler openings` end to end at a tiny budget: one row per first move the recorded games
//! play often enough, each compared with the Gobblers' own choice over the same starts; bad
//! arguments answered with one line and status 2.

mod common;

use common::{gobbler, succeeded};

const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../findings/games.txt");

/// The standard output of a run that must succeed, and its table's rows split into cells
/// (the header left out).
fn run(args: &[&str]) -> (String, Vec<Vec<String>>) {
    let text = succeeded(&gobbler(args));
    let rows = text
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| first move"))
        .map(|l| {
            l.trim_matches(|c| c == '|' || c == ' ')
                .split(" | ")
                .map(String::from)
                .collect()
        })
        .collect();
    (text, rows)
}

#[test]
fn every_common_first_move_is_forced_where_it_is_legal() {
    let (text, rows) = run(&[
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
    assert!(
        text.contains("--min-games 40 --starts 3 --budget-ms 5 --seed 7"),
        "{text}"
    );
    assert!(
        text.contains("the Gobblers' own choice: 3 games, mean eaten "),
        "{text}"
    );
    // The committed games play three first moves 40 times or more (the findings' table).
    let firsts: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(firsts, ["e5>g6>h4", "d4>e2>g3", "d4>c2>e1"], "{text}");
    // A move the Littles' first turn made illegal has fewer games than starts (even none).
    let mut chosen = 0;
    for r in &rows {
        assert_eq!(r.len(), 6, "{text}");
        assert!(r[1].parse::<usize>().unwrap() <= 3, "{text}");
        chosen += r[2].parse::<usize>().unwrap();
    }
    assert!(chosen <= 3, "{text}");
}

#[test]
fn the_moves_to_force_can_be_named() {
    let (text, rows) = run(&[
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
    assert!(
        text.contains("gobbler openings --moves d4>c2>e1,e5>g6>h4 --starts 2"),
        "{text}"
    );
    let firsts: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(firsts, ["d4>c2>e1", "e5>g6>h4"], "{text}");
    assert_eq!(
        rows[0][5], "-",
        "the first row is not compared with itself: {text}"
    );
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
