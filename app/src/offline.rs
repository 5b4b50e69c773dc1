//! Placeholder: the offline page (being written).

/// The offline page's strings (one instance per language, in `i18n/<lang>/offline.rs`).
pub struct OfflineText {
    /// The page's title.
    pub title: &'static str,
}
