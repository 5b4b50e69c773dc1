//! Why a file the app asked for did not arrive, or arrived and was refused: typed facts (an
//! HTTP status, the byte range asked for, the check a body failed), carried from `web` through
//! the model to the views, which word them in the page's language (`words`). The browser's own
//! error text never reaches a page: `web` maps it to one of these.

use gobblet_tablebase::TbError;

/// Why a fetch gave no bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// No answer: the network is down, or the request failed before a server answered.
    Network,
    /// The server answered with this HTTP status (not a success; for a range, neither 206 nor
    /// 200).
    Status(u16),
    /// A range of the pack was asked for and the server sent the whole file instead (it ignores
    /// HTTP range requests): retrying is useless.
    RangesIgnored(RangesIgnored),
    /// A range was asked for and the answer's `Content-Range` names other bytes.
    WrongRange {
        /// The first byte asked for.
        first: u64,
        /// The last byte asked for (inclusive, as in HTTP).
        last: u64,
    },
    /// The request was stopped before its answer came (the save it belonged to stopped).
    Aborted,
    /// This browser cannot fetch here (no window, no `AbortController`).
    Unsupported,
}

/// A server that answered a range request with `200` and the whole file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangesIgnored {
    /// The bytes it was sending (its `Content-Length`), if it said.
    pub bytes: Option<u64>,
    /// The first byte asked for.
    pub first: u64,
    /// The last byte asked for (inclusive, as in HTTP).
    pub last: u64,
}

/// Why a file could not be used: it did not arrive, or its body was refused by the reader of
/// its format (`E`: [`TbError`] for the manifest, the chunks, the index and the other reading's
/// file; the findings' and the puzzles' own errors for theirs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError<E = TbError> {
    /// The fetch failed.
    Fetch(FetchError),
    /// The body arrived and failed its checks (which one, in `E`).
    Refused(E),
}

impl<E> From<FetchError> for LoadError<E> {
    fn from(e: FetchError) -> LoadError<E> {
        LoadError::Fetch(e)
    }
}
