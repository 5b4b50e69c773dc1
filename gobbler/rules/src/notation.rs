//! Position notation: `1,1,…/…/… L 0 40`, exactly as `gobbler.md` writes it.
//!
//! The ranks from 8 down to 1 separated by `/`; in a rank the squares from `a` to `h` separated
//! by `,`: `.` empty, a count of Littles without leading zeros (`1` … `60`), `G` a Gobbler; then
//! a space, the side to move (`L` or `G`), the number eaten and the threshold T.

use core::fmt;
use core::str::FromStr;

use crate::{Position, PositionError, Side, Square, SquareSet, MAX_THRESHOLD};

/// Why a position string was rejected. Every variant names the problem and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionParseError {
    /// Not four space-separated fields (board, side, eaten, threshold).
    Fields {
        /// How many fields were found.
        found: usize,
    },
    /// The board does not have eight ranks separated by `/`.
    Ranks {
        /// How many ranks were found.
        found: usize,
    },
    /// A rank does not have eight squares separated by `,`.
    Squares {
        /// The rank (8 is the top).
        rank: u8,
        /// How many squares were found.
        found: usize,
    },
    /// A square that is not `.`, `G` or a count 1..=60 without leading zeros.
    SquareText {
        /// The square.
        square: Square,
    },
    /// The side to move is not `L` or `G`.
    Side,
    /// The eaten count is not a number 0..=60 written without leading zeros.
    Eaten,
    /// The threshold is not a number 0..=1000 written without leading zeros.
    Threshold,
    /// The text is well formed but the position is not valid.
    Invalid(PositionError),
}

impl fmt::Display for PositionParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionParseError as E;
        match self {
            E::Fields { found } => write!(
                f,
                "expected the board, the side to move (L or G), the number eaten and the threshold \
                 separated by spaces, like '…/1,1,1,G,.,1,1,1/… L 0 40' (or 'start'); found {found} field(s)"
            ),
            E::Ranks { found } => {
                write!(f, "the board needs 8 ranks separated by '/', found {found}")
            }
            E::Squares { rank, found } => write!(
                f,
                "rank {rank} needs 8 squares separated by ',', found {found}"
            ),
            E::SquareText { square } => write!(
                f,
                "square {square}: write '.' (empty), 'G' (a Gobbler) or a count of Littles 1-60 without leading zeros"
            ),
            E::Side => f.write_str("the side to move must be L or G"),
            E::Eaten => f.write_str("the number eaten must be a number 0-60 without leading zeros"),
            E::Threshold => write!(
                f,
                "the threshold must be a number 0-{MAX_THRESHOLD} without leading zeros"
            ),
            E::Invalid(e) => write!(f, "invalid position: {e}"),
        }
    }
}

impl core::error::Error for PositionParseError {}

impl From<PositionError> for PositionParseError {
    fn from(e: PositionError) -> Self {
        PositionParseError::Invalid(e)
    }
}

/// A decimal number without leading zeros (a lone `0` is fine), at most `max`.
fn number(text: &str, max: u32) -> Option<u32> {
    if text.is_empty() || text.len() > 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if text.len() > 1 && text.starts_with('0') {
        return None;
    }
    let n: u32 = text.parse().ok()?;
    (n <= max).then_some(n)
}

impl Position {
    /// Parses position notation, or the word `start` (surrounding whitespace ignored).
    pub fn parse(text: &str) -> Result<Position, PositionParseError> {
        use PositionParseError as E;
        let text = text.trim();
        if text == "start" {
            return Ok(Position::START);
        }
        let fields: [&str; 4] = {
            let mut it = text.split_ascii_whitespace();
            let mut out = [""; 4];
            let mut found = 0;
            for field in it.by_ref() {
                if found < 4 {
                    out[found] = field;
                }
                found += 1;
            }
            if found != 4 {
                return Err(E::Fields { found });
            }
            out
        };
        let [board, side, eaten, threshold] = fields;
        let found = board.split('/').count();
        if found != 8 {
            return Err(E::Ranks { found });
        }
        let mut counts = [0u8; 64];
        let mut gobblers = SquareSet::EMPTY;
        let mut gobbler_count = 0usize;
        for (r, row) in board.split('/').enumerate() {
            let rank = 8 - r as u8;
            let found = row.split(',').count();
            if found != 8 {
                return Err(E::Squares { rank, found });
            }
            for (file, cell) in row.split(',').enumerate() {
                let square = Square::from_file_rank(file as i8, rank as i8)
                    .ok_or(E::Squares { rank, found })?;
                match cell {
                    "." => {}
                    "G" => {
                        gobblers = gobblers.with(square);
                        gobbler_count += 1;
                    }
                    _ => match number(cell, 60) {
                        Some(n) if n > 0 => counts[square.index()] = n as u8,
                        _ => return Err(E::SquareText { square }),
                    },
                }
            }
        }
        if gobbler_count > 2 {
            return Err(PositionError::TooManyGobblers {
                found: gobbler_count,
            }
            .into());
        }
        let side = match side {
            "L" => Side::Littles,
            "G" => Side::Gobblers,
            _ => return Err(E::Side),
        };
        let eaten = number(eaten, 60).ok_or(E::Eaten)? as u8;
        let threshold = number(threshold, u32::from(MAX_THRESHOLD)).ok_or(E::Threshold)? as u16;
        Ok(Position::new(counts, gobblers, side, eaten, threshold)?)
    }

    /// Writes the board part of the notation (no side, eaten or threshold).
    pub fn write_board(&self, f: &mut impl fmt::Write) -> fmt::Result {
        for rank in (1..=8).rev() {
            if rank < 8 {
                f.write_char('/')?;
            }
            for file in 0..8 {
                if file > 0 {
                    f.write_char(',')?;
                }
                let Some(sq) = Square::from_file_rank(file, rank) else {
                    continue;
                };
                if self.is_gobbler(sq) {
                    f.write_char('G')?;
                } else if self.count(sq) == 0 {
                    f.write_char('.')?;
                } else {
                    write!(f, "{}", self.count(sq))?;
                }
            }
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = PositionParseError;

    /// The same as [`Position::parse`].
    fn from_str(s: &str) -> Result<Position, PositionParseError> {
        Position::parse(s)
    }
}

impl fmt::Display for Position {
    /// The full notation, `…/… L 0 40`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_board(f)?;
        write!(
            f,
            " {} {} {}",
            self.side.letter(),
            self.eaten,
            self.threshold
        )
    }
}
