//! HTML written through a builder that escapes by construction: text and attribute values go
//! through [`Html::text`] and [`Open::attr`], which escape them; markup comes only from tag and
//! attribute names, which are `&'static str` written in the code, and from [`Html::markup`],
//! which takes only `&'static str` too. So no text that reached the page from outside (a link,
//! a paste, a file) can be written unescaped.
//!
//! The builder writes into a `String` the caller owns ([`Html::on`]), so a page can move to it
//! one function at a time.

use std::fmt::{self, Display, Write as _};

/// Escapes text for HTML text and double-quoted attribute values (`&`, `<`, `>`, `"`).
#[must_use]
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let _ = Escaped(&mut out).write_str(s);
    out
}

/// A writer that escapes everything written through it into the string it wraps.
struct Escaped<'a>(&'a mut String);

impl fmt::Write for Escaped<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut rest = s;
        while let Some(i) = rest.find(['&', '<', '>', '"']) {
            self.0.push_str(&rest[..i]);
            self.0.push_str(match rest.as_bytes()[i] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                _ => "&quot;",
            });
            rest = &rest[i + 1..];
        }
        self.0.push_str(rest);
        Ok(())
    }
}

/// HTML being written into a string.
pub struct Html<'a> {
    out: &'a mut String,
}

impl<'a> Html<'a> {
    /// Writes into `out` (after what it holds).
    pub fn on(out: &'a mut String) -> Html<'a> {
        Html { out }
    }

    /// Opens the element `tag`: `<tag`, then its attributes ([`Open::attr`]), then its content
    /// ([`Open::body`], [`Open::text`], [`Open::with`]) or nothing ([`Open::void`]).
    pub fn open(&mut self, tag: &'static str) -> Open<'_, 'a> {
        self.out.push('<');
        self.out.push_str(tag);
        Open { html: self, tag }
    }

    /// Closes the element `tag`: `</tag>`.
    pub fn close(&mut self, tag: &'static str) -> &mut Self {
        self.out.push_str("</");
        self.out.push_str(tag);
        self.out.push('>');
        self
    }

    /// Writes `value` as text, escaped.
    pub fn text(&mut self, value: impl Display) -> &mut Self {
        let _ = write!(Escaped(self.out), "{value}");
        self
    }

    /// Writes markup written in the code (an entity, an inline SVG path): only a `&'static
    /// str`, never text from outside.
    pub fn markup(&mut self, markup: &'static str) -> &mut Self {
        self.out.push_str(markup);
        self
    }

    /// Writes `f`'s HTML here (a helper that draws into a `&mut Html`).
    pub fn with(&mut self, f: impl FnOnce(&mut Html<'_>)) -> &mut Self {
        f(self);
        self
    }
}

/// An element's start tag being written: its attributes, then its content.
#[must_use = "an opened element must be given its content (body, text, with) or closed as void"]
pub struct Open<'h, 'a> {
    html: &'h mut Html<'a>,
    tag: &'static str,
}

impl<'h, 'a> Open<'h, 'a> {
    /// Adds `name="value"`, the value escaped.
    pub fn attr(self, name: &'static str, value: impl Display) -> Self {
        let out = &mut *self.html.out;
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        let _ = write!(Escaped(out), "{value}");
        out.push('"');
        self
    }

    /// Adds `name="value"` when `value` is `Some`.
    pub fn attr_opt(self, name: &'static str, value: Option<impl Display>) -> Self {
        match value {
            Some(v) => self.attr(name, v),
            None => self,
        }
    }

    /// Adds the boolean attribute `name` (`disabled`, `hidden`) when `on`.
    pub fn flag(self, name: &'static str, on: bool) -> Self {
        if on {
            self.html.out.push(' ');
            self.html.out.push_str(name);
        }
        self
    }

    /// Ends the start tag (`>`); the content follows, then [`Html::close`].
    pub fn body(self) -> &'h mut Html<'a> {
        self.html.out.push('>');
        self.html
    }

    /// Ends an element without content or end tag (`<input …>`, `<br>`).
    pub fn void(self) -> &'h mut Html<'a> {
        self.html.out.push('>');
        self.html
    }

    /// The element with `value` as its text, escaped, and its end tag.
    pub fn text(self, value: impl Display) -> &'h mut Html<'a> {
        let tag = self.tag;
        self.body().text(value).close(tag)
    }

    /// The element with `f`'s HTML as its content, and its end tag.
    pub fn with(self, f: impl FnOnce(&mut Html<'_>)) -> &'h mut Html<'a> {
        let tag = self.tag;
        let html = self.body();
        f(html);
        html.close(tag)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attribute_values_are_escaped() {
        let mut s = String::new();
        Html::on(&mut s)
            .open("button")
            .attr("data-move", "a\"b<c>&")
            .attr("class", format_args!("piece {}", "p1"))
            .flag("disabled", true)
            .flag("hidden", false)
            .text("<script>&amp;");
        assert_eq!(
            s,
            r#"<button data-move="a&quot;b&lt;c&gt;&amp;" class="piece p1" disabled>&lt;script&gt;&amp;amp;</button>"#
        );
    }

    #[test]
    fn elements_nest_and_void_ones_have_no_end_tag() {
        let mut s = String::from("<p>");
        Html::on(&mut s)
            .open("div")
            .attr("id", 7)
            .with(|h| {
                h.open("input").attr_opt("value", Some("x")).void();
                h.open("span").attr_opt("title", None::<&str>).text(3);
                h.markup("&nbsp;");
            })
            .text("é");
        assert_eq!(
            s,
            r#"<p><div id="7"><input value="x"><span>3</span>&nbsp;</div>é"#
        );
    }

    #[test]
    fn esc_escapes_the_four_characters_and_nothing_else() {
        assert_eq!(
            esc(r#"<a href="x">&'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;'&lt;/a&gt;"
        );
        assert_eq!(esc("棋 b2"), "棋 b2");
        // Every char of a mixed string: the escaped text reads back to the original.
        let text = "a&b<c>d\"e'f 棋";
        let back = esc(text)
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&amp;", "&");
        assert_eq!(back, text);
    }
}
