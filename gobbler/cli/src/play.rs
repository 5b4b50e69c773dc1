//! `gobbler play --littles LEVEL --gobblers LEVEL --games N [--seed S] [--budget-ms B]`:
//! computer-against-computer matches and their results table. The game runner here serves
//! `gobbler bench` too.

use std::time::Instant;

use anyhow::{bail, Context, Result};
use gobbler_ai::{choose, Level};
use gobbler_rules::{Position, Side, Square, Status, Winner, LITTLES};

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

/// The options `play` and `bench` share: how many games, from which seed, with what budget.
#[derive(clap::Args)]
pub struct Matches {
    /// Games to play (in `bench`: per pairing).
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Seed of the first game (game i plays with seed S + i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Move-time budget of the strong level, in milliseconds.
    #[arg(long, default_value_t = DEFAULT_BUDGET_MS)]
    pub budget_ms: f64,
}

impl Matches {
    /// Plays the games of one pairing in seed order, handing each to `each` with its index and
    /// seed.
    pub fn play(
        &self,
        littles: Level,
        gobblers: Level,
        mut each: impl FnMut(u32, u64, GameRecord),
    ) -> Result<()> {
        for i in 0..self.games {
            let seed = self.seed.wrapping_add(u64::from(i));
            each(i, seed, play_game(littles, gobblers, self.budget_ms, seed)?);
        }
        Ok(())
    }

    /// The budget and seeds as the tables' headings write them.
    pub fn heading(&self) -> String {
        format!(
            "budget {} ms, seeds {}..{}",
            self.budget_ms,
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
    /// The game in notation, turn by turn.
    pub turns: Vec<String>,
    /// The final position (no Gobbler left).
    pub end: Position,
}

/// Plays one game from the start, every turn checked by the rules: each chosen turn must be
/// legal, Littles on the board + eaten must stay 60, and the game must end within the bound
/// the rules give (each Gobbler turn eats two or starves a Gobbler).
pub fn play_game(littles: Level, gobblers: Level, budget_ms: f64, seed: u64) -> Result<GameRecord> {
    let origin = Instant::now();
    let mut clock = move || origin.elapsed().as_secs_f64() * 1000.0;
    let mut pos = Position::START;
    let mut rec = GameRecord {
        eaten: 0,
        plies: 0,
        winner: Winner::Littles,
        littles_ms: Vec::new(),
        gobblers_ms: Vec::new(),
        turns: Vec::new(),
        end: pos,
    };
    // 30 Gobbler turns eat all 60 Littles, 2 more starve the Gobblers; a Littles turn before each.
    let max_plies = 2 * (usize::from(LITTLES) / 2 + 2);
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
        let level = match pos.side() {
            Side::Littles => littles,
            Side::Gobblers => gobblers,
        };
        let t = Instant::now();
        let decision = choose(&pos, level, budget_ms, &mut clock, mix(seed, rec.plies))
            .with_context(|| format!("no turn chosen in the ongoing position {pos}"))?;
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        let next = pos.apply_turn(&decision.turn).with_context(|| {
            format!(
                "{level} {} chose the illegal {} in {pos}",
                side_name(pos.side()),
                decision.turn
            )
        })?;
        match pos.side() {
            Side::Littles => rec.littles_ms.push(ms),
            Side::Gobblers => rec.gobblers_ms.push(ms),
        }
        if u32::from(next.littles_on_board()) + u32::from(next.eaten()) != u32::from(LITTLES) {
            bail!(
                "{} from {pos} gave {next}: Littles on the board + eaten is not 60",
                decision.turn
            );
        }
        rec.turns.push(decision.turn.to_string());
        rec.plies += 1;
        pos = next;
    }
}

/// A per-decision seed from the game's seed and the ply.
fn mix(seed: u64, ply: usize) -> u64 {
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

/// The results of several games between the same levels.
#[derive(Default)]
pub struct Summary {
    /// Games played.
    pub games: usize,
    /// Games the Gobbler player won.
    pub gobbler_wins: usize,
    /// Sum of eaten over the games.
    pub eaten: u64,
    /// Sum of turns over the games.
    pub plies: u64,
    /// Every Littles decision's time (ms).
    pub littles_ms: Vec<f64>,
    /// Every Gobbler decision's time (ms).
    pub gobblers_ms: Vec<f64>,
    /// The checker-pattern figures at the end of the games, summed.
    pub pattern: Pattern,
}

impl Summary {
    /// Adds one game.
    pub fn add(&mut self, g: &GameRecord) {
        self.games += 1;
        self.gobbler_wins += usize::from(g.winner == Winner::Gobblers);
        self.eaten += u64::from(g.eaten);
        self.plies += g.plies as u64;
        self.littles_ms.extend(&g.littles_ms);
        self.gobblers_ms.extend(&g.gobblers_ms);
        let p = checker_pattern(&g.end);
        self.pattern.left += p.left;
        self.pattern.knight_safe += p.knight_safe;
        self.pattern.in_corners += p.in_corners;
        self.pattern.on_one_colour += p.on_one_colour;
    }

    /// Mean eaten per game.
    pub fn mean_eaten(&self) -> f64 {
        self.eaten as f64 / self.games.max(1) as f64
    }

    /// Mean turns per game.
    pub fn mean_plies(&self) -> f64 {
        self.plies as f64 / self.games.max(1) as f64
    }

    /// The checker-pattern line: means per game at the end of the games.
    pub fn pattern_line(&self) -> String {
        let n = self.games.max(1) as f64;
        let p = &self.pattern;
        let pct = |x: u64| 100.0 * x as f64 / p.left.max(1) as f64;
        format!(
            "at the end (mean per game): {:.1} Littles left, {:.1} alone with no Little a knight hop away ({:.0} %; {:.1} of them in the 3x3 corners), {:.0} % on one colour",
            p.left as f64 / n,
            p.knight_safe as f64 / n,
            pct(p.knight_safe),
            p.in_corners as f64 / n,
            pct(p.on_one_colour)
        )
    }

    /// Percentage of games the Gobbler player won.
    pub fn gobbler_win_pct(&self) -> f64 {
        100.0 * self.gobbler_wins as f64 / self.games.max(1) as f64
    }
}

/// How close the Littles left at the end of a game are to the checker pattern.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pattern {
    /// Littles on the board.
    pub left: u64,
    /// Of them, Littles standing alone with no Little a knight hop away: no Gobbler path can
    /// reach two of them.
    pub knight_safe: u64,
    /// Of the knight-safe ones, those in a 3×3 corner of the board.
    pub in_corners: u64,
    /// Littles on the colour (light or dark squares) that holds more of them.
    pub on_one_colour: u64,
}

/// The checker-pattern figures of the Littles on the board of `end`.
pub fn checker_pattern(end: &Position) -> Pattern {
    let counts = end.counts();
    let mut p = Pattern::default();
    let mut light = 0;
    for s in 0..64usize {
        let c = counts[s];
        if c == 0 {
            continue;
        }
        p.left += u64::from(c);
        let (f, r) = ((s % 8) as i32, (s / 8) as i32);
        if (f + r) % 2 == 1 {
            light += u64::from(c);
        }
        let alone = c == 1
            && Square::new(s as u8)
                .knight_hops()
                .all(|n| counts[n.index()] == 0);
        if alone {
            p.knight_safe += 1;
            if (f <= 2 || f >= 5) && (r <= 2 || r >= 5) {
                p.in_corners += 1;
            }
        }
    }
    p.on_one_colour = light.max(p.left - light);
    p
}

/// The median and the maximum of `xs` (0, 0 when empty).
pub fn median_max(xs: &[f64]) -> (f64, f64) {
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    (v[v.len() / 2], v[v.len() - 1])
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
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checker_pattern_figures_of_a_hand_made_end() {
        // a1, c1, b2 (a checker pattern in the corner: no two a knight hop apart), a8 alone,
        // a stack of 2 on h8, and f6 + g8 (a knight hop apart).
        let pos = Position::parse(
            "1,.,.,.,.,.,1,2/.,.,.,.,.,.,.,./.,.,.,.,.,1,.,./.,.,.,.,.,.,.,./.,.,.,G,.,.,.,./.,.,.,.,.,.,.,./.,1,.,.,.,.,.,./1,.,1,.,.,.,.,. G 52 40",
        )
        .unwrap();
        let p = checker_pattern(&pos);
        assert_eq!(p.left, 8);
        assert_eq!(p.knight_safe, 4, "a1 c1 b2 a8");
        assert_eq!(p.in_corners, 4);
        // Dark: a1 c1 b2 h8(2) f6; light: a8 g8.
        assert_eq!(p.on_one_colour, 6);
    }

    #[test]
    fn median_and_max() {
        assert_eq!(median_max(&[]), (0.0, 0.0));
        assert_eq!(median_max(&[3.0, 1.0, 2.0]), (2.0, 3.0));
        assert_eq!(median_max(&[4.0, 1.0]), (4.0, 4.0));
    }
}
