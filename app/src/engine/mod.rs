//! The computer opponents: one perfect player and three weaker ones, each a single rule over the
//! exact move values the tablebase gives.
//!
//! Every level chooses among the legal moves of a position from their values for the side to
//! move (as [`gobblet_tablebase::Tablebase::moves_with`] returns them) and a seeded random number
//! generator ([`Rng`], the workspace's one, from the rules crate), so a game is reproducible from its seed. The weaker levels see a move's
//! value only when its distance is within their *horizon* (plies ahead, counting the move itself):
//!
//! * [`Level::Perfect`] — wins as fast as possible, holds every draw, and when lost resists as
//!   long as possible.
//! * [`Level::Hard`] — sees every win and loss up to 9 plies ahead; among the moves it cannot
//!   judge it picks at random.
//! * [`Level::Medium`] — wins in 1 or 3 plies (a double threat) when it can and avoids moves that
//!   let you win at once; otherwise it plays at random.
//! * [`Level::Easy`] — wins at once when it can and avoids moves that let you win at once;
//!   otherwise it plays at random.
//!
//! A level with a horizon ranks the moves: seen wins (fastest first), then the moves it cannot
//! judge (wins and losses beyond the horizon, draws, unknown values) at random, then seen losses
//! (longest first). Perfect ranks known wins, draws, unknown values, then losses.
//!
//! [`play_game`] plays a whole game between two levels under the app's rules: a line wins, a side
//! without a legal move loses, and a position that occurs for the third time in the game is a
//! draw ([`game_end`]).

use gobblet_rules::rng::Rng;
use gobblet_rules::{Move, Player, Position, Status, Value, Variant};
use gobblet_tablebase::Lookup;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Wins as fast as possible, holds every draw, and when lost resists as long as possible.
    Perfect,
    /// Sees every win and loss up to 9 plies ahead; among the moves it cannot judge it picks at
    /// random (horizon 9).
    Hard,
    /// Wins in 1 or 3 plies (a double threat) when it can and avoids moves that let you win at
    /// once; otherwise it plays at random (horizon 3).
    Medium,
    /// Wins at once when it can and avoids moves that let you win at once; otherwise it plays at
    /// random (horizon 2).
    Easy,
}

impl Level {
    /// Every level, strongest first.
    pub const ALL: [Level; 4] = [Level::Perfect, Level::Hard, Level::Medium, Level::Easy];

    /// The level's name in URLs and settings.
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            Level::Perfect => "perfect",
            Level::Hard => "hard",
            Level::Medium => "medium",
            Level::Easy => "easy",
        }
    }

    /// The level named `tag` (as [`Level::tag`] writes it).
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.tag() == tag)
    }

    /// How many plies ahead the level sees a move's value (counting the move itself); `None`
    /// for [`Level::Perfect`], which sees every value.
    #[must_use]
    pub fn horizon(self) -> Option<u8> {
        match self {
            Level::Perfect => None,
            Level::Hard => Some(9),
            Level::Medium => Some(3),
            Level::Easy => Some(2),
        }
    }
}

/// How much a level likes a move; larger is better. Distances count from the mover's side.
fn score(level: Level, lookup: Lookup) -> (u8, i32) {
    const WIN: u8 = 3;
    const DRAW: u8 = 2;
    const UNCLEAR: u8 = 1;
    const LOSS: u8 = 0;
    let seen = |n: u8| level.horizon().is_none_or(|h| n <= h);
    match lookup {
        Lookup::Known(Value::Win(n)) if seen(n) => (WIN, -i32::from(n)),
        Lookup::Known(Value::Loss(n)) if seen(n) => (LOSS, i32::from(n)),
        Lookup::Known(Value::Draw) if level == Level::Perfect => (DRAW, 0),
        _ => (UNCLEAR, 0),
    }
}

/// The move `level` plays among `moves` (every legal move with its value for the side to move,
/// in any order); ties are broken at random with `rng`. `None` only when `moves` is empty.
///
/// Unknown values ([`Lookup::NeedShard`], [`Lookup::NotInTable`]) count as unclear: below a
/// known win or draw, above a known loss.
pub fn choose(level: Level, moves: &[(Move, Lookup)], rng: &mut Rng) -> Option<Move> {
    let best = moves.iter().map(|&(_, l)| score(level, l)).max()?;
    let mut ties = moves.iter().filter(|&&(_, l)| score(level, l) == best);
    let count = ties.clone().count();
    ties.nth(rng.below(count)).map(|&(mv, _)| mv)
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// `winner` showed a line.
    Line {
        /// The player who won.
        winner: Player,
    },
    /// The side to move had no legal move: the other player, `winner`, won.
    NoMove {
        /// The player who won.
        winner: Player,
    },
    /// The last position occurred for the third time: a draw.
    Repetition,
    /// [`play_game`] stopped at its ply cap (not a result of the rules).
    Capped,
}

impl GameEnd {
    /// The winner, if someone won.
    #[must_use]
    pub fn winner(self) -> Option<Player> {
        match self {
            GameEnd::Line { winner } | GameEnd::NoMove { winner } => Some(winner),
            GameEnd::Repetition | GameEnd::Capped => None,
        }
    }
}

/// The occurrence of a position that draws the game (the third: threefold repetition). Every
/// mode of the app and the tournament end games by this one rule.
pub const REPETITION_DRAW: usize = 3;

/// How many times the game has been in `history`'s last position (same stacks, same side to
/// move); `history` holds every position of the game from its start, the current one last.
#[must_use]
pub fn occurrences(history: &[Position]) -> usize {
    match history.last() {
        Some(last) => history.iter().filter(|p| *p == last).count(),
        None => 0,
    }
}

/// Whether the game whose positions so far are `history` (from the start, the current one last)
/// is over: a line shows, the side to move has no legal move, or the current position occurs
/// for the third time.
#[must_use]
pub fn game_end(variant: &Variant, history: &[Position]) -> Option<GameEnd> {
    let pos = history.last()?;
    match pos.status(variant) {
        Status::Line { winner, .. } => Some(GameEnd::Line { winner }),
        Status::NoMove => Some(GameEnd::NoMove {
            winner: pos.side_to_move().opponent(),
        }),
        Status::Ongoing if occurrences(history) >= REPETITION_DRAW => Some(GameEnd::Repetition),
        Status::Ongoing => None,
    }
}

/// A finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The position the game started from.
    pub start: Position,
    /// The moves played.
    pub moves: Vec<Move>,
    /// How it ended.
    pub end: GameEnd,
}

impl GameRecord {
    /// Every position of the game, the start first and the final one last.
    #[must_use]
    pub fn positions(&self) -> Vec<Position> {
        let mut out = Vec::with_capacity(self.moves.len() + 1);
        out.push(self.start);
        for &mv in &self.moves {
            out.push(out[out.len() - 1].play(mv));
        }
        out
    }
}

/// Plays a game from `start` between `p1` and `p2` under the app's rules ([`game_end`]), asking
/// `oracle` for every legal move's value in each position; stops with [`GameEnd::Capped`] after
/// `max_plies` moves. An oracle that offers no move in a position the game goes on from ends
/// the game as if the side to move had no legal move.
pub fn play_game(
    variant: &Variant,
    start: Position,
    oracle: &mut dyn FnMut(&Position) -> Vec<(Move, Lookup)>,
    p1: Level,
    p2: Level,
    rng: &mut Rng,
    max_plies: usize,
) -> GameRecord {
    let mut history = vec![start];
    let mut moves = Vec::new();
    let end = loop {
        if let Some(end) = game_end(variant, &history) {
            break end;
        }
        if moves.len() >= max_plies {
            break GameEnd::Capped;
        }
        let pos = history[history.len() - 1];
        let level = match pos.side_to_move() {
            Player::P1 => p1,
            Player::P2 => p2,
        };
        let Some(mv) = choose(level, &oracle(&pos), rng) else {
            break GameEnd::NoMove {
                winner: pos.side_to_move().opponent(),
            };
        };
        moves.push(mv);
        history.push(pos.play(mv));
    };
    GameRecord { start, moves, end }
}

#[cfg(test)]
mod tests;
