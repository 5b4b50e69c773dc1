//! Gobbler computer players for both sides (see `docs/gobbler-rules.md`), native and wasm32.
//!
//! One call, [`choose`], picks a turn for the side to move at a [`Level`] within a move-time
//! budget measured on a [`Clock`] the caller passes (wasm32 has no clock of its own: a Web
//! Worker passes `performance.now`, the command line `Instant`, the tests a fake clock). No
//! threads, no allocation-heavy structures; a fixed seed makes every choice reproducible.
//!
//! # Design
//!
//! * **A search board of its own** (`board.rs`): 64 counts, two Gobbler squares, eaten and the
//!   side, 72 bytes and `Copy`, with allocation-free path generation, eating and scatter written
//!   for speed. A test checks it against `gobbler-rules` along random games (starving, the set of
//!   paths, every resulting position); positions come in and turns go out as the rules' types.
//! * **Evaluation** (`eval.rs`), an estimate of the final number eaten: eaten so far, a bonus
//!   once past the threshold, and a weighted sum of ten terms ([`TERM_NAMES`]), with one set of
//!   weights for each side to move. For each Gobbler that can move: the Gobbler itself (it will
//!   eat again before it starves), its number of legal paths (more ways to eat are harder to
//!   block with three steps), the most its hops can eat now, the Littles one knight's hop from it
//!   and those two hops away; for the board: Littles beyond the first on a square (one hop eats a
//!   stack), the occupied squares of the minority colour (a knight hop always changes colour, so
//!   lone Littles all on one colour can never feed a two-hop move: the **checker pattern**), the
//!   pairs of occupied squares a knight's hop apart (food for a two-hop move anywhere), the
//!   Littles on the board and those on its edge (a scatter against the edge eats them). Every term
//!   is 0 when no Gobbler can move. The gentle levels play with the **hand-set weights**
//!   ([`HAND_WEIGHTS`]: a Gobbler that can move 6, a path 0.15, the best hop 0.5, a stacked
//!   Little or a minority square 0.25, the other terms 0), added up exactly as before the terms
//!   had names, the costly terms skipped while their weights are 0. Weights **fitted by least
//!   squares** to 300 strong-against-strong games (`gobbler fit-eval`, over [`eval_terms`])
//!   predict what is still to be eaten far better (rms error 3 Littles against 9) but made the
//!   strong Gobblers eat 6 fewer and the strong Littles let 7 more be eaten: a fit of what
//!   follows a position in good play, where a Gobbler is rarely let starve, does not tell the
//!   search what a starving Gobbler loses (`docs/gobbler.md`). What the Gobblers' search needs
//!   is to compare the moves of one position, so the **strong Gobblers** weigh the positions
//!   their moves reach by [`GOBBLERS_WEIGHTS`]: fitted to rollouts of their moves (a random one
//!   and one of the six best from recorded positions, played out by the strong players), moves
//!   from the same position compared (`gobbler rollouts`, `gobbler fit-eval --rollouts`). At
//!   100 ms they eat 1.7 more (1.0 to 2.3) and win more games at threshold 33; at 800 ms they
//!   and the hand-set ones cannot be told apart, but against the strong Gobblers of the day the
//!   ladder began (before the stages and passes) they eat 1.4 and 1.2 more in two runs
//!   (`docs/gobbler.md`, "The Gobblers' evaluation fitted to rollouts"). The **strong Littles**
//!   judge the Gobblers' replies by [`GOBBLERS_WEIGHTS`] too (what the strong Gobblers will
//!   choose is what the Littles must foresee): 3.2 fewer eaten (1.7 to 4.8) at 800 ms than
//!   with the hand-set ones (`docs/gobbler.md`, "The Littles foresee the Gobblers'
//!   evaluation").
//! * **Littles** (a turn is up to three steps, millions of distinct results): an **anytime
//!   search in stages**. Each stage is a **beam search over steps** (steps judged against the
//!   counts at the start of the turn, so no Little steps twice; results deduplicated by a Zobrist
//!   hash; at each of the three steps the children are scored by the static evaluation, the best
//!   `prefilter` re-scored by the Gobblers' best reply one move deep, every path with its eating
//!   and scatter, and the best `width` extended), then its best turns **verified** by the
//!   Gobblers' search two or three Gobbler moves deep (Gobbler move, the Littles' best reply from
//!   a narrow beam, Gobbler move, …), the previous stage's choice first. The first stage is the
//!   whole search of the level before the stages (beam 8, 8 turns two deep, about 20 ms); later
//!   ones widen the beam (16, 32, 64, 128) and verify more turns, three deep, and the last the
//!   8 best of the widest beam four deep (`player::LITTLES_STAGES`). Within a stage every value
//!   has the same depth, so a turn verified better than the previous choice replaces it even
//!   when the budget ends the stage.
//!   The beams miss some turns that starve a Gobbler, so every stage also verifies those found
//!   **exactly** (`starve.rs`: a search over the steps leaving the squares that still feed the
//!   Gobbler, complete, cut at once in dense positions), and they answer at every Littles node
//!   of the verification too (`docs/gobbler.md`, "The Littles starve exactly").
//! * **Gobblers** (at most 128 paths): **iterative-deepening alpha-beta** over Gobbler moves;
//!   each deeper iteration adds a Gobbler move and a Littles reply. At Littles nodes the
//!   replies are the 2 best turns of a narrow beam scored like the strong Littles' own (width 3,
//!   24 children per step re-scored by the Gobblers' best reply); at inner Gobbler nodes the 12
//!   best paths by the static evaluation (8 ate 2.0 fewer at 200 ms; of the other shapes tried,
//!   3 replies ate 1.8 more, a wider reply beam, 5 inner paths and wider root narrowing no more:
//!   `docs/gobbler.md`).
//!   (The Littles' verification searches with a cheaper model of their own replies: the 3 best
//!   of a statically scored beam, and 8 inner paths.) A **transposition
//!   table** (Zobrist keys, 1 MiB, depth-preferred bounds) catches transpositions (two paths to
//!   the same landing with the same result, steps in another order); no repetition handling is
//!   needed since every Gobbler turn eats or starves; the number of Littles replies searched (a
//!   pass may change it) keys the table apart. The search goes in **passes**
//!   (`player::GOBBLER_PASSES`): every root path at depth 2, then only the 6, 3 and 2 best of
//!   the last pass at depth 3, 4 and 5 (**root narrowing**), which lets depth 5 finish in most
//!   moves at 800 ms. A pass starts while at least the last one's time is left, and an
//!   **unfinished pass counts**: the last best path is searched first, so a path proved better
//!   than it in the new pass is played. The Gobblers gain nothing measurable from a budget
//!   beyond a few hundred milliseconds, and a longer schedule that used the whole budget gained
//!   nothing either (`docs/gobbler.md`, "Using the whole budget"). The Littles do, since they
//!   foresee the Gobblers' evaluation and search to the end of the budget: 2.0 fewer eaten at
//!   800 ms than at 400 (`docs/gobbler.md`, "Deeper stages, once the model is right").
//! * **Its estimate**: the strong level's [`Decision::estimate`] is the value its search chose
//!   by, in the evaluation's units (Littles eaten by the end, [`THRESHOLD_BONUS`] more past the
//!   threshold): good for comparing turns, off by 5 Littles on average as a forecast. The page
//!   shows [`expected_end`], that value calibrated to playouts by the strong players
//!   ([`ESTIMATE_CALIBRATION`], off by about 2 on positions it was not fitted to), as its
//!   evaluation bar and with its hint (`docs/gobbler.md`, "What the estimate means").
//! * **Budget**: every search node checks the deadline (the clock is read every fourth check);
//!   once it passes, the searches unwind and the best answer of the completed work is played.
//! * **Levels**: [`Level::Easy`] plays random legal turns (up to three random steps, a random
//!   path); [`Level::Medium`] judges one move by the static evaluation with noise (Littles: a
//!   static beam of width 2, noise 1 Little; Gobblers: the path whose result evaluates best,
//!   noise 1.5); [`Level::Strong`] searches as above, with 0.2 Littles of noise at the root so
//!   that seeds vary the games between equal choices.
//!
//! # Measured
//!
//! How strong the levels are, how the strong level scales with its budget and how it compares
//! with the players before the stages (`gobbler ladder`, with 95 % intervals), and the move
//! times natively and in WebAssembly (`examples/wasm_bench.rs`): `docs/gobbler.md`, "The
//! computer players" and "Measuring the players".
#![forbid(unsafe_code)]

mod board;
mod eval;
mod expected;
mod player;
mod search;
mod starve;

use core::fmt;
use core::str::FromStr;

use gobbler_rules::{GobblerMove, LittlesTurn, Position, Side, Square, Step, Turn};

use crate::board::{Board, NONE};
pub use crate::eval::{GOBBLERS_WEIGHTS, HAND_WEIGHTS, PATH_CAP, TERMS, TERM_NAMES};
pub use crate::expected::{calibrated_end, expected_end, ESTIMATE_CALIBRATION};
pub use crate::player::SearchStats;
use crate::player::{decide, Choice, Decided};

/// The strength of a computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// The gentlest: random legal moves.
    Easy,
    /// Greedy one-move judgement with some noise.
    Medium,
    /// The full search within the budget.
    Strong,
}

/// A clock in milliseconds from any fixed origin: the caller's (`performance.now` in a Web
/// Worker, `Instant` natively, a fake one in tests), since wasm32 has no clock of its own.
pub trait Clock {
    /// Milliseconds since some fixed origin; never decreases.
    fn now_ms(&mut self) -> f64;
}

impl<F: FnMut() -> f64> Clock for F {
    fn now_ms(&mut self) -> f64 {
        self()
    }
}

impl Level {
    /// Every level, gentlest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Strong];

    /// The level's name as the command line and the page write it (`easy`, `medium`, `strong`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not `easy`, `medium` or `strong` (nor `1`, `2`, `3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelParseError(pub String);

impl fmt::Display for LevelParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level `{}`: write easy, medium or strong (or 1, 2, 3)",
            self.0
        )
    }
}

impl std::error::Error for LevelParseError {}

impl FromStr for Level {
    type Err = LevelParseError;

    fn from_str(s: &str) -> Result<Level, LevelParseError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" | "1" => Ok(Level::Easy),
            "medium" | "2" => Ok(Level::Medium),
            "strong" | "3" => Ok(Level::Strong),
            _ => Err(LevelParseError(s.to_string())),
        }
    }
}

/// Why no turn was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChooseError {
    /// The game is over: no Gobbler is left, or every Gobbler starves at the start of the
    /// Gobbler player's turn. There is nothing to play.
    GameOver,
}

impl fmt::Display for ChooseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChooseError::GameOver => f.write_str("the game is over: there is no turn to choose"),
        }
    }
}

impl std::error::Error for ChooseError {}

/// A chosen turn and what choosing it cost.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    /// The turn, legal in the position it was chosen for.
    pub turn: Turn,
    /// What the search did.
    pub stats: SearchStats,
    /// The strong level's value of the position, from the Gobbler player's side: its estimate
    /// of how many Littles will have been eaten when the game ends, if both sides play as its
    /// search expects; [`THRESHOLD_BONUS`] more once the Gobblers have eaten more than the
    /// threshold in the line it expects (so that the search makes sure of a won game). It is
    /// the value the search chose by (the best root value of its deepest completed iteration
    /// for the Gobblers, the chosen turn's value for the Littles), never a second computation.
    /// Never less than the eaten of the position. `None` for the levels that do not search
    /// ([`Level::Easy`], [`Level::Medium`]), or when the budget ran out before the search valued
    /// one turn.
    pub estimate: Option<f32>,
}

/// What the evaluation adds to the number eaten once it is more than the threshold (the game
/// is then won for the Gobblers), in Littles: part of every [`Decision::estimate`] whose
/// expected line passes the threshold.
pub const THRESHOLD_BONUS: f32 = eval::Weights::DEFAULT.win;

/// Chooses a turn for the side to move in `position` at `level`.
///
/// The search reads `clock` (milliseconds) and stops starting new work once `budget_ms` have
/// passed, so the answer comes a little after the budget at worst (under a millisecond in
/// `gobbler bench`); the strong Gobblers often answer sooner, when the next iteration would not
/// fit, and the gentle levels answer at once. The same position, level, seed and clock readings
/// give the same turn.
///
/// ```
/// use gobbler_ai::{choose, Level};
/// use gobbler_rules::Position;
/// let mut fake_ms = 0.0;
/// let mut clock = move || { fake_ms += 0.01; fake_ms };
/// let decision = choose(&Position::START, Level::Medium, 100.0, &mut clock, 7).unwrap();
/// assert!(Position::START.apply_turn(&decision.turn).is_ok());
/// ```
pub fn choose(
    position: &Position,
    level: Level,
    budget_ms: f64,
    clock: &mut dyn Clock,
    seed: u64,
) -> Result<Decision, ChooseError> {
    let board = Board::from_position(position);
    let Decided {
        choice,
        stats,
        value,
    } = decide(&board, level, budget_ms, clock, seed).ok_or(ChooseError::GameOver)?;
    let sq = |s: u8| Square::new(s);
    let turn = match choice {
        Choice::Littles(t) => {
            let steps: Vec<Step> = t
                .steps()
                .iter()
                .map(|s| Step::new(sq(s.from), sq(s.to)))
                .collect();
            Turn::Littles(LittlesTurn::new(&steps).expect("a turn has at most three steps"))
        }
        Choice::Gobbler(p) => Turn::Gobbler(if p.sq[2] == NONE {
            GobblerMove::one(sq(p.sq[0]), sq(p.sq[1]))
        } else {
            GobblerMove::two(sq(p.sq[0]), sq(p.sq[1]), sq(p.sq[2]))
        }),
    };
    // The strong Gobblers' fitted weights can sum below 0 (Littles on the edge, on the board),
    // and no game ends with fewer eaten than now.
    let eaten = f32::from(position.eaten());
    Ok(Decision {
        turn,
        stats,
        estimate: value.map(|v| v.max(eaten)),
    })
}

/// The evaluation's terms of `position` in the order of [`TERM_NAMES`] (every one computed),
/// for fitting their weights to the games' results: the evaluation is the number eaten, plus
/// [`THRESHOLD_BONUS`] past the threshold, plus these terms weighted by the weights of the side
/// to move.
#[must_use]
pub fn eval_terms(position: &Position) -> [f32; TERMS] {
    eval::terms(&Board::from_position(position), true)
}

impl Board {
    /// The search's steps of a rules turn.
    #[cfg(test)]
    pub(crate) fn turn_steps(t: &LittlesTurn) -> Vec<board::Step> {
        t.steps()
            .iter()
            .map(|s| board::Step {
                from: s.from.index() as u8,
                to: s.to.index() as u8,
            })
            .collect()
    }

    /// The search's board for a rules position.
    pub(crate) fn from_position(p: &Position) -> Board {
        let mut gob = [NONE; 2];
        for (i, g) in p.gobblers().iter().take(2).enumerate() {
            gob[i] = g.index() as u8;
        }
        Board {
            counts: *p.counts(),
            gob,
            eaten: p.eaten(),
            gobbler_to_move: p.side() == Side::Gobblers,
            threshold: p.threshold(),
        }
    }
}

#[cfg(test)]
mod tests;
