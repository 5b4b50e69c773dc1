//! Every message `update` handles: the user's actions and the outside world's answers.

use gobblet_rules::{Move, Player, Reveal, Size, Square};

use super::{FullMsg, NodeId};
use crate::engine::Level;
use crate::fetch::{FetchError, RangesIgnored};
use crate::i18n::Lang;
use crate::link::Page;
use crate::pages::offline::OfflineMsg;

/// Every user action and every answer from the outside world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A click on a square.
    Square(Square),
    /// A click on a reserve piece.
    Reserve(Player, Size),
    /// Play this move (from the move list).
    Play(Move),
    /// Step back (one ply; against the computer, back to the human's previous turn).
    Undo,
    /// Step forward one ply along the line.
    Redo,
    /// Step back one ply along the line (only looking, on every game page).
    Back,
    /// Show this ply of the line.
    Jump(usize),
    /// Show the line through this node of the game's tree (a variation's move).
    Node(NodeId),
    /// Show the next (`true`) or previous variation of the move shown.
    Variation(bool),
    /// Make the line shown the main line.
    Promote,
    /// Delete the move shown and every move played after it.
    DeleteHere,
    /// Against the computer, at its turn: let it move from the position shown.
    Continue,
    /// Show or hide buried pieces.
    ToggleBuried,
    /// Show or hide the values in a game (hints).
    ToggleHints,
    /// Drop the current selection.
    Deselect,
    /// Go to a page.
    Page(Page),
    /// Speak this language.
    Lang(Lang),
    /// A new game on the current game page, from the start.
    NewGame,
    /// Against the computer: the human plays this side (starts a new game).
    Side(Player),
    /// Against the computer: its level (the game goes on).
    Level(Level),
    /// The computer's turn has come (sent by the web layer after a short pause): the ply it
    /// was asked for, so a stale request after an undo is ignored.
    ComputerMove(usize),
    /// Seeds the computer's random choices among equal moves.
    Seed(u64),
    /// From the explorer: play a game against the computer from the shown position.
    PlayFromHere,
    /// From the explorer: open the shown position in the editor.
    EditHere,
    /// Write out the best line from the shown position.
    BestLine,
    /// The manifest's text, or why it could not be fetched.
    Manifest(Result<String, FetchError>),
    /// The server answered the range request for this chunk with the whole pack (the download
    /// was stopped): no chunk can be fetched from this server.
    RangesRefused(u32, RangesIgnored),
    /// A shard's bytes, or why the fetch failed (it will be retried).
    Shard(u32, Result<Vec<u8>, FetchError>),
    /// A shard could not be had after every retry (why the last attempt failed).
    ShardGaveUp(u32, FetchError),
    /// `tb/stats.json`, or why it could not be fetched (the findings page asks for it; the
    /// explorer's module never does).
    Stats(Result<String, FetchError>),
    /// The URL changed (back/forward, or the first load): its query string.
    Url(String),
    /// Offline use.
    Offline(OfflineMsg),
    /// A page of the full module (learn, the editor, puzzles: see [`super::registry`]); the
    /// explorer's module has none, so this variant cannot be made there.
    Full(FullMsg),
    /// `tb/puzzles.json`, or why it could not be fetched (the puzzle page asks for it; the
    /// explorer's module never does).
    PuzzleFile(Result<String, FetchError>),
    /// Turn the board view a quarter turn clockwise.
    Rotate,
    /// Mirror the board view left to right.
    Flip,
    /// Show moves that are the same by the position's symmetry once, or each.
    ToggleGroup,
    /// Open this pasted text (a move list, a position or a link) in the explorer.
    Paste(String),
    /// The browser offers to install the app (its `beforeinstallprompt`), or no longer does.
    InstallOffered(bool),
    /// Install the app (show the browser's prompt).
    Install,
    /// A new build of the site is published: the page the server has now loads other modules
    /// than this one (seen when a new service worker takes the page).
    UpdateReady,
    /// Load the page again (the user takes the new build).
    Reload,
    /// Open or close the game review.
    ToggleReview,
    /// Preview this listed move's line on the board (`None`: back to the position).
    Preview(Option<Move>),
    /// Read the reveal rule this way from now on (every game page and the tutorial).
    Reveal(Reveal),
    /// Open the welcome (the header's button).
    Welcome,
    /// The welcome's answer: the page chosen (the tutorial, a game against the computer at the
    /// easy level, the explorer), or `None` to close it where it is.
    Welcomed(Option<Page>),
    /// The explorer's module could not load the full module for the page shown (the browser's
    /// reason goes to the console).
    PageFailed,
}
