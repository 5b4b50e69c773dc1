//! The play screen's buttons: a message written into the page as its `data-gb` attribute.

use std::fmt::Write as _;

use crate::action::{self, ACTION};
use crate::html::esc;
use crate::model::Msg;

/// The attribute value of a message (empty for one no element carries).
#[must_use]
pub fn attr(msg: &Msg) -> String {
    action::to_attr(msg).unwrap_or_default()
}

/// A button that sends `msg`.
pub fn button(h: &mut String, msg: &Msg, label: &str, enabled: bool, class: &str) {
    button_with(h, msg, label, enabled, class, "");
}

/// A button that sends `msg`, with more attributes: `extra`, written as it is (escaped by the
/// caller, each with a space before it: ` aria-current="step"`).
pub fn button_with(
    h: &mut String,
    msg: &Msg,
    label: &str,
    enabled: bool,
    class: &str,
    extra: &str,
) {
    let _ = write!(
        h,
        r#"<button type="button" class="{class}" {ACTION}="{}"{extra}{}>{}</button>"#,
        attr(msg),
        if enabled { "" } else { " disabled" },
        esc(label)
    );
}
