//! The game review (every played move of the line judged, the values along it) and the
//! refutation preview (a listed move's line: the best reply and the best line after it).

use gobblet_rules::{Move, Player, Position, Value};
use gobblet_tablebase::Lookup;

use super::game::value_of;
use super::{BestLine, Cmd, Cmds, Game, GameState, LineEnd, Model, Msg};
use crate::review::{judge, Judged};

/// How many plies a preview writes out after the previewed move.
pub const PREVIEW_PLIES: usize = 6;

/// A listed move's line, drawn on the board instead of the position while it is previewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// The position shown when the preview was asked for (the preview ends if it changes).
    pub at: Position,
    /// The previewed move and its value for the side to move.
    pub mv: Move,
    /// Its value as the move list has it.
    pub value: Lookup,
    /// The best line after the move (`from` is the position after it).
    pub line: BestLine,
}

impl Preview {
    /// Every move of the preview with its value for the side that plays it, the previewed move
    /// first (its value `None` while unknown).
    #[must_use]
    pub fn moves(&self) -> Vec<(Move, Option<Value>)> {
        let first = match self.value {
            Lookup::Known(v) => Some(v),
            _ => None,
        };
        let mut all = vec![(self.mv, first)];
        all.extend(self.line.moves.iter().map(|(m, v)| (*m, Some(*v))));
        all
    }

    /// The position at the end of the preview so far.
    #[must_use]
    pub fn end(&self) -> Position {
        self.line
            .moves
            .iter()
            .fold(self.line.from, |p, (mv, _)| p.play(*mv))
    }
}

/// One played move of the reviewed line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewRow {
    /// The ply it leads to (1 for the first move).
    pub ply: usize,
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub mover: Player,
    /// How it compares with the best move.
    pub judged: Judged,
}

/// The review of the shown game's whole line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// Every played move, judged.
    pub rows: Vec<ReviewRow>,
    /// The value of every position of the line (`values[i]` after `i` moves) for its side to
    /// move, with that side; `None` where it is not known (yet).
    pub values: Vec<(Player, Option<Value>)>,
    /// Whether values are still being fetched for the line.
    pub waiting: bool,
}

impl Review {
    /// How many of the line's positions have a known value.
    #[must_use]
    pub fn known(&self) -> usize {
        self.values.iter().filter(|(_, v)| v.is_some()).count()
    }
}

impl Model {
    /// Handles [`Msg::ToggleReview`] and [`Msg::Preview`].
    pub(super) fn update_review(&mut self, msg: Msg, fx: &mut Cmds) {
        match msg {
            Msg::ToggleReview => {
                self.review = !self.review;
                fx.push(Cmd::PushUrl);
            }
            Msg::Preview(None) => self.preview = None,
            Msg::Preview(Some(mv)) => {
                // A game without hints keeps its values hidden, previews included.
                if !self.values_shown() || self.preview.as_ref().is_some_and(|p| p.mv == mv) {
                    return;
                }
                let at = self.position();
                let Some(&(_, value)) = self.move_values().iter().find(|(m, _)| *m == mv) else {
                    self.preview = None;
                    return;
                };
                self.preview = Some(Preview {
                    at,
                    mv,
                    value,
                    line: BestLine {
                        from: at.play(mv),
                        moves: Vec::new(),
                        end: None,
                    },
                });
            }
            _ => {}
        }
    }

    /// Drops a preview whose position is no longer shown, and extends the one that is as far
    /// as the fetched chunks allow.
    pub(super) fn extend_preview(&mut self) {
        let Some(mut p) = self.preview.take() else {
            return;
        };
        if !self.page.is_game() || p.at != self.position() || self.selected.is_some() {
            return;
        }
        // The previewed move's own value may have arrived since.
        if let Some(&(_, l)) = self.move_values().iter().find(|(m, _)| *m == p.mv) {
            p.value = l;
        }
        // A previewed move that ends the game has no line after it.
        let mut line = p.line;
        if Game::new(line.from).state(&self.variant) != GameState::Ongoing {
            line.end = Some(LineEnd::GameOver);
        }
        self.extend_line(&mut line, PREVIEW_PLIES);
        p.line = line;
        self.preview = Some(p);
    }

    /// The end of the preview while it waits for chunks.
    pub(super) fn preview_end(&self) -> Option<Position> {
        let p = self.preview.as_ref().filter(|p| p.line.end.is_none())?;
        Some(p.end())
    }

    /// The review of the shown game's line, from what the table has given so far (only the
    /// full module draws it: the explorer's module hands an open review over).
    #[must_use]
    pub fn review(&self) -> Review {
        let g = self.game();
        let mut rows = Vec::with_capacity(g.moves().len());
        let mut values = Vec::with_capacity(g.positions().len());
        let mut waiting = false;
        for (i, pos) in g.positions().iter().enumerate() {
            let side = pos.side_to_move();
            let value = match g.state_at(i, &self.variant) {
                GameState::Line(w, _) if w == side => Some(Value::Win(0)),
                GameState::Line(..) | GameState::NoMove => Some(Value::Loss(0)),
                GameState::Repetition => Some(Value::Draw),
                GameState::Ongoing => {
                    let moves = self.values_at(pos);
                    waiting |= moves.iter().any(|(_, l)| matches!(l, Lookup::NeedShard(_)));
                    if let Some(&mv) = g.moves().get(i) {
                        rows.push(ReviewRow {
                            ply: i + 1,
                            mv,
                            mover: side,
                            judged: judge(&moves, mv),
                        });
                    }
                    value_of(pos, &moves, |p| self.local_value(p))
                }
            };
            values.push((side, value));
        }
        Review {
            rows,
            values,
            waiting,
        }
    }

    /// The chunks the open review still needs: those of every position along the line.
    pub(super) fn review_shards(&self, tb: &gobblet_tablebase::Tablebase) -> Vec<u32> {
        // The explorer's module hands an open review over to the full module.
        if !cfg!(feature = "full") || !self.review || !self.page.is_game() {
            return Vec::new();
        }
        let g = self.game();
        let mut ids = Vec::new();
        for (i, pos) in g.positions().iter().enumerate() {
            if g.state_at(i, &self.variant) == GameState::Ongoing {
                ids.extend(
                    tb.missing_shards_with(&self.variant, pos, &mut |p| self.local_value(p)),
                );
            }
        }
        ids
    }
}
