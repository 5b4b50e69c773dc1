//! The Traditional Chinese (繁體中文) sections of the full module's pages (see `i18n::FullText`).

mod editor;
mod files;
mod findings;
mod learn;
mod offline;
mod puzzles;

use crate::i18n::FullText;

/// The full module's pages' strings, in this language.
pub const TEXT: FullText = FullText {
    editor: editor::TEXT,
    files: files::TEXT,
    findings: findings::TEXT,
    learn: learn::TEXT,
    offline: offline::TEXT,
    puzzles: puzzles::TEXT,
    review: super::review::TEXT,
};
