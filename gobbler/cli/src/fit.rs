//! `gobbler fit-eval`: fits the evaluation's weights to recorded games by least squares. Every
//! position of every game (replayed with the rules) is a row: its evaluation terms
//! ([`gobbler_ai::eval_terms`]) against what was still eaten after it (the game's final eaten
//! minus the position's). Positions with the Littles to move and with the Gobbler player to
//! move are fitted apart (the evaluation weighs them apart); positions where no Gobbler can move
//! (every term 0, nothing more to eat) are left out. There is no constant term: with no Gobbler
//! able to move the evaluation is what was eaten, as at the end.

use std::path::PathBuf;

use anyhow::{bail, Result};
use gobbler_ai::{TERMS, TERM_NAMES};
use gobbler_rules::Side;

use crate::findings::games;

/// Arguments of `fit-eval`.
#[derive(clap::Args)]
pub struct Args {
    /// The games to fit to, as `gobbler findings` writes them.
    #[arg(long, default_value = "gobbler/findings/games-hand-weights.txt")]
    from: PathBuf,
    /// Fit only the first K terms (the others' weights 0; they then cost no time).
    #[arg(long, default_value_t = TERMS)]
    terms: usize,
    /// Hold the first K terms at their hand-set weights and fit the others to what those leave.
    #[arg(long, default_value_t = 0)]
    keep_hand: usize,
    /// Fit the strong Gobblers' weights to rollouts instead (as `gobbler rollouts` writes them),
    /// comparing moves from the same position.
    #[arg(long)]
    rollouts: Option<PathBuf>,
    /// Fit the calibration of the strong level's estimate instead, to rows as `gobbler
    /// estimates` writes them.
    #[arg(long, conflicts_with = "rollouts")]
    estimates: Option<PathBuf>,
}

/// The rows of one side to move: terms and what was still eaten.
#[derive(Clone, Debug, Default)]
pub struct Rows {
    /// Each position's terms.
    pub terms: Vec<[f64; TERMS]>,
    /// What was eaten after the position, to the end of its game.
    pub rest: Vec<f64>,
}

impl Rows {
    /// The root mean square error of `weights` on these rows, in Littles.
    #[must_use]
    pub fn rmse(&self, weights: &[f64; TERMS]) -> f64 {
        let sum: f64 = self
            .terms
            .iter()
            .zip(&self.rest)
            .map(|(t, y)| {
                let e = dot(t, weights) - y;
                e * e
            })
            .sum();
        (sum / self.rest.len().max(1) as f64).sqrt()
    }
}

fn dot(a: &[f64; TERMS], b: &[f64; TERMS]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The rows of `games` (each a game's turns from the start and its final eaten), for the
/// Littles to move and the Gobbler player to move, each game given to `keep` by its index.
pub fn rows(games: &[games::Game], keep: impl Fn(usize) -> bool) -> Result<[Rows; 2]> {
    let mut out = [Rows::default(), Rows::default()];
    for (_, g) in games.iter().enumerate().filter(|(i, _)| keep(*i)) {
        for pos in g.replay()?.positions() {
            let t = gobbler_ai::eval_terms(pos);
            if t.iter().all(|&x| x == 0.0) {
                continue;
            }
            let side = usize::from(pos.side() == Side::Gobblers);
            out[side].terms.push(t.map(f64::from));
            out[side]
                .rest
                .push(f64::from(g.eaten) - f64::from(pos.eaten()));
        }
    }
    Ok(out)
}

/// The least-squares weights of the first `k` terms of `rows` (the others 0): the solution of
/// the normal equations (TᵀT) w = Tᵀy, by Gaussian elimination with partial pivoting. An error
/// if a term never varies (the system is singular).
pub fn least_squares_first(rows: &Rows, k: usize) -> Result<[f64; TERMS]> {
    if k == 0 || k > TERMS {
        bail!("fit between 1 and {TERMS} terms, not {k}");
    }
    let w = solve(
        k,
        rows.terms
            .iter()
            .zip(&rows.rest)
            .map(|(t, &y)| (&t[..k], y)),
    )
    .map_err(|col| {
        anyhow::anyhow!(
            "the term `{}` cannot be fitted from these games",
            TERM_NAMES[col]
        )
    })?;
    Ok(core::array::from_fn(|r| w.get(r).copied().unwrap_or(0.0)))
}

/// The least-squares solution of `k` unknowns from rows (x, y): the normal equations
/// (XᵀX) w = Xᵀy by Gauss–Jordan elimination with partial pivoting; `Err(column)` when a column
/// never varies independently of the others (the system is singular).
pub fn solve<'a>(
    k: usize,
    rows: impl Iterator<Item = (&'a [f64], f64)>,
) -> Result<Vec<f64>, usize> {
    let mut a = vec![vec![0.0f64; k + 1]; k];
    for (t, y) in rows {
        for r in 0..k {
            for c in 0..k {
                a[r][c] += t[r] * t[c];
            }
            a[r][k] += t[r] * y;
        }
    }
    for col in 0..k {
        let pivot = (col..k)
            .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
            .unwrap_or(col);
        if a[pivot][col].abs() < 1e-9 {
            return Err(col);
        }
        a.swap(col, pivot);
        let row = a[col].clone();
        for (r, other) in a.iter_mut().enumerate() {
            if r != col {
                let f = other[col] / row[col];
                for (x, y) in other.iter_mut().zip(&row).skip(col) {
                    *x -= f * y;
                }
            }
        }
    }
    Ok((0..k).map(|r| a[r][k] / a[r][r]).collect())
}

/// The least-squares weights of the first `terms` terms of `rows`, the first `keep_hand` of them
/// held at their hand-set weights ([`gobbler_ai::HAND_WEIGHTS`]) and the others fitted to what
/// those leave unexplained; terms beyond `terms` weigh 0.
pub fn fit(rows: &Rows, terms: usize, keep_hand: usize) -> Result<[f64; TERMS]> {
    let hand = gobbler_ai::HAND_WEIGHTS.map(f64::from);
    if keep_hand >= terms.min(TERMS) {
        bail!("keep fewer hand-set weights ({keep_hand}) than the terms fitted ({terms})");
    }
    let k = keep_hand;
    let shifted = Rows {
        terms: rows
            .terms
            .iter()
            .map(|t| core::array::from_fn(|i| if i + k < TERMS { t[i + k] } else { 0.0 }))
            .collect(),
        rest: rows
            .terms
            .iter()
            .zip(&rows.rest)
            .map(|(t, y)| y - (0..k).map(|i| t[i] * hand[i]).sum::<f64>())
            .collect(),
    };
    let w = least_squares_first(&shifted, terms.min(TERMS) - k)?;
    Ok(core::array::from_fn(
        |i| if i < k { hand[i] } else { w[i - k] },
    ))
}

/// The weights rounded to `decimals` decimals, as the evaluation keeps them.
#[must_use]
pub fn rounded(w: &[f64; TERMS], decimals: i32) -> [f64; TERMS] {
    let scale = 10f64.powi(decimals);
    w.map(|x| (x * scale).round() / scale)
}

/// `NAME = [W, …] (alive, paths, …)`: weights as a Rust constant, with the terms' names.
#[must_use]
pub fn constant_line(name: &str, w: &[f64; TERMS], decimals: usize) -> String {
    let list: Vec<String> = w.iter().map(|x| format!("{x:.decimals$}")).collect();
    format!("{name} = [{}] ({})", list.join(", "), TERM_NAMES.join(", "))
}

/// Reads the games, fits both sides to move, and prints the weights as Rust constants with the
/// errors of the fit and of the hand-set weights on the same positions, and on the odd games of
/// a fit to the even ones (held out).
pub fn run(args: &Args) -> Result<()> {
    if let Some(path) = &args.rollouts {
        return crate::rollouts::fit::run(path);
    }
    if let Some(path) = &args.estimates {
        return crate::estimates::fit::run(path);
    }
    let (command, games) = games::read_file(&args.from)?;
    println!("fit-eval: {} games of `{command}`", games.len());
    let all = rows(&games, |_| true)?;
    let even = rows(&games, |i| i % 2 == 0)?;
    let odd = rows(&games, |i| i % 2 == 1)?;
    let hand = gobbler_ai::HAND_WEIGHTS.map(f64::from);
    let names = ["LITTLES_TO_MOVE", "GOBBLERS_TO_MOVE"];
    for side in 0..2 {
        let w = rounded(&fit(&all[side], args.terms, args.keep_hand)?, 3);
        let held = fit(&even[side], args.terms, args.keep_hand)?;
        println!(
            "{}: {} positions; rms error {:.2} Littles fitted, {:.2} hand-set; held out (fit to the even games, \
             judged on the odd): {:.2} fitted, {:.2} hand-set",
            names[side],
            all[side].rest.len(),
            all[side].rmse(&w),
            all[side].rmse(&hand),
            odd[side].rmse(&held),
            odd[side].rmse(&hand),
        );
        println!(
            "{}",
            constant_line(&format!("FITTED_{}", names[side]), &w, 3)
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use seeded_rng::Rng;

    #[test]
    fn least_squares_recovers_weights_that_fit_exactly() {
        let mut rng = Rng::new(testkit::seed_for(11));
        let truth: [f64; TERMS] = core::array::from_fn(|i| i as f64 * 0.7 - 2.0);
        let mut rows = Rows::default();
        for _ in 0..200 {
            let t: [f64; TERMS] = core::array::from_fn(|_| rng.below(20) as f64);
            rows.rest.push(dot(&t, &truth));
            rows.terms.push(t);
        }
        let w = least_squares_first(&rows, TERMS).unwrap();
        for (got, want) in w.iter().zip(&truth) {
            assert!((got - want).abs() < 1e-9, "{w:?} against {truth:?}");
        }
        assert!(rows.rmse(&w) < 1e-9);
        assert!(rows.rmse(&[0.0; TERMS]) > 1.0);
    }

    #[test]
    fn a_term_that_never_varies_cannot_be_fitted() {
        let mut rng = Rng::new(testkit::seed_for(12));
        let mut rows = Rows::default();
        for _ in 0..50 {
            let mut t: [f64; TERMS] = core::array::from_fn(|_| rng.below(20) as f64);
            t[5] = 0.0;
            rows.rest.push(t[0]);
            rows.terms.push(t);
        }
        let e = least_squares_first(&rows, TERMS).unwrap_err().to_string();
        assert!(e.contains("`near`"), "{e}");
        // Without that term the rest fits.
        assert!(least_squares_first(&rows, 5).is_ok());
    }

    #[test]
    fn on_the_committed_games_the_fit_predicts_better_than_the_hand_set_weights() {
        let text = crate::testdata::committed("games-hand-weights.txt");
        let (_, games) = games::read(&text).unwrap();
        let all = rows(&games, |_| true).unwrap();
        let even = rows(&games, |i| i % 2 == 0).unwrap();
        let odd = rows(&games, |i| i % 2 == 1).unwrap();
        let hand = gobbler_ai::HAND_WEIGHTS.map(f64::from);
        for side in 0..2 {
            assert!(all[side].rest.len() > 3000, "{}", all[side].rest.len());
            assert_eq!(
                all[side].rest.len(),
                even[side].rest.len() + odd[side].rest.len()
            );
            for (terms, keep) in [(TERMS, 0), (5, 0), (TERMS, 3)] {
                let w = fit(&even[side], terms, keep).unwrap();
                assert_eq!(w[..keep], hand[..keep]);
                assert!(w[terms..].iter().all(|&x| x == 0.0), "{w:?}");
                // Judged on the odd games, which it never saw.
                assert!(odd[side].rmse(&w) < odd[side].rmse(&hand), "{terms} {keep}");
            }
        }
    }
}
