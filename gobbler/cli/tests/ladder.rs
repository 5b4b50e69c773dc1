//! `gobbler ladder` on the clock-free levels: every pairing's row, intervals that contain their
//! estimate, ratings for both sides, the same figures from the same seed on any number of
//! threads.

mod common;

use std::process::Output;

use common::{gobbler, succeeded};

/// The table rows of the output (the lines that start with `| `), the command line and
/// timings left out.
fn rows(out: &Output) -> Vec<String> {
    succeeded(out)
        .lines()
        .filter(|l| l.starts_with("| ") && !l.contains(" ms |"))
        .map(|l| l.to_string())
        .collect()
}

const LADDER: [&str; 9] = [
    "ladder",
    "--levels",
    "easy,medium",
    "--games",
    "3",
    "--scaling-games",
    "0",
    "--seed",
    "5",
];

#[test]
fn every_pairing_gets_a_row_and_both_sides_ratings() {
    let rows = rows(&gobbler(&[&LADDER[..], &["--jobs", "2"]].concat()));
    let pairings: Vec<&String> = rows
        .iter()
        .filter(|r| r.matches(" % (").count() == 2)
        .collect();
    assert_eq!(pairings.len(), 4, "{rows:#?}");
    for row in &pairings {
        // | easy | medium | 3 | 33 % (6–79) | 67 % (21–94) | 45.3 ± 20.1 | ...
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        assert_eq!(cells[3], "3", "{row}");
        let (l, g) = (percent(cells[4]), percent(cells[5]));
        assert_eq!(l.0 + g.0, 100, "{row}");
        for (p, lo, hi) in [l, g] {
            assert!(lo <= p && p <= hi, "{row}");
        }
    }
    let by_side = |r: &&String| r.starts_with("| Littles |") || r.starts_with("| Gobblers |");
    // Ratings rows: side, player, rating, games, wins, expected, mean eaten.
    let ratings: Vec<&String> = rows
        .iter()
        .filter(by_side)
        .filter(|r| r.split('|').count() == 9)
        .collect();
    assert_eq!(ratings.len(), 4, "{rows:#?}");
    // Difference rows: one per side for two players, the difference of the two mean eaten.
    let differences: Vec<&String> = rows
        .iter()
        .filter(by_side)
        .filter(|r| r.contains(" − "))
        .collect();
    assert_eq!(differences.len(), 2, "{rows:#?}");
    for (d, pair) in differences.iter().zip(ratings.chunks(2)) {
        let mean = |r: &str| -> f64 {
            let cell = r.split('|').nth(7).unwrap().trim();
            cell.split(' ').next().unwrap().parse().unwrap()
        };
        let shown: f64 = d
            .split('|')
            .nth(3)
            .unwrap()
            .trim()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(
            (shown - (mean(pair[0]) - mean(pair[1]))).abs() <= 0.11,
            "{d} {pair:#?}"
        );
    }
    // The ratings are shifted to mean 0.
    let sum: i32 = ratings
        .iter()
        .map(|r| r.split('|').nth(3).unwrap().trim().parse::<i32>().unwrap())
        .sum();
    assert!(sum.abs() <= 2, "{ratings:#?}");
}

/// `33 % (6–79)` as (33, 6, 79).
fn percent(cell: &str) -> (u32, u32, u32) {
    let (p, rest) = cell.split_once(" % (").unwrap();
    let (lo, hi) = rest.trim_end_matches(')').split_once('–').unwrap();
    (p.parse().unwrap(), lo.parse().unwrap(), hi.parse().unwrap())
}

#[test]
fn the_same_seed_gives_the_same_ladder_on_one_thread_or_two() {
    // Everything but the move times (the last two cells of a pairing's row).
    let figures = |jobs: &str| -> Vec<String> {
        rows(&gobbler(&[&LADDER[..], &["--jobs", jobs]].concat()))
            .iter()
            .map(|r| match r.matches(" % (").count() {
                2 => r.split('|').take(8).collect::<Vec<_>>().join("|"),
                _ => r.clone(),
            })
            .collect()
    };
    assert_eq!(figures("1"), figures("2"));
}

#[test]
fn bad_ladder_arguments_exit_2() {
    for args in [
        &["ladder", "--levels", "easy,grandmaster"][..],
        &["ladder", "--budgets", "0", "--games", "1"],
        &["ladder", "--games", "0"],
        &["ladder", "--threshold", "1001", "--games", "1"],
    ] {
        let out = gobbler(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn an_engine_plays_the_same_games_as_our_own_players() {
    // This very binary as the engine: its medium players, asked over the protocol with the
    // same seeds, must play exactly the games the ladder's own medium players play.
    let engine = format!("self={}", env!("CARGO_BIN_EXE_gobbler"));
    let out = gobbler(&[
        "ladder",
        "--levels",
        "medium",
        "--games",
        "3",
        "--scaling-games",
        "0",
        "--seed",
        "9",
        "--engine",
        &engine,
    ]);
    let rows = rows(&out);
    let pairings: Vec<Vec<&str>> = rows
        .iter()
        .filter(|r| r.matches(" % (").count() == 2)
        .map(|r| r.split('|').map(str::trim).collect())
        .collect();
    let names: Vec<(&str, &str)> = pairings.iter().map(|c| (c[1], c[2])).collect();
    assert_eq!(
        names,
        [
            ("medium", "medium"),
            ("medium", "self-medium"),
            ("self-medium", "medium"),
            ("self-medium", "self-medium"),
        ]
    );
    // Games, both win rates, mean eaten and mean plies: the same in every pairing.
    for c in &pairings {
        assert_eq!(c[3..8], pairings[0][3..8], "{pairings:#?}");
    }
}

#[test]
fn the_scaling_table_gives_each_budgets_change_from_the_row_above() {
    // Tiny budgets keep the strong games fast; the figures are whatever the clock allowed, and
    // the test checks what the table computes from them, not their values.
    let out = gobbler(&[
        "ladder",
        "--levels",
        "strong",
        "--budgets",
        "4",
        "--games",
        "2",
        "--scaling-budgets",
        "2,4",
        "--scaling-reference-ms",
        "4",
        "--scaling-games",
        "3",
        "--seed",
        "11",
    ]);
    let text = succeeded(&out);
    let scaling: Vec<Vec<&str>> = text
        .lines()
        .skip_while(|l| !l.starts_with("Scaling:"))
        .filter(|l| l.starts_with("| Littles |") || l.starts_with("| Gobblers |"))
        .map(|l| l.split('|').map(str::trim).collect())
        .collect();
    assert_eq!(scaling.len(), 4, "{text}");
    let mean = |cell: &str| -> f64 { cell.split(' ').next().unwrap().parse().unwrap() };
    for side in scaling.chunks(2) {
        assert_eq!(side[0][8], "—", "{text}");
        // The reference pairing is the ladder's own, played once with the larger count.
        assert_eq!((side[0][4], side[1][4]), ("3", "3"), "{text}");
        let change: f64 = side[1][8].split(' ').next().unwrap().parse().unwrap();
        let (lo, hi) = interval(side[1][8]);
        assert!(lo <= change && change <= hi, "{text}");
        // The printed means are rounded to 0.1: their difference is within 0.1 of the change.
        assert!(
            (mean(side[1][6]) - mean(side[0][6]) - change).abs() <= 0.1 + 1e-9,
            "{text}"
        );
    }
}

#[test]
fn the_scaling_table_can_meet_a_gentler_level() {
    // The easy Littles as the reference: their games against the strong Gobblers are the
    // ladder's own pairing, played once, so the scaling row repeats the ladder row's figures.
    let out = gobbler(&[
        "ladder",
        "--levels",
        "easy,strong",
        "--budgets",
        "3",
        "--games",
        "2",
        "--scaling-budgets",
        "3",
        "--scaling-reference-level",
        "easy",
        "--scaling-side",
        "gobblers",
        "--scaling-games",
        "2",
        "--seed",
        "13",
    ]);
    let text = succeeded(&out);
    assert!(text.contains("--scaling-reference-level easy "), "{text}");
    let cells = |prefix: &str| -> Vec<String> {
        let line = text.lines().find(|l| l.starts_with(prefix)).expect(prefix);
        line.split('|').map(|c| c.trim().to_string()).collect()
    };
    let scaling = cells("| Gobblers | strong@3 | easy |");
    let ladder = cells("| easy | strong@3 |");
    // Games, the Gobblers' win rate and the mean eaten.
    assert_eq!(
        [&scaling[4], &scaling[5], &scaling[6]],
        [&ladder[3], &ladder[5], &ladder[6]],
        "{text}"
    );
    assert!(!text.contains("| Littles | strong@3 | easy |"), "{text}");
}

/// `(-1.5 to +2.0)` at the end of a cell, as numbers.
fn interval(cell: &str) -> (f64, f64) {
    let inner = &cell[cell.find('(').unwrap() + 1..cell.len() - 1];
    let (lo, hi) = inner.split_once(" to ").unwrap();
    (lo.parse().unwrap(), hi.parse().unwrap())
}
