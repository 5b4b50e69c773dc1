//! A small strict JSON reader for the manifest, the one JSON file the explorer's first screen
//! needs.
//!
//! Why not `serde_json`, which writes the manifest and reads every other file: dropping it from
//! the explorer's wasm module took 30 KB off it (417.5 against 448.5 KB raw, 159.9 against 173.2
//! KB gzip; this reader and the manifest's fields read with it are about 9 KB of that module).
//! It reads the whole JSON grammar (RFC 8259) but keeps the value of a number only when it is an
//! unsigned integer, which is all a manifest holds. `tests/manifest_json.rs` checks that the
//! manifest reader built on it accepts and refuses what `serde_json` does on every manifest
//! written and on many damaged ones. Where serde's reading of the manifest skips a value it does
//! not know (a field the manifest has not), this reader keeps what serde lets through:
//!
//! - a number of any size or form (negative, fraction, exponent) is read, as [`Json::OtherNumber`];
//!   a field that wants an integer refuses it, as serde does;
//! - a string with an unpaired surrogate escape (`"\ud83d"`) is read, as [`Json::LoneSurrogate`];
//!   a field that wants text refuses it, as serde does (a member *name* holding one is refused
//!   at once, as serde refuses it);
//! - repeated member names are read (RFC 8259 allows them); the manifest refuses a repeated
//!   field it knows, as serde does, and ignores a repeated one it does not.
//!
//! One difference is on purpose: arrays and objects may nest at most [`MAX_DEPTH`] deep, where
//! serde skips an unknown value of any depth. A manifest nests three deep, and the bound keeps
//! the recursive reader's stack small in the browser.

/// A JSON value (numbers: the value of unsigned integers only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An unsigned integer that fits in 64 bits.
    Uint(u64),
    /// Any other number (negative, with a fraction or an exponent, or above `u64::MAX`): valid
    /// JSON whose value no manifest field takes.
    OtherNumber,
    /// A string.
    Str(String),
    /// A string holding an unpaired UTF-16 surrogate escape: valid JSON, but not text.
    LoneSurrogate,
    /// An array.
    Array(Vec<Json>),
    /// An object, its members in order (a repeated name is kept; [`Json::get`] finds the first).
    Object(Vec<(String, Json)>),
}

/// How deep arrays and objects may nest (a manifest nests three deep).
pub const MAX_DEPTH: usize = 32;

/// Why a text is not JSON a manifest can be: what was wrong and at which byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// What was expected or found.
    pub what: JsonFault,
    /// The byte offset where it was found.
    pub at: usize,
}

/// What was wrong in a text that is not JSON (the grammar rule it broke).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonFault {
    /// Something after the one value.
    Trailing,
    /// A word that is not `null`, `true` or `false`.
    UnknownLiteral,
    /// The text ends where a value should start.
    EndBeforeValue,
    /// Arrays and objects nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// Neither `,` nor `]` after an array's item.
    ArraySeparator,
    /// An object's member does not start with its quoted name.
    MemberName,
    /// A member name holding an unpaired surrogate escape.
    SurrogateName,
    /// No `:` after a member name.
    Colon,
    /// Neither `,` nor `}` after an object's member.
    ObjectSeparator,
    /// A character that starts no value.
    Value,
    /// A number without its digits.
    Digit,
    /// A number with a leading zero (`012`).
    LeadingZero,
    /// No digit after a decimal point.
    FractionDigit,
    /// No digit in an exponent.
    ExponentDigit,
    /// The text ends inside a string.
    EndInString,
    /// A string whose bytes are not UTF-8.
    BrokenString,
    /// A backslash escape JSON does not have.
    UnknownEscape,
    /// A control character (below U+0020) inside a string.
    ControlChar,
    /// A `\u` escape without four hex digits.
    HexDigits,
}

impl std::fmt::Display for JsonFault {
    /// English, for tools and logs (the web app words the error from its message tables).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            JsonFault::Trailing => "trailing characters",
            JsonFault::UnknownLiteral => "an unknown literal",
            JsonFault::EndBeforeValue => "the end of the text where a value was expected",
            JsonFault::TooDeep => "nesting too deep",
            JsonFault::ArraySeparator => "`,` or `]` expected",
            JsonFault::MemberName => "a member name expected",
            JsonFault::SurrogateName => "a lone surrogate in a member name",
            JsonFault::Colon => "`:` expected",
            JsonFault::ObjectSeparator => "`,` or `}` expected",
            JsonFault::Value => "a value expected",
            JsonFault::Digit => "a digit expected in a number",
            JsonFault::LeadingZero => "a number with a leading zero",
            JsonFault::FractionDigit => "a digit expected after the decimal point",
            JsonFault::ExponentDigit => "a digit expected in the exponent",
            JsonFault::EndInString => "the end of the text inside a string",
            JsonFault::BrokenString => "a broken string",
            JsonFault::UnknownEscape => "an unknown escape",
            JsonFault::ControlChar => "a control character inside a string",
            JsonFault::HexDigits => "four hex digits expected",
        })
    }
}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} at byte {}", self.what, self.at)
    }
}

impl Json {
    /// Reads one JSON value filling all of `text` (whitespace around it allowed).
    pub fn parse(text: &str) -> Result<Json, JsonError> {
        let mut r = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = r.value(0)?;
        r.space();
        if r.at != r.bytes.len() {
            return Err(r.error(JsonFault::Trailing));
        }
        Ok(value)
    }

    /// The member `name` of an object (`None` if this is not an object or has no such member).
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(n, _)| n == name).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// A string as read: text, or one that holds an unpaired surrogate escape.
enum Text {
    Str(String),
    LoneSurrogate,
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: JsonFault) -> JsonError {
        JsonError { what, at: self.at }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn literal(&mut self, word: &'static str, value: Json) -> Result<Json, JsonError> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error(JsonFault::UnknownLiteral))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.space();
        match self.peek() {
            None => Err(self.error(JsonFault::EndBeforeValue)),
            Some(b'n') => self.literal("null", Json::Null),
            Some(b't') => self.literal("true", Json::Bool(true)),
            Some(b'f') => self.literal("false", Json::Bool(false)),
            Some(b'"') => match self.string()? {
                Text::Str(s) => Ok(Json::Str(s)),
                Text::LoneSurrogate => Ok(Json::LoneSurrogate),
            },
            Some(b'[' | b'{') if depth >= MAX_DEPTH => Err(self.error(JsonFault::TooDeep)),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.space();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            return Ok(Json::Array(items));
                        }
                        _ => return Err(self.error(JsonFault::ArraySeparator)),
                    }
                }
            }
            Some(b'{') => {
                self.at += 1;
                let mut members: Vec<(String, Json)> = Vec::new();
                self.space();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Ok(Json::Object(members));
                }
                loop {
                    self.space();
                    if self.peek() != Some(b'"') {
                        return Err(self.error(JsonFault::MemberName));
                    }
                    let start = self.at;
                    let Text::Str(name) = self.string()? else {
                        return Err(JsonError {
                            what: JsonFault::SurrogateName,
                            at: start,
                        });
                    };
                    self.space();
                    if self.peek() != Some(b':') {
                        return Err(self.error(JsonFault::Colon));
                    }
                    self.at += 1;
                    let value = self.value(depth + 1)?;
                    members.push((name, value));
                    self.space();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b'}') => {
                            self.at += 1;
                            return Ok(Json::Object(members));
                        }
                        _ => return Err(self.error(JsonFault::ObjectSeparator)),
                    }
                }
            }
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error(JsonFault::Value)),
        }
    }

    /// A number: the JSON grammar (`-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`), its
    /// value kept only if it is an unsigned integer that fits in u64.
    fn number(&mut self) -> Result<Json, JsonError> {
        let start = self.at;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let whole_at = self.at;
        let whole = self.digits();
        if whole == 0 {
            return Err(self.error(JsonFault::Digit));
        }
        if whole > 1 && self.bytes[whole_at] == b'0' {
            return Err(JsonError {
                what: JsonFault::LeadingZero,
                at: whole_at,
            });
        }
        let mut integer = !negative;
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.error(JsonFault::FractionDigit));
            }
            integer = false;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error(JsonFault::ExponentDigit));
            }
            integer = false;
        }
        let value = integer
            .then(|| std::str::from_utf8(&self.bytes[start..self.at]).ok())
            .flatten()
            .and_then(|s| s.parse::<u64>().ok());
        Ok(value.map_or(Json::OtherNumber, Json::Uint))
    }

    /// Skips ASCII digits and says how many there were.
    fn digits(&mut self) -> usize {
        let from = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at - from
    }

    /// A string (the reader is at its opening quote), escapes decoded.
    fn string(&mut self) -> Result<Text, JsonError> {
        self.at += 1;
        let mut out = Vec::new();
        let mut lone = false;
        loop {
            let Some(b) = self.peek() else {
                return Err(self.error(JsonFault::EndInString));
            };
            self.at += 1;
            match b {
                b'"' if lone => return Ok(Text::LoneSurrogate),
                b'"' => {
                    // The input is a &str and escapes are decoded to whole characters.
                    return String::from_utf8(out)
                        .map(Text::Str)
                        .map_err(|_| self.error(JsonFault::BrokenString));
                }
                b'\\' => {
                    let Some(e) = self.peek() else {
                        return Err(self.error(JsonFault::EndInString));
                    };
                    self.at += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => match self.unicode_escape()? {
                            Some(c) => c,
                            None => {
                                lone = true;
                                continue;
                            }
                        },
                        _ => return Err(self.error(JsonFault::UnknownEscape)),
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                0..=0x1f => return Err(self.error(JsonFault::ControlChar)),
                _ => out.push(b),
            }
        }
    }

    /// The character of a `\uXXXX` escape (the reader is after the `u`), pairs of surrogates
    /// joined; `None` for an unpaired surrogate (the escape after it, if any, is left unread
    /// unless it completes the pair).
    fn unicode_escape(&mut self) -> Result<Option<char>, JsonError> {
        let first = self.hex4()?;
        if (0xdc00..0xe000).contains(&first) {
            return Ok(None);
        }
        if !(0xd800..0xdc00).contains(&first) {
            return Ok(char::from_u32(first));
        }
        let pair_at = self.at;
        if !self.bytes[self.at..].starts_with(b"\\u") {
            return Ok(None);
        }
        self.at += 2;
        let second = self.hex4()?;
        if !(0xdc00..0xe000).contains(&second) {
            // Not a pair: the second escape is read again on its own.
            self.at = pair_at;
            return Ok(None);
        }
        Ok(char::from_u32(
            0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00),
        ))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let hex = self
            .bytes
            .get(self.at..self.at + 4)
            .and_then(|h| std::str::from_utf8(h).ok())
            .filter(|h| h.bytes().all(|c| c.is_ascii_hexdigit()))
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .ok_or(self.error(JsonFault::HexDigits))?;
        self.at += 4;
        Ok(hex)
    }
}

/// Why `serde_json` refused one of the files it reads (`stats.json`, `puzzles.json`): its class
/// and where, rather than its English message, so each reader words it in its own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SerdeError {
    /// What kind of fault.
    pub class: SerdeClass,
    /// The line (from 1) where it was found.
    pub line: usize,
    /// The column (from 1) where it was found.
    pub column: usize,
}

/// The kinds of [`SerdeError`] (`serde_json::error::Category`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SerdeClass {
    /// Not JSON.
    Syntax,
    /// JSON, but not of the file's shape (a field missing or of the wrong type).
    Data,
    /// The text ends early.
    Eof,
    /// The text could not be read.
    Io,
}

impl From<&serde_json::Error> for SerdeError {
    fn from(e: &serde_json::Error) -> SerdeError {
        use serde_json::error::Category;
        SerdeError {
            class: match e.classify() {
                Category::Syntax => SerdeClass::Syntax,
                Category::Data => SerdeClass::Data,
                Category::Eof => SerdeClass::Eof,
                Category::Io => SerdeClass::Io,
            },
            line: e.line(),
            column: e.column(),
        }
    }
}

impl std::fmt::Display for SerdeError {
    /// English, for tools and logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self.class {
            SerdeClass::Syntax => "not JSON",
            SerdeClass::Data => "not of the expected shape",
            SerdeClass::Eof => "the text ends early",
            SerdeClass::Io => "not readable",
        };
        write!(f, "{what} at line {}, column {}", self.line, self.column)
    }
}
