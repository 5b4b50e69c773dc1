//! Reading a link: the query string back into a [`Link`], each bad part an error that says
//! which.

use gobblet_rules::{Move, Player, Position, Variant};

use super::{Link, LinkError, Page};
use crate::engine::Level;
use crate::orient::Orientation;

/// Decodes a query string (with or without the leading `?`). An empty query is the start.
/// Unknown keys are ignored; a bad page, position, move, ply, side or level is an error that
/// says which. `variant` gives the rules but for the reveal rule, which the link names
/// (`reveal=`); its start and moves are checked under the rules so read.
pub fn decode(query: &str, variant: &Variant) -> Result<Link, LinkError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut link = Link::at(Position::START);
    let mut start = None;
    let mut moves = String::new();
    let mut ply: Option<usize> = None;
    let mut line: Option<String> = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        if matches!(key, "game" | "t") {
            continue; // the Gobbler page's own parameters: its module reads them
        }
        let value = web_kit::percent::decode(raw).map_err(|_| LinkError::NotUtf8)?;
        match key {
            "page" => link.page = Page::from_tag(&value).ok_or(LinkError::Page(value))?,
            // Checked below, under the reading of the reveal rule the link names.
            "p" => start = Some(value),
            "m" => moves = value,
            "n" => link.puzzle = Some(value),
            "ply" => ply = Some(value.parse().map_err(|_| LinkError::Ply(value))?),
            "line" => line = Some(value),
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
    }
    let mut rules = *variant;
    rules.reveal = link.reveal;
    if let Some(text) = start {
        link.start = parse_start(&text.replace('_', " "), &rules)?;
    }
    link.lines = parse_lines(link.start, &moves, &rules)?;
    if let Some(text) = line {
        link.line = text
            .parse()
            .ok()
            .filter(|&i| i < link.lines.len().max(1))
            .ok_or(LinkError::Line(text))?;
    }
    let len = link.moves().len();
    link.ply = ply.unwrap_or(len);
    if link.ply > len {
        return Err(LinkError::PlyPastEnd {
            ply: link.ply,
            moves: len,
        });
    }
    Ok(link)
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

/// The lines of `m=` (see the module's doc), each checked legal from `start`; a move's index in
/// an error counts from the start along its line.
fn parse_lines(
    start: Position,
    text: &str,
    variant: &Variant,
) -> Result<Vec<Vec<Move>>, LinkError> {
    let mut lines: Vec<Vec<Move>> = Vec::new();
    for (i, part) in text.split(',').enumerate() {
        let (shared, rest) = match lines.last() {
            None => (Vec::new(), part),
            Some(before) => {
                let branch = || LinkError::Branch(part.to_string());
                let (k, rest) = part.split_once('.').ok_or_else(branch)?;
                let k: usize = k.parse().map_err(|_| branch())?;
                if k > before.len() || rest.split('_').all(str::is_empty) {
                    return Err(branch());
                }
                (before[..k].to_vec(), rest)
            }
        };
        let from = shared.iter().fold(start, |p, &mv| p.play(mv));
        let more = parse_moves(from, rest.split('_'), variant).map_err(|e| match e {
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
        })?;
        if i == 0 && more.is_empty() {
            continue; // no move at all
        }
        let mut line = shared;
        line.extend(more);
        lines.push(line);
    }
    Ok(lines)
}

/// Moves from `start`, one word each (empty words skipped), each parsed and checked legal in
/// turn: the first that is not says which and why.
pub fn parse_moves<'a>(
    start: Position,
    words: impl IntoIterator<Item = &'a str>,
    variant: &Variant,
) -> Result<Vec<Move>, LinkError> {
    let mut pos = start;
    let mut moves = Vec::new();
    for (i, word) in words.into_iter().filter(|w| !w.is_empty()).enumerate() {
        let index = i + 1;
        let mv: Move = word.parse().map_err(|_| LinkError::NotAMove {
            index,
            word: word.to_string(),
        })?;
        pos = pos
            .play_checked(variant, mv)
            .map_err(|why| LinkError::Illegal { index, mv, why })?;
        moves.push(mv);
    }
    Ok(moves)
}
