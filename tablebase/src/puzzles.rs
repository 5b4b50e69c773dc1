//! Puzzles: positions with exactly one winning move, drawn from the solved table by the shard
//! tool and written beside the manifest as `puzzles.json`; graded and judged here, so the tool
//! that picks them and the app that plays them use the same definitions.
//!
//! # Definitions
//! * A **puzzle** is a won, non-terminal position (`Win(n)`, `n >= 3` plies) where exactly one
//!   legal move keeps the win. Its *length* is `n`; playing that move is the only answer.
//!   Moves are counted as the player sees them ([`move_class`]): with `cover = off` nothing
//!   ever stacks, so a piece's size never matters, and placing a small, medium or large piece
//!   on the same square is one move (without this, that variant has no puzzle at all: the three
//!   sizes always share a value).
//! * A losing move is **tempting** when it does not hand the opponent a win on their next move:
//!   its value for the mover is a draw or a loss in 4 plies or more (not `Loss(2)`, where the
//!   opponent completes a line at once). The grade is the length and the number of tempting
//!   moves (counted as [`move_class`]es).
//! * In the solving flow every move is **judged** against the table ([`judge`]): the move that
//!   wins as fast as possible is right; a move that still wins, but slower, or that throws the
//!   win away, fails the puzzle. The defender's reply is the table's best defence (the slowest
//!   loss), as the perfect engine plays it.
//!
//! # File (`puzzles.json`)
//! | field | meaning |
//! |---|---|
//! | `format` | [`FORMAT`] |
//! | `version` | [`VERSION`] |
//! | `rules` | `reveal=…,cover=…,pieces=…`, as in the manifest |
//! | `puzzles` | a list of `{"position", "win", "move", "tempting"}`: the position string (`docs/rules.md`), the length of the win in plies, the one winning move, the number of tempting losing moves |
//!
//! [`PuzzleSet::parse`] checks all of it (every position legal under the rules, every answer a
//! legal move) and never panics on bad input.

use gobblet_rules::{
    Cover, Move, MoveParseError, Position, PositionParseError, Size, Value, Variant,
};
use serde::{Deserialize, Serialize};

use crate::json::SerdeError;

/// The format name in the puzzle file.
pub const FORMAT: &str = "gobblet-puzzles";
/// The puzzle file's format version.
pub const VERSION: u32 = 1;
/// The puzzle file's name in the tablebase directory.
pub const FILE: &str = "puzzles.json";
/// The shortest win a puzzle may have, in plies (a win in one move is no puzzle).
pub const MIN_WIN: u8 = 3;

/// Why a puzzle file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// Not JSON of the expected shape.
    #[error("the puzzle file is not a puzzle file: {0}")]
    Shape(SerdeError),
    /// The `format` is not [`FORMAT`].
    #[error("the puzzle file's format is not {FORMAT}")]
    Format,
    /// Another format version.
    #[error("puzzle file version {got}, this app reads version {expected}: rebuild the tablebase or reload the app")]
    Version {
        /// What this build reads.
        expected: u32,
        /// What the file says.
        got: u32,
    },
    /// Built for other rules than the tablebase's.
    #[error("the puzzles are for rules {}, the tablebase for {expected}", match got { Some(v) => v.to_string(), None => "that do not exist".into() })]
    Rules {
        /// The rules asked for.
        expected: Variant,
        /// What the file says (`None`: rules that do not parse).
        got: Option<Variant>,
    },
    /// One puzzle fails a check.
    #[error("puzzle {number}: {why}")]
    Puzzle {
        /// Its number, counting from 1.
        number: usize,
        /// What is wrong.
        why: PuzzleFault,
    },
}

/// What is wrong with one puzzle of the file ([`PuzzleError::Puzzle`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleFault {
    /// The position string does not parse, or does not fit the rules.
    #[error("{0}")]
    Position(PositionParseError),
    /// The game is already over in the position.
    #[error("the game is already over")]
    GameOver,
    /// A length no puzzle has (even, too short or too long).
    #[error("a win in {0} plies is no puzzle length")]
    Length(u8),
    /// The answer does not parse as a move.
    #[error("{0}")]
    Answer(MoveParseError),
    /// The answer is not a legal move in the position.
    #[error("{0} is not a legal move")]
    NotLegal(Move),
    /// More tempting moves than the position has moves.
    #[error("{tempting} tempting moves among {moves} moves")]
    Tempting {
        /// The file's count.
        tempting: u8,
        /// The position's legal moves.
        moves: usize,
    },
}

/// One puzzle as written in the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleEntry {
    /// The position string.
    pub position: String,
    /// The length of the win in plies.
    pub win: u8,
    /// The one winning move.
    #[serde(rename = "move")]
    pub answer: String,
    /// How many losing moves are tempting.
    pub tempting: u8,
}

/// The puzzle file as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u32,
    /// The rules.
    pub rules: String,
    /// The puzzles, in the order they are offered.
    pub puzzles: Vec<PuzzleEntry>,
}

/// A checked puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position to solve.
    pub position: Position,
    /// Its grade.
    pub grade: Grade,
}

/// What the table says of a puzzle position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Grade {
    /// The length of the win in plies.
    pub win: u8,
    /// The one winning move.
    pub answer: Move,
    /// How many losing moves are tempting.
    pub tempting: u8,
}

/// A checked puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSet {
    /// The rules.
    pub variant: Variant,
    /// The puzzles.
    pub puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    /// Parses and checks a puzzle file for the rules `expected`.
    pub fn parse(json: &str, expected: &Variant) -> Result<PuzzleSet, PuzzleError> {
        #[derive(Deserialize)]
        struct Head {
            format: String,
            version: u32,
        }
        let shape = |e: serde_json::Error| PuzzleError::Shape(SerdeError::from(&e));
        let head: Head = serde_json::from_str(json).map_err(shape)?;
        if head.format != FORMAT {
            return Err(PuzzleError::Format);
        }
        if head.version != VERSION {
            return Err(PuzzleError::Version {
                expected: VERSION,
                got: head.version,
            });
        }
        let file: PuzzleFile = serde_json::from_str(json).map_err(shape)?;
        let rules = file.rules.parse::<Variant>().ok();
        if rules != Some(*expected) {
            return Err(PuzzleError::Rules {
                expected: *expected,
                got: rules,
            });
        }
        let puzzles = file
            .puzzles
            .iter()
            .enumerate()
            .map(|(i, e)| {
                check_entry(e, expected).map_err(|why| PuzzleError::Puzzle { number: i + 1, why })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(PuzzleSet {
            variant: *expected,
            puzzles,
        })
    }

    /// The file for these puzzles.
    #[must_use]
    pub fn to_file(&self) -> PuzzleFile {
        PuzzleFile {
            format: FORMAT.into(),
            version: VERSION,
            rules: self.variant.to_string(),
            puzzles: self
                .puzzles
                .iter()
                .map(|p| PuzzleEntry {
                    position: p.position.to_string(),
                    win: p.grade.win,
                    answer: p.grade.answer.to_string(),
                    tempting: p.grade.tempting,
                })
                .collect(),
        }
    }
}

fn check_entry(e: &PuzzleEntry, variant: &Variant) -> Result<Puzzle, PuzzleFault> {
    let position: Position = e.position.parse().map_err(PuzzleFault::Position)?;
    position
        .check_variant(variant)
        .map_err(PuzzleFault::Position)?;
    if position.terminal_value(variant).is_some() {
        return Err(PuzzleFault::GameOver);
    }
    if e.win < MIN_WIN || e.win.is_multiple_of(2) || e.win > gobblet_rules::value::MAX_PLIES {
        return Err(PuzzleFault::Length(e.win));
    }
    let answer: Move = e.answer.parse().map_err(PuzzleFault::Answer)?;
    let moves = position.legal_moves(variant);
    if !moves.contains(&answer) {
        return Err(PuzzleFault::NotLegal(answer));
    }
    if usize::from(e.tempting) >= moves.len() {
        return Err(PuzzleFault::Tempting {
            tempting: e.tempting,
            moves: moves.len(),
        });
    }
    Ok(Puzzle {
        position,
        grade: Grade {
            win: e.win,
            answer,
            tempting: e.tempting,
        },
    })
}

/// The move as a puzzle counts it: itself, except that with `cover = off` a placement stands
/// for every size placed on that square (sizes are interchangeable when nothing stacks).
#[must_use]
pub fn move_class(variant: &Variant, mv: Move) -> Move {
    match mv {
        Move::Place { to, .. } if variant.cover == Cover::Off => Move::Place {
            size: Size::Small,
            to,
        },
        other => other,
    }
}

/// Whether a losing move's value (for the mover) makes it tempting: a draw, or a loss the
/// opponent cannot complete on their next move.
#[must_use]
pub fn is_tempting(value: Value) -> bool {
    match value {
        Value::Draw => true,
        Value::Loss(n) => n >= 4,
        Value::Win(_) => false,
    }
}

/// The grade of `pos` if it is a puzzle, from the values of its children (`child` gives a
/// child's value for its own side to move; `None` when unknown, which makes `pos` no puzzle).
pub fn grade(
    variant: &Variant,
    pos: &Position,
    mut child: impl FnMut(&Position) -> Option<Value>,
) -> Option<Grade> {
    if pos.terminal_value(variant).is_some() {
        return None;
    }
    let mut answer: Option<(Move, u8)> = None;
    let mut tempting = Vec::new();
    for &mv in pos.legal_moves(variant).iter() {
        let class = move_class(variant, mv);
        match child(&pos.play(mv))?.for_parent() {
            Value::Win(n) => match answer {
                Some((a, _)) if move_class(variant, a) != class => return None,
                Some((_, m)) if m <= n => {}
                _ => answer = Some((mv, n)),
            },
            v if is_tempting(v) => tempting.push(class),
            _ => {}
        }
    }
    tempting.sort_unstable();
    tempting.dedup();
    let tempting = u8::try_from(tempting.len()).ok()?;
    let (answer, win) = answer?;
    (win >= MIN_WIN).then_some(Grade {
        win,
        answer,
        tempting,
    })
}

/// What a move does to a won position, for the solver of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It wins as fast as the position allows.
    Best,
    /// It still wins, but in more plies than the best move.
    Slower,
    /// It gives the win away (to a draw or a loss).
    Thrown,
}

/// Judges a move of the side to move: `best` is the position's value, `played` the move's
/// value for the mover (the child's value [`Value::for_parent`]).
#[must_use]
pub fn judge(best: Value, played: Value) -> Verdict {
    match (best, played) {
        (Value::Win(b), Value::Win(p)) if p <= b => Verdict::Best,
        (Value::Win(_), Value::Win(_)) => Verdict::Slower,
        _ => Verdict::Thrown,
    }
}

/// The puzzle of the day: the number of days since 1970-01-01 (UTC) picks one of `count`.
#[must_use]
pub fn daily(days_since_epoch: i64, count: usize) -> Option<usize> {
    let n = i64::try_from(count).ok().filter(|&n| n > 0)?;
    usize::try_from(days_since_epoch.rem_euclid(n)).ok()
}

/// Picks a varied set from graded candidates: for each win length, up to `per_length`
/// puzzles taken in turn from each count of pieces on the board (fewest pieces first), each
/// count's candidates in the order of their `tag` (a hash: a fair, repeatable draw); the result
/// is ordered by tag, so neighbours differ. The same candidates give the same set.
#[must_use]
pub fn select(mut candidates: Vec<(u64, Puzzle)>, per_length: usize) -> Vec<Puzzle> {
    use std::collections::BTreeMap;
    candidates.sort_by_key(|(tag, p)| (*tag, p.position.to_string()));
    let mut by_length: BTreeMap<u8, BTreeMap<u32, Vec<(u64, Puzzle)>>> = BTreeMap::new();
    for (tag, p) in candidates {
        by_length
            .entry(p.grade.win)
            .or_default()
            .entry(p.position.pieces_on_board())
            .or_default()
            .push((tag, p));
    }
    let mut chosen = Vec::new();
    for buckets in by_length.values() {
        let mut taken = 0;
        let mut round = 0;
        while taken < per_length && buckets.values().any(|b| b.len() > round) {
            for b in buckets.values() {
                if taken < per_length {
                    if let Some(&c) = b.get(round) {
                        chosen.push(c);
                        taken += 1;
                    }
                }
            }
            round += 1;
        }
    }
    chosen.sort_by_key(|&(tag, _)| tag);
    chosen.into_iter().map(|(_, p)| p).collect()
}
