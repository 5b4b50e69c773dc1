//! What several games add up to: wins, eaten, turns, move times, and how close the Littles left
//! at the end stand to the checker pattern (for `gobbler play` and `gobbler bench`).

use gobbler_rules::{Position, Square, Winner};

use crate::play::GameRecord;

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
    /// How many decisions of each side (Littles, Gobblers) searched how deep (index: Gobbler
    /// moves searched ahead, 0 for the gentle levels and engines).
    pub depths: [[u64; 8]; 2],
    /// How many decisions of each side were decided by which pass or stage of the strong
    /// search (index: 1 for the first, 0 for the gentle levels and engines; 7 and beyond
    /// together).
    pub passes: [[u64; 8]; 2],
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
        for (side, (depths, passes)) in [
            (&g.littles_depth, &g.littles_passes),
            (&g.gobblers_depth, &g.gobblers_passes),
        ]
        .into_iter()
        .enumerate()
        {
            for &d in depths {
                self.depths[side][usize::from(d).min(7)] += 1;
            }
            for &p in passes {
                self.passes[side][usize::from(p).min(7)] += 1;
            }
        }
    }

    /// `2: 40 %, 3: 60 %`: the share of the Littles' (`side` 0) or the Gobblers' (1) decisions
    /// that searched each depth.
    pub fn depth_line(&self, side: usize) -> String {
        share_line(&self.depths[side])
    }

    /// `1: 10 %, 4: 90 %`: the share of a side's decisions decided by each pass or stage.
    pub fn passes_line(&self, side: usize) -> String {
        share_line(&self.passes[side])
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

/// `2: 40 %, 3: 60 %`: each index with a count, and its share of the total.
fn share_line(counts: &[u64; 8]) -> String {
    let total: u64 = counts.iter().sum();
    counts
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(d, &n)| format!("{d}: {:.0} %", 100.0 * n as f64 / total as f64))
        .collect::<Vec<_>>()
        .join(", ")
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
