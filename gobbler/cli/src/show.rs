//! `gobbler show "<position | start>" ["<game>"]`.

use std::fmt::Write as _;
use std::io::{ErrorKind, Write as _};

use anyhow::{anyhow, Result};
use gobbler_rules::{Position, Side, Square, Status, Winner};

/// Arguments of `show`.
#[derive(clap::Args)]
pub struct Args {
    /// A position in gobbler.md notation (`…/1,1,1,G,.,1,1,1/… L 0 40`) or `start`.
    position: String,
    /// A game played from it: turns separated by `;`, like "pass; e5>c6>b4; b6-c7 a2-b3".
    game: Option<String>,
}

/// Plays the game (if any) and prints the board and the figures.
pub fn run(args: &Args) -> Result<()> {
    let start = Position::parse(&args.position)
        .map_err(|e| anyhow!("bad position '{}': {e}", args.position.trim()))?;
    let pos = match &args.game {
        Some(game) => start.play_game(game).map_err(|e| anyhow!("{e}"))?,
        None => start,
    };
    let mut out = draw(&pos);
    writeln!(out, "position: {pos}")?;
    writeln!(out, "side to move: {}", pos.side())?;
    writeln!(out, "eaten: {}", pos.eaten())?;
    writeln!(out, "threshold: {}", pos.threshold())?;
    let starving = if pos.side() == Side::Gobblers {
        pos.starving()
    } else {
        Default::default()
    };
    writeln!(out, "starving: {starving}")?;
    match pos.status() {
        Status::Over { winner } => {
            writeln!(out, "legal turns 0")?;
            writeln!(out, "final position: {}", pos.without_starving())?;
            let relation = match winner {
                Winner::Gobblers => ">",
                Winner::Littles => "<=",
            };
            writeln!(
                out,
                "game over: {winner} ({} eaten {relation} threshold {})",
                pos.eaten(),
                pos.threshold()
            )?;
        }
        Status::Ongoing => {
            let n = match pos.side() {
                Side::Littles => pos.count_littles_turns(),
                Side::Gobblers => pos.gobbler_moves().len(),
            };
            writeln!(out, "legal turns {n}")?;
        }
    }
    emit(&out)
}

/// Writes `text` to standard output; a reader that stops early (`| head`) ends it quietly.
pub(crate) fn emit(text: &str) -> Result<()> {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}

/// The board, rank 8 at the top: Little counts, `.` empty, `G` a Gobbler.
pub(crate) fn draw(pos: &Position) -> String {
    let files = "      a  b  c  d  e  f  g  h\n";
    let mut out = String::from(files);
    for rank in (1..=8).rev() {
        out.push_str(&format!("  {rank} "));
        for file in 0..8 {
            let sq = Square::from_file_rank(file, rank).expect("on the board");
            let cell = if pos.is_gobbler(sq) {
                "G".to_string()
            } else if pos.count(sq) == 0 {
                ".".to_string()
            } else {
                pos.count(sq).to_string()
            };
            out.push_str(&format!("{cell:>3}"));
        }
        out.push_str(&format!("  {rank}\n"));
    }
    out.push_str(files);
    out
}
