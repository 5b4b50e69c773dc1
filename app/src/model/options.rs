//! The explorer's small options: the board view (turned and mirrored), grouping the moves that
//! are the same by the position's symmetry, the paste box, installing the app, taking a new
//! build of the site, and the welcome's answer.

use super::{Cmd, Cmds, Model, Msg, Notice};
use crate::engine::Level;
use crate::link::{self, Page};
use crate::paste;

impl Model {
    /// The welcome's answer ([`Msg::Welcomed`]): kept, so that the welcome does not come back
    /// by itself; the page chosen opened (a game against the computer at the easy level).
    pub(super) fn welcomed(&mut self, choice: Option<Page>, fx: &mut Cmds) {
        self.welcome = false;
        fx.push(Cmd::StoreWelcomed);
        if choice == Some(Page::Play) {
            self.opponent.level = Level::Easy;
        }
        if let Some(page) = choice {
            self.go_to(page, fx);
        }
    }

    /// Handles [`Msg::Rotate`], [`Msg::Flip`], [`Msg::ToggleGroup`], [`Msg::Paste`],
    /// [`Msg::InstallOffered`], [`Msg::Install`], [`Msg::UpdateReady`] and [`Msg::Reload`].
    pub(super) fn update_options(&mut self, msg: Msg, fx: &mut Cmds) {
        match msg {
            Msg::Rotate => {
                self.view = self.view.rotated();
                fx.push(Cmd::PushUrl);
            }
            Msg::Flip => {
                self.view = self.view.flipped();
                fx.push(Cmd::PushUrl);
            }
            Msg::ToggleGroup => self.group_same = !self.group_same,
            Msg::Paste(text) => match paste::parse(&text, &self.variant) {
                Ok(mut link) => {
                    // A pasted link opens as it would from the address bar; a move list or a
                    // position keeps the board turned as it is, and the reading of the reveal
                    // rule (its moves were checked under it).
                    if !text.contains('?') {
                        link.view = self.view;
                        link.reveal = self.variant.reveal;
                    }
                    self.apply_url(&link::encode(&link), fx);
                    self.best_line = None;
                    fx.push(Cmd::PushUrl);
                }
                Err(e) => self.notice = Some(Notice::BadPaste(e)),
            },
            Msg::InstallOffered(offered) => self.install_offered = offered,
            Msg::UpdateReady => self.update_ready = true,
            Msg::Reload => fx.push(Cmd::Reload),
            // The browser's prompt can be shown once; it offers again if it wants to.
            Msg::Install if self.install_offered => {
                self.install_offered = false;
                fx.push(Cmd::InstallPrompt);
            }
            _ => {}
        }
    }
}
