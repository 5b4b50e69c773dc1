//! The play screen: the board ([`board`]: squares as buttons, arrows in an SVG overlay) beside
//! a panel ([`panel`]: whose turn, the turn's controls, the notice, the last turn, then
//! [`advice`]: the strong player's hint and evaluation, close under the controls so that a phone
//! shows them with the board; then eaten against the threshold and the last Gobbler move's
//! scatter; [`record`]: the game record with its link, the players and their ranks). What the
//! person may pick is worked out once per draw ([`choices`]).

pub mod advice;
pub mod analysis;
pub mod board;
pub mod choices;
pub mod panel;
pub mod record;
pub mod review;
pub mod widgets;

#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_analysis;
#[cfg(test)]
mod tests_review;

use crate::i18n::Messages;
use crate::model::Model;

/// Draws the play screen of `m` with the words `t`; `page_url` is the page's address without
/// its query (for the link).
pub fn render(h: &mut String, m: &Model, t: &Messages, page_url: &str) {
    let past = m.reviewed();
    let shown = past.as_ref().unwrap_or(m);
    let c = choices::Choices::of(shown);
    h.push_str(r#"<div class="gb-play"><div class="gb-boardbox">"#);
    board::render(h, shown, t, &c);
    h.push_str(r#"</div><div class="gb-panel">"#);
    if past.is_some() {
        // A past board: which one and the way through the turns, in place of the turn's
        // controls (they are the present's); the advice about this board, beside the turn
        // played from it.
        review::banner(h, m, t);
        panel::last_turn(h, shown, t);
        advice::render(h, shown, t, m.played_next().as_ref());
        panel::meter(h, shown, t, &c);
    } else {
        panel::status(h, m, t);
        panel::littles_turn(h, m, t, &c);
        panel::notice(h, m, t);
        panel::last_turn(h, m, t);
        advice::render(h, m, t, None);
        panel::meter(h, m, t, &c);
        panel::turn(h, m, t, &c);
    }
    panel::report(h, shown, t);
    record::game(h, m, t, page_url);
    record::set_aside(h, m, t);
    record::players(h, m, t);
    h.push_str("</div></div>");
    // After the board and the panel, not in the panel, whose children come and go: a redraw
    // keeps elements by their place (`dom_morph`), so only there does an unfolded list stay so.
    panel::keys(h, t);
}
