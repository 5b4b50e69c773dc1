//! How the app's own facts read in each language: levels, pages, link errors, setup refusals,
//! why a file did not arrive or was refused (`fault`; `files` for the full module's JSON files)
//! and the rules (the message tables' schemas know only the rules' types; these methods add the
//! app's and the tablebase's).

mod fault;
#[cfg(feature = "full")]
mod files;

use gobblet_rules::Player;

use crate::engine::Level;
use crate::i18n::{fill, Messages, SetupText, UiText};
use crate::link::{LinkError, Page};
use crate::setup::Refusal;

/// A sentence as a clause of another: without its final full stop.
#[must_use]
pub fn clause(sentence: String) -> String {
    match sentence.strip_suffix(['.', '。']) {
        Some(rest) => rest.to_string(),
        None => sentence,
    }
}

/// A clause as the start of a sentence: its first letter a capital (a language without
/// capitals reads the same). Only ASCII letters are raised: every clause of the app's languages
/// starts with one or with a character that has no capital, and `char::to_uppercase` would link
/// Unicode's case tables (about 9 KiB gzip) into the explorer's module.
#[must_use]
pub fn sentence(clause: &str) -> String {
    let mut sentence = clause.to_string();
    if let Some(first) = sentence.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    sentence
}

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
}

impl Messages {
    /// What is wrong with a link.
    #[must_use]
    pub fn link_error(&self, e: &LinkError) -> String {
        let t = &self.ui;
        match e {
            LinkError::NotUtf8 => t.link_not_utf8.into(),
            LinkError::Page(p) => fill(t.link_page, &[p]),
            LinkError::Position(d) => fill(t.link_position, &[&self.position_error(d)]),
            LinkError::PositionRules(d) => fill(t.link_position_rules, &[&self.position_error(d)]),
            LinkError::Impossible(r) => fill(t.link_impossible, &[&clause(r.text(&self.setup))]),
            LinkError::NotAMove { index, word } => fill(t.link_not_a_move, &[index, word]),
            LinkError::Illegal { index, mv, why } => {
                // Who tried it is not known without replaying; the reason reads the same.
                fill(t.link_illegal, &[index, mv, &t.why(*why, Player::P1)])
            }
            LinkError::Branch(b) => fill(t.link_branch, &[b]),
            LinkError::Line(l) => fill(t.link_line, &[l]),
            LinkError::Ply(p) => fill(t.link_ply, &[p]),
            LinkError::PlyPastEnd { ply, moves } => fill(t.link_ply_past_end, &[ply, moves]),
            LinkError::Side(s) => fill(t.link_side, &[s]),
            LinkError::Level(l) => fill(t.link_level, &[l]),
            LinkError::Step(l) => fill(t.link_step, &[l]),
            LinkError::View(v) => fill(t.link_view, &[v]),
            LinkError::Reveal(r) => fill(t.link_reveal, &[r]),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_starts_with_a_capital_where_its_language_has_one() {
        assert_eq!(
            sentence("the link's ply 9 is past its 2 moves"),
            "The link's ply 9 is past its 2 moves"
        );
        assert_eq!(sentence("連結的第 9 手超出"), "連結的第 9 手超出");
        assert_eq!(sentence("Already"), "Already");
        assert_eq!(sentence(""), "");
        // Every clause a link error gives starts with an ASCII letter or a character without a
        // capital: the ASCII rule is all the app's languages need.
        let mut clauses = 0;
        for lang in crate::i18n::Lang::ALL {
            for (name, clause) in crate::i18n::Tables::messages(lang).entries() {
                if name.starts_with("ui.link_") {
                    let first = clause.chars().next().expect("not empty");
                    assert!(
                        first.is_ascii() || first.to_uppercase().eq([first]),
                        "{lang:?} {name}: {clause}"
                    );
                    clauses += 1;
                }
            }
        }
        assert!(clauses >= 2 * 16, "{clauses} link errors");
    }
}
