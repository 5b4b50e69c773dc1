//! Positions: Little counts per square, the Gobblers, the side to move, eaten and the threshold.

use core::fmt;

use crate::{Square, SquareSet};

/// The number of Littles in a game.
pub const LITTLES: u8 = 60;
/// The threshold with two novices (both ranks 0): the Gobbler player wins by eating more.
pub const BASE_THRESHOLD: u16 = 40;
/// The largest threshold a position may carry.
pub const MAX_THRESHOLD: u16 = 1000;

/// The side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The Littles player (`L`), who moves first.
    Littles,
    /// The Gobbler player (`G`).
    Gobblers,
}

impl Side {
    /// The letter used in position notation: `L` or `G`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::Littles => 'L',
            Side::Gobblers => 'G',
        }
    }

    /// The other side.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::Littles => Side::Gobblers,
            Side::Gobblers => Side::Littles,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Littles => "Littles",
            Side::Gobblers => "Gobblers",
        })
    }
}

/// A valid position: at most two Gobblers, no Little on a Gobbler's square, Littles on the
/// board + eaten = 60, threshold at most [`MAX_THRESHOLD`].
///
/// Written and parsed in `gobbler.md` notation (see [`Position::parse`]):
///
/// ```
/// use gobbler_rules::{Position, Side, Square};
/// let start = Position::START;
/// assert_eq!(start.side(), Side::Littles);
/// assert_eq!(start.count("a1".parse::<Square>().unwrap()), 1);
/// assert_eq!(start.gobblers().to_string(), "d4 e5");
/// assert_eq!(
///     start.to_string(),
///     "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,.,G,1,1,1/\
///      1,1,1,G,.,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 L 0 40"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) counts: [u8; 64],
    pub(crate) gobblers: SquareSet,
    pub(crate) side: Side,
    pub(crate) eaten: u8,
    pub(crate) threshold: u16,
}

/// Why a position is not valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// More than two Gobblers.
    TooManyGobblers {
        /// How many were given.
        found: usize,
    },
    /// Littles on a Gobbler's square.
    LittlesOnGobbler {
        /// The square.
        square: Square,
    },
    /// Littles on the board + eaten is not 60.
    Total {
        /// Littles on the board.
        on_board: u32,
        /// Littles eaten.
        eaten: u32,
    },
    /// The threshold is above [`MAX_THRESHOLD`].
    Threshold {
        /// The threshold given.
        threshold: u32,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooManyGobblers { found } => {
                write!(f, "{found} Gobblers on the board, at most 2 are allowed")
            }
            PositionError::LittlesOnGobbler { square } => {
                write!(f, "square {square} holds a Gobbler and Littles")
            }
            PositionError::Total { on_board, eaten } => write!(
                f,
                "{on_board} Littles on the board + {eaten} eaten = {}, but there are 60 Littles",
                on_board + eaten
            ),
            PositionError::Threshold { threshold } => {
                write!(f, "threshold {threshold} is above {MAX_THRESHOLD}")
            }
        }
    }
}

impl core::error::Error for PositionError {}

const fn start_counts() -> [u8; 64] {
    let mut counts = [1u8; 64];
    // d4, e4, d5, e5
    counts[27] = 0;
    counts[28] = 0;
    counts[35] = 0;
    counts[36] = 0;
    counts
}

impl Position {
    /// The start: a Little on every square but d4, e4, d5, e5; Gobblers on d4 and e5; the
    /// Littles to move; nothing eaten; threshold 40.
    pub const START: Position = Position {
        counts: start_counts(),
        gobblers: SquareSet((1 << 27) | (1 << 36)),
        side: Side::Littles,
        eaten: 0,
        threshold: BASE_THRESHOLD,
    };

    /// A position from its parts, checked (see [`PositionError`]).
    pub fn new(
        counts: [u8; 64],
        gobblers: SquareSet,
        side: Side,
        eaten: u8,
        threshold: u16,
    ) -> Result<Position, PositionError> {
        if gobblers.len() > 2 {
            return Err(PositionError::TooManyGobblers {
                found: gobblers.len(),
            });
        }
        if let Some(square) = gobblers.iter().find(|g| counts[g.index()] > 0) {
            return Err(PositionError::LittlesOnGobbler { square });
        }
        let on_board: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        if on_board + u32::from(eaten) != u32::from(LITTLES) {
            return Err(PositionError::Total {
                on_board,
                eaten: u32::from(eaten),
            });
        }
        if threshold > MAX_THRESHOLD {
            return Err(PositionError::Threshold {
                threshold: u32::from(threshold),
            });
        }
        Ok(Position {
            counts,
            gobblers,
            side,
            eaten,
            threshold,
        })
    }

    /// The same position with another threshold (e.g. from [`crate::threshold`]).
    pub fn with_threshold(self, threshold: u16) -> Result<Position, PositionError> {
        if threshold > MAX_THRESHOLD {
            return Err(PositionError::Threshold {
                threshold: u32::from(threshold),
            });
        }
        Ok(Position { threshold, ..self })
    }

    /// The number of Littles on `sq` (0 on a Gobbler's square).
    #[must_use]
    pub const fn count(&self, sq: Square) -> u8 {
        self.counts[sq.index()]
    }

    /// The Little counts of all 64 squares, indexed by [`Square::index`].
    #[must_use]
    pub const fn counts(&self) -> &[u8; 64] {
        &self.counts
    }

    /// The squares of the Gobblers on the board (0, 1 or 2).
    #[must_use]
    pub const fn gobblers(&self) -> SquareSet {
        self.gobblers
    }

    /// True if a Gobbler stands on `sq`.
    #[must_use]
    pub const fn is_gobbler(&self, sq: Square) -> bool {
        self.gobblers.contains(sq)
    }

    /// The side to move.
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// The number of Littles eaten so far.
    #[must_use]
    pub const fn eaten(&self) -> u8 {
        self.eaten
    }

    /// The threshold T: the Gobbler player wins by eating more than T.
    #[must_use]
    pub const fn threshold(&self) -> u16 {
        self.threshold
    }

    /// The number of Littles on the board (60 − eaten).
    #[must_use]
    pub const fn littles_on_board(&self) -> u8 {
        LITTLES - self.eaten
    }
}
