//! `gobbler rollouts`: positions the Gobblers' search weighs, played out. From a position of a
//! recorded game with the Gobblers to move, two of their moves (one drawn from every legal move,
//! one from the six best by the hand-set evaluation) are each played out to the end by the strong
//! players; each row is the position after the move (Littles to move: a leaf of the Gobblers'
//! search), its evaluation terms, and what was eaten after it. `gobbler fit-eval --rollouts`
//! fits the strong Gobblers' weights to these rows, comparing moves from the same position
//! (`docs/gobbler.md`, "The Gobblers' evaluation fitted to rollouts").

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use gobbler_ai::{HAND_WEIGHTS, TERMS, TERM_NAMES};
use gobbler_rules::{Position, Side};

use crate::findings::games;
use crate::play::{mix, play_from, Player};

pub mod fit;

/// Arguments of `rollouts`.
#[derive(clap::Args)]
pub struct Args {
    /// The games whose positions start the rollouts, as `gobbler findings` writes them.
    #[arg(long, default_value = "gobbler/findings/games-hand-weights.txt")]
    from: PathBuf,
    /// Positions drawn (two rollouts each).
    #[arg(long, default_value_t = 2611)]
    samples: u32,
    /// The strong Littles' budget in the rollouts (ms of CPU time).
    #[arg(long, default_value_t = 100.0)]
    littles_ms: f64,
    /// The strong Gobblers' budget in the rollouts (ms of CPU time; they eat as much at 25 ms
    /// as at 800).
    #[arg(long, default_value_t = 25.0)]
    gobblers_ms: f64,
    /// Sample i draws its position, its moves and its rollouts' seeds from this seed and i.
    #[arg(long, default_value_t = 11)]
    seed: u64,
    /// Threads (default: the cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Where the rows go.
    #[arg(long, default_value = "gobbler/findings/rollouts.csv")]
    out: PathBuf,
}

/// The moves a sample takes from its position: 0 drawn from every legal move, 1 from the six
/// best by the hand-set evaluation.
pub const KINDS: u8 = 2;

/// One rollout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Row {
    /// The index of its starting position among the games' Gobblers-to-move positions.
    pub start: u32,
    /// How its move was drawn (below [`KINDS`]).
    pub kind: u8,
    /// Eaten after the move.
    pub eaten: u8,
    /// Eaten after that, to the end of the rollout.
    pub rest: u8,
    /// The evaluation terms after the move ([`gobbler_ai::eval_terms`]).
    pub terms: [f32; TERMS],
}

/// Every position of `games` with the Gobblers to move and a legal move, in game order.
pub fn starts(games: &[games::Game]) -> Result<Vec<Position>> {
    let mut out = Vec::new();
    for g in games {
        out.extend(
            g.replay()?
                .positions()
                .iter()
                .filter(|p| p.side() == Side::Gobblers && !p.gobbler_moves().is_empty()),
        );
    }
    Ok(out)
}

/// Sample `i`'s starting position (its index in `starts`) and the positions after its two moves.
#[must_use]
pub fn sample(starts: &[Position], seed: u64, i: u32) -> (usize, [Position; 2]) {
    let h = mix(seed, i as usize);
    let start = (h % starts.len() as u64) as usize;
    let p = starts[start];
    let mut after: Vec<(f32, Position)> = p
        .gobbler_moves()
        .iter()
        .filter_map(|mv| p.apply_gobbler_move(mv).ok())
        .map(|q| {
            let t = gobbler_ai::eval_terms(&q);
            let v =
                f32::from(q.eaten()) + t.iter().zip(HAND_WEIGHTS).map(|(a, b)| a * b).sum::<f32>();
            (v, q)
        })
        .collect();
    let any = after[((h >> 32) % after.len() as u64) as usize].1;
    after.sort_by(|a, b| b.0.total_cmp(&a.0));
    after.truncate(6);
    let good = after[((h >> 40) % after.len() as u64) as usize].1;
    (start, [any, good])
}

/// Plays the rollouts and writes the rows, in sample order.
pub fn run(args: &Args) -> Result<()> {
    let (_, recorded) = games::read_file(&args.from)?;
    let starts = starts(&recorded)?;
    let (littles, gobblers) = (
        Player::strong_on_cpu(args.littles_ms),
        Player::strong_on_cpu(args.gobblers_ms),
    );
    let jobs = crate::jobs::threads(args.jobs);
    let samples = crate::jobs::map(args.samples, jobs, "sample", 100, |i| {
        let (start, after) = sample(&starts, args.seed, i);
        let mut rows = Vec::with_capacity(after.len());
        for (kind, q) in (0..KINDS).zip(after) {
            let seed = mix(args.seed, i as usize) ^ u64::from(kind);
            let end = play_from(q, littles, gobblers, seed)?;
            rows.push(Row {
                start: start as u32,
                kind,
                eaten: q.eaten(),
                rest: end.eaten - q.eaten(),
                terms: gobbler_ai::eval_terms(&q),
            });
        }
        Ok(rows)
    })?;
    let command = format!(
        "gobbler rollouts --samples {} --littles-ms {} --gobblers-ms {} --seed {} --clock cpu",
        args.samples, args.littles_ms, args.gobblers_ms, args.seed
    );
    let rows: Vec<Row> = samples.into_iter().flatten().collect();
    std::fs::write(&args.out, write(&command, &rows))
        .with_context(|| format!("writing {}", args.out.display()))?;
    println!("{} rows written to {}", rows.len(), args.out.display());
    Ok(())
}

/// The rows file ([`crate::rows`]).
#[must_use]
pub fn write(command: &str, rows: &[Row]) -> String {
    let columns = format!("start,kind,eaten,rest,{}", TERM_NAMES.join(","));
    crate::rows::write(command, &columns, rows, |r| {
        let terms: Vec<String> = r.terms.iter().map(f32::to_string).collect();
        format!(
            "{},{},{},{},{}",
            r.start,
            r.kind,
            r.eaten,
            r.rest,
            terms.join(",")
        )
    })
}

/// Reads a rows file back: its command and its rows.
pub fn read(text: &str) -> Result<(String, Vec<Row>)> {
    crate::rows::read(text, "a rollouts file", parse_row)
}

fn parse_row(line: &str) -> Result<Row> {
    let f: Vec<&str> = line.split(',').collect();
    if f.len() != 4 + TERMS {
        bail!("{} fields, not {}", f.len(), 4 + TERMS);
    }
    let kind: u8 = f[1].parse()?;
    if kind >= KINDS {
        bail!("kind {kind} is not below {KINDS}");
    }
    let mut terms = [0.0; TERMS];
    for (t, x) in terms.iter_mut().zip(&f[4..]) {
        *t = x
            .parse()
            .with_context(|| format!("`{x}` is not a number"))?;
    }
    Ok(Row {
        start: f[0].parse()?,
        kind,
        eaten: f[2].parse()?,
        rest: f[3].parse()?,
        terms,
    })
}
