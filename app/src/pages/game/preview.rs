//! The refutation preview's note (the previewed move, its line with values, how to leave), as
//! HTML.

use std::fmt::Write;

use gobblet_rules::Value;

use crate::html::esc;
use crate::i18n::{fill, PreviewText, UiText};
use crate::model::{LineEnd, Preview};

/// A value's short label (`W5`, `L4`, `D`; `?` unknown).
pub(super) fn short(t: &UiText, v: Option<Value>) -> String {
    match v {
        Some(Value::Win(n)) => fill(t.label_win, &[&n]),
        Some(Value::Loss(n)) => fill(t.label_loss, &[&n]),
        Some(Value::Draw) => t.label_draw.into(),
        None => "?".into(),
    }
}

/// The note above a previewed board: the move, the line with values, how to leave.
#[must_use]
pub fn preview_note(t: &UiText, rt: &PreviewText, p: &Preview) -> String {
    let end = match p.line.end {
        None => "waiting",
        Some(LineEnd::Unknown) => "unknown",
        Some(LineEnd::GameOver) => "over",
        Some(LineEnd::Limit) => "limit",
    };
    let mut h = format!(
        r#"<div id="preview" class="preview-note" role="status" data-end="{end}"><p>{} <span class="leave">{}</span></p><ol id="preview-line" class="preview-line" role="list">"#,
        esc(&fill(rt.preview_of, &[&p.mv])),
        esc(rt.preview_leave)
    );
    for (i, (mv, v)) in p.moves().into_iter().enumerate() {
        let label = if v.is_some() {
            short(t, v)
        } else {
            "…".to_string()
        };
        let _ = write!(
            h,
            r#"<li data-move-preview="{mv}" data-value="{}">{}. {mv} <span class="val">{}</span></li>"#,
            v.map_or_else(String::new, |v| v.to_string()),
            i + 1,
            esc(&label)
        );
    }
    h.push_str("</ol>");
    let tail = match p.line.end {
        None => rt.preview_waiting,
        Some(LineEnd::Unknown) => rt.preview_unknown,
        Some(LineEnd::GameOver) => rt.preview_over,
        Some(LineEnd::Limit) => "",
    };
    if !tail.is_empty() {
        let _ = write!(h, r#"<p class="preview-end">{}</p>"#, esc(tail));
    }
    h.push_str("</div>");
    h
}
