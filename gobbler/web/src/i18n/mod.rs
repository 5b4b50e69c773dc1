//! The page's words: every string comes from one message table per language (`en/` and
//! `zh_hant/`, each a [`Messages`] of the sections declared in [`schema`]), in the explorer's
//! design: `&'static str` templates whose positional placeholders `{0}`, `{1}`, … are filled by
//! [`fill`], so a translation may put the values in any order, and a test that every language
//! has every entry with the same placeholders. The machinery is in [`table`].

mod en;
pub mod errors;
pub mod schema;
pub mod table;
mod zh_hant;

pub use errors::ErrorText;
pub use schema::{
    AdviceText, FindingsText, Messages, NoticeText, PageText, PlayText, RecordText, ReportText,
    RulesSection, RulesText,
};
pub use table::{fill, placeholders};

pub use web_kit::Lang;

/// Which of a text's two forms says `n` of something: `[one, many]`, 0 for one, 1 otherwise.
#[must_use]
pub fn form(n: usize) -> usize {
    usize::from(n != 1)
}

/// A language's message table (`lang.messages()`).
pub trait Tables {
    /// This language's table.
    fn messages(self) -> &'static Messages;
}

impl Tables for Lang {
    fn messages(self) -> &'static Messages {
        self.pick([&en::MESSAGES, &zh_hant::MESSAGES])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_round_trip() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.tag()), Some(l));
        }
        assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("fr"), None);
    }

    /// The one placeholder check: every string of every section (found by the tables' own
    /// `Texts`, no list kept by hand) exists in every language, is not empty where the English
    /// is not, and uses the same placeholders as the English.
    #[test]
    fn every_language_has_every_text_with_the_same_placeholders() {
        let en = Lang::En.messages().entries();
        // Every field of the schema is an entry: the sections' fields, the three levels and
        // rank headings, and every paragraph and caption of the eleven rules sections.
        let count = |prefix: &str| en.iter().filter(|(n, _)| n.starts_with(prefix)).count();
        assert_eq!(count("play.levels["), 3);
        assert_eq!(count("record.rank_head["), 3);
        assert_eq!(count("rules.sections[10].title"), 1);
        assert!(
            count("rules.sections[") > 40,
            "{}",
            count("rules.sections[")
        );
        for lang in Lang::ALL {
            let other = lang.messages().entries();
            assert_eq!(other.len(), en.len(), "{lang:?}");
            for ((name, a), (other_name, b)) in en.iter().zip(&other) {
                assert_eq!(name, other_name, "{lang:?}");
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
        // The two tables are different languages, not copies.
        assert_ne!(
            Lang::En.messages().play.end_turn,
            Lang::ZhHant.messages().play.end_turn
        );
    }

    #[test]
    fn the_rules_words_fill_their_values() {
        let sq: gobbler_rules::Square = "d4".parse().unwrap();
        for l in Lang::ALL {
            let m = l.messages();
            assert!(fill(m.play.eaten, &[&7]).contains('7'));
            assert!(fill(m.play.threshold, &[&41]).contains("41"));
            assert!(fill(m.play.starving, &[&sq]).contains("d4"));
            assert!(m.play.square(sq, 3, false, false).contains('3'));
            assert!(m.play.landing("e5>c6>b4", 2, 2).matches('2').count() >= 2);
        }
    }

    /// A scattered stack's fate is said with its verb agreeing with the Littles it held.
    #[test]
    fn a_stack_s_fate_agrees_with_its_count() {
        use gobbler_rules::{Fate, Scattered};
        let sq = |s: &str| -> gobbler_rules::Square { s.parse().unwrap() };
        let fates = [
            Fate::PinnedAtEdge,
            Fate::PinnedInCorner,
            Fate::RanIntoJaws { gobbler: sq("d4") },
            Fate::SlidIntoJaws { gobbler: sq("d4") },
        ];
        let report = &Lang::En.messages().report;
        for fate in fates {
            let one = report.scattered(&Scattered {
                from: sq("h5"),
                count: 1,
                fate,
            });
            let three = report.scattered(&Scattered {
                from: sq("h5"),
                count: 3,
                fate,
            });
            assert!(
                one.starts_with("The Little on h5") && one.contains(" was "),
                "{one}"
            );
            assert!(
                three.starts_with("The 3 Littles on h5") && three.contains(" were "),
                "{three}"
            );
            assert!(!three.contains(" was "), "{three}");
        }
        let ran = report.scattered(&Scattered {
            from: sq("c5"),
            count: 2,
            fate: Fate::Ran { to: sq("b6") },
        });
        assert_eq!(ran, "The 2 Littles on c5 ran away to b6.");
    }
}
