//! The message-table machinery, from the shared web kit (`web_kit::lang`): sections declared
//! with [`message_table!`](crate::message_table), [`Texts`] to list every string of a table
//! with its path, [`fill`] for the positional placeholders `{0}`, `{1}`, … and
//! [`placeholders`] for the test that every language uses the same ones.

pub use web_kit::lang::{fill, placeholders, Texts};
