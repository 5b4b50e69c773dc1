//! What the play screen's tests share: the screen drawn, and a part of it.

use super::render;
use crate::i18n::Tables;
use crate::model::Model;

/// The play screen of `m` in its language.
pub(crate) fn draw(m: &Model) -> String {
    let mut h = String::new();
    render(&mut h, m, m.lang.messages(), "http://x/");
    h
}

/// The part of `h` from `from` to the next `to` after it.
pub(crate) fn between<'a>(h: &'a str, from: &str, to: &str) -> &'a str {
    let at = h.find(from).unwrap_or_else(|| panic!("{from} in the page"));
    let rest = &h[at..];
    &rest[..rest.find(to).unwrap_or(rest.len())]
}
