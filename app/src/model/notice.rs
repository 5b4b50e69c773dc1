//! What `update` hands back: the effects the outside world carries out, and the notices the
//! view words.

use gobblet_rules::{IllegalMove, Move, Player, Size, Square};

use crate::i18n::Lang;
use crate::link::LinkError;
use crate::pages::offline::OfflineCmd;
use crate::paste::PasteError;

/// What `update` asks the outside world to do.
#[derive(Debug, Default)]
pub struct Effects {
    /// Shards to fetch.
    pub fetch: Vec<u32>,
    /// Push the current state to the browser history.
    pub push_url: bool,
    /// Fetch `tb/stats.json`.
    pub fetch_stats: bool,
    /// Send [`Msg::ComputerMove`] with this ply after a short pause.
    pub computer_move: Option<usize>,
    /// Remember this language (the user chose it).
    pub store_lang: Option<Lang>,
    /// Offline commands for the web layer.
    pub offline: Vec<OfflineCmd>,
    /// Show the browser's install prompt (kept from its `beforeinstallprompt`).
    pub install_prompt: bool,
    /// Fetch `tb/puzzles.json` and answer [`super::Msg::PuzzleFile`].
    pub fetch_puzzles: bool,
    /// Store the puzzle streak (its text) in local storage.
    pub store_streak: Option<String>,
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
