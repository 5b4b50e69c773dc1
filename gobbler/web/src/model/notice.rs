//! What the page tells the reader once, until the next action: typed values (squares, counts,
//! the rules' own errors, the reader's echoed input), worded by the view in the page's language.

use gobbler_rules::Square;

/// Something the page tells the reader once, until the next action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A link that could not be replayed (why); nothing changed.
    BadLink(String),
    /// A link's game was replayed (this many turns).
    Replayed(usize),
    /// The Littles on this square have all stepped this turn.
    AlreadyMoved(Square),
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
    /// The rules refused a turn (their message).
    Illegal(String),
    /// The computer could not answer (its message).
    ComputerFailed(String),
}
