//! The rule variants.

use core::fmt;
use core::str::FromStr;

/// What happens when lifting a piece uncovers an opponent line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reveal {
    /// Standard: the piece must land so that the opponent shows no line afterwards.
    MustCover,
    /// Every lift is allowed; if the opponent shows a line after the move, the opponent wins.
    Loses,
}

/// Whether pieces may cover smaller ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cover {
    /// Standard: a piece may land on a strictly smaller top.
    On,
    /// A piece may land only on an empty square.
    Off,
}

/// A complete choice of rules. The default is [`Variant::STANDARD`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// The reveal rule.
    pub reveal: Reveal,
    /// The cover rule.
    pub cover: Cover,
    /// Pieces of each size per player: 1 or 2.
    pieces: u8,
}

impl Default for Variant {
    fn default() -> Variant {
        Variant::STANDARD
    }
}

/// An invalid rule variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// Pieces per size must be 1 or 2.
    Pieces(u8),
    /// A word of a variant string that is not `reveal=…`, `cover=…` or `pieces=…`.
    Unknown,
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::Pieces(n) => write!(f, "pieces per size must be 1 or 2, not {n}"),
            VariantError::Unknown => {
                f.write_str("a variant is written reveal=must-cover|loses,cover=on|off,pieces=2|1")
            }
        }
    }
}

impl core::error::Error for VariantError {}

impl Variant {
    /// The standard rules: `reveal = must-cover`, `cover = on`, `pieces = 2`.
    pub const STANDARD: Variant = Variant {
        reveal: Reveal::MustCover,
        cover: Cover::On,
        pieces: 2,
    };

    /// A variant; `pieces` is the number of pieces of each size per player (1 or 2).
    pub const fn new(reveal: Reveal, cover: Cover, pieces: u8) -> Result<Variant, VariantError> {
        if pieces == 1 || pieces == 2 {
            Ok(Variant {
                reveal,
                cover,
                pieces,
            })
        } else {
            Err(VariantError::Pieces(pieces))
        }
    }

    /// Every variant: 2 reveal rules × 2 cover rules × 2 piece counts, standard first.
    pub const ALL: [Variant; 8] = {
        let mut all = [Variant::STANDARD; 8];
        let mut i = 0;
        while i < 8 {
            all[i] = Variant {
                reveal: if i & 1 == 0 {
                    Reveal::MustCover
                } else {
                    Reveal::Loses
                },
                cover: if i & 2 == 0 { Cover::On } else { Cover::Off },
                pieces: if i & 4 == 0 { 2 } else { 1 },
            };
            i += 1;
        }
        all
    };

    /// Pieces of each size per player (1 or 2).
    #[must_use]
    pub const fn pieces(&self) -> u8 {
        self.pieces
    }

    /// A small stable number for this variant (0..8), used in file headers.
    #[must_use]
    pub const fn code(&self) -> u8 {
        (matches!(self.reveal, Reveal::Loses) as u8)
            | (matches!(self.cover, Cover::Off) as u8) << 1
            | ((self.pieces == 1) as u8) << 2
    }
}

impl fmt::Display for Reveal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reveal::MustCover => "must-cover",
            Reveal::Loses => "loses",
        })
    }
}

impl fmt::Display for Cover {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Cover::On => "on",
            Cover::Off => "off",
        })
    }
}

impl fmt::Display for Variant {
    /// Writes `reveal=must-cover,cover=on,pieces=2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "reveal={},cover={},pieces={}",
            self.reveal, self.cover, self.pieces
        )
    }
}

impl FromStr for Reveal {
    type Err = VariantError;
    fn from_str(s: &str) -> Result<Reveal, VariantError> {
        match s {
            "must-cover" => Ok(Reveal::MustCover),
            "loses" => Ok(Reveal::Loses),
            _ => Err(VariantError::Unknown),
        }
    }
}

impl FromStr for Cover {
    type Err = VariantError;
    fn from_str(s: &str) -> Result<Cover, VariantError> {
        match s {
            "on" => Ok(Cover::On),
            "off" => Ok(Cover::Off),
            _ => Err(VariantError::Unknown),
        }
    }
}

impl FromStr for Variant {
    type Err = VariantError;
    /// Parses what [`Display`](fmt::Display) writes; omitted fields take their standard value.
    fn from_str(s: &str) -> Result<Variant, VariantError> {
        let mut v = Variant::STANDARD;
        for part in s.split(',').filter(|p| !p.is_empty()) {
            let (name, value) = part.split_once('=').ok_or(VariantError::Unknown)?;
            match name {
                "reveal" => v.reveal = value.parse()?,
                "cover" => v.cover = value.parse()?,
                "pieces" => {
                    let n: u8 = value.parse().map_err(|_| VariantError::Unknown)?;
                    v = Variant::new(v.reveal, v.cover, n)?;
                }
                _ => return Err(VariantError::Unknown),
            }
        }
        Ok(v)
    }
}
