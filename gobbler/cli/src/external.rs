//! Players that are other programs speaking the engine protocol (`docs/gobbler.md#the-engine-protocol`):
//! another build of this command line (`gobbler engine`) or any program that answers `setup` and
//! `go` the same way. The ladder plays them like its own players, so that two builds' players
//! (today's and yesterday's) meet in one run under the same load.

use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::str::FromStr;

use anyhow::{bail, Context, Result};
use gobbler_ai::Level;
use gobbler_rules::{Position, Turn};

use crate::clock::ClockKind;

/// An engine program and the name its players go by in the tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Engine {
    /// The players' name (`old` gives `old@800`).
    pub name: String,
    /// The program; it is started as `PROGRAM engine`.
    pub program: PathBuf,
}

impl FromStr for Engine {
    type Err = String;

    /// `NAME=PROGRAM`, a name of letters, digits, `-` and `_`.
    fn from_str(s: &str) -> Result<Engine, String> {
        let (name, program) = s
            .split_once('=')
            .ok_or_else(|| format!("write an engine as NAME=PROGRAM, not `{s}`"))?;
        let valid = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
        if name.is_empty() || !name.chars().all(valid) {
            return Err(format!(
                "an engine's name is letters, digits, - and _, not `{name}`"
            ));
        }
        if ["easy", "medium", "strong"].contains(&name) {
            return Err(format!(
                "`{name}` is a level's name: call the engine otherwise"
            ));
        }
        if program.is_empty() {
            return Err(format!("engine `{name}` needs a program after `=`"));
        }
        Ok(Engine {
            name: name.to_string(),
            program: PathBuf::from(program),
        })
    }
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.name, self.program.display())
    }
}

/// A running engine, for one game: it is told the position before every request, so it needs
/// no memory of the game.
pub struct Session {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    name: String,
}

impl Session {
    /// Starts `PROGRAM engine`.
    pub fn start(engine: &Engine) -> Result<Session> {
        let mut child = Command::new(&engine.program)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .with_context(|| format!("could not start engine {engine}"))?;
        let input = child.stdin.take().context("the engine has no input")?;
        let output = BufReader::new(child.stdout.take().context("the engine has no output")?);
        Ok(Session {
            child,
            input,
            output,
            name: engine.name.clone(),
        })
    }

    /// The engine's turn for the side to move in `pos` at `level` within `budget_ms` on
    /// `clock` (the `clock` option is sent only for the CPU clock, so that an engine that knows
    /// only the wall clock still plays by it), with `seed`; checked legal by the caller.
    pub fn choose(
        &mut self,
        pos: &Position,
        level: Level,
        budget_ms: f64,
        clock: ClockKind,
        seed: u64,
    ) -> Result<Turn> {
        self.ask(&format!("setup {pos}"))?;
        let clock = match clock {
            ClockKind::Wall => String::new(),
            ClockKind::Cpu => " clock cpu".to_string(),
        };
        let answer = self.ask(&format!(
            "go level {level} budget {budget_ms} seed {seed}{clock}"
        ))?;
        pos.parse_turn(&answer)
            .map_err(|e| anyhow::anyhow!("engine {} answered `{answer}`: {e}", self.name))
    }

    /// Sends one command and reads its answer (`= …` or `? …`, then an empty line).
    fn ask(&mut self, command: &str) -> Result<String> {
        writeln!(self.input, "{command}")
            .and_then(|()| self.input.flush())
            .with_context(|| format!("engine {} stopped reading", self.name))?;
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line)? == 0 {
                bail!("engine {} ended before answering `{command}`", self.name);
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                break;
            }
            lines.push(line.to_string());
        }
        let first = lines.first().map_or("", String::as_str);
        if let Some(ok) = first.strip_prefix('=') {
            Ok(ok.trim().to_string())
        } else {
            bail!(
                "engine {} refused `{command}`: {}",
                self.name,
                first.trim_start_matches('?').trim()
            )
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        if self.child.wait().is_err() {
            let _ = self.child.kill();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_engine_is_a_name_and_a_program() {
        let e: Engine = "old=/tmp/gobbler".parse().unwrap();
        assert_eq!(e.name, "old");
        assert_eq!(e.program, PathBuf::from("/tmp/gobbler"));
        for bad in ["old", "=/tmp/x", "o d=/x", "strong=/x", "old="] {
            assert!(bad.parse::<Engine>().is_err(), "{bad}");
        }
    }
}
