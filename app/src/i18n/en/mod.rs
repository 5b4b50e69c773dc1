//! The English message table.

mod editor;
mod fault;
#[cfg(feature = "full")]
mod files;
#[cfg(feature = "full")]
mod findings;
#[cfg(feature = "full")]
mod learn;
mod offline;
#[cfg(feature = "full")]
mod puzzles;
mod reveal;
mod review;
mod ui;

/// Every string, in this language.
pub const MESSAGES: super::Messages = super::Messages {
    #[cfg(feature = "full")]
    editor: editor::TEXT,
    setup: editor::SETUP,
    fault: fault::TEXT,
    #[cfg(feature = "full")]
    files: files::TEXT,
    #[cfg(feature = "full")]
    findings: findings::TEXT,
    #[cfg(feature = "full")]
    learn: learn::TEXT,
    #[cfg(feature = "full")]
    offline: offline::TEXT,
    offline_status: offline::STATUS,
    #[cfg(feature = "full")]
    puzzles: puzzles::TEXT,
    reveal: reveal::TEXT,
    review: review::TEXT,
    preview: review::PREVIEW,
    ui: ui::TEXT,
};
