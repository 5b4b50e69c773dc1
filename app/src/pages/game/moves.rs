//! The game pages' list of moves: every legal move with its value, best first (grouped by the
//! position's symmetry if asked), the moves that reveal a line said under it, and the preview's
//! room.

use std::fmt::Write;

/// Where the focus goes when the move it was on is gone (a move played from the list): the next
/// list's first move, else the board's tab stop (the runtime's `data-refocus`).
const REFOCUS: &str = "#moves button.mv|#board button[tabindex='0']";

use gobblet_rules::{Move, Player, Position, Value};
use gobblet_tablebase::Lookup;

use super::actions::attr;
use super::preview;
use super::text::label;
use crate::grouping;
use crate::html::esc;
use crate::i18n::{fill, GuideText, PreviewText, Tables, UiText};
use crate::model::{Model, Msg};
use crate::reveal::{revealed_by, Revealed};

/// The moves of the position shown, best first (in a game without hints: the legal moves, in
/// order), each a control that plays it; `moves` are its moves with their values, best first.
pub(super) fn list(
    h: &mut String,
    m: &Model,
    (t, rt): (&UiText, &PreviewText),
    moves: &[(Move, Lookup)],
) {
    let pos = m.position();
    let side = pos.side_to_move();
    let show = m.values_shown();
    let preview = m.preview.as_ref();
    let heading = if show { t.moves_for } else { t.legal_moves_for };
    let _ = write!(h, r#"<h2>{}</h2>"#, esc(&fill(heading, &[&t.player(side)])));
    if show {
        h.push_str(&legend(t, &m.lang.messages().guide, side, moves));
    }
    let _ = write!(
        h,
        r#"<ol id="moves" class="moves" data-refocus="{REFOCUS}">"#
    );
    let mut listed = moves.to_vec();
    if !show {
        gobblet_rules::sort::by_key(&mut listed, |(mv, _)| *mv);
    }
    // Grouped: each set of moves the position's symmetry maps onto each other, once.
    let groups: Vec<Vec<(Move, Lookup)>> = if m.group_same {
        grouping::group(&pos, &listed)
    } else {
        listed.iter().map(|x| vec![*x]).collect()
    };
    for g in &groups {
        let (mv, l) = g[0];
        let same = same_moves(t, g);
        if show {
            let (class, short, mut long) = label(t, l, side);
            if let Some(r) = revealed_by(&m.variant, &pos, mv) {
                long = format!("{long}; {}", reveals_words(m, t, side.opponent(), r));
            }
            let previewed = if preview.is_some_and(|p| p.mv == mv) {
                " previewed"
            } else {
                ""
            };
            let _ = write!(
                h,
                // Named by its content: the move, the label shown, the value in words.
                r#"<li><button class="mv {class}{previewed}" {}><span class="name">{mv}</span> <span class="val">{}</span> <span class="words">{}</span>{same}</button></li>"#,
                attr(&Msg::Play(mv)),
                esc(&short),
                esc(&long)
            );
        } else {
            let _ = write!(
                h,
                r#"<li><button class="mv plain" {}><span class="name">{mv}</span>{same}</button></li>"#,
                attr(&Msg::Play(mv))
            );
        }
    }
    h.push_str("</ol>");
    // Below the list, so the list does not move under the pointer; the preview's room is
    // kept while nothing is previewed (a page that shrinks would scroll the list under it).
    if show {
        h.push_str(&reveal_note(m, t, &pos, moves));
        h.push_str(r#"<div id="preview-box" class="preview-box">"#);
        match preview {
            Some(p) => h.push_str(&preview::preview_note(t, rt, p)),
            None => {
                let _ = write!(h, r#"<p class="preview-hint">{}</p>"#, esc(rt.preview_hint));
            }
        }
        h.push_str("</div>");
    }
}

/// The moves of group `g` after its first (the same by the position's symmetry), said after
/// the first; nothing for a group of one.
fn same_moves(t: &UiText, g: &[(Move, Lookup)]) -> String {
    if g.len() < 2 {
        return String::new();
    }
    let others: Vec<String> = g[1..].iter().map(|(m, _)| m.to_string()).collect();
    format!(
        r#" <span class="same" data-count="{}">{}</span>"#,
        g.len(),
        esc(&fill(t.same_moves, &[&g.len(), &others.join(", ")]))
    )
}

/// The legend beside the list: what the labels' letters and colours mean, whose value it is,
/// what the number counts, read in moves on the list's first decided move (a win in 13 plies
/// where the list has none), and the reserve's counts.
fn legend(t: &UiText, g: &GuideText, side: Player, moves: &[(Move, Lookup)]) -> String {
    let chip = |class: &str, label: &str, words: &str| {
        format!(
            r#"<span class="legend-key"><span class="chip {class}">{}</span> {}</span>"#,
            esc(label),
            esc(words)
        )
    };
    let example = moves
        .iter()
        .find_map(|(_, l)| match l {
            Lookup::Known(v @ (Value::Win(_) | Value::Loss(_))) => Some(*v),
            _ => None,
        })
        .unwrap_or(Value::Win(13));
    let (_, short, words) = label(t, Lookup::Known(example), side);
    format!(
        r#"<div id="legend" class="legend" role="note" aria-label="{}"><p class="legend-keys">{}{}{}</p><p class="legend-plies">{} {}</p></div>"#,
        esc(g.legend_title),
        chip("win", &fill(t.label_win, &[&""]), g.legend_win),
        chip("loss", &fill(t.label_loss, &[&""]), g.legend_loss),
        chip("draw", t.label_draw, g.legend_draw),
        esc(&fill(g.legend_plies, &[&short, &words])),
        esc(&fill(g.legend_count, &[&2])),
    )
}

/// Why a listed move loses at once when revealing loses: `{opponent}`'s line(s) it reveals.
fn reveals_words(m: &Model, t: &UiText, opponent: Player, r: Revealed) -> String {
    fill(
        m.lang.messages().reveal.reveals_move,
        &[&t.player(opponent), &t.lines(r.lines)],
    )
}

/// Under `reveal = loses`, the listed moves that reveal a line, said in words under the list
/// (the list's buttons show only their value): one sentence per line revealed.
fn reveal_note(m: &Model, t: &UiText, pos: &Position, moves: &[(Move, Lookup)]) -> String {
    let mut by_lines: Vec<(u8, Vec<String>)> = Vec::new();
    for (mv, _) in moves {
        if let Some(r) = revealed_by(&m.variant, pos, *mv) {
            match by_lines.iter_mut().find(|(l, _)| *l == r.lines) {
                Some((_, list)) => list.push(mv.to_string()),
                None => by_lines.push((r.lines, vec![mv.to_string()])),
            }
        }
    }
    if by_lines.is_empty() {
        return String::new();
    }
    let rt = &m.lang.messages().reveal;
    let opponent = t.player(pos.side_to_move().opponent());
    let sentences: Vec<String> = by_lines
        .iter()
        .map(|(lines, list)| {
            fill(
                rt.reveals_note,
                &[&list.join(", "), &opponent, &t.lines(*lines)],
            )
        })
        .collect();
    format!(
        r#"<p id="reveal-note" class="reveal-note">{}</p>"#,
        esc(&sentences.join(" "))
    )
}
