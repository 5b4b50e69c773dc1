//! One table that gives both directions of a DOM action: a control carries its action as the
//! value of a `data-*` attribute, written from the value ([`Codec::tag`]) and read back from the
//! clicked element ([`Codec::value`]). With one table the two directions cannot drift apart,
//! and [`Codec::check`] (for a test) proves the table is a bijection, so every value reads back
//! as itself.

/// A two-way table between attribute values (tags) and values (an app's messages).
#[derive(Debug)]
pub struct Codec<T: 'static> {
    /// `(tag, value)` pairs.
    pub table: &'static [(&'static str, T)],
}

impl<T: PartialEq> Codec<T> {
    /// The tag of `value` (`None` for a value the table does not hold).
    #[must_use]
    pub fn tag(&self, value: &T) -> Option<&'static str> {
        self.table.iter().find(|(_, v)| v == value).map(|(t, _)| *t)
    }

    /// The value of `tag` (`None` for a tag the table does not hold).
    #[must_use]
    pub fn value(&self, tag: &str) -> Option<&'static T> {
        self.table.iter().find(|(t, _)| *t == tag).map(|(_, v)| v)
    }

    /// Every tag and every value appears once, tags are not empty and need no escaping in an
    /// attribute, and each reads back as itself (the check a test runs).
    ///
    /// # Errors
    /// The first entry that breaks it.
    pub fn check(&self) -> Result<(), String>
    where
        T: std::fmt::Debug,
    {
        for (i, (tag, value)) in self.table.iter().enumerate() {
            if tag.is_empty()
                || !tag
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_:.@".contains(&b))
            {
                return Err(format!("tag {tag:?} is empty or needs escaping"));
            }
            if self.table[..i].iter().any(|(t, _)| t == tag) {
                return Err(format!("tag {tag:?} appears twice"));
            }
            if self.table[..i].iter().any(|(_, v)| v == value) {
                return Err(format!("{value:?} appears twice"));
            }
            if self.value(tag) != Some(value) || self.tag(value) != Some(tag) {
                return Err(format!("{tag:?} and {value:?} do not read back"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    enum Msg {
        Undo,
        Text(String),
        Side(u8),
    }

    const GOOD: Codec<Msg> = Codec {
        table: &[
            ("undo", Msg::Undo),
            ("paste", Msg::Text(String::new())),
            ("side-1", Msg::Side(1)),
        ],
    };

    #[test]
    fn both_directions_come_from_one_table() {
        assert_eq!(GOOD.check(), Ok(()));
        assert_eq!(GOOD.tag(&Msg::Side(1)), Some("side-1"));
        assert_eq!(GOOD.tag(&Msg::Side(2)), None);
        assert_eq!(GOOD.value("paste"), Some(&Msg::Text(String::new())));
        assert_eq!(GOOD.value("nope"), None);
    }

    #[test]
    fn the_check_finds_repeats_and_bad_tags() {
        let twice = Codec {
            table: &[("a", Msg::Undo), ("a", Msg::Side(1))],
        };
        assert!(twice.check().unwrap_err().contains("twice"));
        let same = Codec {
            table: &[("a", Msg::Undo), ("b", Msg::Undo)],
        };
        assert!(same.check().unwrap_err().contains("twice"));
        let quote = Codec {
            table: &[("a\"", Msg::Undo)],
        };
        assert!(quote.check().unwrap_err().contains("escaping"));
    }
}
