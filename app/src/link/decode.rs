//! Reading a link: the query string back into a [`Link`]. [`read`] keeps what it can (a bad
//! part is left out, a bad move ends its line) and says what was wrong first; [`decode`] takes
//! only a link without a fault.

use gobblet_rules::{Move, Player, Position, Variant};

use super::{Link, LinkError, Page};
use crate::engine::Level;
use crate::orient::Orientation;

/// A link read as far as it is good: what it shows, and the first thing wrong with it (what
/// [`LinkError::fallback`] says was shown instead).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// What can be shown: every good part of the link; a bad part left out, a line of moves
    /// cut before its first bad move (a bad start position drops the moves with it).
    pub link: Link,
    /// The first fault met, if any.
    pub fault: Option<LinkError>,
}

/// Decodes a query string (with or without the leading `?`), refusing any fault ([`read`]
/// says what a fault leaves).
pub fn decode(query: &str, variant: &Variant) -> Result<Link, LinkError> {
    let r = read(query, variant);
    match r.fault {
        None => Ok(r.link),
        Some(e) => Err(e),
    }
}

/// Reads a query string (with or without the leading `?`). An empty query is the start.
/// Unknown keys are ignored; a bad page, ply, side, level, step, view or reading is left out;
/// a bad position opens the start without the moves; a line of moves keeps the moves before
/// its first bad one (a variation that does not branch off is left out, with those after it).
/// The first fault is kept to be said (the settings are read first, in the link's order, then
/// the position, the moves, the line and the ply). `variant` gives the rules but for the reveal rule, which
/// the link names (`reveal=`); its start and moves are checked under the rules so read.
pub fn read(query: &str, variant: &Variant) -> Reading {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut link = Link::at(Position::START);
    let mut fault = None;
    let mut start = None;
    let mut moves = String::new();
    let mut ply: Option<String> = None;
    let mut line: Option<String> = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        if matches!(key, "game" | "t") {
            continue; // the Gobbler page's own parameters: its module reads them
        }
        let Ok(value) = web_kit::percent::decode(raw) else {
            fault.get_or_insert(LinkError::NotUtf8);
            continue;
        };
        if let Err(e) = read_pair(
            &mut link,
            key,
            value,
            (&mut start, &mut moves),
            (&mut ply, &mut line),
        ) {
            fault.get_or_insert(e);
        }
    }
    let mut rules = *variant;
    rules.reveal = link.reveal;
    if let Some(text) = start {
        match parse_start(&text.replace('_', " "), &rules) {
            Ok(p) => link.start = p,
            Err(e) => {
                // The moves were written from that position: none of them can be read.
                fault.get_or_insert(e);
                moves.clear();
            }
        }
    }
    let (lines, bad_move) = parse_lines(link.start, &moves, &rules);
    link.lines = lines;
    if let Some(e) = bad_move {
        fault.get_or_insert(e);
    }
    if let Some(text) = line {
        match text.parse().ok().filter(|&i| i < link.lines.len().max(1)) {
            Some(i) => link.line = i,
            None => {
                fault.get_or_insert(LinkError::Line(text));
            }
        }
    }
    let len = link.moves().len();
    link.ply = len;
    if let Some(text) = ply {
        match text.parse::<usize>() {
            Ok(p) if p <= len => link.ply = p,
            Ok(p) => {
                fault.get_or_insert(LinkError::PlyPastEnd { ply: p, moves: len });
            }
            Err(_) => {
                fault.get_or_insert(LinkError::Ply(text));
            }
        }
    }
    Reading { link, fault }
}

/// Reads one `key=value` of the query into `link` (the start, the moves, the ply and the line
/// are kept as written, to be read once the rules are known); a value that is no good is the
/// error, and `link` keeps what it had.
fn read_pair(
    link: &mut Link,
    key: &str,
    value: String,
    (start, moves): (&mut Option<String>, &mut String),
    (ply, line): (&mut Option<String>, &mut Option<String>),
) -> Result<(), LinkError> {
    match key {
        "page" => link.page = Page::from_tag(&value).ok_or(LinkError::Page(value))?,
        "p" => *start = Some(value),
        "m" => *moves = value,
        "n" => link.puzzle = Some(value),
        "ply" => *ply = Some(value),
        "line" => *line = Some(value),
        "side" => {
            link.side = Some(match value.as_str() {
                "1" => Player::P1,
                "2" => Player::P2,
                _ => return Err(LinkError::Side(value)),
            });
        }
        "level" => link.level = Some(Level::from_tag(&value).ok_or(LinkError::Level(value))?),
        "step" => {
            link.step = Some(crate::lessons::step_index(&value).ok_or(LinkError::Step(value))?)
        }
        "view" => link.view = Orientation::from_tag(&value).ok_or(LinkError::View(value))?,
        "review" => link.review = value == "1",
        "reveal" => link.reveal = value.parse().map_err(|_| LinkError::Reveal(value))?,
        _ => {}
    }
    Ok(())
}

/// A start position as a link (and a paste) gives it: parsed, fitting the rules, and one a game
/// can reach as the editor judges it.
pub fn parse_start(text: &str, variant: &Variant) -> Result<Position, LinkError> {
    let start = text.parse::<Position>().map_err(LinkError::Position)?;
    start
        .check_variant(variant)
        .map_err(LinkError::PositionRules)?;
    crate::setup::validate(&start, variant).map_err(LinkError::Impossible)?;
    Ok(start)
}

/// The lines of `m=` (see the module's doc), each checked legal from `start`, and the first
/// fault: a line keeps its moves before its first bad one, and the lines after a bad one are
/// left out (they branch off moves that may be gone). A move's index in an error counts from
/// the start along its line.
fn parse_lines(
    start: Position,
    text: &str,
    variant: &Variant,
) -> (Vec<Vec<Move>>, Option<LinkError>) {
    let mut lines: Vec<Vec<Move>> = Vec::new();
    for part in text.split(',') {
        let (shared, rest) = match lines.last() {
            None => (Vec::new(), part),
            Some(before) => {
                let branch = Some(LinkError::Branch(part.to_string()));
                let Some((k, rest)) = part.split_once('.') else {
                    return (lines, branch);
                };
                match k.parse::<usize>() {
                    Ok(k) if k <= before.len() && !rest.split('_').all(str::is_empty) => {
                        (before[..k].to_vec(), rest)
                    }
                    _ => return (lines, branch),
                }
            }
        };
        let from = shared.iter().fold(start, |p, &mv| p.play(mv));
        let (more, fault) = read_moves(from, rest.split('_'), variant);
        let fault = fault.map(|e| match e {
            LinkError::NotAMove { index, word } => LinkError::NotAMove {
                index: index + shared.len(),
                word,
            },
            LinkError::Illegal { index, mv, why } => LinkError::Illegal {
                index: index + shared.len(),
                mv,
                why,
            },
            other => other,
        });
        // The first line may be empty (no move at all); a variation is only its moves.
        if !more.is_empty() {
            let mut line = shared;
            line.extend(more);
            lines.push(line);
        }
        if fault.is_some() {
            return (lines, fault);
        }
    }
    (lines, None)
}

/// Moves from `start`, one word each (empty words skipped), each parsed and checked legal in
/// turn: the first that is not says which and why.
pub fn parse_moves<'a>(
    start: Position,
    words: impl IntoIterator<Item = &'a str>,
    variant: &Variant,
) -> Result<Vec<Move>, LinkError> {
    match read_moves(start, words, variant) {
        (moves, None) => Ok(moves),
        (_, Some(e)) => Err(e),
    }
}

/// Moves from `start` as [`parse_moves`] reads them, as far as they are good: the moves
/// before the first bad one, and what is wrong with it.
fn read_moves<'a>(
    start: Position,
    words: impl IntoIterator<Item = &'a str>,
    variant: &Variant,
) -> (Vec<Move>, Option<LinkError>) {
    let mut pos = start;
    let mut moves = Vec::new();
    for (i, word) in words.into_iter().filter(|w| !w.is_empty()).enumerate() {
        let index = i + 1;
        let Ok(mv) = word.parse::<Move>() else {
            let word = word.to_string();
            return (moves, Some(LinkError::NotAMove { index, word }));
        };
        match pos.play_checked(variant, mv) {
            Ok(next) => pos = next,
            Err(why) => return (moves, Some(LinkError::Illegal { index, mv, why })),
        }
        moves.push(mv);
    }
    (moves, None)
}
