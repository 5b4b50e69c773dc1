//! What a click or a button does to the turn being made: picking and stepping Littles, picking
//! and hopping a Gobbler, ending or taking back turns, new games, replaying a link, and asking
//! the computer when it is to move. `update` (in the parent module) routes messages here.

use gobbler_rules::{threshold, Side, Square, Step, Turn, MAX_STEPS};

use super::{BadLink, Basis, Cmd, ComputerError, Model, Notice, Seats, Think};
use crate::game::Game;
use crate::link;
use crate::players::PlayerId;

impl Model {
    /// True if a person plays `side` and it is that side's turn; else sets the notice.
    pub(super) fn check_person(&mut self, side: Side) -> bool {
        if self.game.is_over() {
            self.notice = Some(Notice::GameOver);
            return false;
        }
        if !self.person_to_move() {
            self.notice = Some(Notice::NotYourTurn);
            return false;
        }
        self.position().side() == side
    }

    pub(super) fn click(&mut self, sq: Square, fx: &mut Vec<Cmd>) {
        if self.game.is_over() {
            self.notice = Some(Notice::GameOver);
            return;
        }
        if !self.person_to_move() {
            self.notice = Some(Notice::NotYourTurn);
            return;
        }
        match self.position().side() {
            Side::Littles => self.click_littles(sq),
            Side::Gobblers => self.click_gobblers(sq, fx),
        }
    }

    fn click_littles(&mut self, sq: Square) {
        let pos = self.position();
        if let Some(from) = self.from {
            if sq == from {
                self.from = None;
                return;
            }
            if from.is_neighbour(sq) {
                if pos.is_gobbler(sq) {
                    self.notice = Some(Notice::OntoGobbler(sq));
                } else {
                    self.steps.push(Step::new(from, sq));
                    self.from = None;
                }
                return;
            }
        }
        self.notice = if self.steps.len() >= MAX_STEPS {
            Some(Notice::ThreeSteps)
        } else if self.can_step_from(sq) {
            self.from = Some(sq);
            None
        } else {
            Some(self.refusal(sq))
        };
    }

    /// Why the Little on `sq` (as the board shows it) cannot be picked: every Little that stood
    /// there has stepped, every Little there arrived this turn, or none stands there (then, with
    /// a Little picked, the square is simply not next to it).
    fn refusal(&self, sq: Square) -> Notice {
        if self.position().count(sq) > 0 {
            Notice::AlreadyMoved(sq)
        } else if self.shown().count(sq) > 0 {
            Notice::Arrived(sq)
        } else if let Some(from) = self.from {
            Notice::NotNeighbour(from, sq)
        } else {
            Notice::NoLittles(sq)
        }
    }

    fn click_gobblers(&mut self, sq: Square, fx: &mut Vec<Cmd>) {
        let pos = self.position();
        let landings = self.landings();
        if let Some(l) = landings.iter().find(|l| l.square == sq) {
            match l.ends {
                Some(mv) => self.play(Turn::Gobbler(mv), fx),
                None => self.path.push(sq),
            }
            return;
        }
        if pos.is_gobbler(sq) {
            if self.path.first() == Some(&sq) {
                self.path.clear();
            } else if self.movable_gobblers().contains(&sq) {
                self.path = vec![sq];
            } else {
                self.notice = Some(Notice::Starving(sq));
            }
            return;
        }
        if self.path.len() == 2 && self.path[1] == sq {
            self.path.pop();
            return;
        }
        self.notice = Some(if self.path.is_empty() {
            Notice::PickGobbler
        } else {
            Notice::NotLanding(sq)
        });
    }

    pub(super) fn play(&mut self, turn: Turn, fx: &mut Vec<Cmd>) {
        let person = self.person_to_move();
        match self.game.play(turn) {
            Ok(()) => {
                self.person_played |= person;
                self.steps.clear();
                self.from = None;
                self.path.clear();
                if let Some(winner) = self.winner() {
                    if !self.ranked {
                        self.roster
                            .record(self.seats.gobblers, self.seats.littles, winner);
                        self.ranked = true;
                        fx.push(Cmd::StoreRanks(self.roster.encode()));
                    }
                }
            }
            Err(e) => self.notice = Some(Notice::Illegal(e)),
        }
    }

    /// The computer's answer to request `id`: played if it is the one waited for and a turn of
    /// the side to move; else said.
    pub(super) fn computer_answer(
        &mut self,
        id: u32,
        reply: Result<String, ComputerError>,
        ms: f64,
        fx: &mut Vec<Cmd>,
    ) {
        if self.thinking != Some(id) {
            return;
        }
        self.thinking = None;
        self.think_ms = Some(ms);
        match reply.and_then(|text| {
            self.position()
                .parse_turn(&text)
                .map_err(|why| ComputerError::NotATurn { text, why })
        }) {
            Ok(turn) => self.play(turn, fx),
            Err(e) => self.notice = Some(Notice::ComputerFailed(e)),
        }
    }

    pub(super) fn undo(&mut self) {
        self.from = None;
        self.path.clear();
        self.thinking = None;
        if !self.steps.is_empty() {
            self.steps.clear();
            return;
        }
        if self.back_to_the_game_left() {
            return;
        }
        if !self.game.undo() {
            return;
        }
        // Back to a person's turn when the computer plays the other side.
        while !self.person_to_move() && self.to_move().is_some() && self.game.undo() {}
    }

    /// Chooses who plays `side`: from the next game on once a person played a turn of this one
    /// (or it came from a link); before that at once, by starting the game again, unless steps
    /// of the turn are made: they are kept and the change waits for the next game. Says which.
    pub(super) fn set_player(&mut self, side: Side, p: PlayerId) {
        match side {
            Side::Littles => self.setup.littles = p,
            Side::Gobblers => self.setup.gobblers = p,
        }
        if self.person_played || self.replayed || self.setup == self.seats {
            self.notice = None;
        } else if !self.steps.is_empty() {
            self.notice = Some(Notice::StepsKept);
        } else {
            self.new_game();
            self.notice = Some(Notice::Restarted);
        }
    }

    pub(super) fn new_game(&mut self) {
        self.seats = self.setup;
        let g = self.roster.ranks(self.seats.gobblers);
        let l = self.roster.ranks(self.seats.littles);
        self.basis = Basis::Ranks {
            marauding: g.marauding,
            scatter: l.scatter,
        };
        self.game = Game::new(threshold(g, l));
        self.steps.clear();
        self.from = None;
        self.path.clear();
        self.thinking = None;
        self.ranked = false;
        self.replayed = false;
        self.person_played = false;
        self.advisor.analyse = false;
    }

    /// The query of the shareable link to this game.
    #[must_use]
    pub fn link_query(&self) -> String {
        link::encode(&self.game.text(), self.game.threshold())
    }

    pub(super) fn load_link(&mut self, query: &str) {
        let link = match link::decode(query) {
            Ok(l) => l,
            Err(e) => {
                self.notice = Some(Notice::BadLink(BadLink::Query(e)));
                return;
            }
        };
        let Some(text) = link.game else { return };
        match Game::replay(link.threshold, &text) {
            Ok(game) => {
                self.notice = Some(Notice::Replayed(game.turns().len()));
                self.game = game;
                // A replay is watched or continued by two people at this screen; not ranked.
                self.seats = Seats {
                    littles: PlayerId::You,
                    gobblers: PlayerId::Friend,
                };
                self.setup = self.seats;
                self.basis = Basis::Link;
                self.steps.clear();
                self.from = None;
                self.path.clear();
                self.thinking = None;
                self.ranked = true;
                self.replayed = true;
                self.person_played = false;
            }
            Err(e) => self.notice = Some(Notice::BadLink(BadLink::Game(e))),
        }
    }

    pub(super) fn ask_computer(&mut self, fx: &mut Vec<Cmd>) {
        if self.thinking.is_some() {
            return;
        }
        let Some(level) = self.to_move().and_then(PlayerId::level) else {
            return;
        };
        let id = self.next_request();
        self.thinking = Some(id);
        fx.push(Cmd::Think(Think {
            id,
            position: self.position().to_string(),
            level,
            budget_ms: crate::players::budget_ms(level),
            seed: self.seed.wrapping_add(u64::from(id)),
        }));
    }
}
