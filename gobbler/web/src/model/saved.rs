//! The game kept on this device (local storage, `Key::GobblerGame`), so that a reload, or a
//! phone that dropped the page while it was in the background, opens it again as it was: the
//! game and its threshold, who plays it and who plays the next one, where its threshold came
//! from, and whether it counts for the ranks. Written after every change to these (a turn, an
//! undo, a new game, a player chosen); read when the page opens without a link's game (a link
//! shows its own game and leaves the kept one alone until that game changes). A text another
//! version of the page wrote, or a damaged one, is refused with a notice: a new game begins.

use super::{Basis, Model, Notice, Seats};
use crate::game::Game;
use crate::players::PlayerId;

/// The first line of the text: which format follows (a new format needs a new version, so that
/// a page never misreads what another version kept).
pub const VERSION: &str = "gobbler-game 1";

/// What is kept of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// Who plays the game.
    pub seats: Seats,
    /// Who plays the next one.
    pub setup: Seats,
    /// Where the threshold came from.
    pub basis: Basis,
    /// [`Model::ranked`].
    pub ranked: bool,
    /// [`Model::replayed`].
    pub replayed: bool,
    /// [`Model::person_played`].
    pub person_played: bool,
    /// The game's threshold.
    pub threshold: u16,
    /// The game's turns in notation (`Game::text`).
    pub game: String,
}

fn seats_text(s: Seats) -> String {
    format!("{},{}", s.littles.key(), s.gobblers.key())
}

fn read_seats(text: &str) -> Option<Seats> {
    let (littles, gobblers) = text.split_once(',')?;
    Some(Seats {
        littles: PlayerId::from_key(littles)?,
        gobblers: PlayerId::from_key(gobblers)?,
    })
}

impl Saved {
    /// What is kept of `m`.
    #[must_use]
    pub fn of(m: &Model) -> Saved {
        Saved {
            seats: m.seats,
            setup: m.setup,
            basis: m.basis,
            ranked: m.ranked,
            replayed: m.replayed,
            person_played: m.person_played,
            threshold: m.game.threshold(),
            game: m.game.text(),
        }
    }

    /// The text kept: `VERSION`, then one `name=value` line each.
    #[must_use]
    pub fn encode(&self) -> String {
        let basis = match self.basis {
            Basis::Ranks { marauding, scatter } => format!("ranks:{marauding},{scatter}"),
            Basis::Link => "link".into(),
        };
        let flag = |b: bool| if b { "1" } else { "0" };
        format!(
            "{VERSION}\nseats={}\nsetup={}\nbasis={basis}\nflags={}{}{}\nt={}\ngame={}",
            seats_text(self.seats),
            seats_text(self.setup),
            flag(self.ranked),
            flag(self.replayed),
            flag(self.person_played),
            self.threshold,
            self.game
        )
    }

    /// Reads [`Saved::encode`]'s text; `None` if it is another format or damaged (the game
    /// itself is checked when it is played again, by `Model::restore`).
    #[must_use]
    pub fn decode(text: &str) -> Option<Saved> {
        let mut lines = text.lines();
        if lines.next()? != VERSION {
            return None;
        }
        let mut field = |name: &str| {
            let line = lines.next()?;
            line.strip_prefix(name)?
                .strip_prefix('=')
                .map(str::to_string)
        };
        let seats = read_seats(&field("seats")?)?;
        let setup = read_seats(&field("setup")?)?;
        let basis = match field("basis")?.as_str() {
            "link" => Basis::Link,
            ranks => {
                let (m, s) = ranks.strip_prefix("ranks:")?.split_once(',')?;
                Basis::Ranks {
                    marauding: m.parse().ok()?,
                    scatter: s.parse().ok()?,
                }
            }
        };
        let flags: Vec<bool> = field("flags")?
            .chars()
            .map(|c| match c {
                '0' => Some(false),
                '1' => Some(true),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let [ranked, replayed, person_played] = flags[..] else {
            return None;
        };
        let threshold = field("t")?.parse().ok()?;
        let game = field("game")?;
        Some(Saved {
            seats,
            setup,
            basis,
            ranked,
            replayed,
            person_played,
            threshold,
            game,
        })
    }
}

impl Model {
    /// Opens the game kept as `text` ([`Saved::encode`]): as it was, with a notice saying so
    /// if a turn had been played; a text that cannot be read, or whose game does not replay,
    /// changes nothing but the notice.
    pub(super) fn restore(&mut self, text: &str) {
        let reopened = Saved::decode(text).is_some_and(|saved| self.reopen(&saved));
        if !reopened {
            self.notice = Some(Notice::SavedUnreadable);
        } else if !self.game.turns().is_empty() {
            self.notice = Some(Notice::Resumed(self.game.turns().len()));
        }
    }

    /// Makes `saved` the page's game, as it was (nothing of the game before is left: its turn
    /// in the making, the computer's request, a look back); false, changing nothing, if its game
    /// does not replay.
    fn reopen(&mut self, saved: &Saved) -> bool {
        let Ok(game) = Game::replay(saved.threshold, &saved.game) else {
            return false;
        };
        self.game = game;
        self.seats = saved.seats;
        self.setup = saved.setup;
        self.basis = saved.basis;
        self.ranked = saved.ranked;
        self.replayed = saved.replayed;
        self.person_played = saved.person_played;
        self.steps.clear();
        self.from = None;
        self.path.clear();
        self.thinking = None;
        self.review = None;
        true
    }

    /// *New game* pressed: the game left is kept to come back to by *Undo turn*
    /// ([`Model::back_to_the_game_left`]) if it had turns and was not over, and the notice says
    /// so; a misplaced tap loses nothing.
    pub(super) fn new_game_by_hand(&mut self) {
        let left = (!self.game.turns().is_empty() && !self.game.is_over()).then(|| Saved::of(self));
        self.new_game();
        self.notice = left.as_ref().map(|_| Notice::NewGameUndo);
        self.game_left = left;
    }

    /// The game left by *New game* opened again, if it is kept and no person has played a turn
    /// of the new one (the computer may have); true if it was.
    pub(super) fn back_to_the_game_left(&mut self) -> bool {
        if self.person_played {
            self.game_left = None;
        }
        let Some(left) = self.game_left.take() else {
            return false;
        };
        self.reopen(&left)
    }
}
