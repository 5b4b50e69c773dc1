//! The position editor's strings, and the refusals of setups it shares with links and pastes.

use gobblet_rules::{Player, Size};

use crate::i18n::fill;

crate::message_table! {
    /// The editor's strings (one instance per language, in `i18n/<lang>/full/editor.rs`). `{0}`, `{1}`…
    /// are filled by [`fill`].
    #[allow(missing_docs)] // each field's English text in i18n/en/full/editor.rs is its documentation
    pub struct EditorText {
        title,
        help,
        reach_note,
        /// The names, the pieces and the refusals, shared with the game pages.
        setup: &'static SetupText,
        /// Between two pieces of a stack, listed from the top down.
        over,
        /// A square's label: `{0}` the square, `{1}` its stack (top first) or [`EditorText::empty`].
        square,
        empty,
        board,
        palette,
        /// A palette button's label: `{0}` the piece, `{1}` how many are left to place.
        pick,
        eraser,
        eraser_label,
        side,
        /// `{0}` the player.
        to_move,
        clear,
        start,
        explore,
        play,
        share,
        link,
        copy_link,
        notation,
        copy_notation,
        /// `{0}` the side to move.
        ongoing,
        /// `{0}` the winner, `{1}` its lines.
        over_line,
        /// Between two line names.
        and,
        /// `{0}` the side to move (who loses), `{1}` the winner.
        over_no_move,
        /// What to change, when leaving is refused: `{0}` the piece, `{1}` pieces of each size
        /// per player.
        fix_too_many,
        /// `{0}` the square.
        fix_no_stacking,
        /// `{0}` P1.
        fix_empty_p2,
        /// `{0}` P1.
        fix_p1_absent,
        /// `{0}` P1, `{1}` P2.
        fix_p2_absent,
        fix_both_lines,
        /// `{0}` the player.
        fix_lines_apart,
        /// `{0}` the side to move (who shows the line), `{1}` the other player.
        fix_own_line,
        /// `{0}` the side to move (who shows the line), `{1}` the other player.
        fix_reveal,
        fix_over,
        /// `{0}` why the position could not be opened.
        load_failed,
    }
}

crate::message_table! {
    /// What the rules allow of a position and a setup, in words: the refusals of the editor,
    /// which links and pastes give too (so in both modules: `SETUP` in `i18n/<lang>/editor.rs`;
    /// the editor page's own strings are the full module's).
    #[allow(missing_docs)] // each field's English text in i18n/en/editor.rs is its documentation
    pub struct SetupText {
        /// The names of the players and sizes: the same words as on the game pages.
        names: &'static super::UiText,
        /// A piece: `{0}` the player, `{1}` the size.
        piece,
        no_tool,
        /// `{0}` the piece, `{1}` pieces of each size per player.
        none_left,
        /// `{0}` the player, `{1}` the count, `{2}` the size, `{3}` pieces of each size per player.
        too_many,
        /// `{0}` the piece, `{1}` the square, `{2}` the top piece there.
        cannot_cover,
        /// `{0}` the square.
        no_stacking,
        /// `{0}` the square.
        already_empty,
        /// `{0}` P1.
        empty_board_p2,
        /// `{0}` P1.
        p1_absent,
        /// `{0}` P1, `{1}` P2.
        p2_absent,
        both_lines,
        /// `{0}` the player.
        lines_apart,
        /// `{0}` the player.
        line_on_own_turn,
        /// `{0}` the side to move, `{1}` the other player.
        reveal_impossible,
        game_over_no_play,
    }
}

impl SetupText {
    /// A player's name.
    #[must_use]
    pub fn player(&self, p: Player) -> &'static str {
        self.names.player(p)
    }

    /// A size's name.
    #[must_use]
    pub fn size(&self, s: Size) -> &'static str {
        self.names.size(s)
    }

    /// A piece's name: "P1 large".
    #[must_use]
    pub fn piece(&self, p: Player, s: Size) -> String {
        fill(self.piece, &[&self.player(p), &self.size(s)])
    }
}

impl EditorText {
    /// A set of lines (bits over `gobblet_rules::LINES`) as `a3–c3 and a1–c3`.
    #[must_use]
    pub fn lines(&self, lines: u8) -> String {
        crate::i18n::lines_text(lines, self.and)
    }
}
