//! The game pages' line: the moves played to the position shown, each a step to go back to, with
//! the variations played at each ply; the tools to promote or delete a line, and the review.

use std::fmt::Write;

use super::actions::attr;
#[cfg(feature = "full")]
use super::review;
use crate::html::esc;
use crate::i18n::{Messages, UiText};
use crate::model::{Model, Msg};

/// The line shown, its tools and the review's toggle (and panel, when open).
pub(super) fn game_line(h: &mut String, m: &Model, all: &Messages) {
    let t = &all.ui;
    let g = m.game();
    let _ = write!(h, r#"<h2>{}</h2><ol id="line" class="line">"#, esc(t.game));
    let _ = write!(
        h,
        r#"<li><button {}{}>{}</button></li>"#,
        attr(&Msg::Jump(0)),
        if g.ply() == 0 {
            r#" aria-current="step""#
        } else {
            ""
        },
        esc(t.start)
    );
    for (i, mv) in g.moves().iter().enumerate() {
        let ply = i + 1;
        let _ = write!(
            h,
            r#"<li><button {}{}>{ply}. {mv}</button>"#,
            attr(&Msg::Jump(ply)),
            if g.ply() == ply {
                r#" aria-current="step""#
            } else {
                ""
            }
        );
        // The other moves played here, each opening its variation.
        let others = g.alternatives(i);
        if !others.is_empty() {
            let _ = write!(
                h,
                r#"<span class="variations" role="group" aria-label="{}">"#,
                esc(t.variations)
            );
            for (node, other) in others {
                let _ = write!(
                    h,
                    r#"<button class="variation" {}>{ply}. {other}</button>"#,
                    attr(&Msg::Node(node))
                );
            }
            h.push_str("</span>");
        }
        h.push_str("</li>");
    }
    h.push_str("</ol>");
    tools(h, m, t);
    review_toggle(h, m, all);
}

/// Making the line shown the main line, and deleting the move shown.
fn tools(h: &mut String, m: &Model, t: &UiText) {
    let g = m.game();
    if g.ply() > 0 || !g.is_main_line() {
        h.push_str(r#"<p class="line-tools">"#);
        if !g.is_main_line() {
            let _ = write!(
                h,
                r#"<button id="main-line" {}>{}</button>"#,
                attr(&Msg::Promote),
                esc(t.main_line)
            );
        }
        if g.ply() > 0 {
            let _ = write!(
                h,
                r#"<button id="delete-here" {}>{}</button>"#,
                attr(&Msg::DeleteHere),
                esc(t.delete_here)
            );
        }
        h.push_str("</p>");
    }
}

/// The review's toggle, and its panel when open (the full module's: the explorer's module says
/// the page is loading). Not while the end of the game offers the review beside the board.
fn review_toggle(h: &mut String, m: &Model, all: &Messages) {
    let (t, rt) = (&all.ui, &all.preview);
    let g = m.game();
    if !g.moves().is_empty() && !m.offers_review() {
        let _ = write!(
            h,
            r#"<p class="review-open"><button id="review-toggle" {} aria-expanded="{}">{}</button></p>"#,
            attr(&Msg::ToggleReview),
            m.review,
            esc(if m.review { rt.close } else { rt.open })
        );
        if m.review {
            #[cfg(feature = "full")]
            h.push_str(&review::panel(m, t, &all.full.review));
            // The explorer's module: the review is the full module's (`web::handover`).
            #[cfg(not(feature = "full"))]
            h.push_str(&super::text::page_loading(m, t));
        }
    }
}
