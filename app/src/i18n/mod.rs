//! Languages: every string the app shows comes from one message table per language
//! (`en/` and `zh_hant/`, each a [`Messages`] assembled from one section per page).
//!
//! Sentences with values use positional placeholders `{0}`, `{1}`, … filled by [`fill`], so a
//! translation may put the values in any order.

mod en;
mod schema;
mod zh_hant;

pub use schema::{
    EditorText, FaultText, FilesText, FindingsText, FullText, GuideText, LastMove, LearnText,
    OfflineStatusText, OfflineText, PreviewText, PuzzlesText, RevealText, ReviewText, SetupText,
    StepText, UiText,
};

pub use web_kit::lang::{fill, Texts};
pub use web_kit::Lang;

/// A language's message table (`lang.messages()`): the app's tables for the site's languages.
pub trait Tables {
    /// This language's message table.
    fn messages(self) -> &'static Messages;
}

impl Tables for Lang {
    fn messages(self) -> &'static Messages {
        self.pick([&en::MESSAGES, &zh_hant::MESSAGES])
    }
}

/// One language's every string, by page.
pub struct Messages {
    /// The game pages, the navigation and the notices.
    pub ui: UiText,
    /// The refusals of setups (the editor's, links', pastes').
    pub setup: SetupText,
    /// Why a file did not arrive or was refused, why a position does not parse, the rules.
    pub fault: FaultText,
    /// The offline status line on every page.
    pub offline_status: OfflineStatusText,
    /// The move preview and the review's button.
    pub preview: PreviewText,
    /// The reveal rule's setting and its reading where revealing loses.
    pub reveal: RevealText,
    /// The welcome of a first visit and the legend of the values.
    pub guide: GuideText,
    /// The full module's pages (learn, findings, the editor, puzzles, the offline page, their
    /// files' errors, the game review panel): the explorer's module carries none of their strings. The one gate of the
    /// tables; each language gates its `full` module and its value here.
    #[cfg(feature = "full")]
    pub full: FullText,
}

impl Messages {
    /// Every string of every section, named by its path (`learn.steps[3].task`), in
    /// declaration order: what the placeholder test compares across languages.
    #[must_use]
    pub fn entries(&self) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        self.ui.visit("ui", &mut out);
        self.setup.visit("setup", &mut out);
        self.fault.visit("fault", &mut out);
        self.offline_status.visit("offline_status", &mut out);
        self.preview.visit("preview", &mut out);
        self.reveal.visit("reveal", &mut out);
        self.guide.visit("guide", &mut out);
        #[cfg(feature = "full")]
        self.full.visit_sections(&mut out);
        out
    }
}

/// The editor's link to its refusals: those strings are visited as `setup.*`.
impl Texts for &'static SetupText {
    fn visit(&self, _name: &str, _out: &mut Vec<(String, &'static str)>) {}
}

/// The setup texts' link to the game pages' names: those strings are visited as `ui.*`.
impl Texts for &'static UiText {
    fn visit(&self, _name: &str, _out: &mut Vec<(String, &'static str)>) {}
}

/// A set of lines (bits over `gobblet_rules::LINES`) as `a3–c3{and}a1–c3`.
#[must_use]
pub fn lines_text(lines: u8, and: &str) -> String {
    (0..8u8)
        .filter(|i| lines & (1 << i) != 0)
        .map(|i| {
            let (a, b) = gobblet_rules::line_ends(i);
            format!("{a}–{b}")
        })
        .collect::<Vec<_>>()
        .join(and)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one placeholder check: every string of every section (found by the tables' own
    /// [`Texts`], no list kept by hand) exists in every language, is not empty where the English
    /// is not, and uses the same placeholders as the English.
    #[test]
    fn every_language_has_every_text_with_the_same_placeholders() {
        let en = Lang::En.messages().entries();
        // Every field the findings schema declares (one `name,` line each) is an entry; a step
        // has 5 texts.
        let count = |prefix: &str| en.iter().filter(|(n, _)| n.starts_with(prefix)).count();
        let declared = include_str!("schema/findings.rs")
            .lines()
            .map(str::trim)
            .filter(|l| {
                l.strip_suffix(',').is_some_and(|name| {
                    !name.is_empty()
                        && name
                            .bytes()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'_')
                })
            })
            .count();
        assert!(declared > 80, "the schema's fields are found ({declared})");
        // The explorer's module carries no findings, lessons or puzzles texts.
        #[cfg(feature = "full")]
        {
            assert_eq!(count("findings."), declared);
            assert_eq!(
                count("learn.steps["),
                5 * Lang::En.messages().full.learn.steps.len()
            );
        }
        #[cfg(not(feature = "full"))]
        assert_eq!(count("findings.") + count("learn.") + count("puzzles."), 0);
        for lang in Lang::ALL {
            let other = lang.messages().entries();
            if let Err(why) = web_kit::lang::check_placeholders(&en, &other) {
                panic!("{lang:?}: {why}");
            }
        }
    }
}
