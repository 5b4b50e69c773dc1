//! The explorer's paste box: a move list from the start (`L@b2 S@a1 b2-a1`; spaces, commas,
//! semicolons or `_` between moves, move numbers like `1.` ignored), a position string
//! (`.,.,./.,L,./s,.,. 1`, as `solver show` takes it) optionally followed by moves from there,
//! or a whole link of this site (anything with a `?`). Each goes through the parser the links
//! use ([`crate::link`]), so a paste is refused exactly where a link would be.

use gobblet_rules::Variant;

use crate::link::{self, Link, LinkError};

/// Why a paste cannot be opened (nothing changes; the view says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PasteError {
    /// Nothing but blanks.
    Empty,
    /// A link (the text has a `?`) that does not open: what is wrong with it.
    Link(LinkError),
    /// A position or move list that does not open: what is wrong with it (the move's index
    /// counts from the first move after the position).
    Text(LinkError),
}

/// What a paste opens in the explorer: its start, its moves, the last move shown (a link keeps
/// its own page, ply and view).
pub fn parse(text: &str, variant: &Variant) -> Result<Link, PasteError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PasteError::Empty);
    }
    if let Some((_, query)) = text.split_once('?') {
        let query = query.split('#').next().unwrap_or_default();
        return link::decode(query, variant).map_err(PasteError::Link);
    }
    // A position string is a board with `/` between ranks (and commas between squares), then
    // the side to move; moves may follow.
    let mut tokens = text.split_whitespace();
    let (start, rest) = if text
        .split_whitespace()
        .next()
        .is_some_and(|w| w.contains('/'))
    {
        let board = tokens.next().unwrap_or_default();
        let side = tokens.next().unwrap_or_default();
        let start =
            link::parse_start(&format!("{board} {side}"), variant).map_err(PasteError::Text)?;
        (start, tokens)
    } else {
        (gobblet_rules::Position::START, tokens)
    };
    let moves: Vec<&str> = rest
        .flat_map(|w| w.split([',', ';', '_']))
        .filter(|w| !w.is_empty() && !is_move_number(w))
        .collect();
    let moves = link::parse_moves(start, moves, variant).map_err(PasteError::Text)?;
    Ok(Link::line(start, moves))
}

/// `1.`, `12.`, `3...`: a move number as game records write them.
fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches('.');
    digits.len() < word.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use gobblet_rules::{IllegalMove, Position};

    use super::*;
    use crate::link::Page;

    const V: Variant = Variant::STANDARD;

    fn moves(l: &Link) -> String {
        l.moves()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn move_lists_in_the_usual_spellings() {
        for text in [
            "L@b2 S@a1 b2-a1",
            "  L@b2, S@a1,b2-a1\n",
            "1. L@b2 S@a1 2. b2-a1",
            "L@b2_S@a1_b2-a1",
            "L@b2; S@a1; b2-a1",
        ] {
            let l = parse(text, &V).unwrap();
            assert_eq!(moves(&l), "L@b2 S@a1 b2-a1", "{text:?}");
            assert_eq!(l.start, Position::START);
            assert_eq!(l.ply, 3);
            assert_eq!(l.page, Page::Explore);
        }
    }

    #[test]
    fn position_strings_with_or_without_moves() {
        let l = parse(".,.,./.,L,./s,.,. 1", &V).unwrap();
        assert_eq!(l.start.to_string(), ".,.,./.,L,./s,.,. 1");
        assert!(l.moves().is_empty());
        let l = parse(".,.,./.,L,./s,.,. 1 M@c3 b1", &V);
        // `b1` is not a move: counted from the first move after the position.
        assert_eq!(
            l,
            Err(PasteError::Text(LinkError::NotAMove {
                index: 2,
                word: "b1".into()
            }))
        );
        let l = parse(".,.,./.,L,./s,.,. 1 M@c3 S@a2", &V).unwrap();
        assert_eq!(moves(&l), "M@c3 S@a2");
        // The same as the link parser: the position after the moves.
        let via_link = link::decode("?p=.,.,./.,L,./s,.,._1&m=M@c3_S@a2", &V).unwrap();
        assert_eq!(l, via_link);
    }

    #[test]
    fn links_keep_their_page_ply_and_view() {
        let l = parse(
            "https://example.org/gobblet/?page=two&m=L@b2_S@a1&ply=1&view=r2#x",
            &V,
        )
        .unwrap();
        assert_eq!(l.page, Page::Two);
        assert_eq!((moves(&l).as_str(), l.ply), ("L@b2 S@a1", 1));
        assert_eq!(l.view.tag(), "r2");
    }

    #[test]
    fn malformed_pastes_say_what_is_wrong() {
        assert_eq!(parse(" \n\t", &V), Err(PasteError::Empty));
        assert!(matches!(
            parse("L@b2 S@a1 X@q9", &V),
            Err(PasteError::Text(LinkError::NotAMove { index: 3, .. }))
        ));
        assert!(matches!(
            parse("L@b2 L@b2", &V),
            Err(PasteError::Text(LinkError::Illegal {
                index: 2,
                why: IllegalMove::CannotCover { .. },
                ..
            }))
        ));
        assert!(matches!(
            parse(".,.,./.,L,. 1", &V),
            Err(PasteError::Text(LinkError::Position(_)))
        ));
        // Three large pieces of one player: not a position of these rules.
        assert!(matches!(
            parse("L,L,L/.,.,./.,.,. 2", &V),
            Err(PasteError::Text(
                LinkError::Position(_) | LinkError::PositionRules(_)
            ))
        ));
        // P2 to move on an empty board cannot arise.
        assert!(matches!(
            parse(".,.,./.,.,./.,.,. 2", &V),
            Err(PasteError::Text(LinkError::Impossible(_)))
        ));
        assert!(matches!(
            parse("?m=L@b2&ply=9", &V),
            Err(PasteError::Link(LinkError::PlyPastEnd { ply: 9, moves: 1 }))
        ));
        // Never a panic, whatever is pasted.
        for text in ["/", "1.", "?", "a/b c d", "é/ü 1 L@b2", "L@", "%ff?x=%zz"] {
            let _ = parse(text, &V);
        }
    }
}
