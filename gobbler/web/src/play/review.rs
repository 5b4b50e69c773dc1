//! Looking back over the game: what the board shows and the buttons that step through the turns
//! (from the start, one back, one on, back to the game). While looking back they stand at the
//! top of the panel, in place of the turn's controls; otherwise under the game's turns.

use std::fmt::Write as _;

use super::widgets::button_with;
use crate::action;
use crate::html::esc;
use crate::i18n::{fill, form, Messages};
use crate::model::{Model, Msg, Review};

/// While looking back: which board is shown, then the buttons.
pub fn banner(h: &mut String, m: &Model, t: &Messages) {
    let n = m.turns_shown();
    let played = m.game.turns().len();
    let said = if n == 0 {
        fill(t.record.review_start[form(played)], &[&played])
    } else {
        fill(t.record.review_after, &[&n, &played])
    };
    let _ = write!(
        h,
        r#"<p id="gb-review" class="gb-status gb-review" role="status">{}</p>"#,
        esc(&said)
    );
    nav(h, m, t);
}

/// The four buttons, each disabled where it has nowhere to go and named with its key
/// ([`action::REVIEW_KEYS`]); *Back to the game* is the primary one while looking back.
pub fn nav(h: &mut String, m: &Model, t: &Messages) {
    let _ = write!(
        h,
        r#"<div class="gb-review-nav" role="group" aria-label="{}">"#,
        esc(t.record.review_nav)
    );
    let before = m.turns_shown() > 0;
    let looking = m.review.is_some();
    for (r, label, open) in [
        (Review::First, t.record.review_first, before),
        (Review::Back, t.record.review_back, before),
        (Review::Next, t.record.review_on, looking),
        (Review::Now, t.record.review_now, looking),
    ] {
        let class = if looking && r == Review::Now {
            "primary"
        } else {
            ""
        };
        let key = action::review_shortcut(r).unwrap_or_default();
        let extra = format!(r#" aria-keyshortcuts="{key}""#);
        button_with(h, &Msg::Review(r), label, open, class, &extra);
    }
    h.push_str("</div>");
}
