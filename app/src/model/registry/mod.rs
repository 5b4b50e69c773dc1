//! The page registry: the one place that chooses what the model holds of the pages only the
//! full module carries (learn, the editor, puzzles, findings; see the crate's `# Two builds`).
//!
//! Both files below offer the same names, and the model calls them without any `cfg`:
//! * [`FullPages`], their state, the model's one field `full`;
//! * [`FullMsg`], their messages, the one variant [`super::Msg::Full`], with
//!   [`FullMsg::from_attr`] for the shell's decoder;
//! * hooks on [`super::Model`]: `update_full` (a [`FullMsg`]), `stats_loaded` and
//!   `puzzle_file_loaded` (the web layer's answers), `full_turn` (after every message),
//!   `full_link` and `apply_full_link` (the link's lesson step and puzzle number),
//!   `full_page_position` (the position whose chunks a page needs), `deselect_full` (Escape),
//!   `open_editor_at`,
//!   `boot_full` (the handed-over session, the puzzle streak), and on [`FullPages`]:
//!   `set_reveal` and `write_session`.
//!
//! `full.rs` (with the `full` feature) is the real thing. `explorer.rs` (without it) is the
//! explorer's stand-in: [`FullMsg`] has no variant there, so every path into a full page's code
//! is unreachable by type, not only at run time, and none of it reaches the explorer's wasm;
//! [`FullPages`] keeps only what the handover carries (the position *Edit this position* asked
//! for). Why a registry rather than a `cfg` on each field, variant and call: a page is added in
//! one file per layer (here, the message tables' `full` section, the shell's `full_page`), and
//! the explorer's module cannot drift from the full one without failing to build.

#[cfg(feature = "full")]
mod full;
#[cfg(not(feature = "full"))]
#[path = "explorer.rs"]
mod full;

pub use full::{FullMsg, FullPages};
