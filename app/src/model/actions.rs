//! The game pages' actions: clicks on the board and the reserves, moves from the list, stepping
//! through the line and its variations, new games, the computer's settings and turn.

use gobblet_rules::rng::Rng;

use super::{BestLine, Cmd, Cmds, Model, Msg};
use crate::link::Page;

impl Model {
    /// Handles the game pages' messages, [`Msg::Square`] to [`Msg::BestLine`] (see
    /// [`Model::update`] for which).
    pub(super) fn update_game(&mut self, msg: Msg, fx: &mut Cmds) {
        match msg {
            Msg::Square(sq) => self.click_square(sq, fx),
            Msg::Reserve(player, size) => self.click_reserve(player, size),
            Msg::Play(mv) => self.human_move(mv, fx),
            Msg::Undo => self.undo(fx),
            Msg::Back => {
                let to = self.game().ply().saturating_sub(1);
                self.jump(to, fx);
            }
            Msg::Redo => {
                let to = (self.game().ply() + 1).min(self.game().moves().len());
                self.jump(to, fx);
            }
            Msg::Jump(ply) => self.jump(ply.min(self.game().moves().len()), fx),
            Msg::Node(_) | Msg::Variation(_) | Msg::Promote | Msg::DeleteHere => {
                self.update_tree(msg, fx);
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
                self.deselect_full();
            }
            // A game from an edited position starts again from that position.
            Msg::NewGame => self.new_game(self.game().start(), fx),
            Msg::Side(side) => {
                self.opponent.human = side;
                self.new_game(self.play.start(), fx);
            }
            Msg::Level(level) => {
                self.opponent.level = level;
                fx.push(Cmd::PushUrl);
            }
            // Stale (after an undo, a new game) unless it is the ply asked for.
            Msg::ComputerMove(ply) if self.computer_pending == Some(ply) => {
                self.computer_pending = None;
                self.computer_move(ply, fx);
            }
            Msg::Seed(seed) => self.rng = Rng::new(seed),
            Msg::PlayFromHere => {
                let pos = self.position();
                self.opponent.human = pos.side_to_move();
                self.page = Page::Play;
                self.new_game(pos, fx);
            }
            Msg::BestLine => {
                self.best_line = Some(BestLine {
                    from: self.position(),
                    moves: Vec::new(),
                    end: None,
                });
            }
            _ => {}
        }
    }

    /// Handles [`Msg::Node`], [`Msg::Variation`], [`Msg::Promote`] and [`Msg::DeleteHere`]:
    /// changes to the game's tree of variations.
    fn update_tree(&mut self, msg: Msg, fx: &mut Cmds) {
        let game = self.game_mut();
        let changed = match msg {
            Msg::Node(node) => game.show_node(node),
            Msg::Variation(down) => game.cycle_variation(down),
            Msg::Promote => game.promote(),
            Msg::DeleteHere => game.delete_here(),
            _ => false,
        };
        self.tree_changed(changed, fx);
    }
}
