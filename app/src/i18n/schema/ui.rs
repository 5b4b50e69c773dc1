//! The game pages', navigation and notices' strings.

use gobblet_rules::{line_ends, IllegalMove, Player, Size, Value};

use crate::i18n::fill;

crate::message_table! {
    /// The strings of the game pages, the navigation and the notices (one instance per
    /// language, in `i18n/<lang>/ui.rs`; each field's English text is its documentation).
    /// `{0}`, `{1}`… are filled by [`fill`].
    pub struct UiText {
        title,
        subtitle,
        page_title,
        nav_label,
        nav_explore,
        nav_play,
        nav_two,
        nav_learn,
        nav_findings,
        nav_editor,
        nav_offline,
        nav_gobbler,
        nav_puzzles,
        language,
        p1,
        p2,
        p1_tag,
        p2_tag,
        player_with_tag,
        small,
        medium,
        large,
        to_move,
        to_move_plain,
        draw,
        loading,
        unknown,
        value_loading,
        value_unknown,
        label_win,
        label_loss,
        label_draw,
        won_by_line,
        line_and,
        no_move,
        repetition,
        you_win,
        computer_wins,
        drawn_game,
        your_move,
        computer_thinking,
        refused,
        why_game_over,
        why_not_in_reserve,
        why_empty,
        why_not_yours,
        why_same_square,
        why_cannot_cover,
        why_pinned_one,
        why_pinned_two,
        not_your_turn,
        none_left,
        opponents_piece,
        pick_first,
        nowhere_to_go,
        computers_turn,
        game_over,
        bad_link,
        bad_link_before,
        bad_link_left_out,
        page_loading,
        page_failed,
        link_not_utf8,
        link_page,
        link_position,
        link_position_rules,
        link_impossible,
        link_not_a_move,
        link_illegal,
        link_branch,
        link_line,
        link_ply,
        link_ply_past_end,
        link_side,
        link_level,
        link_step,
        link_view,
        link_reveal,
        board,
        empty,
        piece,
        on,
        skip_board,
        skip_page,
        reserve,
        reserve_piece,
        undo,
        redo,
        hide_buried,
        hints,
        new_game,
        play_from_here,
        edit_here,
        best_line,
        moves_for,
        legal_moves_for,
        game,
        start,
        variations,
        main_line,
        delete_here,
        continue_here,
        computer_waits,
        last_move,
        you_play,
        level,
        level_perfect,
        level_hard,
        level_medium,
        level_easy,
        about_perfect,
        about_hard,
        about_medium,
        about_easy,
        best_line_title,
        best_line_value,
        best_line_fetching,
        best_line_unknown,
        best_line_over,
        copy,
        copied,
        tb_loading,
        tb_failed,
        tb_ready,
        tb_fetching,
        tb_fetching_index,
        tb_retrying,
        tb_unusable,
        tb_no_ranges,
        tb_join,
        chunk_index,
        help,
        keys_title,
        keys,
        covering_hidden,
        best_line_title_here,
        rotate,
        flip,
        group_same,
        same_moves,
        paste_label,
        paste_open,
        paste_refused,
        paste_empty,
        paste_position,
        paste_position_rules,
        paste_impossible,
        paste_not_a_move,
        paste_illegal,
        install,
        update_ready,
        update_reload,

        /// A count of plies, one (`1 ply`).
        plies_one,
        /// A count of plies, several (`{0} plies`).
        plies_many,
        /// An ordinal ending in 1 but not 11 (`{0}st`; [`UiText::ordinal`] picks the form).
        nth_1,
        /// An ordinal ending in 2 but not 12 (`{0}nd`).
        nth_2,
        /// An ordinal ending in 3 but not 13 (`{0}rd`).
        nth_3,
        /// Every other ordinal (`{0}th`).
        nth,
        /// A win ended by the player's own move: `{0}` the ordinal of that move, `{1}` the plies.
        win_own,
        /// A win ended by the opponent's move (it must reveal a line): `{0}` the opponent, `{1}`
        /// the ordinal of its move, `{2}` the plies.
        win_other,
        /// A loss ended by the player's own move (it must reveal a line): `{0}` the ordinal,
        /// `{1}` the plies.
        loss_own,
        /// A loss ended by the opponent's move: `{0}` the opponent, `{1}` the ordinal of its
        /// move, `{2}` the plies.
        loss_other,
        /// A finished game's value: `{0}` the winner.
        has_won,
    }
}

/// Which move ends a game that lasts `plies` more plies from a position with best play, counted
/// for the side to move there: its own `nth` move (`by_mover`, an odd number of plies) or its
/// opponent's (an even number). `nth` is 0 for a game already over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// Whether the side to move makes the last move (else its opponent).
    pub by_mover: bool,
    /// Which of that player's moves it is, counted from 1.
    pub nth: u8,
}

impl LastMove {
    /// The last move of a game `plies` plies long.
    #[must_use]
    pub const fn of(plies: u8) -> LastMove {
        LastMove {
            by_mover: plies % 2 == 1,
            nth: plies.div_ceil(2),
        }
    }
}

impl UiText {
    /// A player's name: its colour (the pieces' and the tutorial's naming).
    #[must_use]
    pub fn player(&self, p: Player) -> &'static str {
        match p {
            Player::P1 => self.p1,
            Player::P2 => self.p2,
        }
    }

    /// A player's secondary label: who moves first or second (`P1`, `P2`).
    #[must_use]
    pub fn player_tag(&self, p: Player) -> &'static str {
        match p {
            Player::P1 => self.p1_tag,
            Player::P2 => self.p2_tag,
        }
    }

    /// A player's name with its secondary label, where a side is chosen ("Orange (P1)").
    #[must_use]
    pub fn player_tagged(&self, p: Player) -> String {
        fill(
            self.player_with_tag,
            &[&self.player(p), &self.player_tag(p)],
        )
    }

    /// A stack in words, its top piece first ("Orange large on Blue small"; `empty`).
    #[must_use]
    pub fn stack_words(&self, stack: &[(Player, Size)]) -> String {
        if stack.is_empty() {
            return self.empty.into();
        }
        let pieces: Vec<String> = stack
            .iter()
            .rev()
            .map(|&(p, s)| fill(self.piece, &[&self.player(p), &self.size(s)]))
            .collect();
        pieces.join(self.on)
    }

    /// A size's name.
    #[must_use]
    pub fn size(&self, s: Size) -> &'static str {
        match s {
            Size::Small => self.small,
            Size::Medium => self.medium,
            Size::Large => self.large,
        }
    }

    /// A value in words for `side`, the player it belongs to (the side to move, or the player
    /// of a listed move): whose move ends the game, which of their moves it is, and the plies
    /// (`wins with its 7th move (13 plies)`, `loses to Blue's 6th move (12 plies)`); a game
    /// already over says who has won, never "in 0".
    #[must_use]
    pub fn value_words(&self, v: Value, side: Player) -> String {
        let (plies, wins) = match v {
            Value::Draw => return self.draw.into(),
            Value::Win(n) => (n, true),
            Value::Loss(n) => (n, false),
        };
        let opponent = self.player(side.opponent());
        if plies == 0 {
            let winner = if wins { side } else { side.opponent() };
            return fill(self.has_won, &[&self.player(winner)]);
        }
        let last = LastMove::of(plies);
        let nth = self.ordinal(last.nth);
        let count = self.plies(plies);
        match (wins, last.by_mover) {
            (true, true) => fill(self.win_own, &[&nth, &count]),
            (true, false) => fill(self.win_other, &[&opponent, &nth, &count]),
            (false, true) => fill(self.loss_own, &[&nth, &count]),
            (false, false) => fill(self.loss_other, &[&opponent, &nth, &count]),
        }
    }

    /// `n` plies in words (`1 ply`, `13 plies`).
    #[must_use]
    pub fn plies(&self, n: u8) -> String {
        if n == 1 {
            self.plies_one.into()
        } else {
            fill(self.plies_many, &[&n])
        }
    }

    /// `n` as an ordinal (`1st`, `12th`, `23rd`; 第 n in 繁體中文, whose four forms are one).
    #[must_use]
    pub fn ordinal(&self, n: u8) -> String {
        let form = match (n % 10, n % 100) {
            (_, 11..=13) => self.nth,
            (1, _) => self.nth_1,
            (2, _) => self.nth_2,
            (3, _) => self.nth_3,
            _ => self.nth,
        };
        fill(form, &[&n])
    }

    /// Lines as `a1–c3 and a3–c3`.
    #[must_use]
    pub fn lines(&self, lines: u8) -> String {
        crate::i18n::lines_text(lines, self.line_and)
    }

    /// Why a move is illegal, in words (a pin names the opponent's line).
    #[must_use]
    pub fn why(&self, e: IllegalMove, side: Player) -> String {
        let opp = self.player(side.opponent());
        match e {
            IllegalMove::GameOver => self.why_game_over.into(),
            IllegalMove::NotInReserve(s) => fill(self.why_not_in_reserve, &[&self.size(s)]),
            IllegalMove::EmptySquare(sq) => fill(self.why_empty, &[&sq]),
            IllegalMove::NotYourPiece(sq) => fill(self.why_not_yours, &[&sq]),
            IllegalMove::SameSquare => self.why_same_square.into(),
            IllegalMove::CannotCover { to, top } => {
                fill(self.why_cannot_cover, &[&to, &self.size(top)])
            }
            IllegalMove::Reveals {
                from,
                line,
                pinned: false,
            } => {
                let (a, b) = line_ends(line);
                fill(self.why_pinned_one, &[&from, &opp, &a, &b])
            }
            IllegalMove::Reveals {
                from, pinned: true, ..
            } => fill(self.why_pinned_two, &[&from, &opp]),
        }
    }
}
