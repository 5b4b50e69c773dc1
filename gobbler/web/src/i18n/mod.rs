//! The page's words in each language: one table per language with the same fields
//! ([`Messages`]), plain text and small formatting functions; the rules screen's text
//! ([`RulesText`]) sits in the same tables.

use gobbler_rules::{Scattered, Side, Square, Winner};

use crate::players::{Level, PlayerId};

mod en;
mod zh_hant;

/// A language of the page (the explorer's two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// Traditional Chinese (繁體中文).
    ZhHant,
}

impl Lang {
    /// Every language.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhHant];

    /// The BCP 47 tag (`en`, `zh-Hant`), as the explorer writes it.
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The language of a tag (`zh`, `zh-TW`, `zh-Hant` → 繁體中文; `en…` → English).
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let lower = tag.trim().to_ascii_lowercase();
        match lower.split(['-', '_']).next().unwrap_or("") {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::ZhHant),
            _ => None,
        }
    }

    /// This language's table.
    #[must_use]
    pub fn messages(self) -> &'static Messages {
        match self {
            Lang::En => &en::MESSAGES,
            Lang::ZhHant => &zh_hant::MESSAGES,
        }
    }
}

/// One section of the rules screen: a title, its paragraphs, and a caption per diagram.
#[derive(Debug)]
pub struct RulesSection {
    /// The heading.
    pub title: &'static str,
    /// The paragraphs (plain text; `**…**` marks a Decision's label).
    pub body: &'static [&'static str],
    /// One caption per diagram of the section, in order.
    pub captions: &'static [&'static str],
}

/// The rules screen's text.
#[derive(Debug)]
pub struct RulesText {
    /// The introduction.
    pub intro: &'static str,
    /// The sections, in the order `rules_screen::SECTIONS` draws them.
    pub sections: [RulesSection; 11],
    /// "before" (under a diagram's first board).
    pub before: &'static str,
    /// "after".
    pub after: &'static str,
}

/// Every word the page shows, in one language.
#[derive(Debug)]
pub struct Messages {
    /// The page's heading.
    pub title: &'static str,
    /// One line under the heading.
    pub tagline: &'static str,
    /// Tab: play.
    pub tab_play: &'static str,
    /// Tab: rules.
    pub tab_rules: &'static str,
    /// A side's name.
    pub side: fn(Side) -> &'static str,
    /// A player's name.
    pub player: fn(PlayerId) -> String,
    /// "Littles to move (You)".
    pub to_move: fn(Side, &str) -> String,
    /// The computer is thinking (its name).
    pub thinking: fn(&str) -> String,
    /// The result: winner, the winning player's name, eaten, threshold.
    pub result: fn(Winner, &str, u8, u16) -> String,
    /// "Eaten: 4 of 60".
    pub eaten: fn(u8) -> String,
    /// "The Gobblers win by eating more than 40."
    pub threshold: fn(u16) -> String,
    /// A starving Gobbler.
    pub starving: fn(Square) -> String,
    /// A starved Gobbler (its square), in the report of a move.
    pub starved: fn(Square) -> String,
    /// The board's label.
    pub board: &'static str,
    /// A square for screen readers: square, Littles, holds a Gobbler, starving.
    pub square: fn(Square, u8, bool, bool) -> String,
    /// Button: end the turn.
    pub end_turn: &'static str,
    /// Button: pass.
    pub pass: &'static str,
    /// Button: take back a step.
    pub undo_step: &'static str,
    /// Button: take back a turn.
    pub undo: &'static str,
    /// Button: a new game.
    pub new_game: &'static str,
    /// Button: copy.
    pub copy: &'static str,
    /// The copy button once copied.
    pub copied: &'static str,
    /// "Steps: 2 of 3" and the steps.
    pub steps: fn(usize, &str) -> String,
    /// What to do on the Littles' turn.
    pub hint_littles: &'static str,
    /// What to do once a Little is picked (its square).
    pub hint_step: fn(Square) -> String,
    /// What to do on the Gobbler's turn.
    pub hint_gobbler: &'static str,
    /// What to do once a Gobbler (and maybe a first hop) is picked: the path so far, what it ate.
    pub hint_hop: fn(&str, u8) -> String,
    /// A landing in words: the move, hops' eaten, scatter eaten.
    pub landing: fn(&str, u8, u8) -> String,
    /// A first hop that needs a second: the square and what it eats.
    pub hop_on: fn(Square, u8) -> String,
    /// The last Gobbler move's heading: the move, the hops' eaten.
    pub last_move: fn(&str, u8) -> String,
    /// One scattered stack.
    pub scattered: fn(&Scattered) -> String,
    /// No Little stood next to the landing square.
    pub no_scatter: &'static str,
    /// The scatter's total eaten.
    pub scatter_total: fn(u8) -> String,
    /// Heading: players and ranks.
    pub players: &'static str,
    /// Label: who plays the Littles.
    pub plays_littles: &'static str,
    /// Label: who plays the Gobblers.
    pub plays_gobblers: &'static str,
    /// The choice applies to the next game.
    pub next_game_note: &'static str,
    /// Rank table head: player, Marauding, Scatter.
    pub rank_head: [&'static str; 3],
    /// How ranks work, in one line.
    pub ranks_note: &'static str,
    /// This game's threshold and where it comes from: T, Gobbler player's Marauding, Littles
    /// player's Scatter.
    pub this_threshold: fn(u16, u16, u16) -> String,
    /// A replayed game is not ranked.
    pub not_ranked: &'static str,
    /// The result went into the ranks.
    pub ranked: &'static str,
    /// Heading: the game.
    pub game: &'static str,
    /// No turn yet.
    pub no_turns: &'static str,
    /// Label: the game in notation.
    pub game_text: &'static str,
    /// Label: the link.
    pub link: &'static str,
    /// A notice.
    pub notice: fn(&crate::model::Notice) -> String,
    /// The rules screen.
    pub rules: RulesText,
}

/// The computer level's name in `player` texts.
#[must_use]
pub fn level_index(l: Level) -> usize {
    match l {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Strong => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Notice;

    #[test]
    fn tags_round_trip() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.tag()), Some(l));
        }
        assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("fr"), None);
    }

    #[test]
    fn both_tables_say_everything() {
        let sq: Square = "d4".parse().unwrap();
        for l in Lang::ALL {
            let m = l.messages();
            for text in [m.title, m.end_turn, m.pass, m.undo, m.undo_step, m.new_game] {
                assert!(!text.is_empty());
            }
            assert!((m.eaten)(7).contains('7'));
            assert!((m.threshold)(41).contains("41"));
            assert!((m.starving)(sq).contains("d4"));
            assert!((m.notice)(&Notice::AlreadyMoved(sq)).contains("d4"));
            assert!((m.notice)(&Notice::BadLink("why".into())).contains("why"));
            for s in &m.rules.sections {
                assert!(
                    !s.title.is_empty() && !s.body.is_empty(),
                    "{l:?} {}",
                    s.title
                );
            }
        }
        // The two tables are different languages, not copies.
        assert_ne!(
            Lang::En.messages().end_turn,
            Lang::ZhHant.messages().end_turn
        );
    }
}
