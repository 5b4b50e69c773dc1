//! The URL of a state: `?page=play&m=L@b2_S@a1&ply=1` — the page (default the explorer), the
//! moves from the start (`_`-separated; a game with variations writes each of its lines,
//! `,`-separated, every line after the first as `k.` and its moves after the `k` it shares with
//! the line before, and `line=` the index of the line shown when it is not the first:
//! `m=L@b2_S@a1_M@c3,1.M@a1&line=1`), the ply shown (default the last), `p=<position>` (spaces
//! as `_`) when the line starts elsewhere, and for games against the computer `side=1|2` (the
//! human's side) and `level=perfect|hard|medium|easy`; on how to play, `step=<id>` (a step of
//! [`crate::lessons::STEPS`]); on the game pages, `view=` how the board is turned
//! ([`Orientation::tag`]); on the puzzles, `n=<number>` (1-based); `review=1` when the game
//! review is open; `reveal=loses` on every page when the reveal rule is read the *Stack Tic Tac
//! Toe* way (absent: the standard `must-cover`).
//!
//! [`encode`] writes a link; [`decode`] (in `decode.rs`) reads one back.

use std::fmt;

use gobblet_rules::{IllegalMove, Move, Player, Position, PositionParseError, Reveal};

use crate::engine::Level;
use crate::orient::Orientation;

mod decode;

pub use decode::{decode, parse_moves, parse_start, read, Reading};

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

    /// Whether only the full module draws the page (the explorer's module hands it over:
    /// `web::handover`; a published site's loader loads the full module first for it).
    #[must_use]
    pub fn in_full_module(self) -> bool {
        matches!(
            self,
            Page::Learn | Page::Findings | Page::Editor | Page::Puzzles | Page::Offline
        )
    }

    /// Whether a link to this page is read only once the tablebase's rules are known: its
    /// moves and start position are checked under them. How to play's link names a step,
    /// which needs no table, so a lesson's link is shown at once, however slow the network.
    #[must_use]
    pub fn link_waits_for_rules(self) -> bool {
        self != Page::Learn
    }

    /// The pages `index.html` holds drawn at build time (`crate::prerender`), each for the
    /// address [`Page::first_paint_query`]. The game pages `play` and `two` are left to the
    /// explorer's module, which comes first on them (what they show hangs on the stored level
    /// and side).
    pub const DRAWN: [Page; 7] = [
        Page::Explore,
        Page::Learn,
        Page::Puzzles,
        Page::Findings,
        Page::Editor,
        Page::Offline,
        Page::Gobbler,
    ];

    /// The address's query (`location.search`) whose page is drawn at build time as this page:
    /// `?page=<tag>`, none for the explorer.
    #[must_use]
    pub fn first_paint_query(self) -> String {
        if self == Page::Explore {
            String::new()
        } else {
            format!("?page={}", self.tag())
        }
    }
}

/// What a link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The page.
    pub page: Page,
    /// The position the line starts from.
    pub start: Position,
    /// Every line of the game from the start, main line first, each later one branching off
    /// the lines before it ([`crate::model::Game::lines`]); empty when no move is played.
    pub lines: Vec<Vec<Move>>,
    /// The line shown (an index in `lines`).
    pub line: usize,
    /// The ply shown on that line (0 = the start).
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
    /// The moves of the line shown.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        self.lines.get(self.line).map_or(&[], Vec::as_slice)
    }

    /// A link to one line of moves from `start` on the explorer, at its end.
    #[must_use]
    pub fn line(start: Position, moves: Vec<Move>) -> Link {
        Link {
            ply: moves.len(),
            lines: if moves.is_empty() {
                Vec::new()
            } else {
                vec![moves]
            },
            ..Link::at(start)
        }
    }

    /// A line on the explorer from `start`.
    #[must_use]
    pub fn at(start: Position) -> Link {
        Link {
            page: Page::Explore,
            start,
            lines: Vec::new(),
            line: 0,
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
    /// A line after the first does not say where it branches off (`k.` with `k` at most the
    /// length of the line before it), or has no move after it (the link's word).
    Branch(String),
    /// `line=` names no line of the link.
    Line(String),
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

/// What a link shows in place of a part that is wrong ([`read`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fallback {
    /// The start of the line: the link's position, or its line's first move, is wrong.
    Start,
    /// The moves before the wrong one.
    MovesBefore,
    /// The rest of the link: the wrong part is left out.
    LeftOut,
}

impl LinkError {
    /// What [`read`] shows in place of the part that is wrong.
    #[must_use]
    pub fn fallback(&self) -> Fallback {
        match self {
            LinkError::Position(_) | LinkError::PositionRules(_) | LinkError::Impossible(_) => {
                Fallback::Start
            }
            LinkError::NotAMove { index: 1, .. } | LinkError::Illegal { index: 1, .. } => {
                Fallback::Start
            }
            LinkError::NotAMove { .. } | LinkError::Illegal { .. } => Fallback::MovesBefore,
            LinkError::NotUtf8
            | LinkError::Page(_)
            | LinkError::Branch(_)
            | LinkError::Line(_)
            | LinkError::Ply(_)
            | LinkError::PlyPastEnd { .. }
            | LinkError::Side(_)
            | LinkError::Level(_)
            | LinkError::Step(_)
            | LinkError::View(_)
            | LinkError::Reveal(_) => Fallback::LeftOut,
        }
    }
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
            LinkError::Branch(b) => {
                write!(
                    f,
                    "the link's variation {b:?} does not branch off the line before it"
                )
            }
            LinkError::Line(l) => write!(f, "the link's line {l:?} is not one of its lines"),
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
    if let Some(first) = link.lines.first().filter(|l| !l.is_empty()) {
        let words = |moves: &[Move]| -> String {
            let words: Vec<String> = moves.iter().map(ToString::to_string).collect();
            words.join("_")
        };
        let mut m = words(first);
        for w in link.lines.windows(2) {
            let k = w[0].iter().zip(&w[1]).take_while(|(a, b)| a == b).count();
            m.push_str(&format!(",{k}.{}", words(&w[1][k..])));
        }
        parts.push(format!("m={m}"));
        if link.line != 0 {
            parts.push(format!("line={}", link.line));
        }
        if link.ply != link.moves().len() {
            parts.push(format!("ply={}", link.ply));
        }
    }
    if let Some(side) = link.side {
        parts.push(format!("side={}", side.number()));
    }
    if let Some(level) = link.level {
        parts.push(format!("level={}", level.tag()));
    }
    if let Some(step) = link.step.and_then(|i| crate::lessons::STEP_IDS.get(i)) {
        parts.push(format!("step={step}"));
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
