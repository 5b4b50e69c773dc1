//! The full module's pages in the model (see [`super`]): their state, their messages and the
//! hooks the model calls.

use gobblet_rules::{Position, Reveal};
use gobblet_tablebase::stats::StatsError;

use super::super::{Boot, Cmd, Cmds, Game, Model};
use crate::fetch::{FetchError, LoadError};
use crate::link::{Link, Page};
use crate::pages::editor::{Editor, EditorCmd, EditorMsg};
use crate::pages::findings::Stats;
use crate::pages::learn::{Learn, LearnCmd, LearnMsg};
use crate::pages::puzzles::{PuzzleMsg, Puzzles, Streak};

mod puzzles;

/// The state of the full module's pages.
pub struct FullPages {
    /// The findings (`None` until fetched).
    pub stats: Option<Result<Stats, LoadError<StatsError>>>,
    /// Whether `tb/stats.json` has been asked for.
    stats_requested: bool,
    /// The how-to-play page.
    pub learn: Learn,
    /// The position editor.
    pub editor: Editor,
    /// The puzzles.
    pub puzzles: Puzzles,
}

impl FullPages {
    /// Every page at its start.
    #[must_use]
    pub fn new() -> FullPages {
        FullPages {
            stats: None,
            stats_requested: false,
            learn: Learn::new(),
            editor: Editor::new(),
            puzzles: Puzzles::default(),
        }
    }

    /// The reveal rule is read as `reveal` from now on (the tutorial follows it).
    pub(in crate::model) fn set_reveal(&mut self, reveal: Reveal) {
        self.learn.set_reveal(reveal);
    }

    /// What a handover carries of these pages: nothing (the full module hands over to no one).
    pub(in crate::model) fn write_session(&self, _out: &mut String) {}
}

impl Default for FullPages {
    fn default() -> FullPages {
        FullPages::new()
    }
}

/// A message of one of the full module's pages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FullMsg {
    /// The how-to-play page.
    Learn(LearnMsg),
    /// The position editor.
    Editor(EditorMsg),
    /// The puzzle page.
    Puzzle(PuzzleMsg),
}

impl FullMsg {
    /// The message of a clicked element's `data-msg="<prefix>:<payload>"`, if `prefix` names
    /// one of these pages and `payload` one of its messages.
    #[must_use]
    pub fn from_attr(prefix: &str, payload: &str) -> Option<FullMsg> {
        match prefix {
            "learn" => LearnMsg::from_attr(payload).map(FullMsg::Learn),
            "editor" => EditorMsg::from_attr(payload).map(FullMsg::Editor),
            "puzzles" => PuzzleMsg::from_attr(payload).map(FullMsg::Puzzle),
            _ => None,
        }
    }
}

/// Carries out what the how-to-play page asked for.
fn learn_cmds(cmds: Vec<LearnCmd>, fx: &mut Cmds) {
    for cmd in cmds {
        match cmd {
            // A new step is a new page of the lesson: in the history and the link.
            LearnCmd::PushUrl => fx.push(Cmd::PushUrl),
        }
    }
}

impl Model {
    /// Handles a message of one of these pages.
    pub(in crate::model) fn update_full(&mut self, msg: FullMsg, fx: &mut Cmds) {
        match msg {
            FullMsg::Learn(m) => {
                self.notice = None;
                let cmds = self.full.learn.update(m);
                learn_cmds(cmds, fx);
            }
            FullMsg::Editor(m) => {
                let cmds = self.full.editor.update(m, &self.variant);
                self.editor_cmds(cmds, fx);
            }
            FullMsg::Puzzle(m) => self.puzzle_msg(m, fx),
        }
    }

    /// Carries out what the editor asked for.
    fn editor_cmds(&mut self, cmds: Vec<EditorCmd>, fx: &mut Cmds) {
        for cmd in cmds {
            match cmd {
                EditorCmd::Explore(pos) => {
                    self.explore = Game::new(pos);
                    self.go_to(Page::Explore, fx);
                }
                EditorCmd::Play(pos) => {
                    self.opponent.human = pos.side_to_move();
                    self.page = Page::Play;
                    self.new_game(pos, fx);
                }
            }
        }
    }

    /// `tb/stats.json` arrived, or could not be had.
    pub(in crate::model) fn stats_loaded(&mut self, result: Result<String, FetchError>) {
        self.full.stats = Some(
            result
                .map_err(LoadError::Fetch)
                .and_then(|json| Stats::parse(&json).map_err(LoadError::Refused)),
        );
    }

    /// `tb/puzzles.json` arrived, or could not be had.
    pub(in crate::model) fn puzzle_file_loaded(&mut self, result: Result<String, FetchError>) {
        let variant = self.variant;
        self.full.puzzles.loaded(result, &variant);
    }

    /// After every message: the puzzle page's turn, the findings' file when first shown.
    pub(in crate::model) fn full_turn(&mut self, fx: &mut Cmds) {
        self.puzzle_turn(fx);
        if self.page == Page::Findings && !self.full.stats_requested {
            self.full.stats_requested = true;
            fx.push(Cmd::FetchStats);
        }
    }

    /// The link's lesson step and puzzle number, on those pages.
    pub(in crate::model) fn full_link(&self) -> (Option<usize>, Option<String>) {
        (
            (self.page == Page::Learn).then(|| self.full.learn.step()),
            self.puzzle_number(),
        )
    }

    /// Opens the lesson step and the puzzle a link names.
    pub(in crate::model) fn apply_full_link(&mut self, l: &Link) {
        if let Some(step) = l.step {
            self.full.learn.goto(step);
        }
        if l.page == Page::Puzzles {
            self.full.puzzles.open_number(l.puzzle.as_deref());
        }
    }

    /// The position shown by a page other than the game pages whose chunks it needs.
    pub(in crate::model) fn full_page_position(&self) -> Option<Position> {
        (self.page == Page::Puzzles)
            .then(|| self.full.puzzles.position())
            .flatten()
    }

    /// Escape: the puzzle page drops the piece picked up too.
    pub(in crate::model) fn deselect_full(&mut self) {
        self.full.puzzles.deselect();
    }

    /// Opens the editor at `pos`.
    pub(in crate::model) fn open_editor_at(&mut self, pos: Position) {
        self.full.editor = Editor::load(pos, &self.variant);
    }

    /// Whether the full module's page shown has read the file it is drawn from (the findings'
    /// `tb/stats.json`, the puzzle file), or failed to.
    pub(in crate::model) fn full_page_read(&self) -> bool {
        match self.page {
            Page::Findings => self.full.stats.is_some(),
            Page::Puzzles => self.full.puzzles.set.is_some(),
            _ => true,
        }
    }

    /// At start-up: takes up the session the explorer's module handed over, and the day and
    /// the stored streak and auto-advance choice of the puzzles.
    pub(in crate::model) fn boot_full(&mut self, boot: &Boot) {
        if let Some(session) = &boot.session {
            self.restore_session(session);
        }
        self.full.puzzles.today = boot.today;
        self.full.puzzles.auto_next = boot.auto_next;
        self.full.puzzles.streak = boot
            .streak
            .as_deref()
            .map(Streak::parse)
            .unwrap_or_default();
    }
}
