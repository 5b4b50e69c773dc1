//! The findings screen shows the committed summary's figures, in both languages.

use super::*;
use crate::i18n::{Lang, Tables};

fn page(lang: Lang) -> String {
    let mut h = String::new();
    render(&mut h, lang.messages());
    h
}

#[test]
fn the_screen_shows_the_summarys_figures_in_both_languages() {
    let s = data::summary();
    let games = s.get("games").count();
    let fair = s.get("fair");
    let hist = s.get("eaten").get("histogram").items().len();
    for lang in Lang::ALL {
        let h = page(lang);
        let f = &lang.messages().findings;
        let mean = one(s.get("eaten").get("mean").num().unwrap());
        assert!(h.contains(&mean), "{lang:?}: the mean {mean}");
        let text = fill(
            f.fair_text,
            &[
                &fair.get("threshold").count(),
                &fair.get("low").count(),
                &fair.get("high").count(),
                &fair.get("littles_wins").count(),
                &games,
            ],
        );
        assert!(h.contains(&esc(&text)), "{lang:?}: {text}");
        assert_eq!(
            h.matches(r#"class="gb-hist-bar""#).count(),
            hist,
            "{lang:?}"
        );
        assert_eq!(
            h.matches("<tr><td>").count(),
            hist,
            "{lang:?}: the chart's table"
        );
        assert_eq!(h.matches(r#"<div class="gb-corner""#).count(), 2);
        assert!(h.contains(r#"class="gb-mini""#));
    }
}

#[test]
fn every_pattern_is_drawn_once_with_its_littles() {
    let s = data::summary();
    let h = page(Lang::En);
    for c in s.get("corners").items() {
        for p in c.get("largest").items() {
            let names: Vec<&str> = p.items().iter().filter_map(Json::str).collect();
            let f = &Lang::En.messages().findings;
            let template = if one_colour(&names) {
                f.caption_safe
            } else {
                f.caption_mixed
            };
            let caption = fill(template, &[&names.join(" ")]);
            assert_eq!(
                h.matches(&format!("<figcaption>{}</figcaption>", esc(&caption)))
                    .count(),
                1
            );
            let pos = pattern_position(p.items());
            assert_eq!(usize::from(pos.littles_on_board()), names.len());
        }
    }
}

#[test]
fn colours_of_squares() {
    assert!(one_colour(&["a1", "c1", "b2", "d4"]));
    assert!(!one_colour(&["a1", "b1"]));
    assert!(one_colour(&[]));
}

#[test]
fn sentences_are_spaced_as_their_language_spaces_them() {
    let s = |xs: &[&str]| sentences(&xs.iter().map(|x| x.to_string()).collect::<Vec<_>>());
    assert_eq!(s(&["One.", "Two."]), "One. Two.");
    assert_eq!(s(&["一。", "二。"]), "一。二。");
    assert_eq!(s(&[]), "");
}
