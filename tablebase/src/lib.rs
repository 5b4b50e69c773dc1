//! The static tablebase format read by the shard tool and the web app.
//!
//! Not built yet: the format, the reader and the lookups arrive with issue 4 (see the README's
//! roadmap). Nothing here pretends to work; the crate exists so the workspace layout is final.
#![no_std]
#![forbid(unsafe_code)]

/// The version of the tablebase format this crate will read and write.
pub const FORMAT_VERSION: u32 = 0;
