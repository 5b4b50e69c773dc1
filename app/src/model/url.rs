//! The model and the URL: the state as a link, a link (or the back button) applied, the page
//! changed, the reveal rule's reading changed.

use gobblet_rules::{Position, Reveal};

use super::{Cmd, Cmds, Game, Model, Notice, TbState};
use crate::link::{self, Link, LinkError, Page};

impl Model {
    /// The state as a link.
    #[must_use]
    pub fn link(&self) -> Link {
        if !self.page.is_game() {
            let (step, puzzle) = self.full_link();
            return Link {
                page: self.page,
                step,
                puzzle,
                reveal: self.variant.reveal,
                ..Link::at(Position::START)
            };
        }
        self.game_link(self.page)
    }

    /// The game of game page `page` as a link (the explorer's for any other page).
    pub(super) fn game_link(&self, page: Page) -> Link {
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

    /// Handles [`super::Msg::Url`]: the URL changed to `query` (back/forward, or the first load).
    pub(super) fn url_changed(&mut self, query: String, fx: &mut Cmds) {
        let page = page_of(&query);
        if matches!(self.tb, TbState::Loading) && page.is_none_or(Page::link_waits_for_rules) {
            // The page is known at once; the line waits for the rules.
            if let Some(page) = page {
                self.page = page;
            }
            self.pending_url = Some(query);
        } else {
            // Nothing left to read when the rules come: what the player does meanwhile stays.
            self.pending_url = None;
            self.apply_url(&query, fx);
        }
    }

    /// Applies the link that waited for the rules, if one did: the tablebase has answered
    /// (opened or failed).
    pub(super) fn apply_pending_url(&mut self, fx: &mut Cmds) {
        if let Some(url) = self.pending_url.take() {
            self.apply_url(&url, fx);
        }
    }

    pub(super) fn go_to(&mut self, page: Page, fx: &mut Cmds) {
        if page != self.page {
            self.page = page;
            self.selected = None;
            self.notice = None;
            fx.push(Cmd::PushUrl);
        }
    }

    /// Shows what the link `query` asks for, as far as it is good ([`link::read`]); a fault is
    /// said in a notice, and the URL is rewritten in place (no new history entry) to show what
    /// is displayed.
    pub(super) fn apply_url(&mut self, query: &str, fx: &mut Cmds) {
        self.selected = None;
        let link::Reading { link: l, fault } = link::read(query, &self.variant);
        // A reading the link misnames leaves the one in use (its moves, checked under the
        // standard one, are legal under both).
        if !matches!(fault, Some(LinkError::Reveal(_))) {
            self.set_reveal(l.reveal);
        }
        self.notice = fault.map(Notice::BadLink);
        if self.notice.is_some() {
            fx.push(Cmd::ReplaceUrl);
        }
        self.page = l.page;
        if let Some(side) = l.side {
            self.opponent.human = side;
        }
        if let Some(level) = l.level {
            self.opponent.level = level;
        }
        self.apply_full_link(&l);
        if l.page.is_game() {
            self.view = l.view;
            self.review = l.review;
        }
        // A link opens a game to look at: against the computer, it moves only when the game
        // has not begun (a new game it opens).
        self.computer_due = l.lines.is_empty();
        let game = Game::with_lines(l.start, &l.lines, l.line, l.ply);
        match l.page {
            Page::Play => self.play = game,
            Page::Two => self.two = game,
            Page::Explore => self.explore = game,
            _ => {}
        }
        self.computer_pending = None;
    }

    /// Reads the reveal rule as `reveal` from now on: the memoised local searches are dropped,
    /// and each game's line is cut before its first move the new reading refuses (a lift that
    /// revealed a line, when going back to the standard reading).
    pub(super) fn set_reveal(&mut self, reveal: Reveal) {
        if reveal == self.variant.reveal {
            return;
        }
        self.variant.reveal = reveal;
        self.full.set_reveal(reveal);
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
