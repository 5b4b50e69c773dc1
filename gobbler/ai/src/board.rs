//! The search's own copy-make board: a count per square, the two Gobblers, eaten and side to
//! move, with move generation and scatter written for speed (no allocation, `Copy`, 72 bytes).
//!
//! It follows `docs/gobbler-rules.md` exactly and is checked against `gobbler-rules` in the tests
//! (same legal Gobbler paths, same positions after every move along random games); the rules
//! crate stays the authority at the API boundary (positions come in and turns go out through it).

/// Square index: `file + 8 * rank`, `a1` = 0, `h1` = 7, `h8` = 63.
pub(crate) type Sq = u8;

/// "No Gobbler here": a starved (removed) Gobbler.
pub(crate) const NONE: Sq = 64;

/// Up to eight neighbours of a square, with their count.
#[derive(Clone, Copy)]
pub(crate) struct Neighbours {
    pub(crate) len: u8,
    pub(crate) sq: [Sq; 8],
}

impl Neighbours {
    /// The neighbours as a slice.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[Sq] {
        &self.sq[..self.len as usize]
    }
}

const fn neighbours(steps: [(i8, i8); 8]) -> [Neighbours; 64] {
    let mut table = [Neighbours { len: 0, sq: [0; 8] }; 64];
    let mut s = 0;
    while s < 64 {
        let (f, r) = ((s % 8) as i8, (s / 8) as i8);
        let mut i = 0;
        while i < 8 {
            let (nf, nr) = (f + steps[i].0, r + steps[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                let n = table[s].len as usize;
                table[s].sq[n] = (nf + 8 * nr) as u8;
                table[s].len += 1;
            }
            i += 1;
        }
        s += 1;
    }
    table
}

/// Knight hops from each square.
pub(crate) static KNIGHT: [Neighbours; 64] = neighbours(gobbler_rules::KNIGHT_STEPS);

/// The eight king directions, in the order of [`KING`]'s construction.
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// King steps (a Little's steps, the scatter neighbourhood) from each square.
pub(crate) static KING: [Neighbours; 64] = neighbours(DIRS);

/// The colour of a square: `true` for the light squares (`a1` is dark).
#[inline]
pub(crate) fn is_light(s: Sq) -> bool {
    (s % 8 + s / 8) % 2 == 1
}

/// A Gobbler move: the start square and one or two landing squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Path {
    /// Start, first landing, second landing (`NONE` for a one-hop move).
    pub(crate) sq: [Sq; 3],
}

impl Path {
    /// The final landing square.
    #[inline]
    pub(crate) fn end(self) -> Sq {
        if self.sq[2] == NONE {
            self.sq[1]
        } else {
            self.sq[2]
        }
    }
}

/// At most 2 Gobblers × 8 first hops × 8 second hops.
pub(crate) const MAX_PATHS: usize = 128;

/// A fixed-capacity list of Gobbler paths (generation never allocates).
pub(crate) struct PathList {
    len: usize,
    paths: [Path; MAX_PATHS],
}

impl PathList {
    fn new() -> PathList {
        PathList {
            len: 0,
            paths: [Path { sq: [NONE; 3] }; MAX_PATHS],
        }
    }

    #[inline]
    fn push(&mut self, p: Path) {
        self.paths[self.len] = p;
        self.len += 1;
    }

    /// The paths as a slice.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[Path] {
        &self.paths[..self.len]
    }

    /// The number of paths.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len
    }
}

/// One Little step `from` → `to` (neighbours).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    pub(crate) from: Sq,
    pub(crate) to: Sq,
}

/// The search's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    /// Littles per square (0 on a Gobbler's square).
    pub(crate) counts: [u8; 64],
    /// The Gobblers' squares, [`NONE`] for a starved one.
    pub(crate) gob: [Sq; 2],
    /// Littles eaten so far.
    pub(crate) eaten: u8,
    /// The Gobbler player is to move.
    pub(crate) gobbler_to_move: bool,
    /// The threshold T: the Gobbler player wins with more than T eaten.
    pub(crate) threshold: u16,
}

impl Board {
    /// The start position of `gobbler.md` (Gobblers on d4 and e5), Littles to move, T = 40.
    #[cfg(test)]
    pub(crate) fn start() -> Board {
        let mut counts = [1; 64];
        for s in [27, 28, 35, 36] {
            counts[s] = 0;
        }
        Board {
            counts,
            gob: [27, 36],
            eaten: 0,
            gobbler_to_move: false,
            threshold: 40,
        }
    }

    /// Littles on the board.
    #[cfg(test)]
    pub(crate) fn littles(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// Whether `s` holds a Gobbler.
    #[inline]
    pub(crate) fn is_gobbler(&self, s: Sq) -> bool {
        self.gob[0] == s || self.gob[1] == s
    }

    /// Whether Gobbler `i` (on the board) has at least one legal move.
    pub(crate) fn can_move(&self, i: usize) -> bool {
        let g = self.gob[i];
        if g == NONE {
            return false;
        }
        let other = self.gob[1 - i];
        for &a in KNIGHT[g as usize].as_slice() {
            if a == other {
                continue;
            }
            let c1 = self.counts[a as usize];
            if c1 >= 2 {
                return true;
            }
            for &b in KNIGHT[a as usize].as_slice() {
                if b != other && c1 + self.counts[b as usize] >= 2 {
                    return true;
                }
            }
        }
        false
    }

    /// Number of legal paths of Gobbler `i` and the most its hops can eat (0, 0 when none).
    pub(crate) fn food(&self, i: usize) -> (u32, u32) {
        let g = self.gob[i];
        if g == NONE {
            return (0, 0);
        }
        let other = self.gob[1 - i];
        let (mut n, mut best) = (0u32, 0u32);
        for &a in KNIGHT[g as usize].as_slice() {
            if a == other {
                continue;
            }
            let c1 = u32::from(self.counts[a as usize]);
            if c1 >= 2 {
                n += 1;
                best = best.max(c1);
                continue;
            }
            for &b in KNIGHT[a as usize].as_slice() {
                if b == other {
                    continue;
                }
                let e = c1 + u32::from(self.counts[b as usize]);
                if e >= 2 {
                    n += 1;
                    best = best.max(e);
                }
            }
        }
        (n, best)
    }

    /// Removes every Gobbler that cannot move (judged on the position as it stands). Only
    /// meaningful with the Gobbler player to move.
    pub(crate) fn starve(&mut self) {
        let keep = [self.can_move(0), self.can_move(1)];
        for (i, k) in keep.into_iter().enumerate() {
            if !k {
                self.gob[i] = NONE;
            }
        }
    }

    /// No Gobbler left: the game is over (with the Gobbler player to move, call [`Board::starve`]
    /// first).
    #[inline]
    pub(crate) fn over(&self) -> bool {
        self.gob[0] == NONE && self.gob[1] == NONE
    }

    /// The legal paths of the Gobblers still on the board (call [`Board::starve`] first: a
    /// starved Gobbler simply has none).
    pub(crate) fn paths(&self) -> PathList {
        let mut list = PathList::new();
        for i in 0..2 {
            let g = self.gob[i];
            if g == NONE {
                continue;
            }
            let other = self.gob[1 - i];
            for &a in KNIGHT[g as usize].as_slice() {
                if a == other {
                    continue;
                }
                let c1 = self.counts[a as usize];
                if c1 >= 2 {
                    list.push(Path { sq: [g, a, NONE] });
                    continue;
                }
                for &b in KNIGHT[a as usize].as_slice() {
                    if b != other && c1 + self.counts[b as usize] >= 2 {
                        list.push(Path { sq: [g, a, b] });
                    }
                }
            }
        }
        list
    }

    /// Plays a legal path (starving already done): the hops eat, the Littles around the landing
    /// square scatter, the Littles are to move.
    pub(crate) fn play_path(&mut self, p: Path) {
        let i = if self.gob[0] == p.sq[0] { 0 } else { 1 };
        let other = self.gob[1 - i];
        let end = p.end();
        let mut eaten = self.counts[p.sq[1] as usize];
        self.counts[p.sq[1] as usize] = 0;
        if p.sq[2] != NONE {
            eaten += self.counts[p.sq[2] as usize];
            self.counts[p.sq[2] as usize] = 0;
        }
        self.gob[i] = end;
        eaten += self.scatter(end, other);
        self.eaten += eaten;
        self.gobbler_to_move = false;
    }

    /// The scatter around `g` with the other Gobbler on `other`; returns the Littles it eats.
    fn scatter(&mut self, g: Sq, other: Sq) -> u8 {
        let (gf, gr) = ((g % 8) as i8, (g / 8) as i8);
        let mut moving = [(0u8, 0u8); 8];
        let mut n = 0;
        for (dx, dy) in DIRS {
            let (sf, sr) = (gf + dx, gr + dy);
            if !(0..8).contains(&sf) || !(0..8).contains(&sr) {
                continue;
            }
            let s = (sf + 8 * sr) as usize;
            let c = self.counts[s];
            if c == 0 {
                continue;
            }
            self.counts[s] = 0;
            let (tf, tr) = (sf + dx, sr + dy);
            let f_in = (0..8).contains(&tf);
            let r_in = (0..8).contains(&tr);
            let target = if f_in && r_in {
                (tf + 8 * tr) as u8
            } else if dx == 0 || dy == 0 || (!f_in && !r_in) {
                NONE // pinned: orthogonally at an edge, or diagonally in a corner
            } else if !f_in {
                (sf + 8 * tr) as u8 // against a file edge: slide along it
            } else {
                (tf + 8 * sr) as u8 // against a rank edge: slide along it
            };
            moving[n] = (target, c);
            n += 1;
        }
        let mut eaten = 0;
        for &(t, c) in &moving[..n] {
            if t == NONE || t == other {
                eaten += c;
            } else {
                self.counts[t as usize] += c;
            }
        }
        eaten
    }

    /// Applies a Littles turn whose legality the caller guarantees; the Gobblers are to move.
    #[cfg(test)]
    pub(crate) fn play_steps(&mut self, steps: &[Step]) {
        for s in steps {
            self.counts[s.from as usize] -= 1;
            self.counts[s.to as usize] += 1;
        }
        self.gobbler_to_move = true;
    }

    /// A hash of the whole position (Zobrist over counts, Gobblers and side).
    pub(crate) fn hash(&self) -> u64 {
        let mut h = if self.gobbler_to_move { SIDE_KEY } else { 0 };
        for (s, &c) in self.counts.iter().enumerate() {
            if c != 0 {
                h ^= count_key(s, c);
            }
        }
        for (i, &g) in self.gob.iter().enumerate() {
            h ^= mix((u64::from(g) + 1) << (8 * (i + 1)));
        }
        h ^ mix(u64::from(self.eaten) << 40)
    }
}

const SIDE_KEY: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's finaliser: a fixed pseudo-random key for any 64-bit input.
#[inline]
pub(crate) const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The Zobrist key of `c` Littles on square `s`.
#[inline]
pub(crate) fn count_key(s: usize, c: u8) -> u64 {
    mix(((s as u64) << 8 | u64::from(c)) ^ 0x5555_0000_0000)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Sq {
        let b = name.as_bytes();
        (b[0] - b'a') + 8 * (b[1] - b'1')
    }

    #[test]
    fn tables() {
        assert_eq!(KNIGHT[0].as_slice().len(), 2);
        assert_eq!(KNIGHT[sq("d4") as usize].as_slice().len(), 8);
        assert_eq!(KING[0].as_slice().len(), 3);
        assert_eq!(KING[sq("b1") as usize].as_slice().len(), 5);
        let total: usize = KNIGHT.iter().map(|n| n.len as usize).sum();
        assert_eq!(total, 336); // 168 knight-move pairs, both ways
        assert!(!is_light(0));
        assert!(is_light(1));
    }

    #[test]
    fn worked_example() {
        let mut b = Board::start();
        b.play_steps(&[]);
        b.starve();
        let p = Path {
            sq: [sq("e5"), sq("c6"), sq("b4")],
        };
        assert!(b.paths().as_slice().contains(&p));
        b.play_path(p);
        assert_eq!(b.eaten, 4);
        let rows: [(&str, [u8; 5]); 5] = [
            ("6", [2, 2, 0, 2, 1]),
            ("5", [0, 0, 0, 0, 0]),
            ("4", [0, 0, 0, 0, 0]),
            ("3", [0, 0, 0, 1, 1]),
            ("2", [2, 2, 1, 2, 1]),
        ];
        for (rank, counts) in rows {
            for (f, &c) in counts.iter().enumerate() {
                let s = f as u8 + 8 * (rank.as_bytes()[0] - b'1');
                assert_eq!(b.counts[s as usize], c, "square {f}{rank}");
            }
        }
        assert_eq!(b.gob, [sq("d4"), sq("b4")]);
        assert_eq!(b.littles() + u32::from(b.eaten), 60);
    }
}
