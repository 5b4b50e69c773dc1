//! The findings page's strings.

use crate::findings::FindingsText;

/// The findings page's strings.
pub const TEXT: FindingsText = FindingsText { title: "findings" };
