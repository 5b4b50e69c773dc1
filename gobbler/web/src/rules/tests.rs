use gobbler_rules::{Fate, Side, Square, SquareSet};

use super::diagrams::{diagrams, setup, Diagram};
use super::*;
use crate::i18n::{Lang, Tables};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn play(d: &Diagram) -> gobbler_rules::GobblerPlay {
    match d {
        Diagram::Gobbler(pos, text, ..) => pos.play_gobbler_move(&text.parse().unwrap()).unwrap(),
        _ => panic!("not a Gobbler diagram"),
    }
}

fn fate(p: &gobbler_rules::GobblerPlay, from: &str) -> Fate {
    p.scattered().find(|s| s.from == sq(from)).unwrap().fate
}

#[test]
fn every_section_has_a_caption_per_diagram_in_both_languages() {
    let d = diagrams();
    for l in Lang::ALL {
        let sections = &l.messages().rules.sections;
        assert_eq!(sections.len(), d.len());
        for (s, ds) in sections.iter().zip(&d) {
            assert_eq!(s.captions.len(), ds.len(), "{l:?}: {}", s.title);
        }
    }
}

#[test]
fn the_diagrams_show_what_their_captions_say() {
    let d = diagrams();
    // The Littles' turn: three Littles on b2 after b1-b2 a1-b2.
    if let Diagram::Littles(pos, text, true, ..) = &d[1][0] {
        let after = pos.apply_littles_turn(&text.parse().unwrap()).unwrap();
        assert_eq!(after.count(sq("b2")), 3);
        assert_eq!(after.count(sq("d3")), 2);
    } else {
        panic!("section 1");
    }
    // No Little steps twice: legal with b2 held, illegal with b2 empty.
    for (i, legal) in [(0, true), (1, false)] {
        if let Diagram::Littles(pos, text, l, ..) = &d[2][i] {
            assert_eq!(*l, legal);
            assert_eq!(
                pos.apply_littles_turn(&text.parse().unwrap()).is_ok(),
                legal
            );
        }
    }
    // One hop eating two ends the move; two hops eating one each.
    assert_eq!(play(&d[3][0]).hop_eaten, [2, 0]);
    assert_eq!(play(&d[3][1]).hop_eaten, [1, 1]);
    // Starving: a1 alone; the Decision: a8, whose only way to two is through b6.
    if let Diagram::Board(pos, ..) = &d[4][0] {
        assert_eq!(pos.starving(), SquareSet::single(sq("a1")));
    }
    if let Diagram::Board(pos, ..) = &d[4][1] {
        assert_eq!(pos.starving(), SquareSet::single(sq("a8")));
        // Without its partner on b6, the Gobbler on a8 could eat two there.
        let alone = setup(
            &[("d7", 2), ("a6", 1), ("e6", 1), ("b4", 1)],
            &["a8"],
            Side::Gobblers,
        );
        assert!(alone.starving().is_empty());
    }
    // The scatter: all eight run straight away.
    let p = play(&d[5][0]);
    assert_eq!(p.scattered().count(), 8);
    assert!(p.scattered().all(|s| matches!(s.fate, Fate::Ran { .. })));
    assert_eq!(fate(&p, "c3"), Fate::Ran { to: sq("b2") });
    // The edge: pinned, slides; the corner; the Decision along the edge.
    let p = play(&d[6][0]);
    assert_eq!(fate(&p, "a4"), Fate::PinnedAtEdge);
    assert_eq!(fate(&p, "a5"), Fate::Slid { to: sq("a6") });
    assert_eq!(fate(&p, "a3"), Fate::Slid { to: sq("a2") });
    assert_eq!(fate(&play(&d[6][1]), "a1"), Fate::PinnedInCorner);
    assert_eq!(fate(&play(&d[6][2]), "a5"), Fate::Ran { to: sq("a6") });
    // The jaws.
    assert_eq!(
        fate(&play(&d[7][0]), "c4"),
        Fate::RanIntoJaws { gobbler: sq("d4") }
    );
    assert_eq!(
        fate(&play(&d[7][1]), "a5"),
        Fate::SlidIntoJaws { gobbler: sq("a6") }
    );
    // The worked example: four eaten.
    assert_eq!(play(&d[10][0]).position.eaten(), 4);
}

#[test]
fn the_screen_draws_every_section_and_decision() {
    for l in Lang::ALL {
        let mut h = String::new();
        render(&mut h, l.messages());
        for i in 0..11 {
            assert!(h.contains(&format!(r#"id="gb-rule-{i}""#)), "{l:?} {i}");
        }
        // Five Decisions in gobbler.md: pass, partner-blocked starving, the edge reading,
        // one threshold — and the corner/slide wording is one of them; at least four marked.
        assert!(h.matches("gb-decision").count() >= 4, "{l:?}");
        assert_eq!(h.matches("<figure").count(), 15, "{l:?}");
        // Arrows: the hops and every scatter run.
        assert!(h.contains("gb-arrow hop") && h.contains("gb-arrow slid"));
        assert!(h.contains(" eaten"));
    }
}

#[test]
fn the_rules_hint_links_to_the_findings() {
    for lang in Lang::ALL {
        let mut h = String::new();
        render(&mut h, lang.messages());
        let f = &lang.messages().findings;
        assert!(h.contains(&format!(
            r#"<p class="gb-tip">{} <button type="button" class="gb-link" data-gb="screen:findings">{}</button></p>"#,
            esc(f.rules_hint),
            esc(f.rules_link)
        )), "{lang:?}");
    }
}
