//! The ladder's tables: each pairing's result with its intervals, the ratings, the scaling table.

use gobbler_ai::Level;
use gobbler_rules::Winner;

use super::stats::{
    bradley_terry, expected_score, mean_interval, welch_interval, wilson, Pairing, Z_95,
};
use super::{Results, Sides};
use crate::play::{GameRecord, Player};
use crate::summary::median_max;

/// Virtual games per pairing, split evenly, in the rating fit (so that a player who won or
/// lost every game still gets a finite rating).
const PRIOR_GAMES: f64 = 1.0;

/// What a pairing's games add up to.
struct Figures {
    games: u64,
    littles_wins: u64,
    eaten: (f64, f64),
    plies: f64,
    littles_ms: (f64, f64),
    gobblers_ms: (f64, f64),
}

/// The figures of some games between the same players.
fn figures(games: &[GameRecord]) -> Figures {
    let eaten: Vec<f64> = games.iter().map(|g| f64::from(g.eaten)).collect();
    let all = |f: fn(&GameRecord) -> &Vec<f64>| -> Vec<f64> {
        games.iter().flat_map(|g| f(g).iter().copied()).collect()
    };
    Figures {
        games: games.len() as u64,
        littles_wins: games.iter().filter(|g| g.winner == Winner::Littles).count() as u64,
        eaten: mean_interval(&eaten),
        plies: games.iter().map(|g| g.plies as f64).sum::<f64>() / games.len().max(1) as f64,
        littles_ms: median_max(&all(|g| &g.littles_ms)),
        gobblers_ms: median_max(&all(|g| &g.gobblers_ms)),
    }
}

/// `62 % (41–79)`: a win rate and its 95 % Wilson interval, in percent.
fn rate(wins: u64, games: u64) -> String {
    let (lo, hi) = wilson(wins, games, Z_95);
    let pct = 100.0 * wins as f64 / games.max(1) as f64;
    format!("{pct:.0} % ({:.0}–{:.0})", 100.0 * lo, 100.0 * hi)
}

/// `33.5 ± 2.1`: a mean and the half-width of its 95 % t interval.
fn mean(m: (f64, f64)) -> String {
    if m.1.is_finite() {
        format!("{:.1} ± {:.1}", m.0, m.1)
    } else {
        format!("{:.1}", m.0)
    }
}

/// The games of the Littles' player `l` against the Gobblers' player `g`.
fn games<'r>(results: &'r Results, l: &Player, g: &Player) -> &'r [GameRecord] {
    results
        .get(&(l.to_string(), g.to_string()))
        .map_or(&[], Vec::as_slice)
}

/// The ladder: a row per pairing, then the ratings of both sides.
pub fn ladder(players: &[Player], results: &Results) {
    println!("Each pairing: win rates with 95 % Wilson intervals, mean eaten with its 95 % t interval; ms are per decision (median / max).");
    println!("| Littles | Gobblers | games | Littles win | Gobblers win | mean eaten | mean plies | Littles ms | Gobblers ms |");
    println!("|---|---|---|---|---|---|---|---|---|");
    let k = players.len();
    let mut pairings = Vec::new();
    for (li, l) in players.iter().enumerate() {
        for (gi, g) in players.iter().enumerate() {
            let f = figures(games(results, l, g));
            println!(
                "| {l} | {g} | {} | {} | {} | {} | {:.1} | {:.0} / {:.0} | {:.0} / {:.0} |",
                f.games,
                rate(f.littles_wins, f.games),
                rate(f.games - f.littles_wins, f.games),
                mean(f.eaten),
                f.plies,
                f.littles_ms.0,
                f.littles_ms.1,
                f.gobblers_ms.0,
                f.gobblers_ms.1,
            );
            pairings.push(Pairing {
                a: li,
                b: k + gi,
                a_wins: f.littles_wins as f64,
                games: f.games as f64,
            });
        }
    }
    println!();
    ratings(players, &pairings, results);
    println!();
    differences(players, results);
}

/// Each side's players two by two: the difference of their mean eaten over all their games,
/// with its 95 % Welch interval (an interval clear of 0 is a difference the games show).
fn differences(players: &[Player], results: &Results) {
    if players.len() < 2 {
        return;
    }
    println!("Differences within a side: mean eaten of the first player minus the second's, over all their games, with its 95 % Welch interval (clear of 0: the games show a difference; the Littles want it negative, the Gobblers positive).");
    println!("| side | players | difference |");
    println!("|---|---|---|");
    for (side, littles) in [("Littles", true), ("Gobblers", false)] {
        for (i, a) in players.iter().enumerate() {
            for b in &players[i + 1..] {
                let (d, half) = welch_interval(
                    &eaten_of(players, results, a, littles),
                    &eaten_of(players, results, b, littles),
                );
                println!(
                    "| {side} | {a} − {b} | {d:+.1} ± {half:.1} ({:+.1} to {:+.1}) |",
                    d - half,
                    d + half
                );
            }
        }
    }
}

/// Every game of `p` on `side` (against every opponent), as eaten counts: every player meets
/// every opponent equally often, so these means compare players of a side fairly.
fn eaten_of(players: &[Player], results: &Results, p: &Player, littles: bool) -> Vec<f64> {
    players
        .iter()
        .flat_map(|q| {
            let (l, g) = if littles { (p, q) } else { (q, p) };
            games(results, l, g).iter().map(|g| f64::from(g.eaten))
        })
        .collect()
}

/// The ratings table and how it was fitted.
fn ratings(players: &[Player], pairings: &[Pairing], results: &Results) {
    println!("Ratings (Elo scale): Bradley–Terry maximum likelihood over every game of the ladder, each Littles player against each Gobblers player, with {PRIOR_GAMES} virtual game per pairing split evenly; a Littles player rated R beats a Gobblers player rated S with probability 1 / (1 + 10^((S − R) / 400)); shifted to mean 0 over both sides.");
    let k = players.len();
    let Some(r) = bradley_terry(2 * k, pairings, PRIOR_GAMES) else {
        println!("(the fit did not settle)");
        return;
    };
    println!("Mean eaten: over all the player's games on that side (every player meets every opponent as often), with its 95 % t interval; the Littles want it low, the Gobblers high.");
    println!("| side | player | rating | games | wins | wins the fit expects | mean eaten |");
    println!("|---|---|---|---|---|---|---|");
    for (side, offset) in [("Littles", 0), ("Gobblers", k)] {
        for (i, p) in players.iter().enumerate() {
            let me = offset + i;
            let (mut games, mut wins, mut expected) = (0.0, 0.0, 0.0);
            for q in pairings.iter().filter(|q| q.a == me || q.b == me) {
                let (won, them) = if q.a == me {
                    (q.a_wins, q.b)
                } else {
                    (q.games - q.a_wins, q.a)
                };
                games += q.games;
                wins += won;
                expected += q.games * expected_score(r[me], r[them]);
            }
            let eaten = mean_interval(&eaten_of(players, results, p, offset == 0));
            println!(
                "| {side} | {p} | {:+.0} | {games} | {wins} | {expected:.1} | {} |",
                r[me],
                mean(eaten)
            );
        }
    }
}

/// The scaling table: the strong player at each budget on one side, `reference` (the strong
/// player at the reference budget, or a gentler level) on the other; each row after a side's
/// first also gives its mean eaten minus the row above's, with the 95 % Welch interval (what the
/// change of budget gained). Only the sides in `sides`.
pub fn scaling(budgets: &[f64], reference: Player, sides: Sides, results: &Results) {
    let strong = |budget_ms| Player::own(Level::Strong, budget_ms);
    println!("Scaling: the strong player at each budget against {reference} on the other side (95 % intervals as above; ms are the measured side's, median / max; the last column: its mean eaten minus the row above's, with the 95 % Welch interval; more time helps the Littles if it is negative, the Gobblers if positive).");
    println!("| side measured | player | opponent | games | its win rate | mean eaten | its ms | eaten − the row above |");
    println!("|---|---|---|---|---|---|---|---|");
    for side in ["Littles", "Gobblers"] {
        if !sides.measures(side == "Littles") {
            continue;
        }
        let mut above: Option<Vec<f64>> = None;
        for &b in budgets {
            let me = strong(b);
            let (l, g) = if side == "Littles" {
                (me, reference)
            } else {
                (reference, me)
            };
            let played = games(results, &l, &g);
            let f = figures(played);
            let (wins, ms) = if side == "Littles" {
                (f.littles_wins, f.littles_ms)
            } else {
                (f.games - f.littles_wins, f.gobblers_ms)
            };
            let eaten: Vec<f64> = played.iter().map(|g| f64::from(g.eaten)).collect();
            let change = match &above {
                Some(prev) if !prev.is_empty() && !eaten.is_empty() => {
                    let (d, half) = welch_interval(&eaten, prev);
                    if half.is_finite() {
                        format!("{d:+.1} ({:+.1} to {:+.1})", d - half, d + half)
                    } else {
                        format!("{d:+.1}")
                    }
                }
                _ => "—".to_string(),
            };
            println!(
                "| {side} | {me} | {reference} | {} | {} | {} | {:.0} / {:.0} | {change} |",
                f.games,
                rate(wins, f.games),
                mean(f.eaten),
                ms.0,
                ms.1
            );
            above = Some(eaten);
        }
    }
}
