//! Languages: every string the app shows comes from one message table per language
//! (`en/` and `zh_hant/`, each a [`Messages`] assembled from one section per page).
//!
//! Sentences with values use positional placeholders `{0}`, `{1}`, … filled by [`fill`], so a
//! translation may put the values in any order.

use std::fmt::Display;

mod en;
mod schema;
mod zh_hant;

pub use schema::{
    EditorText, FaultText, FilesText, FindingsText, LearnText, OfflineStatusText, OfflineText,
    PreviewText, PuzzlesText, RevealText, ReviewText, SetupText, StepText, UiText,
};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// Traditional Chinese (繁體中文).
    ZhHant,
}

impl Lang {
    /// Every language, in the order the switcher lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhHant];

    /// The BCP 47 tag (for `<html lang>`, the URL and local storage).
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The language's name in itself (for the switcher).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhHant => "繁體中文",
        }
    }

    /// The language for a tag we wrote ([`Lang::tag`]) or a browser's preference
    /// (`zh-TW`, `zh-HK`, `zh-Hant-TW`, … are Traditional Chinese; other `zh` tags too, as the
    /// nearest we have). Anything else is `None`.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let lower = tag.trim().to_ascii_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or("");
        match primary {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::ZhHant),
            _ => None,
        }
    }

    /// The first language of the browser's list we speak, else English.
    #[must_use]
    pub fn from_preferences<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }

    /// This language's message table.
    #[must_use]
    pub fn messages(self) -> &'static Messages {
        match self {
            Lang::En => &en::MESSAGES,
            Lang::ZhHant => &zh_hant::MESSAGES,
        }
    }
}

/// One language's every string, by page.
pub struct Messages {
    /// The game pages, the navigation and the notices.
    pub ui: UiText,
    /// The position editor.
    #[cfg(feature = "full")]
    pub editor: EditorText,
    /// The refusals of setups (the editor's, links', pastes').
    pub setup: SetupText,
    /// Why a file did not arrive or was refused, why a position does not parse, the rules.
    pub fault: FaultText,
    /// Why `stats.json` or `puzzles.json` was refused.
    #[cfg(feature = "full")]
    pub files: FilesText,
    /// The findings page.
    #[cfg(feature = "full")]
    pub findings: FindingsText,
    /// The how-to-play page.
    #[cfg(feature = "full")]
    pub learn: LearnText,
    /// Offline use.
    #[cfg(feature = "full")]
    pub offline: OfflineText,
    /// The offline status line on every page.
    pub offline_status: OfflineStatusText,
    /// The puzzle page.
    #[cfg(feature = "full")]
    pub puzzles: PuzzlesText,
    /// The game review panel.
    pub review: ReviewText,
    /// The move preview and the review's button.
    pub preview: PreviewText,
    /// The reveal rule's setting and its reading where revealing loses.
    pub reveal: RevealText,
}

impl Messages {
    /// Every string of every section, named by its path (`learn.steps[3].task`), in
    /// declaration order: what the placeholder test compares across languages.
    #[must_use]
    pub fn entries(&self) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        self.ui.visit("ui", &mut out);
        #[cfg(feature = "full")]
        self.editor.visit("editor", &mut out);
        self.setup.visit("setup", &mut out);
        self.fault.visit("fault", &mut out);
        #[cfg(feature = "full")]
        self.files.visit("files", &mut out);
        #[cfg(feature = "full")]
        self.findings.visit("findings", &mut out);
        #[cfg(feature = "full")]
        self.learn.visit("learn", &mut out);
        #[cfg(feature = "full")]
        self.offline.visit("offline", &mut out);
        self.offline_status.visit("offline_status", &mut out);
        #[cfg(feature = "full")]
        self.puzzles.visit("puzzles", &mut out);
        self.review.visit("review", &mut out);
        self.preview.visit("preview", &mut out);
        self.reveal.visit("reveal", &mut out);
        out
    }
}

/// A part of a message table: a string, a list of them, or a section (see [`crate::message_table!`]).
pub trait Texts {
    /// Appends every string under `name` to `out`, each with its path.
    fn visit(&self, name: &str, out: &mut Vec<(String, &'static str)>);
}

impl Texts for &'static str {
    fn visit(&self, name: &str, out: &mut Vec<(String, &'static str)>) {
        out.push((name.to_string(), self));
    }
}

impl<T: Texts> Texts for [T] {
    fn visit(&self, name: &str, out: &mut Vec<(String, &'static str)>) {
        for (i, t) in self.iter().enumerate() {
            t.visit(&format!("{name}[{i}]"), out);
        }
    }
}

impl<T: Texts, const N: usize> Texts for [T; N] {
    fn visit(&self, name: &str, out: &mut Vec<(String, &'static str)>) {
        self[..].visit(name, out);
    }
}

impl<T: Texts> Texts for &'static [T] {
    fn visit(&self, name: &str, out: &mut Vec<(String, &'static str)>) {
        (**self).visit(name, out);
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

/// Declares a message table section: a struct whose fields are `&'static str` unless a type is
/// given (`colours: [&'static str; 2]`, `steps: &'static [StepText]`, another section), and its
/// [`Texts`], so that [`Messages::entries`] lists every string without a hand-kept list.
#[macro_export]
macro_rules! message_table {
    ($(#[$meta:meta])* pub struct $name:ident {
        $($(#[$fmeta:meta])* $field:ident $(: $ty:ty)?),* $(,)?
    }) => {
        $(#[$meta])*
        #[allow(missing_docs)]
        pub struct $name {
            $($(#[$fmeta])* pub $field: $crate::message_table!(@type $($ty)?),)*
        }

        impl $crate::i18n::Texts for $name {
            fn visit(&self, name: &str, out: &mut Vec<(String, &'static str)>) {
                $($crate::i18n::Texts::visit(
                    &self.$field,
                    &format!("{name}.{}", stringify!($field)),
                    out,
                );)*
            }
        }
    };
    (@type) => { &'static str };
    (@type $ty:ty) => { $ty };
}

/// The placeholders `{n}` a text uses, sorted and deduplicated.
#[must_use]
pub fn placeholders(text: &str) -> Vec<usize> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        if let Some(close) = after.find('}') {
            if let Ok(i) = after[..close].parse::<usize>() {
                found.push(i);
            }
        }
        rest = after;
    }
    found.sort_unstable();
    found.dedup();
    found
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

/// Fills `{0}`, `{1}`, … in `template` with `args` (a placeholder without an argument is kept
/// as written, so a bad translation shows up on the page instead of panicking).
#[must_use]
pub fn fill(template: &str, args: &[&dyn Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after
            .find('}')
            .map(|close| (close, after[..close].parse::<usize>()))
        {
            Some((close, Ok(i))) if i < args.len() => {
                out.push_str(&args[i].to_string());
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_places_arguments_by_position() {
        assert_eq!(fill("{1} then {0}", &[&"a", &2]), "2 then a");
        assert_eq!(fill("{0}{0}", &[&7]), "77");
        assert_eq!(fill("no args {0} {x} {", &[]), "no args {0} {x} {");
    }

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
                5 * Lang::En.messages().learn.steps.len()
            );
        }
        #[cfg(not(feature = "full"))]
        assert_eq!(count("findings.") + count("learn.") + count("puzzles."), 0);
        for lang in Lang::ALL {
            let other = lang.messages().entries();
            assert_eq!(other.len(), en.len());
            for ((name, a), (other_name, b)) in en.iter().zip(&other) {
                assert_eq!(name, other_name);
                assert!(
                    !b.trim().is_empty() || a.is_empty(),
                    "{lang:?} {name} is empty"
                );
                assert_eq!(
                    placeholders(a),
                    placeholders(b),
                    "{lang:?} {name}: {a:?} vs {b:?}"
                );
            }
        }
    }

    #[test]
    fn browser_tags_map_to_languages() {
        assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("zh-Hant-HK"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), None);
        assert_eq!(Lang::from_preferences(["fr", "zh-TW", "en"]), Lang::ZhHant);
        assert_eq!(Lang::from_preferences(["de"]), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        }
    }
}
