//! `gobbler play` and `gobbler bench`: the games they play replay through `gobbler show`, the
//! table adds up, bad levels exit with status 2.

mod common;

use std::process::Output;

use common::gobbler;

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn played_games_replay_through_show_with_the_same_eaten() {
    let out = gobbler(&[
        "play",
        "--littles",
        "medium",
        "--gobblers",
        "easy",
        "--games",
        "3",
        "--seed",
        "7",
        "--print-games",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 3, "{text}");
    let mut total_eaten = 0;
    for line in games {
        // game 1 (seed 7): eaten 31: e3-e4 ...; e5>d7>f6; ...
        let (head, turns) = line.split_once(": eaten ").unwrap();
        let (eaten, turns) = turns.split_once(": ").unwrap();
        let eaten: u32 = eaten.parse().unwrap();
        total_eaten += eaten;
        let shown = gobbler(&["show", "start", turns]);
        assert!(
            shown.status.success(),
            "{head}: {}",
            String::from_utf8_lossy(&shown.stderr)
        );
        let shown = stdout(&shown);
        assert!(
            shown.lines().any(|l| l == format!("eaten: {eaten}")),
            "{head}: {shown}"
        );
        assert!(
            shown.lines().any(|l| l.starts_with("game over: ")),
            "{head} did not end: {shown}"
        );
    }
    // | games | Gobbler wins | Littles wins | mean eaten | ...
    let row = text
        .lines()
        .find(|l| l.starts_with("| 3 |"))
        .expect("the results row");
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    let (g, l): (u32, u32) = (cells[2].parse().unwrap(), cells[3].parse().unwrap());
    assert_eq!(g + l, 3, "{row}");
    assert_eq!(
        cells[4],
        format!("{:.1}", f64::from(total_eaten) / 3.0),
        "{row}"
    );
}

#[test]
fn a_seed_replays_the_same_games() {
    let args = [
        "play",
        "--littles",
        "easy",
        "--gobblers",
        "medium",
        "--games",
        "2",
        "--seed",
        "3",
        "--print-games",
    ];
    let games = |out: Output| -> Vec<String> {
        stdout(&out)
            .lines()
            .filter(|l| l.starts_with("game "))
            .map(String::from)
            .collect()
    };
    let first = games(gobbler(&args));
    assert_eq!(first.len(), 2);
    assert_eq!(first, games(gobbler(&args)));
}

#[test]
fn an_unknown_level_exits_2_naming_it() {
    let out = gobbler(&["play", "--littles", "grandmaster", "--games", "1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown level `grandmaster`"), "{err}");
}

#[test]
fn each_side_takes_its_own_budget_defaulting_to_the_shared_one() {
    let heading = |extra: &[&str]| -> String {
        let mut args = vec![
            "play",
            "--littles",
            "easy",
            "--gobblers",
            "easy",
            "--games",
            "1",
        ];
        args.extend(extra);
        let out = gobbler(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        stdout(&out).lines().next().unwrap().to_string()
    };
    let both = heading(&["--budget-ms", "300"]);
    assert!(both.contains("budget 300 ms,"), "{both}");
    let own = heading(&["--budget-ms", "300", "--gobblers-budget-ms", "50"]);
    assert!(
        own.contains("budgets Littles 300 ms, Gobblers 50 ms,"),
        "{own}"
    );
    let own = heading(&["--littles-budget-ms", "200"]);
    assert!(
        own.contains("budgets Littles 200 ms, Gobblers 800 ms,"),
        "{own}"
    );
}
