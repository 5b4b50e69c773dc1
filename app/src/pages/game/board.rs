//! The game pages' play area: the board (the position shown, or a previewed line's end with its
//! moves numbered) between the two reserves, every square and reserve piece a control.

use std::fmt::Write;

use gobblet_rules::{Move, Player, Position, Size, Square};
use gobblet_tablebase::Lookup;

use super::actions::attr;
use super::text::label;
use crate::html::{self, esc, line_squares, on_line, player_class, size_class};
use crate::i18n::{fill, PreviewText, UiText};
use crate::model::{GameState, Model, Msg, Preview, Selection};

/// The move that led to the position shown, if any: said above the board and marked on it.
pub(super) fn last_move(m: &Model) -> Option<Move> {
    let g = m.game();
    g.ply()
        .checked_sub(1)
        .and_then(|i| g.moves().get(i))
        .copied()
}

/// The board between the two reserves, with the values of `moves` (the position's moves, best
/// first) on their squares; a previewed line's end instead of the position, its moves numbered.
pub(super) fn play_area(
    h: &mut String,
    m: &Model,
    (t, rt): (&UiText, &PreviewText),
    moves: &[(Move, Lookup)],
    state: GameState,
) {
    // A previewed move's line is drawn instead of the position, its moves numbered.
    let preview = m.preview.as_ref();
    let board = Board {
        m,
        t,
        rt,
        moves,
        pos: preview.map_or(m.position(), |p| p.end()),
        preview,
        show: m.values_shown(),
        // The winning line(s), highlighted.
        win_squares: match state {
            GameState::Line(_, lines) => line_squares(lines),
            _ => 0,
        },
        // Not marked over a preview.
        last_move: last_move(m),
    };
    h.push_str(r#"<div class="play-area">"#);
    h.push_str(&reserve(m, t, Player::P2, moves, board.pos));
    let order = m.view.squares();
    let board_class = if preview.is_some() {
        "board preview"
    } else {
        "board"
    };
    html::board_in(h, "board", board_class, t.board, order, |h, sq| {
        board.square(h, sq);
    });
    h.push_str(&reserve(m, t, Player::P1, moves, board.pos));
    h.push_str("</div>");
}

/// What the board's squares are drawn from.
struct Board<'a> {
    m: &'a Model,
    t: &'a UiText,
    rt: &'a PreviewText,
    /// The position's moves with their values, best first.
    moves: &'a [(Move, Lookup)],
    /// The position drawn: the one shown, or a previewed line's end.
    pos: Position,
    preview: Option<&'a Preview>,
    /// Whether values are shown.
    show: bool,
    /// The squares of the winning line(s).
    win_squares: u16,
    /// The move that led to the position shown.
    last_move: Option<Move>,
}

impl Board<'_> {
    /// The previewed line's moves that land on `sq`, numbered from 1.
    fn numbers(&self, sq: Square) -> Vec<(usize, Move)> {
        self.preview
            .map(|p| p.moves())
            .unwrap_or_default()
            .into_iter()
            .enumerate()
            .filter(|(_, (mv, _))| mv.to() == sq)
            .map(|(i, (mv, _))| (i + 1, mv))
            .collect()
    }

    /// The move to `sq` whose value the square shows: the first (best) one that fits the
    /// selection.
    fn shown(&self, sq: Square) -> Option<(Move, Lookup)> {
        self.moves.iter().copied().find(|(mv, _)| {
            mv.to() == sq
                && match self.m.selected {
                    Some(Selection::Reserve(size)) => *mv == Move::Place { size, to: sq },
                    Some(Selection::Board(from)) => mv.from() == Some(from),
                    None => true,
                }
        })
    }

    /// The preview's numbers on square `sq`: drawn into `label_html`, said side by side in
    /// `words` as they are drawn.
    fn preview_numbers(&self, sq: Square, label_html: &mut String, words: &mut Vec<String>) {
        let rt = self.rt;
        let numbers = self.numbers(sq);
        for (i, _) in &numbers {
            // A space between (not drawn: they are placed absolutely) keeps the numbers apart
            // in the text a speech user reads.
            let _ = write!(label_html, r#"<span class="pv-num">{i}</span> "#);
        }
        match numbers.as_slice() {
            [] => {}
            [(i, mv)] => words.push(fill(rt.preview_square, &[i, mv])),
            several => {
                let join = |f: &dyn Fn(&(usize, Move)) -> String, sep: &str| {
                    several.iter().map(f).collect::<Vec<_>>().join(sep)
                };
                words.push(fill(
                    rt.preview_squares,
                    &[
                        &join(&|(i, _)| i.to_string(), rt.preview_sep),
                        &join(&|(_, mv)| mv.to_string(), rt.preview_sep),
                    ],
                ));
            }
        }
    }

    /// Square `sq`: its stack, its words, the value of moving there, and its marks.
    fn square(&self, h: &mut String, sq: Square) {
        let t = self.t;
        let stack: Vec<(Player, Size)> = self.pos.stack(sq).collect();
        // With buried pieces hidden only the top piece is drawn or named; a rim (and the
        // words) say that something is under it, not what.
        let hidden = if self.m.hide_buried {
            stack.len().saturating_sub(1)
        } else {
            0
        };
        let mut classes = vec!["sq".to_string()];
        let mut label_html = String::new();
        // The square, then its stack top piece first; the value's visible label is said too
        // (a speech user says what is seen).
        let shown_stack = t.stack_words(&stack[hidden..]);
        let mut words = vec![format!(
            "{sq}: {}",
            if hidden > 0 {
                fill(t.covering_hidden, &[&shown_stack])
            } else {
                shown_stack
            }
        )];
        self.preview_numbers(sq, &mut label_html, &mut words);
        if let Some((mv, l)) = self
            .shown(sq)
            .filter(|_| self.show && self.preview.is_none())
        {
            let (class, short, long) = label(t, l, self.pos.side_to_move());
            classes.push(class.into());
            let _ = write!(label_html, r#"<span class="label">{}</span>"#, esc(&short));
            words.push(format!("{short}: {mv} {long}"));
        }
        if self.m.selected == Some(Selection::Board(sq)) {
            classes.push("selected".into());
        }
        if on_line(self.win_squares, sq) {
            classes.push("winline".into());
        }
        if let Some(last) = self.last_move.filter(|_| self.preview.is_none()) {
            if last.from() == Some(sq) {
                classes.push("last-from".into());
            }
            if last.to() == sq {
                classes.push("last-to".into());
            }
        }
        let _ = write!(
            h,
            r#"<button class="{}" {} aria-label="{}"{}>"#,
            classes.join(" "),
            attr(&Msg::Square(sq)),
            esc(&words.join("; ")),
            if self.m.selected == Some(Selection::Board(sq)) {
                r#" aria-pressed="true""#
            } else {
                ""
            }
        );
        html::stack(h, &stack, hidden);
        let _ = write!(h, "{label_html}</button>");
    }
}

/// A player's reserve: a control per size, with its count and, at the side to move's turn, the
/// value of placing it.
fn reserve(
    m: &Model,
    t: &UiText,
    player: Player,
    moves: &[(Move, Lookup)],
    pos: gobblet_rules::Position,
) -> String {
    let previewing = pos != m.position();
    // One stop of the Tab key, the arrows between its pieces (`web_kit::roving`).
    let mut h = format!(
        r#"<div id="reserve-{0}" class="reserve {0}" role="group" aria-label="{1}" data-roving="reserve">"#,
        player_class(player),
        esc(&fill(t.reserve, &[&t.player(player)]))
    );
    // The side's colour, and who moves first or second under it.
    let _ = write!(
        h,
        r#"<span class="who">{}<small>{}</small></span>"#,
        esc(t.player(player)),
        esc(t.player_tag(player))
    );
    for size in Size::ALL {
        let count = pos.reserve(&m.variant, player, size);
        let mut classes = vec![
            "res".to_string(),
            player_class(player).to_string(),
            size_class(size).to_string(),
        ];
        let mut label_html = String::new();
        let mut name = fill(t.reserve_piece, &[&t.player(player), &t.size(size), &count]);
        if player == pos.side_to_move() && m.values_shown() && !previewing {
            if let Some((mv, l)) = moves
                .iter()
                .find(|(mv, _)| matches!(mv, Move::Place { size: s, .. } if *s == size))
            {
                let (class, short, long) = label(t, *l, player);
                classes.push(class.into());
                let _ = write!(label_html, r#"<span class="label">{}</span>"#, esc(&short));
                // After the count, as drawn: the visible label, then the best placement.
                let _ = write!(name, "; {short}: {mv} {long}");
            }
        }
        let selected = m.selected == Some(Selection::Reserve(size))
            && player == pos.side_to_move()
            && !previewing;
        if selected {
            classes.push("selected".into());
        }
        let _ = write!(
            h,
            r#"<button class="{}" {} aria-label="{}"{}{}>"#,
            classes.join(" "),
            attr(&Msg::Reserve(player, size)),
            esc(&name),
            if count == 0 { " disabled" } else { "" },
            if selected {
                r#" aria-pressed="true""#
            } else {
                ""
            },
        );
        html::push_piece(&mut h, player, size, "");
        let _ = write!(
            h,
            // The space (not drawn in the flex row) keeps the count and the label two words.
            r#"<span class="count">×{count}</span> {label_html}</button>"#
        );
    }
    h.push_str("</div>");
    h
}
