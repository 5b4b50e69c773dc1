//! What the strong level's estimate means in a game: [`expected_end`], the Littles eaten by the
//! end of strong play from a position, calibrated from the search's value
//! ([`crate::Decision::estimate`]) to what playouts by the strong players reached.

use gobbler_rules::{Position, Side};

/// The calibration of [`crate::Decision::estimate`], for the Littles to move and for the
/// Gobbler player to move: with x the estimate's excess over the eaten, what is still to be
/// eaten is `x · max(b0 + b1 · eaten, 0) + c · (60 − eaten)` for `[b0, b1, c]`, kept between 0
/// and x (so the expected end rises with the estimate).
/// The search's value counts 6 Littles for each Gobbler that can move and the threshold's bonus,
/// and strong players starve Gobblers sooner than that: the excess counts for less the more is
/// eaten. The output of `gobbler fit-eval --estimates
/// gobbler/findings/estimates.csv` (a test checks it); measured in `docs/gobbler.md`, "What the
/// estimate means".
pub const ESTIMATE_CALIBRATION: [[f32; 3]; 2] =
    [[0.6471, -0.0094, 0.0477], [0.5883, -0.0081, 0.0987]];

/// The Littles eaten by the end if both sides play as the strong players from `position`,
/// estimated from the strong level's `estimate` there ([`crate::Decision::estimate`]) by
/// [`ESTIMATE_CALIBRATION`]: never less than what is eaten, never more than the estimate
/// (which is exact where the end is forced, and too high on average elsewhere), the eaten
/// itself where the estimate is. Fitted to positions with up to 44 eaten; beyond that it is an
/// extrapolation, still between those bounds.
#[must_use]
pub fn expected_end(position: &Position, estimate: f32) -> f32 {
    let k = ESTIMATE_CALIBRATION[match position.side() {
        Side::Littles => 0,
        Side::Gobblers => 1,
    }];
    calibrated_end(k, f32::from(position.eaten()), estimate)
}

/// [`expected_end`]'s formula with the calibration `[b0, b1, c]` (one side's row of
/// [`ESTIMATE_CALIBRATION`], or a fit being judged by `gobbler fit-eval --estimates`), for a
/// position with `eaten` Littles eaten and the search's `estimate`.
#[must_use]
pub fn calibrated_end(k: [f32; 3], eaten: f32, estimate: f32) -> f32 {
    let [b0, b1, c] = k;
    // `max` also turns a NaN into the eaten; the excess is then 0.
    let x = (estimate.max(eaten) - eaten).min(f32::from(gobbler_rules::LITTLES));
    // Past the eaten the fit saw, the factor would turn negative: the excess then adds nothing.
    let factor = (b0 + b1 * eaten).max(0.0);
    let rest = x * factor + c * (f32::from(gobbler_rules::LITTLES) - eaten);
    eaten + rest.clamp(0.0, x)
}

#[cfg(test)]
mod tests {
    use gobbler_rules::{Position, Status};

    use super::expected_end;
    use crate::{choose, Level};

    /// Positions of a few easy-level games from the start, every turn's.
    fn positions() -> Vec<Position> {
        let mut out = Vec::new();
        for game in 0..6 {
            let mut p = Position::START;
            for ply in 0..120 {
                if p.status() != Status::Ongoing {
                    break;
                }
                out.push(p);
                let mut clock = || 0.0;
                let d = choose(&p, Level::Easy, 0.0, &mut clock, game * 1000 + ply).unwrap();
                p = p.apply_turn(&d.turn).unwrap();
            }
        }
        out
    }

    #[test]
    fn the_expected_end_lies_between_the_eaten_and_the_estimate_and_rises_with_it() {
        let all = positions();
        assert!(all.iter().any(|p| p.eaten() > 44), "late positions too");
        for pos in &all {
            let eaten = f32::from(pos.eaten());
            // A forced end stays exact.
            assert_eq!(expected_end(pos, eaten), eaten, "{pos}");
            let mut last = eaten;
            for excess in [0.5, 2.0, 6.0, 12.0, 20.0, 30.0] {
                let estimate = eaten + excess;
                let e = expected_end(pos, estimate);
                assert!(e >= eaten && e <= estimate, "{e} for {estimate} in {pos}");
                assert!(e >= last, "{e} below {last} for a higher estimate in {pos}");
                last = e;
            }
            // What the search cannot give still has an answer.
            assert_eq!(expected_end(pos, f32::NAN), eaten);
            assert!(expected_end(pos, f32::INFINITY) <= eaten + 60.0);
        }
    }
}
