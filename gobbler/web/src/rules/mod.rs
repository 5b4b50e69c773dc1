//! The rules screen: every clause of `docs/gobbler-rules.md` and every Decision, in the words of
//! the message tables, each section with its small diagrams ([`diagrams`]).

pub mod diagrams;

#[cfg(test)]
mod tests;

use std::fmt::Write as _;

use gobbler_rules::{GobblerMove, LittlesTurn, Position, Square};

use crate::action::{self, ACTION};
use crate::html::{esc, mini_board, play_arrows, Arrow};
use crate::i18n::Messages;
use crate::model::{Msg, Screen};
use diagrams::Diagram;

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
    let diagrams = diagrams::diagrams();
    for (i, section) in t.rules.sections.iter().enumerate() {
        let _ = write!(
            h,
            r#"<section id="gb-rule-{i}"><h2>{}</h2>"#,
            esc(section.title)
        );
        for p in section.body {
            let decision = p.starts_with(t.rules.decision);
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
    let _ = write!(
        h,
        r#"<p class="gb-tip">{} <button type="button" class="gb-link" {ACTION}="{}">{}</button></p>"#,
        esc(t.findings.rules_hint),
        action::to_attr(&Msg::Screen(Screen::Findings)).unwrap_or_default(),
        esc(t.findings.rules_link)
    );
    h.push_str("</article>");
}
