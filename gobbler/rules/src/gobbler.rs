//! The Gobbler player's turn: starving, moves of one or two knight hops that eat at least two
//! Littles, the scatter, and the end of the game.

use alloc::string::ToString;
use core::fmt;
use core::ops::Deref;
use core::str::FromStr;

use crate::littles::parse_square;
use crate::square::KNIGHT_HOPS;
use crate::{Position, Side, Square, SquareSet, TurnParseError};

/// A Gobbler move: its path, the start square and one or two landing squares (`e5>c6`,
/// `e5>c6>b4`). Two paths to the same square are two moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GobblerMove {
    path: [Square; 3],
    len: u8,
}

impl GobblerMove {
    /// One hop `from>to`.
    #[must_use]
    pub const fn one(from: Square, to: Square) -> GobblerMove {
        GobblerMove {
            path: [from, to, to],
            len: 2,
        }
    }

    /// Two hops `from>via>to`.
    #[must_use]
    pub const fn two(from: Square, via: Square, to: Square) -> GobblerMove {
        GobblerMove {
            path: [from, via, to],
            len: 3,
        }
    }

    /// The path: the start square, then each landing square.
    #[must_use]
    pub fn path(&self) -> &[Square] {
        &self.path[..usize::from(self.len)]
    }

    /// The Gobbler's square before the move.
    #[must_use]
    pub const fn from(&self) -> Square {
        self.path[0]
    }

    /// The square where the move ends.
    #[must_use]
    pub const fn to(&self) -> Square {
        self.path[self.len as usize - 1]
    }

    /// The number of hops (1 or 2).
    #[must_use]
    pub const fn hops(&self) -> usize {
        self.len as usize - 1
    }
}

impl fmt::Display for GobblerMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, sq) in self.path().iter().enumerate() {
            if i > 0 {
                f.write_str(">")?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

impl FromStr for GobblerMove {
    type Err = TurnParseError;

    /// `e5>c6` or `e5>c6>b4`.
    fn from_str(s: &str) -> Result<GobblerMove, TurnParseError> {
        let s = s.trim();
        let parts = s.split('>').count();
        if !(2..=3).contains(&parts) {
            return Err(TurnParseError::PathShape {
                text: s.to_string(),
            });
        }
        let mut path = [Square::new(0); 3];
        for (i, part) in s.split('>').enumerate() {
            path[i] = parse_square(part.trim())?;
        }
        Ok(if parts == 2 {
            GobblerMove::one(path[0], path[1])
        } else {
            GobblerMove::two(path[0], path[1], path[2])
        })
    }
}

/// The most Gobbler moves in a position: two Gobblers × (8 one-hop + 64 two-hop paths).
pub const MAX_GOBBLER_MOVES: usize = 144;

/// A fixed-capacity list of Gobbler moves (generating them never allocates).
#[derive(Clone, Copy, Debug)]
pub struct GobblerMoves {
    moves: [GobblerMove; MAX_GOBBLER_MOVES],
    len: usize,
}

impl GobblerMoves {
    const EMPTY: GobblerMoves = GobblerMoves {
        moves: [GobblerMove::one(Square::new(0), Square::new(0)); MAX_GOBBLER_MOVES],
        len: 0,
    };

    fn push(&mut self, mv: GobblerMove) {
        self.moves[self.len] = mv;
        self.len += 1;
    }
}

impl Deref for GobblerMoves {
    type Target = [GobblerMove];

    fn deref(&self) -> &[GobblerMove] {
        &self.moves[..self.len]
    }
}

/// What happened to one scattered stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fate {
    /// It ran one square directly away from the Gobbler, to `to`.
    Ran {
        /// Where it ran.
        to: Square,
    },
    /// Pushed diagonally off the board from an edge square (not a corner), it slid one square
    /// along the edge, to `to`.
    Slid {
        /// Where it slid.
        to: Square,
    },
    /// Its way out pointed straight off the board: pinned at the edge and eaten.
    PinnedAtEdge,
    /// On a corner and pushed diagonally off the board: pinned in the corner and eaten.
    PinnedInCorner,
    /// It ran into the other Gobbler, on `gobbler`, and was eaten.
    RanIntoJaws {
        /// The other Gobbler's square.
        gobbler: Square,
    },
    /// It slid along the edge into the other Gobbler, on `gobbler`, and was eaten.
    SlidIntoJaws {
        /// The other Gobbler's square.
        gobbler: Square,
    },
}

impl Fate {
    /// The square the stack ends on, or `None` if it was eaten.
    #[must_use]
    pub const fn landing(self) -> Option<Square> {
        match self {
            Fate::Ran { to } | Fate::Slid { to } => Some(to),
            _ => None,
        }
    }
}

/// One scattered stack: where it stood, how many Littles, and what happened to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scattered {
    /// The square next to the Gobbler where the stack stood.
    pub from: Square,
    /// How many Littles it held.
    pub count: u8,
    /// Where it went, or why it was eaten.
    pub fate: Fate,
}

impl fmt::Display for Scattered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (from, n) = (self.from, self.count);
        match self.fate {
            Fate::Ran { to } => write!(f, "{from} ({n}) ran to {to}"),
            Fate::Slid { to } => write!(f, "{from} ({n}) slid along the edge to {to}"),
            Fate::PinnedAtEdge => write!(f, "{from} ({n}) pinned at the edge, eaten"),
            Fate::PinnedInCorner => write!(f, "{from} ({n}) pinned in the corner, eaten"),
            Fate::RanIntoJaws { gobbler } => {
                write!(f, "{from} ({n}) ran into the Gobbler on {gobbler}, eaten")
            }
            Fate::SlidIntoJaws { gobbler } => {
                write!(f, "{from} ({n}) slid into the Gobbler on {gobbler}, eaten")
            }
        }
    }
}

/// Everything a Gobbler move did, for showing it: the starved Gobblers, what each hop ate, the
/// scatter stack by stack, and the position reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GobblerPlay {
    /// The Gobblers that starved at the start of the turn (removed before the move).
    pub starved: SquareSet,
    /// The move.
    pub mv: GobblerMove,
    /// Littles eaten by each hop (the second is 0 for a one-hop move).
    pub hop_eaten: [u8; 2],
    /// The scattered stacks, in square order (at most 8).
    pub scatter: [Option<Scattered>; 8],
    /// Littles eaten by the scatter.
    pub scatter_eaten: u8,
    /// The position after the move, the Littles to move.
    pub position: Position,
}

impl GobblerPlay {
    /// The scattered stacks.
    pub fn scattered(&self) -> impl Iterator<Item = &Scattered> {
        self.scatter.iter().flatten()
    }
}

/// Why a Gobbler move is illegal in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GobblerError {
    /// The Littles are to move.
    NotGobblersTurn,
    /// Every Gobbler starves (or none is left): the game is over.
    GameOver,
    /// No Gobbler stands on the move's start square.
    NoGobbler {
        /// The start square.
        square: Square,
    },
    /// The Gobbler on the start square starves this turn.
    Starved {
        /// Its square.
        square: Square,
    },
    /// A hop that is not a knight hop.
    NotKnightHop {
        /// The square hopped from.
        from: Square,
        /// The square hopped to.
        to: Square,
    },
    /// A hop onto the other Gobbler's square.
    OntoGobbler {
        /// The other Gobbler's square.
        square: Square,
    },
    /// A second hop after a first hop that already ate two or more (the move ends there).
    MoveEndsAfterFirstHop {
        /// What the first hop ate.
        eaten: u8,
    },
    /// The hops eat fewer than two Littles.
    EatsFewerThanTwo {
        /// What the hops eat.
        eaten: u8,
    },
}

impl fmt::Display for GobblerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GobblerError::NotGobblersTurn => f.write_str("it is the Littles' turn"),
            GobblerError::GameOver => {
                f.write_str("the game is over: no Gobbler can eat two Littles")
            }
            GobblerError::NoGobbler { square } => write!(f, "no Gobbler stands on {square}"),
            GobblerError::Starved { square } => write!(
                f,
                "the Gobbler on {square} starves this turn: it cannot eat two Littles"
            ),
            GobblerError::NotKnightHop { from, to } => {
                write!(f, "{from}>{to} is not a knight hop")
            }
            GobblerError::OntoGobbler { square } => {
                write!(f, "a hop onto the other Gobbler, on {square}")
            }
            GobblerError::MoveEndsAfterFirstHop { eaten } => write!(
                f,
                "the first hop eats {eaten}, so the move ends there (no second hop)"
            ),
            GobblerError::EatsFewerThanTwo { eaten } => write!(
                f,
                "the hops eat {eaten} Little(s): a move must eat at least two"
            ),
        }
    }
}

impl core::error::Error for GobblerError {}

/// Who won a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Winner {
    /// The Gobbler player ate more than the threshold.
    Gobblers,
    /// The Gobbler player ate the threshold or fewer.
    Littles,
}

impl fmt::Display for Winner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Winner::Gobblers => "the Gobbler player wins",
            Winner::Littles => "the Littles player wins",
        })
    }
}

/// Whether the game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// A side has a legal turn.
    Ongoing,
    /// The game is over: no Gobbler is left, or the Gobbler player's turn starts with every
    /// Gobbler starving.
    Over {
        /// Who won (by eaten against the threshold).
        winner: Winner,
    },
}

impl Position {
    /// True if the Gobbler on `g` has a legal move with the other Gobblers in `gobblers`.
    fn can_move(&self, g: Square, gobblers: SquareSet) -> bool {
        let mut found = false;
        self.visit_moves(g, gobblers, |_| {
            found = true;
            true
        });
        found
    }

    /// Calls `visit` for every legal path of the Gobbler on `g` (other Gobblers: `gobblers`
    /// minus `g`) until it returns true.
    fn visit_moves(
        &self,
        g: Square,
        gobblers: SquareSet,
        mut visit: impl FnMut(GobblerMove) -> bool,
    ) {
        let others = gobblers.without(g);
        for s1 in KNIGHT_HOPS[g.index()].into_iter().flatten() {
            if others.contains(s1) {
                continue;
            }
            let e1 = self.counts[s1.index()];
            if e1 >= 2 {
                if visit(GobblerMove::one(g, s1)) {
                    return;
                }
                continue;
            }
            for s2 in KNIGHT_HOPS[s1.index()].into_iter().flatten() {
                if others.contains(s2) {
                    continue;
                }
                if e1 + self.counts[s2.index()] >= 2 && visit(GobblerMove::two(g, s1, s2)) {
                    return;
                }
            }
        }
    }

    /// The Gobblers that starve if the Gobbler player moves now: those without a legal move,
    /// judged on the position as it stands (both Gobblers on the board).
    #[must_use]
    pub fn starving(&self) -> SquareSet {
        let mut out = SquareSet::EMPTY;
        for g in self.gobblers.iter() {
            if !self.can_move(g, self.gobblers) {
                out = out.with(g);
            }
        }
        out
    }

    /// The game's status: over when no Gobbler is on the board, or when the Gobbler player is
    /// to move and every Gobbler starves.
    #[must_use]
    pub fn status(&self) -> Status {
        let over = self.gobblers.is_empty()
            || (self.side == Side::Gobblers && self.starving() == self.gobblers);
        if over {
            Status::Over {
                winner: self.winner(),
            }
        } else {
            Status::Ongoing
        }
    }

    /// Who wins if the game ends now: the Gobbler player if eaten > threshold.
    #[must_use]
    pub const fn winner(&self) -> Winner {
        if self.eaten as u16 > self.threshold {
            Winner::Gobblers
        } else {
            Winner::Littles
        }
    }

    /// The position with the starving Gobblers removed (see [`Position::starving`]), the same
    /// side to move; for the Littles' turn, the position itself. When the game is over this is
    /// its final position (no Gobbler left).
    #[must_use]
    pub fn without_starving(&self) -> Position {
        if self.side != Side::Gobblers {
            return *self;
        }
        Position {
            gobblers: self.gobblers.minus(self.starving()),
            ..*self
        }
    }

    /// Every legal Gobbler move, one per path, after the starving Gobblers are removed (so a
    /// path may cross a starved Gobbler's square). Empty when the Littles are to move or the
    /// game is over.
    #[must_use]
    pub fn gobbler_moves(&self) -> GobblerMoves {
        let mut out = GobblerMoves::EMPTY;
        if self.side != Side::Gobblers {
            return out;
        }
        let alive = self.gobblers.minus(self.starving());
        for g in alive.iter() {
            self.visit_moves(g, alive, |mv| {
                out.push(mv);
                false
            });
        }
        out
    }

    /// Plays a Gobbler move: starving first, then the hops, eating and the scatter; the
    /// Littles move next.
    pub fn apply_gobbler_move(&self, mv: &GobblerMove) -> Result<Position, GobblerError> {
        self.play_gobbler_move(mv).map(|play| play.position)
    }

    /// Plays a Gobbler move like [`Position::apply_gobbler_move`], reporting every stage.
    pub fn play_gobbler_move(&self, mv: &GobblerMove) -> Result<GobblerPlay, GobblerError> {
        if self.side != Side::Gobblers {
            return Err(GobblerError::NotGobblersTurn);
        }
        let starved = self.starving();
        if starved == self.gobblers {
            return Err(GobblerError::GameOver);
        }
        let g = mv.from();
        if !self.is_gobbler(g) {
            return Err(GobblerError::NoGobbler { square: g });
        }
        if starved.contains(g) {
            return Err(GobblerError::Starved { square: g });
        }
        let alive = self.gobblers.minus(starved);
        let others = alive.without(g);
        for w in mv.path().windows(2) {
            if !w[0].is_knight_hop(w[1]) {
                return Err(GobblerError::NotKnightHop {
                    from: w[0],
                    to: w[1],
                });
            }
            if others.contains(w[1]) {
                return Err(GobblerError::OntoGobbler { square: w[1] });
            }
        }
        let mut next = Position {
            gobblers: alive,
            ..*self
        };
        let mut hop_eaten = [0u8; 2];
        for (i, &sq) in mv.path()[1..].iter().enumerate() {
            if i == 1 && hop_eaten[0] >= 2 {
                return Err(GobblerError::MoveEndsAfterFirstHop {
                    eaten: hop_eaten[0],
                });
            }
            hop_eaten[i] = next.counts[sq.index()];
            next.counts[sq.index()] = 0;
        }
        let eaten = hop_eaten[0] + hop_eaten[1];
        if eaten < 2 {
            return Err(GobblerError::EatsFewerThanTwo { eaten });
        }
        let to = mv.to();
        next.gobblers = others.with(to);
        next.eaten += eaten;
        let (scatter, scatter_eaten) = next.scatter(to, others);
        next.eaten += scatter_eaten;
        next.side = Side::Littles;
        Ok(GobblerPlay {
            starved,
            mv: *mv,
            hop_eaten,
            scatter,
            scatter_eaten,
            position: next,
        })
    }

    /// Scatters the Littles around a Gobbler that stopped on `g` (the other Gobblers on
    /// `others`), all at once from the counts before the scatter.
    fn scatter(&mut self, g: Square, others: SquareSet) -> ([Option<Scattered>; 8], u8) {
        let before = self.counts;
        let mut report = [None; 8];
        let mut eaten = 0;
        for (k, from) in g.neighbours().enumerate() {
            let count = before[from.index()];
            if count == 0 {
                continue;
            }
            let (df, dr) = (from.file() - g.file(), from.rank() - g.rank());
            let fate = match from.offset(df, dr) {
                Some(to) if others.contains(to) => Fate::RanIntoJaws { gobbler: to },
                Some(to) => Fate::Ran { to },
                None if df == 0 || dr == 0 => Fate::PinnedAtEdge,
                None if from.is_corner() => Fate::PinnedInCorner,
                None => {
                    // Exactly one component points off the board: keep the other one.
                    let off_file = from.offset(df, 0).is_none();
                    let slide = if off_file {
                        from.offset(0, dr)
                    } else {
                        from.offset(df, 0)
                    };
                    match slide {
                        Some(to) if others.contains(to) => Fate::SlidIntoJaws { gobbler: to },
                        Some(to) => Fate::Slid { to },
                        None => Fate::PinnedInCorner, // unreachable: `from` is not a corner
                    }
                }
            };
            self.counts[from.index()] -= count;
            match fate.landing() {
                Some(to) => self.counts[to.index()] += count,
                None => eaten += count,
            }
            report[k] = Some(Scattered { from, count, fate });
        }
        (report, eaten)
    }
}
