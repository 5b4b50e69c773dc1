//! The game pages' state: a game (its tree in `tree.rs`, moving through its variations in
//! `variations.rs`), the computer opponent, the best line, and the model's handling of moves,
//! clicks and the computer.

use gobblet_rules::{IllegalMove, Move, Player, Position, Size, Square, Value};
use gobblet_tablebase::Lookup;

use super::{Cmd, Cmds, Model, Notice, Selection, TbState};
use crate::engine::{self, Level};
use crate::link::Page;

mod tree;
mod variations;

pub use tree::{Game, GameState, NodeId};

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
