//! The findings' numbers as pure functions: the distribution of eaten, the fair threshold with
//! its distribution-free interval, and means by group.

/// The lower sample median of `sorted` (ascending): the ⌈n/2⌉-th value, so that at least half
/// the values are at most it and at least half at least it. `None` when empty.
#[must_use]
pub fn lower_median(sorted: &[u8]) -> Option<u8> {
    (!sorted.is_empty()).then(|| sorted[sorted.len().div_ceil(2) - 1])
}

/// The usual sample median (the mean of the two middle values when n is even).
#[must_use]
pub fn median(sorted: &[u8]) -> Option<f64> {
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(f64::from(sorted[n / 2])),
        _ => Some((f64::from(sorted[n / 2 - 1]) + f64::from(sorted[n / 2])) / 2.0),
    }
}

/// P(B ≤ j) for B ~ Binomial(n, 1/2), for every j in 0..=n.
#[must_use]
pub fn binomial_half_cdf(n: usize) -> Vec<f64> {
    // ln C(n, j) built up step by step; pmf = exp(ln C − n ln 2).
    let mut ln_c = 0.0f64;
    let mut acc = 0.0;
    let mut out = Vec::with_capacity(n + 1);
    for j in 0..=n {
        if j > 0 {
            ln_c += ((n - j + 1) as f64).ln() - (j as f64).ln();
        }
        acc += (ln_c - n as f64 * std::f64::consts::LN_2).exp();
        out.push(acc.min(1.0));
    }
    out
}

/// A distribution-free confidence interval for the population median.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MedianInterval {
    /// The lower end: the l-th smallest value.
    pub low: u8,
    /// The upper end: the (n + 1 − l)-th smallest value.
    pub high: u8,
    /// The order statistic's rank l (1-based).
    pub rank: usize,
    /// The exact coverage, 1 − 2·P(B ≤ l − 1) with B ~ Binomial(n, 1/2), at least the level asked.
    pub coverage: f64,
}

/// The order-statistic interval for the median at confidence at least `level`: [x₍ₗ₎,
/// x₍ₙ₊₁₋ₗ₎] with l the largest rank such that 2·P(B ≤ l − 1) ≤ 1 − level, B ~ Binomial(n, ½)
/// (the number of values below the median). It assumes nothing about the distribution. `None`
/// when n is too small for any such l (fewer than 6 values at 95 %).
#[must_use]
pub fn median_interval(sorted: &[u8], level: f64) -> Option<MedianInterval> {
    let n = sorted.len();
    let cdf = binomial_half_cdf(n);
    let alpha_half = (1.0 - level) / 2.0;
    // l − 1 = j: the largest j with P(B ≤ j) ≤ α/2 (a small tolerance for rounding).
    let j = (0..n)
        .take_while(|&j| cdf[j] <= alpha_half + 1e-12)
        .last()?;
    let rank = j + 1;
    if rank > n + 1 - rank {
        return None;
    }
    Some(MedianInterval {
        low: sorted[rank - 1],
        high: sorted[n - rank],
        rank,
        coverage: 1.0 - 2.0 * cdf[j],
    })
}

/// The values `sorted` takes with how often: `(value, count)`, ascending.
#[must_use]
pub fn histogram(sorted: &[u8]) -> Vec<(u8, usize)> {
    let mut out: Vec<(u8, usize)> = Vec::new();
    for &x in sorted {
        match out.last_mut() {
            Some((v, c)) if *v == x => *c += 1,
            _ => out.push((x, 1)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians_of_small_samples() {
        assert_eq!(lower_median(&[]), None);
        assert_eq!(lower_median(&[5]), Some(5));
        assert_eq!(lower_median(&[1, 2, 3, 4]), Some(2));
        assert_eq!(lower_median(&[1, 2, 3, 4, 9]), Some(3));
        assert_eq!(median(&[1, 2, 3, 4]), Some(2.5));
        assert_eq!(median(&[1, 2, 9]), Some(2.0));
    }

    #[test]
    fn the_binomial_cdf_by_hand() {
        // n = 4: 1, 4, 6, 4, 1 over 16.
        let c = binomial_half_cdf(4);
        let want = [1.0 / 16.0, 5.0 / 16.0, 11.0 / 16.0, 15.0 / 16.0, 1.0];
        for (a, b) in c.iter().zip(want) {
            assert!((a - b).abs() < 1e-12, "{c:?}");
        }
    }

    #[test]
    fn the_median_interval_of_ten_values() {
        // n = 10: P(B ≤ 1) = 11/1024 = 0.0107 ≤ 0.025 < P(B ≤ 2) = 56/1024 = 0.0547, so l = 2:
        // [x(2), x(9)] with coverage 1 − 22/1024 = 0.978515625.
        let xs: Vec<u8> = (1..=10).collect();
        let m = median_interval(&xs, 0.95).unwrap();
        assert_eq!((m.low, m.high, m.rank), (2, 9, 2));
        assert!((m.coverage - 0.978_515_625).abs() < 1e-12, "{m:?}");
    }

    #[test]
    fn the_median_interval_needs_six_values_at_95_percent() {
        // n = 5: P(B ≤ 0) = 1/32 = 0.031 > 0.025: no order statistics give 95 %.
        assert_eq!(median_interval(&[1, 2, 3, 4, 5], 0.95), None);
        // n = 6: P(B ≤ 0) = 1/64 = 0.0156: [min, max], coverage 1 − 2/64 = 0.96875.
        let m = median_interval(&[3, 3, 4, 5, 7, 8], 0.95).unwrap();
        assert_eq!((m.low, m.high, m.rank), (3, 8, 1));
        assert!((m.coverage - 0.968_75).abs() < 1e-12);
    }

    #[test]
    fn the_median_interval_of_a_hundred_values() {
        // n = 100: P(B ≤ 39) = 0.0176 ≤ 0.025 < P(B ≤ 40) = 0.0284 (binomial tables), so
        // l = 40: [x(40), x(61)], the textbook pair for n = 100.
        let xs: Vec<u8> = (0..100).collect();
        let m = median_interval(&xs, 0.95).unwrap();
        assert_eq!((m.low, m.high, m.rank), (39, 60, 40));
        assert!((m.coverage - (1.0 - 2.0 * 0.0176)).abs() < 1e-3, "{m:?}");
    }

    #[test]
    fn a_histogram_counts_each_value() {
        assert_eq!(histogram(&[]), vec![]);
        assert_eq!(histogram(&[3, 3, 5, 9, 9, 9]), vec![(3, 2), (5, 1), (9, 3)]);
    }
}
