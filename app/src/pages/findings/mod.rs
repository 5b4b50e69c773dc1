//! The findings page: what the solve found, drawn from the solver's `stats.json` (fetched from
//! `tb/stats.json`) as SVG charts and tables made here, without a chart library.
//!
//! [`Stats::parse`] (in `gobblet_tablebase::stats`, the file's one type, shared with the solver that writes it) reads the file (an older file without some fields still parses: each section
//! says what is missing) and [`render`] draws the page: the start value, the solve in numbers, the
//! 27 first moves on three small boards, the distances to the end (logarithmic bars), outcomes by
//! pieces on the board, draws, and the shares of immediate wins, single winning moves and pins.
//! Every chart is an `<svg role="img">` with an `aria-label` and a `<title>`, followed by a
//! visually hidden table of its numbers; every string comes from [`FindingsText`].

mod charts;
mod parts;
mod shares;
#[cfg(test)]
mod tests;
mod view;

pub use gobblet_tablebase::stats::Stats;
pub use view::render;

use crate::i18n::{fill, FindingsText, Lang};

/// Thousands separators: `1234567` → `1,234,567`.
#[must_use]
pub fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A share as a percentage with one decimal (`0.8288` → `82.9%`); a share below 0.1 % that is
/// not zero gets two significant digits instead (`0.00056` → `0.056%`), so it does not read 0.
#[must_use]
pub fn percent(share: f64, t: &FindingsText) -> String {
    let p = share * 100.0;
    let s = if p > 0.0 && p < 0.1 {
        let decimals = (-p.log10().floor()) as usize + 1;
        let s = format!("{p:.decimals$}");
        s.trim_end_matches('0').to_string()
    } else {
        format!("{p:.1}")
    };
    fill(t.percent, &[&s])
}

/// Three significant digits without trailing zeros (`14.94` → `14.9`, `50.0` → `50`).
fn sig3(v: f64) -> String {
    let s = if v >= 100.0 {
        format!("{v:.0}")
    } else if v >= 10.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A count for a chart label: `307M`, `14.9M`, `500k` in English; `3.07億`, `1494萬` in Chinese.
#[must_use]
pub fn compact(n: u64, lang: Lang) -> String {
    let units: &[(f64, &str)] = match lang {
        Lang::En => &[(1e3, "k"), (1e6, "M"), (1e9, "B"), (1e12, "T")],
        Lang::ZhHant => &[(1e4, "萬"), (1e8, "億"), (1e12, "兆")],
    };
    let x = n as f64;
    let Some(i) = units.iter().rposition(|&(u, _)| x >= u) else {
        return group(n);
    };
    let (u, name) = units[i];
    let v = x / u;
    if lang == Lang::ZhHant && v >= 1000.0 {
        // 1494萬, not 1490萬: Chinese counts in myriads up to 9999萬.
        let r = v.round();
        if r < 10_000.0 || i + 1 == units.len() {
            return format!("{r:.0}{name}");
        }
    }
    let s = sig3(v);
    match units.get(i + 1) {
        Some(&(next, next_name)) if s == format!("{}", next / u) => format!("1{next_name}"),
        _ => format!("{s}{name}"),
    }
}

/// A percentage without decimals, for labels inside bars.
pub(super) fn percent_rounded(share: f64, t: &FindingsText) -> String {
    fill(t.percent, &[&format!("{:.0}", share * 100.0)])
}
