//! How the app's own facts read in each language: levels, pages, link errors and setup refusals
//! (the message tables' schemas know only the rules' types; these methods add the app's).

use gobblet_rules::Player;

use crate::engine::Level;
use crate::i18n::{fill, SetupText, UiText};
use crate::link::{LinkError, Page};
use crate::setup::Refusal;

impl UiText {
    /// A level's name.
    #[must_use]
    pub fn level_name(&self, l: Level) -> &'static str {
        match l {
            Level::Perfect => self.level_perfect,
            Level::Hard => self.level_hard,
            Level::Medium => self.level_medium,
            Level::Easy => self.level_easy,
        }
    }

    /// A level in one line.
    #[must_use]
    pub fn level_about(&self, l: Level) -> &'static str {
        match l {
            Level::Perfect => self.about_perfect,
            Level::Hard => self.about_hard,
            Level::Medium => self.about_medium,
            Level::Easy => self.about_easy,
        }
    }

    /// A page's name in the navigation.
    #[must_use]
    pub fn page_name(&self, p: Page) -> &'static str {
        match p {
            Page::Explore => self.nav_explore,
            Page::Play => self.nav_play,
            Page::Two => self.nav_two,
            Page::Learn => self.nav_learn,
            Page::Findings => self.nav_findings,
            Page::Editor => self.nav_editor,
            Page::Offline => self.nav_offline,
            Page::Gobbler => self.nav_gobbler,
            Page::Puzzles => self.nav_puzzles,
        }
    }

    /// What is wrong with a link.
    #[must_use]
    pub fn link_error(&self, e: &LinkError, editor: &SetupText) -> String {
        match e {
            LinkError::NotUtf8 => self.link_not_utf8.into(),
            LinkError::Page(p) => fill(self.link_page, &[p]),
            LinkError::Position(d) => fill(self.link_position, &[d]),
            LinkError::PositionRules(d) => fill(self.link_position_rules, &[d]),
            LinkError::Impossible(r) => fill(self.link_impossible, &[&r.text(editor)]),
            LinkError::NotAMove { index, word } => fill(self.link_not_a_move, &[index, word]),
            LinkError::Illegal { index, mv, why } => {
                // Who tried it is not known without replaying; the reason reads the same.
                fill(self.link_illegal, &[index, mv, &self.why(*why, Player::P1)])
            }
            LinkError::Ply(p) => fill(self.link_ply, &[p]),
            LinkError::PlyPastEnd { ply, moves } => fill(self.link_ply_past_end, &[ply, moves]),
            LinkError::Side(s) => fill(self.link_side, &[s]),
            LinkError::Level(l) => fill(self.link_level, &[l]),
            LinkError::Step(l) => fill(self.link_step, &[l]),
            LinkError::View(v) => fill(self.link_view, &[v]),
            LinkError::Reveal(r) => fill(self.link_reveal, &[r]),
        }
    }
}

impl Refusal {
    /// The refusal in words.
    #[must_use]
    pub fn text(&self, t: &SetupText) -> String {
        let (p1, p2) = (t.player(Player::P1), t.player(Player::P2));
        match *self {
            Refusal::NoTool => t.no_tool.into(),
            Refusal::NoneLeft { player, size, max } => {
                fill(t.none_left, &[&t.piece(player, size), &max])
            }
            Refusal::TooMany {
                player,
                size,
                count,
                max,
            } => fill(
                t.too_many,
                &[&t.player(player), &count, &t.size(size), &max],
            ),
            Refusal::CannotCover { piece, square, top } => fill(
                t.cannot_cover,
                &[&t.piece(piece.0, piece.1), &square, &t.piece(top.0, top.1)],
            ),
            Refusal::NoStacking { square } => fill(t.no_stacking, &[&square]),
            Refusal::AlreadyEmpty(square) => fill(t.already_empty, &[&square]),
            Refusal::EmptyBoardP2 => fill(t.empty_board_p2, &[&p1]),
            Refusal::P1Absent => fill(t.p1_absent, &[&p1]),
            Refusal::P2Absent => fill(t.p2_absent, &[&p1, &p2]),
            Refusal::BothLines => t.both_lines.into(),
            Refusal::LinesApart(p) => fill(t.lines_apart, &[&t.player(p)]),
            Refusal::LineOnOwnTurn(p) => fill(t.line_on_own_turn, &[&t.player(p)]),
            Refusal::RevealImpossible(p) => fill(
                t.reveal_impossible,
                &[&t.player(p), &t.player(p.opponent())],
            ),
            Refusal::GameOverNoPlay => t.game_over_no_play.into(),
        }
    }
}
