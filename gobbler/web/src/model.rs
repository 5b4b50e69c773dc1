//! The page's state, its messages and the one `update`.

use gobbler_rules::{
    GobblerMove, LittlesTurn, Position, Side, Square, Status, Step, Turn, Winner, MAX_STEPS,
};

use crate::game::Game;
use crate::i18n::Lang;
use crate::link;
use crate::players::{Level, PlayerId, Roster};

/// The two screens of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The board.
    Play,
    /// The rules with diagrams.
    Rules,
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

/// Something the page tells the reader once, until the next action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A link that could not be replayed (why); nothing changed.
    BadLink(String),
    /// A link's game was replayed (this many turns).
    Replayed(usize),
    /// The Littles on this square have all stepped this turn.
    AlreadyMoved(Square),
    /// No Little stands on this square.
    NoLittles(Square),
    /// Three steps are made: end the turn or undo a step.
    ThreeSteps,
    /// A Little steps to a neighbouring square only (from, to).
    NotNeighbour(Square, Square),
    /// A Little never steps onto a Gobbler.
    OntoGobbler(Square),
    /// Steps are pending: end the turn or undo them before passing.
    StepsPending,
    /// Not a landing square of the chosen Gobbler.
    NotLanding(Square),
    /// This Gobbler starves this turn: it has no move.
    Starving(Square),
    /// Click one of the Gobblers.
    PickGobbler,
    /// The computer plays this side.
    NotYourTurn,
    /// The game is over.
    GameOver,
    /// The rules refused a turn (their message).
    Illegal(String),
    /// The computer could not answer (its message).
    ComputerFailed(String),
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
}

/// What the page starts from: everything `web` reads from the browser before the first draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    /// The site's language.
    pub lang: Lang,
    /// Dice for the computer.
    pub seed: u64,
    /// The ranks kept in local storage, if any ([`Roster::encode`]'s text).
    pub ranks: Option<String>,
    /// The page's query (a shared game to replay).
    pub query: String,
}

impl Default for Start {
    /// English, dice 1, no stored ranks, no link.
    fn default() -> Start {
        Start {
            lang: Lang::En,
            seed: 1,
            ranks: None,
            query: String::new(),
        }
    }
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
        /// The turn or the error.
        reply: Result<String, String>,
        /// How long it thought, in milliseconds (as the worker measured it).
        ms: f64,
    },
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
        if let Some(text) = start.ranks {
            m.roster = Roster::decode(&text);
            m.new_game();
        }
        m.load_link(&start.query);
        let mut cmds = Vec::new();
        m.ask_computer(&mut cmds);
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
        }
    }

    /// The position on the board now (before the steps being made).
    #[must_use]
    pub fn position(&self) -> Position {
        self.game.position()
    }

    /// The position drawn: the Littles' steps being made applied (counts only).
    #[must_use]
    pub fn shown(&self) -> Position {
        let pos = self.position();
        if self.steps.is_empty() {
            return pos;
        }
        let mut counts = *pos.counts();
        for s in &self.steps {
            counts[s.from.index()] -= 1;
            counts[s.to.index()] += 1;
        }
        Position::new(
            counts,
            pos.gobblers(),
            pos.side(),
            pos.eaten(),
            pos.threshold(),
        )
        .unwrap_or(pos)
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

    /// How many steps of the turn being made leave `sq`.
    fn leaving(&self, sq: Square) -> u8 {
        self.steps.iter().filter(|s| s.from == sq).count() as u8
    }

    /// Whether a Little on `sq` may still step this turn.
    #[must_use]
    pub fn can_step_from(&self, sq: Square) -> bool {
        self.position().count(sq) > self.leaving(sq)
    }

    /// The squares the chosen Little may step to.
    #[must_use]
    pub fn step_targets(&self) -> Vec<Square> {
        let pos = self.position();
        match self.from {
            Some(from) => from.neighbours().filter(|&s| !pos.is_gobbler(s)).collect(),
            None => Vec::new(),
        }
    }

    /// The Gobblers that may move now (not starving), when the Gobbler player is to move.
    #[must_use]
    pub fn movable_gobblers(&self) -> Vec<Square> {
        let mut out: Vec<Square> = self
            .position()
            .gobbler_moves()
            .iter()
            .map(GobblerMove::from)
            .collect();
        out.dedup();
        out
    }

    /// Where the chosen Gobbler may hop next, with what each landing would eat.
    #[must_use]
    pub fn landings(&self) -> Vec<Landing> {
        let pos = self.position();
        let moves = pos.gobbler_moves();
        let mut out: Vec<Landing> = Vec::new();
        match self.path.as_slice() {
            [g] => {
                for mv in moves.iter().filter(|m| m.from() == *g) {
                    let s1 = mv.path()[1];
                    if out.iter().any(|l| l.square == s1) {
                        continue;
                    }
                    if mv.hops() == 1 {
                        out.push(landing(&pos, *mv, s1));
                    } else {
                        out.push(Landing {
                            square: s1,
                            ends: None,
                            hops: pos.count(s1),
                            scatter: 0,
                        });
                    }
                }
            }
            [g, s1] => {
                for mv in moves
                    .iter()
                    .filter(|m| m.hops() == 2 && m.from() == *g && m.path()[1] == *s1)
                {
                    out.push(landing(&pos, *mv, mv.to()));
                }
            }
            _ => {}
        }
        out
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
            Msg::NewGame => {
                self.notice = None;
                self.new_game();
            }
            Msg::Screen(s) => self.screen = s,
            Msg::SetPlayer(side, p) => {
                match side {
                    Side::Littles => self.setup.littles = p,
                    Side::Gobblers => self.setup.gobblers = p,
                }
                if !self.person_played && !self.replayed {
                    self.new_game();
                }
            }
            Msg::Lang(l) => self.lang = l,
            Msg::Computer { id, reply, ms } => {
                if self.thinking == Some(id) {
                    self.thinking = None;
                    self.think_ms = Some(ms);
                    match reply.and_then(|text| {
                        self.position()
                            .parse_turn(&text)
                            .map_err(|e| format!("{text}: {e}"))
                    }) {
                        Ok(turn) => self.play(turn, &mut fx),
                        Err(e) => self.notice = Some(Notice::ComputerFailed(e)),
                    }
                }
            }
        }
        self.ask_computer(&mut fx);
        fx
    }

    /// True if a person plays `side` and it is that side's turn; else sets the notice.
    fn check_person(&mut self, side: Side) -> bool {
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

    fn click(&mut self, sq: Square, fx: &mut Vec<Cmd>) {
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
        if self.steps.len() >= MAX_STEPS {
            self.notice = Some(Notice::ThreeSteps);
        } else if pos.is_gobbler(sq) || pos.count(sq) == 0 {
            if let Some(from) = self.from {
                self.notice = Some(Notice::NotNeighbour(from, sq));
            } else {
                self.notice = Some(Notice::NoLittles(sq));
            }
        } else if self.can_step_from(sq) {
            self.from = Some(sq);
        } else {
            self.notice = Some(Notice::AlreadyMoved(sq));
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

    fn play(&mut self, turn: Turn, fx: &mut Vec<Cmd>) {
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
            Err(e) => self.notice = Some(Notice::Illegal(e.to_string())),
        }
    }

    fn undo(&mut self) {
        self.from = None;
        self.path.clear();
        self.thinking = None;
        if !self.steps.is_empty() {
            self.steps.clear();
            return;
        }
        if !self.game.undo() {
            return;
        }
        // Back to a person's turn when the computer plays the other side.
        while !self.person_to_move() && self.to_move().is_some() && self.game.undo() {}
    }

    fn new_game(&mut self) {
        self.seats = self.setup;
        self.game = Game::new(
            self.roster
                .threshold(self.seats.gobblers, self.seats.littles),
        );
        self.steps.clear();
        self.from = None;
        self.path.clear();
        self.thinking = None;
        self.ranked = false;
        self.replayed = false;
        self.person_played = false;
    }

    fn load_link(&mut self, query: &str) {
        let link = match link::decode(query) {
            Ok(l) => l,
            Err(e) => {
                self.notice = Some(Notice::BadLink(e.to_string()));
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
                self.steps.clear();
                self.from = None;
                self.path.clear();
                self.thinking = None;
                self.ranked = true;
                self.replayed = true;
            }
            Err(e) => self.notice = Some(Notice::BadLink(e.to_string())),
        }
    }

    fn ask_computer(&mut self, fx: &mut Vec<Cmd>) {
        if self.thinking.is_some() {
            return;
        }
        let Some(level) = self.to_move().and_then(PlayerId::level) else {
            return;
        };
        let id = self.next_id;
        self.next_id += 1;
        self.thinking = Some(id);
        fx.push(Cmd::Think(Think {
            id,
            position: self.position().to_string(),
            level,
            budget_ms: crate::players::budget_ms(level),
            seed: self.seed.wrapping_add(u64::from(id)),
        }));
    }

    /// The query of the shareable link to this game.
    #[must_use]
    pub fn link_query(&self) -> String {
        link::encode(&self.game.text(), self.game.threshold())
    }
}

fn landing(pos: &Position, mv: GobblerMove, square: Square) -> Landing {
    let (hops, scatter) = match pos.play_gobbler_move(&mv) {
        Ok(p) => (p.hop_eaten[0] + p.hop_eaten[1], p.scatter_eaten),
        Err(_) => (0, 0),
    };
    Landing {
        square,
        ends: Some(mv),
        hops,
        scatter,
    }
}

#[cfg(test)]
pub(crate) mod tests;
