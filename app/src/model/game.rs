//! The game pages' state: a game (its start, moves and the ply shown), how it stands, the
//! computer opponent, the best line, and the model's handling of moves, clicks and the computer.

use gobblet_rules::{IllegalMove, Move, Player, Position, Size, Square, Status, Value, Variant};
use gobblet_tablebase::Lookup;

use super::{Cmd, Cmds, Model, Notice, Selection, TbState};
use crate::engine::{self, Level};
use crate::link::Page;

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
struct Node {
    mv: Option<Move>,
    pos: Position,
    /// The node it follows (the start: itself); [`DETACHED`] once deleted.
    parent: usize,
    children: Vec<usize>,
}

/// The parent of a deleted node: no line reaches it any more.
const DETACHED: usize = usize::MAX;

/// A game as every line played from its start: a tree of positions (nothing played is lost;
/// playing another move where a line goes on makes a variation), the line shown through it,
/// and the ply shown on that line.
///
/// The line shown runs from the start through the position last chosen and then along the main
/// continuation of each position to the end; stepping back and forth along it changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    nodes: Vec<Node>,
    /// The line shown: `path[i]` is the node after `i` moves (`path[0]` the start).
    path: Vec<usize>,
    /// The line's moves and positions, read off `path` by [`Game::set_path`].
    moves: Vec<Move>,
    positions: Vec<Position>,
    ply: usize,
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

    /// Plays `mv` at the shown ply if it is legal there (as [`Game::push`] does).
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
    pub(super) fn push(&mut self, mv: Move, next: Position) {
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

    /// The moves played at ply `i` of the line other than the line's own (`i` moves in), with
    /// the nodes they reach, main first.
    #[must_use]
    pub fn alternatives(&self, i: usize) -> Vec<(NodeId, Move)> {
        let (Some(&at), next) = (self.path.get(i), self.path.get(i + 1)) else {
            return Vec::new();
        };
        self.nodes[at]
            .children
            .iter()
            .filter(|&&c| Some(&c) != next)
            .filter_map(|&c| Some((c, self.nodes[c].mv?)))
            .collect()
    }

    /// Whether the line shown is the main line (every move on it its position's first).
    #[must_use]
    pub fn is_main_line(&self) -> bool {
        self.path
            .windows(2)
            .all(|w| self.nodes[w[0]].children.first() == Some(&w[1]))
    }

    /// Shows the line through `node`, at `node`; false (and nothing changes) if there is no
    /// such node in the tree.
    pub fn show_node(&mut self, node: NodeId) -> bool {
        if !self.attached(node) {
            return false;
        }
        let path = self.line_through(node);
        self.ply = self.depth(node);
        self.set_path(path);
        true
    }

    /// Shows the next (`down`) or the previous variation of the move at the shown ply: another
    /// move played from the same position, in the tree's order, wrapping around. False if the
    /// move shown has no alternative (or the start is shown).
    pub fn cycle_variation(&mut self, down: bool) -> bool {
        if self.ply == 0 {
            return false;
        }
        let here = self.path[self.ply];
        let siblings = &self.nodes[self.path[self.ply - 1]].children;
        if siblings.len() < 2 {
            return false;
        }
        let i = siblings.iter().position(|&c| c == here).unwrap_or(0);
        let n = siblings.len();
        let next = siblings[if down { (i + 1) % n } else { (i + n - 1) % n }];
        self.show_node(next)
    }

    /// Makes the line shown the main line: each of its moves becomes the first played from its
    /// position. False if it already is.
    pub fn promote(&mut self) -> bool {
        if self.is_main_line() {
            return false;
        }
        for w in self.path.clone().windows(2) {
            let children = &mut self.nodes[w[0]].children;
            if let Some(i) = children.iter().position(|&c| c == w[1]) {
                let c = children.remove(i);
                children.insert(0, c);
            }
        }
        true
    }

    /// Deletes the move at the shown ply and everything played after it, and shows the position
    /// before it (on its main continuation). False at the start.
    pub fn delete_here(&mut self) -> bool {
        if self.ply == 0 {
            return false;
        }
        let gone = self.path[self.ply];
        let parent = self.path[self.ply - 1];
        self.nodes[parent].children.retain(|&c| c != gone);
        let mut stack = vec![gone];
        while let Some(n) = stack.pop() {
            self.nodes[n].parent = DETACHED;
            stack.extend(self.nodes[n].children.iter().copied());
        }
        let mut path = self.path[..self.ply].to_vec();
        path.extend(self.main_continuation(parent));
        self.ply -= 1;
        self.set_path(path);
        true
    }

    /// Every line of the tree from the start to an end, main line first and then in the tree's
    /// order (each branching off the one before it), and the index of the line shown among them:
    /// what [`Game::with_lines`] reads back.
    #[must_use]
    pub fn lines(&self) -> (Vec<Vec<Move>>, usize) {
        let mut lines = Vec::new();
        let mut shown = 0;
        let end = *self.path.last().unwrap_or(&0);
        // Depth first, the main continuation of each position first.
        let mut stack = vec![(0usize, Vec::new())];
        while let Some((n, line)) = stack.pop() {
            let children = &self.nodes[n].children;
            if children.is_empty() {
                if n == end {
                    shown = lines.len();
                }
                lines.push(line);
                continue;
            }
            for &c in children.iter().rev() {
                let mut l = line.clone();
                l.extend(self.nodes[c].mv);
                stack.push((c, l));
            }
        }
        (lines, shown)
    }

    /// Cuts every move `keep` refuses (with what follows it) from the tree; the position shown
    /// stays on its line, at the cut if the cut is before it.
    pub(super) fn retain_moves(&mut self, mut keep: impl FnMut(&Position, Move) -> bool) {
        let (lines, shown) = self.lines();
        let start = self.start();
        let kept: Vec<Vec<Move>> = lines
            .iter()
            .map(|line| {
                let mut pos = start;
                line.iter()
                    .copied()
                    .take_while(|&mv| {
                        let ok = keep(&pos, mv);
                        if ok {
                            pos = pos.play(mv);
                        }
                        ok
                    })
                    .collect()
            })
            .collect();
        if kept != lines {
            // The position shown stays on its line: at most where the line is cut.
            let ply = self.ply.min(kept.get(shown).map_or(0, Vec::len));
            *self = Game::with_lines(start, &kept, shown, ply);
        }
    }

    /// The child of `at` reached by `mv` (legal there), made if it was never played.
    fn child(&mut self, at: usize, mv: Move) -> usize {
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
    fn main_continuation(&self, mut n: usize) -> Vec<usize> {
        let mut out = Vec::new();
        while let Some(&c) = self.nodes[n].children.first() {
            out.push(c);
            n = c;
        }
        out
    }

    /// The line from the start through `node`, then along the main continuation.
    fn line_through(&self, node: usize) -> Vec<usize> {
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

    fn depth(&self, mut node: usize) -> usize {
        let mut d = 0;
        while node != 0 {
            node = self.nodes[node].parent;
            d += 1;
        }
        d
    }

    /// Whether `node` is in the tree (not deleted, not out of range).
    fn attached(&self, mut node: usize) -> bool {
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

    fn set_path(&mut self, path: Vec<usize>) {
        self.moves = path[1..].iter().filter_map(|&n| self.nodes[n].mv).collect();
        self.positions = path.iter().map(|&n| self.nodes[n].pos).collect();
        self.path = path;
    }
}

/// The computer opponent's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opponent {
    /// The side the human plays.
    pub human: Player,
    /// The computer's level.
    pub level: Level,
}

/// The best line from a position, written out as far as the tablebase has been fetched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestLine {
    /// Where it starts.
    pub from: Position,
    /// The moves with their values for the side that plays them.
    pub moves: Vec<(Move, Value)>,
    /// Why the line stops, once it is complete (`None`: it waits for shards).
    pub end: Option<LineEnd>,
}

/// Why a best line stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineEnd {
    /// The game is over (a line, no legal move, or the third repetition).
    GameOver,
    /// A move's value cannot be had, so the best move is not known.
    Unknown,
    /// The line reached [`BEST_LINE_MAX`] moves.
    Limit,
}

/// The longest best line written out (the deepest win in the standard game is 23 plies).
pub const BEST_LINE_MAX: usize = 64;

impl Model {
    pub(super) fn new_game(&mut self, start: Position, fx: &mut Cmds) {
        *self.game_mut() = Game::new(start);
        self.selected = None;
        self.notice = None;
        self.computer_pending = None;
        // A new game against the computer starts: if it opens, it moves.
        self.computer_due = true;
        fx.push(Cmd::PushUrl);
    }

    /// Shows `ply` of the line: only looking (against the computer, it does not move there).
    pub(super) fn jump(&mut self, ply: usize, fx: &mut Cmds) {
        if ply != self.game().ply() {
            self.game_mut().set_ply(ply);
            fx.push(Cmd::PushUrl);
        }
        self.looking();
    }

    /// After a change of what is shown that plays nothing: the selection, the notice and any
    /// computer move waiting are dropped.
    pub(super) fn looking(&mut self) {
        self.selected = None;
        self.notice = None;
        self.computer_pending = None;
        self.computer_due = false;
    }

    /// A change of the game's tree or of the line shown (a variation chosen, promoted or
    /// deleted): `changed` says whether anything did.
    pub(super) fn tree_changed(&mut self, changed: bool, fx: &mut Cmds) {
        if changed {
            fx.push(Cmd::PushUrl);
        }
        self.looking();
    }

    /// Undo; against the computer, back to the human's previous turn.
    pub(super) fn undo(&mut self, fx: &mut Cmds) {
        let g = self.game();
        let mut ply = g.ply().saturating_sub(1);
        let mut again = false;
        if self.page == Page::Play {
            let positions = g.positions();
            while ply > 0 && positions[ply].side_to_move() != self.opponent.human {
                ply -= 1;
            }
            // The computer opened the game: back to the start, and it moves again.
            again = positions[ply].side_to_move() != self.opponent.human;
        }
        self.jump(ply, fx);
        self.computer_due = again;
    }

    pub(super) fn human_move(&mut self, mv: Move, fx: &mut Cmds) {
        if self.computers_turn() {
            self.notice = Some(Notice::ComputersTurn);
            self.selected = None;
            return;
        }
        self.play_move(mv, fx);
    }

    pub(super) fn play_move(&mut self, mv: Move, fx: &mut Cmds) {
        if self.game_state() != GameState::Ongoing {
            self.notice = Some(Notice::GameOver);
            return;
        }
        let pos = self.position();
        match pos.play_checked(&self.variant, mv) {
            Ok(next) => {
                self.game_mut().push(mv, next);
                self.selected = None;
                self.notice = None;
                // Against the computer, a move played brings its answer (and its answer the
                // human's turn).
                self.computer_due =
                    self.page == Page::Play && next.side_to_move() != self.opponent.human;
                fx.push(Cmd::PushUrl);
            }
            Err(why) => {
                self.notice = Some(Notice::Refused {
                    mv,
                    why,
                    side: pos.side_to_move(),
                });
                self.selected = None;
            }
        }
    }

    /// Against the computer, at its turn with every value known, when a move is due from it (the
    /// human just moved, a new game, *Continue from here*): ask for a move after a pause.
    pub(super) fn ask_computer(&mut self, fx: &mut Cmds) {
        if !self.computer_due || !self.computers_turn() || self.computer_pending.is_some() {
            return;
        }
        let moves = self.move_values();
        let waiting = moves.iter().any(|(_, l)| matches!(l, Lookup::NeedShard(_)))
            || matches!(self.tb, TbState::Loading);
        if waiting {
            return;
        }
        let ply = self.game().ply();
        self.computer_pending = Some(ply);
        fx.push(Cmd::ComputerMove(ply));
    }

    pub(super) fn computer_move(&mut self, ply: usize, fx: &mut Cmds) {
        if !self.computers_turn() || self.game().ply() != ply {
            return;
        }
        let moves = self.move_values();
        if let Some(mv) = engine::choose(self.opponent.level, &moves, &mut self.rng) {
            self.play_move(mv, fx);
        }
    }

    /// Extends the best line asked for as far as the fetched shards allow.
    pub(super) fn extend_best_line(&mut self) {
        let Some(mut line) = self.best_line.take() else {
            return;
        };
        self.extend_line(&mut line, BEST_LINE_MAX);
        self.best_line = Some(line);
    }

    /// Extends `line` with best moves (fastest win, held draw, longest loss) up to `max` moves,
    /// as far as the fetched shards allow.
    pub(super) fn extend_line(&self, line: &mut BestLine, max: usize) {
        let mut g = Game::with_moves(
            line.from,
            line.moves.iter().map(|(mv, _)| *mv).collect(),
            usize::MAX,
        );
        while line.end.is_none() {
            if g.state(&self.variant) != GameState::Ongoing {
                line.end = Some(LineEnd::GameOver);
                break;
            }
            if line.moves.len() >= max {
                line.end = Some(LineEnd::Limit);
                break;
            }
            let moves = self.values_at(&g.position());
            if moves.iter().any(|(_, l)| matches!(l, Lookup::NeedShard(_))) {
                break; // wait for the shards: an unseen move may be the best
            }
            match moves.first() {
                // Every value known (sorted best first): the first move is a best move.
                Some(&(mv, Lookup::Known(v)))
                    if moves.iter().all(|(_, l)| matches!(l, Lookup::Known(_))) =>
                {
                    line.moves.push((mv, v));
                    let next = g.position().play(mv);
                    g.push(mv, next);
                }
                _ => line.end = Some(LineEnd::Unknown),
            }
        }
    }

    /// The end of the best line asked for, while it waits for shards.
    pub(super) fn best_line_end(&self) -> Option<Position> {
        let line = self.best_line.as_ref().filter(|l| l.end.is_none())?;
        Some(line.moves.iter().fold(line.from, |p, (mv, _)| p.play(*mv)))
    }

    pub(super) fn shards_to_fetch(&self) -> Vec<u32> {
        let TbState::Ready(tb) = &self.tb else {
            return Vec::new();
        };
        if self.ranges_refused.is_some() {
            return Vec::new();
        }
        let mut wanted = Vec::new();
        // A packed table's index is wanted at once, whatever the page (offline use needs it).
        if tb.chunks().is_none() {
            wanted.push(gobblet_tablebase::layout::INDEX_ID);
        }
        if self.page.is_game() && self.game_state() == GameState::Ongoing {
            wanted.extend(
                tb.missing_shards_with(&self.variant, &self.position(), &mut |p| {
                    self.local_value(p)
                }),
            );
        }
        // A page of the full module's (the puzzle's position).
        if let Some(pos) = self.full_page_position() {
            if pos.terminal_value(&self.variant).is_none() {
                wanted.extend(
                    tb.missing_shards_with(&self.variant, &pos, &mut |p| self.local_value(p)),
                );
            }
        }
        for end in [self.best_line_end(), self.preview_end()]
            .into_iter()
            .flatten()
        {
            wanted
                .extend(tb.missing_shards_with(&self.variant, &end, &mut |p| self.local_value(p)));
        }
        wanted.extend(self.review_shards(tb));
        gobblet_rules::sort::ascending(&mut wanted);
        wanted.dedup();
        // A shard being retried is still being fetched (its task retries by itself).
        wanted.retain(|id| {
            !self.fetching.contains_key(id)
                && !self.retries.contains_key(id)
                && !self.failed.contains_key(id)
        });
        wanted
    }

    pub(super) fn click_reserve(&mut self, player: Player, size: Size) {
        let pos = self.position();
        if self.game_state() != GameState::Ongoing {
            self.notice = Some(Notice::GameOver);
        } else if self.computers_turn() {
            self.notice = Some(Notice::ComputersTurn);
        } else if player != pos.side_to_move() {
            self.notice = Some(Notice::NotYourTurn(pos.side_to_move()));
        } else if pos.reserve(&self.variant, player, size) == 0 {
            self.notice = Some(Notice::NoneLeft(player, size));
        } else if self.selected == Some(Selection::Reserve(size)) {
            self.selected = None;
        } else {
            self.selected = Some(Selection::Reserve(size));
            self.notice = None;
        }
    }

    pub(super) fn click_square(&mut self, sq: Square, fx: &mut Cmds) {
        let pos = self.position();
        if self.game_state() != GameState::Ongoing {
            self.notice = Some(Notice::GameOver);
            return;
        }
        if self.computers_turn() {
            self.notice = Some(Notice::ComputersTurn);
            return;
        }
        let me = pos.side_to_move();
        match self.selected {
            Some(Selection::Reserve(size)) => self.play_move(Move::Place { size, to: sq }, fx),
            Some(Selection::Board(from)) if from == sq => self.selected = None,
            Some(Selection::Board(from)) => {
                if pos.top(sq).is_some_and(|(p, _)| p == me) && !self.has_move_to(from, sq) {
                    // Clicking another of one's own pieces picks it up instead.
                    self.select_board(sq);
                } else {
                    self.play_move(Move::Step { from, to: sq }, fx);
                }
            }
            None => match pos.top(sq) {
                Some((p, _)) if p == me => self.select_board(sq),
                Some((owner, _)) => self.notice = Some(Notice::OpponentsPiece { sq, owner }),
                None => self.notice = Some(Notice::PickFirst(me)),
            },
        }
    }

    pub(super) fn has_move_to(&self, from: Square, to: Square) -> bool {
        self.position()
            .check_move(&self.variant, Move::Step { from, to })
            .is_ok()
    }

    pub(super) fn select_board(&mut self, sq: Square) {
        let pos = self.position();
        let has_step = pos
            .legal_moves(&self.variant)
            .iter()
            .any(|m| m.from() == Some(sq));
        if has_step {
            self.selected = Some(Selection::Board(sq));
            self.notice = None;
        } else {
            self.selected = None;
            // Say why: the first refused step names the reason (a pin, or nowhere to land).
            let why = Square::ALL.iter().filter(|&&to| to != sq).find_map(|&to| {
                pos.check_move(&self.variant, Move::Step { from: sq, to })
                    .err()
                    .map(|e| (to, e))
            });
            self.notice = Some(match why {
                Some((to, why @ IllegalMove::Reveals { .. })) => Notice::Refused {
                    mv: Move::Step { from: sq, to },
                    why,
                    side: pos.side_to_move(),
                },
                _ => Notice::NowhereToGo(sq),
            });
        }
    }
}

/// The value of `pos` for its side to move from its moves' values (sorted best first), if
/// every move is known or the local search decides it.
pub(super) fn value_of(
    pos: &Position,
    moves: &[(Move, Lookup)],
    local: impl Fn(&Position) -> Option<Value>,
) -> Option<Value> {
    if let Some(v) = local(pos) {
        return Some(v);
    }
    if moves.iter().all(|(_, l)| matches!(l, Lookup::Known(_))) {
        if let Some((_, Lookup::Known(v))) = moves.first() {
            return Some(*v);
        }
    }
    None
}
