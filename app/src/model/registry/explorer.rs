//! The explorer's module's stand-in for the full module's pages (see [`super`]): no page, no
//! message; what *Edit this position* asked for is kept for the handover.

use gobblet_rules::{Position, Reveal};

use super::super::{Boot, Cmds, Model};
use crate::fetch::FetchError;
use crate::link::Link;

/// What the explorer's module keeps for the full module's pages.
#[derive(Default)]
pub struct FullPages {
    /// The position *Edit this position* asked the editor for (the editor is in the full
    /// module; the handover carries it there, see [`Model::session`]).
    pub edit_request: Option<Position>,
}

impl FullPages {
    /// No page.
    #[must_use]
    pub fn new() -> FullPages {
        FullPages::default()
    }

    /// No tutorial to follow the reveal rule.
    pub(in crate::model) fn set_reveal(&mut self, _reveal: Reveal) {}

    /// Hands over the position sent to the editor.
    pub(in crate::model) fn write_session(&self, out: &mut String) {
        if let Some(pos) = self.edit_request {
            out.push_str(&format!("edit {pos}\n"));
        }
    }
}

/// No message: no value of this type exists, so no full page's code is reachable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FullMsg {}

impl FullMsg {
    /// No page of the full module here.
    #[must_use]
    pub fn from_attr(_prefix: &str, _payload: &str) -> Option<FullMsg> {
        None
    }
}

impl Model {
    pub(in crate::model) fn update_full(&mut self, msg: FullMsg, _fx: &mut Cmds) {
        match msg {}
    }

    pub(in crate::model) fn stats_loaded(&mut self, _result: Result<String, FetchError>) {}

    pub(in crate::model) fn puzzle_file_loaded(&mut self, _result: Result<String, FetchError>) {}

    pub(in crate::model) fn full_turn(&mut self, _fx: &mut Cmds) {}

    pub(in crate::model) fn full_link(&self) -> (Option<usize>, Option<String>) {
        (None, None)
    }

    pub(in crate::model) fn apply_full_link(&mut self, _l: &Link) {}

    pub(in crate::model) fn full_page_position(&self) -> Option<Position> {
        None
    }

    /// No puzzle page to drop a piece on.
    pub(in crate::model) fn deselect_full(&mut self) {}

    /// Remembers `pos` for the handover.
    pub(in crate::model) fn open_editor_at(&mut self, pos: Position) {
        self.full.edit_request = Some(pos);
    }

    /// The explorer's module reads no file of its own for a page.
    pub(in crate::model) fn full_page_read(&self) -> bool {
        true
    }

    /// The explorer's module takes up no session (it is the one that hands over).
    pub(in crate::model) fn boot_full(&mut self, _boot: &Boot) {}
}
