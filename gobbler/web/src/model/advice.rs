//! The strong player's advice for the reader (issue 24 item 2): a hint (the turn it would play
//! for the person to move, drawn and written, never played) and the evaluation (its estimate of
//! the Littles eaten by the end, against the threshold), both from one search in the advisor's
//! own Web Worker, so the page and the computer's turn never wait for them.
//!
//! While looking back over the game both are about the board shown: the hint is the strong
//! player's turn where the game went on otherwise (or the same way), the evaluation judges each
//! past board, so that a game is reviewed turn by turn.
//!
//! One request is in flight at most. An answer for a position no longer on the board is
//! ignored (counted in [`Advisor::stale`]), and the position now on the board is asked about
//! next: requests never pile up behind a quick player. The last [`KEPT_ANSWERS`] answers are
//! kept, so a board seen again (stepping back and forth through a game) is judged at once.

use gobbler_rules::{Position, Status, Turn};

use super::{Cmd, ComputerError, Model, Notice, Review, Think};
use crate::players::{budget_ms, Level};
use crate::think::Advice;

/// The level whose search gives the advice.
pub const ADVISOR: Level = Level::Strong;

/// How many answers are kept (the oldest forgotten first): more than the boards of a long game.
pub const KEPT_ANSWERS: usize = 96;

/// A message about the advice.
#[derive(Clone, Debug, PartialEq)]
pub enum AdviceMsg {
    /// The person to move asks for a hint.
    Hint,
    /// Switch the evaluation on or off.
    ToggleEval,
    /// Judge every board of this game (for the estimate after each turn), until a new game.
    Analyse,
    /// Look back at the board before turn `n` (from 0) with the strong player's turn there: a
    /// turn that moved the estimate against its side, explained.
    Explain(usize),
    /// The advisor's answer to request `id`: [`Advice::to_wire`]'s text, or why it failed.
    Answer {
        /// The request's number.
        id: u32,
        /// The advice as the worker wrote it, or why there is none.
        reply: Result<String, ComputerError>,
        /// How long it thought, in milliseconds.
        ms: f64,
    },
}

/// The advice as the page reads it: the suggested turn, legal in the position it is for.
#[derive(Clone, Debug, PartialEq)]
pub struct Advised {
    /// The suggested turn.
    pub turn: Turn,
    /// The estimate of the Littles eaten by the end ([`gobbler_ai::Decision::estimate`]).
    pub estimate: Option<f32>,
    /// How long the search took, in milliseconds.
    pub ms: f64,
}

/// The state of the advice.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Advisor {
    /// The evaluation is shown and kept up to date after every turn (remembered).
    pub eval_on: bool,
    /// The position whose hint the person asked for; the hint is shown while it is on the board
    /// (the game's, or a past one while looking back).
    pub hint_for: Option<Position>,
    /// The request in flight: its number and the position it asks about.
    pub pending: Option<(u32, Position)>,
    /// The answers kept, each with the position it is about, the latest last (at most
    /// [`KEPT_ANSWERS`]).
    pub answers: Vec<(Position, Result<Advised, ComputerError>)>,
    /// Answers that came back after their position had left the board (ignored).
    pub stale: u32,
    /// Every board of this game is judged, one after the other, after the one shown.
    pub analyse: bool,
}

impl Advisor {
    /// The answer about `pos`, if one is kept.
    #[must_use]
    pub fn about(&self, pos: &Position) -> Option<&Result<Advised, ComputerError>> {
        self.answers
            .iter()
            .rev()
            .find(|(p, _)| p == pos)
            .map(|(_, a)| a)
    }

    /// Keeps the answer about `pos`, forgetting the oldest beyond [`KEPT_ANSWERS`].
    pub(super) fn keep(&mut self, pos: Position, answer: Result<Advised, ComputerError>) {
        self.answers.retain(|(p, _)| *p != pos);
        if self.answers.len() >= KEPT_ANSWERS {
            let _oldest = self.answers.remove(0);
        }
        self.answers.push((pos, answer));
    }
}

impl Model {
    /// Handles a message about the advice.
    pub(super) fn advice(&mut self, msg: AdviceMsg, fx: &mut Vec<Cmd>) {
        match msg {
            AdviceMsg::Hint => {
                if self.review.is_some() {
                    // A past board: what the strong player would have played there, whoever
                    // was to move.
                    self.notice = None;
                    self.advisor.hint_for = Some(self.shown_position());
                } else if self.game.is_over() {
                    self.notice = Some(Notice::GameOver);
                } else if !self.person_to_move() {
                    self.notice = Some(Notice::NotYourTurn);
                } else {
                    self.notice = None;
                    self.advisor.hint_for = Some(self.position());
                }
            }
            AdviceMsg::ToggleEval => {
                self.advisor.eval_on = !self.advisor.eval_on;
                fx.push(Cmd::StoreEval(self.advisor.eval_on));
            }
            AdviceMsg::Analyse => self.advisor.analyse = true,
            AdviceMsg::Explain(n) if n < self.game.turns().len() => {
                // A look back there, then the hint as on any past board.
                self.review(Review::After(n), fx);
                self.advice(AdviceMsg::Hint, fx);
            }
            AdviceMsg::Explain(_) => {}
            AdviceMsg::Answer { id, reply, ms } => self.advice_answer(id, reply, ms),
        }
    }

    fn advice_answer(&mut self, id: u32, reply: Result<String, ComputerError>, ms: f64) {
        let Some((asked_id, asked)) = self.advisor.pending else {
            return;
        };
        if asked_id != id {
            return;
        }
        self.advisor.pending = None;
        let analysed = self.advisor.analyse && self.game.boards().contains(&asked);
        if asked != self.shown_position() && !analysed {
            self.advisor.stale += 1;
            return;
        }
        let read = reply.and_then(|wire| {
            let advice = Advice::from_wire(&wire).ok_or(ComputerError::NoAnswer)?;
            let turn = asked
                .parse_turn(&advice.turn)
                .map_err(|why| ComputerError::NotATurn {
                    text: advice.turn.clone(),
                    why,
                })?;
            Ok(Advised {
                turn,
                estimate: advice.estimate,
                ms,
            })
        });
        self.advisor.keep(asked, read);
    }

    /// The hint to show: the advice about the position on the board (the one shown while
    /// looking back), once the person asked.
    #[must_use]
    pub fn hint(&self) -> Option<&Result<Advised, ComputerError>> {
        let pos = self.shown_position();
        (self.advisor.hint_for == Some(pos))
            .then(|| self.advisor.about(&pos))
            .flatten()
    }

    /// True while the hint asked for is being worked out.
    #[must_use]
    pub fn hint_pending(&self) -> bool {
        let pos = self.shown_position();
        self.advisor.hint_for == Some(pos) && self.advisor.about(&pos).is_none()
    }

    /// True if the advisor has nothing to say about `pos`: it was judged, or the game is over
    /// there (its end is what was eaten).
    #[must_use]
    pub fn judged(&self, pos: &Position) -> bool {
        self.advisor.about(pos).is_some() || matches!(pos.status(), Status::Over { .. })
    }

    /// The board to ask about next: the one on the board (the one shown while looking back) if
    /// the hint or the evaluation wants it, else, while the whole game is judged, its first
    /// board not judged yet.
    fn board_to_judge(&self) -> Option<Position> {
        let shown = self.shown_position();
        let wanted = self.advisor.eval_on || self.advisor.hint_for == Some(shown);
        if wanted && !self.judged(&shown) {
            return Some(shown);
        }
        let analysed = self.advisor.analyse.then(|| self.game.boards());
        analysed?.iter().find(|b| !self.judged(b)).copied()
    }

    /// Asks the advisor about [`Model::board_to_judge`] unless a request is in flight (an
    /// answer in flight about a board that has left is waited for, then ignored, and the board
    /// now wanted asked about).
    pub(super) fn ask_advisor(&mut self, fx: &mut Vec<Cmd>) {
        if self.advisor.pending.is_some() {
            return;
        }
        let Some(pos) = self.board_to_judge() else {
            return;
        };
        let id = self.next_request();
        self.advisor.pending = Some((id, pos));
        fx.push(Cmd::Advise(Think {
            id,
            position: pos.to_string(),
            level: ADVISOR,
            budget_ms: budget_ms(ADVISOR),
            seed: self.seed.wrapping_add(u64::from(id)),
        }));
    }
}
