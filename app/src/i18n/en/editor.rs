//! The editor page's strings.

use crate::editor::EditorText;

/// The editor page's strings.
pub const TEXT: EditorText = EditorText { title: "editor" };
