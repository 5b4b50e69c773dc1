//! What the findings' games say, computed from the games alone: the distribution of eaten, the
//! fair threshold, the Littles' win rate at 40, the first turns' effect, the corner patterns
//! and how often the games end with them.

use std::collections::BTreeMap;

use gobbler_rules::{Position, Square};

use super::corner::{self, Counts, Model, Region, Solution};
use super::games::Game;
use super::stats::{histogram, lower_median, median, median_interval};
use crate::ladder::stats::{mean_interval, wilson, Z_95};

/// The threshold between novices, at which the win rate is reported.
pub const NOVICE_THRESHOLD: u8 = 40;

/// Groups of first turns are shown from this many games on.
pub const MIN_GROUP: usize = 10;

/// A mean with its 95 % t interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mean {
    /// The mean.
    pub mean: f64,
    /// The interval's lower end.
    pub low: f64,
    /// Its upper end.
    pub high: f64,
}

impl Mean {
    /// The mean of `xs` with its t interval (infinite ends below two values).
    #[must_use]
    pub fn of(xs: &[u8]) -> Mean {
        let v: Vec<f64> = xs.iter().map(|&x| f64::from(x)).collect();
        let (mean, half) = mean_interval(&v);
        Mean {
            mean,
            low: mean - half,
            high: mean + half,
        }
    }
}

/// The games grouped by one side's first turn (only groups with at least [`MIN_GROUP`] games).
#[derive(Clone, Debug, PartialEq)]
pub struct Openings {
    /// How many different first turns the games played.
    pub distinct: usize,
    /// The groups shown: the turn, its games and their mean eaten.
    pub groups: Vec<(String, usize, Mean)>,
}

/// One corner's solution and its use in the games.
#[derive(Clone, Debug, PartialEq)]
pub struct Corner {
    /// The solved game.
    pub solution: Solution,
    /// Per size (index = number of Littles): patterns, and safe ones.
    pub by_size: Vec<(usize, usize)>,
    /// Whether every safe pattern stands on one colour.
    pub safe_all_one_colour: bool,
    /// The largest safe patterns (up to 3).
    pub largest: Vec<u16>,
    /// The largest safe patterns that are not on one colour (up to 2).
    pub mixed_safe: Vec<u16>,
    /// The smallest one-coloured patterns that are not safe (up to 3), corner square first.
    pub one_colour_unsafe: Vec<u16>,
    /// Every one-coloured pattern of two or more Littles that is not safe.
    pub one_colour_unsafe_all: Vec<u16>,
    /// How many they are.
    pub one_colour_unsafe_count: usize,
    /// Corners of the games' final positions holding two or more Littles.
    pub game_corners: usize,
    /// Of them, those holding single Littles only.
    pub game_corners_singles: usize,
    /// Of them, those whose Littles form a safe pattern.
    pub game_corners_safe: usize,
}

/// Everything the findings report.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// The command that played the games.
    pub command: String,
    /// Eaten per game, ascending.
    pub eaten: Vec<u8>,
    /// The fair threshold (the lower median of eaten) and its interval for the population median.
    pub fair: u8,
    /// Its 95 % order-statistic interval, if there are enough games.
    pub fair_interval: Option<super::stats::MedianInterval>,
    /// Games the Littles win at [`NOVICE_THRESHOLD`].
    pub littles_wins_at_40: usize,
    /// Games the Littles win at the fair threshold (eaten at most it).
    pub littles_wins_at_fair: usize,
    /// By the Littles' first turn.
    pub littles_first: Openings,
    /// By the Gobblers' first move.
    pub gobblers_first: Openings,
    /// The 3×3 and 4×4 corners.
    pub corners: Vec<Corner>,
}

impl Figures {
    /// The figures of `games`, played by `command`.
    #[must_use]
    pub fn of(command: &str, games: &[Game]) -> Figures {
        let mut eaten: Vec<u8> = games.iter().map(|g| g.eaten).collect();
        eaten.sort_unstable();
        let fair = lower_median(&eaten).unwrap_or(0);
        Figures {
            command: command.to_string(),
            fair,
            fair_interval: median_interval(&eaten, 0.95),
            littles_wins_at_40: eaten.iter().filter(|&&e| e <= NOVICE_THRESHOLD).count(),
            littles_wins_at_fair: eaten.iter().filter(|&&e| e <= fair).count(),
            littles_first: openings(games, 0, MIN_GROUP),
            gobblers_first: openings(games, 1, MIN_GROUP),
            corners: [3, 4].map(|k| corner_figures(k, games)).to_vec(),
            eaten,
        }
    }

    /// The mean eaten with its t interval.
    #[must_use]
    pub fn mean(&self) -> Mean {
        Mean::of(&self.eaten)
    }

    /// The usual median of eaten.
    #[must_use]
    pub fn median(&self) -> f64 {
        median(&self.eaten).unwrap_or(0.0)
    }

    /// The Littles' win rate at 40 with its Wilson interval: (rate, low, high).
    #[must_use]
    pub fn at_40(&self) -> (f64, f64, f64) {
        let (w, n) = (self.littles_wins_at_40 as u64, self.eaten.len() as u64);
        let (lo, hi) = wilson(w, n, Z_95);
        (w as f64 / n.max(1) as f64, lo, hi)
    }

    /// `(eaten, games)` for every eaten value between the least and the most, zeros included.
    #[must_use]
    pub fn histogram(&self) -> Vec<(u8, usize)> {
        let h = histogram(&self.eaten);
        let (Some(lo), Some(hi)) = (h.first(), h.last()) else {
            return h;
        };
        (lo.0..=hi.0)
            .map(|v| (v, h.iter().find(|x| x.0 == v).map_or(0, |x| x.1)))
            .collect()
    }
}

/// The games grouped by their turn number `ply` (0: the Littles' first turn); groups of fewer
/// than `min_group` games are left out.
pub fn openings(games: &[Game], ply: usize, min_group: usize) -> Openings {
    let mut by: BTreeMap<&str, Vec<u8>> = BTreeMap::new();
    for g in games {
        if let Some(t) = g.turns.get(ply) {
            by.entry(t).or_default().push(g.eaten);
        }
    }
    let mut groups: Vec<(String, usize, Mean)> = by
        .iter()
        .filter(|(_, e)| e.len() >= min_group)
        .map(|(t, e)| (t.to_string(), e.len(), Mean::of(e)))
        .collect();
    groups.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Openings {
        distinct: by.len(),
        groups,
    }
}

/// The region's counts of the corner `(flip_file, flip_rank)` of `pos`, reflected onto a1.
fn corner_counts(region: Region, pos: &Position, flip_file: bool, flip_rank: bool) -> Counts {
    let mut c = [0; 16];
    for (i, x) in c.iter_mut().enumerate().take(region.size()) {
        let s = region.square(i);
        let f = if flip_file { 7 - s.file() } else { s.file() };
        let r = if flip_rank { 9 - s.rank() } else { s.rank() };
        *x = pos.count(Square::from_file_rank(f, r).expect("on the board"));
    }
    c
}

/// Whether the squares of `pattern` all have one colour.
fn one_colour(region: Region, pattern: u16) -> bool {
    let colours: Vec<i8> = (0..region.size())
        .filter(|i| pattern >> i & 1 == 1)
        .map(|i| {
            let s = region.square(i);
            (s.file() + s.rank()) % 2
        })
        .collect();
    colours.windows(2).all(|w| w[0] == w[1])
}

/// The k×k corner solved, and its use in the games.
fn corner_figures(k: u8, games: &[Game]) -> Corner {
    let region = Region::new(k).expect("k is 3 or 4");
    let solution = corner::solve(region, &Model);
    let size = |p: u16| p.count_ones() as usize;
    let mut by_size = vec![(0, 0); region.size() + 1];
    for p in 0..solution.safe.len() as u32 {
        let p = p as u16;
        by_size[size(p)].0 += 1;
        by_size[size(p)].1 += usize::from(solution.safe[usize::from(p)]);
    }
    let safe: Vec<u16> = solution.safe_patterns().collect();
    let most = safe.iter().map(|&p| size(p)).max().unwrap_or(0);
    let unsafe_one: Vec<u16> = (0..solution.safe.len() as u32)
        .map(|p| p as u16)
        .filter(|&p| size(p) >= 2 && !solution.safe[usize::from(p)] && one_colour(region, p))
        .collect();
    let least = unsafe_one.iter().map(|&p| size(p)).min().unwrap_or(0);
    let mut smallest: Vec<u16> = unsafe_one
        .iter()
        .copied()
        .filter(|&p| size(p) == least)
        .collect();
    // Those with the corner square first: the edge is where one colour fails.
    smallest.sort_by_key(|&p| (p & 1 == 0, p));
    let mixed: Vec<u16> = safe
        .iter()
        .copied()
        .filter(|&p| !one_colour(region, p))
        .collect();
    let most_mixed = mixed.iter().map(|&p| size(p)).max().unwrap_or(0);
    let (mut corners, mut singles, mut safe_in_games) = (0, 0, 0);
    for g in games {
        for (ff, fr) in [(false, false), (true, false), (false, true), (true, true)] {
            let c = corner_counts(region, &g.end, ff, fr);
            if c.iter().map(|&x| usize::from(x)).sum::<usize>() < 2 {
                continue;
            }
            corners += 1;
            singles += usize::from(region.singles(&c).is_some());
            safe_in_games += usize::from(solution.is_safe(&c));
        }
    }
    Corner {
        by_size,
        safe_all_one_colour: safe.iter().all(|&p| one_colour(region, p)),
        largest: safe
            .iter()
            .copied()
            .filter(|&p| size(p) == most)
            .take(3)
            .collect(),
        mixed_safe: mixed
            .into_iter()
            .filter(|&p| size(p) == most_mixed)
            .take(2)
            .collect(),
        one_colour_unsafe_count: unsafe_one.len(),
        one_colour_unsafe_all: unsafe_one.clone(),
        one_colour_unsafe: smallest.into_iter().take(3).collect(),
        game_corners: corners,
        game_corners_singles: singles,
        game_corners_safe: safe_in_games,
        solution,
    }
}

/// The squares of a pattern, by name (`a1 c1 b2`).
#[must_use]
pub fn squares(region: Region, pattern: u16) -> Vec<String> {
    (0..region.size())
        .filter(|i| pattern >> i & 1 == 1)
        .map(|i| region.square(i).to_string())
        .collect()
}
