//! The pieces both halves of the findings page draw with (`view.rs`, `charts.rs`): a section's
//! frame, the line for missing figures, a colour key. Kept apart so the two halves need not use
//! each other both ways.

use crate::html::Html;
use crate::i18n::FindingsText;

/// Opens a section: `<section id="f-{id}">` with its title and one-line explanation.
pub(super) fn section(h: &mut String, id: &str, title: &str, explain: &str) {
    Html::on(h)
        .open("section")
        .attr("class", "finding")
        .attr("id", format_args!("f-{id}"))
        .attr("aria-labelledby", format_args!("f-{id}-h"))
        .body()
        .open("h3")
        .attr("id", format_args!("f-{id}-h"))
        .text(title)
        .open("p")
        .attr("class", "explain")
        .text(explain);
}

/// The line said where the table has no figures for a section.
pub(super) fn missing(h: &mut String, t: &FindingsText) {
    Html::on(h)
        .open("p")
        .attr("class", "missing")
        .text(t.missing);
}

/// A colour key: (class, swatch text, words).
pub(super) fn legend(h: &mut String, items: &[(&str, &str, &str)]) {
    Html::on(h).open("ul").attr("class", "legend").with(|h| {
        for (class, swatch, words) in items {
            h.open("li").with(|h| {
                h.open("span")
                    .attr("class", format_args!("swatch {class}"))
                    .attr("aria-hidden", "true")
                    .text(swatch);
                h.text(" ").text(words);
            });
        }
    });
}
