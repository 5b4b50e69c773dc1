//! Independent pieces of work spread over threads: each thread takes the next index until all
//! are done, and the results come back in index order, whatever order they finished in.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

use anyhow::{anyhow, Result};

/// The threads to use: `jobs`, or the machine's cores.
#[must_use]
pub fn threads(jobs: Option<usize>) -> usize {
    jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1)
}

/// `work(i)` for every `i` below `count` on `jobs` threads, in index order; the first error
/// stops every thread from taking more. Every `progress` indices a line on standard error says
/// how far it is (`what` names the pieces).
pub fn map<T: Send>(
    count: u32,
    jobs: usize,
    what: &str,
    progress: u32,
    work: impl Fn(u32) -> Result<T> + Sync,
) -> Result<Vec<T>> {
    let next = AtomicU32::new(0);
    let done = Mutex::new(Vec::with_capacity(count as usize));
    std::thread::scope(|scope| -> Result<()> {
        let workers: Vec<_> = (0..jobs.max(1))
            .map(|_| {
                scope.spawn(|| -> Result<()> {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= count {
                            return Ok(());
                        }
                        let out = work(i).inspect_err(|_| next.store(count, Ordering::Relaxed))?;
                        done.lock()
                            .map_err(|_| anyhow!("a thread failed"))?
                            .push((i, out));
                        if progress > 0 && i.is_multiple_of(progress) {
                            eprintln!("{what} {i} of {count}");
                        }
                    }
                })
            })
            .collect();
        let mut result = Ok(());
        for w in workers {
            let r = w.join().map_err(|_| anyhow!("a thread panicked"))?;
            result = result.and(r);
        }
        result
    })?;
    let mut done = done.into_inner().map_err(|_| anyhow!("a thread failed"))?;
    done.sort_by_key(|(i, _)| *i);
    Ok(done.into_iter().map(|(_, out)| out).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_back_in_index_order_from_any_number_of_threads() {
        for jobs in [1, 2, 5] {
            let out = map(100, jobs, "square", 0, |i| Ok(i * i)).unwrap();
            assert_eq!(out, (0..100).map(|i| i * i).collect::<Vec<_>>());
        }
    }

    #[test]
    fn an_error_is_returned_and_stops_the_work() {
        let seen = AtomicU32::new(0);
        let err = map(1000, 1, "piece", 0, |i| {
            seen.fetch_add(1, Ordering::Relaxed);
            if i == 10 {
                anyhow::bail!("piece 10 failed")
            }
            Ok(i)
        })
        .unwrap_err();
        assert_eq!(err.to_string(), "piece 10 failed");
        assert_eq!(seen.load(Ordering::Relaxed), 11);
    }
}
