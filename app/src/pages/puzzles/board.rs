//! The puzzle's board as HTML: the squares and the solver's reserve pieces are buttons, drawn
//! as the game pages draw theirs (`data-square` for the arrow keys, the piece picked up marked
//! `selected` and `aria-pressed`, the last move ringed); the opponent's reserve is shown only.

use std::fmt::Write;

use gobblet_rules::{Move, Player, Position, Size, Variant};

use super::{Pick, PuzzleMsg, Puzzles};
use crate::html::{self, esc, line_squares, on_line, player_class, size_class};
use crate::i18n::{fill, UiText};

/// The position string (for links and tests), then the board between the reserves: the
/// opponent's above, the solver's below. `waiting`: drawn while the puzzles load, `inert`
/// (nothing to tap, nor a tap the page's early-tap recorder could replay on the puzzle).
pub(super) fn board(
    h: &mut String,
    p: &Puzzles,
    pos: &Position,
    variant: &Variant,
    ui: &UiText,
    waiting: bool,
) {
    let solver = p.solver().unwrap_or(Player::P1);
    let _ = write!(
        h,
        r#"<div id="puzzle" class="puzzle-board{}" data-position="{}"{}>"#,
        if waiting { " waiting" } else { "" },
        esc(&pos.to_string()),
        if waiting { " inert" } else { "" }
    );
    reserve(h, p, pos, variant, ui, solver.opponent());
    let lines = match pos.status(variant) {
        gobblet_rules::Status::Line { lines, .. } => line_squares(lines),
        _ => 0,
    };
    let last = p.line.last().copied();
    html::board(h, "puzzle-grid", "board puzzle-grid", ui.board, |h, sq| {
        let stack: Vec<(Player, Size)> = pos.stack(sq).collect();
        let words = ui.stack_words(&stack);
        let selected = p.selected == Some(Pick::Board(sq));
        let mut class = String::from("sq");
        for (on, name) in [
            (selected, " selected"),
            (on_line(lines, sq), " winline"),
            (last.and_then(Move::from) == Some(sq), " last-from"),
            (last.map(Move::to) == Some(sq), " last-to"),
        ] {
            if on {
                class.push_str(name);
            }
        }
        let _ = write!(
            h,
            r#"<button type="button" class="{class}" data-square="{sq}" data-msg="{}" aria-label="{}"{}>"#,
            PuzzleMsg::Square(sq).to_attr(),
            esc(&format!("{sq}: {words}")),
            pressed(selected)
        );
        html::stack(h, &stack, 0);
        h.push_str("</button>");
    });
    reserve(h, p, pos, variant, ui, solver);
    h.push_str("</div>");
}

/// A player's reserve: the solver's pieces are buttons (a size with none left disabled), the
/// opponent's are shown only.
fn reserve(
    h: &mut String,
    p: &Puzzles,
    pos: &Position,
    variant: &Variant,
    t: &UiText,
    player: Player,
) {
    let _ = write!(
        h,
        r#"<div id="puzzle-reserve-{0}" class="reserve {0}" role="group" aria-label="{1}" data-roving="reserve"><span class="who">{2}</span>"#,
        player_class(player),
        esc(&fill(t.reserve, &[&t.player(player)])),
        esc(t.player(player))
    );
    let mine = p.solver() == Some(player);
    for size in Size::ALL {
        let count = pos.reserve(variant, player, size);
        let label = fill(t.reserve_piece, &[&t.player(player), &t.size(size), &count]);
        let classes = format!("res {} {}", player_class(player), size_class(size));
        if mine {
            let selected = p.selected == Some(Pick::Reserve(size));
            let _ = write!(
                h,
                r#"<button type="button" class="{classes}{}" data-msg="{}" aria-label="{}"{}{}>"#,
                if selected { " selected" } else { "" },
                PuzzleMsg::Reserve(size).to_attr(),
                esc(&label),
                pressed(selected),
                if count == 0 { " disabled" } else { "" }
            );
        } else {
            let _ = write!(
                h,
                r#"<span class="{classes}{}" role="img" aria-label="{}">"#,
                if count == 0 { " none-left" } else { "" },
                esc(&label)
            );
        }
        html::push_piece(h, player, size, "");
        let _ = write!(h, r#"<span class="count">×{count}</span>"#);
        h.push_str(if mine { "</button>" } else { "</span>" });
    }
    h.push_str("</div>");
}

/// The mark of the piece picked up, as the game pages write it (on that control only).
fn pressed(selected: bool) -> &'static str {
    if selected {
        r#" aria-pressed="true""#
    } else {
        ""
    }
}
