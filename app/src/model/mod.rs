//! The app's state and the one place that changes it.
//!
//! The state is language-free: what the page says is chosen by the view from the message tables
//! ([`crate::i18n`]); the model keeps facts (a refused move and why, a bad link and what is wrong).

use std::cell::RefCell;
use std::collections::HashMap;

use gobblet_rules::rng::Rng;
use gobblet_rules::{Move, Player, Position, Reveal, Size, Square, Value, Variant};
use gobblet_tablebase::layout::INDEX_ID;
#[cfg(feature = "full")]
use gobblet_tablebase::stats::StatsError;
use gobblet_tablebase::{Lookup, Manifest, Tablebase, TbError};
// Flat sorted maps for the few chunk ids in flight or in trouble: each B-tree or hash map type
// costs the explorer's module kilobytes of wasm (`cargo xtask bench web`).
use litemap::LiteMap;

use crate::engine::Level;
use crate::fetch::{FetchError, LoadError, RangesIgnored};
use crate::i18n::Lang;
use crate::link::{self, Link, Page};
use crate::orient::Orientation;
#[cfg(feature = "full")]
use crate::pages::editor::{Editor, EditorAction, EditorMsg};
#[cfg(feature = "full")]
use crate::pages::findings::Stats;
#[cfg(feature = "full")]
use crate::pages::learn::{Learn, LearnMsg};
use crate::pages::offline::{Offline, OfflineMsg};
#[cfg(feature = "full")]
use crate::pages::puzzles::{PuzzleMsg, Puzzles};

mod boot;
mod game;
mod notice;
mod options;
#[cfg(feature = "full")]
mod puzzles;
mod review;
mod session;

pub use boot::Boot;
use game::value_of;
pub use game::{BestLine, Game, GameState, LineEnd, NodeId, Opponent, BEST_LINE_MAX};
pub use notice::{Cmd, Cmds, Notice};
pub use review::{Preview, Review, ReviewRow, PREVIEW_PLIES};

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
    /// The tablebase cannot be used (its manifest did not arrive or was refused); the app still
    /// plays by the rules.
    Failed(LoadError),
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
    /// Step back one ply along the line (only looking, on every game page).
    Back,
    /// Show this ply of the line.
    Jump(usize),
    /// Show the line through this node of the game's tree (a variation's move).
    Node(NodeId),
    /// Show the next (`true`) or previous variation of the move shown.
    Variation(bool),
    /// Make the line shown the main line.
    Promote,
    /// Delete the move shown and every move played after it.
    DeleteHere,
    /// Against the computer, at its turn: let it move from the position shown.
    Continue,
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
    Manifest(Result<String, FetchError>),
    /// The server answered the range request for this chunk with the whole pack (the download
    /// was stopped): no chunk can be fetched from this server.
    RangesRefused(u32, RangesIgnored),
    /// A shard's bytes, or why the fetch failed (it will be retried).
    Shard(u32, Result<Vec<u8>, FetchError>),
    /// A shard could not be had after every retry (why the last attempt failed).
    ShardGaveUp(u32, FetchError),
    #[cfg(feature = "full")]
    /// `tb/stats.json`, or why it could not be fetched.
    Stats(Result<String, FetchError>),
    /// The URL changed (back/forward, or the first load): its query string.
    Url(String),
    #[cfg(feature = "full")]
    /// The how-to-play page.
    Learn(LearnMsg),
    #[cfg(feature = "full")]
    /// The position editor.
    Editor(EditorMsg),
    /// Offline use.
    Offline(OfflineMsg),
    #[cfg(feature = "full")]
    /// The puzzle page.
    Puzzle(PuzzleMsg),
    #[cfg(feature = "full")]
    /// `tb/puzzles.json`, or why it could not be fetched.
    PuzzleFile(Result<String, FetchError>),
    /// Turn the board view a quarter turn clockwise.
    Rotate,
    /// Mirror the board view left to right.
    Flip,
    /// Show moves that are the same by the position's symmetry once, or each.
    ToggleGroup,
    /// Open this pasted text (a move list, a position or a link) in the explorer.
    Paste(String),
    /// The browser offers to install the app (its `beforeinstallprompt`), or no longer does.
    InstallOffered(bool),
    /// Install the app (show the browser's prompt).
    Install,
    /// Open or close the game review.
    ToggleReview,
    /// Preview this listed move's line on the board (`None`: back to the position).
    Preview(Option<Move>),
    /// Read the reveal rule this way from now on (every game page and the tutorial).
    Reveal(Reveal),
    /// The explorer's module could not load the full module for the page shown (the browser's
    /// reason goes to the console).
    PageFailed,
}

/// The whole state of the app.
pub struct Model {
    /// The rules (from the manifest; standard until it arrives), read with the reveal rule
    /// chosen ([`Msg::Reveal`], `reveal=` in the link).
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
    /// How the game pages' board is turned on the screen.
    pub view: Orientation,
    /// Whether moves that are the same by the position's symmetry are listed once.
    pub group_same: bool,
    /// Whether the browser offers to install the app.
    pub install_offered: bool,
    /// Something to tell the user.
    pub notice: Option<Notice>,
    /// The best line asked for, if any.
    pub best_line: Option<BestLine>,
    /// Whether the game review is open.
    pub review: bool,
    /// The listed move whose line the board previews, if any.
    pub preview: Option<Preview>,
    /// The tablebase.
    pub tb: TbState,
    /// Shards being fetched.
    pub fetching: LiteMap<u32, ()>,
    /// Shards given up on, with why.
    pub failed: LiteMap<u32, LoadError>,
    /// Failed attempts so far per shard (shown while retrying).
    pub retries: LiteMap<u32, u32>,
    /// Why no chunk can be fetched any more (the server ignores range requests), if so.
    pub ranges_refused: Option<RangesIgnored>,
    #[cfg(feature = "full")]
    /// The findings (`None` until fetched).
    pub stats: Option<Result<Stats, LoadError<StatsError>>>,
    #[cfg(feature = "full")]
    /// Whether `tb/stats.json` has been asked for.
    stats_requested: bool,
    #[cfg(feature = "full")]
    /// The how-to-play page.
    pub learn: Learn,
    #[cfg(feature = "full")]
    /// The position editor.
    pub editor: Editor,
    /// Offline use.
    pub offline: Offline,
    #[cfg(feature = "full")]
    /// The puzzles.
    pub puzzles: Puzzles,
    /// The computer's dice.
    rng: Rng,
    /// The ply the computer has been asked to move at (a pause is running).
    computer_pending: Option<usize>,
    /// Whether a move is due from the computer at its turn: the human just moved, a new game
    /// began or *Continue from here* was asked. Looking at a position (a jump, a link, the
    /// back button, a variation) never makes it move.
    computer_due: bool,
    /// The query string to apply once the manifest (and so the rules) is known.
    pending_url: Option<String>,
    /// The explorer's module: the position *Edit this position* asked the editor for (the
    /// editor is in the full module; the handover carries it there, see [`Model::session`]).
    #[cfg(not(feature = "full"))]
    pub edit_request: Option<Position>,
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
            view: Orientation::UPRIGHT,
            group_same: false,
            install_offered: false,
            notice: None,
            best_line: None,
            review: false,
            preview: None,
            tb: TbState::Loading,
            fetching: LiteMap::new(),
            failed: LiteMap::new(),
            retries: LiteMap::new(),
            ranges_refused: None,
            #[cfg(feature = "full")]
            stats: None,
            #[cfg(feature = "full")]
            stats_requested: false,
            #[cfg(feature = "full")]
            learn: Learn::new(),
            #[cfg(feature = "full")]
            editor: Editor::new(),
            offline: Offline::default(),
            #[cfg(feature = "full")]
            puzzles: Puzzles::default(),
            rng: Rng::new(0x9e37_79b9_7f4a_7c15),
            computer_pending: None,
            computer_due: true,
            pending_url: None,
            local_cache: RefCell::new(HashMap::new()),
            #[cfg(not(feature = "full"))]
            edit_request: None,
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
                #[cfg(feature = "full")]
                step: (self.page == Page::Learn).then(|| self.learn.step()),
                #[cfg(feature = "full")]
                puzzle: self.puzzle_number(),
                reveal: self.variant.reveal,
                #[cfg(not(feature = "full"))]
                step: None,
                #[cfg(not(feature = "full"))]
                puzzle: None,
                ..Link::at(Position::START)
            };
        }
        self.game_link(self.page)
    }

    /// The game of game page `page` as a link (the explorer's for any other page).
    fn game_link(&self, page: Page) -> Link {
        let g = match page {
            Page::Play => &self.play,
            Page::Two => &self.two,
            _ => &self.explore,
        };
        let play = page == Page::Play;
        let (lines, line) = g.lines();
        let lines = if g.moves().is_empty() && lines.len() == 1 {
            Vec::new()
        } else {
            lines
        };
        Link {
            page,
            start: g.start(),
            lines,
            line,
            ply: g.ply(),
            side: play.then_some(self.opponent.human),
            level: play.then_some(self.opponent.level),
            step: None,
            puzzle: None,
            view: self.view,
            review: self.review,
            reveal: self.variant.reveal,
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

    /// Against the computer, at its turn, when only looking (after a jump, a link, the back
    /// button): it moves when asked to ([`Msg::Continue`]) or when the human moves elsewhere.
    #[must_use]
    pub fn computer_waits(&self) -> bool {
        self.computers_turn() && !self.computer_due
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
                .moves_with(&self.variant, pos, &mut |p| self.local_value(p))
                .into_iter()
                .map(|(mv, l)| match l {
                    Lookup::NeedShard(id)
                        if self.failed.contains_key(&id) || self.ranges_refused.is_some() =>
                    {
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
                gobblet_rules::sort::by_key(&mut v, |(m, _)| *m);
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
    pub fn update(&mut self, msg: Msg) -> Cmds {
        let mut fx = Cmds::default();
        match msg {
            Msg::Square(sq) => self.click_square(sq, &mut fx),
            Msg::Reserve(player, size) => self.click_reserve(player, size),
            Msg::Play(mv) => self.human_move(mv, &mut fx),
            Msg::Undo => self.undo(&mut fx),
            Msg::Back => {
                let to = self.game().ply().saturating_sub(1);
                self.jump(to, &mut fx);
            }
            Msg::Redo => {
                let to = (self.game().ply() + 1).min(self.game().moves().len());
                self.jump(to, &mut fx);
            }
            Msg::Jump(ply) => self.jump(ply.min(self.game().moves().len()), &mut fx),
            Msg::Node(node) => {
                let changed = self.game_mut().show_node(node);
                self.tree_changed(changed, &mut fx);
            }
            Msg::Variation(down) => {
                let changed = self.game_mut().cycle_variation(down);
                self.tree_changed(changed, &mut fx);
            }
            Msg::Promote => {
                let changed = self.game_mut().promote();
                self.tree_changed(changed, &mut fx);
            }
            Msg::DeleteHere => {
                let changed = self.game_mut().delete_here();
                self.tree_changed(changed, &mut fx);
            }
            Msg::Continue => {
                self.selected = None;
                self.notice = None;
                self.computer_due = true;
            }
            Msg::ToggleBuried => self.hide_buried = !self.hide_buried,
            Msg::ToggleHints => self.hints = !self.hints,
            Msg::Deselect => {
                self.selected = None;
                self.preview = None;
            }
            Msg::Page(page) => self.go_to(page, &mut fx),
            Msg::Lang(lang) => {
                self.lang = lang;
                fx.push(Cmd::StoreLang(lang));
            }
            // A game from an edited position starts again from that position.
            Msg::NewGame => self.new_game(self.game().start(), &mut fx),
            Msg::Side(side) => {
                self.opponent.human = side;
                self.new_game(self.play.start(), &mut fx);
            }
            Msg::Level(level) => {
                self.opponent.level = level;
                fx.push(Cmd::PushUrl);
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
                self.open_editor_at(self.position());
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
                // A packed table's index is fetched like a chunk (`INDEX_ID`), right away: the
                // opening book and the local search colour the first screens meanwhile.
                Ok(m) => self.tb_loaded(Tablebase::new(m, None), &mut fx),
                Err(e) => self.tb_failed(LoadError::Refused(e)),
            },
            Msg::RangesRefused(id, why) => {
                self.fetching.remove(&id);
                self.retries.remove(&id);
                self.ranges_refused = Some(why);
            }
            Msg::Manifest(Err(e)) => self.tb_failed(LoadError::Fetch(e)),
            Msg::Shard(id, result) => {
                self.fetching.remove(&id);
                match result {
                    Ok(bytes) => {
                        if let TbState::Ready(tb) = &mut self.tb {
                            if let Err(e) = tb.insert_shard(id, &bytes) {
                                self.failed.insert(id, LoadError::Refused(e));
                            } else if id == INDEX_ID {
                                // The chunks are known now: offline use can plan its save.
                                let cmds =
                                    self.offline.update(OfflineMsg::ManifestLoaded, Some(tb));
                                fx.extend(cmds.into_iter().map(|c| Cmd::Offline(Box::new(c))));
                            }
                        }
                        self.retries.remove(&id);
                    }
                    Err(_) => {
                        let tries = self.retries.get(&id).copied().unwrap_or(0);
                        self.retries.insert(id, tries + 1);
                    }
                }
            }
            Msg::ShardGaveUp(id, why) => {
                self.fetching.remove(&id);
                self.retries.remove(&id);
                self.failed.insert(id, LoadError::Fetch(why));
            }
            #[cfg(feature = "full")]
            Msg::Stats(result) => {
                self.stats = Some(
                    result
                        .map_err(LoadError::Fetch)
                        .and_then(|json| Stats::parse(&json).map_err(LoadError::Refused)),
                );
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
            #[cfg(feature = "full")]
            Msg::Learn(m) => {
                let before = self.learn.step();
                self.notice = None;
                self.learn.update(m);
                // A new step is a new page of the lesson: in the history and the link.
                if self.learn.step() != before {
                    fx.push(Cmd::PushUrl);
                }
            }
            #[cfg(feature = "full")]
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
                let table = match &self.tb {
                    TbState::Ready(tb) => Some(tb.as_ref()),
                    _ => None,
                };
                let cmds = self.offline.update(m, table);
                fx.extend(cmds.into_iter().map(|c| Cmd::Offline(Box::new(c))));
            }
            #[cfg(feature = "full")]
            Msg::Puzzle(m) => self.puzzle_msg(m, &mut fx),
            #[cfg(feature = "full")]
            Msg::PuzzleFile(result) => {
                let variant = self.variant;
                self.puzzles.loaded(result, &variant);
            }
            Msg::Rotate
            | Msg::Flip
            | Msg::ToggleGroup
            | Msg::Paste(_)
            | Msg::InstallOffered(_)
            | Msg::Install => self.update_options(msg, &mut fx),
            Msg::ToggleReview | Msg::Preview(_) => self.update_review(msg, &mut fx),
            Msg::Reveal(reveal) => {
                if reveal != self.variant.reveal {
                    self.set_reveal(reveal);
                    self.notice = None;
                    fx.push(Cmd::PushUrl);
                }
            }
            Msg::PageFailed => self.notice = Some(Notice::PageFailed),
        }
        self.extend_best_line();
        #[cfg(feature = "full")]
        self.puzzle_turn(&mut fx);
        self.extend_preview();
        #[cfg(feature = "full")]
        if self.page == Page::Findings && !self.stats_requested {
            self.stats_requested = true;
            fx.push(Cmd::FetchStats);
        }
        self.ask_computer(&mut fx);
        for id in self.shards_to_fetch() {
            self.fetching.insert(id, ());
            fx.push(Cmd::FetchChunk(id));
        }
        fx
    }

    /// The tablebase is open (or could not be): colours can come.
    fn tb_loaded(&mut self, tb: Result<Tablebase, TbError>, fx: &mut Cmds) {
        let tb = match tb {
            Ok(tb) => tb,
            Err(e) => return self.tb_failed(LoadError::Refused(e)),
        };
        let reveal = self.variant.reveal;
        self.variant = *tb.variant();
        self.variant.reveal = reveal;
        self.local_cache.borrow_mut().clear();
        self.tb = TbState::Ready(Box::new(tb));
        let url = self.pending_url.take().unwrap_or_default();
        self.apply_url(&url);
        // Offline use learns the table to save and counts what is saved of it.
        if let TbState::Ready(tb) = &self.tb {
            let cmds = self.offline.update(OfflineMsg::ManifestLoaded, Some(tb));
            fx.extend(cmds.into_iter().map(|c| Cmd::Offline(Box::new(c))));
        }
    }

    fn tb_failed(&mut self, why: LoadError) {
        self.tb = TbState::Failed(why);
        let url = self.pending_url.take().unwrap_or_default();
        self.apply_url(&url);
    }

    fn go_to(&mut self, page: Page, fx: &mut Cmds) {
        if page != self.page {
            self.page = page;
            self.selected = None;
            self.notice = None;
            fx.push(Cmd::PushUrl);
        }
    }

    fn apply_url(&mut self, query: &str) {
        self.selected = None;
        self.notice = None;
        match link::decode(query, &self.variant) {
            Ok(l) => {
                self.page = l.page;
                self.set_reveal(l.reveal);
                if let Some(side) = l.side {
                    self.opponent.human = side;
                }
                if let Some(level) = l.level {
                    self.opponent.level = level;
                }
                #[cfg(feature = "full")]
                if let Some(step) = l.step {
                    self.learn.goto(step);
                }
                #[cfg(feature = "full")]
                if l.page == Page::Puzzles {
                    self.puzzles.open_number(l.puzzle.as_deref());
                }
                if l.page.is_game() {
                    self.view = l.view;
                    self.review = l.review;
                }
                // A link opens a game to look at: against the computer, it moves only when
                // the game has not begun (a new game it opens).
                self.computer_due = l.lines.is_empty();
                let game = Game::with_lines(l.start, &l.lines, l.line, l.ply);
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
}

impl Model {
    /// Reads the reveal rule as `reveal` from now on: the memoised local searches are dropped,
    /// and each game's line is cut before its first move the new reading refuses (a lift that
    /// revealed a line, when going back to the standard reading).
    fn set_reveal(&mut self, reveal: Reveal) {
        if reveal == self.variant.reveal {
            return;
        }
        self.variant.reveal = reveal;
        #[cfg(feature = "full")]
        self.learn.set_reveal(reveal);
        self.local_cache.borrow_mut().clear();
        self.selected = None;
        self.preview = None;
        self.best_line = None;
        let rules = self.variant;
        for game in [&mut self.explore, &mut self.play, &mut self.two] {
            game.retain_moves(|pos, mv| pos.check_move(&rules, mv).is_ok());
        }
    }
}

/// The page a query string names, if it names one.
fn page_of(query: &str) -> Option<Page> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("page="))
        .and_then(Page::from_tag)
}
