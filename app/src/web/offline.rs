//! Placeholder: the browser side of offline use (being written).
