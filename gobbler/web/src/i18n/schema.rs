//! The schema of the message tables: one struct per part of the page whose fields are its
//! templates (`{0}`, `{1}`… filled by [`fill`]). Each language fills every field (`en/`,
//! `zh_hant/`); the compiler insists none is missing, and the placeholder test that every
//! language uses the same placeholders per entry.
//!
//! The methods here pick and fill templates for the rules' own types (sides, results, squares,
//! scattered stacks); wording the page's own types (players, notices, link and computer errors)
//! is done in `words`, next to those types' users, so this module depends on nothing else in the
//! crate.

use gobbler_rules::{Fate, Scattered, Side, Square, Winner};

use super::errors::ErrorText;
use super::table::{fill, Texts};

/// Every string the page shows, in one language.
pub struct Messages {
    /// The heading and the tabs.
    pub page: PageText,
    /// The board and the turn being made.
    pub play: PlayText,
    /// The strong player's hint and evaluation.
    pub advice: AdviceText,
    /// The last Gobbler move's report.
    pub report: ReportText,
    /// The game record, the players and their ranks.
    pub record: RecordText,
    /// The notices.
    pub notices: NoticeText,
    /// The rules' errors, inside notices.
    pub errors: ErrorText,
    /// The rules screen.
    pub rules: RulesText,
    /// The findings screen: what good play finds.
    pub findings: FindingsText,
}

impl Messages {
    /// Every string of every section, named by its path (`rules.sections[3].body[1]`), in
    /// declaration order: what the placeholder test compares across languages.
    #[must_use]
    pub fn entries(&self) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        self.page.visit("page", &mut out);
        self.play.visit("play", &mut out);
        self.advice.visit("advice", &mut out);
        self.report.visit("report", &mut out);
        self.record.visit("record", &mut out);
        self.notices.visit("notices", &mut out);
        self.errors.visit("errors", &mut out);
        self.rules.visit("rules", &mut out);
        self.findings.visit("findings", &mut out);
        out
    }
}

crate::message_table! {
    /// The heading and the tabs.
    pub struct PageText {
        title,
        tagline,
        tab_play,
        tab_rules,
    }
}

crate::message_table! {
    /// The board, whose turn it is, and the turn being made. `littles` and `gobblers` name the
    /// sides; `you`, `friend`, `computer` and `levels` the players.
    pub struct PlayText {
        littles,
        gobblers,
        you,
        friend,
        computer,
        levels: [&'static str; 3],
        to_move,
        thinking,
        result_gobblers,
        result_littles,
        eaten,
        threshold,
        starving,
        board,
        square_empty,
        square_one,
        square_many,
        square_gobbler,
        square_starving,
        end_turn,
        pass,
        undo_step,
        undo,
        new_game,
        no_steps,
        steps,
        hint_littles,
        hint_step,
        hint_gobbler,
        hint_hop,
        hint_hop_on,
        landing,
        landing_scatter,
        hop_on,
        last_turn,
        last_pass,
        keys_title,
        keys,
    }
}

impl PlayText {
    /// A side's name.
    #[must_use]
    pub fn side(&self, s: Side) -> &'static str {
        match s {
            Side::Littles => self.littles,
            Side::Gobblers => self.gobblers,
        }
    }

    /// The result: who won (the winning player's name `player`), eaten against the threshold.
    #[must_use]
    pub fn result(&self, w: Winner, player: &str, eaten: u8, threshold: u16) -> String {
        let template = match w {
            Winner::Gobblers => self.result_gobblers,
            Winner::Littles => self.result_littles,
        };
        fill(template, &[&eaten, &threshold, &player])
    }

    /// A square for screen readers: its Littles, or a Gobbler (starving or not).
    #[must_use]
    pub fn square(&self, sq: Square, littles: u8, gobbler: bool, starving: bool) -> String {
        match (gobbler, starving, littles) {
            (true, true, _) => fill(self.square_starving, &[&sq]),
            (true, false, _) => fill(self.square_gobbler, &[&sq]),
            (false, _, 0) => fill(self.square_empty, &[&sq]),
            (false, _, 1) => fill(self.square_one, &[&sq]),
            (false, _, n) => fill(self.square_many, &[&sq, &n]),
        }
    }

    /// The steps of the turn being made: how many, and the steps in notation.
    #[must_use]
    pub fn steps(&self, n: usize, steps: &str) -> String {
        if n == 0 {
            self.no_steps.into()
        } else {
            fill(self.steps, &[&n, &steps])
        }
    }

    /// What to do once a Gobbler (and maybe a first hop) is picked: the path so far in
    /// notation and what its hop ate.
    #[must_use]
    pub fn hint_hop(&self, path: &str, eaten: u8) -> String {
        if eaten == 0 {
            fill(self.hint_hop, &[&path])
        } else {
            fill(self.hint_hop_on, &[&path, &eaten])
        }
    }

    /// A landing that ends a move: the move in notation, what its hops eat and what its
    /// scatter eats.
    #[must_use]
    pub fn landing(&self, mv: &str, hops: u8, scatter: u8) -> String {
        if scatter == 0 {
            fill(self.landing, &[&mv, &hops])
        } else {
            fill(self.landing_scatter, &[&mv, &hops, &scatter])
        }
    }
}

crate::message_table! {
    /// The findings screen: the strong players' games summed up, and the safe corner patterns.
    pub struct FindingsText {
        tab,
        intro,
        eaten_title,
        eaten_text,
        chart_label,
        table_caption,
        col_eaten,
        col_games,
        fair_title,
        fair_text,
        at_40,
        first_title,
        first_text,
        first_none,
        first_mixed,
        col_move,
        col_mean,
        mean_cell,
        corners_title,
        corners_text,
        corner_counts,
        one_colour_all,
        one_colour_not_all,
        one_colour_unsafe,
        one_colour_all_safe,
        caption_safe,
        caption_mixed,
        caption_unsafe,
        in_games,
        rules_hint,
        rules_link,
    }
}

crate::message_table! {
    /// The strong player's advice: the hint (its turn for the person to move, not played) and
    /// the evaluation (its estimate of the Littles eaten by the end against the threshold).
    pub struct AdviceText {
        hint,
        eval_switch,
        hint_thinking,
        hint_turn,
        hint_pass,
        hint_eats,
        hint_expects,
        then,
        hint_failed,
        hint_played,
        hint_played_pass,
        hint_same,
        eval_thinking,
        eval_littles,
        eval_gobblers,
        eval_none,
        eval_failed,
        littles_ahead,
        gobblers_ahead,
        analyse,
        analyse_note,
        graph_progress,
        graph_caption,
        costly_title,
        costly_turn,
        costly_none,
        costly_note,
    }
}

crate::message_table! {
    /// The last Gobbler move's report: its hops, the starved, every scattered stack. Each fate
    /// of a stack has two forms, for one Little and for more (`{0}` is the subject, whose verb
    /// agrees with it: "was eaten", "were eaten").
    pub struct ReportText {
        last_move,
        starved,
        little_one,
        littles_many,
        ran: [&'static str; 2],
        slid: [&'static str; 2],
        pinned_at_edge: [&'static str; 2],
        pinned_in_corner: [&'static str; 2],
        ran_into_jaws: [&'static str; 2],
        slid_into_jaws: [&'static str; 2],
        no_scatter,
        scatter_total,
    }
}

impl ReportText {
    /// One scattered stack and its fate.
    #[must_use]
    pub fn scattered(&self, s: &Scattered) -> String {
        let form = super::form(usize::from(s.count));
        let what = if form == 0 {
            fill(self.little_one, &[&s.from])
        } else {
            fill(self.littles_many, &[&s.from, &s.count])
        };
        match s.fate {
            Fate::Ran { to } => fill(self.ran[form], &[&what, &to]),
            Fate::Slid { to } => fill(self.slid[form], &[&what, &to]),
            Fate::PinnedAtEdge => fill(self.pinned_at_edge[form], &[&what]),
            Fate::PinnedInCorner => fill(self.pinned_in_corner[form], &[&what]),
            Fate::RanIntoJaws { gobbler } => fill(self.ran_into_jaws[form], &[&what, &gobbler]),
            Fate::SlidIntoJaws { gobbler } => fill(self.slid_into_jaws[form], &[&what, &gobbler]),
        }
    }
}

crate::message_table! {
    /// The game record with its text and link, the players and their ranks.
    pub struct RecordText {
        game,
        no_turns,
        game_text,
        link,
        copy,
        copied,
        players,
        set_aside,
        set_aside_note,
        set_aside_game: [&'static str; 2],
        set_aside_open,
        set_aside_remove,
        plays_littles,
        plays_gobblers,
        next_game_note,
        rank_head: [&'static str; 3],
        ranks_note,
        this_threshold,
        this_threshold_kept,
        this_threshold_link,
        not_ranked,
        ranked,
        review_after,
        review_start: [&'static str; 2],
        review_turn,
        review_nav,
        review_first,
        review_back,
        review_on,
        review_now,
    }
}

crate::message_table! {
    /// What the page tells the reader once, until the next action (worded in `words`): the
    /// notices, which are sentences, and the page's own reasons inside them (parts of
    /// sentences: why a link cannot be read, why the computer did not play).
    pub struct NoticeText {
        bad_link,
        replayed: [&'static str; 2],
        set_aside_kept: [&'static str; 2],
        two_sentences,
        already_moved,
        arrived,
        no_littles,
        three_steps,
        not_neighbour,
        onto_gobbler,
        steps_pending,
        not_landing,
        starving,
        pick_gobbler,
        not_your_turn,
        game_over,
        illegal,
        steps_kept,
        restarted,
        resumed: [&'static str; 2],
        saved_unreadable,
        set_aside_unreadable,
        new_game_undo,
        computer_failed,
        link_encoding,
        link_threshold,
        computer_not_a_turn,
        computer_worker_failed,
        computer_unreachable,
        computer_crashed,
        computer_no_answer,
        think_level,
        think_over,
    }
}

crate::message_table! {
    /// The rules screen: the introduction, the sections in the order `rules::diagrams` draws
    /// them, the words under a diagram's two boards, and how a Decision paragraph begins (the
    /// screen marks those).
    pub struct RulesText {
        intro,
        sections: [RulesSection; 11],
        before,
        after,
        decision,
    }
}

crate::message_table! {
    /// One section of the rules screen: a title, its paragraphs, and a caption per diagram.
    pub struct RulesSection {
        title,
        body: &'static [&'static str],
        captions: &'static [&'static str],
    }
}
