//! Named phases with a progress bar on a terminal and plain lines otherwise.

use std::io::IsTerminal;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};

/// A phase of a long command: a bar while it runs (on a terminal), one line when it ends.
pub struct Phase {
    name: String,
    bar: Option<ProgressBar>,
    started: Instant,
}

impl Phase {
    /// Starts a phase whose work is `total` units (`0`: unknown).
    #[must_use]
    pub fn start(name: &str, total: u64) -> Phase {
        let bar = if std::io::stderr().is_terminal() {
            let bar = ProgressBar::new(total);
            bar.set_style(
                ProgressStyle::with_template(
                    "{prefix:>10} [{bar:40}] {percent:>3}% {msg} ({elapsed})",
                )
                .expect("valid template")
                .progress_chars("=> "),
            );
            bar.set_prefix(name.to_string());
            Some(bar)
        } else {
            eprintln!("{name}: started");
            None
        };
        Phase {
            name: name.to_string(),
            bar,
            started: Instant::now(),
        }
    }

    /// Adds `n` units of work done.
    pub fn inc(&self, n: u64) {
        if let Some(bar) = &self.bar {
            bar.inc(n);
        }
    }

    /// Sets a short message next to the bar (or prints it as a line without a terminal).
    pub fn message(&self, msg: String) {
        match &self.bar {
            Some(bar) => bar.set_message(msg),
            None => eprintln!("{}: {msg}", self.name),
        }
    }

    /// Ends the phase, printing `summary` and the elapsed time.
    pub fn finish(self, summary: &str) -> f64 {
        let secs = self.started.elapsed().as_secs_f64();
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        eprintln!("{}: {summary} ({secs:.1} s)", self.name);
        secs
    }
}
