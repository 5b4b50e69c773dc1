//! Experiment (not part of the suite): is there room for the Gobblers beyond today's search?
//!
//! The "oracle" Gobblers play, at each of their turns, every legal move out to the end of the
//! game by the strong players themselves at small budgets (the Littles at `LITTLES_MS`, the
//! Gobblers at `GOBBLERS_MS` of CPU time a turn) and choose the move whose playout ate most: one
//! step of policy improvement (successive halving over the moves, up to five playouts for the last) over the strong players, with the Littles' own search as the
//! model. They play the strong Littles at 800 ms, and so do the strong Gobblers at 800 ms with
//! the same seeds. If the oracle eats no more, the Gobblers have no room that a better search
//! could find against these Littles.
//!
//! `cargo run --release -p gobbler-cli --example oracle -- GAMES SEED [THREADS] [LITTLES_MS] [GOBBLERS_MS]`

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use cpu_time::ThreadTime;
use gobbler_ai::{choose, Level};
use gobbler_rules::{Position, Side, Status, Turn};

fn mix(seed: u64, ply: usize) -> u64 {
    let mut z = seed ^ (ply as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z ^ (z >> 31)
}

fn cpu_clock() -> impl FnMut() -> f64 {
    let origin = ThreadTime::now();
    move || origin.elapsed().as_secs_f64() * 1000.0
}

fn strong(pos: &Position, ms: f64, seed: u64) -> Turn {
    let mut clock = cpu_clock();
    choose(pos, Level::Strong, ms, &mut clock, seed)
        .expect("an ongoing position")
        .turn
}

/// Plays `pos` to the end with the strong players at `(littles_ms, gobblers_ms)`; the eaten.
fn playout(mut pos: Position, seed: u64, littles_ms: f64, gobblers_ms: f64) -> u8 {
    let mut ply = 0;
    loop {
        if let Status::Over { .. } = pos.status() {
            return pos.eaten();
        }
        let ms = match pos.side() {
            Side::Littles => littles_ms,
            Side::Gobblers => gobblers_ms,
        };
        let turn = strong(&pos, ms, mix(seed, ply));
        pos = pos.apply_turn(&turn).expect("a legal turn");
        ply += 1;
    }
}

/// One game against the strong Littles at 800 ms; the Gobblers by the oracle or strong@800.
fn game(seed: u64, oracle: bool, littles_ms: f64, gobblers_ms: f64) -> (u8, Vec<usize>) {
    let mut pos = Position::START.with_threshold(28).expect("a threshold");
    let mut ply = 0;
    let mut counts = Vec::new();
    loop {
        if let Status::Over { .. } = pos.status() {
            return (pos.eaten(), counts);
        }
        let s = mix(seed, ply);
        let turn = match pos.side() {
            Side::Littles => strong(&pos, 800.0, s),
            Side::Gobblers if !oracle => strong(&pos, 800.0, s),
            Side::Gobblers => {
                let moves = pos.gobbler_moves();
                counts.push(moves.len());
                // Successive halving: a playout for every move, then one more for the better
                // half, and so on, the playouts of a round with one seed (common random
                // numbers); the best mean wins.
                let mut alive: Vec<(f64, u32, gobbler_rules::GobblerMove)> =
                    moves.iter().map(|mv| (0.0, 0, *mv)).collect();
                let mut round = 0;
                while !alive.is_empty() {
                    let rs = mix(s, 1000 + round);
                    for a in &mut alive {
                        let next = pos.apply_gobbler_move(&a.2).expect("a legal move");
                        a.0 += f64::from(playout(next, rs, littles_ms, gobblers_ms));
                        a.1 += 1;
                    }
                    alive.sort_by(|x, y| (y.0 / f64::from(y.1)).total_cmp(&(x.0 / f64::from(x.1))));
                    round += 1;
                    if alive.len() == 1 || round == 5 {
                        break;
                    }
                    alive.truncate(alive.len().div_ceil(2));
                }
                let best = alive.first().map(|a| (a.0, a.2));
                match best {
                    Some((_, mv)) => Turn::Gobbler(mv),
                    None => strong(&pos, 800.0, s),
                }
            }
        };
        pos = pos.apply_turn(&turn).expect("a legal turn");
        ply += 1;
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: u64| args.get(i).map_or(d, |a| a.parse().expect("a number"));
    let (games, seed, threads) = (arg(0, 8), arg(1, 50000), arg(2, 2));
    let (littles_ms, gobblers_ms) = (arg(3, 15) as f64, arg(4, 5) as f64);
    println!(
        "oracle: {games} games from seed {seed}, playouts by strong Littles@{littles_ms} and Gobblers@{gobblers_ms} ms CPU; threshold 28; both against strong Littles@800"
    );
    let next = AtomicU64::new(0);
    let out = Mutex::new(Vec::new());
    std::thread::scope(|sc| {
        for _ in 0..threads {
            sc.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= 2 * games {
                    break;
                }
                let (g, oracle) = (i / 2, i.is_multiple_of(2));
                let t = std::time::Instant::now();
                let (eaten, counts) = game(seed + g, oracle, littles_ms, gobblers_ms);
                println!(
                    "game {g} {}: eaten {eaten} ({:.0} s; moves weighed {counts:?})",
                    if oracle { "oracle" } else { "strong@800" },
                    t.elapsed().as_secs_f64()
                );
                out.lock().unwrap().push((g, oracle, f64::from(eaten)));
            });
        }
    });
    let out = out.into_inner().unwrap();
    let mut diffs = Vec::new();
    for g in 0..games {
        let find = |o: bool| out.iter().find(|r| r.0 == g && r.1 == o).map(|r| r.2);
        if let (Some(a), Some(b)) = (find(true), find(false)) {
            diffs.push(a - b);
        }
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let sd = |v: &[f64]| {
        let m = mean(v);
        (v.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (v.len() as f64 - 1.0)).sqrt()
    };
    let (o, s): (Vec<f64>, Vec<f64>) = (
        out.iter().filter(|r| r.1).map(|r| r.2).collect(),
        out.iter().filter(|r| !r.1).map(|r| r.2).collect(),
    );
    println!(
        "oracle {:.2} (sd {:.2}), strong@800 {:.2} (sd {:.2}); paired difference {:+.2} ± {:.2} (1.96 se, {} games)",
        mean(&o),
        sd(&o),
        mean(&s),
        sd(&s),
        mean(&diffs),
        1.96 * sd(&diffs) / (diffs.len() as f64).sqrt(),
        diffs.len()
    );
}
