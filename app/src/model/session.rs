//! What a handover carries from the explorer's module to the full one (`web::handover`): the
//! state that is not in the URL. The URL names the page being opened; the three games, the view
//! toggles and the position sent to the editor would otherwise be lost when the full module
//! takes the page over.
//!
//! The text is one `key value` pair per line; the games are their links' query strings. It only
//! ever travels between two builds of this crate in one browser tab (`sessionStorage`), but it
//! is still read as untrusted input: a line that does not decode is skipped.

use super::{Game, Model};
use crate::link::{self, Page};

/// The game pages whose games a session carries.
const GAMES: [Page; 3] = [Page::Explore, Page::Play, Page::Two];

impl Model {
    /// The state a handover carries (see the module's comment), as text.
    #[must_use]
    pub fn session(&self) -> String {
        let mut out = String::new();
        for page in GAMES {
            let query = link::encode(&self.game_link(page));
            out.push_str(&format!("{} {query}\n", page.tag()));
        }
        for (key, on) in [
            ("buried", self.hide_buried),
            ("hints", self.hints),
            ("group", self.group_same),
            ("update", self.update_ready),
        ] {
            if on {
                out.push_str(&format!("{key} 1\n"));
            }
        }
        self.full.write_session(&mut out);
        out
    }

    /// Takes up a session written by [`Model::session`] (before the URL is applied: the URL's
    /// own game wins). Lines that do not decode are skipped.
    pub fn restore_session(&mut self, text: &str) {
        for line in text.lines() {
            let Some((key, value)) = line.split_once(' ') else {
                continue;
            };
            match key {
                "buried" => self.hide_buried = value == "1",
                "hints" => self.hints = value == "1",
                "group" => self.group_same = value == "1",
                "update" => self.update_ready = value == "1",
                "edit" => {
                    if let Ok(pos) = link::parse_start(value, &self.variant) {
                        self.open_editor_at(pos);
                    }
                }
                _ => {
                    let Some(page) = Page::from_tag(key).filter(|p| GAMES.contains(p)) else {
                        continue;
                    };
                    let Ok(l) = link::decode(value, &self.variant) else {
                        continue;
                    };
                    let game = Game::with_lines(l.start, &l.lines, l.line, l.ply);
                    match page {
                        Page::Play => {
                            self.play = game;
                            if let Some(side) = l.side {
                                self.opponent.human = side;
                            }
                            if let Some(level) = l.level {
                                self.opponent.level = level;
                            }
                        }
                        Page::Two => self.two = game,
                        _ => self.explore = game,
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[cfg(feature = "full")]
    use gobblet_rules::Position;
    use gobblet_rules::{Move, Player};

    use super::*;
    use crate::engine::Level;
    use crate::model::Msg;

    /// Plays the moves given by text (`"L@b2 S@a1"`) as clicks on the move list.
    fn play(m: &mut Model, moves: &str) {
        for word in moves.split_whitespace() {
            let mv: Move = word.parse().expect("a move");
            let _ = m.update(Msg::Play(mv));
        }
    }

    #[test]
    fn moves_made_before_the_table_answers_are_kept_when_it_does() {
        // The table's answer (here: none) settles the rules the page's link is read under; the
        // link read then is the line played meanwhile, not the page's first.
        let mut m = Model::new();
        let _ = m.update(Msg::Url(String::new()));
        play(&mut m, "L@b2 S@a1");
        let line = crate::link::encode(&m.link());
        let _ = m.update(Msg::Manifest(Err(crate::fetch::FetchError::Status(404))));
        assert_eq!(crate::link::encode(&m.link()), line);
        assert_eq!(m.link().ply, 2, "both moves still played");
    }

    #[test]
    fn a_session_carries_every_game_and_toggle() {
        let mut m = Model::new();
        let _ = m.update(Msg::Url(String::new()));
        let _ = m.update(Msg::Manifest(Err(crate::fetch::FetchError::Status(404))));
        play(&mut m, "L@b2 S@a1 M@c3");
        let _ = m.update(Msg::Undo);
        let _ = m.update(Msg::Page(Page::Two));
        play(&mut m, "S@a1");
        let _ = m.update(Msg::Page(Page::Play));
        let _ = m.update(Msg::Side(Player::P2));
        let _ = m.update(Msg::Level(Level::Easy));
        let _ = m.update(Msg::ToggleBuried);
        let _ = m.update(Msg::ToggleHints);
        let _ = m.update(Msg::ToggleGroup);
        let _ = m.update(Msg::Page(Page::Explore));
        let _ = m.update(Msg::EditHere);

        let text = m.session();
        let mut other = Model::new();
        other.restore_session(&text);
        for page in GAMES {
            assert_eq!(other.game_link(page), m.game_link(page), "{page:?}");
        }
        assert_eq!(other.explore.moves().len(), 3);
        assert_eq!(other.explore.ply(), 2);
        assert_eq!(other.two.moves().len(), 1);
        assert_eq!(other.opponent, m.opponent);
        assert!(other.hide_buried && other.hints && other.group_same);
        // The explorer's module remembers the position sent to the editor for the handover.
        #[cfg(not(feature = "full"))]
        assert_eq!(other.full.edit_request, Some(m.explore.position()));
    }

    /// The full module opens the editor at the position the explorer's module sent.
    #[cfg(feature = "full")]
    #[test]
    fn the_editor_opens_at_the_position_handed_over() {
        let mut m = Model::new();
        let pos = Position::START
            .play_line(&m.variant, "L@b2 S@a1 M@c3")
            .expect("legal");
        m.restore_session(&format!("edit {pos}\n"));
        assert_eq!(
            m.full.editor,
            crate::pages::editor::Editor::load(pos, &m.variant)
        );
        assert_ne!(m.full.editor, crate::pages::editor::Editor::new());
    }

    #[test]
    fn a_broken_session_changes_nothing_it_cannot_read() {
        let mut m = Model::new();
        let before = m.session();
        m.restore_session(
            "explore ?m=Q@z9\nplay ?side=7\nnowhere ?m=L@b2\nedit not-a-position\nburied\n\u{0}",
        );
        assert_eq!(m.session(), before);
    }
}
