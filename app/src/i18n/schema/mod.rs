//! The schemas of the message tables: one struct per page whose fields are its strings. Each
//! language fills every field (`en/`, `zh_hant/`); the compiler insists none is missing.
//!
//! The methods here only pick and fill strings for the rules' own types (players, sizes, values,
//! illegal moves); wording the app's own types (levels, pages, link errors, refusals, feedback)
//! is done next to those types' users, so this module depends on nothing else in the crate.

mod editor;
mod fault;
mod files;
mod findings;
mod full;
mod guide;
mod learn;
mod offline;
mod puzzles;
mod reveal;
mod review;
mod ui;

pub use editor::{EditorText, SetupText};
pub use fault::FaultText;
pub use files::FilesText;
pub use findings::FindingsText;
pub use full::FullText;
pub use guide::GuideText;
pub use learn::{LearnText, StepText};
pub use offline::{OfflineStatusText, OfflineText};
pub use puzzles::PuzzlesText;
pub use reveal::RevealText;
pub use review::{PreviewText, ReviewText};
pub use ui::{LastMove, UiText};
