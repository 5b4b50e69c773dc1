//! `gobbler engine`: a line-based text protocol on standard input and output, in the spirit of
//! GTP, so that other programs (a GUI, a tournament runner, another engine) can play Gobbler
//! against the computer players. `docs/gobbler.md` documents every command with an example.
//!
//! Framing is GTP's: one command per line; every answer starts with `=` (success) or `?` (an
//! error, its reason on the same line) and ends with an empty line. Empty lines and lines
//! starting with `#` are ignored and get no answer. A failed command changes nothing.
//!
//! [`Engine::handle`] answers one line and [`serve`] runs the loop over any reader and writer,
//! so the tests drive the protocol on in-memory buffers as well as through the binary.

use clap::ValueEnum;
use std::io::{self, BufRead, Write};

use crate::clock::ClockKind;

use anyhow::Result;
use gobbler_ai::{choose, Level};
use gobbler_rules::{Game, Position, Side, Status, Winner, MAX_THRESHOLD};

use crate::play::{mix, DEFAULT_BUDGET_MS};
use crate::show::draw;

/// Arguments of `engine`.
#[derive(clap::Args)]
pub struct Args {
    /// Seed of the computer's choices: `go` without `seed` uses a mix of it and the turn's
    /// number, so the same commands give the same games (at the clock-free levels).
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Serves the protocol on standard input and output until `quit` or the end of the input.
pub fn run(args: &Args) -> Result<()> {
    let mut engine = Engine::new(args.seed);
    serve(&mut engine, io::stdin().lock(), io::stdout().lock())?;
    Ok(())
}

/// The commands, as `help` lists them.
pub const COMMANDS: &str = "new setup play go undo show status game help quit";

/// The longest budget `go` accepts (ms): an hour.
const MAX_BUDGET_MS: f64 = 3_600_000.0;

/// One answer: `Ok(text)` is written `= text`, `Err(reason)` is written `? reason`.
pub type Answer = Result<String, String>;

/// The engine's state: the game so far and the seed of its choices.
pub struct Engine {
    game: Game,
    seed: u64,
    quit: bool,
}

impl Engine {
    /// A new game from the start (threshold 40).
    pub fn new(seed: u64) -> Engine {
        Engine {
            game: Game::new(Position::START),
            seed,
            quit: false,
        }
    }

    /// True once `quit` was answered.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// The position reached.
    #[cfg(test)]
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// Answers one line, or `None` for an empty line or a `#` comment.
    pub fn handle(&mut self, line: &str) -> Option<Answer> {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return None;
        }
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        Some(match command {
            "new" => self.new_game(rest),
            "setup" => self.setup(rest),
            "play" => self.play(rest),
            "go" => self.go(rest),
            "undo" => self.undo(rest),
            "show" => no_arguments(command, rest).map(|()| self.show()),
            "status" => no_arguments(command, rest).map(|()| self.status()),
            "game" => no_arguments(command, rest).map(|()| self.game.to_string()),
            "help" => no_arguments(command, rest).map(|()| COMMANDS.to_string()),
            "quit" => no_arguments(command, rest).map(|()| {
                self.quit = true;
                String::new()
            }),
            _ => Err(format!("unknown command `{command}`; commands: {COMMANDS}")),
        })
    }

    /// `new [THRESHOLD]`: a new game from the start.
    fn new_game(&mut self, rest: &str) -> Answer {
        let threshold = if rest.is_empty() {
            Position::START.threshold()
        } else {
            rest.parse::<u16>()
                .ok()
                .filter(|&t| t <= MAX_THRESHOLD)
                .ok_or_else(|| {
                    format!(
                        "bad threshold `{rest}`: write a whole number from 0 to {MAX_THRESHOLD}"
                    )
                })?
        };
        let start = Position::START
            .with_threshold(threshold)
            .map_err(|e| e.to_string())?;
        self.game = Game::new(start);
        Ok(start.to_string())
    }

    /// `setup POSITION`: a new game from a position in notation (or `start`).
    fn setup(&mut self, rest: &str) -> Answer {
        if rest.is_empty() {
            return Err("setup needs a position (or `start`)".to_string());
        }
        let start = Position::parse(rest).map_err(|e| format!("bad position: {e}"))?;
        self.game = Game::new(start);
        Ok(start.to_string())
    }

    /// `play TURN`: plays a turn of the side to move; answers the position reached.
    fn play(&mut self, rest: &str) -> Answer {
        if rest.is_empty() {
            return Err("play needs a turn (`pass`, `b2-c3 h7-g6`, `e5>c6>b4`)".to_string());
        }
        let pos = *self.game.position();
        let turn = pos
            .parse_turn(rest)
            .map_err(|e| format!("bad turn `{rest}`: {e}"))?;
        self.game
            .play(turn)
            .map(ToString::to_string)
            .map_err(|e| format!("illegal turn `{rest}`: {e}"))
    }

    /// `go [side S] [level L] [budget MS] [seed N]`: the computer chooses a turn for the side
    /// to move and plays it; answers the turn.
    fn go(&mut self, rest: &str) -> Answer {
        let options = GoOptions::parse(rest)?;
        let pos = *self.game.position();
        if let Some(side) = options.side {
            if side != pos.side() && pos.status() == Status::Ongoing {
                return Err(format!("it is the {}' turn, not the {side}'", pos.side()));
            }
        }
        let seed = options
            .seed
            .unwrap_or_else(|| mix(self.seed, self.game.turns().len()));
        let mut clock = options.clock.start().map_err(|e| e.to_string())?;
        let decision = choose(&pos, options.level, options.budget_ms, &mut clock, seed)
            .map_err(|e| e.to_string())?;
        self.game
            .play(decision.turn)
            .map_err(|e| format!("the computer chose the illegal {}: {e}", decision.turn))?;
        Ok(decision.turn.to_string())
    }

    /// `undo`: takes back the last turn; answers the position reached.
    fn undo(&mut self, rest: &str) -> Answer {
        no_arguments("undo", rest)?;
        self.game
            .undo()
            .ok_or_else(|| "there is no turn to undo".to_string())?;
        Ok(self.game.position().to_string())
    }

    /// `show`: the position in notation, then the board and the figures, one per line.
    fn show(&self) -> String {
        let pos = self.game.position();
        let mut out = format!("{pos}\n");
        out.push_str(&draw(pos));
        out.push_str(&format!(
            "eaten {} threshold {}\nstatus {}",
            pos.eaten(),
            pos.threshold(),
            self.status()
        ));
        out
    }

    /// `status`: `littles` or `gobblers` (the side to move), or `over WINNER EATEN THRESHOLD`.
    fn status(&self) -> String {
        let pos = self.game.position();
        match pos.status() {
            Status::Ongoing => side_word(pos.side()).to_string(),
            Status::Over { winner } => {
                let winner = match winner {
                    Winner::Littles => "littles",
                    Winner::Gobblers => "gobblers",
                };
                format!("over {winner} {} {}", pos.eaten(), pos.threshold())
            }
        }
    }
}

/// An error unless `rest` is empty.
fn no_arguments(command: &str, rest: &str) -> Result<(), String> {
    if rest.is_empty() {
        Ok(())
    } else {
        Err(format!("{command} takes no arguments, not `{rest}`"))
    }
}

/// A side as the protocol writes it: `littles` or `gobblers`.
fn side_word(side: Side) -> &'static str {
    match side {
        Side::Littles => "littles",
        Side::Gobblers => "gobblers",
    }
}

/// The options of `go`, each a keyword and a value, in any order.
#[derive(Debug, PartialEq)]
struct GoOptions {
    side: Option<Side>,
    level: Level,
    budget_ms: f64,
    seed: Option<u64>,
    clock: ClockKind,
}

impl GoOptions {
    /// Reads `side S`, `level L`, `budget MS`, `seed N` and `clock C` pairs (defaults: the side
    /// to move, strong, 800 ms, the engine's seed mixed with the turn's number, the wall clock).
    fn parse(text: &str) -> Result<GoOptions, String> {
        let mut options = GoOptions {
            side: None,
            level: Level::Strong,
            budget_ms: DEFAULT_BUDGET_MS,
            seed: None,
            clock: ClockKind::Wall,
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        for pair in words.chunks(2) {
            let [key, value] = pair else {
                return Err(format!("go: `{}` needs a value", pair[0]));
            };
            match *key {
                "side" => options.side = Some(parse_side(value)?),
                "level" => options.level = value.parse().map_err(|e| format!("{e}"))?,
                "budget" => options.budget_ms = parse_budget(value)?,
                "seed" => {
                    let seed = value.parse().map_err(|_| format!("bad seed `{value}`"))?;
                    options.seed = Some(seed);
                }
                "clock" => {
                    options.clock = ClockKind::from_str(value, true)
                        .map_err(|_| format!("unknown clock `{value}`: write wall or cpu"))?;
                }
                _ => {
                    return Err(format!(
                        "go: unknown option `{key}`; options: side, level, budget, seed, clock"
                    ))
                }
            }
        }
        Ok(options)
    }
}

/// `littles`/`l` or `gobblers`/`g` (any case).
fn parse_side(text: &str) -> Result<Side, String> {
    match text.to_ascii_lowercase().as_str() {
        "littles" | "l" => Ok(Side::Littles),
        "gobblers" | "g" => Ok(Side::Gobblers),
        _ => Err(format!("unknown side `{text}`: write littles or gobblers")),
    }
}

/// A budget in milliseconds: a number above 0 and at most an hour.
fn parse_budget(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|b| *b > 0.0 && *b <= MAX_BUDGET_MS)
        .ok_or_else(|| {
            format!("bad budget `{text}`: write milliseconds, above 0 and at most {MAX_BUDGET_MS}")
        })
}

/// Writes one answer in the protocol's framing: `= text` or `? reason` (on one line), then an
/// empty line.
pub fn write_answer(out: &mut impl Write, answer: &Answer) -> io::Result<()> {
    match answer {
        Ok(text) if text.is_empty() => writeln!(out, "=")?,
        Ok(text) => writeln!(out, "= {text}")?,
        Err(reason) => writeln!(out, "? {}", reason.replace(['\n', '\r'], " "))?,
    }
    writeln!(out)?;
    out.flush()
}

/// Answers every line of `input` on `output` until `quit` or the end of the input. Input that
/// is not UTF-8 is read with replacement characters (and so answered with an error).
pub fn serve(
    engine: &mut Engine,
    mut input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    let mut bytes = Vec::new();
    while !engine.has_quit() {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        let line = String::from_utf8_lossy(&bytes);
        if let Some(answer) = engine.handle(&line) {
            write_answer(&mut output, &answer)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
