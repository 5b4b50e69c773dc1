//! The languages the site speaks, and the machinery of its message tables: every string a page
//! shows comes from one table per language, a struct of `&'static str` templates whose values
//! go into positional placeholders `{0}`, `{1}`, … ([`fill`]), so a translation may put them in
//! any order. [`message_table!`](crate::message_table) declares a table section and its
//! [`Texts`], which lists every string with its path; [`check_placeholders`] is the one test
//! that every language has every string with the same placeholders.

use std::fmt::Display;

/// A language the site speaks (English by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
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
        match lower.split(['-', '_']).next().unwrap_or("") {
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

    /// The one of `[english, chinese]` for this language (a table per language, picked).
    #[must_use]
    pub fn pick<T>(self, tables: [T; 2]) -> T {
        let [en, zh] = tables;
        match self {
            Lang::En => en,
            Lang::ZhHant => zh,
        }
    }
}

/// A part of a message table: a string, a list of them, or a section (see
/// [`message_table!`](crate::message_table)).
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

/// Declares a message table section: a struct whose fields are `&'static str` unless a type is
/// given (`colours: [&'static str; 2]`, `steps: &'static [StepText]`, another section), and its
/// [`Texts`], so that a table lists every string without a hand-kept list.
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

        impl $crate::lang::Texts for $name {
            fn visit(&self, name: &str, out: &mut Vec<(String, &'static str)>) {
                $($crate::lang::Texts::visit(
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

/// The one placeholder check, for a test: `other` (a language's [`Texts`] entries) has every
/// string of `english` under the same path, in the same order, not empty where the English is
/// not, with the same placeholders. The first difference, in words.
///
/// # Errors
/// The first entry that differs.
pub fn check_placeholders(
    english: &[(String, &'static str)],
    other: &[(String, &'static str)],
) -> Result<(), String> {
    if english.len() != other.len() {
        return Err(format!(
            "{} strings in English, {} in the other language",
            english.len(),
            other.len()
        ));
    }
    for ((name, a), (other_name, b)) in english.iter().zip(other) {
        if name != other_name {
            return Err(format!("{other_name} stands where English has {name}"));
        }
        if b.trim().is_empty() && !a.is_empty() {
            return Err(format!("{name} is empty"));
        }
        if placeholders(a) != placeholders(b) {
            return Err(format!("{name}: {a:?} vs {b:?}"));
        }
    }
    Ok(())
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
        assert_eq!(Lang::ZhHant.pick(["a", "b"]), "b");
    }

    crate::message_table! {
        /// A section for the test.
        pub struct Section {
            hello,
            list: [&'static str; 2],
        }
    }

    #[test]
    fn tables_list_their_strings_and_the_check_finds_differences() {
        let en = Section {
            hello: "Hello {0}",
            list: ["a", "b {1}"],
        };
        let mut entries = Vec::new();
        en.visit("s", &mut entries);
        let names: Vec<&str> = entries.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["s.hello", "s.list[0]", "s.list[1]"]);
        let zh = Section {
            hello: "你好 {0}",
            list: ["甲", "乙 {1}"],
        };
        let mut zh_entries = Vec::new();
        zh.visit("s", &mut zh_entries);
        assert_eq!(check_placeholders(&entries, &zh_entries), Ok(()));
        let bad = Section {
            hello: "你好",
            list: ["甲", "乙 {1}"],
        };
        let mut bad_entries = Vec::new();
        bad.visit("s", &mut bad_entries);
        assert!(check_placeholders(&entries, &bad_entries)
            .unwrap_err()
            .starts_with("s.hello"));
    }
}
