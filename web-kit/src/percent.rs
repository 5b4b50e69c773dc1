//! Percent coding of query components (`application/x-www-form-urlencoded`: `+` is a space).

use std::fmt::Write as _;

/// A query component whose `%` escapes are malformed: a `%` not followed by two hex digits, or
/// bytes that are not UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadEscape;

/// Decodes `%XX` escapes and `+` (a space).
///
/// # Errors
/// [`BadEscape`] for a `%` without two hex digits after it, or bytes that are not UTF-8.
pub fn decode(s: &str) -> Result<String, BadEscape> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes.get(i + 1..i + 3).ok_or(BadEscape)?;
                if !hex.iter().all(u8::is_ascii_hexdigit) {
                    return Err(BadEscape);
                }
                let hex = std::str::from_utf8(hex).map_err(|_| BadEscape)?;
                out.push(u8::from_str_radix(hex, 16).map_err(|_| BadEscape)?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| BadEscape)
}

/// Encodes a query component: letters, digits and the bytes of `keep` as they are, a space as
/// `+`, every other byte as `%XX`.
#[must_use]
pub fn encode(s: &str, keep: &[u8]) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' => out.push(char::from(b)),
            b' ' => out.push('+'),
            b if keep.contains(&b) => out.push(char::from(b)),
            _ => {
                let _ = write!(out, "%{b:02X}");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_plus_decode() {
        assert_eq!(decode("a+b%3B%20c%C3%A9"), Ok("a b; cé".into()));
        assert_eq!(decode("L@b2_M@c1"), Ok("L@b2_M@c1".into()));
        for bad in ["%4", "%", "%zz", "%+1", "%FF", "a%e9"] {
            assert_eq!(decode(bad), Err(BadEscape), "{bad:?}");
        }
    }

    #[test]
    fn whatever_is_encoded_decodes_back() {
        for s in ["pass; e5>c6>b4; b6-c7 a2-b3", "棋 %+&=?#", "", "L@b2_a3-c3"] {
            let keep = b"-;.@_";
            let e = encode(s, keep);
            assert!(
                e.bytes().all(|b| b.is_ascii_alphanumeric()
                    || keep.contains(&b)
                    || b == b'+'
                    || b == b'%'),
                "{e}"
            );
            assert_eq!(decode(&e).as_deref(), Ok(s), "{e}");
        }
        assert_eq!(encode("a b;c>d", b"-;."), "a+b;c%3Ed");
    }
}
