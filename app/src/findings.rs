//! Placeholder: the findings page (being written).

/// The findings page's strings (one instance per language, in `i18n/<lang>/findings.rs`).
pub struct FindingsText {
    /// The page's title.
    pub title: &'static str,
}
