//! The findings page's charts of distances, pieces on the board and draws (the shares are in
//! `shares.rs`).

use std::fmt::Write as _;

use gobblet_tablebase::stats::{OutcomeCounts, Stats};

use super::parts::{legend, missing, section};
use super::{compact, group, percent, percent_rounded};
use crate::html::{esc, hidden_table, svg_open};
use crate::i18n::{fill, FindingsText, Lang};

/// The distances: wins and losses by plies to the end, as bars on a logarithmic scale.
pub(super) fn distance_section(h: &mut String, s: &Stats, t: &FindingsText, lang: Lang) {
    section(h, "distance", t.dist_title, t.dist_explain);
    if s.win_histogram.is_empty() && s.loss_histogram.is_empty() {
        missing(h, t);
        h.push_str("</section>");
        return;
    }
    // One scale for both charts, so their bars compare.
    let max = s
        .win_histogram
        .iter()
        .chain(&s.loss_histogram)
        .copied()
        .max()
        .unwrap_or(0);
    let decades = (max.max(10) as f64).log10().ceil() as u32;
    h.push_str(r#"<div class="pair">"#);
    for (class, caption, hist) in [
        ("win", t.dist_wins, &s.win_histogram),
        ("loss", t.dist_losses, &s.loss_histogram),
    ] {
        let rows: Vec<(usize, u64)> = hist
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(i, &n)| (i, n))
            .collect();
        let _ = write!(
            h,
            r#"<figure class="dist {class}"><figcaption>{}</figcaption>"#,
            esc(caption)
        );
        let (first, last) = (
            rows.first().map_or(0, |r| r.0),
            rows.last().map_or(0, |r| r.0),
        );
        log_bars(
            h,
            class,
            &rows,
            decades,
            &fill(t.dist_chart, &[&caption, &first, &last]),
            t,
            lang,
        );
        let table: Vec<Vec<String>> = rows
            .iter()
            .map(|&(p, n)| vec![p.to_string(), group(n)])
            .collect();
        hidden_table(h, caption, &[t.col_plies, t.col_positions], &table);
        h.push_str("</figure>");
    }
    h.push_str("</div></section>");
}

/// Horizontal bars, one row per (plies, count), the length on a log scale of `decades` powers
/// of ten, the exact count at the end of each bar.
fn log_bars(
    h: &mut String,
    class: &str,
    rows: &[(usize, u64)],
    decades: u32,
    label: &str,
    t: &FindingsText,
    lang: Lang,
) {
    const LEFT: f64 = 34.0;
    const WIDTH: f64 = 206.0;
    const ROW: u32 = 16;
    const TOP: u32 = 18;
    let n = rows.len().max(1) as u32;
    let bottom = TOP + n * ROW;
    let height = bottom + 30;
    svg_open(h, &format!("log-bars {class}"), 360, height, label);
    let _ = write!(
        h,
        r#"<text class="axis" x="0" y="10">{}</text><text class="axis" x="{}" y="{}" text-anchor="middle">{}</text>"#,
        esc(t.col_plies),
        LEFT + WIDTH / 2.0,
        bottom + 26,
        esc(t.axis_log)
    );
    // Grid lines at every power of ten (labelled every other one when crowded).
    let step = if decades > 6 { 2 } else { 1 };
    for k in 0..=decades {
        let x = LEFT + WIDTH * f64::from(k) / f64::from(decades);
        let _ = write!(
            h,
            r#"<line class="grid" x1="{x:.1}" y1="{}" x2="{x:.1}" y2="{bottom}"/>"#,
            TOP - 2
        );
        if k % step == 0 {
            let _ = write!(
                h,
                r#"<text class="tick" x="{x:.1}" y="{}" text-anchor="middle">{}</text>"#,
                bottom + 12,
                esc(&compact(10u64.saturating_pow(k), lang))
            );
        }
    }
    for (i, &(plies, count)) in rows.iter().enumerate() {
        let y = TOP + i as u32 * ROW;
        let len = if count <= 1 {
            2.0
        } else {
            (WIDTH * (count as f64).log10() / f64::from(decades)).max(2.0)
        };
        let _ = write!(
            h,
            r#"<g class="bar {class}"><title>{}</title><text class="row-label" x="{}" y="{}" text-anchor="end">{plies}</text><rect x="{LEFT}" y="{}" width="{len:.1}" height="{}"/><text class="value" x="{:.1}" y="{}">{}</text></g>"#,
            esc(&fill(t.dist_bar, &[&plies, &group(count)])),
            LEFT - 5.0,
            y + 11,
            y + 2,
            ROW - 4,
            LEFT + len + 4.0,
            y + 11,
            group(count)
        );
    }
    h.push_str("</svg>");
}

/// Outcomes by pieces on the board: one 100 % bar per count, wins, losses and draws.
pub(super) fn pieces_section(h: &mut String, s: &Stats, t: &FindingsText, lang: Lang) {
    section(h, "pieces", t.pieces_title, t.pieces_explain);
    if s.outcomes_by_pieces_on_board.is_empty() {
        missing(h, t);
        h.push_str("</section>");
        return;
    }
    let rows = &s.outcomes_by_pieces_on_board;
    let height = PIECES_TOP + rows.len() as u32 * PIECES_ROW + 4;
    svg_open(h, "pieces", 360, height, t.pieces_chart);
    let _ = write!(
        h,
        r#"<text class="axis" x="2" y="11">{}</text><text class="axis" x="{}" y="11" text-anchor="end">{}</text>"#,
        esc(t.col_pieces),
        358,
        esc(t.col_positions)
    );
    for (pieces, c) in rows.iter().enumerate() {
        pieces_row(h, pieces, c, t, lang);
    }
    h.push_str("</svg>");
    legend(
        h,
        &[
            ("win", "", t.wins),
            ("loss", "", t.losses),
            ("draw", "", t.draws),
        ],
    );
    let table: Vec<Vec<String>> = rows
        .iter()
        .enumerate()
        .map(|(p, c)| {
            vec![
                p.to_string(),
                group(c.wins),
                group(c.losses),
                group(c.draws),
                group(c.total()),
            ]
        })
        .collect();
    hidden_table(
        h,
        t.pieces_title,
        &[t.col_pieces, t.wins, t.losses, t.draws, t.col_positions],
        &table,
    );
    h.push_str("</section>");
}

/// The pieces chart's geometry: the bars' left edge and width, a row's height, the first row's top.
const PIECES_LEFT: f64 = 26.0;
const PIECES_WIDTH: f64 = 250.0;
const PIECES_ROW: u32 = 20;
const PIECES_TOP: u32 = 20;

/// `a` of `total` as a fraction (0 of nothing).
fn share(a: u64, total: u64) -> f64 {
    if total == 0 {
        0.0
    } else {
        a as f64 / total as f64
    }
}

/// One row of the pieces chart: the outcomes `c` of the positions with `pieces` on the board,
/// as one 100 % bar with its count.
fn pieces_row(h: &mut String, pieces: usize, c: &OutcomeCounts, t: &FindingsText, lang: Lang) {
    let total = c.total();
    let y = PIECES_TOP + pieces as u32 * PIECES_ROW;
    let _ = write!(
        h,
        r#"<g class="row"><title>{}</title><text class="row-label" x="{}" y="{}" text-anchor="end">{pieces}</text>"#,
        esc(&fill(
            t.pieces_row,
            &[
                &pieces,
                &group(total),
                &percent(share(c.wins, total), t),
                &percent(share(c.losses, total), t),
                &percent(share(c.draws, total), t),
            ]
        )),
        PIECES_LEFT - 6.0,
        y + 12
    );
    if total > 0 {
        let mut x = PIECES_LEFT;
        for (class, n) in [("win", c.wins), ("loss", c.losses), ("draw", c.draws)] {
            let w = PIECES_WIDTH * share(n, total);
            if w > 0.0 {
                let _ = write!(
                    h,
                    r#"<rect class="{class}" x="{x:.2}" y="{}" width="{w:.2}" height="{}"/>"#,
                    y + 2,
                    PIECES_ROW - 4
                );
                if w >= 34.0 && class != "draw" {
                    let _ = write!(
                        h,
                        r#"<text class="in-bar" x="{:.1}" y="{}" text-anchor="middle">{}</text>"#,
                        x + w / 2.0,
                        y + 13,
                        esc(&percent_rounded(share(n, total), t))
                    );
                }
            }
            x += w;
        }
    }
    let _ = write!(
        h,
        r#"<text class="value" x="358" y="{}" text-anchor="end">{}</text></g>"#,
        y + 13,
        esc(&compact(total, lang))
    );
}

/// Draws: how few, and by pieces on the board (columns).
pub(super) fn draws_section(h: &mut String, s: &Stats, t: &FindingsText, lang: Lang) {
    let Some(draws) = s.draws else {
        section(h, "draws", t.draws_title, "");
        missing(h, t);
        h.push_str("</section>");
        return;
    };
    let share = if s.non_terminal > 0 {
        draws as f64 / s.non_terminal as f64
    } else {
        0.0
    };
    if draws == 0 {
        section(h, "draws", t.draws_title, t.no_draws);
        h.push_str("</section>");
        return;
    }
    section(
        h,
        "draws",
        t.draws_title,
        &fill(
            t.draws_explain,
            &[&group(draws), &group(s.non_terminal), &percent(share, t)],
        ),
    );
    let cols = &s.draws_by_pieces_on_board;
    if cols.is_empty() {
        missing(h, t);
        h.push_str("</section>");
        return;
    }
    draw_columns(h, cols, t, lang);
    h.push_str("</section>");
}

/// The draws by pieces on the board (`cols`) as columns, with their hidden table.
fn draw_columns(h: &mut String, cols: &[u64], t: &FindingsText, lang: Lang) {
    let max = cols.iter().copied().max().unwrap_or(0).max(1);
    let (peak_at, peak) = cols
        .iter()
        .copied()
        .enumerate()
        .max_by_key(|&(i, n)| (n, std::cmp::Reverse(i)))
        .unwrap_or((0, 0));
    const TOP: f64 = 16.0;
    const PLOT: f64 = 110.0;
    let col_w = 340.0 / cols.len() as f64;
    let bottom = TOP + PLOT;
    svg_open(
        h,
        "draw-columns",
        360,
        bottom as u32 + 30,
        &fill(t.draws_chart, &[&peak_at, &group(peak)]),
    );
    let _ = write!(
        h,
        r#"<line class="base" x1="10" y1="{bottom}" x2="350" y2="{bottom}"/>"#
    );
    for (i, &n) in cols.iter().enumerate() {
        let x = 10.0 + col_w * i as f64;
        let hgt = if n == 0 {
            0.0
        } else {
            (PLOT * n as f64 / max as f64).max(1.5)
        };
        let cx = x + col_w / 2.0;
        let _ = write!(
            h,
            r#"<g class="col"><title>{}</title><rect class="draw" x="{:.1}" y="{:.1}" width="{:.1}" height="{hgt:.1}"/>"#,
            esc(&fill(t.draws_bar, &[&i, &group(n)])),
            x + 2.0,
            bottom - hgt,
            col_w - 4.0
        );
        if n > 0 {
            let _ = write!(
                h,
                r#"<text class="value" x="{cx:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                bottom - hgt - 3.0,
                esc(&compact(n, lang))
            );
        }
        let _ = write!(
            h,
            r#"<text class="tick" x="{cx:.1}" y="{}" text-anchor="middle">{i}</text></g>"#,
            bottom + 12.0
        );
    }
    let _ = write!(
        h,
        r#"<text class="axis" x="180" y="{}" text-anchor="middle">{}</text></svg>"#,
        bottom + 26.0,
        esc(t.axis_pieces)
    );
    let table: Vec<Vec<String>> = cols
        .iter()
        .enumerate()
        .map(|(p, &n)| vec![p.to_string(), group(n)])
        .collect();
    hidden_table(h, t.draws_title, &[t.col_pieces, t.draws], &table);
}
