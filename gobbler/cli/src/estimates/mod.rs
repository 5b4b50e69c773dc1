//! `gobbler estimates`: what the strong level's estimate says, beside what happens. A sample
//! takes a position of a recorded strong game, turns it aside by a few turns in which one side
//! plays at the easy level and the other at the medium (so that the positions include ones a
//! side has spoilt, as a person's games do), lets the strong level decide there with the page's
//! budget, and plays the position out with the strong players. Each row is the position's side to
//! move and eaten, the decision's [`gobbler_ai::Decision::estimate`], and the eaten at the end of
//! the playout. `gobbler fit-eval --estimates` fits the page's calibration of the estimate to
//! these rows (`docs/gobbler.md`, "What the estimate means").

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use gobbler_ai::{choose, Level};
use gobbler_rules::{Position, Side, Status};

use crate::clock::ClockKind;
use crate::findings::games;
use crate::play::{mix, play_from, Player};

pub mod fit;

/// Arguments of `estimates`.
#[derive(clap::Args)]
pub struct Args {
    /// The games whose positions are valued, as `gobbler findings` writes them.
    #[arg(long, default_value = "gobbler/findings/games-hand-weights.txt")]
    from: PathBuf,
    /// Positions drawn.
    #[arg(long, default_value_t = 1500)]
    samples: u32,
    /// The strong level's budget for the estimate (ms of CPU time; the page's is 800 of the wall
    /// clock).
    #[arg(long, default_value_t = 800.0)]
    budget_ms: f64,
    /// The strong Littles' budget in the playout (ms of CPU time).
    #[arg(long, default_value_t = 100.0)]
    littles_ms: f64,
    /// The strong Gobblers' budget in the playout (ms of CPU time; they eat as much at 25 ms as
    /// at 800).
    #[arg(long, default_value_t = 25.0)]
    gobblers_ms: f64,
    /// Sample i draws its position, its detour and its seeds from this seed and i.
    #[arg(long, default_value_t = 21)]
    seed: u64,
    /// Threads (default: the cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Where the rows go.
    #[arg(long, default_value = "gobbler/findings/estimates.csv")]
    out: PathBuf,
}

/// One valued position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Row {
    /// The index of the recorded game it started from, in the games file.
    pub game: u32,
    /// The turns it was turned aside by (at most [`MAX_DETOUR`]).
    pub detour: u8,
    /// Whose turn it is.
    pub side: Side,
    /// Eaten so far.
    pub eaten: u8,
    /// The strong level's estimate of the eaten at the end.
    pub estimate: f32,
    /// The eaten at the end of its playout.
    pub end: u8,
}

/// The most turns a sample turns its position aside by.
pub const MAX_DETOUR: u8 = 4;

/// Every position of `games` where the game goes on, with its game's index.
pub fn positions(games: &[games::Game]) -> Result<Vec<(u32, Position)>> {
    let mut out = Vec::new();
    for (g, i) in games.iter().zip(0u32..) {
        out.extend(
            g.replay()?
                .positions()
                .iter()
                .filter(|p| p.status() == Status::Ongoing)
                .map(|p| (i, *p)),
        );
    }
    Ok(out)
}

/// Values the drawn positions and writes the rows, in sample order.
pub fn run(args: &Args) -> Result<()> {
    let (_, recorded) = games::read_file(&args.from)?;
    let positions = positions(&recorded)?;
    if positions.is_empty() {
        bail!(
            "{} has no position where a game goes on",
            args.from.display()
        );
    }
    let (littles, gobblers) = (
        Player::strong_on_cpu(args.littles_ms),
        Player::strong_on_cpu(args.gobblers_ms),
    );
    let jobs = crate::jobs::threads(args.jobs);
    let rows = crate::jobs::map(args.samples, jobs, "position", 100, |i| {
        let h = mix(args.seed, i as usize);
        let (game, start) = positions[(h % positions.len() as u64) as usize];
        let (p, detour) = detour(start, h);
        let mut clock = ClockKind::Cpu.start()?;
        let d = choose(&p, Level::Strong, args.budget_ms, &mut clock, h)
            .with_context(|| format!("valuing {p}"))?;
        let Some(estimate) = d.estimate else {
            bail!("no estimate within {} ms in {p}", args.budget_ms)
        };
        let end = play_from(p, littles, gobblers, h ^ 1)?;
        Ok(Row {
            game,
            detour,
            side: p.side(),
            eaten: p.eaten(),
            estimate,
            end: end.eaten,
        })
    })?;
    let command = format!(
        "gobbler estimates --samples {} --budget-ms {} --littles-ms {} --gobblers-ms {} --seed {} \
         --clock cpu",
        args.samples, args.budget_ms, args.littles_ms, args.gobblers_ms, args.seed
    );
    std::fs::write(&args.out, write(&command, &rows))
        .with_context(|| format!("writing {}", args.out.display()))?;
    println!("{} rows written to {}", rows.len(), args.out.display());
    Ok(())
}

/// `start` turned aside by up to [`MAX_DETOUR`] turns (drawn from `h`): one side, drawn too,
/// plays them at the easy level, the other at the medium. Stops before a turn that would end
/// the game; returns the position reached and the turns played.
#[must_use]
pub fn detour(start: Position, h: u64) -> (Position, u8) {
    let turns = ((h >> 32) % u64::from(MAX_DETOUR + 1)) as u8;
    let weak = if (h >> 40) & 1 == 0 {
        Side::Littles
    } else {
        Side::Gobblers
    };
    let mut p = start;
    for k in 0..turns {
        let level = if p.side() == weak {
            Level::Easy
        } else {
            Level::Medium
        };
        let mut clock = || 0.0;
        let next = choose(&p, level, 0.0, &mut clock, mix(h, usize::from(k)))
            .ok()
            .and_then(|d| p.apply_turn(&d.turn).ok())
            .filter(|q| q.status() == Status::Ongoing);
        match next {
            Some(q) => p = q,
            None => return (p, k),
        }
    }
    (p, turns)
}

/// The side's letter in the rows file: `L` or `G`.
const fn letter(side: Side) -> char {
    match side {
        Side::Littles => 'L',
        Side::Gobblers => 'G',
    }
}

/// The rows file ([`crate::rows`]).
#[must_use]
pub fn write(command: &str, rows: &[Row]) -> String {
    crate::rows::write(command, "game,detour,side,eaten,estimate,end", rows, |r| {
        format!(
            "{},{},{},{},{},{}",
            r.game,
            r.detour,
            letter(r.side),
            r.eaten,
            r.estimate,
            r.end
        )
    })
}

/// Reads a rows file back: its command and its rows.
pub fn read(text: &str) -> Result<(String, Vec<Row>)> {
    crate::rows::read(text, "an estimates file", parse_row)
}

fn parse_row(line: &str) -> Result<Row> {
    let f: Vec<&str> = line.split(',').collect();
    let [game, detour, side, eaten, estimate, end] = f[..] else {
        bail!("{} fields, not 6", f.len());
    };
    let side = match side {
        "L" => Side::Littles,
        "G" => Side::Gobblers,
        _ => bail!("the side is `L` or `G`, not `{side}`"),
    };
    let estimate: f32 = estimate
        .parse()
        .with_context(|| format!("`{estimate}` is not a number"))?;
    let (eaten, end): (u8, u8) = (eaten.parse()?, end.parse()?);
    if !estimate.is_finite() || eaten > end {
        bail!("an estimate must be a number and the end must not be below the eaten");
    }
    Ok(Row {
        game: game.parse()?,
        detour: detour.parse()?,
        side,
        eaten,
        estimate,
        end,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_read_back_as_written() {
        let rows = [
            Row {
                game: 12,
                detour: 3,
                side: Side::Gobblers,
                eaten: 9,
                estimate: 36.25,
                end: 31,
            },
            Row {
                game: 0,
                detour: 0,
                side: Side::Littles,
                eaten: 0,
                estimate: 32.5,
                end: 28,
            },
        ];
        let text = write("gobbler estimates --samples 2", &rows);
        let (command, back) = read(&text).unwrap();
        assert_eq!(command, "gobbler estimates --samples 2");
        assert_eq!(back, rows);
    }

    #[test]
    fn bad_rows_are_refused_with_their_line() {
        for (line, why) in [
            ("1,0,L,3,30", "5 fields, not 6"),
            ("1,0,X,3,30,31", "the side is `L` or `G`, not `X`"),
            ("1,0,L,3,thirty,31", "`thirty` is not a number"),
            ("1,0,L,33,40,31", "the end must not be below the eaten"),
        ] {
            let text =
                format!("# gobbler estimates\n# game,detour,side,eaten,estimate,end\n{line}\n");
            let err = format!("{:#}", read(&text).unwrap_err());
            assert!(err.contains("line 3") && err.contains(why), "{line}: {err}");
        }
        assert!(read("1,0,L,3,30,31\n").is_err(), "no command line");
    }

    #[test]
    fn a_detour_is_legal_turns_from_its_start_and_leaves_the_game_going() {
        let mut turned = 0;
        for h in 0..64u64 {
            let h = mix(h, 5);
            let (p, turns) = detour(Position::START, h);
            assert!(turns <= MAX_DETOUR);
            assert_eq!(p.status(), Status::Ongoing);
            // The same draw gives the same detour.
            assert_eq!(detour(Position::START, h), (p, turns));
            if turns > 0 {
                turned += 1;
                assert_ne!(p, Position::START);
            } else {
                assert_eq!(p, Position::START);
            }
        }
        assert!(turned > 40, "{turned} of 64 turned aside");
    }
}
