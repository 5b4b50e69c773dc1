//! The Littles' turn: steps, turns (up to three steps, judged against the counts at the start of
//! the turn), applying a turn, and the distinct results of every legal turn.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::square::NEIGHBOURS;
use crate::{Position, Side, Square, SquareParseError};

/// One Little moving one square: `c3-d4`. Built by parsing or [`Step::new`]; legality (a king
/// step, not onto a Gobbler) is judged when a turn is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Step {
    /// The square the Little leaves.
    pub from: Square,
    /// The square it steps onto.
    pub to: Square,
}

impl Step {
    /// The step `from-to`.
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Step {
        Step { from, to }
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// The most steps in one Littles turn.
pub const MAX_STEPS: usize = 3;

/// A Littles turn: zero (a pass) to three steps, in the order written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LittlesTurn {
    steps: [Step; MAX_STEPS],
    len: u8,
}

impl LittlesTurn {
    /// The pass: no step.
    pub const PASS: LittlesTurn = LittlesTurn {
        steps: [Step::new(Square::new(0), Square::new(0)); MAX_STEPS],
        len: 0,
    };

    /// A turn of the given steps, or `None` if there are more than three.
    #[must_use]
    pub fn new(steps: &[Step]) -> Option<LittlesTurn> {
        if steps.len() > MAX_STEPS {
            return None;
        }
        let mut turn = LittlesTurn::PASS;
        turn.steps[..steps.len()].copy_from_slice(steps);
        turn.len = steps.len() as u8;
        Some(turn)
    }

    /// The steps (empty for a pass).
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    /// True for the pass.
    #[must_use]
    pub const fn is_pass(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Display for LittlesTurn {
    /// `pass`, or the steps separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("pass");
        }
        for (i, step) in self.steps().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{step}")?;
        }
        Ok(())
    }
}

/// Why a step or a Littles turn could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnParseError {
    /// Nothing at all (a pass is written `pass`).
    Empty,
    /// More than three steps.
    TooManySteps {
        /// How many were written.
        found: usize,
    },
    /// A word that is not two squares joined by `-`.
    StepShape {
        /// The word.
        text: String,
    },
    /// A Gobbler move that is not two or three squares joined by `>`.
    PathShape {
        /// The text.
        text: String,
    },
    /// A square name that is not `a1`..`h8`.
    UnknownSquare {
        /// The name as written.
        text: String,
    },
}

impl fmt::Display for TurnParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnParseError::Empty => {
                f.write_str("an empty Littles turn: write 'pass' for a turn without steps")
            }
            TurnParseError::TooManySteps { found } => {
                write!(f, "{found} steps: a Littles turn has at most three")
            }
            TurnParseError::StepShape { text } => write!(
                f,
                "'{text}' is not a step: a step is two squares joined by '-', like c3-d4"
            ),
            TurnParseError::PathShape { text } => write!(
                f,
                "'{text}' is not a Gobbler move: write the start square and one or two landing squares joined by '>', like e5>c6 or e5>c6>b4"
            ),
            TurnParseError::UnknownSquare { text } => {
                write!(f, "unknown square '{text}': {}", SquareParseError)
            }
        }
    }
}

impl core::error::Error for TurnParseError {}

pub(crate) fn parse_square(text: &str) -> Result<Square, TurnParseError> {
    text.parse().map_err(|_| TurnParseError::UnknownSquare {
        text: text.to_string(),
    })
}

impl FromStr for Step {
    type Err = TurnParseError;

    fn from_str(s: &str) -> Result<Step, TurnParseError> {
        let (from, to) = s.split_once('-').ok_or_else(|| TurnParseError::StepShape {
            text: s.to_string(),
        })?;
        Ok(Step::new(parse_square(from)?, parse_square(to)?))
    }
}

impl FromStr for LittlesTurn {
    type Err = TurnParseError;

    /// `pass`, or one to three steps separated by whitespace, in any order.
    fn from_str(s: &str) -> Result<LittlesTurn, TurnParseError> {
        let s = s.trim();
        if s == "pass" {
            return Ok(LittlesTurn::PASS);
        }
        let found = s.split_ascii_whitespace().count();
        if found == 0 {
            return Err(TurnParseError::Empty);
        }
        if found > MAX_STEPS {
            return Err(TurnParseError::TooManySteps { found });
        }
        let mut turn = LittlesTurn::PASS;
        for word in s.split_ascii_whitespace() {
            turn.steps[usize::from(turn.len)] = word.parse()?;
            turn.len += 1;
        }
        Ok(turn)
    }
}

/// Why a Littles turn is illegal in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LittlesError {
    /// The Gobbler player is to move.
    NotLittlesTurn,
    /// No Gobbler is left on the board: the game is over.
    GameOver,
    /// A step that is not one king step (orthogonal or diagonal).
    NotNeighbour {
        /// The step.
        step: Step,
    },
    /// A step onto a Gobbler's square.
    OntoGobbler {
        /// The step.
        step: Step,
    },
    /// A step from a Gobbler's square.
    FromGobbler {
        /// The step.
        step: Step,
    },
    /// More steps leave a square than it held Littles at the start of the turn: some Little
    /// would step twice (or there is none to move).
    SteppingTwice {
        /// The square.
        square: Square,
        /// How many steps leave it.
        leaving: u8,
        /// How many Littles stood on it at the start of the turn.
        littles: u8,
        /// How many steps of the turn arrive on it.
        arriving: u8,
    },
}

impl fmt::Display for LittlesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LittlesError::NotLittlesTurn => f.write_str("it is the Gobbler player's turn"),
            LittlesError::GameOver => f.write_str("the game is over: no Gobbler is left"),
            LittlesError::NotNeighbour { step } => write!(
                f,
                "{step}: a Little steps to one of the 8 neighbouring squares"
            ),
            LittlesError::OntoGobbler { step } => {
                write!(f, "{step}: a Little never steps onto a Gobbler")
            }
            LittlesError::FromGobbler { step } => {
                write!(f, "{step}: {} holds a Gobbler, not Littles", step.from)
            }
            LittlesError::SteppingTwice {
                square,
                leaving,
                littles,
                arriving,
            } => {
                write!(
                    f,
                    "{leaving} step(s) leave {square} but it held {littles} Little(s) at the start of the turn"
                )?;
                if *arriving > 0 {
                    f.write_str(": a Little that arrives there cannot step again in the same turn")
                } else {
                    Ok(())
                }
            }
        }
    }
}

impl core::error::Error for LittlesError {}

impl Position {
    /// Checks a Littles turn: the Littles to move, a Gobbler on the board, every step one king
    /// step not onto a Gobbler, and at most as many steps leaving each square as it held Littles
    /// at the start of the turn.
    pub fn check_littles_turn(&self, turn: &LittlesTurn) -> Result<(), LittlesError> {
        if self.side != Side::Littles {
            return Err(LittlesError::NotLittlesTurn);
        }
        if self.gobblers.is_empty() {
            return Err(LittlesError::GameOver);
        }
        for &step in turn.steps() {
            if !step.from.is_neighbour(step.to) {
                return Err(LittlesError::NotNeighbour { step });
            }
            if self.is_gobbler(step.from) {
                return Err(LittlesError::FromGobbler { step });
            }
            if self.is_gobbler(step.to) {
                return Err(LittlesError::OntoGobbler { step });
            }
        }
        for &step in turn.steps() {
            let square = step.from;
            let leaving = turn.steps().iter().filter(|s| s.from == square).count() as u8;
            let littles = self.count(square);
            if leaving > littles {
                let arriving = turn.steps().iter().filter(|s| s.to == square).count() as u8;
                return Err(LittlesError::SteppingTwice {
                    square,
                    leaving,
                    littles,
                    arriving,
                });
            }
        }
        Ok(())
    }

    /// Plays a Littles turn (checked by [`Position::check_littles_turn`]); the Gobbler player
    /// moves next.
    pub fn apply_littles_turn(&self, turn: &LittlesTurn) -> Result<Position, LittlesError> {
        self.check_littles_turn(turn)?;
        let mut next = *self;
        for step in turn.steps() {
            next.counts[step.from.index()] -= 1;
            next.counts[step.to.index()] += 1;
        }
        next.side = Side::Gobblers;
        Ok(next)
    }

    /// Calls `visit` once per distinct position reachable by a legal Littles turn, with one
    /// representative turn for it (the pass first). Nothing is visited unless the Littles are to
    /// move and a Gobbler is on the board.
    ///
    /// Two turns are the same when they change the counts the same way, so the walk dedupes by
    /// that change, not by whole positions: step multisets in a fixed order, keeping a multiset
    /// of distinct from-squares and to-squares only when its steps are the first matching of
    /// those squares (no set needed), and the rare changes that need a chain (`a1-b2 b2-c3`, with
    /// b2 occupied) only when no direct matching gives them (a small hash set).
    pub fn for_each_littles_turn(&self, mut visit: impl FnMut(&LittlesTurn)) {
        if self.side != Side::Littles || self.gobblers.is_empty() {
            return;
        }
        visit(&LittlesTurn::PASS);
        let counts = &self.counts;
        // Every single step, ordered by (from, to); `next_from[i]` is the first index after i
        // whose from-square differs.
        let mut steps = [(0u8, 0u8); 64 * 8];
        let mut n = 0;
        for from in 0..64u8 {
            if counts[usize::from(from)] == 0 {
                continue;
            }
            for to in NEIGHBOURS[usize::from(from)].into_iter().flatten() {
                if !self.gobblers.contains(to) {
                    steps[n] = (from, to.index() as u8);
                    n += 1;
                }
            }
        }
        let mut next_from = [0usize; 64 * 8];
        for i in (0..n).rev() {
            next_from[i] = if i + 1 < n && steps[i + 1].0 == steps[i].0 {
                next_from[i + 1]
            } else {
                i + 1
            };
        }
        let mut chains = U64Set::new();
        let mut emit = |list: &[(u8, u8)]| {
            let mut turn = LittlesTurn::PASS;
            for (k, &(from, to)) in list.iter().enumerate() {
                turn.steps[k] = Step::new(Square::new(from), Square::new(to));
            }
            turn.len = list.len() as u8;
            visit(&turn);
        };
        for i in 0..n {
            let a = steps[i];
            emit(&[a]);
            let mut j = i;
            while j < n {
                let b = steps[j];
                if b.0 == a.0 && counts[usize::from(a.0)] < 2 {
                    j = next_from[j];
                    continue;
                }
                if keep2(a, b, &mut chains) {
                    emit(&[a, b]);
                }
                let mut l = j;
                while l < n {
                    let c = steps[l];
                    let mult = 1 + u8::from(c.0 == b.0) + u8::from(c.0 == a.0);
                    if counts[usize::from(c.0)] < mult {
                        l = next_from[l];
                        continue;
                    }
                    if keep3(a, b, c, &mut chains) {
                        emit(&[a, b, c]);
                    }
                    l += 1;
                }
                j += 1;
            }
        }
    }

    /// Every distinct Littles turn (see [`Position::for_each_littles_turn`]), the pass first.
    #[must_use]
    pub fn littles_turns(&self) -> Vec<LittlesTurn> {
        let mut out = Vec::new();
        self.for_each_littles_turn(|t| out.push(*t));
        out
    }

    /// The number of distinct positions reachable by one Littles turn (the pass included).
    #[must_use]
    pub fn count_littles_turns(&self) -> usize {
        let mut n = 0;
        self.for_each_littles_turn(|_| n += 1);
        n
    }
}

/// King adjacency as a bit table.
const ADJACENT: [u64; 64] = {
    let mut out = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        let mut k = 0;
        while k < 8 {
            if let Some(sq) = NEIGHBOURS[i][k] {
                out[i] |= 1 << sq.index();
            }
            k += 1;
        }
        i += 1;
    }
    out
};

#[inline]
fn adj(a: u8, b: u8) -> bool {
    ADJACENT[usize::from(a)] >> b & 1 == 1
}

#[inline]
const fn bit(sq: u8) -> u64 {
    1 << sq
}

/// Whether a legal pair of steps (ordered by (from, to)) represents its change in counts.
#[inline]
fn keep2(a: (u8, u8), b: (u8, u8), chains: &mut U64Set) -> bool {
    let ((f0, t0), (f1, t1)) = (a, b);
    if (bit(f0) | bit(f1)) & (bit(t0) | bit(t1)) != 0 {
        return keep_cancelling(&[a, b], chains);
    }
    // One Little leaves each from, one arrives on each to: keep only the lexicographically
    // first assignment of the to-squares to the (sorted) from-squares.
    !(f0 != f1 && t1 < t0 && adj(f0, t1) && adj(f1, t0))
}

/// Whether a legal triple of steps (ordered by (from, to)) represents its change in counts.
#[inline]
fn keep3(a: (u8, u8), b: (u8, u8), c: (u8, u8), chains: &mut U64Set) -> bool {
    let ((f0, t0), (f1, t1), (f2, t2)) = (a, b, c);
    if (bit(f0) | bit(f1) | bit(f2)) & (bit(t0) | bit(t1) | bit(t2)) != 0 {
        return keep_cancelling(&[a, b, c], chains);
    }
    let (r0, r1, r2) = (
        ADJACENT[usize::from(f0)],
        ADJACENT[usize::from(f1)],
        ADJACENT[usize::from(f2)],
    );
    // Usually no from-square neighbours another step's to-square: no other assignment.
    if r0 & (bit(t1) | bit(t2)) == 0
        && r1 & (bit(t0) | bit(t2)) == 0
        && r2 & (bit(t0) | bit(t1)) == 0
    {
        return true;
    }
    let m = |r: u64, t: u8| r >> t & 1 == 1;
    let tos = [t0, t1, t2];
    // The five other assignments of the to-squares; keep the triple if none is valid and
    // lexicographically smaller.
    !((m(r1, t2) && m(r2, t1) && [t0, t2, t1] < tos)
        || (m(r0, t1) && m(r1, t0) && [t1, t0, t2] < tos)
        || (m(r0, t1) && m(r1, t2) && m(r2, t0) && [t1, t2, t0] < tos)
        || (m(r0, t2) && m(r1, t0) && m(r2, t1) && [t2, t0, t1] < tos)
        || (m(r0, t2) && m(r2, t0) && [t2, t1, t0] < tos))
}

/// A legal step multiset in which some step arrives where another leaves: keep it only if its
/// net change cannot be made by direct steps and was not seen before.
fn keep_cancelling(list: &[(u8, u8)], chains: &mut U64Set) -> bool {
    let k = list.len();
    const GONE: u8 = 255;
    let mut froms = [GONE; 3];
    let mut tos = [GONE; 3];
    for (i, &(from, to)) in list.iter().enumerate() {
        froms[i] = from;
        tos[i] = to;
    }
    for t in tos.iter_mut().take(k) {
        if let Some(f) = froms[..k].iter_mut().find(|f| **f == *t) {
            *f = GONE;
            *t = GONE;
        }
    }
    froms.sort_unstable();
    tos.sort_unstable();
    // At least one pair cancelled, so at most two of each remain (GONE sorts last).
    let (f1, f2, t1, t2) = (froms[0], froms[1], tos[0], tos[1]);
    let direct = if f1 == GONE {
        return false; // no change: the same as the pass
    } else if f2 == GONE {
        adj(f1, t1)
    } else {
        (adj(f1, t1) && adj(f2, t2)) || (adj(f1, t2) && adj(f2, t1))
    };
    if direct {
        return false; // the multiset of direct steps gives it
    }
    let key =
        1 << 40 | u64::from(f1) << 24 | u64::from(f2) << 16 | u64::from(t1) << 8 | u64::from(t2);
    chains.insert(key)
}

/// A small open-addressing hash set of non-zero `u64`.
struct U64Set {
    slots: Vec<u64>,
    len: usize,
    shift: u32,
}

impl U64Set {
    fn new() -> U64Set {
        U64Set {
            slots: Vec::new(),
            len: 0,
            shift: 64,
        }
    }

    /// Inserts `key` (non-zero); true if it was not there.
    fn insert(&mut self, key: u64) -> bool {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                self.slots[i] = key;
                self.len += 1;
                return true;
            }
            if slot == key {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(1024);
        let old = core::mem::replace(&mut self.slots, alloc::vec![0; size]);
        self.shift = 64 - size.trailing_zeros();
        self.len = 0;
        for key in old.into_iter().filter(|&k| k != 0) {
            self.insert(key);
        }
    }
}
