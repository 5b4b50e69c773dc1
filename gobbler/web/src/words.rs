//! How the page's own facts read in each language: players and levels, and every notice (the
//! message tables' schema knows only the rules' types; these methods add the page's).

use crate::i18n::{fill, NoticeText, PlayText};
use crate::model::Notice;
use crate::players::{Level, PlayerId};

impl PlayText {
    /// A computer level's name.
    #[must_use]
    pub fn level_name(&self, l: Level) -> &'static str {
        match l {
            Level::Easy => self.levels[0],
            Level::Medium => self.levels[1],
            Level::Strong => self.levels[2],
        }
    }

    /// A player's name.
    #[must_use]
    pub fn player(&self, p: PlayerId) -> String {
        match p {
            PlayerId::You => self.you.into(),
            PlayerId::Friend => self.friend.into(),
            PlayerId::Computer(l) => fill(self.computer, &[&self.level_name(l)]),
        }
    }
}

impl NoticeText {
    /// A notice in words.
    #[must_use]
    pub fn notice(&self, n: &Notice) -> String {
        match n {
            Notice::BadLink(why) => fill(self.bad_link, &[why]),
            Notice::Replayed(n) => fill(self.replayed, &[n]),
            Notice::AlreadyMoved(sq) => fill(self.already_moved, &[sq]),
            Notice::NoLittles(sq) => fill(self.no_littles, &[sq]),
            Notice::ThreeSteps => self.three_steps.into(),
            Notice::NotNeighbour(a, b) => fill(self.not_neighbour, &[a, b]),
            Notice::OntoGobbler(sq) => fill(self.onto_gobbler, &[sq]),
            Notice::StepsPending => self.steps_pending.into(),
            Notice::NotLanding(sq) => fill(self.not_landing, &[sq]),
            Notice::Starving(sq) => fill(self.starving, &[sq]),
            Notice::PickGobbler => self.pick_gobbler.into(),
            Notice::NotYourTurn => self.not_your_turn.into(),
            Notice::GameOver => self.game_over.into(),
            Notice::Illegal(why) => fill(self.illegal, &[why]),
            Notice::ComputerFailed(why) => fill(self.computer_failed, &[why]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn players_and_notices_in_both_languages() {
        let sq: gobbler_rules::Square = "d4".parse().unwrap();
        for l in Lang::ALL {
            let m = l.messages();
            assert!(m.notices.notice(&Notice::AlreadyMoved(sq)).contains("d4"));
            assert!(m
                .notices
                .notice(&Notice::BadLink("why".into()))
                .contains("why"));
            for p in PlayerId::ALL {
                assert!(!m.play.player(p).is_empty());
            }
        }
        let en = &Lang::En.messages().play;
        assert_eq!(
            en.player(PlayerId::Computer(Level::Strong)),
            "Computer (strong)"
        );
    }
}
