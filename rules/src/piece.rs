//! Players and piece sizes.

use core::fmt;

/// One of the two players. `P1` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The first player (upper-case letters in position strings).
    P1 = 0,
    /// The second player (lower-case letters in position strings).
    P2 = 1,
}

impl Player {
    /// Both players, `P1` first.
    pub const ALL: [Player; 2] = [Player::P1, Player::P2];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::P1 => Player::P2,
            Player::P2 => Player::P1,
        }
    }

    /// 0 for `P1`, 1 for `P2`.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player's number as written in position strings: `1` or `2`.
    #[must_use]
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.number())
    }
}

/// A piece size. Larger pieces cover strictly smaller ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Size {
    /// Small (`S`).
    Small = 0,
    /// Medium (`M`).
    Medium = 1,
    /// Large (`L`).
    Large = 2,
}

impl Size {
    /// All sizes, smallest first.
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    /// 0 for small, 1 for medium, 2 for large.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter of this size: `S`, `M` or `L`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Size::Small => 'S',
            Size::Medium => 'M',
            Size::Large => 'L',
        }
    }

    /// Parses an upper-case size letter.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Size> {
        match c {
            'S' => Some(Size::Small),
            'M' => Some(Size::Medium),
            'L' => Some(Size::Large),
            _ => None,
        }
    }

    /// The piece letter as written in position strings: upper case for P1, lower case for P2.
    #[must_use]
    pub const fn piece_char(self, owner: Player) -> char {
        let c = self.letter();
        match owner {
            Player::P1 => c,
            Player::P2 => c.to_ascii_lowercase(),
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
