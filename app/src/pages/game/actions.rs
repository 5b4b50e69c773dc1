//! The game pages' DOM actions: each control carries one `data-*` attribute naming its
//! [`Msg`]. [`attr`] writes it (the view uses nothing else) and [`decode`] reads it back (the
//! web layer calls it with the clicked element's attributes); the tests round-trip every one.

use std::fmt;

use gobblet_rules::{Move, Player, Reveal, Size, Square};

use web_kit::codec::Codec;

use crate::engine::Level;
use crate::link::Page;
use crate::model::Msg;

/// The attributes of the game pages' controls, in the order [`decode`] tries them.
pub const KEYS: [&str; 8] = [
    "data-square",
    "data-reserve",
    "data-move",
    "data-ply",
    "data-node",
    "data-side",
    "data-level",
    "data-action",
];

/// The `data-action` buttons: one table gives both the attribute value of a message and the
/// message of a value (the web layer puts the paste box's text into `Paste`).
const ACTIONS: Codec<Msg> = Codec {
    table: &[
        ("undo", Msg::Undo),
        ("redo", Msg::Redo),
        ("back", Msg::Back),
        ("variation-next", Msg::Variation(true)),
        ("variation-previous", Msg::Variation(false)),
        ("main-line", Msg::Promote),
        ("delete-here", Msg::DeleteHere),
        ("continue", Msg::Continue),
        ("buried", Msg::ToggleBuried),
        ("hints", Msg::ToggleHints),
        ("new-game", Msg::NewGame),
        ("play-here", Msg::PlayFromHere),
        ("edit-here", Msg::EditHere),
        ("best-line", Msg::BestLine),
        ("rotate", Msg::Rotate),
        ("flip", Msg::Flip),
        ("group", Msg::ToggleGroup),
        ("paste", Msg::Paste(String::new())),
        ("install", Msg::Install),
        ("reload", Msg::Reload),
        ("review", Msg::ToggleReview),
        ("reveal-cover", Msg::Reveal(Reveal::MustCover)),
        ("reveal-loses", Msg::Reveal(Reveal::Loses)),
        ("welcome", Msg::Welcome),
        ("welcome-learn", Msg::Welcomed(Some(Page::Learn))),
        ("welcome-play", Msg::Welcomed(Some(Page::Play))),
        ("welcome-explore", Msg::Welcomed(Some(Page::Explore))),
        ("welcome-close", Msg::Welcomed(None)),
    ],
};

/// The attribute (`data-square="b2"`) of a control that sends `msg`, written where it is
/// displayed; nothing for a message no game control sends. The values are notation, numbers
/// and tags: nothing in them needs escaping.
#[must_use]
pub fn attr(msg: &Msg) -> Attr<'_> {
    Attr(msg)
}

/// A control's attribute, as [`attr`] gives it (displayed without allocating).
pub struct Attr<'a>(&'a Msg);

impl fmt::Display for Attr<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Msg::Square(sq) => write!(f, r#"data-square="{sq}""#),
            Msg::Reserve(p, s) => write!(f, r#"data-reserve="{}{}""#, p.number(), s.letter()),
            Msg::Play(mv) => write!(f, r#"data-move="{mv}""#),
            Msg::Jump(ply) => write!(f, r#"data-ply="{ply}""#),
            Msg::Node(node) => write!(f, r#"data-node="{node}""#),
            Msg::Side(p) => write!(f, r#"data-side="{}""#, p.number()),
            Msg::Level(l) => {
                f.write_str(r#"data-level=""#)?;
                f.write_str(l.tag())?;
                f.write_str("\"")
            }
            other => match ACTIONS.tag(other) {
                Some(tag) => {
                    f.write_str(r#"data-action=""#)?;
                    f.write_str(tag)?;
                    f.write_str("\"")
                }
                None => Ok(()),
            },
        }
    }
}

/// The message of a game control, from its attributes (`get("data-square")` → `Some("b2")`);
/// `None` for anything else or a malformed value.
pub fn decode(get: impl Fn(&str) -> Option<String>) -> Option<Msg> {
    if let Some(sq) = get("data-square") {
        return sq.parse::<Square>().ok().map(Msg::Square);
    }
    if let Some(r) = get("data-reserve") {
        let mut chars = r.chars();
        let player = player_of(chars.next()?)?;
        return Size::from_letter(chars.next()?).map(|s| Msg::Reserve(player, s));
    }
    if let Some(mv) = get("data-move") {
        return mv.parse::<Move>().ok().map(Msg::Play);
    }
    if let Some(ply) = get("data-ply") {
        return ply.parse().ok().map(Msg::Jump);
    }
    if let Some(node) = get("data-node") {
        return node.parse().ok().map(Msg::Node);
    }
    if let Some(side) = get("data-side") {
        return player_of(side.chars().next()?).map(Msg::Side);
    }
    if let Some(level) = get("data-level") {
        return Level::from_tag(&level).map(Msg::Level);
    }
    ACTIONS.value(&get("data-action")?).cloned()
}

fn player_of(c: char) -> Option<Player> {
    match c {
        '1' => Some(Player::P1),
        '2' => Some(Player::P2),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads the attributes of `attr(msg)` back as an element's would be.
    fn decode_attr(html: &str) -> Option<Msg> {
        let (key, rest) = html.split_once("=\"")?;
        let value = rest.strip_suffix('"')?.to_string();
        decode(|k| (k == key).then(|| value.clone()))
    }

    #[test]
    fn every_game_control_round_trips() {
        assert_eq!(ACTIONS.check(), Ok(()));
        let mut msgs: Vec<Msg> = ACTIONS.table.iter().map(|(_, m)| m.clone()).collect();
        msgs.extend(Square::ALL.into_iter().map(Msg::Square));
        for p in Player::ALL {
            msgs.push(Msg::Side(p));
            msgs.extend(Size::ALL.into_iter().map(|s| Msg::Reserve(p, s)));
        }
        msgs.extend(Level::ALL.into_iter().map(Msg::Level));
        msgs.extend([0, 1, 17, 64].map(Msg::Jump));
        msgs.extend([1, 2, 99].map(Msg::Node));
        let pos = gobblet_rules::Position::START
            .play_line(&gobblet_rules::Variant::STANDARD, "L@b2 S@a1")
            .unwrap();
        msgs.extend(
            pos.legal_moves(&gobblet_rules::Variant::STANDARD)
                .iter()
                .map(|&mv| Msg::Play(mv)),
        );
        for msg in msgs {
            let a = attr(&msg).to_string();
            assert!(
                KEYS.iter().any(|k| a.starts_with(&format!("{k}=\""))),
                "{a}"
            );
            assert_eq!(decode_attr(&a), Some(msg.clone()), "{a}");
        }
        assert_eq!(attr(&Msg::Undo).to_string(), r#"data-action="undo""#);
        assert_eq!(
            attr(&Msg::Reserve(Player::P2, Size::Large)).to_string(),
            r#"data-reserve="2L""#
        );
        assert_eq!(attr(&Msg::Deselect).to_string(), "");
    }

    #[test]
    fn malformed_attributes_are_no_message() {
        for (key, value) in [
            ("data-square", "d4"),
            ("data-reserve", "3S"),
            ("data-reserve", "1X"),
            ("data-move", "S@z9"),
            ("data-ply", "-1"),
            ("data-side", "3"),
            ("data-level", "genius"),
            ("data-action", "fly"),
            ("data-other", "undo"),
        ] {
            assert_eq!(
                decode(|k| (k == key).then(|| value.to_string())),
                None,
                "{key}={value}"
            );
        }
    }
}
