//! How the page's own facts read in each language: players and levels, every notice, and the
//! page's own reasons inside them (a link that cannot be read, the computer that did not play).
//! The message tables' schema words only the rules' types (`i18n::errors` their errors); these
//! methods add the page's.

use gobbler_rules::MAX_THRESHOLD;

use crate::i18n::{fill, form, ErrorText, NoticeText, PlayText};
use crate::link::LinkError;
use crate::model::{BadLink, ComputerError, Notice};
use crate::players::{Level, PlayerId};
use crate::think::ThinkError;

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
    /// A notice in words; `errors` words the rules' reasons inside it.
    #[must_use]
    pub fn notice(&self, n: &Notice, errors: &ErrorText) -> String {
        match n {
            Notice::BadLink(why) => fill(self.bad_link, &[&self.bad_link_why(why, errors)]),
            Notice::Replayed(n) => fill(self.replayed[form(*n)], &[n]),
            Notice::ReplayedSetAside(n, k) => fill(
                self.two_sentences,
                &[
                    &fill(self.replayed[form(*n)], &[n]),
                    &fill(self.set_aside_kept[form(*k)], &[k]),
                ],
            ),
            Notice::AlreadyMoved(sq) => fill(self.already_moved, &[sq]),
            Notice::Arrived(sq) => fill(self.arrived, &[sq]),
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
            Notice::StepsKept => self.steps_kept.into(),
            Notice::Restarted => self.restarted.into(),
            Notice::Resumed(n) => fill(self.resumed[form(*n)], &[n]),
            Notice::NewGameUndo => self.new_game_undo.into(),
            Notice::SavedUnreadable => self.saved_unreadable.into(),
            Notice::SetAsideUnreadable => self.set_aside_unreadable.into(),
            Notice::Illegal(why) => fill(self.illegal, &[&errors.turn(why)]),
            Notice::ComputerFailed(why) => {
                fill(self.computer_failed, &[&self.computer_why(why, errors)])
            }
        }
    }

    /// Why a link's game could not be replayed.
    #[must_use]
    pub fn bad_link_why(&self, why: &BadLink, errors: &ErrorText) -> String {
        match why {
            BadLink::Query(LinkError::Encoding) => self.link_encoding.into(),
            BadLink::Query(LinkError::Threshold(t)) => {
                fill(self.link_threshold, &[t, &MAX_THRESHOLD])
            }
            BadLink::Game(e) => errors.game(e),
        }
    }

    /// Why the computer did not play.
    #[must_use]
    pub fn computer_why(&self, why: &ComputerError, errors: &ErrorText) -> String {
        match why {
            ComputerError::NotATurn { text, why } => {
                fill(self.computer_not_a_turn, &[text, &errors.parse(why)])
            }
            ComputerError::Refused(ThinkError::Position { why, .. }) => errors.position(why),
            ComputerError::Refused(ThinkError::Level(name)) => fill(self.think_level, &[name]),
            ComputerError::Refused(ThinkError::GameOver) => self.think_over.into(),
            ComputerError::WorkerFailed => self.computer_worker_failed.into(),
            ComputerError::Unreachable => self.computer_unreachable.into(),
            ComputerError::Crashed => self.computer_crashed.into(),
            ComputerError::NoAnswer => self.computer_no_answer.into(),
        }
    }
}

#[cfg(test)]
mod samples;
#[cfg(test)]
mod tests;
