//! The findings' games: played on several threads, written one per line, read back and
//! replayed with the rules.

use anyhow::{anyhow, bail, Context, Result};
use gobbler_rules::{Position, Status};

use crate::ladder::pool::play_all;
use crate::ladder::Fixture;
use crate::play::Player;

/// One game of the findings: its seed, what was eaten and its turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The seed it was played with.
    pub seed: u64,
    /// Littles eaten by the end.
    pub eaten: u8,
    /// Its turns in notation.
    pub turns: Vec<String>,
    /// The final position (no Gobbler left).
    pub end: Position,
}

impl Game {
    /// Its turns replayed from the start with the rules, every position kept.
    pub fn replay(&self) -> Result<gobbler_rules::Game> {
        gobbler_rules::Game::parse(Position::START, &self.turns.join("; "))
            .with_context(|| format!("replaying the game of seed {}", self.seed))
    }
}

/// Plays `games` games between `player` on both sides from the start, game i with seed
/// `seed + i`, on `jobs` threads (the ladder's pool: each thread takes the next game), in seed
/// order.
pub fn play(player: Player, games: u32, seed: u64, jobs: usize) -> Result<Vec<Game>> {
    let fixture = Fixture {
        littles: player,
        gobblers: player,
        games,
    };
    let mut results = play_all(&[fixture], Position::START, seed, jobs)?;
    let records = results
        .remove(&(player.to_string(), player.to_string()))
        .ok_or_else(|| anyhow!("the games were not played"))?;
    Ok(records
        .into_iter()
        .zip(0u64..)
        .map(|(g, i)| Game {
            seed: seed.wrapping_add(i),
            eaten: g.eaten,
            turns: g.turns,
            end: g.end,
        })
        .collect())
}

/// The games file: `# COMMAND`, then one line per game, `seed S eaten E: TURN; TURN; …`.
#[must_use]
pub fn write(command: &str, games: &[Game]) -> String {
    let mut out = format!("# {command}\n");
    for g in games {
        out.push_str(&format!(
            "seed {} eaten {}: {}\n",
            g.seed,
            g.eaten,
            g.turns.join("; ")
        ));
    }
    out
}

/// Reads the games file at `path` as [`read`] does, the path named in its errors.
pub fn read_file(path: &std::path::Path) -> Result<(String, Vec<Game>)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    read(&text).with_context(|| format!("in {}", path.display()))
}

/// Reads a games file back (the command of its first line, and its games), replaying every game
/// from the start with the rules: each turn must be legal, the game must end, and it must end
/// with the eaten the line says.
pub fn read(text: &str) -> Result<(String, Vec<Game>)> {
    let mut lines = text.lines().enumerate();
    let command = match lines.next() {
        Some((_, l)) if l.starts_with("# ") => l[2..].to_string(),
        _ => bail!("a games file starts with `# ` and the command that played it"),
    };
    let mut games = Vec::new();
    for (n, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let game = parse_line(line).with_context(|| format!("line {}: `{line}`", n + 1))?;
        games.push(game);
    }
    if games.is_empty() {
        bail!("the games file holds no game");
    }
    Ok((command, games))
}

/// One line: `seed S eaten E: TURNS`, replayed.
fn parse_line(line: &str) -> Result<Game> {
    let (head, text) = line
        .split_once(": ")
        .ok_or_else(|| anyhow!("expected `seed S eaten E: TURNS`"))?;
    let words: Vec<&str> = head.split(' ').collect();
    let ["seed", seed, "eaten", eaten] = words[..] else {
        bail!("expected `seed S eaten E` before the colon");
    };
    let seed: u64 = seed.parse().context("the seed is not a number")?;
    let eaten: u8 = eaten.parse().context("eaten is not a number")?;
    let end = Position::START.play_game(text)?;
    if !matches!(end.status(), Status::Over { .. }) {
        bail!("the game has not ended");
    }
    if end.eaten() != eaten {
        bail!("the game eats {}, not {eaten}", end.eaten());
    }
    Ok(Game {
        seed,
        eaten,
        turns: text.split("; ").map(str::to_string).collect(),
        end: end.without_starving(),
    })
}
