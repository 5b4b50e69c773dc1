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
    keyed_button(h, msg, label, enabled, class, None);
}

/// A button that sends `msg`, named with the key that sends it too (`aria-keyshortcuts`).
pub fn keyed_button(
    h: &mut String,
    msg: &Msg,
    label: &str,
    enabled: bool,
    class: &str,
    key: Option<&str>,
) {
    let _ = write!(
        h,
        r#"<button type="button" class="{class}" {ACTION}="{}"{}{}>{}</button>"#,
        attr(msg),
        key.map(|k| format!(r#" aria-keyshortcuts="{k}""#))
            .unwrap_or_default(),
        if enabled { "" } else { " disabled" },
        esc(label)
    );
}
