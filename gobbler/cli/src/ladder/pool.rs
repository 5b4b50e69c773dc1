//! The ladder's games on several threads: each thread takes the next game from a shared list
//! until none is left, so long and short games balance out. Which thread plays a game does not
//! change its seed.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

use anyhow::{anyhow, Result};
use gobbler_rules::Position;

use super::{Fixture, Results};
use crate::play::{play_from, GameRecord};

/// Plays every fixture's games from `start` (game i with seed `seed + i`) on `jobs` threads,
/// printing progress on standard error; the first failure stops the rest.
pub fn play_all(fixtures: &[Fixture], start: Position, seed: u64, jobs: usize) -> Result<Results> {
    let queue: Vec<(usize, u32)> = fixtures
        .iter()
        .enumerate()
        .flat_map(|(f, fx)| (0..fx.games).map(move |i| (f, i)))
        .collect();
    let slots: Vec<Mutex<Vec<Option<GameRecord>>>> = fixtures
        .iter()
        .map(|f| Mutex::new((0..f.games).map(|_| None).collect()))
        .collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let error: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(queue.len().max(1)) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= queue.len() || failed.load(Ordering::Relaxed) {
                    return;
                }
                let (f, i) = queue[k];
                let fx = &fixtures[f];
                let game_seed = seed.wrapping_add(u64::from(i));
                match play_from(start, fx.littles, fx.gobblers, game_seed) {
                    Ok(game) => lock(&slots[f])[i as usize] = Some(game),
                    Err(e) => {
                        failed.store(true, Ordering::Relaxed);
                        lock(&error).get_or_insert(e.context(format!(
                            "Littles {} against Gobblers {}, game {i}",
                            fx.littles, fx.gobblers
                        )));
                        return;
                    }
                }
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if n * 10 / queue.len() != (n - 1) * 10 / queue.len() {
                    eprintln!("played {n} of {} games", queue.len());
                }
            });
        }
    });
    if let Some(e) = lock(&error).take() {
        return Err(e);
    }
    let mut results = Results::new();
    for (fx, slot) in fixtures.iter().zip(slots) {
        let games = slot
            .into_inner()
            .map_err(|_| anyhow!("a game thread panicked"))?;
        let games = games
            .into_iter()
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| anyhow!("a game was not played"))?;
        results.insert((fx.littles.to_string(), fx.gobblers.to_string()), games);
    }
    Ok(results)
}

/// The mutex's contents, even if another thread panicked holding it (the scope then panics
/// anyway when it joins).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
