//! How the board is turned on the screen: flipped (files mirrored) and rotated by quarter turns.
//! A view only: the squares keep their names, so moves, notation and values never change; the
//! board is drawn with its squares in another order and the arrow keys follow what is drawn.
//! In the URL as `view=` [`Orientation::tag`] (`f`, `r1`, `fr3`; absent when not turned).

use gobblet_rules::{Square, Symmetry};

/// The rules' symmetry that turns the board a quarter turn clockwise (`Symmetry::ALL[1]`).
const QUARTER_TURN: Symmetry = Symmetry::ALL[1];
/// The rules' symmetry that mirrors the files, a ↔ c (`Symmetry::ALL[4]`).
const MIRROR: Symmetry = Symmetry::ALL[4];

/// A view of the board: first mirrored (if `flipped`), then turned `turns` quarter turns
/// clockwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Orientation {
    /// Quarter turns clockwise, 0–3.
    turns: u8,
    /// Whether the files are mirrored (a on the right) before turning.
    flipped: bool,
}

impl Orientation {
    /// The board as the rules draw it: a3 at the top left.
    pub const UPRIGHT: Orientation = Orientation {
        turns: 0,
        flipped: false,
    };

    /// The view turned a further quarter turn clockwise.
    #[must_use]
    pub fn rotated(self) -> Orientation {
        Orientation {
            turns: (self.turns + 1) % 4,
            ..self
        }
    }

    /// The view mirrored left to right as it is drawn (mirroring after `k` turns is the same as
    /// mirroring first and turning `-k`).
    #[must_use]
    pub fn flipped(self) -> Orientation {
        Orientation {
            turns: (4 - self.turns) % 4,
            flipped: !self.flipped,
        }
    }

    /// The rules' symmetry that takes a square to the place it is drawn at (a square's place is
    /// the square that stands there on the upright board).
    #[must_use]
    pub fn symmetry(self) -> Symmetry {
        let mut squares: [Square; 9] = Square::ALL;
        for sq in &mut squares {
            if self.flipped {
                *sq = MIRROR.square(*sq);
            }
            for _ in 0..self.turns {
                *sq = QUARTER_TURN.square(*sq);
            }
        }
        Symmetry::ALL
            .into_iter()
            .find(|s| {
                Square::ALL
                    .iter()
                    .zip(&squares)
                    .all(|(a, b)| s.square(*a) == *b)
            })
            .expect("mirrors and quarter turns compose to one of the eight symmetries")
    }

    /// The squares in drawing order (reading order of the places: top left first).
    #[must_use]
    pub fn squares(self) -> [Square; 9] {
        let back = self.symmetry().inverse();
        Square::ALL.map(|place| back.square(place))
    }

    /// The square drawn next to `sq`, `right` places to the right and `up` places up (the arrow
    /// keys), or `None` past the edge.
    #[must_use]
    pub fn neighbour(self, sq: Square, right: i8, up: i8) -> Option<Square> {
        let place = self.symmetry().square(sq);
        let file = i8::try_from(place.file()).ok()? + right;
        let rank = i8::try_from(place.rank()).ok()? + up;
        let place = Square::from_file_rank(u8::try_from(file).ok()?, u8::try_from(rank).ok()?)?;
        Some(self.symmetry().inverse().square(place))
    }

    /// The view in the URL: `f` if flipped, then `r<turns>` if turned; empty when upright.
    #[must_use]
    pub fn tag(self) -> String {
        let mut s = String::new();
        if self.flipped {
            s.push('f');
        }
        if self.turns > 0 {
            s.push('r');
            s.push(char::from(b'0' + self.turns));
        }
        s
    }

    /// The view a [`Orientation::tag`] names; `None` for anything else.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Orientation> {
        let (flipped, rest) = match tag.strip_prefix('f') {
            Some(rest) => (true, rest),
            None => (false, tag),
        };
        let turns = match rest {
            "" => 0,
            "r1" => 1,
            "r2" => 2,
            "r3" => 3,
            _ => return None,
        };
        Some(Orientation { turns, flipped })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn drawn(o: Orientation) -> String {
        o.squares()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Every view, each reached by its buttons from upright.
    fn all() -> Vec<Orientation> {
        let mut out = Vec::new();
        for flip in [false, true] {
            let mut o = if flip {
                Orientation::UPRIGHT.flipped()
            } else {
                Orientation::UPRIGHT
            };
            for _ in 0..4 {
                out.push(o);
                o = o.rotated();
            }
        }
        out
    }

    #[test]
    fn views_draw_the_squares_as_hand_drawn() {
        assert_eq!(drawn(Orientation::UPRIGHT), "a3 b3 c3 a2 b2 c2 a1 b1 c1");
        // A quarter turn clockwise: the left file (a) becomes the top row, a1 at the top left.
        assert_eq!(
            drawn(Orientation::UPRIGHT.rotated()),
            "a1 a2 a3 b1 b2 b3 c1 c2 c3"
        );
        assert_eq!(
            drawn(Orientation::UPRIGHT.rotated().rotated()),
            "c1 b1 a1 c2 b2 a2 c3 b3 a3"
        );
        assert_eq!(
            drawn(Orientation::UPRIGHT.flipped()),
            "c3 b3 a3 c2 b2 a2 c1 b1 a1"
        );
        // Flipping a turned board mirrors what is drawn.
        assert_eq!(
            drawn(Orientation::UPRIGHT.rotated().flipped()),
            "a3 a2 a1 b3 b2 b1 c3 c2 c1"
        );
    }

    #[test]
    fn the_eight_views_are_the_eight_symmetries() {
        let views = all();
        let mut syms: Vec<usize> = views.iter().map(|o| o.symmetry().index()).collect();
        syms.sort_unstable();
        assert_eq!(syms, (0..8).collect::<Vec<_>>());
        for o in views {
            assert_eq!(o.rotated().rotated().rotated().rotated(), o);
            assert_eq!(o.flipped().flipped(), o);
            assert_eq!(Orientation::from_tag(&o.tag()), Some(o), "{o:?}");
            // Every square is drawn once.
            let mut squares = o.squares().map(|s| s.index());
            squares.sort_unstable();
            assert_eq!(squares, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        }
        assert_eq!(Orientation::UPRIGHT.tag(), "");
        assert_eq!(Orientation::UPRIGHT.flipped().rotated().tag(), "fr1");
        for bad in ["x", "r4", "rf", "ff", "r", "F", "fr"] {
            assert_eq!(Orientation::from_tag(bad), None, "{bad}");
        }
    }

    #[test]
    fn arrows_follow_the_drawn_board() {
        let up = Orientation::UPRIGHT;
        assert_eq!(up.neighbour(sq("b2"), 1, 0), Some(sq("c2")));
        assert_eq!(up.neighbour(sq("b2"), 0, 1), Some(sq("b3")));
        assert_eq!(up.neighbour(sq("c2"), 1, 0), None);
        let turned = up.rotated();
        // Drawn: a1 a2 a3 / b1 b2 b3 / c1 c2 c3.
        assert_eq!(turned.neighbour(sq("a1"), 1, 0), Some(sq("a2")));
        assert_eq!(turned.neighbour(sq("b2"), 0, 1), Some(sq("a2")));
        assert_eq!(turned.neighbour(sq("a3"), 1, 0), None);
        for o in all() {
            let drawn = o.squares();
            for (i, s) in drawn.iter().enumerate() {
                let right = (i % 3 < 2).then(|| drawn[i + 1]);
                assert_eq!(o.neighbour(*s, 1, 0), right, "{o:?} {s}");
                let above = (i >= 3).then(|| drawn[i - 3]);
                assert_eq!(o.neighbour(*s, 0, 1), above, "{o:?} {s}");
            }
        }
    }
}
