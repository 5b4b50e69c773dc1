//! A game's tree: every line played from its start, the line shown through it and the ply
//! shown, and how the game stands there. Moving through the tree's variations is in
//! `variations.rs`.

use gobblet_rules::{IllegalMove, Move, Player, Position, Status, Variant};

use crate::engine;

/// How a game stands at the shown ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameState {
    /// Moves can be played.
    Ongoing,
    /// A line decided it (the winner, its lines).
    Line(Player, u8),
    /// The side to move has no legal move.
    NoMove,
    /// The position occurred for the third time.
    Repetition,
}

impl GameState {
    /// The winner, if the game is decided.
    #[must_use]
    pub fn winner(self, side_to_move: Player) -> Option<Player> {
        match self {
            GameState::Line(w, _) => Some(w),
            GameState::NoMove => Some(side_to_move.opponent()),
            GameState::Ongoing | GameState::Repetition => None,
        }
    }
}

/// A node of a game's tree: a position reached, the move that reached it (none at the start),
/// and the moves played from it (the first is the main continuation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Node {
    pub(super) mv: Option<Move>,
    pub(super) pos: Position,
    /// The node it follows (the start: itself); [`DETACHED`] once deleted.
    pub(super) parent: usize,
    pub(super) children: Vec<usize>,
}

/// The parent of a deleted node: no line reaches it any more.
pub(super) const DETACHED: usize = usize::MAX;

/// A game as every line played from its start: a tree of positions (nothing played is lost;
/// playing another move where a line goes on makes a variation), the line shown through it,
/// and the ply shown on that line.
///
/// The line shown runs from the start through the position last chosen and then along the main
/// continuation of each position to the end; stepping back and forth along it changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(super) nodes: Vec<Node>,
    /// The line shown: `path[i]` is the node after `i` moves (`path[0]` the start).
    pub(super) path: Vec<usize>,
    /// The line's moves and positions, read off `path` by [`Game::set_path`].
    pub(super) moves: Vec<Move>,
    pub(super) positions: Vec<Position>,
    pub(super) ply: usize,
}

/// A node of a [`Game`]'s tree, to name a variation in the view (valid until a line is deleted).
pub type NodeId = usize;

impl Game {
    /// A game of no moves from `start`.
    #[must_use]
    pub fn new(start: Position) -> Game {
        Game {
            nodes: vec![Node {
                mv: None,
                pos: start,
                parent: 0,
                children: Vec::new(),
            }],
            path: vec![0],
            moves: Vec::new(),
            positions: vec![start],
            ply: 0,
        }
    }

    /// A game of one line from `start` through `moves` (already checked legal), showing `ply`.
    #[must_use]
    pub fn with_moves(start: Position, moves: Vec<Move>, ply: usize) -> Game {
        Game::with_lines(start, &[moves], 0, ply)
    }

    /// A game of the lines `lines` from `start` (each already checked legal; the first is the
    /// main line, later ones branch off where they leave the lines before them), showing line
    /// `shown` (the first if there is no such line) at `ply`.
    #[must_use]
    pub fn with_lines(start: Position, lines: &[Vec<Move>], shown: usize, ply: usize) -> Game {
        let mut g = Game::new(start);
        let mut ends = Vec::with_capacity(lines.len());
        for line in lines {
            let mut at = 0;
            for &mv in line {
                at = g.child(at, mv);
            }
            ends.push(at);
        }
        let end = ends.get(shown).or(ends.first()).copied().unwrap_or(0);
        g.set_path(g.line_through(end));
        g.ply = ply.min(g.moves.len());
        g
    }

    /// The position the game starts from.
    #[must_use]
    pub fn start(&self) -> Position {
        self.nodes[0].pos
    }

    /// The moves of the line shown.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// `positions()[i]` is the position after `i` moves of the line shown.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The ply shown (0: the start).
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// Shows `ply` of the line (at most its end).
    pub fn set_ply(&mut self, ply: usize) {
        self.ply = ply.min(self.moves.len());
    }

    /// The position shown.
    #[must_use]
    pub fn position(&self) -> Position {
        self.positions[self.ply]
    }

    /// How the game stands at the shown ply (threefold repetition counts positions from the
    /// line's start up to the shown ply).
    #[must_use]
    pub fn state(&self, variant: &Variant) -> GameState {
        self.state_at(self.ply, variant)
    }

    /// How the game stands at ply `ply` of the line shown (at most its end).
    #[must_use]
    pub fn state_at(&self, ply: usize, variant: &Variant) -> GameState {
        let history = &self.positions[..=ply.min(self.moves.len())];
        match history[history.len() - 1].status(variant) {
            Status::Line { winner, lines } => GameState::Line(winner, lines),
            Status::NoMove => GameState::NoMove,
            Status::Ongoing if engine::occurrences(history) >= engine::REPETITION_DRAW => {
                GameState::Repetition
            }
            Status::Ongoing => GameState::Ongoing,
        }
    }

    /// Plays `mv` at the shown ply if it is legal there (as `Game::push` does).
    ///
    /// # Errors
    /// Why the move is illegal; nothing changes.
    pub fn play(&mut self, mv: Move, variant: &Variant) -> Result<(), IllegalMove> {
        let next = self.position().play_checked(variant, mv)?;
        self.push(mv, next);
        Ok(())
    }

    /// Plays `mv` (legal, leading to `next`) at the shown ply. A move already played there is
    /// followed (with what was played after it); another one starts a variation, and the line
    /// it leaves is kept.
    pub(in crate::model) fn push(&mut self, mv: Move, next: Position) {
        let here = self.path[self.ply];
        let known = self.nodes[here]
            .children
            .iter()
            .any(|&c| self.nodes[c].mv == Some(mv));
        let child = self.child(here, mv);
        debug_assert_eq!(self.nodes[child].pos, next);
        if self.path.get(self.ply + 1) != Some(&child) {
            let mut path = self.path[..=self.ply].to_vec();
            path.push(child);
            if known {
                path.extend(self.main_continuation(child));
            }
            self.set_path(path);
        }
        self.ply += 1;
    }
}

impl Game {
    /// The child of `at` reached by `mv` (legal there), made if it was never played.
    pub(super) fn child(&mut self, at: usize, mv: Move) -> usize {
        if let Some(&c) = self.nodes[at]
            .children
            .iter()
            .find(|&&c| self.nodes[c].mv == Some(mv))
        {
            return c;
        }
        let pos = self.nodes[at].pos.play(mv);
        self.nodes.push(Node {
            mv: Some(mv),
            pos,
            parent: at,
            children: Vec::new(),
        });
        let id = self.nodes.len() - 1;
        self.nodes[at].children.push(id);
        id
    }

    /// The nodes after `n` along each position's main continuation, to an end.
    pub(super) fn main_continuation(&self, mut n: usize) -> Vec<usize> {
        let mut out = Vec::new();
        while let Some(&c) = self.nodes[n].children.first() {
            out.push(c);
            n = c;
        }
        out
    }

    /// The line from the start through `node`, then along the main continuation.
    pub(super) fn line_through(&self, node: usize) -> Vec<usize> {
        let mut path = vec![node];
        let mut n = node;
        while n != 0 {
            n = self.nodes[n].parent;
            path.push(n);
        }
        path.reverse();
        path.extend(self.main_continuation(node));
        path
    }

    pub(super) fn depth(&self, mut node: usize) -> usize {
        let mut d = 0;
        while node != 0 {
            node = self.nodes[node].parent;
            d += 1;
        }
        d
    }

    /// Whether `node` is in the tree (not deleted, not out of range).
    pub(super) fn attached(&self, mut node: usize) -> bool {
        let mut steps = 0;
        while node != 0 {
            match self.nodes.get(node) {
                Some(n) if n.parent != DETACHED && steps < self.nodes.len() => node = n.parent,
                _ => return false,
            }
            steps += 1;
        }
        true
    }

    pub(super) fn set_path(&mut self, path: Vec<usize>) {
        self.moves = path[1..].iter().filter_map(|&n| self.nodes[n].mv).collect();
        self.positions = path.iter().map(|&n| self.nodes[n].pos).collect();
        self.path = path;
    }
}
