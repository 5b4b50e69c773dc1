//! What the page opens with: everything `web` reads from the browser before the first draw.

use crate::i18n::Lang;

/// What the page starts from: everything `web` reads from the browser before the first draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    /// The site's language.
    pub lang: Lang,
    /// Dice for the computer.
    pub seed: u64,
    /// The ranks kept in local storage, if any ([`crate::players::Roster::encode`]'s text).
    pub ranks: Option<String>,
    /// The page's query (a shared game to replay).
    pub query: String,
    /// Whether the evaluation was switched on, as kept in local storage (`1` for on).
    pub eval: Option<String>,
    /// The game kept in local storage, if any ([`super::Saved::encode`]'s text).
    pub game: Option<String>,
    /// The unfinished games set aside, if any ([`super::encode_set_aside`]'s text).
    pub set_aside: Option<String>,
}

impl Default for Start {
    /// English, dice 1, no stored ranks, no link, the evaluation off, nothing kept.
    fn default() -> Start {
        Start {
            lang: Lang::En,
            seed: 1,
            ranks: None,
            query: String::new(),
            eval: None,
            game: None,
            set_aside: None,
        }
    }
}
