//! The English message table.

mod editor;
mod findings;
mod learn;
mod offline;
mod puzzles;
mod ui;

/// Every string, in this language.
pub const MESSAGES: super::Messages = super::Messages {
    editor: editor::TEXT,
    findings: findings::TEXT,
    learn: learn::TEXT,
    offline: offline::TEXT,
    puzzles: puzzles::TEXT,
    ui: ui::TEXT,
};
