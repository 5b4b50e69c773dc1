//! The committed findings: the summary equals what the committed games give when every game is
//! replayed with the rules and every figure recomputed.

use super::*;
use crate::testdata::committed;

#[test]
fn the_committed_summary_is_what_the_committed_games_give() {
    let games = committed("games.txt");
    let summary = summary_of(&games).expect("every committed game replays");
    assert_eq!(
        summary,
        committed("summary.json"),
        "run `cargo run --release -p gobbler-cli -- findings --from gobbler/findings/games.txt`"
    );
}

#[test]
fn a_game_whose_eaten_is_wrong_or_unfinished_is_refused() {
    let ok = "# test\nseed 1 eaten 4: pass; e5>c6>b4\n";
    let err = summary_of(ok).unwrap_err();
    assert!(format!("{err:#}").contains("not ended"), "{err:#}");
    assert!(
        summary_of("seed 1 eaten 4: pass\n").is_err(),
        "no command line"
    );
    assert!(summary_of("# test\n").is_err(), "no game");
    assert!(
        summary_of("# test\nseed 1 eaten 4: pass; d4>e6\n").is_err(),
        "illegal turn"
    );
}

#[test]
fn the_docs_quote_what_the_command_prints_for_the_committed_games() {
    let (command, games) = games::read(&committed("games.txt")).unwrap();
    let printed = report::text(&figures::Figures::of(&command, &games));
    crate::testdata::assert_quoted(
        "Gobbler findings:",
        &printed,
        "paste the output of `gobbler findings --from gobbler/findings/games.txt` into docs/gobbler.md",
    );
}
