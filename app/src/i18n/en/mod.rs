//! The English message table.

mod editor;
mod fault;
mod guide;
// The full module's pages: the one gate of this language's table (see `i18n::Messages::full`).
#[cfg(feature = "full")]
mod full;
mod offline;
mod reveal;
mod review;
mod ui;

/// Every string, in this language.
pub const MESSAGES: super::Messages = super::Messages {
    setup: editor::SETUP,
    fault: fault::TEXT,
    offline_status: offline::STATUS,
    reveal: reveal::TEXT,
    guide: guide::TEXT,
    preview: review::PREVIEW,
    ui: ui::TEXT,
    #[cfg(feature = "full")]
    full: full::TEXT,
};
