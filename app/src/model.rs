//! The app's state and the one place that changes it.
//!
//! The state is language-free: what the page says is chosen by the view from the message tables
//! ([`crate::i18n`]); the model keeps facts (a refused move and why, a bad link and what is wrong).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};

use gobblet_rules::{IllegalMove, Move, Player, Position, Size, Square, Status, Value, Variant};
use gobblet_tablebase::{Lookup, Manifest, Tablebase};

use crate::engine::{self, Level, Rng};
use crate::i18n::Lang;
use crate::link::{self, Link, LinkError, Page};
use crate::pages::editor::{Editor, EditorAction, EditorMsg};
use crate::pages::findings::Stats;
use crate::pages::learn::{Learn, LearnMsg};
use crate::pages::offline::{Offline, OfflineCmd, OfflineMsg};

/// What the player has picked up, waiting for a target square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// A piece of this size from the side to move's reserve.
    Reserve(Size),
    /// The side to move's top piece on this square.
    Board(Square),
}

/// Where the tablebase stands.
pub enum TbState {
    /// The manifest is being fetched.
    Loading,
    /// The manifest is loaded; shards arrive as needed.
    Ready(Box<Tablebase>),
    /// The tablebase cannot be used; the app still plays by the rules.
    Failed(String),
}

/// Every user action and every answer from the outside world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A click on a square.
    Square(Square),
    /// A click on a reserve piece.
    Reserve(Player, Size),
    /// Play this move (from the move list).
    Play(Move),
    /// Step back (one ply; against the computer, back to the human's previous turn).
    Undo,
    /// Step forward one ply along the line.
    Redo,
    /// Show this ply of the line.
    Jump(usize),
    /// Show or hide buried pieces.
    ToggleBuried,
    /// Show or hide the values in a game (hints).
    ToggleHints,
    /// Drop the current selection.
    Deselect,
    /// Go to a page.
    Page(Page),
    /// Speak this language.
    Lang(Lang),
    /// A new game on the current game page, from the start.
    NewGame,
    /// Against the computer: the human plays this side (starts a new game).
    Side(Player),
    /// Against the computer: its level (the game goes on).
    Level(Level),
    /// The computer's turn has come (sent by the web layer after a short pause): the ply it
    /// was asked for, so a stale request after an undo is ignored.
    ComputerMove(usize),
    /// Seeds the computer's random choices among equal moves.
    Seed(u64),
    /// From the explorer: play a game against the computer from the shown position.
    PlayFromHere,
    /// From the explorer: open the shown position in the editor.
    EditHere,
    /// Write out the best line from the shown position.
    BestLine,
    /// The manifest's text, or why it could not be fetched.
    Manifest(Result<String, String>),
    /// A shard's bytes, or why the fetch failed (it will be retried).
    Shard(u32, Result<Vec<u8>, String>),
    /// A shard could not be had after every retry.
    ShardGaveUp(u32, String),
    /// `tb/stats.json`, or why it could not be fetched.
    Stats(Result<String, String>),
    /// The URL changed (back/forward, or the first load): its query string.
    Url(String),
    /// The how-to-play page.
    Learn(LearnMsg),
    /// The position editor.
    Editor(EditorMsg),
    /// Offline use.
    Offline(OfflineMsg),
}

/// What `update` asks the outside world to do.
#[derive(Debug, Default)]
pub struct Effects {
    /// Shards to fetch.
    pub fetch: Vec<u32>,
    /// Push the current state to the browser history.
    pub push_url: bool,
    /// Fetch `tb/stats.json`.
    pub fetch_stats: bool,
    /// Send [`Msg::ComputerMove`] with this ply after a short pause.
    pub computer_move: Option<usize>,
    /// Remember this language (the user chose it).
    pub store_lang: Option<Lang>,
    /// Offline commands for the web layer.
    pub offline: Vec<OfflineCmd>,
}

/// Something to tell the user (the view words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A move was refused.
    Refused {
        /// The move.
        mv: Move,
        /// Why.
        why: IllegalMove,
        /// The side that tried it.
        side: Player,
    },
    /// It is the other player's turn.
    NotYourTurn(Player),
    /// No piece of that size left.
    NoneLeft(Player, Size),
    /// The clicked piece is the opponent's.
    OpponentsPiece {
        /// The square.
        sq: Square,
        /// Whose it is.
        owner: Player,
    },
    /// Pick a piece before a square.
    PickFirst(Player),
    /// The clicked piece has no square to go to.
    NowhereToGo(Square),
    /// The game is over (the view repeats how it ended).
    GameOver,
    /// Against the computer: wait for its move.
    ComputersTurn,
    /// A link could not be followed; the start is shown instead.
    BadLink(LinkError),
}

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

/// A line of play: its start, its moves, the positions after each, the ply shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The position the line starts from.
    pub start: Position,
    /// The moves of the line.
    pub moves: Vec<Move>,
    /// `positions[i]` is the position after `i` moves.
    pub positions: Vec<Position>,
    /// The ply shown.
    pub ply: usize,
}

impl Game {
    /// A line of no moves from `start`.
    #[must_use]
    pub fn new(start: Position) -> Game {
        Game {
            start,
            moves: Vec::new(),
            positions: vec![start],
            ply: 0,
        }
    }

    /// A line from `start` through `moves` (already checked legal), showing `ply`.
    #[must_use]
    pub fn with_moves(start: Position, moves: Vec<Move>, ply: usize) -> Game {
        let mut g = Game::new(start);
        for mv in moves {
            let next = g.positions[g.positions.len() - 1].play(mv);
            g.moves.push(mv);
            g.positions.push(next);
        }
        g.ply = ply.min(g.moves.len());
        g
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
        let history = &self.positions[..=self.ply];
        match self.position().status(variant) {
            Status::Line { winner, lines } => GameState::Line(winner, lines),
            Status::NoMove => GameState::NoMove,
            Status::Ongoing if engine::occurrences(history) >= engine::REPETITION_DRAW => {
                GameState::Repetition
            }
            Status::Ongoing => GameState::Ongoing,
        }
    }

    /// Plays `mv` (legal) at the shown ply; playing the line's own next move keeps the rest.
    fn push(&mut self, mv: Move, next: Position) {
        if self.moves.get(self.ply) != Some(&mv) {
            self.moves.truncate(self.ply);
            self.positions.truncate(self.ply + 1);
            self.moves.push(mv);
            self.positions.push(next);
        }
        self.ply += 1;
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

/// The whole state of the app.
pub struct Model {
    /// The rules (from the manifest; standard until it arrives).
    pub variant: Variant,
    /// The page shown.
    pub page: Page,
    /// The language spoken.
    pub lang: Lang,
    /// The explorer's line.
    pub explore: Game,
    /// The game against the computer.
    pub play: Game,
    /// The two-player game.
    pub two: Game,
    /// The computer's settings.
    pub opponent: Opponent,
    /// The piece picked up, if any.
    pub selected: Option<Selection>,
    /// Whether buried pieces are hidden, as in the physical game.
    pub hide_buried: bool,
    /// Whether the values are shown in games (the explorer always shows them).
    pub hints: bool,
    /// Something to tell the user.
    pub notice: Option<Notice>,
    /// The best line asked for, if any.
    pub best_line: Option<BestLine>,
    /// The tablebase.
    pub tb: TbState,
    /// Shards being fetched.
    pub fetching: BTreeSet<u32>,
    /// Shards given up on, with why.
    pub failed: BTreeMap<u32, String>,
    /// Failed attempts so far per shard (shown while retrying).
    pub retries: BTreeMap<u32, u32>,
    /// The findings (`None` until fetched).
    pub stats: Option<Result<Stats, String>>,
    /// Whether `tb/stats.json` has been asked for.
    stats_requested: bool,
    /// The how-to-play page.
    pub learn: Learn,
    /// The position editor.
    pub editor: Editor,
    /// Offline use.
    pub offline: Offline,
    /// The computer's dice.
    rng: Rng,
    /// The ply the computer has been asked to move at (a pause is running).
    computer_pending: Option<usize>,
    /// The query string to apply once the manifest (and so the rules) is known.
    pending_url: Option<String>,
    /// Memoised local searches (`gobblet_tablebase::local`): every redraw asks for the values
    /// of the same children again, and the search costs far more than a lookup.
    local_cache: RefCell<HashMap<Position, Option<Value>>>,
}

impl Default for Model {
    fn default() -> Model {
        Model::new()
    }
}

impl Model {
    /// A fresh app at the explorer's start.
    #[must_use]
    pub fn new() -> Model {
        Model {
            variant: Variant::STANDARD,
            page: Page::Explore,
            lang: Lang::En,
            explore: Game::new(Position::START),
            play: Game::new(Position::START),
            two: Game::new(Position::START),
            opponent: Opponent {
                human: Player::P1,
                level: Level::Medium,
            },
            selected: None,
            hide_buried: false,
            hints: false,
            notice: None,
            best_line: None,
            tb: TbState::Loading,
            fetching: BTreeSet::new(),
            failed: BTreeMap::new(),
            retries: BTreeMap::new(),
            stats: None,
            stats_requested: false,
            learn: Learn::new(),
            editor: Editor::new(),
            offline: Offline::default(),
            rng: Rng::new(0x9e37_79b9_7f4a_7c15),
            computer_pending: None,
            pending_url: None,
            local_cache: RefCell::new(HashMap::new()),
        }
    }

    /// The game of the page shown (the explorer's line on pages without a game).
    #[must_use]
    pub fn game(&self) -> &Game {
        match self.page {
            Page::Play => &self.play,
            Page::Two => &self.two,
            _ => &self.explore,
        }
    }

    fn game_mut(&mut self) -> &mut Game {
        match self.page {
            Page::Play => &mut self.play,
            Page::Two => &mut self.two,
            _ => &mut self.explore,
        }
    }

    /// The position shown.
    #[must_use]
    pub fn position(&self) -> Position {
        self.game().position()
    }

    /// The state as a link.
    #[must_use]
    pub fn link(&self) -> Link {
        if !self.page.is_game() {
            return Link {
                page: self.page,
                step: (self.page == Page::Learn).then(|| self.learn.step()),
                ..Link::at(Position::START)
            };
        }
        let g = self.game();
        let play = self.page == Page::Play;
        Link {
            page: self.page,
            start: g.start,
            moves: g.moves.clone(),
            ply: g.ply,
            side: play.then_some(self.opponent.human),
            level: play.then_some(self.opponent.level),
            step: None,
        }
    }

    /// How the game stands at the shown ply.
    #[must_use]
    pub fn game_state(&self) -> GameState {
        self.game().state(&self.variant)
    }

    /// Whether values are shown on this page (always in the explorer; with hints in games).
    #[must_use]
    pub fn values_shown(&self) -> bool {
        self.page == Page::Explore || self.hints
    }

    /// Whether it is the computer's turn in the game against it.
    #[must_use]
    pub fn computers_turn(&self) -> bool {
        self.page == Page::Play
            && self.game_state() == GameState::Ongoing
            && self.position().side_to_move() != self.opponent.human
    }

    /// Every legal move at the shown ply with what is known of its value for the side to move,
    /// best first (empty when the game is over).
    #[must_use]
    pub fn move_values(&self) -> Vec<(Move, Lookup)> {
        if self.game_state() != GameState::Ongoing {
            return Vec::new();
        }
        self.values_at(&self.position())
    }

    /// The moves of `pos` with their values (unknown where a shard was given up on).
    fn values_at(&self, pos: &Position) -> Vec<(Move, Lookup)> {
        match &self.tb {
            // A shard given up on will not arrive: its moves are unknown, not loading.
            TbState::Ready(tb) => tb
                .moves_with(pos, &mut |p| self.local_value(p))
                .into_iter()
                .map(|(mv, l)| match l {
                    Lookup::NeedShard(id) if self.failed.contains_key(&id) => {
                        (mv, Lookup::NotInTable)
                    }
                    other => (mv, other),
                })
                .collect(),
            _ => {
                let mut v: Vec<(Move, Lookup)> = pos
                    .legal_moves(&self.variant)
                    .iter()
                    .map(|&m| (m, Lookup::NotInTable))
                    .collect();
                v.sort_by_key(|(m, _)| *m);
                v
            }
        }
    }

    /// The value of the shown position for its side to move, if known.
    #[must_use]
    pub fn value(&self) -> Option<Value> {
        self.value_given(&self.move_values())
    }

    /// The same, from [`Model::move_values`] already computed (a render needs both).
    #[must_use]
    pub fn value_given(&self, moves: &[(Move, Lookup)]) -> Option<Value> {
        if self.game_state() == GameState::Repetition {
            return Some(Value::Draw);
        }
        value_of(&self.position(), moves, |p| self.local_value(p))
    }

    /// The local search's answer for `pos`, memoised.
    fn local_value(&self, pos: &Position) -> Option<Value> {
        if let Some(v) = self.local_cache.borrow().get(pos) {
            return *v;
        }
        let v = gobblet_tablebase::local::local_value(&self.variant, pos);
        let mut cache = self.local_cache.borrow_mut();
        if cache.len() > 100_000 {
            cache.clear(); // a long session: start over rather than grow without bound
        }
        cache.insert(*pos, v);
        v
    }

    /// The manifest, once loaded.
    #[must_use]
    pub fn manifest(&self) -> Option<&Manifest> {
        match &self.tb {
            TbState::Ready(tb) => Some(tb.manifest()),
            _ => None,
        }
    }

    /// Handles one message.
    pub fn update(&mut self, msg: Msg) -> Effects {
        let mut fx = Effects::default();
        match msg {
            Msg::Square(sq) => self.click_square(sq, &mut fx),
            Msg::Reserve(player, size) => self.click_reserve(player, size),
            Msg::Play(mv) => self.human_move(mv, &mut fx),
            Msg::Undo => self.undo(&mut fx),
            Msg::Redo => {
                let to = (self.game().ply + 1).min(self.game().moves.len());
                self.jump(to, &mut fx);
            }
            Msg::Jump(ply) => self.jump(ply.min(self.game().moves.len()), &mut fx),
            Msg::ToggleBuried => self.hide_buried = !self.hide_buried,
            Msg::ToggleHints => self.hints = !self.hints,
            Msg::Deselect => self.selected = None,
            Msg::Page(page) => self.go_to(page, &mut fx),
            Msg::Lang(lang) => {
                self.lang = lang;
                fx.store_lang = Some(lang);
            }
            // A game from an edited position starts again from that position.
            Msg::NewGame => self.new_game(self.game().start, &mut fx),
            Msg::Side(side) => {
                self.opponent.human = side;
                self.new_game(self.play.start, &mut fx);
            }
            Msg::Level(level) => {
                self.opponent.level = level;
                fx.push_url = true;
            }
            Msg::ComputerMove(ply) => {
                if self.computer_pending == Some(ply) {
                    self.computer_pending = None;
                    self.computer_move(ply, &mut fx);
                }
            }
            Msg::Seed(seed) => self.rng = Rng::new(seed),
            Msg::PlayFromHere => {
                let pos = self.position();
                self.opponent.human = pos.side_to_move();
                self.page = Page::Play;
                self.new_game(pos, &mut fx);
            }
            Msg::EditHere => {
                self.editor = Editor::load(self.position(), &self.variant);
                self.go_to(Page::Editor, &mut fx);
            }
            Msg::BestLine => {
                self.best_line = Some(BestLine {
                    from: self.position(),
                    moves: Vec::new(),
                    end: None,
                });
            }
            Msg::Manifest(Ok(json)) => match Manifest::parse(&json, None) {
                Ok(m) => {
                    self.variant = m.variant;
                    self.local_cache.borrow_mut().clear();
                    self.tb = TbState::Ready(Box::new(Tablebase::new(m)));
                    let url = self.pending_url.take().unwrap_or_default();
                    self.apply_url(&url);
                    // Offline use learns the table to save and counts what is saved of it.
                    if let TbState::Ready(tb) = &self.tb {
                        let cmds = self
                            .offline
                            .update(OfflineMsg::ManifestLoaded, Some(tb.manifest()));
                        fx.offline.extend(cmds);
                    }
                }
                Err(e) => self.tb_failed(format!("{e}")),
            },
            Msg::Manifest(Err(e)) => self.tb_failed(e),
            Msg::Shard(id, result) => {
                self.fetching.remove(&id);
                match result {
                    Ok(bytes) => {
                        if let TbState::Ready(tb) = &mut self.tb {
                            if let Err(e) = tb.insert_shard(id, &bytes) {
                                self.failed.insert(id, e.to_string());
                            }
                        }
                        self.retries.remove(&id);
                    }
                    Err(_) => *self.retries.entry(id).or_insert(0) += 1,
                }
            }
            Msg::ShardGaveUp(id, why) => {
                self.fetching.remove(&id);
                self.retries.remove(&id);
                self.failed.insert(id, why);
            }
            Msg::Stats(result) => {
                self.stats =
                    Some(result.and_then(|json| Stats::parse(&json).map_err(|e| e.to_string())));
            }
            Msg::Url(query) => {
                if matches!(self.tb, TbState::Loading) {
                    // The page is known at once; the line waits for the rules.
                    if let Some(page) = page_of(&query) {
                        self.page = page;
                    }
                    self.pending_url = Some(query);
                } else {
                    self.apply_url(&query);
                }
            }
            Msg::Learn(m) => {
                let before = self.learn.step();
                self.notice = None;
                self.learn.update(m);
                // A new step is a new page of the lesson: in the history and the link.
                fx.push_url = self.learn.step() != before;
            }
            Msg::Editor(m) => match self.editor.update(m, &self.variant) {
                Some(EditorAction::Explore(pos)) => {
                    self.explore = Game::new(pos);
                    self.go_to(Page::Explore, &mut fx);
                }
                Some(EditorAction::Play(pos)) => {
                    self.opponent.human = pos.side_to_move();
                    self.page = Page::Play;
                    self.new_game(pos, &mut fx);
                }
                None => {}
            },
            Msg::Offline(m) => {
                let manifest = match &self.tb {
                    TbState::Ready(tb) => Some(tb.manifest()),
                    _ => None,
                };
                let cmds = self.offline.update(m, manifest);
                fx.offline.extend(cmds);
            }
        }
        self.extend_best_line();
        if self.page == Page::Findings && !self.stats_requested {
            self.stats_requested = true;
            fx.fetch_stats = true;
        }
        self.ask_computer(&mut fx);
        fx.fetch = self.shards_to_fetch();
        self.fetching.extend(fx.fetch.iter().copied());
        fx
    }

    fn tb_failed(&mut self, why: String) {
        self.tb = TbState::Failed(why);
        let url = self.pending_url.take().unwrap_or_default();
        self.apply_url(&url);
    }

    fn go_to(&mut self, page: Page, fx: &mut Effects) {
        if page != self.page {
            self.page = page;
            self.selected = None;
            self.notice = None;
            fx.push_url = true;
        }
    }

    fn apply_url(&mut self, query: &str) {
        self.selected = None;
        self.notice = None;
        match link::decode(query, &self.variant) {
            Ok(l) => {
                self.page = l.page;
                if let Some(side) = l.side {
                    self.opponent.human = side;
                }
                if let Some(level) = l.level {
                    self.opponent.level = level;
                }
                if let Some(step) = l.step {
                    self.learn.goto(step);
                }
                let game = Game::with_moves(l.start, l.moves, l.ply);
                match l.page {
                    Page::Play => self.play = game,
                    Page::Two => self.two = game,
                    Page::Explore => self.explore = game,
                    _ => {}
                }
            }
            Err(e) => {
                self.page = page_of(query).unwrap_or_default();
                *self.game_mut() = Game::new(Position::START);
                self.notice = Some(Notice::BadLink(e));
            }
        }
        self.computer_pending = None;
    }

    fn new_game(&mut self, start: Position, fx: &mut Effects) {
        *self.game_mut() = Game::new(start);
        self.selected = None;
        self.notice = None;
        self.computer_pending = None;
        fx.push_url = true;
    }

    fn jump(&mut self, ply: usize, fx: &mut Effects) {
        if ply != self.game().ply {
            self.game_mut().ply = ply;
            fx.push_url = true;
        }
        self.selected = None;
        self.notice = None;
        self.computer_pending = None;
    }

    /// Undo; against the computer, back to the human's previous turn.
    fn undo(&mut self, fx: &mut Effects) {
        let g = self.game();
        let mut ply = g.ply.saturating_sub(1);
        if self.page == Page::Play {
            while ply > 0 && g.positions[ply].side_to_move() != self.opponent.human {
                ply -= 1;
            }
            if g.positions[ply].side_to_move() != self.opponent.human {
                // The computer opened the game: back to the start, and it moves again.
                ply = 0;
            }
        }
        self.jump(ply, fx);
    }

    fn human_move(&mut self, mv: Move, fx: &mut Effects) {
        if self.computers_turn() {
            self.notice = Some(Notice::ComputersTurn);
            self.selected = None;
            return;
        }
        self.play_move(mv, fx);
    }

    fn play_move(&mut self, mv: Move, fx: &mut Effects) {
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
                fx.push_url = true;
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

    /// Against the computer, at its turn with every value known: ask for a move after a pause.
    fn ask_computer(&mut self, fx: &mut Effects) {
        if !self.computers_turn() || self.computer_pending.is_some() {
            return;
        }
        let moves = self.move_values();
        let waiting = moves.iter().any(|(_, l)| matches!(l, Lookup::NeedShard(_)))
            || matches!(self.tb, TbState::Loading);
        if waiting {
            return;
        }
        let ply = self.game().ply;
        self.computer_pending = Some(ply);
        fx.computer_move = Some(ply);
    }

    fn computer_move(&mut self, ply: usize, fx: &mut Effects) {
        if !self.computers_turn() || self.game().ply != ply {
            return;
        }
        let moves = self.move_values();
        if let Some(mv) = engine::choose(self.opponent.level, &moves, &mut self.rng) {
            self.play_move(mv, fx);
        }
    }

    /// Extends the best line asked for as far as the fetched shards allow.
    fn extend_best_line(&mut self) {
        let Some(mut line) = self.best_line.take() else {
            return;
        };
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
            if line.moves.len() >= BEST_LINE_MAX {
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
        self.best_line = Some(line);
    }

    /// The end of the best line asked for, while it waits for shards.
    fn best_line_end(&self) -> Option<Position> {
        let line = self.best_line.as_ref().filter(|l| l.end.is_none())?;
        Some(line.moves.iter().fold(line.from, |p, (mv, _)| p.play(*mv)))
    }

    fn shards_to_fetch(&self) -> Vec<u32> {
        let TbState::Ready(tb) = &self.tb else {
            return Vec::new();
        };
        let mut wanted = Vec::new();
        if self.page.is_game() && self.game_state() == GameState::Ongoing {
            wanted.extend(tb.missing_shards_with(&self.position(), &mut |p| self.local_value(p)));
        }
        if let Some(end) = self.best_line_end() {
            wanted.extend(tb.missing_shards_with(&end, &mut |p| self.local_value(p)));
        }
        wanted.sort_unstable();
        wanted.dedup();
        // A shard being retried is still being fetched (its task retries by itself).
        wanted.retain(|id| {
            !self.fetching.contains(id)
                && !self.retries.contains_key(id)
                && !self.failed.contains_key(id)
        });
        wanted
    }

    fn click_reserve(&mut self, player: Player, size: Size) {
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

    fn click_square(&mut self, sq: Square, fx: &mut Effects) {
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

    fn has_move_to(&self, from: Square, to: Square) -> bool {
        self.position()
            .check_move(&self.variant, Move::Step { from, to })
            .is_ok()
    }

    fn select_board(&mut self, sq: Square) {
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
fn value_of(
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

/// The page a query string names, if it names one.
fn page_of(query: &str) -> Option<Page> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("page="))
        .and_then(Page::from_tag)
}
