//! Positions, move generation, move application and game end.

use core::fmt;

use crate::{Bitboard, Cover, Move, MoveList, Player, Reveal, Size, Square, Variant, LINES};

/// A position: every stack (buried pieces included) and the side to move.
///
/// Stored as one 9-bit mask per player and size. Invariants, upheld by every constructor: a square
/// holds at most one piece of each size (the two players' masks of one size are disjoint) and each
/// player has at most two pieces of each size on the board. Whether a position fits a variant with
/// one piece per size is checked by [`Position::check_variant`]. Reserves follow from the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    pieces: [[u16; 3]; 2],
    side: Player,
}

/// Where a position stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The side to move has a legal move.
    Ongoing,
    /// A line shows and the game is over: `winner` won.
    Line {
        /// The player who won.
        winner: Player,
        /// The winner's lines, as a bit set over indices of [`LINES`].
        lines: u8,
    },
    /// The side to move has no legal move and loses.
    NoMove,
}

/// Why a move is not legal in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalMove {
    /// The game is already over.
    GameOver,
    /// The side to move has no piece of this size left in its reserve.
    NotInReserve(Size),
    /// The origin square is empty.
    EmptySquare(Square),
    /// The top piece of the origin square belongs to the opponent.
    NotYourPiece(Square),
    /// A piece must land on another square.
    SameSquare,
    /// The landing square's top is not strictly smaller than the piece (or, with `cover = off`,
    /// the square is not empty).
    CannotCover {
        /// The landing square.
        to: Square,
        /// The size of the piece already there.
        top: Size,
    },
    /// Lifting the piece reveals an opponent line and this landing does not break it.
    Reveals {
        /// The square the piece would be lifted from.
        from: Square,
        /// One opponent line the lift reveals, as an index into [`LINES`].
        line: u8,
        /// Whether the lift reveals two or more lines, so the piece cannot move at all.
        pinned: bool,
    },
}

/// The two end squares of line `index` of [`LINES`], lowest file first, then lowest rank.
///
/// # Panics
/// If `index > 7`.
#[must_use]
pub fn line_ends(index: u8) -> (Square, Square) {
    let mut squares = LINES[usize::from(index)].iter();
    let (a, b, c) = (squares.next(), squares.next(), squares.next());
    let mut ends = [a, b, c].map(|s| s.expect("a line has three squares"));
    crate::sort::by_key(&mut ends, |s| (s.file(), s.rank()));
    (ends[0], ends[2])
}

/// A set of lines (a bit set over indices of [`LINES`]) in words: `a3–c3 and a1–c3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineNames(pub u8);

impl fmt::Display for LineNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for i in (0..8u8).filter(|i| self.0 & (1 << i) != 0) {
            let (a, b) = line_ends(i);
            if !first {
                f.write_str(" and ")?;
            }
            write!(f, "{a}–{b}")?;
            first = false;
        }
        Ok(())
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::NotInReserve(size) => {
                write!(f, "no {} piece left in the reserve", size_word(size))
            }
            IllegalMove::EmptySquare(sq) => write!(f, "{sq} is empty"),
            IllegalMove::NotYourPiece(sq) => write!(f, "the piece on {sq} is the opponent's"),
            IllegalMove::SameSquare => f.write_str("a piece must move to another square"),
            IllegalMove::CannotCover { to, top } => {
                write!(
                    f,
                    "{to} holds a {} piece that this piece cannot cover",
                    size_word(top)
                )
            }
            IllegalMove::Reveals { from, line, pinned } => {
                let (a, b) = line_ends(line);
                if pinned {
                    write!(
                        f,
                        "pinned: lifting the piece on {from} would reveal two lines"
                    )
                } else {
                    write!(f, "pinned: lifting the piece on {from} reveals the line {a}–{b}; it must land on that line to cover it")
                }
            }
        }
    }
}

impl core::error::Error for IllegalMove {}

fn size_word(size: Size) -> &'static str {
    match size {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

const fn bit(sq: Square) -> u16 {
    1 << sq.index()
}

impl Position {
    /// The start: an empty board, P1 to move.
    pub const START: Position = Position {
        pieces: [[0; 3]; 2],
        side: Player::P1,
    };

    /// Builds a position from one mask per player and size.
    ///
    /// Fails if two pieces share a square and size, or a player has more than two pieces of a
    /// size (`Err` names the first problem).
    pub fn from_masks(
        masks: [[Bitboard; 3]; 2],
        side: Player,
    ) -> Result<Position, crate::PositionParseError> {
        use crate::PositionParseError as E;
        for size in Size::ALL {
            let (a, b) = (masks[0][size.index()], masks[1][size.index()]);
            if let Some(sq) = a.intersect(b).iter().next() {
                return Err(E::SizeTwice { square: sq, size });
            }
            for player in Player::ALL {
                let count = masks[player.index()][size.index()].count();
                if count > 2 {
                    return Err(E::TooMany {
                        player,
                        size,
                        count: count as u8,
                        max: 2,
                    });
                }
            }
        }
        Ok(Position {
            pieces: masks.map(|m| m.map(|b| b.intersect(Bitboard::FULL).0)),
            side,
        })
    }

    /// Checks that the position fits `variant` (with `pieces = 1`, at most one piece of a size
    /// per player).
    pub fn check_variant(&self, variant: &Variant) -> Result<(), crate::PositionParseError> {
        for player in Player::ALL {
            for size in Size::ALL {
                let count = self.pieces(player, size).count() as u8;
                if count > variant.pieces() {
                    return Err(crate::PositionParseError::TooMany {
                        player,
                        size,
                        count,
                        max: variant.pieces(),
                    });
                }
            }
        }
        Ok(())
    }

    /// The player to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Player {
        self.side
    }

    /// The same board with `side` to move.
    #[must_use]
    pub const fn with_side_to_move(mut self, side: Player) -> Position {
        self.side = side;
        self
    }

    /// The same position with the colours swapped: P1's pieces become P2's and the other side is
    /// to move. The side to move's value is unchanged (the rules treat both colours alike).
    #[must_use]
    pub const fn swap_colours(&self) -> Position {
        Position {
            pieces: [self.pieces[1], self.pieces[0]],
            side: self.side.opponent(),
        }
    }

    /// The squares holding a piece of `player` of `size` (visible or buried).
    #[must_use]
    pub const fn pieces(&self, player: Player, size: Size) -> Bitboard {
        Bitboard(self.pieces[player.index()][size.index()])
    }

    /// The raw masks, `[player][size]`.
    #[must_use]
    pub const fn masks(&self) -> [[u16; 3]; 2] {
        self.pieces
    }

    /// Pieces of `size` still in `player`'s reserve under `variant`.
    #[must_use]
    pub const fn reserve(&self, variant: &Variant, player: Player, size: Size) -> u8 {
        variant
            .pieces()
            .saturating_sub(self.pieces(player, size).count() as u8)
    }

    /// The number of pieces on the board, both players, buried ones included.
    #[must_use]
    pub const fn pieces_on_board(&self) -> u32 {
        let p = &self.pieces;
        p[0][0].count_ones()
            + p[0][1].count_ones()
            + p[0][2].count_ones()
            + p[1][0].count_ones()
            + p[1][1].count_ones()
            + p[1][2].count_ones()
    }

    const fn occupied(&self, size: usize) -> u16 {
        self.pieces[0][size] | self.pieces[1][size]
    }

    /// The squares whose top (visible) piece is `player`'s.
    #[must_use]
    pub const fn tops(&self, player: Player) -> Bitboard {
        let p = &self.pieces[player.index()];
        let large = self.occupied(2);
        let medium_or_large = large | self.occupied(1);
        Bitboard(p[2] | (p[1] & !large) | (p[0] & !medium_or_large))
    }

    /// The top piece of `sq`, if any.
    #[must_use]
    pub fn top(&self, sq: Square) -> Option<(Player, Size)> {
        Size::ALL
            .into_iter()
            .rev()
            .find_map(|size| self.piece_at(sq, size).map(|p| (p, size)))
    }

    /// The owner of the piece of `size` on `sq`, if there is one.
    #[must_use]
    pub fn piece_at(&self, sq: Square, size: Size) -> Option<Player> {
        Player::ALL
            .into_iter()
            .find(|p| self.pieces(*p, size).contains(sq))
    }

    /// The stack on `sq` from bottom to top.
    pub fn stack(&self, sq: Square) -> impl Iterator<Item = (Player, Size)> + '_ {
        Size::ALL
            .into_iter()
            .filter_map(move |size| self.piece_at(sq, size).map(|p| (p, size)))
    }

    /// The lines `player` shows, as a bit set over indices of [`LINES`].
    #[must_use]
    pub const fn lines(&self, player: Player) -> u8 {
        self.tops(player).lines()
    }

    /// The winner by lines, if a line shows. With `reveal = loses` the side to move wins when it
    /// shows a line (the last move revealed it); otherwise the player who just moved wins when it
    /// shows one (with `must-cover` the side to move never shows one after a legal move).
    #[must_use]
    pub const fn line_winner(&self, variant: &Variant) -> Option<(Player, u8)> {
        let mover = self.side.opponent();
        let (first, second) = match variant.reveal {
            Reveal::Loses => (self.side, mover),
            Reveal::MustCover => (mover, self.side),
        };
        let lines = self.lines(first);
        if lines != 0 {
            return Some((first, lines));
        }
        let lines = self.lines(second);
        if lines != 0 {
            return Some((second, lines));
        }
        None
    }

    /// The value of a finished game for the side to move: `Win(0)` if it shows the deciding line
    /// (possible with `reveal = loses`), `Loss(0)` if the opponent does or if it has no legal
    /// move; `None` while the game goes on.
    #[must_use]
    pub fn terminal_value(&self, variant: &Variant) -> Option<crate::Value> {
        match self.status(variant) {
            Status::Line { winner, .. } if winner == self.side => Some(crate::Value::Win(0)),
            Status::Line { .. } | Status::NoMove => Some(crate::Value::Loss(0)),
            Status::Ongoing => None,
        }
    }

    /// Whether the side to move has a legal move (false when the game is over). Usually decided
    /// by the placements alone, without generating any move.
    #[must_use]
    pub fn has_legal_move(&self, variant: &Variant) -> bool {
        if self.line_winner(variant).is_some() {
            return false;
        }
        let placeable = Size::ALL.iter().any(|&size| {
            self.reserve(variant, self.side, size) > 0
                && self.landing_squares(variant, size.index()) != 0
        });
        placeable || !self.legal_moves(variant).is_empty()
    }

    /// Where the game stands: a line decided it, the side to move has no move, or it goes on.
    #[must_use]
    pub fn status(&self, variant: &Variant) -> Status {
        if let Some((winner, lines)) = self.line_winner(variant) {
            Status::Line { winner, lines }
        } else if !self.has_legal_move(variant) {
            Status::NoMove
        } else {
            Status::Ongoing
        }
    }

    /// The squares where a piece of `size` may land (before excluding an origin square).
    const fn landing_squares(&self, variant: &Variant, size: usize) -> u16 {
        let blocked = match variant.cover {
            Cover::Off => self.occupied(0) | self.occupied(1) | self.occupied(2),
            Cover::On => {
                let mut b = 0;
                let mut s = size;
                while s < 3 {
                    b |= self.occupied(s);
                    s += 1;
                }
                b
            }
        };
        !blocked & 0x1ff
    }

    /// The size of the top piece on `sq`; `sq` must hold a piece.
    fn top_size(&self, sq_bit: u16) -> usize {
        if self.occupied(2) & sq_bit != 0 {
            2
        } else if self.occupied(1) & sq_bit != 0 {
            1
        } else {
            0
        }
    }

    /// The side to move's top pieces whose lift would reveal an opponent line.
    #[must_use]
    pub fn pinned(&self) -> Bitboard {
        let me = self.side;
        let mut pinned = 0u16;
        for sq in self.tops(me).iter() {
            let b = bit(sq);
            let mut lifted = *self;
            lifted.pieces[me.index()][self.top_size(b)] &= !b;
            if lifted.lines(me.opponent()) != 0 {
                pinned |= b;
            }
        }
        Bitboard(pinned)
    }

    /// Every legal move, placements first (small to large, squares in key order), then steps.
    /// Empty when the game is over.
    #[must_use]
    pub fn legal_moves(&self, variant: &Variant) -> MoveList {
        let mut list = MoveList::new();
        if self.line_winner(variant).is_some() {
            return list;
        }
        let me = self.side.index();
        for size in Size::ALL {
            if self.reserve(variant, self.side, size) > 0 {
                for to in Bitboard(self.landing_squares(variant, size.index())).iter() {
                    list.push(Move::Place { size, to });
                }
            }
        }
        for from in self.tops(self.side).iter() {
            let b = bit(from);
            let size = self.top_size(b);
            let mut lifted = *self;
            lifted.pieces[me][size] &= !b;
            let mut targets = lifted.landing_squares(variant, size) & !b;
            if variant.reveal == Reveal::MustCover {
                let revealed = lifted.lines(self.side.opponent());
                if revealed != 0 {
                    targets = if revealed.is_power_of_two() {
                        targets & LINES[revealed.trailing_zeros() as usize].0
                    } else {
                        0
                    };
                }
            }
            for to in Bitboard(targets).iter() {
                list.push(Move::Step { from, to });
            }
        }
        list
    }

    /// Plays `mv` without checking it; the side to move changes.
    ///
    /// `mv` must be legal (see [`Position::check_move`]); an illegal move gives a position that
    /// may break the rules, but never panics.
    #[must_use]
    pub fn play(&self, mv: Move) -> Position {
        let mut next = *self;
        let me = self.side.index();
        match mv {
            Move::Place { size, to } => next.pieces[me][size.index()] |= bit(to),
            Move::Step { from, to } => {
                let b = bit(from);
                let size = self.top_size(b);
                next.pieces[me][size] &= !b;
                next.pieces[me][size] |= bit(to);
            }
        }
        next.side = self.side.opponent();
        next
    }

    /// Checks `mv` against the rules, directly from their text (this deliberately does not use
    /// the move generator, so each can check the other), and says why an illegal move is refused.
    pub fn check_move(&self, variant: &Variant, mv: Move) -> Result<(), IllegalMove> {
        if self.line_winner(variant).is_some() {
            return Err(IllegalMove::GameOver);
        }
        let me = self.side;
        let (size, to, lifted) = match mv {
            Move::Place { size, to } => {
                if self.reserve(variant, me, size) == 0 {
                    return Err(IllegalMove::NotInReserve(size));
                }
                (size, to, *self)
            }
            Move::Step { from, to } => {
                let (owner, size) = self.top(from).ok_or(IllegalMove::EmptySquare(from))?;
                if owner != me {
                    return Err(IllegalMove::NotYourPiece(from));
                }
                if from == to {
                    return Err(IllegalMove::SameSquare);
                }
                let mut lifted = *self;
                lifted.pieces[me.index()][size.index()] &= !bit(from);
                (size, to, lifted)
            }
        };
        if let Some((_, top)) = lifted.top(to) {
            if variant.cover == Cover::Off || top >= size {
                return Err(IllegalMove::CannotCover { to, top });
            }
        }
        if let (Move::Step { from, .. }, Reveal::MustCover) = (mv, variant.reveal) {
            let revealed = lifted.lines(me.opponent());
            let mut landed = lifted;
            landed.pieces[me.index()][size.index()] |= bit(to);
            if landed.lines(me.opponent()) != 0 {
                return Err(IllegalMove::Reveals {
                    from,
                    line: revealed.trailing_zeros() as u8,
                    pinned: revealed.count_ones() > 1,
                });
            }
        }
        Ok(())
    }

    /// Plays `mv` if it is legal.
    pub fn play_checked(&self, variant: &Variant, mv: Move) -> Result<Position, IllegalMove> {
        self.check_move(variant, mv)?;
        Ok(self.play(mv))
    }

    /// Plays a space-separated list of moves (`"L@b2 S@a1 b2-a1"`) from this position, checking
    /// each one.
    pub fn play_line(&self, variant: &Variant, line: &str) -> Result<Position, crate::LineError> {
        let mut pos = *self;
        for (i, word) in line.split_whitespace().enumerate() {
            let ply = i + 1;
            let mv: Move = word
                .parse()
                .map_err(|e| crate::LineError::Parse { ply, error: e })?;
            pos = pos
                .play_checked(variant, mv)
                .map_err(|e| crate::LineError::Illegal { ply, mv, error: e })?;
        }
        Ok(pos)
    }
}
