//! The sections only the full module's pages speak, gathered in one field of the message
//! tables ([`crate::i18n::Messages::full`]) so that each language gates them once.

use web_kit::lang::Texts;

use super::{EditorText, FilesText, FindingsText, LearnText, OfflineText, PuzzlesText, ReviewText};

/// The full module's pages' strings (one instance per language, in `i18n/<lang>/full.rs`).
pub struct FullText {
    /// The position editor.
    pub editor: EditorText,
    /// Why `stats.json` or `puzzles.json` was refused.
    pub files: FilesText,
    /// The findings page.
    pub findings: FindingsText,
    /// The how-to-play page.
    pub learn: LearnText,
    /// The offline page.
    pub offline: OfflineText,
    /// The puzzle page.
    pub puzzles: PuzzlesText,
    /// The game review panel (drawn on the game pages, by the full module only).
    pub review: ReviewText,
}

impl FullText {
    /// Every string of every section, each named by its section's path (`learn.steps[3].task`,
    /// as if the sections were [`crate::i18n::Messages`]' own fields).
    pub fn visit_sections(&self, out: &mut Vec<(String, &'static str)>) {
        self.editor.visit("editor", out);
        self.files.visit("files", out);
        self.findings.visit("findings", out);
        self.learn.visit("learn", out);
        self.offline.visit("offline", out);
        self.puzzles.visit("puzzles", out);
        self.review.visit("review", out);
    }
}
