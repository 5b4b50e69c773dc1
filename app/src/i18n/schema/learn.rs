//! The how-to-play page's strings.

use gobblet_rules::{IllegalMove, Player, Position, Size, Square, LINES};

use crate::i18n::fill;

crate::message_table! {
    /// The words of one step.
    pub struct StepText {
        /// The step's title.
        title,
        /// The rule, in one or two sentences.
        explain,
        /// What the reader is asked to do.
        task,
        /// Said when the task is done (for a demo: when it reaches its end).
        success,
        /// Said after a legal move that is not the task (after [`LearnText::legal_but`]).
        wrong,
    }
}

crate::message_table! {
    /// The learn page's strings (one instance per language, in `i18n/<lang>/full/learn.rs`).
    pub struct LearnText {
        /// The page's title.
        title,
        /// The line under the title; `{0}` the number of steps.
        intro,
        /// The label of the list of steps.
        steps_label,
        /// `{0}` the step shown, `{1}` the number of steps.
        progress,
        /// `{0}` steps done, `{1}` the number of steps.
        done_count,
        /// A step's button in the list: `{0}` its number, `{1}` its title.
        step_button,
        /// Added to a done step's button label: `{0}` the label.
        step_done,
        /// Before the task.
        task_label,
        /// The previous step.
        prev,
        /// The next step.
        next,
        /// Start the step's board again.
        reset,
        /// The board's label.
        board_label,
        /// The players' colours, orange (P1) first.
        colours: [&'static str; 2],
        /// The hands' labels, orange's ("your hand") first.
        hands: [&'static str; 2],
        /// The sizes, small first (as in "a {size} piece").
        sizes: [&'static str; 3],
        /// A piece: `{0}` the colour, `{1}` the size.
        piece,
        /// A piece in a hand: `{0}` the piece, `{1}` how many.
        in_hand,
        /// An empty square: `{0}` its name.
        square_empty,
        /// A square with pieces: `{0}` its name, `{1}` the pieces.
        square_pieces,
        /// A top piece and what it covers: `{0}` the top, `{1}` the pieces under it, top first.
        covering,
        /// Between the pieces of a list.
        list_sep,
        /// Added to the label of the picked-up piece: `{0}` the label.
        picked_mark,
        /// `{0}` the colour to move.
        to_move,
        /// `{0}` the winner's colour.
        wins_line,
        /// `{0}` the colour that cannot move.
        no_move,
        /// A piece taken from the hand: `{0}` its size.
        picked_hand,
        /// A piece lifted from the board: `{0}` its size, `{1}` the square.
        picked_board,
        /// A square chosen before any piece.
        choose_first,
        /// A legal move that is not the task: `{0}` the move.
        legal_but,
        /// A click on a finished board.
        already_done,
        /// A refused move: `{0}` the move, `{1}` why.
        refused,
        /// Why: no piece of that size in hand (`{0}` the size).
        why_not_in_hand,
        /// Why: the square is empty (`{0}`).
        why_empty,
        /// Why: the piece on `{0}` is the opponent's (`{1}` its colour).
        why_not_yours,
        /// Why: a lifted piece must land on another square.
        why_same_square,
        /// Why: `{0}` the square, `{1}` the size on top there.
        why_cannot_cover,
        /// Why: lifting from `{0}` uncovers `{1}`'s line `{2}`; land on `{3}` or `{4}`.
        why_reveals,
        /// Why: lifting from `{0}` uncovers two of `{1}`'s lines.
        why_pinned,
        /// Why: the game on this board is over.
        why_game_over,
        /// Demo: play the next move.
        demo_next,
        /// Demo: take back a move.
        demo_back,
        /// Demo: before the first move.
        demo_start,
        /// Demo: `{0}` the move number, `{1}` how many, `{2}` the colour, `{3}` the move.
        demo_move,
        /// Demo: the position is new.
        demo_first,
        /// Demo: `{0}` how many times the position has occurred.
        demo_seen,
        /// Shown when every step is done.
        all_done,
        /// A link to a game against the computer.
        play_link,
        /// A link to a game between two players.
        two_link,
        /// Each step's words, in the order of the lessons (`crate::lessons::STEPS`).
        steps: &'static [StepText],
        /// When revealing loses (`reveal = loses`): a short reminder of that reading.
        loses_note,
        /// When revealing loses, a legal move that reveals a line: `{0}` the move, `{1}` the
        /// opponent's colour, `{2}` the line(s).
        loses_reveals,
        /// The game pages' words, for the names of lines (`a1–a3 and b1–b3`).
        ui: &'static super::UiText,
        /// The steps taught in their own words when revealing loses, in the order of
        /// `crate::lessons::LOSES_TAUGHT` (the reveal rule, no pins, no stuck side).
        loses_steps: [StepText; 3],
    }
}

impl LearnText {
    /// A player's colour (`orange`, `blue`).
    #[must_use]
    pub fn colour(&self, p: Player) -> &'static str {
        self.colours[p.index()]
    }

    /// A size's name.
    #[must_use]
    pub fn size(&self, s: Size) -> &'static str {
        self.sizes[s.index()]
    }

    /// A piece's name: its colour and size.
    #[must_use]
    pub fn piece_name(&self, p: Player, s: Size) -> String {
        fill(self.piece, &[&self.colour(p), &self.size(s)])
    }

    /// Why a move is refused, in words.
    #[must_use]
    pub fn why(&self, why: IllegalMove, mover: Player) -> String {
        let them = self.colour(mover.opponent());
        match why {
            IllegalMove::GameOver => self.why_game_over.into(),
            IllegalMove::NotInReserve(size) => fill(self.why_not_in_hand, &[&self.size(size)]),
            IllegalMove::EmptySquare(sq) => fill(self.why_empty, &[&sq]),
            IllegalMove::NotYourPiece(sq) => fill(self.why_not_yours, &[&sq, &them]),
            IllegalMove::SameSquare => self.why_same_square.into(),
            IllegalMove::CannotCover { to, top } => {
                fill(self.why_cannot_cover, &[&to, &self.size(top)])
            }
            IllegalMove::Reveals {
                from, pinned: true, ..
            } => fill(self.why_pinned, &[&from, &them]),
            IllegalMove::Reveals { from, line, .. } => {
                let (a, b) = gobblet_rules::line_ends(line);
                let mut others: Vec<Square> = LINES[usize::from(line)]
                    .iter()
                    .filter(|&s| s != from)
                    .collect();
                others.sort_unstable_by_key(|s| (s.file(), s.rank()));
                let name = format!("{a}–{b}");
                match others[..] {
                    [x, y] => fill(self.why_reveals, &[&from, &them, &name, &x, &y]),
                    _ => fill(self.why_pinned, &[&from, &them]),
                }
            }
        }
    }

    /// The words for a square: its name and its pieces, top first.
    #[must_use]
    pub fn square_label(&self, pos: &Position, sq: Square) -> String {
        let mut names: Vec<String> = pos.stack(sq).map(|(p, s)| self.piece_name(p, s)).collect();
        names.reverse();
        match names.split_first() {
            None => fill(self.square_empty, &[&sq]),
            Some((top, [])) => fill(self.square_pieces, &[&sq, top]),
            Some((top, under)) => {
                let covering = fill(self.covering, &[top, &under.join(self.list_sep)]);
                fill(self.square_pieces, &[&sq, &covering])
            }
        }
    }
}
