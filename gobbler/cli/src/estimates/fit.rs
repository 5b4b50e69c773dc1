//! `gobbler fit-eval --estimates FILE`: the calibration of the strong level's estimate
//! ([`gobbler_ai::ESTIMATE_CALIBRATION`]). For each side to move, what was still eaten after the
//! position (the playout's end minus the position's eaten) is fitted by least squares, without a
//! constant, to the estimate's excess over the eaten (x), x times the eaten, and the Littles on
//! the board (60 − eaten); [`gobbler_ai::expected_end`] keeps it between 0 and x and adds the
//! eaten, so that an estimate equal to the eaten (a forced end) stays exact.

use std::path::Path;

use anyhow::{anyhow, Context, Result};
use gobbler_rules::Side;

use super::{read, Row};
use crate::fit::solve;

/// The decimals `expected.rs` keeps of the calibration.
pub const DECIMALS: usize = 4;

/// The sides in the order of [`gobbler_ai::ESTIMATE_CALIBRATION`].
pub const SIDES: [Side; 2] = [Side::Littles, Side::Gobblers];

/// One row's features: the estimate's excess over the eaten (x), x times the eaten, the Littles
/// on the board.
fn features(r: &Row) -> [f64; 3] {
    let eaten = f64::from(r.eaten);
    let x = f64::from(r.estimate).max(eaten) - eaten;
    [x, x * eaten, f64::from(gobbler_rules::LITTLES) - eaten]
}

/// The calibration `[b0, b1, c]` of the rows of `side` that `keep` accepts (by game index).
pub fn calibration(rows: &[Row], side: Side, keep: impl Fn(u32) -> bool) -> Result<[f64; 3]> {
    let chosen: Vec<([f64; 3], f64)> = rows
        .iter()
        .filter(|r| r.side == side && keep(r.game))
        .map(|r| (features(r), f64::from(r.end) - f64::from(r.eaten)))
        .collect();
    let c = solve(3, chosen.iter().map(|(x, y)| (&x[..], *y))).map_err(|_| {
        anyhow!("the rows with the {side:?} to move do not vary enough to fit a calibration")
    })?;
    Ok([c[0], c[1], c[2]])
}

/// The calibrated end of row `r` by `[b0, b1, c]`: [`gobbler_ai::calibrated_end`], the page's
/// formula.
#[must_use]
pub fn calibrated(r: &Row, k: &[f64; 3]) -> f64 {
    f64::from(gobbler_ai::calibrated_end(
        k.map(|x| x as f32),
        f32::from(r.eaten),
        r.estimate,
    ))
}

/// The mean of `f` over the rows of `side` that `keep` accepts (by game index).
fn mean_of(rows: &[Row], side: Side, keep: impl Fn(u32) -> bool, f: impl Fn(&Row) -> f64) -> f64 {
    let values: Vec<f64> = rows
        .iter()
        .filter(|r| r.side == side && keep(r.game))
        .map(f)
        .collect();
    values.iter().sum::<f64>() / values.len().max(1) as f64
}

/// The mean absolute error of `guess` against the rows' ends, over the rows of `side` that
/// `keep` accepts.
fn mean_error(
    rows: &[Row],
    side: Side,
    keep: impl Fn(u32) -> bool,
    guess: impl Fn(&Row) -> f64,
) -> f64 {
    mean_of(rows, side, keep, |r| (f64::from(r.end) - guess(r)).abs())
}

/// The calibration rounded to [`DECIMALS`] decimals, as `expected.rs` keeps it.
#[must_use]
pub fn rounded(k: [f64; 3]) -> [f64; 3] {
    let scale = 10f64.powi(DECIMALS as i32);
    k.map(|x| (x * scale).round() / scale)
}

/// `NAME = [[a, b, c], [a, b, c]]`: the calibration as a Rust constant.
#[must_use]
pub fn constant_line(k: &[[f64; 3]; 2]) -> String {
    let side = |c: &[f64; 3]| {
        let list: Vec<String> = c.iter().map(|x| format!("{x:.DECIMALS$}")).collect();
        format!("[{}]", list.join(", "))
    };
    format!(
        "ESTIMATE_CALIBRATION = [{}, {}] (Littles to move, Gobblers to move)",
        side(&k[0]),
        side(&k[1])
    )
}

/// Reads the rows, fits, and prints the calibration with the mean errors of the estimate, of
/// the calibrated estimate, and of the eaten plus the mean still eaten, on games it did not see
/// (fitted to the rows from even games, judged on the odd).
pub fn run(path: &Path) -> Result<()> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    print!(
        "{}",
        report(&text).with_context(|| format!("in {}", path.display()))?
    );
    Ok(())
}

/// What [`run`] prints for the rows file `text`.
pub fn report(text: &str) -> Result<String> {
    let (command, rows) = read(text)?;
    let mut out = format!("fit-eval --estimates: {} rows of `{command}`\n", rows.len());
    out.push_str(
        "mean error of the end, held out (fitted to the rows from even games, judged on the odd):\n",
    );
    let mut all = [[0.0; 3]; 2];
    for (side, k) in SIDES.iter().zip(&mut all) {
        *k = rounded(calibration(&rows, *side, |_| true)?);
        let even = |g: u32| g.is_multiple_of(2);
        let odd = |g: u32| g % 2 == 1;
        let held = calibration(&rows, *side, even)?;
        let mean_rest = mean_of(&rows, *side, even, |r| {
            f64::from(r.end) - f64::from(r.eaten)
        });
        out.push_str(&format!(
            "  {side:?} to move: the estimate {:.2}, calibrated {:.2}, eaten + mean still eaten {:.2}\n",
            mean_error(&rows, *side, odd, |r| f64::from(r.estimate)),
            mean_error(&rows, *side, odd, |r| calibrated(r, &held)),
            mean_error(&rows, *side, odd, |r| f64::from(r.eaten) + mean_rest),
        ));
    }
    out.push_str(&constant_line(&all));
    out.push('\n');
    out.push_str(&by_eaten(&rows, &all));
    Ok(out)
}

/// By eaten so far (8 at a time) and side to move: rows, and the mean of the search's value,
/// of the calibrated value (`all`, fitted to every row) and of the playouts' ends.
fn by_eaten(rows: &[Row], all: &[[f64; 3]; 2]) -> String {
    let mut out = String::from("by eaten so far: rows, mean estimate / calibrated / end\n");
    for (side, k) in SIDES.iter().zip(all) {
        let mut cells = Vec::new();
        for low in (0..64u8).step_by(8) {
            let bucket: Vec<&Row> = rows
                .iter()
                .filter(|r| r.side == *side && (low..low + 8).contains(&r.eaten))
                .collect();
            if bucket.is_empty() {
                continue;
            }
            let n = bucket.len() as f64;
            let mean = |f: &dyn Fn(&Row) -> f64| bucket.iter().map(|r| f(r)).sum::<f64>() / n;
            cells.push(format!(
                "{low}-{}: {} rows, {:.1} / {:.1} / {:.1}",
                low + 7,
                bucket.len(),
                mean(&|r| f64::from(r.estimate)),
                mean(&|r| calibrated(r, k)),
                mean(&|r| f64::from(r.end))
            ));
        }
        out.push_str(&format!("  {side:?} to move: {}\n", cells.join("; ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testdata::committed;
    use seeded_rng::Rng;

    fn row(game: u32, side: Side, eaten: u8, estimate: f32, end: u8) -> Row {
        Row {
            game,
            detour: 0,
            side,
            eaten,
            estimate,
            end,
        }
    }

    #[test]
    fn the_fit_recovers_a_calibration_for_each_side() {
        let mut rng = Rng::new(testkit::seed_for(31));
        // Coefficients and features chosen so that every end is a whole number.
        let truth = [[1.0, -0.031_25, 0.25], [0.5, 0.0, 0.5]];
        let mut rows = Vec::new();
        for game in 0..200 {
            for (side, k) in SIDES.iter().zip(&truth) {
                let eaten = 8 * rng.below(4) as u8;
                let excess = 4 * rng.below(6) as u8;
                let (x, e) = (f64::from(excess), f64::from(eaten));
                let rest = k[0] * x + k[1] * x * e + k[2] * (60.0 - e);
                assert!(rest >= 0.0 && rest.fract() == 0.0, "{rest}");
                let end = eaten + rest as u8;
                rows.push(row(game, *side, eaten, f32::from(eaten + excess), end));
            }
        }
        for (side, k) in SIDES.iter().zip(&truth) {
            let got = calibration(&rows, *side, |_| true).unwrap();
            for (g, w) in got.iter().zip(k) {
                assert!((g - w).abs() < 1e-6, "{side:?}: {got:?} against {k:?}");
            }
        }
    }

    #[test]
    fn the_calibrated_end_stays_between_the_eaten_and_the_estimate() {
        let k = [0.75, -0.02, 0.05];
        // A forced end (the estimate is the eaten): exactly the eaten, whatever 60 − eaten adds.
        assert_eq!(calibrated(&row(0, Side::Littles, 20, 20.0, 20), &k), 20.0);
        // Early with a small excess: 2 · 0.75 + 0.05 · 60 = 4.5 more, capped by the estimate.
        assert_eq!(calibrated(&row(0, Side::Littles, 0, 2.0, 12), &k), 2.0);
        // Late the factor 0.75 − 0.9 would be below 0: the excess adds nothing, 0.05 · 15 does.
        assert_eq!(calibrated(&row(0, Side::Littles, 45, 55.0, 45), &k), 45.75);
        // In between: 10 + 30 · (0.75 − 0.2) + 0.05 · 50 = 29.
        assert!((calibrated(&row(0, Side::Littles, 10, 40.0, 30), &k) - 29.0).abs() < 1e-9);
    }

    #[test]
    fn rows_of_one_side_that_never_vary_cannot_be_fitted() {
        // The estimate always the eaten: x and x · eaten never vary.
        let rows = vec![row(0, Side::Littles, 5, 5.0, 31); 3];
        let err = calibration(&rows, Side::Littles, |_| true).unwrap_err();
        assert!(err.to_string().contains("Littles"), "{err}");
        assert!(calibration(&rows, Side::Gobblers, |_| true).is_err());
    }

    #[test]
    fn the_docs_quote_what_the_fit_prints_for_the_committed_estimates() {
        let printed = report(&committed("estimates.csv")).unwrap();
        crate::testdata::assert_quoted(
            "fit-eval --estimates:",
            &printed,
            "paste the output of `gobbler fit-eval --estimates gobbler/findings/estimates.csv` into docs/gobbler.md",
        );
    }

    #[test]
    fn the_pages_calibration_is_the_fit_of_the_committed_estimates() {
        let text = committed("estimates.csv");
        let (command, rows) = read(&text).unwrap();
        assert!(command.starts_with("gobbler estimates "), "{command}");
        // Written back byte for byte: the file is what `gobbler estimates` writes.
        assert_eq!(super::super::write(&command, &rows), text);
        assert!(rows.len() >= 1000, "{}", rows.len());
        for (side, want) in SIDES.iter().zip(gobbler_ai::ESTIMATE_CALIBRATION) {
            let got = rounded(calibration(&rows, *side, |_| true).unwrap());
            assert_eq!(got.map(|x| x as f32), want, "{side:?}");
            // On games it did not see, the calibrated estimate is nearer the end than the
            // search's own value.
            let even = |g: u32| g.is_multiple_of(2);
            let odd = |g: u32| g % 2 == 1;
            let held = calibration(&rows, *side, even).unwrap();
            let raw = mean_error(&rows, *side, odd, |r| f64::from(r.estimate));
            let fitted = mean_error(&rows, *side, odd, |r| calibrated(r, &held));
            assert!(fitted < raw, "{side:?}: {fitted} against {raw}");
        }
    }
}
