//! The findings' summary (`gobbler/findings/summary.json`, written by `gobbler findings`),
//! embedded at build time and read by a small JSON reader: the page needs numbers, strings,
//! arrays and objects, nothing else, and no JSON library in the wasm.

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Num(f64),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object, its fields in order.
    Obj(Vec<(String, Json)>),
}

/// Where a JSON text stops making sense: the byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonError(pub usize);

impl Json {
    /// Reads a whole JSON text.
    pub fn parse(text: &str) -> Result<Json, JsonError> {
        let mut r = Reader {
            s: text.as_bytes(),
            i: 0,
        };
        let v = r.value()?;
        r.ws();
        if r.i == r.s.len() {
            Ok(v)
        } else {
            Err(JsonError(r.i))
        }
    }

    /// The field `key` of an object (`Null` if absent or not an object).
    #[must_use]
    pub fn get(&self, key: &str) -> &Json {
        match self {
            Json::Obj(fields) => fields
                .iter()
                .find(|(k, _)| k == key)
                .map_or(&Json::Null, |(_, v)| v),
            _ => &Json::Null,
        }
    }

    /// The number, if it is one.
    #[must_use]
    pub fn num(&self) -> Option<f64> {
        match self {
            Json::Num(x) => Some(*x),
            _ => None,
        }
    }

    /// The number as a count (0 if it is not a number).
    #[must_use]
    pub fn count(&self) -> usize {
        self.num().map_or(0, |x| x as usize)
    }

    /// The string, if it is one.
    #[must_use]
    pub fn str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The array's items (none if it is not an array).
    #[must_use]
    pub fn items(&self) -> &[Json] {
        match self {
            Json::Arr(v) => v,
            _ => &[],
        }
    }
}

struct Reader<'a> {
    s: &'a [u8],
    i: usize,
}

impl Reader<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, b: u8) -> Result<(), JsonError> {
        self.ws();
        if self.s.get(self.i) == Some(&b) {
            self.i += 1;
            Ok(())
        } else {
            Err(JsonError(self.i))
        }
    }

    fn word(&mut self, w: &str, v: Json) -> Result<Json, JsonError> {
        if self.s[self.i..].starts_with(w.as_bytes()) {
            self.i += w.len();
            Ok(v)
        } else {
            Err(JsonError(self.i))
        }
    }

    fn value(&mut self) -> Result<Json, JsonError> {
        self.ws();
        match self.s.get(self.i).copied() {
            Some(b'{') => self.list(b'}', true),
            Some(b'[') => self.list(b']', false),
            Some(b'"') => self.string().map(Json::Str),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            Some(_) => {
                let start = self.i;
                while self.i < self.s.len() && b"+-.eE0123456789".contains(&self.s[self.i]) {
                    self.i += 1;
                }
                std::str::from_utf8(&self.s[start..self.i])
                    .ok()
                    .and_then(|t| t.parse().ok())
                    .map(Json::Num)
                    .ok_or(JsonError(start))
            }
            None => Err(JsonError(self.i)),
        }
    }

    /// An object (`fields`) or an array, its opening bracket next.
    fn list(&mut self, close: u8, fields: bool) -> Result<Json, JsonError> {
        self.i += 1;
        let (mut obj, mut arr) = (Vec::new(), Vec::new());
        self.ws();
        if self.s.get(self.i) == Some(&close) {
            self.i += 1;
        } else {
            loop {
                if fields {
                    self.ws();
                    let k = self.string()?;
                    self.eat(b':')?;
                    obj.push((k, self.value()?));
                } else {
                    arr.push(self.value()?);
                }
                self.ws();
                match self.s.get(self.i) {
                    Some(b',') => self.i += 1,
                    Some(&c) if c == close => {
                        self.i += 1;
                        break;
                    }
                    _ => return Err(JsonError(self.i)),
                }
            }
        }
        Ok(if fields {
            Json::Obj(obj)
        } else {
            Json::Arr(arr)
        })
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.eat(b'"')?;
        let mut out = Vec::new();
        loop {
            match self.s.get(self.i).copied() {
                Some(b'"') => {
                    self.i += 1;
                    return String::from_utf8(out).map_err(|_| JsonError(self.i));
                }
                Some(b'\\') => {
                    let c = self.s.get(self.i + 1).copied().ok_or(JsonError(self.i))?;
                    out.push(match c {
                        b'n' => b'\n',
                        b't' => b'\t',
                        b'"' | b'\\' | b'/' => c,
                        _ => return Err(JsonError(self.i)),
                    });
                    self.i += 2;
                }
                Some(b) => {
                    out.push(b);
                    self.i += 1;
                }
                None => return Err(JsonError(self.i)),
            }
        }
    }
}

/// The committed summary, as `gobbler findings` wrote it.
pub const SUMMARY: &str = include_str!("../../../findings/summary.json");

/// The committed summary, read.
///
/// # Panics
/// If the committed file is not JSON (a native test reads it, so a build never ships one).
#[must_use]
pub fn summary() -> Json {
    Json::parse(SUMMARY).expect("gobbler/findings/summary.json is JSON")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_texts_read_as_json() {
        let v =
            Json::parse(r#" {"a": [1, -2.5e1, "x\"y"], "b": {"c": true, "d": null}, "e": []} "#)
                .unwrap();
        assert_eq!(v.get("a").items()[1].num(), Some(-25.0));
        assert_eq!(v.get("a").items()[2].str(), Some("x\"y"));
        assert_eq!(v.get("b").get("c"), &Json::Bool(true));
        assert_eq!(v.get("b").get("d"), &Json::Null);
        assert!(v.get("e").items().is_empty());
        assert_eq!(v.get("zzz"), &Json::Null);
    }

    #[test]
    fn broken_texts_say_where() {
        assert_eq!(Json::parse("[1, 2"), Err(JsonError(5)));
        assert_eq!(Json::parse("{\"a\" 1}"), Err(JsonError(5)));
        assert_eq!(Json::parse("[1] x"), Err(JsonError(4)));
        assert!(Json::parse("\"open").is_err());
        assert!(Json::parse("tru").is_err());
    }

    #[test]
    fn the_committed_summary_reads() {
        let s = summary();
        let games = s.get("games").count();
        assert!(games > 0);
        let hist: usize = s
            .get("eaten")
            .get("histogram")
            .items()
            .iter()
            .map(|p| p.items()[1].count())
            .sum();
        assert_eq!(hist, games, "the histogram counts every game");
        assert_eq!(s.get("corners").items().len(), 2);
    }
}
