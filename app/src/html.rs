//! The HTML kit every page draws with: escaping, the CSS classes of players and sizes, a piece,
//! the one board grid (every board on the site: the game pages, how to play, the editor), the
//! winning-line highlight, and the SVG chart and hidden-table helpers. It knows the rules' types
//! and nothing else of the app.

use gobblet_rules::{Player, Size, Square, LINES};
pub use web_kit::Html;

/// Escapes text for HTML (the shared web kit's, which its builder uses too).
pub use web_kit::esc;

/// The CSS class of a player's pieces (`p1`, `p2`; shared by every board on the site).
#[must_use]
pub fn player_class(p: Player) -> &'static str {
    match p {
        Player::P1 => "p1",
        Player::P2 => "p2",
    }
}

/// The CSS class of a size (`small`, `medium`, `large`).
#[must_use]
pub fn size_class(s: Size) -> &'static str {
    match s {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

/// Writes one piece into `h`, hidden from screen readers (its square or button says it in
/// words): `<span class="piece p1 small{extra}" aria-hidden="true"></span>`. The glyph, the
/// size's capital for both sides (`S`, `M`, `L`: a lower-case `l` reads as a capital `I`), is
/// drawn by the stylesheet from the size's class, so a control's visible text is only what its
/// name says too (a letter of the drawing is no label); the side is its colour and, for P2, an
/// inner ring (`static/style.css`).
pub fn push_piece(h: &mut String, p: Player, s: Size, extra: &str) {
    Html::on(h)
        .open("span")
        .attr(
            "class",
            format_args!("piece {} {}{extra}", player_class(p), size_class(s)),
        )
        .attr("aria-hidden", "true")
        .text("");
}

/// A stack in a square, bottom first, from its `skip`-th piece up (to hide buried pieces):
/// `<span class="stack">` with the top piece marked `top` and the others `buried`. A stack
/// with hidden pieces is `<span class="stack rim">` (a grey rim says something is under the
/// top piece, not what).
pub fn stack(h: &mut String, stack: &[(Player, Size)], skip: usize) {
    h.push_str(if skip > 0 {
        r#"<span class="stack rim">"#
    } else {
        r#"<span class="stack">"#
    });
    for (depth, &(p, s)) in stack.iter().enumerate().skip(skip) {
        let layer = if depth + 1 == stack.len() {
            " top"
        } else {
            " buried"
        };
        push_piece(h, p, s, layer);
    }
    h.push_str("</span>");
}

/// The board grid every board uses: `<div id class role="group" aria-label
/// data-roving="board">` (its squares one stop of the Tab key: `web_kit::roving`), then each
/// square in reading order (rank 3 down to rank 1, files a to c) drawn by `cell`, then `</div>`.
pub fn board(
    h: &mut String,
    id: &str,
    class: &str,
    label: &str,
    cell: impl FnMut(&mut String, Square),
) {
    board_in(h, id, class, label, Square::ALL, cell);
}

/// [`board`] with the squares drawn in the order `squares` (a turned view of the board: see
/// `crate::orient`).
pub fn board_in(
    h: &mut String,
    id: &str,
    class: &str,
    label: &str,
    squares: [Square; 9],
    mut cell: impl FnMut(&mut String, Square),
) {
    Html::on(h)
        .open("div")
        .attr("id", id)
        .attr("class", class)
        .attr("role", "group")
        .attr("aria-label", label)
        .attr("data-roving", "board")
        .body();
    // Upright, key order is reading order: a3 b3 c3, a2 b2 c2, a1 b1 c1 (the test checks it).
    for sq in squares {
        cell(h, sq);
    }
    h.push_str("</div>");
}

/// The squares of the lines in `lines` (bits over [`LINES`]), as a mask by square index: the
/// squares a board highlights as `winline`.
#[must_use]
pub fn line_squares(lines: u8) -> u16 {
    LINES
        .iter()
        .enumerate()
        .filter(|(i, _)| lines & (1 << i) != 0)
        .fold(0, |acc, (_, line)| acc | line.0)
}

/// Whether `sq` is in a mask of [`line_squares`].
#[must_use]
pub fn on_line(mask: u16, sq: Square) -> bool {
    mask & (1 << sq.index()) != 0
}

/// Opens a chart: `<svg class="chart {class}" role="img" aria-label=…>` with its `<title>`.
pub fn svg_open(h: &mut String, class: &str, w: u32, height: u32, label: &str) {
    Html::on(h)
        .open("svg")
        .attr("class", format_args!("chart {class}"))
        .attr("viewBox", format_args!("0 0 {w} {height}"))
        .attr("width", "100%")
        .attr("role", "img")
        .attr("aria-label", label)
        .attr("preserveAspectRatio", "xMidYMid meet")
        .body()
        .open("title")
        .text(label);
}

/// A visually hidden table (a chart's numbers for screen readers): the first cell of each row
/// is its header.
pub fn hidden_table(h: &mut String, caption: &str, head: &[&str], rows: &[Vec<String>]) {
    Html::on(h).open("div").attr("class", "sr-only").with(|h| {
        h.open("table").with(|h| {
            h.open("caption").text(caption);
            h.open("thead").with(|h| {
                h.open("tr").with(|h| {
                    for c in head {
                        h.open("th").attr("scope", "col").text(c);
                    }
                });
            });
            h.open("tbody").with(|h| {
                for r in rows {
                    h.open("tr").with(|h| {
                        for (i, c) in r.iter().enumerate() {
                            if i == 0 {
                                h.open("th").attr("scope", "row").text(c);
                            } else {
                                h.open("td").text(c);
                            }
                        }
                    });
                }
            });
        });
    });
}

/// A number given in tenths, written with one decimal (`-123` → `-12.3`), without the float
/// printing machinery (about 17 KB of the explorer's module).
#[must_use]
pub fn tenths(t: i64) -> String {
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.unsigned_abs() / 10, t.unsigned_abs() % 10)
}

/// A number given in hundredths, written with two decimals (`19` → `0.19`).
#[must_use]
pub fn hundredths(h: u64) -> String {
    format!("{}.{:02}", h / 100, h % 100)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn the_board_lists_the_squares_in_reading_order() {
        let mut h = String::new();
        board(&mut h, "b", "board", "A <board>", |h, sq| {
            let _ = write!(h, "{sq} ");
        });
        assert_eq!(
            h,
            r#"<div id="b" class="board" role="group" aria-label="A &lt;board&gt;" data-roving="board">a3 b3 c3 a2 b2 c2 a1 b1 c1 </div>"#
        );
    }

    #[test]
    fn the_kit_writes_what_it_wrote_by_hand() {
        // The exact bytes the pages' tests and the browser tests saw before the builder (but
        // the glyph: a capital for both sides since issue 22).
        let mut h = String::new();
        push_piece(&mut h, Player::P2, Size::Large, " top");
        assert_eq!(
            h,
            r#"<span class="piece p2 large top" aria-hidden="true"></span>"#
        );
        let mut svg = String::new();
        svg_open(&mut svg, "hist", 300, 120, "a & b");
        assert_eq!(
            svg,
            r#"<svg class="chart hist" viewBox="0 0 300 120" width="100%" role="img" aria-label="a &amp; b" preserveAspectRatio="xMidYMid meet"><title>a &amp; b</title>"#
        );
        let mut table = String::new();
        hidden_table(
            &mut table,
            "c<",
            &["x", "y"],
            &[vec!["1".into(), "2\"".into()]],
        );
        assert_eq!(
            table,
            r#"<div class="sr-only"><table><caption>c&lt;</caption><thead><tr><th scope="col">x</th><th scope="col">y</th></tr></thead><tbody><tr><th scope="row">1</th><td>2&quot;</td></tr></tbody></table></div>"#
        );
    }

    #[test]
    fn winning_lines_light_their_squares() {
        assert_eq!(line_squares(0), 0);
        let all = line_squares(0xff);
        assert_eq!(all.count_ones(), 9);
        for i in 0..8u8 {
            let mask = line_squares(1 << i);
            assert_eq!(mask.count_ones(), 3, "line {i}");
            let (a, b) = gobblet_rules::line_ends(i);
            assert!(on_line(mask, a) && on_line(mask, b), "line {i}");
        }
        // a1–c3 and a3–c1 meet in b2 only.
        let diagonal_bits = (0..8u8)
            .filter(|&i| {
                let ends = gobblet_rules::line_ends(i);
                ends == (sq("a1"), sq("c3")) || ends == (sq("a3"), sq("c1"))
            })
            .fold(0u8, |acc, i| acc | 1 << i);
        let diagonals = line_squares(diagonal_bits);
        assert_eq!(diagonals.count_ones(), 5);
        assert!(on_line(diagonals, sq("b2")) && !on_line(diagonals, sq("b1")));
    }

    #[test]
    fn stacks_and_pieces() {
        let mut h = String::new();
        stack(
            &mut h,
            &[(Player::P1, Size::Small), (Player::P2, Size::Large)],
            0,
        );
        assert!(
            h.starts_with(
                r#"<span class="stack"><span class="piece p1 small buried" aria-hidden="true">"#
            ),
            "{h}"
        );
        assert!(
            h.contains(r#"<span class="piece p2 large top" aria-hidden="true"></span>"#),
            "the glyph is the stylesheet's: {h}"
        );
        let mut hidden = String::new();
        stack(
            &mut hidden,
            &[(Player::P1, Size::Small), (Player::P2, Size::Large)],
            1,
        );
        assert!(
            !hidden.contains("buried") && hidden.contains("p2 large top"),
            "{hidden}"
        );
        // The rim marks a stack with something hidden under its top, and nothing else.
        assert!(
            hidden.starts_with(r#"<span class="stack rim">"#),
            "{hidden}"
        );
        assert!(!h.contains("rim"), "{h}");
        let mut single = String::new();
        stack(&mut single, &[(Player::P1, Size::Small)], 0);
        assert!(!single.contains("rim"), "{single}");
    }
}
