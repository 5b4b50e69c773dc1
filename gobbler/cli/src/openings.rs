//! `gobbler openings`: does the Gobblers' first move change the result, or only go with it?
//! The findings group recorded games by the Gobblers' first move, but each move there answers
//! its own Littles' first turn, so a group's mean mixes the two. Here every start is a whole
//! strong-against-strong game from the start (its Littles' first turn and the Gobblers' own
//! reply, the baseline); then from the position after that same Littles turn, each candidate
//! first move (every one the recorded games played often enough) is forced and the game played
//! out by the same players. Each candidate is compared with the baseline over the same starts
//! (a paired difference with its 95 % t interval), so the Littles' first turn cancels out.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{bail, Context, Result};
use gobbler_rules::{GobblerMove, Position, Side, Turn};

use crate::findings::figures::{openings, MIN_GROUP};
use crate::findings::games;
use crate::ladder::stats::mean_interval;
use crate::play::{play_from, Player};

/// Arguments of `openings`.
#[derive(clap::Args)]
pub struct Args {
    /// The recorded games whose Gobblers' first moves are tried (as `gobbler findings` writes
    /// them).
    #[arg(long, default_value = "gobbler/findings/games.txt")]
    from: PathBuf,
    /// Try every first move played in at least this many of the recorded games.
    #[arg(long, default_value_t = MIN_GROUP)]
    min_games: usize,
    /// Try these first moves instead (comma-separated, in notation: `d4>c2>e1,d4>e2>g3`).
    #[arg(long, value_delimiter = ',')]
    moves: Vec<String>,
    /// Starts: whole games from the start, start i with seed S + i.
    #[arg(long, default_value_t = 48)]
    starts: u32,
    /// The strong players' move-time budget (ms of CPU time), both sides.
    #[arg(long, default_value_t = 200.0)]
    budget_ms: f64,
    /// Seed of the first start.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once, each on its own thread (default: the machine's cores).
    #[arg(long)]
    jobs: Option<usize>,
}

/// One start: the Gobblers' own reply to the Littles' first turn and what the game ate, then
/// what each candidate ate when forced (`None` where it is not legal after that Littles turn).
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    /// The strong Gobblers' own first move.
    pub own: String,
    /// Eaten by the end of the game with the own move.
    pub own_eaten: u8,
    /// Per candidate, eaten by the end with it forced.
    pub forced: Vec<Option<u8>>,
}

/// A candidate's figures over the starts where it is legal.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The first move.
    pub first: String,
    /// Starts where it is legal (its games).
    pub games: usize,
    /// Starts where the Gobblers chose it themselves.
    pub chosen: usize,
    /// Its mean eaten and the half-width of the 95 % t interval.
    pub eaten: (f64, f64),
    /// Its eaten minus the baseline's over the same starts: mean and half-width (95 % t).
    pub versus_own: (f64, f64),
    /// Its eaten minus the first candidate's over the starts where both are legal, and how many
    /// those are.
    pub versus_first: ((f64, f64), usize),
}

/// The mean and 95 % t half-width of `a − b` over the starts where both are played, and how
/// many those are.
fn paired(
    starts: &[Start],
    a: impl Fn(&Start) -> Option<u8>,
    b: impl Fn(&Start) -> Option<u8>,
) -> ((f64, f64), usize) {
    let diffs: Vec<f64> = starts
        .iter()
        .filter_map(|s| Some(f64::from(a(s)?) - f64::from(b(s)?)))
        .collect();
    (mean_interval(&diffs), diffs.len())
}

/// The candidates' rows, in the order given.
#[must_use]
pub fn rows(candidates: &[String], starts: &[Start]) -> Vec<Row> {
    candidates
        .iter()
        .enumerate()
        .map(|(c, first)| {
            let eaten: Vec<f64> = starts
                .iter()
                .filter_map(|s| s.forced[c].map(f64::from))
                .collect();
            Row {
                first: first.clone(),
                games: eaten.len(),
                chosen: starts.iter().filter(|s| &s.own == first).count(),
                eaten: mean_interval(&eaten),
                versus_own: paired(starts, |s| s.forced[c], |s| Some(s.own_eaten)).0,
                versus_first: paired(starts, |s| s.forced[c], |s| s.forced[0]),
            }
        })
        .collect()
}

/// The report: the command, the baseline, then one line per candidate.
#[must_use]
pub fn report(command: &str, starts: &[Start], rows: &[Row]) -> String {
    let own: Vec<f64> = starts.iter().map(|s| f64::from(s.own_eaten)).collect();
    let (m, h) = mean_interval(&own);
    let mut out = format!(
        "Gobbler openings: the Gobblers' first move forced after the strong Littles' first turn\n\
         command: {command}\n\n\
         the Gobblers' own choice: {} games, mean eaten {}\n\n\
         | first move | games | chosen by the Gobblers | mean eaten (95 % t) | minus their own choice, same starts (95 % t) | minus the first row's, same starts (95 % t) |\n\
         |---|---|---|---|---|---|\n",
        starts.len(),
        interval((m, h), own.len(), false),
    );
    for (i, r) in rows.iter().enumerate() {
        let ((first, half), n) = r.versus_first;
        out += &format!(
            "| {} | {} | {} | {} | {} | {} |\n",
            r.first,
            r.games,
            r.chosen,
            interval(r.eaten, r.games, false),
            interval(r.versus_own, r.games, true),
            if i == 0 {
                "-".into()
            } else {
                interval((first, half), n, true)
            },
        );
    }
    out
}

/// A mean of `n` values with its interval: `mean (low-high)`, or signed `+mean (low to
/// high)`; the mean alone for one value, `-` for none.
fn interval((mean, half): (f64, f64), n: usize, signed: bool) -> String {
    match (n, signed) {
        (0, _) => "-".into(),
        (1, false) => format!("{mean:.2}"),
        (1, true) => format!("{mean:+.2}"),
        (_, false) => format!("{mean:.2} ({:.2}-{:.2})", mean - half, mean + half),
        (_, true) => format!("{mean:+.2} ({:+.2} to {:+.2})", mean - half, mean + half),
    }
}

/// The candidates: the Gobblers' first moves played in at least `min_games` recorded games, the
/// most played first.
pub fn candidates(recorded: &[games::Game], min_games: usize) -> Vec<String> {
    openings(recorded, 1, min_games)
        .groups
        .into_iter()
        .map(|g| g.0)
        .collect()
}

/// Plays the starts: a whole game each, then each candidate forced after its Littles' turn.
fn play(args: &Args, candidates: &[Turn], player: Player, jobs: usize) -> Result<Vec<Start>> {
    let seed_of = |i: u32| args.seed.wrapping_add(u64::from(i));
    let whole = crate::jobs::map(args.starts, jobs, "start", 10, |i| {
        play_from(Position::START, player, player, seed_of(i))
    })?;
    // Each start's position after its Littles' first turn, replayed once for all candidates.
    let after = whole
        .iter()
        .map(|g| {
            let first = &g.turns[0];
            let p = Position::START
                .apply_turn(&Position::START.parse_turn(first)?)
                .with_context(|| format!("replaying {first}"))?;
            debug_assert_eq!(p.side(), Side::Gobblers);
            Ok(p)
        })
        .collect::<Result<Vec<Position>>>()?;
    let k = candidates.len() as u32;
    let forced = crate::jobs::map(args.starts * k, jobs, "forced game", 50, |n| {
        let i = n / k;
        match after[i as usize].apply_turn(&candidates[(n % k) as usize]) {
            Ok(q) => Ok(Some(play_from(q, player, player, seed_of(i))?.eaten)),
            Err(_) => Ok(None),
        }
    })?;
    Ok(whole
        .iter()
        .enumerate()
        .map(|(i, g)| Start {
            own: g.turns.get(1).cloned().unwrap_or_default(),
            own_eaten: g.eaten,
            forced: forced[i * k as usize..(i + 1) * k as usize].to_vec(),
        })
        .collect())
}

/// Reads the candidates, plays the starts and prints the report.
pub fn run(args: &Args) -> Result<()> {
    let t0 = Instant::now();
    if args.starts == 0 || !(args.budget_ms.is_finite() && args.budget_ms > 0.0) {
        bail!("openings need at least one start and a budget above 0 ms");
    }
    let (candidates, tried) = if args.moves.is_empty() {
        let (_, recorded) = games::read_file(&args.from)?;
        let tried = format!(
            "--from {} --min-games {}",
            args.from.display(),
            args.min_games
        );
        (candidates(&recorded, args.min_games), tried)
    } else {
        (
            args.moves.clone(),
            format!("--moves {}", args.moves.join(",")),
        )
    };
    if candidates.is_empty() {
        bail!(
            "no Gobblers' first move is played in {} or more games of {}",
            args.min_games,
            args.from.display()
        );
    }
    let turns = candidates
        .iter()
        .map(|m| {
            m.parse::<GobblerMove>()
                .map(Turn::Gobbler)
                .with_context(|| format!("--moves: `{m}`"))
        })
        .collect::<Result<Vec<Turn>>>()?;
    let command = format!(
        "gobbler openings {tried} --starts {} --budget-ms {} --seed {} --clock cpu",
        args.starts, args.budget_ms, args.seed
    );
    let jobs = crate::jobs::threads(args.jobs);
    eprintln!(
        "{command}: {} candidates on {jobs} threads",
        candidates.len()
    );
    let starts = play(args, &turns, Player::strong_on_cpu(args.budget_ms), jobs)?;
    print!("{}", report(&command, &starts, &rows(&candidates, &starts)));
    println!("({:.0} s)", t0.elapsed().as_secs_f64());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testdata::committed;

    fn start(own: &str, own_eaten: u8, forced: &[Option<u8>]) -> Start {
        Start {
            own: own.into(),
            own_eaten,
            forced: forced.to_vec(),
        }
    }

    #[test]
    fn each_candidate_is_compared_with_the_own_choice_over_the_starts_where_it_is_legal() {
        let starts = [
            start("a", 20, &[Some(22), None]),
            start("b", 24, &[Some(23), Some(30)]),
            start("a", 26, &[Some(29), Some(28)]),
        ];
        let rows = rows(&["a".into(), "b".into()], &starts);
        // a: eaten 22, 23, 29; differences +2, −1, +3, mean 4/3, s² = ((2/3)² + (7/3)² +
        // (5/3)²) / 2 = 13/3, so the half-width is t(2) · √(13/9) = 4.303 · 1.2019 = 5.172.
        assert_eq!((rows[0].games, rows[0].chosen), (3, 2));
        assert!((rows[0].eaten.0 - 74.0 / 3.0).abs() < 1e-9);
        assert!((rows[0].versus_own.0 - 4.0 / 3.0).abs() < 1e-9);
        assert!((rows[0].versus_own.1 - 5.172).abs() < 1e-3, "{:?}", rows[0]);
        // b: legal at the last two starts only: eaten 30 and 28 against 24 and 26.
        assert_eq!((rows[1].games, rows[1].chosen), (2, 1));
        assert!((rows[1].eaten.0 - 29.0).abs() < 1e-9);
        assert!((rows[1].versus_own.0 - 4.0).abs() < 1e-9);
        // b minus a where both are legal: 30 − 23 and 28 − 29.
        assert_eq!(rows[1].versus_first.1, 2);
        assert!((rows[1].versus_first.0 .0 - 3.0).abs() < 1e-9);
        assert_eq!(rows[0].versus_first.1, 3);
        assert!(rows[0].versus_first.0 .0.abs() < 1e-9);
        let text = report("cmd", &starts, &rows);
        assert!(
            text.contains("the Gobblers' own choice: 3 games, mean eaten 23.33"),
            "{text}"
        );
        assert!(text.contains("| b | 2 | 1 | 29.00 ("), "{text}");
        assert!(
            text.contains("| +3.00 (") && text.contains("+4.00 (-"),
            "{text}"
        );
        assert!(
            text.lines()
                .any(|l| l.starts_with("| a |") && l.ends_with(" | - |")),
            "{text}"
        );
    }

    #[test]
    fn a_candidate_legal_at_one_start_or_none_shows_no_interval() {
        let starts = [
            start("a", 20, &[Some(25), None]),
            start("a", 24, &[None, None]),
        ];
        let text = report("cmd", &starts, &rows(&["a".into(), "b".into()], &starts));
        assert!(text.contains("| a | 1 | 2 | 25.00 | +5.00 | - |"), "{text}");
        assert!(text.contains("| b | 0 | 0 | - | - | - |"), "{text}");
    }

    #[test]
    fn the_candidates_are_the_first_moves_the_recorded_games_play_often_enough() {
        let text = committed("games.txt");
        let (_, games) = games::read(&text).unwrap();
        // Counted here from the lines' text: the second turn of each game.
        let mut counts = std::collections::BTreeMap::<&str, usize>::new();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let turns = line.split_once(": ").unwrap().1;
            *counts.entry(turns.split("; ").nth(1).unwrap()).or_default() += 1;
        }
        for min in [1, 10, 40] {
            let got = candidates(&games, min);
            let mut want: Vec<(&str, usize)> = counts
                .iter()
                .filter(|c| *c.1 >= min)
                .map(|(m, n)| (*m, *n))
                .collect();
            want.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
            let want: Vec<&str> = want.into_iter().map(|w| w.0).collect();
            assert_eq!(got, want, "at least {min} games");
        }
    }
}
