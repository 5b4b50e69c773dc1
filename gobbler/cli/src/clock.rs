//! The clock a player's budget is measured on: the wall clock (what a person waits, and what the
//! page's Web Worker uses), or the CPU time of the thread that searches, which a busy machine
//! does not shrink, so that matches measured beside other work stay fair.

use std::time::Instant;

use anyhow::{Context, Result};
use cpu_time::ThreadTime;

/// Which clock measures the budget and the reported move times.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ClockKind {
    /// Elapsed real time.
    #[default]
    Wall,
    /// CPU time of the searching thread (a budget of 800 ms is 800 ms of computing, however
    /// busy the machine).
    Cpu,
}

impl ClockKind {
    /// The option's value as the command line writes it.
    pub const fn name(self) -> &'static str {
        match self {
            ClockKind::Wall => "wall",
            ClockKind::Cpu => "cpu",
        }
    }

    /// A clock in milliseconds from now, read on the calling thread.
    pub fn start(self) -> Result<Box<dyn FnMut() -> f64>> {
        Ok(match self {
            ClockKind::Wall => {
                let origin = Instant::now();
                Box::new(move || origin.elapsed().as_secs_f64() * 1000.0)
            }
            ClockKind::Cpu => {
                let origin =
                    ThreadTime::try_now().context("this system has no thread CPU clock")?;
                // A clock that cannot be read any more ends the search at once.
                Box::new(move || {
                    origin
                        .try_elapsed()
                        .map_or(f64::INFINITY, |d| d.as_secs_f64() * 1000.0)
                })
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpu_clock_does_not_run_while_the_thread_sleeps() {
        let mut cpu = ClockKind::Cpu.start().unwrap();
        let mut wall = ClockKind::Wall.start().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert!(wall() >= 50.0);
        assert!(cpu() < 25.0, "{}", cpu());
    }
}
