//! The page's state, its messages and the one `update`.

use gobbler_rules::{GobblerMove, LittlesTurn, Position, Side, Square, Status, Step, Turn, Winner};

use crate::game::Game;
use crate::i18n::Lang;
use crate::players::{Level, PlayerId, Roster};

mod advice;
mod notice;
mod picks;
mod review;
mod saved;
mod start;
mod turn;

#[cfg(test)]
pub(crate) mod testing;

pub use advice::{AdviceMsg, Advised, Advisor, ADVISOR, KEPT_ANSWERS};
pub use notice::{BadLink, ComputerError, Notice};
pub use review::Review;
pub use saved::{decode_set_aside, encode_set_aside, Saved, SET_ASIDE_MAX};
pub use start::Start;

/// The three screens of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The board.
    Play,
    /// The rules with diagrams.
    Rules,
    /// What good play finds.
    Findings,
}

/// Who plays each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    /// The Littles player.
    pub littles: PlayerId,
    /// The Gobbler player.
    pub gobblers: PlayerId,
}

impl Seats {
    /// The player of `side`.
    #[must_use]
    pub fn of(&self, side: Side) -> PlayerId {
        match side {
            Side::Littles => self.littles,
            Side::Gobblers => self.gobblers,
        }
    }
}

/// Where this game's threshold comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Basis {
    /// The players' ranks as the game began (the threshold was computed from these two).
    Ranks {
        /// The Gobbler player's Marauding rank.
        marauding: u16,
        /// The Littles player's Scatter rank.
        scatter: u16,
    },
    /// The link the game was replayed from (its `t`, 40 when it has none).
    Link,
}

/// A square the chosen Gobbler may hop to, with what the move would eat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Landing {
    /// The square.
    pub square: Square,
    /// The move that ends here, if the hop ends a move (else the Gobbler must hop on).
    pub ends: Option<GobblerMove>,
    /// Littles the hops eat (for a hop that does not end a move: what this hop eats).
    pub hops: u8,
    /// Littles the scatter would eat (0 if the hop does not end a move).
    pub scatter: u8,
}

/// A request for the computer's turn (answered by [`Msg::Computer`] with the same id).
#[derive(Clone, Debug, PartialEq)]
pub struct Think {
    /// The request's number.
    pub id: u32,
    /// The position, in notation.
    pub position: String,
    /// The level.
    pub level: Level,
    /// Milliseconds the computer may think.
    pub budget_ms: f64,
    /// Its dice.
    pub seed: u64,
}

/// Something `update` asks the browser to do; `web` runs every one, in order.
#[must_use = "web.rs must run every command"]
#[derive(Clone, Debug, PartialEq)]
pub enum Cmd {
    /// Ask the computer (in the worker) for a turn; the answer comes back as [`Msg::Computer`].
    Think(Think),
    /// Store the ranks (this text, [`Roster::encode`]) in local storage.
    StoreRanks(String),
    /// Ask the advisor (in its own worker) about a position; the answer comes back as
    /// [`AdviceMsg::Answer`].
    Advise(Think),
    /// Store whether the evaluation is switched on, in local storage.
    StoreEval(bool),
    /// Keep the game on this device (this text, [`Saved::encode`]), in local storage; the page
    /// then forgets a link's game in its address, so that a reload opens the game as it is.
    StoreGame(String),
    /// Keep the unfinished games set aside (this text, [`encode_set_aside`]).
    StoreSetAside(String),
    /// Bring the whole board into view if it is not (a look back is asked for under the record,
    /// far below the board on a phone).
    ShowBoard,
}

/// Every user action and every answer from outside.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A square was clicked (or chosen with Enter/Space).
    Square(Square),
    /// Drop the current choice (Escape).
    Deselect,
    /// End the Littles' turn with the steps made.
    EndTurn,
    /// The Littles pass.
    Pass,
    /// Take back the last step of the Littles' turn being made.
    UndoStep,
    /// Take back the last turn (to the last turn of a person when the computer plays).
    Undo,
    /// A new game with the chosen players.
    NewGame,
    /// Show a screen.
    Screen(Screen),
    /// Choose who plays a side (from the next game on; at once if no turn was played).
    SetPlayer(Side, PlayerId),
    /// The site's language changed.
    Lang(Lang),
    /// The computer's answer to request `id`: a turn in notation, or why it failed.
    Computer {
        /// The request's number.
        id: u32,
        /// The turn in notation, or why there is none.
        reply: Result<String, ComputerError>,
        /// How long it thought, in milliseconds (as the worker measured it).
        ms: f64,
    },
    /// The hint, the evaluation and the advisor's answers.
    Advice(AdviceMsg),
    /// Look back over the game (the board after some of its turns), or at the game as it stands.
    Review(Review),
    /// Open the unfinished game set aside at this place in the list.
    OpenSetAside(usize),
    /// Remove the unfinished game set aside at this place in the list.
    RemoveSetAside(usize),
}

/// The whole page.
#[derive(Clone, Debug)]
pub struct Model {
    /// The language.
    pub lang: Lang,
    /// The screen shown.
    pub screen: Screen,
    /// The game.
    pub game: Game,
    /// Who plays this game.
    pub seats: Seats,
    /// Where this game's threshold comes from.
    pub basis: Basis,
    /// Who will play the next game.
    pub setup: Seats,
    /// Every player's ranks.
    pub roster: Roster,
    /// The steps of the Littles' turn being made.
    pub steps: Vec<Step>,
    /// The square whose Little is about to step.
    pub from: Option<Square>,
    /// The chosen Gobbler and its hops so far.
    pub path: Vec<Square>,
    /// The notice shown.
    pub notice: Option<Notice>,
    /// The computer's request being waited for.
    pub thinking: Option<u32>,
    next_id: u32,
    /// True once this game's result went into the ranks (or if it never will: a replay).
    pub ranked: bool,
    /// True if the game came from a link (not ranked).
    pub replayed: bool,
    /// True once a person played a turn of this game (a change of players then waits for the
    /// next game; before, it starts the game again at once).
    pub person_played: bool,
    /// The computer's dice.
    pub seed: u64,
    /// How long the computer thought for its last turn, in milliseconds.
    pub think_ms: Option<f64>,
    /// The strong player's hint and evaluation for the reader.
    pub advisor: Advisor,
    /// While looking back over the game, the turns shown (fewer than played; `review.rs`).
    pub review: Option<usize>,
    /// The game *New game* left, while *Undo turn* can bring it back (`saved.rs`).
    pub game_left: Option<Saved>,
    /// The unfinished games set aside, newest first (`saved.rs`).
    pub set_aside: Vec<Saved>,
}

impl Model {
    /// The page as it opens: you play the Littles against the medium computer, with the stored
    /// ranks (they set the first game's threshold) and the link's game if the query has one;
    /// and what the browser must do first.
    #[must_use = "web.rs must run every command"]
    pub fn init(start: Start) -> (Model, Vec<Cmd>) {
        let mut m = Model::fresh();
        m.lang = start.lang;
        m.seed = start.seed;
        m.advisor.eval_on = start.eval.as_deref() == Some("1");
        if let Some(text) = &start.ranks {
            m.roster = Roster::decode(text);
            m.new_game();
        }
        let mut cmds = Vec::new();
        m.open_games(&start, &mut cmds);
        m.ask_computer(&mut cmds);
        m.ask_advisor(&mut cmds);
        (m, cmds)
    }

    fn fresh() -> Model {
        let seats = Seats {
            littles: PlayerId::You,
            gobblers: PlayerId::Computer(Level::Medium),
        };
        Model {
            lang: Lang::En,
            screen: Screen::Play,
            game: Game::new(40),
            seats,
            basis: Basis::Ranks {
                marauding: 0,
                scatter: 0,
            },
            setup: seats,
            roster: Roster::default(),
            steps: Vec::new(),
            from: None,
            path: Vec::new(),
            notice: None,
            thinking: None,
            next_id: 1,
            ranked: false,
            replayed: false,
            person_played: false,
            seed: 1,
            think_ms: None,
            advisor: Advisor::default(),
            review: None,
            game_left: None,
            set_aside: Vec::new(),
        }
    }

    /// The position on the board now (before the steps being made).
    #[must_use]
    pub fn position(&self) -> Position {
        self.game.position()
    }

    /// The player to move, or `None` when the game is over.
    #[must_use]
    pub fn to_move(&self) -> Option<PlayerId> {
        (!self.game.is_over()).then(|| self.seats.of(self.position().side()))
    }

    /// True when a person (not the computer) is to move.
    #[must_use]
    pub fn person_to_move(&self) -> bool {
        self.to_move().is_some_and(|p| p.level().is_none())
    }

    /// The winner if the game is over.
    #[must_use]
    pub fn winner(&self) -> Option<Winner> {
        match self.position().status() {
            Status::Over { winner } => Some(winner),
            Status::Ongoing => None,
        }
    }

    /// Handles one message; says what the browser must do.
    #[must_use = "web.rs must run every command"]
    pub fn update(&mut self, msg: Msg) -> Vec<Cmd> {
        let mut fx = Vec::new();
        if self.review.is_some() && Model::plays_on_the_board(&msg) {
            return fx;
        }
        let before = self.position();
        let kept = Saved::of(self);
        let aside_before = self.set_aside.clone();
        match msg {
            Msg::Square(sq) => {
                self.notice = None;
                self.click(sq, &mut fx);
            }
            Msg::Deselect => {
                self.from = None;
                self.path.clear();
                self.notice = None;
            }
            Msg::EndTurn => {
                self.notice = None;
                if self.check_person(Side::Littles) {
                    match LittlesTurn::new(&self.steps) {
                        Some(t) if !self.steps.is_empty() => self.play(Turn::Littles(t), &mut fx),
                        _ => {}
                    }
                }
            }
            Msg::Pass => {
                self.notice = None;
                if self.check_person(Side::Littles) {
                    if self.steps.is_empty() {
                        self.play(Turn::Littles(LittlesTurn::PASS), &mut fx);
                    } else {
                        self.notice = Some(Notice::StepsPending);
                    }
                }
            }
            Msg::UndoStep => {
                self.notice = None;
                self.from = None;
                self.steps.pop();
            }
            Msg::Undo => {
                self.notice = None;
                self.undo();
            }
            Msg::NewGame => self.new_game_by_hand(),
            Msg::Screen(s) => self.screen = s,
            Msg::SetPlayer(side, p) => self.set_player(side, p),
            Msg::Lang(l) => self.lang = l,
            Msg::Computer { id, reply, ms } => self.computer_answer(id, reply, ms, &mut fx),
            Msg::Advice(a) => self.advice(a, &mut fx),
            Msg::Review(r) => self.review(r, &mut fx),
            Msg::OpenSetAside(i) => self.open_set_aside(i),
            Msg::RemoveSetAside(i) => self.remove_set_aside(i),
        }
        self.tidy_set_aside();
        self.clamp_review();
        if self.position() != before && self.advisor.hint_for == Some(before) {
            // A hint is about the position it was asked in, even if it comes back by an undo
            // (one asked on a past board stays with that board).
            self.advisor.hint_for = None;
        }
        self.ask_computer(&mut fx);
        self.ask_advisor(&mut fx);
        let now = Saved::of(self);
        if now != kept {
            fx.push(Cmd::StoreGame(now.encode()));
        }
        if self.set_aside != aside_before {
            fx.push(Cmd::StoreSetAside(encode_set_aside(&self.set_aside)));
        }
        fx
    }

    /// A new request number (for the computer and the advisor alike).
    fn next_request(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_advice;
#[cfg(test)]
mod tests_feedback;
#[cfg(test)]
mod tests_review;
#[cfg(test)]
mod tests_saved;
