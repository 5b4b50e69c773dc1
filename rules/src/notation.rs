//! Position strings: `.,.,./.,L,./s,.,. 1`.
//!
//! The three rows from the top (rank 3) down, separated by `/`; within a row the squares from file
//! `a` to `c`, separated by `,`; a square is `.` when empty, otherwise its stack from bottom to top,
//! P1 pieces upper case and P2 pieces lower case; then a space (or `_`, for URLs) and the side to
//! move, `1` or `2`.

use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, IllegalMove, Move, MoveParseError, Player, Position, Size, Square};

/// Why a position string was rejected. Every variant names the problem and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionParseError {
    /// No separator between the board and the side to move.
    MissingSide,
    /// The side to move is not `1` or `2`.
    Side,
    /// The board does not have three rows separated by `/`.
    Rows {
        /// How many rows were found.
        found: usize,
    },
    /// A row does not have three squares separated by `,`.
    Squares {
        /// The rank of the row (3 is the top).
        rank: u8,
        /// How many squares were found.
        found: usize,
    },
    /// A square is written as nothing at all.
    EmptyText {
        /// The square.
        square: Square,
    },
    /// A character that is not `.`, `S`, `M`, `L`, `s`, `m` or `l`.
    UnknownChar {
        /// The square.
        square: Square,
        /// The character.
        ch: char,
    },
    /// `.` together with pieces on one square.
    DotInStack {
        /// The square.
        square: Square,
    },
    /// Two pieces of one size on one square.
    SizeTwice {
        /// The square.
        square: Square,
        /// The size.
        size: Size,
    },
    /// A stack not listed from smallest (bottom) to largest (top).
    OutOfOrder {
        /// The square.
        square: Square,
    },
    /// More pieces of a size than a player owns.
    TooMany {
        /// The player.
        player: Player,
        /// The size.
        size: Size,
        /// How many are on the board.
        count: u8,
        /// How many the player owns.
        max: u8,
    },
}

impl fmt::Display for PositionParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionParseError as E;
        match self {
            E::MissingSide => f.write_str(
                "expected the board, a space or '_', then the side to move (1 or 2), like '.,.,./.,.,./.,.,. 1'",
            ),
            E::Side => f.write_str("the side to move must be 1 or 2"),
            E::Rows { found } => {
                write!(f, "the board needs 3 rows separated by '/', found {found}")
            }
            E::Squares { rank, found } => write!(
                f,
                "rank {rank} needs 3 squares separated by ',', found {found}"
            ),
            E::EmptyText { square } => {
                write!(f, "square {square} is blank: write '.' for an empty square")
            }
            E::UnknownChar { square, ch } => write!(
                f,
                "square {square}: unknown piece '{ch}' (use S M L for P1, s m l for P2, '.' for empty)"
            ),
            E::DotInStack { square } => {
                write!(f, "square {square}: '.' stands alone for an empty square")
            }
            E::SizeTwice { square, size } => {
                write!(f, "square {square} holds two {} pieces", size.letter())
            }
            E::OutOfOrder { square } => write!(
                f,
                "square {square}: stack out of order (write it bottom to top, smaller under larger)"
            ),
            E::TooMany { player, size, count, max } => write!(
                f,
                "{player} has {count} {} pieces on the board but owns {max}",
                size.letter()
            ),
        }
    }
}

impl core::error::Error for PositionParseError {}

impl FromStr for Position {
    type Err = PositionParseError;

    /// Parses a position string (at most two pieces of a size per player; see
    /// [`Position::check_variant`] for the one-piece variant).
    fn from_str(s: &str) -> Result<Position, PositionParseError> {
        use PositionParseError as E;
        let s = s.trim();
        let (board, side) = s.rsplit_once([' ', '_']).ok_or(E::MissingSide)?;
        let side = match side {
            "1" => Player::P1,
            "2" => Player::P2,
            _ => return Err(E::Side),
        };
        let board = board.trim_end();
        let rows = board.split('/').count();
        if rows != 3 {
            return Err(E::Rows { found: rows });
        }
        let mut masks = [[Bitboard::EMPTY; 3]; 2];
        for (r, row) in board.split('/').enumerate() {
            let rank = 3 - r as u8;
            let found = row.split(',').count();
            if found != 3 {
                return Err(E::Squares { rank, found });
            }
            for (file, text) in row.split(',').enumerate() {
                let square = Square::from_file_rank(file as u8, rank).ok_or(E::Rows { found })?;
                parse_stack(text.trim(), square, &mut masks)?;
            }
        }
        Position::from_masks(masks, side)
    }
}

fn parse_stack(
    text: &str,
    square: Square,
    masks: &mut [[Bitboard; 3]; 2],
) -> Result<(), PositionParseError> {
    use PositionParseError as E;
    if text.is_empty() {
        return Err(E::EmptyText { square });
    }
    if text == "." {
        return Ok(());
    }
    let mut below: Option<Size> = None;
    for ch in text.chars() {
        if ch == '.' {
            return Err(E::DotInStack { square });
        }
        let player = if ch.is_ascii_uppercase() {
            Player::P1
        } else {
            Player::P2
        };
        let size =
            Size::from_letter(ch.to_ascii_uppercase()).ok_or(E::UnknownChar { square, ch })?;
        if let Some(b) = below {
            if b == size {
                return Err(E::SizeTwice { square, size });
            }
            if b > size {
                return Err(E::OutOfOrder { square });
            }
        }
        below = Some(size);
        masks[player.index()][size.index()] =
            masks[player.index()][size.index()].union(Bitboard::from_square(square));
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_board(f)?;
        write!(f, " {}", self.side_to_move().number())
    }
}

impl Position {
    /// Writes the board part of the position string (no side to move).
    pub fn write_board(&self, f: &mut impl fmt::Write) -> fmt::Result {
        for (i, sq) in Square::ALL.into_iter().enumerate() {
            if i > 0 {
                f.write_char(if i % 3 == 0 { '/' } else { ',' })?;
            }
            let mut empty = true;
            for (player, size) in self.stack(sq) {
                f.write_char(size.piece_char(player))?;
                empty = false;
            }
            if empty {
                f.write_char('.')?;
            }
        }
        Ok(())
    }
}

/// A list of moves that could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// Move number `ply` (from 1) is not a move string.
    Parse {
        /// The move's number, from 1.
        ply: usize,
        /// What is wrong with it.
        error: MoveParseError,
    },
    /// Move number `ply` (from 1) is not legal.
    Illegal {
        /// The move's number, from 1.
        ply: usize,
        /// The move.
        mv: Move,
        /// Why it is illegal.
        error: IllegalMove,
    },
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Parse { ply, error } => write!(f, "move {ply}: {error}"),
            LineError::Illegal { ply, mv, error } => {
                write!(f, "move {ply} ({mv}) is illegal: {error}")
            }
        }
    }
}

impl core::error::Error for LineError {}
