//! The app's state and the one place that changes it.
//!
//! The state is language-free: what the page says is chosen by the view from the message tables
//! ([`crate::i18n`]); the model keeps facts (a refused move and why, a bad link and what is wrong).
//!
//! [`Model::update`] dispatches each [`Msg`] to the file that handles its kind: `actions.rs`
//! (the game pages), `tables.rs` (the tablebase, offline use), `url.rs` (links, pages, the
//! reveal rule), `options.rs`, `review.rs`, and `registry` (the full module's pages).

use std::cell::RefCell;
use std::collections::HashMap;

use gobblet_rules::rng::Rng;
use gobblet_rules::{Player, Position, Size, Square, Value, Variant};
// Flat sorted maps for the few chunk ids in flight or in trouble: each B-tree or hash map type
// costs the explorer's module kilobytes of wasm (`cargo xtask bench web`).
use litemap::LiteMap;

use crate::engine::Level;
use crate::fetch::{LoadError, RangesIgnored};
use crate::i18n::Lang;
use crate::link::Page;
use crate::orient::Orientation;
use crate::pages::offline::Offline;

mod actions;
mod boot;
mod game;
mod msg;
mod notice;
mod options;
pub mod registry;
mod review;
mod session;
mod tables;
mod url;

pub use boot::Boot;
pub use game::{BestLine, Game, GameState, LineEnd, NodeId, Opponent, BEST_LINE_MAX};
pub use msg::Msg;
pub use notice::{Cmd, Cmds, Notice};
pub use registry::{FullMsg, FullPages};
pub use review::{Preview, Review, ReviewRow, PREVIEW_PLIES};
pub use tables::TbState;

/// What the player has picked up, waiting for a target square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// A piece of this size from the side to move's reserve.
    Reserve(Size),
    /// The side to move's top piece on this square.
    Board(Square),
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
    /// Whether a new build of the site is published and ready: the page says so until it is
    /// reloaded ([`Msg::UpdateReady`]).
    pub update_ready: bool,
    /// Whether the welcome (three ways to begin) is shown in front of the page.
    pub welcome: bool,
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
    /// Offline use.
    pub offline: Offline,
    /// The pages only the full module carries (learn, the editor, puzzles, findings), or the
    /// explorer's stand-in for them: see [`registry`].
    pub full: FullPages,
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
            update_ready: false,
            welcome: false,
            notice: None,
            best_line: None,
            review: false,
            preview: None,
            tb: TbState::Loading,
            fetching: LiteMap::new(),
            failed: LiteMap::new(),
            retries: LiteMap::new(),
            ranges_refused: None,
            offline: Offline::default(),
            full: FullPages::new(),
            rng: Rng::new(0x9e37_79b9_7f4a_7c15),
            computer_pending: None,
            computer_due: true,
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

    pub(super) fn game_mut(&mut self) -> &mut Game {
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

    /// How the game stands at the shown ply.
    #[must_use]
    pub fn game_state(&self) -> GameState {
        self.game().state(&self.variant)
    }

    /// Whether the page offers the review of the game shown beside the board: once the game
    /// is over, not while the review is open (the line's own toggle then waits for it).
    #[must_use]
    pub fn offers_review(&self) -> bool {
        self.game_state() != GameState::Ongoing && !self.review && !self.game().moves().is_empty()
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

    /// Handles one message.
    pub fn update(&mut self, msg: Msg) -> Cmds {
        let mut fx = Cmds::default();
        match msg {
            Msg::Square(_)
            | Msg::Reserve(..)
            | Msg::Play(_)
            | Msg::Undo
            | Msg::Back
            | Msg::Redo
            | Msg::Jump(_)
            | Msg::Node(_)
            | Msg::Variation(_)
            | Msg::Promote
            | Msg::DeleteHere
            | Msg::Continue
            | Msg::ToggleBuried
            | Msg::ToggleHints
            | Msg::Deselect
            | Msg::NewGame
            | Msg::Side(_)
            | Msg::Level(_)
            | Msg::ComputerMove(_)
            | Msg::Seed(_)
            | Msg::PlayFromHere
            | Msg::BestLine => self.update_game(msg, &mut fx),
            Msg::Page(page) => self.go_to(page, &mut fx),
            Msg::Url(query) => self.url_changed(query, &mut fx),
            Msg::Lang(lang) => {
                self.lang = lang;
                fx.push(Cmd::StoreLang(lang));
            }
            Msg::Reveal(reveal) => {
                if reveal != self.variant.reveal {
                    self.set_reveal(reveal);
                    self.notice = None;
                    fx.push(Cmd::PushUrl);
                }
            }
            Msg::EditHere => {
                self.open_editor_at(self.position());
                self.go_to(Page::Editor, &mut fx);
            }
            Msg::PageFailed => self.notice = Some(Notice::PageFailed),
            Msg::Welcome => self.welcome = true,
            Msg::Welcomed(choice) => self.welcomed(choice, &mut fx),
            Msg::Manifest(_)
            | Msg::RangesRefused(..)
            | Msg::Shard(..)
            | Msg::ShardGaveUp(..)
            | Msg::Offline(_) => self.update_tb(msg, &mut fx),
            Msg::Stats(result) => self.stats_loaded(result),
            Msg::PuzzleFile(result) => self.puzzle_file_loaded(result),
            Msg::Full(m) => self.update_full(m, &mut fx),
            Msg::Rotate
            | Msg::Flip
            | Msg::ToggleGroup
            | Msg::Paste(_)
            | Msg::InstallOffered(_)
            | Msg::Install
            | Msg::UpdateReady
            | Msg::Reload => self.update_options(msg, &mut fx),
            Msg::ToggleReview | Msg::Preview(_) => self.update_review(msg, &mut fx),
        }
        // The line changed while the table's rules are awaited: the link read when they come is
        // this one, not the page's first, so the moves made meanwhile are kept.
        if self.pending_url.is_some() && fx.pushes_url() {
            self.pending_url = Some(crate::link::encode(&self.link()));
        }
        self.extend_best_line();
        self.full_turn(&mut fx);
        self.extend_preview();
        self.ask_computer(&mut fx);
        self.fetch_chunks(&mut fx);
        fx
    }
}
