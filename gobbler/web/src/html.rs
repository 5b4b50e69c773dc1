//! The HTML kit both screens draw with: escaping, the pieces on a square, arrows in an SVG
//! overlay, the small boards of the rules screen, and a Gobbler move's hops and scatter as
//! arrows and marks.

use std::fmt::Write as _;

use gobbler_rules::{Fate, GobblerPlay, Position, Side, Square, SquareSet};

/// Escapes text for HTML (the shared web kit's).
pub use web_kit::esc;

/// An arrow on a board: from the centre of one square to another, with a class (`step`, `hop`,
/// `ran`, `slid`, `hint`; its first word names the arrowhead, more words may follow: `old`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Where it starts.
    pub from: Square,
    /// Where it points.
    pub to: Square,
    /// Its CSS class.
    pub class: &'static str,
}

/// The arrows and marks of a Gobbler move: its hops, and each scattered stack (an arrow to
/// where it went, or a mark where it was eaten).
#[must_use]
pub fn play_arrows(play: &GobblerPlay) -> (Vec<Arrow>, Vec<(Square, &'static str)>) {
    let mut arrows = Vec::new();
    let mut marks = Vec::new();
    for w in play.mv.path().windows(2) {
        arrows.push(Arrow {
            from: w[0],
            to: w[1],
            class: "hop",
        });
    }
    for s in play.scattered() {
        match s.fate.landing() {
            Some(to) => arrows.push(Arrow {
                from: s.from,
                to,
                class: fate_class(s.fate),
            }),
            None => marks.push((s.from, "eaten")),
        }
    }
    for sq in play.starved.iter() {
        marks.push((sq, "starved"));
    }
    (arrows, marks)
}

fn centre(sq: Square, files: (i8, i8), ranks: (i8, i8)) -> (f32, f32) {
    (
        f32::from(sq.file() - files.0) + 0.5,
        f32::from(ranks.1 - sq.rank()) + 0.5,
    )
}

/// The SVG overlay of arrows over a board of files `files.0..=files.1` and ranks
/// `ranks.0..=ranks.1` (one unit per square).
pub fn arrows_svg(h: &mut String, arrows: &[Arrow], files: (i8, i8), ranks: (i8, i8)) {
    let (w, hgt) = (files.1 - files.0 + 1, ranks.1 - ranks.0 + 1);
    let _ = write!(
        h,
        r#"<svg class="gb-arrows" viewBox="0 0 {w} {hgt}" aria-hidden="true" focusable="false">"#
    );
    h.push_str(r#"<defs>"#);
    for class in ["step", "hop", "ran", "slid", "hint"] {
        let _ = write!(
            h,
            r#"<marker id="gb-head-{class}" class="gb-head-{class}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker>"#
        );
    }
    h.push_str("</defs>");
    for a in arrows {
        let (x1, y1) = centre(a.from, files, ranks);
        let (x2, y2) = centre(a.to, files, ranks);
        // Stop short of the centres so the counts stay readable.
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(0.01);
        let (sx, sy) = (dx / len * 0.22, dy / len * 0.22);
        let _ = write!(
            h,
            r#"<line class="gb-arrow {c}" x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" marker-end="url(#gb-head-{head})"/>"#,
            x1 + sx,
            y1 + sy,
            x2 - sx,
            y2 - sy,
            c = a.class,
            head = a.class.split(' ').next().unwrap_or(a.class)
        );
    }
    h.push_str("</svg>");
}

/// What a square of a board looks like: its Littles, or a Gobbler (starving or not).
pub fn piece(h: &mut String, pos: &Position, sq: Square, starving: SquareSet) {
    if pos.is_gobbler(sq) {
        if starving.contains(sq) {
            h.push_str(r#"<span class="gb-gob starving" aria-hidden="true"></span><span class="gb-x" aria-hidden="true">✕</span>"#);
        } else {
            h.push_str(r#"<span class="gb-gob" aria-hidden="true"></span>"#);
        }
    } else {
        let n = pos.count(sq);
        if n > 0 {
            let size = match n {
                1 => "n1",
                2..=3 => "n2",
                _ => "n4",
            };
            let _ = write!(
                h,
                r#"<span class="gb-lit {size}" aria-hidden="true">{n}</span>"#
            );
        }
    }
}

/// A small board for the rules screen (no buttons): files and ranks in the given ranges, marks
/// (`eaten`, `starved`, `focus`) on squares, arrows over it.
pub fn mini_board(
    h: &mut String,
    pos: &Position,
    files: (i8, i8),
    ranks: (i8, i8),
    arrows: &[Arrow],
    marks: &[(Square, &'static str)],
    label: &str,
) {
    let starving = if pos.side() == Side::Gobblers {
        pos.starving()
    } else {
        SquareSet::EMPTY
    };
    let w = files.1 - files.0 + 1;
    let _ = write!(
        h,
        r#"<div class="gb-mini" style="--cols:{w}" role="img" aria-label="{}"><div class="gb-grid">"#,
        esc(label)
    );
    for rank in (ranks.0..=ranks.1).rev() {
        for file in files.0..=files.1 {
            let Some(sq) = Square::from_file_rank(file, rank) else {
                continue;
            };
            let shade = if (file + rank) % 2 == 1 {
                "dark"
            } else {
                "light"
            };
            let mut class = format!("gb-cell {shade}");
            for (_, m) in marks.iter().filter(|(s, _)| *s == sq) {
                class.push(' ');
                class.push_str(m);
            }
            let _ = write!(h, r#"<div class="{class}">"#);
            piece(h, pos, sq, starving);
            if file == files.0 {
                let _ = write!(h, r#"<span class="gb-rk">{rank}</span>"#);
            }
            if rank == ranks.0 {
                let _ = write!(
                    h,
                    r#"<span class="gb-fl">{}</span>"#,
                    (b'a' + file as u8) as char
                );
            }
            h.push_str("</div>");
        }
    }
    h.push_str("</div>");
    arrows_svg(h, arrows, files, ranks);
    h.push_str("</div>");
}

/// The kind of a fate, for the page's classes (`ran`, `slid`, `eaten`).
#[must_use]
pub fn fate_class(f: Fate) -> &'static str {
    match f {
        Fate::Ran { .. } => "ran",
        Fate::Slid { .. } => "slid",
        _ => "eaten",
    }
}
