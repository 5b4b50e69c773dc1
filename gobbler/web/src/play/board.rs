//! The board: 64 squares as buttons (each labelled for screen readers with what it holds and
//! what picking it would do) under an SVG overlay of arrows.

use std::fmt::Write as _;

use gobbler_rules::{Square, Turn};

use super::advice;
use super::choices::Choices;
use super::widgets::attr;
use crate::action::{ACTION, SQUARE};
use crate::html::{arrows_svg, esc, piece, play_arrows, Arrow};
use crate::i18n::{fill, Messages};
use crate::model::{Model, Msg};

/// What the board shows besides the pieces: the steps being made, the Gobbler's path being
/// chosen and the hint asked for (the suggested turn, not played: [`advice::arrows`]); with
/// none of these, the last two turns (see [`last_round`]). The last turn's squares stay marked
/// until the next turn is played, as a chess board keeps the last move's squares lit.
fn overlay(m: &Model) -> (Vec<Arrow>, Vec<(Square, &'static str)>) {
    let mut arrows: Vec<Arrow> = m
        .steps
        .iter()
        .map(|s| Arrow {
            from: s.from,
            to: s.to,
            class: "step",
        })
        .collect();
    for w in m.path.windows(2) {
        arrows.push(Arrow {
            from: w[0],
            to: w[1],
            class: "hop",
        });
    }
    let hint = advice::arrows(m);
    let show_last = m.steps.is_empty() && m.from.is_none() && m.path.is_empty() && hint.is_empty();
    arrows.extend(hint);
    let mut marks = Vec::new();
    if show_last {
        last_round(m, &mut arrows, &mut marks);
    } else if let Some(last) = m.game.turns().len().checked_sub(1) {
        marks.extend(ends(m, last));
    }
    (arrows, marks)
}

/// The last two turns, until the person to move picks something: the one before faded (`old`),
/// the last one in full with its squares marked (`last-from`, `last-to`). A Littles' turn is
/// drawn as its steps, a Gobbler move as its hops, its scatter and what it ate; so the
/// computer's reply never hides the person's own move, and its steps are seen, not only written.
fn last_round(m: &Model, arrows: &mut Vec<Arrow>, marks: &mut Vec<(Square, &'static str)>) {
    let n = m.game.turns().len();
    for i in n.saturating_sub(2)..n {
        let last = i + 1 == n;
        let (a, mk) = turn_overlay(m, i);
        if last {
            arrows.extend(a);
            marks.extend(mk);
            marks.extend(ends(m, i));
        } else {
            arrows.extend(a.into_iter().map(|a| Arrow {
                class: faded(a.class),
                ..a
            }));
            marks.extend(mk.into_iter().map(|(s, c)| (s, faded(c))));
        }
    }
}

/// Turn `i` as arrows and marks.
fn turn_overlay(m: &Model, i: usize) -> (Vec<Arrow>, Vec<(Square, &'static str)>) {
    match m.game.turns().get(i) {
        Some(Turn::Littles(t)) => (
            t.steps()
                .iter()
                .map(|s| Arrow {
                    from: s.from,
                    to: s.to,
                    class: "step",
                })
                .collect(),
            Vec::new(),
        ),
        Some(Turn::Gobbler(_)) => m
            .game
            .report(i)
            .map(|p| play_arrows(&p))
            .unwrap_or_default(),
        None => (Vec::new(), Vec::new()),
    }
}

/// Where turn `i` started and ended: each step's squares, or the Gobbler's first and last.
fn ends(m: &Model, i: usize) -> Vec<(Square, &'static str)> {
    match m.game.turns().get(i) {
        Some(Turn::Littles(t)) => t
            .steps()
            .iter()
            .flat_map(|s| [(s.from, "last-from"), (s.to, "last-to")])
            .collect(),
        Some(Turn::Gobbler(mv)) => vec![(mv.from(), "last-from"), (mv.to(), "last-to")],
        None => Vec::new(),
    }
}

/// The class of an arrow or a mark of the turn before the last (drawn faded).
fn faded(class: &'static str) -> &'static str {
    match class {
        "step" => "step old",
        "hop" => "hop old",
        "ran" => "ran old",
        "slid" => "slid old",
        "eaten" => "eaten old",
        "starved" => "starved old",
        other => other,
    }
}

/// Draws the board of `m`.
pub fn render(h: &mut String, m: &Model, t: &Messages, c: &Choices) {
    let (arrows, marks) = overlay(m);
    let _ = write!(
        h,
        // One stop of the Tab key (`web_kit::roving`); the arrows walk it (`action::arrow`).
        r#"<div class="gb-board" role="group" aria-label="{}" data-position="{}" data-roving="board">"#,
        esc(t.play.board),
        esc(&m.position().to_string())
    );
    for rank in (1..=8i8).rev() {
        for file in 0..8i8 {
            if let Some(sq) = Square::from_file_rank(file, rank) {
                square(h, m, t, c, sq, &marks);
            }
        }
    }
    h.push_str("</div>");
    arrows_svg(h, &arrows, (0, 7), (1, 8));
}

/// One square's button: its classes (shade, picked, target, landing, marks), its label, the
/// pieces drawn (the steps being made applied), a landing's badge, and the rank and file names
/// along the edges.
fn square(
    h: &mut String,
    m: &Model,
    t: &Messages,
    c: &Choices,
    sq: Square,
    marks: &[(Square, &'static str)],
) {
    let shown = &c.shown;
    let (file, rank) = (sq.file(), sq.rank());
    let shade = if (file + rank) % 2 == 1 {
        "dark"
    } else {
        "light"
    };
    let mut class = format!("gb-sq {shade}");
    let mut label = t.play.square(
        sq,
        shown.count(sq),
        shown.is_gobbler(sq),
        c.starving.contains(sq),
    );
    if m.from == Some(sq) || m.path.first() == Some(&sq) || m.path.get(1) == Some(&sq) {
        class.push_str(" sel");
    }
    if c.targets.contains(&sq) {
        class.push_str(" target");
    }
    if c.movable.contains(&sq) {
        class.push_str(" movable");
    }
    let landing = c.landings.iter().find(|l| l.square == sq);
    if let Some(l) = landing {
        match l.ends {
            Some(mv) => {
                class.push_str(" landing");
                label = format!(
                    "{label}; {}",
                    t.play.landing(&mv.to_string(), l.hops, l.scatter)
                );
            }
            None => {
                class.push_str(" hop-on");
                label = format!("{label}; {}", fill(t.play.hop_on, &[&sq, &l.hops]));
            }
        }
    }
    for (_, mk) in marks.iter().filter(|(s, _)| *s == sq) {
        class.push(' ');
        class.push_str(mk);
    }
    let _ = write!(
        h,
        r#"<button type="button" class="{class}" {ACTION}="{}" {SQUARE}="{sq}" aria-label="{}">"#,
        attr(&Msg::Square(sq)),
        esc(&label)
    );
    piece(h, shown, sq, c.starving);
    if let Some(l) = landing {
        let badge = match l.ends {
            Some(_) => format!("{}", l.hops + l.scatter),
            None => "…".to_string(),
        };
        let _ = write!(
            h,
            r#"<span class="gb-badge" aria-hidden="true">{badge}</span>"#
        );
    }
    edge_names(h, file, rank);
    h.push_str("</button>");
}

/// The edge's rank and file names of the square at `file`, `rank`, drawn by the stylesheet from
/// `data-c`: the button's visible text is then only what its name says too (the square's name,
/// not half of it).
fn edge_names(h: &mut String, file: i8, rank: i8) {
    if file == 0 {
        let _ = write!(
            h,
            r#"<span class="gb-rk" data-c="{rank}" aria-hidden="true"></span>"#
        );
    }
    if rank == 1 {
        let _ = write!(
            h,
            r#"<span class="gb-fl" data-c="{}" aria-hidden="true"></span>"#,
            (b'a' + file as u8) as char
        );
    }
}
