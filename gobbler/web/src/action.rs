//! User actions written into the page and read back: a clickable element carries
//! `data-gb="<action>"` ([`ACTION`]), a player choice is a `<select data-gb-player="littles">`
//! ([`PLAYER`]) whose value is a player's key. The browser layer only reads attributes; these
//! natively tested functions turn them into messages.

use gobbler_rules::{Side, Square};

use crate::model::{AdviceMsg, Msg, Review, Screen};
use crate::players::PlayerId;

/// The attribute of a clickable action.
pub const ACTION: &str = "data-gb";
/// The attribute of a player choice (`littles` or `gobblers`).
pub const PLAYER: &str = "data-gb-player";
/// The attribute of a copy button: the id of the element whose text it copies.
pub const COPY: &str = "data-gb-copy";
/// The attribute naming a board square (for keyboard moves between squares).
pub const SQUARE: &str = "data-gb-sq";

/// The attribute value of a message a click sends, or `None` for messages no element carries.
#[must_use]
pub fn to_attr(msg: &Msg) -> Option<String> {
    Some(match msg {
        Msg::Square(sq) => format!("sq:{sq}"),
        Msg::Deselect => "deselect".into(),
        Msg::EndTurn => "end".into(),
        Msg::Pass => "pass".into(),
        Msg::UndoStep => "undo-step".into(),
        Msg::Undo => "undo".into(),
        Msg::NewGame => "new".into(),
        Msg::Screen(Screen::Play) => "screen:play".into(),
        Msg::Screen(Screen::Rules) => "screen:rules".into(),
        Msg::Screen(Screen::Findings) => "screen:findings".into(),
        Msg::Advice(AdviceMsg::Hint) => "hint".into(),
        Msg::Advice(AdviceMsg::ToggleEval) => "eval".into(),
        Msg::Advice(AdviceMsg::Analyse) => "analyse".into(),
        Msg::Advice(AdviceMsg::Explain(n)) => format!("explain:{n}"),
        Msg::Review(Review::First) => "review:first".into(),
        Msg::Review(Review::Back) => "review:back".into(),
        Msg::Review(Review::Next) => "review:next".into(),
        Msg::Review(Review::Now) => "review:now".into(),
        Msg::Review(Review::After(n)) => format!("review:{n}"),
        Msg::OpenSetAside(i) => format!("aside-open:{i}"),
        Msg::RemoveSetAside(i) => format!("aside-remove:{i}"),
        _ => return None,
    })
}

/// The message of a clicked element's [`ACTION`] value.
#[must_use]
pub fn from_attr(value: &str) -> Option<Msg> {
    Some(match value {
        "deselect" => Msg::Deselect,
        "end" => Msg::EndTurn,
        "pass" => Msg::Pass,
        "undo-step" => Msg::UndoStep,
        "undo" => Msg::Undo,
        "new" => Msg::NewGame,
        "screen:play" => Msg::Screen(Screen::Play),
        "screen:rules" => Msg::Screen(Screen::Rules),
        "screen:findings" => Msg::Screen(Screen::Findings),
        "hint" => Msg::Advice(AdviceMsg::Hint),
        "eval" => Msg::Advice(AdviceMsg::ToggleEval),
        "analyse" => Msg::Advice(AdviceMsg::Analyse),
        "review:first" => Msg::Review(Review::First),
        "review:back" => Msg::Review(Review::Back),
        "review:next" => Msg::Review(Review::Next),
        "review:now" => Msg::Review(Review::Now),
        _ => {
            if let Some(n) = value.strip_prefix("review:") {
                return n.parse().ok().map(|n| Msg::Review(Review::After(n)));
            }
            if let Some(i) = value.strip_prefix("aside-open:") {
                return i.parse().ok().map(Msg::OpenSetAside);
            }
            if let Some(i) = value.strip_prefix("aside-remove:") {
                return i.parse().ok().map(Msg::RemoveSetAside);
            }
            if let Some(n) = value.strip_prefix("explain:") {
                return n.parse().ok().map(|n| Msg::Advice(AdviceMsg::Explain(n)));
            }
            let sq: Square = value.strip_prefix("sq:")?.parse().ok()?;
            Msg::Square(sq)
        }
    })
}

/// The attribute value of a side's player choice.
#[must_use]
pub fn side_attr(side: Side) -> &'static str {
    match side {
        Side::Littles => "littles",
        Side::Gobblers => "gobblers",
    }
}

/// The message of a player choice: which side ([`PLAYER`]'s value) and the chosen key.
#[must_use]
pub fn from_select(which: &str, value: &str) -> Option<Msg> {
    let side = match which {
        "littles" => Side::Littles,
        "gobblers" => Side::Gobblers,
        _ => return None,
    };
    Some(Msg::SetPlayer(side, PlayerId::from_key(value)?))
}

/// The window property where the page's HTML (a built site's `index.html` draws the page before
/// its module runs: `xtask/src/dist/first.rs`) records what the person did on it meanwhile, so
/// that the module, once mounted, plays it instead of losing it: an array of [`early_record`]
/// strings, set to `null` by the module when it takes them.
pub const EARLY_KEY: &str = "gobblerEarly";

/// How the HTML's recorder writes a click on an element with an [`ACTION`] (`c:` and the value)
/// and a player choice (`p:`, the select's [`PLAYER`] value, `:`, the key chosen): the
/// JavaScript expression over `el`, the element, and `click`, whether it was a click.
#[must_use]
pub fn early_record() -> String {
    format!(
        "(click?'c:'+el.getAttribute('{ACTION}'):'p:'+el.getAttribute('{PLAYER}')+':'+el.value)"
    )
}

/// The message of one record the HTML's recorder wrote ([`early_record`]), or `None` for one it
/// could not have written.
#[must_use]
pub fn from_early(record: &str) -> Option<Msg> {
    if let Some(value) = record.strip_prefix("c:") {
        return from_attr(value);
    }
    let (which, key) = record.strip_prefix("p:")?.split_once(':')?;
    from_select(which, key)
}

/// A square one arrow key away (`ArrowUp` goes towards rank 8, as drawn), or `None` off the
/// board or for another key.
#[must_use]
pub fn arrow(sq: Square, key: &str) -> Option<Square> {
    let (df, dr) = match key {
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        "ArrowUp" => (0, 1),
        "ArrowDown" => (0, -1),
        _ => return None,
    };
    sq.offset(df, dr)
}

/// The keys that step through the game while the play screen is shown, as on the explorer's
/// game pages: ← one turn back, → one on, Home the start, End the game as it stands (off the
/// board's squares, where the arrows walk the board). Each with its `aria-keyshortcuts` name.
pub const REVIEW_KEYS: [(&str, Review); 4] = [
    ("Home", Review::First),
    ("ArrowLeft", Review::Back),
    ("ArrowRight", Review::Next),
    ("End", Review::Now),
];

/// The step through the game a key asks for ([`REVIEW_KEYS`]), or `None` for another key.
#[must_use]
pub fn review_key(key: &str) -> Option<Review> {
    REVIEW_KEYS.iter().find(|(k, _)| *k == key).map(|(_, r)| *r)
}

/// The key that asks for step `r` ([`REVIEW_KEYS`]), for the button's `aria-keyshortcuts`.
#[must_use]
pub fn review_shortcut(r: Review) -> Option<&'static str> {
    REVIEW_KEYS.iter().find(|(_, s)| *s == r).map(|(k, _)| *k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::players::Level;

    #[test]
    fn every_clickable_message_round_trips() {
        let mut msgs = vec![
            Msg::Deselect,
            Msg::EndTurn,
            Msg::Pass,
            Msg::UndoStep,
            Msg::Undo,
            Msg::NewGame,
            Msg::Screen(Screen::Play),
            Msg::Screen(Screen::Rules),
            Msg::Screen(Screen::Findings),
            Msg::Advice(AdviceMsg::Hint),
            Msg::Advice(AdviceMsg::ToggleEval),
            Msg::Advice(AdviceMsg::Analyse),
            Msg::Advice(AdviceMsg::Explain(0)),
            Msg::Advice(AdviceMsg::Explain(23)),
            Msg::Review(Review::First),
            Msg::Review(Review::Back),
            Msg::Review(Review::Next),
            Msg::Review(Review::Now),
            Msg::Review(Review::After(0)),
            Msg::Review(Review::After(17)),
            Msg::OpenSetAside(0),
            Msg::OpenSetAside(7),
            Msg::RemoveSetAside(0),
            Msg::RemoveSetAside(7),
        ];
        msgs.extend(Square::all().map(Msg::Square));
        for m in msgs {
            let attr = to_attr(&m).unwrap();
            assert_eq!(from_attr(&attr), Some(m), "{attr}");
        }
        assert_eq!(
            to_attr(&Msg::Square("e4".parse().unwrap())).unwrap(),
            "sq:e4"
        );
        assert_eq!(to_attr(&Msg::Lang(crate::i18n::Lang::En)), None);
    }

    #[test]
    fn garbage_reads_as_nothing() {
        for bad in [
            "",
            "sq:",
            "sq:i9",
            "sq:e44",
            "screen:x",
            "END",
            "pass ",
            "review:",
            "review:-1",
            "review:x",
            "review:99999999999999999999999",
            "aside-open:",
            "aside-open:-1",
            "aside-remove:x",
        ] {
            assert_eq!(from_attr(bad), None, "{bad}");
        }
        assert_eq!(from_select("littles", "chess"), None);
        assert_eq!(from_select("referee", "you"), None);
    }

    #[test]
    fn player_choices() {
        assert_eq!(
            from_select("gobblers", "strong"),
            Some(Msg::SetPlayer(
                Side::Gobblers,
                PlayerId::Computer(Level::Strong)
            ))
        );
        for side in [Side::Littles, Side::Gobblers] {
            for p in PlayerId::ALL {
                assert_eq!(
                    from_select(side_attr(side), p.key()),
                    Some(Msg::SetPlayer(side, p))
                );
            }
        }
    }

    #[test]
    fn what_the_html_recorded_reads_as_the_same_messages() {
        assert_eq!(from_early("c:pass"), Some(Msg::Pass));
        assert_eq!(
            from_early("c:sq:e5"),
            Some(Msg::Square("e5".parse().unwrap()))
        );
        assert_eq!(
            from_early("p:gobblers:friend"),
            from_select("gobblers", "friend")
        );
        assert!(from_early("p:gobblers:friend").is_some());
        for bad in [
            "",
            "pass",
            "c:",
            "c:sq:z9",
            "p:gobblers",
            "p::you",
            "p:littles:chess",
            "x:pass",
        ] {
            assert_eq!(from_early(bad), None, "{bad}");
        }
        // The recorder writes the attributes the page draws.
        let js = early_record();
        assert!(js.contains(&format!("'{ACTION}'")) && js.contains(&format!("'{PLAYER}'")));
    }

    #[test]
    fn arrows_stay_on_the_board() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(arrow(sq("e4"), "ArrowUp"), Some(sq("e5")));
        assert_eq!(arrow(sq("e4"), "ArrowLeft"), Some(sq("d4")));
        assert_eq!(arrow(sq("a1"), "ArrowDown"), None);
        assert_eq!(arrow(sq("h8"), "ArrowRight"), None);
        assert_eq!(arrow(sq("h8"), "Enter"), None);
    }

    #[test]
    fn review_keys_step_as_the_buttons_do() {
        assert_eq!(review_key("ArrowLeft"), Some(Review::Back));
        assert_eq!(review_key("ArrowRight"), Some(Review::Next));
        assert_eq!(review_key("Home"), Some(Review::First));
        assert_eq!(review_key("End"), Some(Review::Now));
        assert_eq!(review_key("ArrowUp"), None);
        assert_eq!(review_key("Enter"), None);
        // Every button's shortcut asks for that button's step, and no turn of the record has one.
        for r in [Review::First, Review::Back, Review::Next, Review::Now] {
            assert_eq!(review_shortcut(r).and_then(review_key), Some(r));
        }
        assert_eq!(review_shortcut(Review::After(3)), None);
    }
}
