//! What `update` hands back: the commands the outside world carries out, and the notices the
//! view words.

use gobblet_rules::{IllegalMove, Move, Player, Size, Square};

use crate::i18n::Lang;
use crate::link::LinkError;
use crate::pages::offline::OfflineCmd;
use crate::paste::PasteError;

/// One thing `update` asks the outside world to do (the web layer carries each out).
#[derive(Clone, Debug, PartialEq)]
pub enum Cmd {
    /// Fetch `tb/manifest.json` (the answer is [`super::Msg::Manifest`]).
    FetchManifest,
    /// Push the current state to the browser history.
    PushUrl,
    /// Write the current state into the page's address in place (no new history entry): a
    /// link was shown only in part.
    ReplaceUrl,
    /// Fetch this chunk (the answer is [`super::Msg::Shard`]).
    FetchChunk(u32),
    /// Fetch `tb/stats.json` (the answer is [`super::Msg::Stats`]).
    FetchStats,
    /// Fetch `tb/puzzles.json` (the answer is [`super::Msg::PuzzleFile`]).
    FetchPuzzles,
    /// Send [`super::Msg::ComputerMove`] with this ply after the computer's pause.
    ComputerMove(usize),
    /// Remember this language (the user chose it).
    StoreLang(Lang),
    /// Remember that the welcome was answered (it is not shown by itself again).
    StoreWelcomed,
    /// Store the puzzle streak (its text).
    StoreStreak(String),
    /// Store whether the puzzle page goes on to the next puzzle after a solve.
    StoreAutoNext(bool),
    /// Offline work for the web layer (boxed: it is by far the largest command).
    Offline(Box<OfflineCmd>),
    /// Show the browser's install prompt (kept from its `beforeinstallprompt`).
    InstallPrompt,
    /// Load the page again.
    Reload,
}

/// The commands of one `update`, in the order asked, each once (asking twice to push the URL
/// is one push).
#[must_use = "an update's commands are its effects: hand every one to the web layer"]
#[derive(Debug, Default, PartialEq)]
pub struct Cmds(Vec<Cmd>);

impl Cmds {
    /// Asks for `cmd` (nothing if it is asked already).
    pub fn push(&mut self, cmd: Cmd) {
        if !self.0.contains(&cmd) {
            self.0.push(cmd);
        }
    }

    /// Asks for each of `cmds`.
    pub fn extend(&mut self, cmds: impl IntoIterator<Item = Cmd>) {
        for c in cmds {
            self.push(c);
        }
    }

    /// The commands, in order.
    #[must_use]
    pub fn as_slice(&self) -> &[Cmd] {
        &self.0
    }

    /// Whether the URL is pushed.
    #[must_use]
    pub fn pushes_url(&self) -> bool {
        self.0.contains(&Cmd::PushUrl)
    }

    /// The chunks fetched, in order.
    #[must_use]
    pub fn chunks(&self) -> Vec<u32> {
        self.0
            .iter()
            .filter_map(|c| match c {
                Cmd::FetchChunk(id) => Some(*id),
                _ => None,
            })
            .collect()
    }

    /// The ply the computer is asked to move at, if it is.
    #[must_use]
    pub fn computer_move(&self) -> Option<usize> {
        self.0.iter().find_map(|c| match c {
            Cmd::ComputerMove(ply) => Some(*ply),
            _ => None,
        })
    }

    /// The language stored, if one is.
    #[must_use]
    pub fn stored_lang(&self) -> Option<Lang> {
        self.0.iter().find_map(|c| match c {
            Cmd::StoreLang(l) => Some(*l),
            _ => None,
        })
    }

    /// The streak text stored, if one is.
    #[must_use]
    pub fn stored_streak(&self) -> Option<&str> {
        self.0.iter().find_map(|c| match c {
            Cmd::StoreStreak(s) => Some(s.as_str()),
            _ => None,
        })
    }
}

impl IntoIterator for Cmds {
    type Item = Cmd;
    type IntoIter = std::vec::IntoIter<Cmd>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// Something to tell the user (the view words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A move was refused.
    Refused {
        /// The move.
        mv: Move,
        /// Why.
        why: IllegalMove,
        /// The side that tried it.
        side: Player,
    },
    /// It is the other player's turn.
    NotYourTurn(Player),
    /// No piece of that size left.
    NoneLeft(Player, Size),
    /// The clicked piece is the opponent's.
    OpponentsPiece {
        /// The square.
        sq: Square,
        /// Whose it is.
        owner: Player,
    },
    /// Pick a piece before a square.
    PickFirst(Player),
    /// The clicked piece has no square to go to.
    NowhereToGo(Square),
    /// The game is over (the status line says how it ended).
    GameOver,
    /// Against the computer: wait for its move.
    ComputersTurn,
    /// A link could not be followed; the start is shown instead.
    BadLink(LinkError),
    /// A paste could not be opened; nothing changed.
    BadPaste(PasteError),
    /// The explorer's module could not load the full one for this page.
    PageFailed,
}

impl Notice {
    /// Whether the notice is said beside the paste box (a refused paste) rather than above the
    /// board (a refused move, a link shown in part, a page that did not load).
    #[must_use]
    pub fn beside_paste_box(&self) -> bool {
        matches!(self, Notice::BadPaste(_))
    }
}
