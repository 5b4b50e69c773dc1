//! What the page tells the reader once, until the next action: typed values (squares, counts,
//! the rules' own errors, the reader's echoed input), worded by the view in the page's language.

use gobbler_rules::{GameError, Square, TurnError, TurnParseError};

use crate::link::LinkError;
use crate::think::ThinkError;

/// Something the page tells the reader once, until the next action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A link that could not be replayed (why); nothing changed.
    BadLink(BadLink),
    /// A link's game was replayed (this many turns).
    Replayed(usize),
    /// A link's game was replayed (this many turns) over an unfinished game of this device
    /// (this many turns), which was set aside.
    ReplayedSetAside(usize, usize),
    /// The Littles on this square have all stepped this turn.
    AlreadyMoved(Square),
    /// Every Little on this square stepped there this turn (it stood empty at the turn's start).
    Arrived(Square),
    /// No Little stands on this square.
    NoLittles(Square),
    /// Three steps are made: end the turn or undo a step.
    ThreeSteps,
    /// A Little steps to a neighbouring square only (from, to).
    NotNeighbour(Square, Square),
    /// A Little never steps onto a Gobbler.
    OntoGobbler(Square),
    /// Steps are pending: end the turn or undo them before passing.
    StepsPending,
    /// Not a landing square of the chosen Gobbler.
    NotLanding(Square),
    /// This Gobbler starves this turn: it has no move.
    Starving(Square),
    /// Click one of the Gobblers.
    PickGobbler,
    /// The computer plays this side.
    NotYourTurn,
    /// The game is over.
    GameOver,
    /// The rules refused a turn (their reason).
    Illegal(TurnError),
    /// A player was chosen while steps of this turn were made: the steps are kept, and the new
    /// players start with the next game.
    StepsKept,
    /// A player was chosen before anyone's turn was played: the game began again with the
    /// players chosen.
    Restarted,
    /// The computer could not answer (why).
    ComputerFailed(ComputerError),
    /// The game kept on this device was opened again (this many turns).
    Resumed(usize),
    /// A new game began; *Undo turn* brings the one left back, and it is set aside.
    NewGameUndo,
    /// The game kept on this device could not be read (another version of the page wrote it,
    /// or it was damaged): a new game began.
    SavedUnreadable,
    /// An unfinished game set aside on this device could not be read (another version of the
    /// page wrote it, or it was damaged): it is dropped, the others are listed.
    SetAsideUnreadable,
}

/// Why a link's game could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadLink {
    /// The query cannot be read.
    Query(LinkError),
    /// A turn of the link's game cannot be played (which, as written, and why).
    Game(GameError),
}

/// Why the computer did not play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComputerError {
    /// Its answer is not a turn of the position: the answer as it came, and why.
    NotATurn {
        /// The answer.
        text: String,
        /// What is wrong with it.
        why: TurnParseError,
    },
    /// It had no turn to give (its reason, read back from the worker).
    Refused(ThinkError),
    /// The worker could not start.
    WorkerFailed,
    /// The request could not be sent to the worker.
    Unreachable,
    /// The worker failed with something that is not one of the computer's reasons (the
    /// browser's own message goes to the console, not the page).
    Crashed,
    /// The worker answered with neither a turn nor a reason.
    NoAnswer,
}
