//! Small browser helpers the rest of `web` shares, from the shared web kit: focus, the page's
//! address and query.

pub use web_kit::browser::{page_url, query};

/// Moves the keyboard focus to the element `selector` inside `root`, without scrolling.
pub fn focus(root: &web_sys::Element, selector: &str) {
    web_kit::browser::focus_in(root, selector);
}
