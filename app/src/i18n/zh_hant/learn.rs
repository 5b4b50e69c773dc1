//! The learn page's strings.

use crate::learn::LearnText;

/// The learn page's strings.
pub const TEXT: LearnText = LearnText { title: "learn" };
