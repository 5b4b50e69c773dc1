//! Placeholder: the computer opponents (being written).
