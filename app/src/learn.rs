//! Placeholder: the learn page (being written).

/// The learn page's strings (one instance per language, in `i18n/<lang>/learn.rs`).
pub struct LearnText {
    /// The page's title.
    pub title: &'static str,
}
