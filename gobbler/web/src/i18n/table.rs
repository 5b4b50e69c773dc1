// Moves to the shared web crate (issue 21 item 1).
//! The message-table machinery, the same as the explorer's (`app/src/i18n/mod.rs`): sections
//! declared with [`message_table!`](crate::message_table) whose fields are `&'static str`
//! templates, [`Texts`] to list every string of a table with its path, [`fill`] for the
//! positional placeholders `{0}`, `{1}`, … and [`placeholders`] for the test that every language
//! uses the same ones. Kept identical in behaviour to the app's so that both move out together.

use std::fmt::Display;

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
/// given (`rank_head: [&'static str; 3]`, `body: &'static [&'static str]`, another section), and
/// its [`Texts`], so that a table lists every string without a hand-kept list.
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

        impl $crate::i18n::table::Texts for $name {
            fn visit(&self, name: &str, out: &mut Vec<(String, &'static str)>) {
                $($crate::i18n::table::Texts::visit(
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
    fn placeholders_are_found_once_each_in_order() {
        assert_eq!(placeholders("{1} then {0}, {1} again"), [0, 1]);
        assert_eq!(placeholders("{x} {} { 0} {"), Vec::<usize>::new());
    }
}
