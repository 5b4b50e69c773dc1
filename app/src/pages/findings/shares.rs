//! The findings page's shares (immediate wins, single winning moves, pins) and the deepest win,
//! its positions drawn as small boards that link into the explorer.

use std::fmt::Write as _;

use gobblet_rules::Position;
use gobblet_tablebase::stats::Stats;

use super::parts::{missing, section};
use super::{group, percent};
use crate::html::{self, esc, hidden_table, svg_open};
use crate::i18n::{fill, FindingsText};
use crate::link::{self, Link};

/// Immediate wins, single winning moves and pins as shares, and the deepest win.
pub(super) fn shares_section(h: &mut String, s: &Stats, t: &FindingsText) {
    section(h, "shares", t.shares_title, t.shares_explain);
    let rows = share_rows(s, t);
    if rows.is_empty() {
        missing(h, t);
    } else {
        share_bars(h, &rows, t);
    }
    if s.single_fastest_share().is_some() {
        let _ = write!(h, r#"<p class="note">{}</p>"#, esc(t.single_explain));
    }
    if s.pinned_share().is_some() {
        let _ = write!(h, r#"<p class="note">{}</p>"#, esc(t.pinned_explain));
    }
    if let Some(d) = s.deepest_win {
        let _ = write!(
            h,
            r#"<p class="headline deepest">{}</p>"#,
            esc(&fill(t.deepest, &[&d.plies, &group(d.positions)]))
        );
        deepest_boards(h, s, t, d.plies);
    }
    h.push_str("</section>");
}

/// A row of the shares chart: its class, its words, the share, and the count of how many (if
/// the file has it).
type ShareRow = (&'static str, &'static str, f64, Option<u64>, u64);

/// The shares the file has, each with the count it is a share of.
fn share_rows(s: &Stats, t: &FindingsText) -> Vec<ShareRow> {
    [
        (
            "immediate",
            t.share_immediate,
            s.immediate_share(),
            s.immediate_wins,
            s.non_terminal,
        ),
        (
            "single",
            t.share_single,
            s.single_share(),
            s.single_winning_move,
            s.won(),
        ),
        (
            "fastest",
            t.share_single_fastest,
            s.single_fastest_share(),
            s.single_fastest_move,
            s.won(),
        ),
        (
            "pinned",
            t.share_pinned,
            s.pinned_share(),
            s.pinned,
            s.non_terminal,
        ),
    ]
    .into_iter()
    .filter_map(|(c, l, sh, n, of)| sh.map(|sh| (c, l, sh, n, of)))
    .collect()
}

/// The shares as bars, with their hidden table.
fn share_bars(h: &mut String, rows: &[ShareRow], t: &FindingsText) {
    const ROW: u32 = 40;
    let label = rows
        .iter()
        .map(|&(_, l, sh, _, _)| format!("{l}: {}", percent(sh, t)))
        .collect::<Vec<_>>()
        .join("; ");
    svg_open(
        h,
        "shares",
        360,
        rows.len() as u32 * ROW + 2,
        &fill(t.shares_chart, &[&label]),
    );
    for (i, &(class, l, sh, n, of)) in rows.iter().enumerate() {
        let y = i as u32 * ROW;
        let title = match n {
            Some(n) => format!("{l}: {}", fill(t.share_of, &[&group(n), &group(of)])),
            None => l.to_string(),
        };
        let _ = write!(
            h,
            r#"<g class="share {class}"><title>{}</title><text class="share-label" x="0" y="{}">{}</text><text class="share-value" x="360" y="{}" text-anchor="end">{}</text><rect class="track" x="0" y="{}" width="360" height="14" rx="3"/><rect class="fill" x="0" y="{}" width="{:.1}" height="14" rx="3"/></g>"#,
            esc(&title),
            y + 13,
            esc(l),
            y + 13,
            esc(&percent(sh, t)),
            y + 19,
            y + 19,
            360.0 * sh.clamp(0.0, 1.0)
        );
    }
    h.push_str("</svg>");
    let table: Vec<Vec<String>> = rows
        .iter()
        .map(|&(_, l, sh, n, of)| {
            vec![
                l.to_string(),
                percent(sh, t),
                n.map_or(String::new(), |n| {
                    fill(t.share_of, &[&group(n), &group(of)])
                }),
            ]
        })
        .collect();
    hidden_table(
        h,
        t.shares_title,
        &[t.col_what, t.col_share, t.col_positions],
        &table,
    );
}

/// The deepest win's positions as small boards, each a link into the explorer. Strings that do
/// not parse as positions (a file from elsewhere) are left out.
fn deepest_boards(h: &mut String, s: &Stats, t: &FindingsText, plies: u32) {
    let positions: Vec<Position> = s
        .deepest_win_positions
        .iter()
        .filter_map(|p| p.parse().ok())
        .collect();
    if positions.is_empty() {
        return;
    }
    let _ = write!(
        h,
        r#"<p class="note">{}</p><ul class="deepest-boards">"#,
        esc(t.deepest_boards)
    );
    for (i, pos) in positions.iter().enumerate() {
        let label = fill(t.deepest_board_label, &[pos, &plies]);
        let href = deepest_href(*pos);
        let _ = write!(
            h,
            r#"<li><a class="deepest-board" href="{}" aria-label="{}" title="{}">"#,
            esc(&href),
            esc(&label),
            esc(&label)
        );
        html::board(h, &format!("deepest-{i}"), "mini-board", &label, |h, sq| {
            h.push_str(r#"<span class="mini-sq">"#);
            let stack: Vec<_> = pos.stack(sq).collect();
            if !stack.is_empty() {
                html::stack(h, &stack, 0);
            }
            h.push_str("</span>");
        });
        h.push_str("</a></li>");
    }
    h.push_str("</ul>");
}

/// The explorer's address of `pos`, relative to the page: `?p=…`, or `./` for the start (whose
/// link has no query; an empty `href` would point at this page).
pub(super) fn deepest_href(pos: Position) -> String {
    let query = link::encode(&Link::at(pos));
    if query.is_empty() {
        "./".into()
    } else {
        query
    }
}
