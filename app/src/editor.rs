//! Placeholder: the position editor (being written).

/// The editor's strings (one instance per language, in `i18n/<lang>/editor.rs`).
pub struct EditorText {
    /// The page's title.
    pub title: &'static str,
}
