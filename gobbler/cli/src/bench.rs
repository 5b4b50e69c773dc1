//! `gobbler bench`: every Gobbler level against every Littles level, the ladder table, the
//! move times per side and level, and the checks a benchmark can make (every game ends, every
//! turn legal, Littles on the board + eaten = 60 after every turn: see [`crate::play::play_game`]).

use std::collections::BTreeMap;
use std::time::Instant;

use anyhow::Result;
use gobbler_ai::Level;

use crate::play::Matches;
use crate::summary::{median_max, Summary};

/// Arguments of `bench`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    matches: Matches,
}

/// Plays the ladder and prints it.
pub fn run(args: &Args) -> Result<()> {
    let t0 = Instant::now();
    println!(
        "Gobbler ladder: {} games per pairing, threshold 40, {}",
        args.matches.games,
        args.matches.heading()
    );
    println!("| Gobblers | Littles | games | Gobbler wins | mean eaten (min-max) | mean plies | Littles ms median / max | Gobblers ms median / max |");
    println!("|---|---|---|---|---|---|---|---|");
    let mut cells: BTreeMap<(Level, Level), Summary> = BTreeMap::new();
    let mut littles_ms: BTreeMap<Level, Vec<f64>> = BTreeMap::new();
    let mut gobblers_ms: BTreeMap<Level, Vec<f64>> = BTreeMap::new();
    for gobblers in Level::ALL {
        for littles in Level::ALL {
            let mut s = Summary::default();
            let (mut lo, mut hi) = (u8::MAX, 0);
            args.matches.play(littles, gobblers, |_, _, g| {
                lo = lo.min(g.eaten);
                hi = hi.max(g.eaten);
                s.add(&g);
            })?;
            let (lmed, lmax) = median_max(&s.littles_ms);
            let (gmed, gmax) = median_max(&s.gobblers_ms);
            println!(
                "| {gobblers} | {littles} | {} | {:.0} % | {:.1} ({lo}-{hi}) | {:.1} | {lmed:.1} / {lmax:.1} | {gmed:.1} / {gmax:.1} |",
                s.games,
                s.gobbler_win_pct(),
                s.mean_eaten(),
                s.mean_plies(),
            );
            littles_ms.entry(littles).or_default().extend(&s.littles_ms);
            gobblers_ms
                .entry(gobblers)
                .or_default()
                .extend(&s.gobblers_ms);
            cells.insert((gobblers, littles), s);
        }
    }
    println!();
    println!("| side | level | decisions | ms median | ms max |");
    println!("|---|---|---|---|---|");
    for (side, times) in [("Littles", &littles_ms), ("Gobblers", &gobblers_ms)] {
        for (level, ms) in times {
            let (med, max) = median_max(ms);
            println!("| {side} | {level} | {} | {med:.1} | {max:.1} |", ms.len());
        }
    }
    println!();
    let strong = &cells[&(Level::Strong, Level::Strong)];
    println!(
        "strong against strong: mean eaten {:.1}; {}",
        strong.mean_eaten(),
        strong.pattern_line()
    );
    let littles_vs_easy = 100.0 - cells[&(Level::Easy, Level::Strong)].gobbler_win_pct();
    let gobblers_vs_easy = cells[&(Level::Strong, Level::Easy)].gobbler_win_pct();
    let (lmed, lmax) = median_max(&littles_ms[&Level::Strong]);
    let (gmed, gmax) = median_max(&gobblers_ms[&Level::Strong]);
    let verdict = |ok: bool| if ok { "met" } else { "MISSED" };
    println!("targets:");
    println!(
        "  strong Littles beat easy Gobblers in >= 90 % of games: {littles_vs_easy:.0} % ({})",
        verdict(littles_vs_easy >= 90.0)
    );
    println!(
        "  strong Gobblers beat easy Littles in >= 90 % of games: {gobblers_vs_easy:.0} % ({})",
        verdict(gobblers_vs_easy >= 90.0)
    );
    println!(
        "  strong move time median <= 1000 ms, max <= 3000 ms: Littles {lmed:.0} / {lmax:.0}, Gobblers {gmed:.0} / {gmax:.0} ({})",
        verdict(lmed.max(gmed) <= 1000.0 && lmax.max(gmax) <= 3000.0)
    );
    println!(
        "checks passed: {} games ended, every turn legal, Littles on the board + eaten = 60 after every turn ({:.0} s)",
        cells.values().map(|s| s.games).sum::<usize>(),
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}
