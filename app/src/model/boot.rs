//! Start-up: what the page knows when it opens, read from the browser by the web layer, turned
//! into the first model and its first commands by [`Model::init`] (never by writing the
//! model's fields from outside).

use gobblet_rules::rng::Rng;

use super::{Cmd, Cmds, Model, Msg};
use crate::i18n::Lang;

/// What the web layer reads from the browser when the page opens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Boot {
    /// The language: the one chosen before, else the browser's preference.
    pub lang: Lang,
    /// The computer's dice (different games each visit).
    pub seed: u64,
    /// The page's query (`?m=…`).
    pub query: String,
    /// The session the explorer's module handed over with the page (`web::handover`).
    pub session: Option<String>,
    /// Today, in days since 1970 (it picks the daily puzzle).
    pub today: i64,
    /// The stored puzzle streak's text.
    pub streak: Option<String>,
    /// Whether the puzzle page goes on to the next puzzle after a solve (stored).
    pub auto_next: bool,
    /// Whether nothing the site keeps across visits is stored yet (a first visit).
    pub first_visit: bool,
}

impl Model {
    /// The model of a page that opens with `boot`, and its first commands (the manifest's
    /// fetch among them).
    pub fn init(boot: Boot) -> (Model, Cmds) {
        let mut m = Model::new();
        m.lang = boot.lang;
        m.rng = Rng::new(boot.seed);
        m.boot_full(&boot);
        // A first visit to the site's front page is welcomed; a shared link opens what it
        // shows.
        m.welcome = boot.first_visit && boot.query.trim_start_matches('?').is_empty();
        let mut cmds = m.update(Msg::Url(boot.query));
        cmds.push(Cmd::FetchManifest);
        (m, cmds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::Page;

    #[test]
    fn the_first_model_reads_the_link_and_asks_for_the_manifest() {
        let (m, cmds) = Model::init(Boot {
            lang: Lang::ZhHant,
            seed: 7,
            query: "?page=two&m=L@b2".into(),
            ..Boot::default()
        });
        assert_eq!(m.lang, Lang::ZhHant);
        assert_eq!(m.page, Page::Two);
        assert_eq!(m.rng, Rng::new(7));
        assert!(cmds.as_slice().contains(&Cmd::FetchManifest));
    }
}
