//! Languages: every string the app shows comes from one message table per language
//! (`en/` and `zh_hant/`, each a [`Messages`] assembled from one section per page).
//!
//! Sentences with values use positional placeholders `{0}`, `{1}`, … filled by [`fill`], so a
//! translation may put the values in any order.

use std::fmt::Display;

mod en;
mod zh_hant;

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
    pub ui: crate::view::UiText,
    /// The position editor.
    pub editor: crate::editor::EditorText,
    /// The findings page.
    pub findings: crate::findings::FindingsText,
    /// The how-to-play page.
    pub learn: crate::learn::LearnText,
    /// Offline use.
    pub offline: crate::offline::OfflineText,
}

/// Declares a message table section: a struct of `&'static str` fields and
/// `entries()`, every field's name and text (for the tests that compare languages).
#[macro_export]
macro_rules! message_table {
    ($(#[$meta:meta])* pub struct $name:ident { $($field:ident),* $(,)? }) => {
        $(#[$meta])*
        #[allow(missing_docs)]
        pub struct $name {
            $(pub $field: &'static str,)*
        }

        impl $name {
            /// Every field's name and text, in declaration order.
            #[must_use]
            pub fn entries(&self) -> Vec<(&'static str, &'static str)> {
                vec![$((stringify!($field), self.$field)),*]
            }
        }
    };
}
pub use message_table;

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

    #[test]
    fn every_language_has_every_ui_text_with_the_same_placeholders() {
        let en = Lang::En.messages().ui.entries();
        for lang in Lang::ALL {
            let other = lang.messages().ui.entries();
            assert_eq!(other.len(), en.len());
            for ((name, a), (_, b)) in en.iter().zip(&other) {
                assert!(!b.trim().is_empty(), "{lang:?} {name} is empty");
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
