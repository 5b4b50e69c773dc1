//! `gobbler play --littles LEVEL --gobblers LEVEL --games N [--seed S] [--budget-ms B]
//! [--littles-budget-ms B] [--gobblers-budget-ms B]`: computer-against-computer matches and
//! their results table. The game runner here serves `gobbler bench` and `gobbler ladder` too.

use std::fmt;

use anyhow::{bail, Context, Result};
use gobbler_ai::{choose, Level};
use gobbler_rules::{Position, Side, Status, Turn, Winner, LITTLES};

use crate::clock::ClockKind;
use crate::external::{Engine, Session};
use crate::summary::{median_max, Summary};

/// Arguments of `play`.
#[derive(clap::Args)]
pub struct Args {
    /// The Littles' level: easy, medium or strong.
    #[arg(long, default_value = "strong")]
    littles: Level,
    /// The Gobblers' level: easy, medium or strong.
    #[arg(long, default_value = "strong")]
    gobblers: Level,
    #[command(flatten)]
    matches: Matches,
    /// Print every game in notation (turns separated by `;`).
    #[arg(long)]
    print_games: bool,
}

/// The default move-time budget (ms): the strong levels stop starting new work after it.
pub const DEFAULT_BUDGET_MS: f64 = 800.0;

/// A computer player: a level and its move-time budget (only the strong level uses it), played
/// by this build or by another program over the engine protocol.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Player {
    /// The level.
    pub level: Level,
    /// The move-time budget in milliseconds.
    pub budget_ms: f64,
    /// The program that plays it (`None`: this build's own players). Engines live as long as
    /// the command (`Box::leak` at parsing), so a player stays `Copy`.
    pub engine: Option<&'static Engine>,
    /// The clock its budget and its move times are measured on.
    pub clock: ClockKind,
}

impl Player {
    /// This build's player at `level` with `budget_ms`.
    #[must_use]
    pub const fn own(level: Level, budget_ms: f64) -> Player {
        Player {
            level,
            budget_ms,
            engine: None,
            clock: ClockKind::Wall,
        }
    }

    /// This build's strong player with `budget_ms` of the searching thread's CPU time (for data
    /// made on a busy machine).
    #[must_use]
    pub const fn strong_on_cpu(budget_ms: f64) -> Player {
        Player {
            clock: ClockKind::Cpu,
            ..Player::own(Level::Strong, budget_ms)
        }
    }
}

impl fmt::Display for Player {
    /// `easy`, `medium`, or `strong@800` (the budget only where the level uses it); an engine's
    /// strong player by the engine's name (`old@800`), its others as `old-easy`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.engine, self.level) {
            (None, Level::Strong) => write!(f, "{}@{}", self.level, self.budget_ms),
            (None, _) => write!(f, "{}", self.level),
            (Some(e), Level::Strong) => write!(f, "{}@{}", e.name, self.budget_ms),
            (Some(e), _) => write!(f, "{}-{}", e.name, self.level),
        }
    }
}

/// The options `play` and `bench` share: how many games, from which seed, with what budgets.
#[derive(clap::Args)]
pub struct Matches {
    /// Games to play (in `bench`: per pairing).
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Seed of the first game (game i plays with seed S + i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Move-time budget of the strong level, in milliseconds, for both sides unless a side's
    /// own flag is given.
    #[arg(long, default_value_t = DEFAULT_BUDGET_MS)]
    pub budget_ms: f64,
    /// The Littles' move-time budget in milliseconds (default: --budget-ms).
    #[arg(long)]
    pub littles_budget_ms: Option<f64>,
    /// The Gobblers' move-time budget in milliseconds (default: --budget-ms).
    #[arg(long)]
    pub gobblers_budget_ms: Option<f64>,
    /// The clock the budgets and move times are measured on: `wall`, or `cpu` (the searching
    /// thread's CPU time, fair on a machine busy with other work).
    #[arg(long, value_enum, default_value_t = ClockKind::Wall)]
    pub clock: ClockKind,
}

impl Matches {
    /// The Littles' and the Gobblers' budgets (ms).
    pub fn budgets(&self) -> (f64, f64) {
        (
            self.littles_budget_ms.unwrap_or(self.budget_ms),
            self.gobblers_budget_ms.unwrap_or(self.budget_ms),
        )
    }

    /// Plays the games of one pairing in seed order, handing each to `each` with its index and
    /// seed.
    pub fn play(
        &self,
        littles: Level,
        gobblers: Level,
        mut each: impl FnMut(u32, u64, GameRecord),
    ) -> Result<()> {
        let (lb, gb) = self.budgets();
        let on_clock = |level, budget_ms| Player {
            clock: self.clock,
            ..Player::own(level, budget_ms)
        };
        let (littles, gobblers) = (on_clock(littles, lb), on_clock(gobblers, gb));
        for i in 0..self.games {
            let seed = self.seed.wrapping_add(u64::from(i));
            each(i, seed, play_game(littles, gobblers, seed)?);
        }
        Ok(())
    }

    /// The budgets and seeds as the tables' headings write them.
    pub fn heading(&self) -> String {
        let (lb, gb) = self.budgets();
        let budgets = if lb == gb {
            format!("budget {lb} ms")
        } else {
            format!("budgets Littles {lb} ms, Gobblers {gb} ms")
        };
        let budgets = match self.clock {
            ClockKind::Wall => budgets,
            ClockKind::Cpu => format!("{budgets} of CPU time"),
        };
        format!(
            "{budgets}, seeds {}..{}",
            self.seed,
            self.seed.wrapping_add(u64::from(self.games))
        )
    }
}

/// One finished game.
pub struct GameRecord {
    /// Littles eaten in all.
    pub eaten: u8,
    /// Turns played (both sides).
    pub plies: usize,
    /// Who won against the threshold.
    pub winner: Winner,
    /// Milliseconds per Littles turn chosen.
    pub littles_ms: Vec<f64>,
    /// Milliseconds per Gobbler move chosen.
    pub gobblers_ms: Vec<f64>,
    /// How deep each Littles decision searched (Gobbler moves ahead; 0: no search, or an engine).
    pub littles_depth: Vec<u8>,
    /// How deep each Gobbler decision searched.
    pub gobblers_depth: Vec<u8>,
    /// Which stage of the strong Littles' search decided each Littles turn (1 for the first, 0
    /// for no search or an engine).
    pub littles_passes: Vec<u8>,
    /// Which pass of the strong Gobblers' search decided each Gobbler move.
    pub gobblers_passes: Vec<u8>,
    /// The game in notation, turn by turn.
    pub turns: Vec<String>,
    /// The final position (no Gobbler left).
    pub end: Position,
}

/// Plays one game from the start (threshold 40), each side with its own level and budget,
/// every turn checked by the rules: each chosen turn must be legal, Littles on the board + eaten
/// must stay 60, and the game must end within the bound the rules give (each Gobbler turn eats
/// two or starves a Gobbler).
pub fn play_game(littles: Player, gobblers: Player, seed: u64) -> Result<GameRecord> {
    play_from(Position::START, littles, gobblers, seed)
}

/// [`play_game`] from another start (another threshold, say).
pub fn play_from(
    start: Position,
    littles: Player,
    gobblers: Player,
    seed: u64,
) -> Result<GameRecord> {
    // Each side's clock (an engine's own clock runs in its process; its time is taken here on
    // the wall clock).
    let clock_of = |p: Player| match p.engine {
        None => p.clock.start(),
        Some(_) => ClockKind::Wall.start(),
    };
    let (mut littles_clock, mut gobblers_clock) = (clock_of(littles)?, clock_of(gobblers)?);
    let mut pos = start;
    let mut rec = GameRecord {
        eaten: 0,
        plies: 0,
        winner: Winner::Littles,
        littles_ms: Vec::new(),
        gobblers_ms: Vec::new(),
        littles_depth: Vec::new(),
        gobblers_depth: Vec::new(),
        littles_passes: Vec::new(),
        gobblers_passes: Vec::new(),
        turns: Vec::new(),
        end: pos,
    };
    // 30 Gobbler turns eat all 60 Littles, 2 more starve the Gobblers; a Littles turn before each.
    let max_plies = 2 * (usize::from(LITTLES) / 2 + 2);
    // The engines' processes, started at their side's first turn (Littles, Gobblers).
    let mut sessions: [Option<Session>; 2] = [None, None];
    loop {
        if let Status::Over { winner } = pos.status() {
            rec.winner = winner;
            rec.eaten = pos.eaten();
            rec.end = pos.without_starving();
            return Ok(rec);
        }
        if rec.plies >= max_plies {
            bail!(
                "the game did not end in {max_plies} turns: {}",
                rec.turns.join("; ")
            );
        }
        let (player, session, clock) = match pos.side() {
            Side::Littles => (littles, &mut sessions[0], &mut littles_clock),
            Side::Gobblers => (gobblers, &mut sessions[1], &mut gobblers_clock),
        };
        let t = clock();
        let (turn, depth, passes) = ask(player, session, &pos, clock, mix(seed, rec.plies))?;
        let ms = clock() - t;
        let next = pos.apply_turn(&turn).with_context(|| {
            format!(
                "{player} {} chose the illegal {turn} in {pos}",
                side_name(pos.side()),
            )
        })?;
        match pos.side() {
            Side::Littles => {
                rec.littles_ms.push(ms);
                rec.littles_depth.push(depth);
                rec.littles_passes.push(passes);
            }
            Side::Gobblers => {
                rec.gobblers_ms.push(ms);
                rec.gobblers_depth.push(depth);
                rec.gobblers_passes.push(passes);
            }
        }
        if u32::from(next.littles_on_board()) + u32::from(next.eaten()) != u32::from(LITTLES) {
            bail!(
                "{} from {pos} gave {next}: Littles on the board + eaten is not 60",
                turn
            );
        }
        rec.turns.push(turn.to_string());
        rec.plies += 1;
        pos = next;
    }
}

/// `player`'s turn in `pos`, how deep its search went and which of its passes decided (0 for an
/// engine, which does not say):
/// this build's own player, or the engine's, whose process starts at its first turn.
fn ask(
    player: Player,
    session: &mut Option<Session>,
    pos: &Position,
    clock: &mut dyn FnMut() -> f64,
    seed: u64,
) -> Result<(Turn, u8, u8)> {
    match player.engine {
        None => {
            let mut clock = || clock();
            let d = choose(pos, player.level, player.budget_ms, &mut clock, seed)
                .with_context(|| format!("no turn chosen in the ongoing position {pos}"))?;
            Ok((d.turn, d.stats.depth, d.stats.passes))
        }
        Some(engine) => {
            let session = match session {
                Some(s) => s,
                None => session.insert(Session::start(engine)?),
            };
            let turn = session.choose(pos, player.level, player.budget_ms, player.clock, seed)?;
            Ok((turn, 0, 0))
        }
    }
}

/// A per-decision seed from the game's seed and the ply.
pub fn mix(seed: u64, ply: usize) -> u64 {
    let mut z = seed ^ (ply as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z ^ (z >> 31)
}

/// "Littles" or "Gobblers".
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Littles => "Littles",
        Side::Gobblers => "Gobblers",
    }
}

/// Plays the matches and prints the table.
pub fn run(args: &Args) -> Result<()> {
    let mut summary = Summary::default();
    args.matches
        .play(args.littles, args.gobblers, |i, seed, g| {
            if args.print_games {
                println!(
                    "game {} (seed {seed}): eaten {}: {}",
                    i + 1,
                    g.eaten,
                    g.turns.join("; ")
                );
            }
            summary.add(&g);
        })?;
    let (lmed, lmax) = median_max(&summary.littles_ms);
    let (gmed, gmax) = median_max(&summary.gobblers_ms);
    println!(
        "Littles {} against Gobblers {}, threshold 40, {}",
        args.littles,
        args.gobblers,
        args.matches.heading()
    );
    println!("| games | Gobbler wins | Littles wins | mean eaten | mean plies | Littles ms median / max | Gobblers ms median / max |");
    println!("|---|---|---|---|---|---|---|");
    println!(
        "| {} | {} | {} | {:.1} | {:.1} | {lmed:.1} / {lmax:.1} | {gmed:.1} / {gmax:.1} |",
        summary.games,
        summary.gobbler_wins,
        summary.games - summary.gobbler_wins,
        summary.mean_eaten(),
        summary.mean_plies(),
    );
    println!("{}", summary.pattern_line());
    println!(
        "search depth (Gobbler moves ahead; share of decisions): Littles {}; Gobblers {}",
        summary.depth_line(0),
        summary.depth_line(1)
    );
    println!(
        "the search's pass that decided (the strong level's stages or passes, 1 the first; share of decisions): Littles {}; Gobblers {}",
        summary.passes_line(0),
        summary.passes_line(1)
    );
    Ok(())
}
