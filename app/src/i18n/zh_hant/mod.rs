//! The Traditional Chinese (繁體中文) message table.

mod editor;
mod findings;
mod learn;
mod offline;
mod puzzles;
mod reveal;
mod review;
mod ui;

/// Every string, in this language.
pub const MESSAGES: super::Messages = super::Messages {
    editor: editor::TEXT,
    findings: findings::TEXT,
    learn: learn::TEXT,
    offline: offline::TEXT,
    puzzles: puzzles::TEXT,
    reveal: reveal::TEXT,
    review: review::TEXT,
    ui: ui::TEXT,
};
