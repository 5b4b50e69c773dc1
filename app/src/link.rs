//! The URL of a state: `?page=play&m=L@b2_S@a1&ply=1` — the page (default the explorer), the
//! moves from the start (`_`-separated), the ply shown (default the last), `p=<position>` (spaces
//! as `_`) when the line starts elsewhere, and for games against the computer `side=1|2` (the
//! human's side) and `level=perfect|hard|medium|easy`; on how to play, `step=<id>` (a step of
//! [`crate::lessons::STEPS`]); on the game pages, `view=` how the board is turned
//! ([`Orientation::tag`]); on the puzzles, `n=<number>` (1-based); `review=1` when the game
//! review is open; `reveal=loses` on every page when the reveal rule is read the *Stack Tic Tac
//! Toe* way (absent: the standard `must-cover`).

use std::fmt;

use gobblet_rules::{IllegalMove, Move, Player, Position, PositionParseError, Reveal, Variant};

use crate::engine::Level;
use crate::orient::Orientation;

/// The app's pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Page {
    /// The explorer: every move coloured by its value.
    #[default]
    Explore,
    /// A game against the computer.
    Play,
    /// Two players on one device.
    Two,
    /// How to play.
    Learn,
    /// What the solve found.
    Findings,
    /// The position editor.
    Editor,
    /// Offline use.
    Offline,
    /// Puzzles: positions with exactly one winning move.
    Puzzles,
    /// Gobbler, the second game: its own wasm module, loaded and mounted by `web` on this page.
    Gobbler,
}

impl Page {
    /// Every page, in the order of the navigation bar.
    pub const ALL: [Page; 9] = [
        Page::Explore,
        Page::Play,
        Page::Two,
        Page::Learn,
        Page::Puzzles,
        Page::Findings,
        Page::Editor,
        Page::Gobbler,
        Page::Offline,
    ];

    /// The page's name in the URL.
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Page::Explore => "explore",
            Page::Play => "play",
            Page::Two => "two",
            Page::Learn => "learn",
            Page::Findings => "findings",
            Page::Editor => "editor",
            Page::Offline => "offline",
            Page::Puzzles => "puzzles",
            Page::Gobbler => "gobbler",
        }
    }

    /// The page named `tag` in a URL.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Page> {
        Page::ALL.into_iter().find(|p| p.tag() == tag)
    }

    /// Whether the page shows a game (a board with a line of moves).
    #[must_use]
    pub fn is_game(self) -> bool {
        matches!(self, Page::Explore | Page::Play | Page::Two)
    }
}

/// What a link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The page.
    pub page: Page,
    /// The position the line starts from.
    pub start: Position,
    /// The moves.
    pub moves: Vec<Move>,
    /// The ply shown (0 = the start).
    pub ply: usize,
    /// Against the computer: the human's side and the computer's level (`None`: the defaults).
    pub side: Option<Player>,
    /// The computer's level.
    pub level: Option<Level>,
    /// How to play: the step shown (its index in [`crate::lessons::STEPS`]).
    pub step: Option<usize>,
    /// Puzzles: the number asked for (`n=12`, 1-based; the page checks it against its set).
    pub puzzle: Option<String>,
    /// How the board is drawn (upright when the link does not say).
    pub view: Orientation,
    /// On the game pages: the game review is open (`review=1`).
    pub review: bool,
    /// The reading of the reveal rule (`reveal=loses`; standard when the link does not say).
    pub reveal: Reveal,
}

impl Link {
    /// A line on the explorer from `start`.
    #[must_use]
    pub fn at(start: Position) -> Link {
        Link {
            page: Page::Explore,
            start,
            moves: Vec::new(),
            ply: 0,
            side: None,
            level: None,
            step: None,
            puzzle: None,
            view: Orientation::UPRIGHT,
            review: false,
            reveal: Reveal::MustCover,
        }
    }
}

/// What is wrong with a link (the view says it in the reader's language). A `String` is the
/// link's own word, shown as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// `%XX` escapes that are malformed or do not form UTF-8.
    NotUtf8,
    /// No such page (the link's word).
    Page(String),
    /// The position does not parse (what is wrong, and where).
    Position(PositionParseError),
    /// The position does not fit these rules (too many pieces of a kind).
    PositionRules(PositionParseError),
    /// The position cannot arise in a game (the editor's reason).
    Impossible(crate::setup::Refusal),
    /// Move `index` (from 1) is not a move.
    NotAMove {
        /// 1-based.
        index: usize,
        /// As written.
        word: String,
    },
    /// Move `index` (from 1) is not legal there.
    Illegal {
        /// 1-based.
        index: usize,
        /// The move.
        mv: Move,
        /// Why.
        why: IllegalMove,
    },
    /// The ply is not a number.
    Ply(String),
    /// The ply is past the last move.
    PlyPastEnd {
        /// Asked for.
        ply: usize,
        /// Moves in the line.
        moves: usize,
    },
    /// `side` is not 1 or 2.
    Side(String),
    /// No such level.
    Level(String),
    /// No such step of how to play.
    Step(String),
    /// No such view of the board.
    View(String),
    /// No such reading of the reveal rule.
    Reveal(String),
}

impl fmt::Display for LinkError {
    /// English, for logs and tests (the page uses the message tables).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NotUtf8 => write!(f, "the link is not valid UTF-8"),
            LinkError::Page(p) => write!(f, "the link's page {p:?} does not exist"),
            LinkError::Position(e) => write!(f, "the link's position is not valid: {e}"),
            LinkError::PositionRules(e) => {
                write!(f, "the link's position does not fit these rules: {e}")
            }
            LinkError::Impossible(r) => write!(f, "the link's position cannot arise: {r:?}"),
            LinkError::NotAMove { index, word } => {
                write!(f, "the link's move {index} ({word}) is not a move")
            }
            LinkError::Illegal { index, mv, why } => {
                write!(f, "the link's move {index} ({mv}) is illegal: {why}")
            }
            LinkError::Ply(p) => write!(f, "the link's ply {p:?} is not a number"),
            LinkError::PlyPastEnd { ply, moves } => {
                write!(f, "the link's ply {ply} is past its {moves} moves")
            }
            LinkError::Side(s) => write!(f, "the link's side {s:?} is not 1 or 2"),
            LinkError::Level(l) => write!(f, "the link's level {l:?} does not exist"),
            LinkError::Step(l) => write!(f, "the link's step {l:?} does not exist"),
            LinkError::View(v) => write!(f, "the link's view {v:?} does not exist"),
            LinkError::Reveal(r) => {
                write!(f, "the link's reveal rule {r:?} is not must-cover or loses")
            }
        }
    }
}

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
    link.moves = parse_moves(link.start, moves.split('_'), &rules)?;
    let len = link.moves.len();
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

/// Encodes a link as a query string (with the leading `?`; empty for the explorer's start).
#[must_use]
pub fn encode(link: &Link) -> String {
    let mut parts = Vec::new();
    if link.page != Page::Explore {
        parts.push(format!("page={}", link.page.tag()));
    }
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
    if let Some(side) = link.side {
        parts.push(format!("side={}", side.number()));
    }
    if let Some(level) = link.level {
        parts.push(format!("level={}", level.tag()));
    }
    if let Some(step) = link.step.and_then(|i| crate::lessons::STEPS.get(i)) {
        parts.push(format!("step={}", step.id));
    }
    if let Some(n) = &link.puzzle {
        parts.push(format!("n={n}"));
    }
    if link.view != Orientation::UPRIGHT {
        parts.push(format!("view={}", link.view.tag()));
    }
    if link.review {
        parts.push("review=1".into());
    }
    if link.reveal == Reveal::Loses {
        parts.push("reveal=loses".into());
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("?{}", parts.join("&"))
    }
}
