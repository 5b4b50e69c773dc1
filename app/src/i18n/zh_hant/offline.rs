//! The offline page's strings.

use crate::offline::OfflineText;

/// The offline page's strings.
pub const TEXT: OfflineText = OfflineText { title: "offline" };
