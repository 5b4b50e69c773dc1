//! `gobbler fit-eval --rollouts FILE`: the strong Gobblers' weights fitted to rollouts. The
//! search compares the moves of one position, so the fit compares rows from the same starting
//! position (a fixed-effects regression): within each group of rows with the same start, the
//! final eaten (eaten after the move + eaten after that) minus the group's mean is regressed on
//! the eaten after the move and the evaluation terms, each minus the group's mean, without a
//! constant. The evaluation counts a Little eaten now as 1, so the weights are the terms'
//! coefficients divided by the coefficient of eaten now.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::{anyhow, Context, Result};
use gobbler_ai::{HAND_WEIGHTS, TERMS, TERM_NAMES};

use super::{read, Row};
use crate::fit::{constant_line, rounded, solve};

/// The decimals `eval.rs` keeps of these weights.
pub const DECIMALS: i32 = 2;

/// The columns of a demeaned row: eaten after the move, then the terms.
pub const COLUMNS: usize = TERMS + 1;

/// Demeaned rows: each row minus its group's mean, for the groups (same start) with at least
/// two rows, those whose start `keep` accepts.
#[derive(Clone, Debug, Default)]
pub struct Demeaned {
    /// Eaten after the move and the terms, each minus the group's mean.
    pub x: Vec<[f64; COLUMNS]>,
    /// The final eaten minus the group's mean.
    pub y: Vec<f64>,
}

/// Groups `rows` by start and demeans them.
#[must_use]
pub fn demean(rows: &[Row], keep: impl Fn(u32) -> bool) -> Demeaned {
    let mut groups: BTreeMap<u32, Vec<&Row>> = BTreeMap::new();
    for r in rows.iter().filter(|r| keep(r.start)) {
        groups.entry(r.start).or_default().push(r);
    }
    let mut out = Demeaned::default();
    for group in groups.values().filter(|g| g.len() >= 2) {
        let xs: Vec<[f64; COLUMNS]> = group
            .iter()
            .map(|r| {
                core::array::from_fn(|c| {
                    if c == 0 {
                        f64::from(r.eaten)
                    } else {
                        f64::from(r.terms[c - 1])
                    }
                })
            })
            .collect();
        let ys: Vec<f64> = group
            .iter()
            .map(|r| f64::from(r.eaten) + f64::from(r.rest))
            .collect();
        let n = group.len() as f64;
        let mx: [f64; COLUMNS] = core::array::from_fn(|c| xs.iter().map(|x| x[c]).sum::<f64>() / n);
        let my = ys.iter().sum::<f64>() / n;
        for (x, y) in xs.iter().zip(&ys) {
            out.x.push(core::array::from_fn(|c| x[c] - mx[c]));
            out.y.push(y - my);
        }
    }
    out
}

/// The evaluation's weights from demeaned rows: the least-squares coefficients of the terms
/// divided by that of eaten now.
pub fn weights(d: &Demeaned) -> Result<[f64; TERMS]> {
    let c = solve(COLUMNS, d.x.iter().map(|x| &x[..]).zip(d.y.iter().copied())).map_err(|col| {
        anyhow!(
            "`{}` cannot be fitted from these rollouts",
            if col == 0 {
                "eaten"
            } else {
                TERM_NAMES[col - 1]
            }
        )
    })?;
    if c[0] <= 0.0 {
        return Err(anyhow!(
            "in these rollouts eating more now does not end with more eaten"
        ));
    }
    Ok(core::array::from_fn(|i| c[i + 1] / c[0]))
}

/// The correlation between the evaluation's differences within a group (eaten now + `w` ·
/// terms) and the final eaten's.
#[must_use]
pub fn correlation(d: &Demeaned, w: &[f64; TERMS]) -> f64 {
    let p: Vec<f64> =
        d.x.iter()
            .map(|x| x[0] + (0..TERMS).map(|i| x[i + 1] * w[i]).sum::<f64>())
            .collect();
    let (sp, sy, spy) = p
        .iter()
        .zip(&d.y)
        .fold((0.0, 0.0, 0.0), |(a, b, c), (p, y)| {
            (a + p * p, b + y * y, c + p * y)
        });
    spy / (sp * sy).sqrt()
}

/// Reads the rollouts, fits, and prints the weights with the fit's and the hand-set weights'
/// correlations on groups it did not see (fitted to the even starts, judged on the odd).
pub fn run(path: &Path) -> Result<()> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let (command, rows) = read(&text).with_context(|| format!("in {}", path.display()))?;
    let all = demean(&rows, |_| true);
    let w = rounded(&weights(&all)?, DECIMALS);
    let held = weights(&demean(&rows, |s| s % 2 == 0))?;
    let odd = demean(&rows, |s| s % 2 == 1);
    let hand = HAND_WEIGHTS.map(f64::from);
    println!(
        "fit-eval --rollouts: {} rows of `{command}`, {} in groups of two or more",
        rows.len(),
        all.y.len()
    );
    println!(
        "correlation with the final eaten's differences within a group, held out (fitted to the even starts, judged on the odd): {:.3} fitted, {:.3} hand-set",
        correlation(&odd, &held),
        correlation(&odd, &hand)
    );
    println!(
        "{}",
        constant_line("GOBBLERS_WEIGHTS", &w, DECIMALS as usize)
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use seeded_rng::Rng;

    #[test]
    fn the_fit_recovers_weights_whatever_each_group_adds() {
        let mut rng = Rng::new(testkit::seed_for(21));
        // Whole weights, so that every row's rest is a whole number of Littles.
        let truth: [f64; TERMS] = core::array::from_fn(|i| (i % 4) as f64 - 1.0);
        let mut rows = Vec::new();
        for start in 0..60 {
            // Each start's own level, which the fit must not be misled by.
            let level = 100 + rng.below(30) as i64;
            for kind in 0..2 {
                let terms: [f32; TERMS] = core::array::from_fn(|_| rng.below(8) as f32);
                let eaten = rng.below(10) as u8;
                let weighted: f64 = terms
                    .iter()
                    .zip(&truth)
                    .map(|(t, w)| f64::from(*t) * w)
                    .sum();
                let rest = level + weighted as i64;
                rows.push(Row {
                    start,
                    kind,
                    eaten,
                    rest: u8::try_from(rest).unwrap(),
                    terms,
                });
            }
        }
        // The final eaten is eaten now + rest, and rest does not depend on eaten now: eaten
        // now has coefficient 1, and the terms' coefficients are the weights.
        let d = demean(&rows, |_| true);
        let w = weights(&d).unwrap();
        for (got, want) in w.iter().zip(&truth) {
            assert!((got - want).abs() < 1e-6, "{w:?} against {truth:?}");
        }
        assert!((correlation(&d, &truth) - 1.0).abs() < 1e-9);
        assert!(correlation(&d, &[0.0; TERMS]) < 0.9);
    }

    #[test]
    fn a_group_of_one_row_says_nothing() {
        let row = Row {
            start: 3,
            kind: 0,
            eaten: 4,
            rest: 9,
            terms: [1.0; TERMS],
        };
        assert!(demean(&[row], |_| true).y.is_empty());
        let two = [
            row,
            Row {
                kind: 1,
                eaten: 6,
                rest: 5,
                ..row
            },
        ];
        let d = demean(&two, |_| true);
        // Final eaten 4 + 9 = 13 and 6 + 5 = 11 about their mean 12; eaten now 4 and 6 about 5.
        assert_eq!(d.y, vec![1.0, -1.0]);
        assert_eq!(d.x[0][0], -1.0);
        assert!(d.x.iter().all(|x| x[1..].iter().all(|&t| t == 0.0)));
    }

    #[test]
    fn the_strong_gobblers_weights_are_the_fit_of_the_committed_rollouts() {
        let text = crate::testdata::committed("rollouts.csv");
        let (command, rows) = read(&text).unwrap();
        assert!(command.starts_with("gobbler rollouts "), "{command}");
        // Written back byte for byte: the file is what `gobbler rollouts` writes.
        assert_eq!(super::super::write(&command, &rows), text);
        assert!(rows.len() > 5000, "{}", rows.len());
        let w = rounded(&weights(&demean(&rows, |_| true)).unwrap(), DECIMALS);
        assert_eq!(w.map(|x| x as f32), gobbler_ai::GOBBLERS_WEIGHTS);
        // And the fit judges unseen groups better than the hand-set weights.
        let held = weights(&demean(&rows, |s| s % 2 == 0)).unwrap();
        let odd = demean(&rows, |s| s % 2 == 1);
        assert!(correlation(&odd, &held) > correlation(&odd, &HAND_WEIGHTS.map(f64::from)));
    }
}
