//! The game kept on this device (local storage, `Key::GobblerGame`), so that a reload, or a
//! phone that dropped the page while it was in the background, opens it again as it was: the
//! game and its threshold, who plays it and who plays the next one, where its threshold came
//! from, and whether it counts for the ranks. Written after every change to these (a turn, an
//! undo, a new game, a player chosen); read when the page opens without a link's game. A text
//! another version of the page wrote, or a damaged one, is refused with a notice: a new game
//! begins.
//!
//! **Unfinished games** (`Key::GobblerSetAside`): a game with turns played and not over that
//! leaves the board is set aside rather than lost: the one a link's game displaces, the one
//! *New game* leaves, the one left to open another set aside. The panel lists them to open
//! again or remove (at most [`SET_ASIDE_MAX`], newest first, never the game on the board).

use super::{Basis, Cmd, Model, Notice, Seats, Start};
use crate::game::Game;
use crate::players::PlayerId;

/// The first line of the text: which format follows (a new format needs a new version, so that
/// a page never misreads what another version kept).
pub const VERSION: &str = "gobbler-game 1";

/// At most this many games are set aside; one more drops the oldest (a link opened and played
/// this many times over a game of yours).
pub const SET_ASIDE_MAX: usize = 8;

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

/// The games set aside as one text: each game's [`Saved::encode`] text, a blank line between
/// two (no line of one is blank).
#[must_use]
pub fn encode_set_aside(list: &[Saved]) -> String {
    list.iter()
        .map(Saved::encode)
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// Reads [`encode_set_aside`]'s text: the games that can be read, and whether every one could.
#[must_use]
pub fn decode_set_aside(text: &str) -> (Vec<Saved>, bool) {
    let mut all_read = true;
    let list = text
        .split("\n\n")
        .filter(|part| !part.trim().is_empty())
        .filter_map(|part| {
            let saved = Saved::decode(part);
            all_read &= saved.is_some();
            saved
        })
        .take(SET_ASIDE_MAX)
        .collect();
    (list, all_read)
}

impl Saved {
    /// The same game (its turns and threshold), whoever plays it.
    #[must_use]
    pub fn same_game(&self, other: &Saved) -> bool {
        self.threshold == other.threshold && self.game == other.game
    }

    /// How many turns its game has (`;` separates them in the notation).
    #[must_use]
    pub fn turns(&self) -> usize {
        if self.game.trim().is_empty() {
            0
        } else {
            self.game.split(';').count()
        }
    }
}

impl Model {
    /// Opens the games `start` read from this device and its link: the unfinished ones set
    /// aside, the kept one, then the link's game if the query has one (a game of yours it
    /// displaces is set aside); the list is written back if that changed it.
    pub(super) fn open_games(&mut self, start: &Start, fx: &mut Vec<Cmd>) {
        let mut unreadable = false;
        if let Some(text) = &start.set_aside {
            let (list, all_read) = decode_set_aside(text);
            self.set_aside = list;
            unreadable = !all_read;
        }
        let aside_before = self.set_aside.clone();
        if let Some(text) = &start.game {
            self.restore(text);
        }
        let kept = Saved::of(self);
        self.load_link(&start.query);
        self.link_displaced(kept);
        self.tidy_set_aside();
        if unreadable && self.notice.is_none() {
            self.notice = Some(Notice::SetAsideUnreadable);
        }
        if self.set_aside != aside_before || unreadable {
            fx.push(Cmd::StoreSetAside(encode_set_aside(&self.set_aside)));
        }
    }

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

    /// *New game* pressed: the game left, if it had turns and was not over, is set aside and
    /// kept to come back to by *Undo turn* ([`Model::back_to_the_game_left`]), and the notice
    /// says so; a misplaced tap loses nothing.
    pub(super) fn new_game_by_hand(&mut self) {
        let left = self.worth_setting_aside().then(|| Saved::of(self));
        if let Some(left) = &left {
            self.set_aside(left.clone());
        }
        self.new_game();
        self.notice = left.as_ref().map(|_| Notice::NewGameUndo);
        self.game_left = left;
    }

    /// Whether the game on the board is one a person would miss: turns played and not over.
    fn worth_setting_aside(&self) -> bool {
        !self.game.turns().is_empty() && !self.game.is_over()
    }

    /// Puts `saved` first among the games set aside (moved there if it is already set aside),
    /// dropping the oldest beyond [`SET_ASIDE_MAX`].
    pub(super) fn set_aside(&mut self, saved: Saved) {
        self.set_aside.retain(|s| !s.same_game(&saved));
        self.set_aside.insert(0, saved);
        self.set_aside.truncate(SET_ASIDE_MAX);
    }

    /// The page opened on a link's game that displaced `kept`, the game this device kept: it is
    /// set aside if a person would miss it, and the notice says so.
    pub(super) fn link_displaced(&mut self, kept: Saved) {
        let Some(Notice::Replayed(shown)) = self.notice else {
            return;
        };
        if kept.turns() == 0 || kept.same_game(&Saved::of(self)) {
            return;
        }
        let Ok(game) = Game::replay(kept.threshold, &kept.game) else {
            return;
        };
        if game.is_over() {
            return;
        }
        self.notice = Some(Notice::ReplayedSetAside(shown, kept.turns()));
        self.set_aside(kept);
    }

    /// *Open* on the game set aside at `i`: it comes back as it was, and the game on the board
    /// takes its place among those set aside if a person would miss it.
    pub(super) fn open_set_aside(&mut self, i: usize) {
        if i >= self.set_aside.len() {
            return;
        }
        let chosen = self.set_aside.remove(i);
        let here = self.worth_setting_aside().then(|| Saved::of(self));
        let left = self.game_left.take();
        if !self.reopen(&chosen) {
            // Set aside by this page, so it replays; if not, it stays listed and nothing changes.
            self.set_aside.insert(i, chosen);
            self.game_left = left;
            return;
        }
        for s in [left, here].into_iter().flatten() {
            self.set_aside(s);
        }
        self.notice = Some(Notice::Resumed(self.game.turns().len()));
    }

    /// *Remove* on the game set aside at `i`.
    pub(super) fn remove_set_aside(&mut self, i: usize) {
        if i < self.set_aside.len() {
            self.set_aside.remove(i);
        }
    }

    /// Nothing set aside is the game on the board (the list never offers what is shown).
    pub(super) fn tidy_set_aside(&mut self) {
        let here = Saved::of(self);
        self.set_aside.retain(|s| !s.same_game(&here));
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
