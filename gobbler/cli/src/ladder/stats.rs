//! The ladder's numbers, as pure functions: the Wilson score interval of a win rate, the
//! Student t interval of a mean, and Elo-scale ratings fitted by Bradley–Terry maximum
//! likelihood.

/// The standard normal quantile for a two-sided 95 % interval.
pub const Z_95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval of a proportion: `wins` successes out of `games`, at normal
/// quantile `z` (use [`Z_95`]). `(0, 1)` when there are no games.
///
/// With p = wins/games, n = games: centre (p + z²/2n) / (1 + z²/n), half-width
/// z·√(p(1−p)/n + z²/4n²) / (1 + z²/n). Unlike p ± z·√(p(1−p)/n) it stays inside [0, 1] and
/// is not empty at 0 or n wins.
#[must_use]
pub fn wilson(wins: u64, games: u64, z: f64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let n = games as f64;
    let p = wins as f64 / n;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Student's t quantile for a two-sided 95 % interval (the 0.975 quantile) with `df` degrees
/// of freedom: the usual table to 30, then the Cornish–Fisher expansion around [`Z_95`]
/// (within 1e-4 of the exact value from 30 on). Infinite for 0 degrees of freedom.
#[must_use]
pub fn t_95(df: u64) -> f64 {
    const TABLE: [f64; 30] = [
        12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281, 2.2010,
        2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860, 2.0796, 2.0739,
        2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423,
    ];
    match df {
        0 => f64::INFINITY,
        1..=30 => TABLE[df as usize - 1],
        _ => {
            let (z, v) = (Z_95, df as f64);
            let g1 = (z.powi(3) + z) / 4.0;
            let g2 = (5.0 * z.powi(5) + 16.0 * z.powi(3) + 3.0 * z) / 96.0;
            let g3 = (3.0 * z.powi(7) + 19.0 * z.powi(5) + 17.0 * z.powi(3) - 15.0 * z) / 384.0;
            z + g1 / v + g2 / (v * v) + g3 / (v * v * v)
        }
    }
}

/// The mean of `xs` and the half-width of its 95 % interval, t(n−1)·s/√n with s the sample
/// standard deviation: `(mean, half)`. The half-width is infinite for fewer than two values
/// (and the mean 0 for none).
#[must_use]
pub fn mean_interval(xs: &[f64]) -> (f64, f64) {
    let n = xs.len();
    if n == 0 {
        return (0.0, f64::INFINITY);
    }
    let mean = xs.iter().sum::<f64>() / n as f64;
    if n < 2 {
        return (mean, f64::INFINITY);
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    (mean, t_95(n as u64 - 1) * (var / n as f64).sqrt())
}

/// The difference of the means of `xs` and `ys` (x̄ − ȳ) and the half-width of its 95 % Welch
/// interval, t(ν)·√(sₓ²/nₓ + sᵧ²/nᵧ), with ν the Welch–Satterthwaite degrees of freedom rounded
/// down (a little wider than the interval at fractional ν, never narrower): `(difference,
/// half)`. The half-width is infinite unless both samples have two values or more.
#[must_use]
pub fn welch_interval(xs: &[f64], ys: &[f64]) -> (f64, f64) {
    let (mx, _) = mean_interval(xs);
    let (my, _) = mean_interval(ys);
    let (nx, ny) = (xs.len() as f64, ys.len() as f64);
    if xs.len() < 2 || ys.len() < 2 {
        return (mx - my, f64::INFINITY);
    }
    let var =
        |v: &[f64], m: f64, n: f64| v.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1.0);
    let (a, b) = (var(xs, mx, nx) / nx, var(ys, my, ny) / ny);
    if a + b == 0.0 {
        return (mx - my, 0.0);
    }
    let nu = (a + b).powi(2) / (a * a / (nx - 1.0) + b * b / (ny - 1.0));
    (mx - my, t_95(nu.floor().max(1.0) as u64) * (a + b).sqrt())
}

/// The results between two players: `a` won `a_wins` of `games` against `b` (there are no
/// draws in Gobbler; fractions come from a prior).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pairing {
    /// One player's index.
    pub a: usize,
    /// The other's.
    pub b: usize,
    /// Games `a` won.
    pub a_wins: f64,
    /// Games played.
    pub games: f64,
}

/// Elo-scale ratings of `players` players from pairwise results, by Bradley–Terry maximum
/// likelihood: player i has strength γᵢ = 10^(Rᵢ/400), so i beats j with probability
/// 1 / (1 + 10^((Rⱼ − Rᵢ)/400)), as in Elo.
///
/// Each pairing first gets `prior` virtual games split evenly (so that a player who won or lost
/// every game gets a finite rating; 0 for the plain maximum-likelihood fit). The fit is
/// Hunter's MM iteration γᵢ ← Wᵢ / Σⱼ nᵢⱼ/(γᵢ + γⱼ) (W wins, n games), run until no rating moves
/// by 1e-9; ratings are only defined up to a common shift, so they are shifted to mean 0 over
/// the players who played. A player with no games gets 0. `None` if the iteration does not settle (a player with no
/// win and no prior, or no loss and no prior, has no finite rating).
#[must_use]
pub fn bradley_terry(players: usize, pairings: &[Pairing], prior: f64) -> Option<Vec<f64>> {
    let mut wins = vec![0.0; players];
    for p in pairings {
        wins[p.a] += p.a_wins + prior / 2.0;
        wins[p.b] += p.games - p.a_wins + prior / 2.0;
    }
    let mut played = vec![false; players];
    for p in pairings {
        played[p.a] = true;
        played[p.b] = true;
    }
    let rated = played.iter().filter(|&&p| p).count().max(1) as f64;
    let mut gamma = vec![1.0f64; players];
    for _ in 0..1_000_000 {
        let mut denom = vec![0.0; players];
        for p in pairings {
            let d = (p.games + prior) / (gamma[p.a] + gamma[p.b]);
            denom[p.a] += d;
            denom[p.b] += d;
        }
        let mut next: Vec<f64> = (0..players)
            .map(|i| {
                if denom[i] > 0.0 {
                    wins[i] / denom[i]
                } else {
                    1.0
                }
            })
            .collect();
        let mean_log = (0..players)
            .filter(|&i| played[i])
            .map(|i| next[i].log10())
            .sum::<f64>()
            / rated;
        for (g, _) in next.iter_mut().zip(&played).filter(|(_, &p)| p) {
            *g /= 10f64.powf(mean_log);
        }
        if next.iter().any(|g| !g.is_finite() || *g <= 0.0) {
            return None;
        }
        let moved = next
            .iter()
            .zip(&gamma)
            .map(|(n, g)| 400.0 * (n.log10() - g.log10()).abs())
            .fold(0.0, f64::max);
        gamma = next;
        if moved < 1e-9 {
            return Some(gamma.iter().map(|g| 400.0 * g.log10()).collect());
        }
    }
    None
}

/// The probability that a player rated `r` beats one rated `s` on the Elo scale.
#[must_use]
pub fn expected_score(r: f64, s: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((s - r) / 400.0))
}

#[cfg(test)]
mod tests;
