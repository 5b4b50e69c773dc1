//! Each expected value is worked out independently of the code: by hand in the comment, or
//! from a published table.

use super::*;

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol
}

#[test]
fn wilson_at_no_wins_and_all_wins_has_a_closed_form() {
    // With p = 0 the interval is [0, z²/(n + z²)]: centre = half-width = (z²/2n)/(1 + z²/n).
    // n = 10, z² = 3.841459: 3.841459 / 13.841459 = 0.277533.
    let (lo, hi) = wilson(0, 10, Z_95);
    assert_eq!(lo, 0.0);
    assert!(close(hi, 0.277_533, 1e-6), "{hi}");
    // By symmetry all wins give [n/(n + z²), 1] = [10 / 13.841459, 1] = [0.722467, 1].
    let (lo, hi) = wilson(10, 10, Z_95);
    assert!(close(lo, 0.722_467, 1e-6), "{lo}");
    assert!(close(hi, 1.0, 1e-12), "{hi}");
}

#[test]
fn wilson_matches_the_published_values() {
    // R: binom::binom.wilson(5, 10) gives 0.2365931 0.7634069 and binom.wilson(8, 10) gives
    // 0.4901625 0.9433178 (the same endpoints as solving |p̂ − p| = z·√(p(1 − p)/n) for p).
    let (lo, hi) = wilson(5, 10, Z_95);
    assert!(
        close(lo, 0.236_593_1, 1e-7) && close(hi, 0.763_406_9, 1e-7),
        "{lo} {hi}"
    );
    let (lo, hi) = wilson(8, 10, Z_95);
    assert!(
        close(lo, 0.490_162_5, 1e-7) && close(hi, 0.943_317_8, 1e-7),
        "{lo} {hi}"
    );
    assert_eq!(wilson(0, 0, Z_95), (0.0, 1.0));
}

#[test]
fn t_quantiles_match_the_table_and_tend_to_the_normal() {
    // Standard t tables (two-sided 95 %): df 1 12.706, 9 2.262, 30 2.042, 40 2.021, 60 2.000,
    // 120 1.980; the normal's 1.960 in the limit.
    for (df, t) in [
        (1, 12.706),
        (9, 2.262),
        (30, 2.042),
        (40, 2.021),
        (60, 2.000),
        (120, 1.980),
    ] {
        assert!(close(t_95(df), t, 5e-4), "df {df}: {}", t_95(df));
    }
    assert!(close(t_95(1_000_000), 1.959_96, 1e-5));
    assert_eq!(t_95(0), f64::INFINITY);
}

#[test]
fn the_mean_interval_of_one_to_five() {
    // Mean 3; s² = (4 + 1 + 0 + 1 + 4) / 4 = 2.5; s/√n = √(2.5/5) = 0.707107; t(4) = 2.7764:
    // half-width 1.963213.
    let (mean, half) = mean_interval(&[1.0, 2.0, 3.0, 4.0, 5.0]);
    assert_eq!(mean, 3.0);
    assert!(close(half, 1.963_2, 1e-4), "{half}");
    assert_eq!(mean_interval(&[7.0]), (7.0, f64::INFINITY));
    assert_eq!(mean_interval(&[4.0, 4.0, 4.0]), (4.0, 0.0));
}

fn pairing(a: usize, b: usize, a_wins: f64, games: f64) -> Pairing {
    Pairing {
        a,
        b,
        a_wins,
        games,
    }
}

#[test]
fn two_players_get_the_log_odds_of_their_score() {
    // 3 wins of 4: the fit reproduces p = 3/4, odds 3, so R_a − R_b = 400·log10 3 = 190.849,
    // split ±95.424 about the mean.
    let r = bradley_terry(2, &[pairing(0, 1, 3.0, 4.0)], 0.0).unwrap();
    assert!(
        close(r[0], 95.424, 1e-3) && close(r[1], -95.424, 1e-3),
        "{r:?}"
    );
    // All 4 won, with one virtual game split evenly: 4.5 of 5, odds 9, 400·log10 9 = 381.697.
    let r = bradley_terry(2, &[pairing(0, 1, 4.0, 4.0)], 1.0).unwrap();
    assert!(close(r[0] - r[1], 381.697, 1e-3), "{r:?}");
    // Without the prior an unbeaten player has no finite rating.
    assert_eq!(bradley_terry(2, &[pairing(0, 1, 4.0, 4.0)], 0.0), None);
}

#[test]
fn results_that_fit_the_model_exactly_give_its_strengths() {
    // Strengths 4 : 2 : 1 give P(A>B) = 2/3, P(B>C) = 2/3, P(A>C) = 4/5; 15 games each with
    // exactly those scores (10, 10, 12) make every player's wins equal their expected wins, so
    // the maximum-likelihood ratings are 400·log10 of the strengths: A − B = B − C = 120.412,
    // A − C = 240.824.
    let games = [
        pairing(0, 1, 10.0, 15.0),
        pairing(1, 2, 10.0, 15.0),
        pairing(0, 2, 12.0, 15.0),
    ];
    let r = bradley_terry(3, &games, 0.0).unwrap();
    assert!(close(r[0] - r[1], 120.412, 1e-3), "{r:?}");
    assert!(close(r[1] - r[2], 120.412, 1e-3), "{r:?}");
    assert!(close(r.iter().sum::<f64>(), 0.0, 1e-9), "{r:?}");
    // A cycle of equal scores (each beats the next 2 of 3) rates all three the same.
    let cycle = [
        pairing(0, 1, 2.0, 3.0),
        pairing(1, 2, 2.0, 3.0),
        pairing(2, 0, 2.0, 3.0),
    ];
    let r = bradley_terry(3, &cycle, 0.0).unwrap();
    assert!(r.iter().all(|x| close(*x, 0.0, 1e-6)), "{r:?}");
}

#[test]
fn the_ladders_two_sided_shape() {
    // Littles L1, L2 (0, 1) only meet Gobblers G1, G2 (2, 3). Strengths L1 = 3, L2 = 1, G1 = 1,
    // G2 = 3 give P(L1>G1) = 3/4, P(L1>G2) = 1/2, P(L2>G1) = 1/2, P(L2>G2) = 1/4; 4 games each
    // with those scores. Log-strengths (400·log10): 190.849, 0, 0, 190.849, shifted to mean 0:
    // ±95.424.
    let games = [
        pairing(0, 2, 3.0, 4.0),
        pairing(0, 3, 2.0, 4.0),
        pairing(1, 2, 2.0, 4.0),
        pairing(1, 3, 1.0, 4.0),
    ];
    let r = bradley_terry(4, &games, 0.0).unwrap();
    for (got, want) in r.iter().zip([95.424, -95.424, -95.424, 95.424]) {
        assert!(close(*got, want, 1e-3), "{r:?}");
    }
    // And the expected score between L1 and G1 is back at 3/4.
    assert!(close(expected_score(r[0], r[2]), 0.75, 1e-9));
    // A player who never played is left at 0 and does not move the others.
    let r5 = bradley_terry(5, &games, 0.0).unwrap();
    assert_eq!(r5[4], 0.0);
    assert!(close(r5[0], r[0], 1e-9));
}

#[test]
fn welchs_interval_worked_by_hand() {
    // x̄ = 3, s² = 2.5, n = 5; ȳ = 4, s² = 4, n = 3: se² = 0.5 + 4/3 = 1.8333…,
    // ν = se⁴ / (0.5²/4 + (4/3)²/2) = 3.53 → 3, t = 3.1824: half = 3.1824 · 1.35401 = 4.3090.
    let (d, half) = welch_interval(&[1.0, 2.0, 3.0, 4.0, 5.0], &[2.0, 4.0, 6.0]);
    assert!(close(d, -1.0, 1e-12), "{d}");
    assert!(close(half, 4.3090, 1e-4), "{half}");
    // Equal samples: the difference is 0, the interval symmetric and finite.
    let (d, half) = welch_interval(&[1.0, 3.0], &[1.0, 3.0]);
    assert!(d == 0.0 && half.is_finite() && half > 0.0);
    assert!(welch_interval(&[1.0], &[1.0, 2.0]).1.is_infinite());
    assert_eq!(welch_interval(&[2.0, 2.0], &[1.0, 1.0]), (1.0, 0.0));
}
