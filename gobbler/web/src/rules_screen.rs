//! The rules screen: every clause of `docs/gobbler-rules.md` and every Decision, each with small
//! diagrams drawn from real positions played by the rules crate (so a diagram cannot show a
//! rule the game does not play).

use std::fmt::Write as _;

use gobbler_rules::{GobblerMove, LittlesTurn, Position, Side, Square, SquareSet};

use crate::i18n::Messages;
use crate::view::{esc, mini_board, play_arrows, Arrow};

/// One diagram of the rules screen.
#[derive(Clone, Debug)]
pub enum Diagram {
    /// A position as it stands (files and ranks shown).
    Board(Position, (i8, i8), (i8, i8)),
    /// A Littles turn: before with its steps as arrows, then after; `legal` false draws the
    /// steps crossed out and no "after".
    Littles(Position, &'static str, bool, (i8, i8), (i8, i8)),
    /// A Gobbler move: before with its hops, then after with the scatter.
    Gobbler(Position, &'static str, (i8, i8), (i8, i8)),
}

/// A position with these Littles and Gobblers, `side` to move, eaten = 60 − the Littles on the
/// board.
///
/// # Panics
/// If the squares are misspelt or the position is invalid (the diagrams are fixed; a test
/// draws every one).
#[must_use]
pub fn setup(littles: &[(&str, u8)], gobblers: &[&str], side: Side) -> Position {
    let sq = |s: &str| s.parse::<Square>().expect("a square");
    let mut counts = [0u8; 64];
    for &(s, n) in littles {
        counts[sq(s).index()] += n;
    }
    let mut set = SquareSet::EMPTY;
    for g in gobblers {
        set = set.with(sq(g));
    }
    let on: u8 = counts.iter().sum();
    Position::new(counts, set, side, 60 - on, 40).expect("a valid diagram position")
}

/// The start with some squares changed, `side` to move.
fn start_with(changes: &[(&str, u8)], side: Side) -> Position {
    let mut littles: Vec<(String, u8)> = Square::all()
        .map(|s| (s.to_string(), Position::START.count(s)))
        .collect();
    for &(s, n) in changes {
        if let Some(e) = littles.iter_mut().find(|(q, _)| q == s) {
            e.1 = n;
        }
    }
    let l: Vec<(&str, u8)> = littles.iter().map(|(s, n)| (s.as_str(), *n)).collect();
    setup(&l, &["d4", "e5"], side)
}

/// The diagrams of each section, in the order of the message tables' sections.
#[must_use]
pub fn diagrams() -> Vec<Vec<Diagram>> {
    let all = ((0, 7), (1, 8));
    let after_pass = start_with(&[], Side::Gobblers);
    vec![
        // Board and start.
        vec![Diagram::Board(Position::START, all.0, all.1)],
        // The Littles' turn.
        vec![Diagram::Littles(
            Position::START,
            "b1-b2 a1-b2 c3-d3",
            true,
            (0, 3),
            (1, 4),
        )],
        // No Little steps twice.
        vec![
            Diagram::Littles(Position::START, "a1-b2 b2-c3", true, (0, 3), (1, 4)),
            Diagram::Littles(
                start_with(&[("b2", 0)], Side::Littles),
                "a1-b2 b2-c3",
                false,
                (0, 3),
                (1, 4),
            ),
        ],
        // The Gobbler's move.
        vec![
            Diagram::Gobbler(
                start_with(&[("c6", 2), ("a8", 0)], Side::Gobblers),
                "d4>c6",
                (0, 4),
                (3, 8),
            ),
            Diagram::Gobbler(after_pass, "e5>c6>b4", (0, 5), (2, 7)),
        ],
        // Starving.
        vec![
            Diagram::Board(
                setup(
                    &[("a5", 1), ("e3", 1), ("g6", 2), ("d8", 1), ("h3", 1)],
                    &["a1", "h8"],
                    Side::Gobblers,
                ),
                all.0,
                all.1,
            ),
            Diagram::Board(
                setup(
                    &[("d7", 2), ("a6", 1), ("e6", 1), ("b4", 1)],
                    &["a8", "b6"],
                    Side::Gobblers,
                ),
                (0, 4),
                (4, 8),
            ),
        ],
        // The scatter.
        vec![Diagram::Gobbler(
            setup(
                &[
                    ("d4", 2),
                    ("c3", 1),
                    ("d3", 1),
                    ("e3", 1),
                    ("c4", 1),
                    ("e4", 1),
                    ("c5", 1),
                    ("d5", 1),
                    ("e5", 1),
                ],
                &["e6", "h1"],
                Side::Gobblers,
            ),
            "e6>d4",
            (1, 5),
            (2, 6),
        )],
        // The scatter at the edge.
        vec![
            Diagram::Gobbler(
                setup(
                    &[("b4", 2), ("a3", 1), ("a4", 1), ("a5", 1)],
                    &["d5", "h8"],
                    Side::Gobblers,
                ),
                "d5>b4",
                (0, 3),
                (1, 6),
            ),
            Diagram::Gobbler(
                setup(&[("b2", 2), ("a1", 1)], &["d3", "h8"], Side::Gobblers),
                "d3>b2",
                (0, 3),
                (1, 4),
            ),
            Diagram::Gobbler(
                setup(&[("a4", 2), ("a5", 1)], &["c5", "h8"], Side::Gobblers),
                "c5>a4",
                (0, 2),
                (3, 6),
            ),
        ],
        // Into the other Gobbler's jaws.
        vec![
            Diagram::Gobbler(
                setup(&[("b4", 2), ("c4", 1)], &["d3", "d4"], Side::Gobblers),
                "d3>b4",
                (0, 4),
                (2, 5),
            ),
            Diagram::Gobbler(
                setup(&[("b4", 2), ("a5", 1)], &["d5", "a6"], Side::Gobblers),
                "d5>b4",
                (0, 3),
                (3, 6),
            ),
        ],
        // End and result; ranks.
        vec![],
        vec![],
        // Notation and the worked example.
        vec![Diagram::Gobbler(after_pass, "e5>c6>b4", (0, 5), (1, 7))],
    ]
}

fn step_arrows(turn: &LittlesTurn, class: &'static str) -> Vec<Arrow> {
    turn.steps()
        .iter()
        .map(|s| Arrow {
            from: s.from,
            to: s.to,
            class,
        })
        .collect()
}

fn draw(h: &mut String, d: &Diagram, caption: &str, t: &Messages) {
    h.push_str(r#"<figure class="gb-fig"><div class="gb-pair">"#);
    let half = |h: &mut String,
                pos: &Position,
                f,
                r,
                arrows: &[Arrow],
                marks: &[(Square, &'static str)],
                under: &str| {
        h.push_str("<div>");
        mini_board(h, pos, f, r, arrows, marks, &format!("{caption} ({under})"));
        if !under.is_empty() {
            let _ = write!(h, r#"<p class="gb-under">{}</p>"#, esc(under));
        }
        h.push_str("</div>");
    };
    match d {
        Diagram::Board(pos, f, r) => half(h, pos, *f, *r, &[], &[], ""),
        Diagram::Littles(pos, text, legal, f, r) => {
            let turn: LittlesTurn = text.parse().expect("a diagram's turn");
            if *legal {
                half(
                    h,
                    pos,
                    *f,
                    *r,
                    &step_arrows(&turn, "step"),
                    &[],
                    t.rules.before,
                );
                if let Ok(after) = pos.apply_littles_turn(&turn) {
                    half(h, &after, *f, *r, &[], &[], t.rules.after);
                }
            } else {
                half(h, pos, *f, *r, &step_arrows(&turn, "bad"), &[], "✗");
            }
        }
        Diagram::Gobbler(pos, text, f, r) => {
            let mv: GobblerMove = text.parse().expect("a diagram's move");
            let hops: Vec<Arrow> = mv
                .path()
                .windows(2)
                .map(|w| Arrow {
                    from: w[0],
                    to: w[1],
                    class: "hop",
                })
                .collect();
            half(h, pos, *f, *r, &hops, &[], t.rules.before);
            if let Ok(play) = pos.play_gobbler_move(&mv) {
                let (mut arrows, marks) = play_arrows(&play);
                arrows.retain(|a| a.class != "hop");
                half(h, &play.position, *f, *r, &arrows, &marks, t.rules.after);
            }
        }
    }
    let _ = write!(
        h,
        "</div><figcaption>{}</figcaption></figure>",
        esc(caption)
    );
}

/// Draws the rules screen.
pub fn render(h: &mut String, t: &Messages) {
    let _ = write!(
        h,
        r#"<article class="gb-rules"><p class="gb-intro">{}</p>"#,
        esc(t.rules.intro)
    );
    let diagrams = diagrams();
    for (i, section) in t.rules.sections.iter().enumerate() {
        let _ = write!(
            h,
            r#"<section id="gb-rule-{i}"><h2>{}</h2>"#,
            esc(section.title)
        );
        for p in section.body {
            let decision = p.starts_with("Decision:") || p.starts_with("決定：");
            let _ = write!(
                h,
                r#"<p{}>{}</p>"#,
                if decision {
                    r#" class="gb-decision""#
                } else {
                    ""
                },
                esc(p)
            );
        }
        for (d, caption) in diagrams[i].iter().zip(section.captions.iter()) {
            draw(h, d, caption, t);
        }
        h.push_str("</section>");
    }
    h.push_str("</article>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use gobbler_rules::Fate;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn play(d: &Diagram) -> gobbler_rules::GobblerPlay {
        match d {
            Diagram::Gobbler(pos, text, ..) => {
                pos.play_gobbler_move(&text.parse().unwrap()).unwrap()
            }
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
}
