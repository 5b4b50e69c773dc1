//! The URL of a state: `?m=L@b2_S@a1&ply=1` (moves from the start, `_`-separated; the ply shown,
//! default the last), with `p=<position>` (spaces as `_`) when the line starts elsewhere.

use gobblet_rules::{Move, Position, Variant};

/// A line of play decoded from a URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The position the line starts from.
    pub start: Position,
    /// The moves.
    pub moves: Vec<Move>,
    /// The ply shown (0 = the start).
    pub ply: usize,
}

/// Decodes a query string (with or without the leading `?`). An empty query is the start.
/// Unknown keys are ignored; a bad position, move or ply is an error that says which.
pub fn decode(query: &str, variant: &Variant) -> Result<Link, String> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut start = Position::START;
    let mut moves = String::new();
    let mut ply: Option<usize> = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        let value = percent_decode(raw).ok_or("the link is not valid UTF-8")?;
        match key {
            "p" => {
                start = value
                    .replace('_', " ")
                    .parse::<Position>()
                    .map_err(|e| format!("the link's position is not valid: {e}"))?;
                start
                    .check_variant(variant)
                    .map_err(|e| format!("the link's position does not fit these rules: {e}"))?;
            }
            "m" => moves = value,
            "ply" => {
                let n = value
                    .parse()
                    .map_err(|_| format!("the link's ply {value:?} is not a number"))?;
                ply = Some(n);
            }
            _ => {}
        }
    }
    finish(variant, start, &moves, ply)
}

fn finish(
    variant: &Variant,
    start: Position,
    moves: &str,
    ply: Option<usize>,
) -> Result<Link, String> {
    let mut pos = start;
    let mut list = Vec::new();
    for (i, word) in moves.split('_').filter(|w| !w.is_empty()).enumerate() {
        let mv: Move = word
            .parse()
            .map_err(|e| format!("the link's move {} ({word}) is not a move: {e}", i + 1))?;
        pos = pos
            .play_checked(variant, mv)
            .map_err(|e| format!("the link's move {} ({word}) is illegal: {e}", i + 1))?;
        list.push(mv);
    }
    let ply = ply.unwrap_or(list.len());
    if ply > list.len() {
        return Err(format!(
            "the link's ply {ply} is past its {} moves",
            list.len()
        ));
    }
    Ok(Link {
        start,
        moves: list,
        ply,
    })
}

/// Encodes a line as a query string (with the leading `?`).
#[must_use]
pub fn encode(link: &Link) -> String {
    let mut parts = Vec::new();
    if link.start != Position::START {
        parts.push(format!("p={}", link.start.to_string().replace(' ', "_")));
    }
    if !link.moves.is_empty() {
        let moves: Vec<String> = link.moves.iter().map(|m| m.to_string()).collect();
        parts.push(format!("m={}", moves.join("_")));
        if link.ply != link.moves.len() {
            parts.push(format!("ply={}", link.ply));
        }
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("?{}", parts.join("&"))
    }
}

/// Decodes `%XX` escapes; `None` if they do not form UTF-8.
fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else if bytes[i] == b'+' {
            out.push(b' ');
            i += 1;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}
