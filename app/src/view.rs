//! The page, drawn from the state as HTML in the reader's language. Every interactive element
//! carries a `data-*` attribute that names its message; `web` turns clicks on them into
//! [`crate::model::Msg`]s (`data-msg="<page>:…"` for the pages with their own messages).

use std::fmt::Write;

use gobblet_rules::{line_ends, IllegalMove, Move, Player, Position, Size, Square, Value, LINES};
use gobblet_tablebase::Lookup;

use crate::engine::Level;
use crate::i18n::{fill, Messages};
use crate::link::{LinkError, Page};
use crate::model::{GameState, LineEnd, Model, Notice, Selection, TbState};

crate::i18n::message_table! {
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
        language,
        p1,
        p2,
        small,
        medium,
        large,
        to_move,
        to_move_plain,
        wins_in,
        loses_in,
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
        bad_link,
        link_not_utf8,
        link_page,
        link_position,
        link_position_rules,
        link_impossible,
        link_not_a_move,
        link_illegal,
        link_ply,
        link_ply_past_end,
        link_side,
        link_level,
        link_step,
        board,
        empty,
        piece,
        under,
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
        tb_retrying,
        tb_unusable,
        help,
        keys,
    }
}

impl UiText {
    /// A player's name.
    #[must_use]
    pub fn player(&self, p: Player) -> &'static str {
        match p {
            Player::P1 => self.p1,
            Player::P2 => self.p2,
        }
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

    /// A level's name.
    #[must_use]
    pub fn level_name(&self, l: Level) -> &'static str {
        match l {
            Level::Perfect => self.level_perfect,
            Level::Hard => self.level_hard,
            Level::Medium => self.level_medium,
            Level::Easy => self.level_easy,
        }
    }

    /// A level in one line.
    #[must_use]
    pub fn level_about(&self, l: Level) -> &'static str {
        match l {
            Level::Perfect => self.about_perfect,
            Level::Hard => self.about_hard,
            Level::Medium => self.about_medium,
            Level::Easy => self.about_easy,
        }
    }

    /// A page's name in the navigation.
    #[must_use]
    pub fn page_name(&self, p: Page) -> &'static str {
        match p {
            Page::Explore => self.nav_explore,
            Page::Play => self.nav_play,
            Page::Two => self.nav_two,
            Page::Learn => self.nav_learn,
            Page::Findings => self.nav_findings,
            Page::Editor => self.nav_editor,
            Page::Offline => self.nav_offline,
        }
    }

    /// A value in words (`wins in 9`).
    #[must_use]
    pub fn value_words(&self, v: Value) -> String {
        match v {
            Value::Win(n) => fill(self.wins_in, &[&n]),
            Value::Loss(n) => fill(self.loses_in, &[&n]),
            Value::Draw => self.draw.into(),
        }
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

    /// What is wrong with a link.
    #[must_use]
    pub fn link_error(&self, e: &LinkError, editor: &crate::editor::EditorText) -> String {
        match e {
            LinkError::NotUtf8 => self.link_not_utf8.into(),
            LinkError::Page(p) => fill(self.link_page, &[p]),
            LinkError::Position(d) => fill(self.link_position, &[d]),
            LinkError::PositionRules(d) => fill(self.link_position_rules, &[d]),
            LinkError::Impossible(r) => fill(self.link_impossible, &[&r.text(editor)]),
            LinkError::NotAMove { index, word } => fill(self.link_not_a_move, &[index, word]),
            LinkError::Illegal { index, mv, why } => {
                // Who tried it is not known without replaying; the reason reads the same.
                fill(self.link_illegal, &[index, mv, &self.why(*why, Player::P1)])
            }
            LinkError::Ply(p) => fill(self.link_ply, &[p]),
            LinkError::PlyPastEnd { ply, moves } => fill(self.link_ply_past_end, &[ply, moves]),
            LinkError::Side(s) => fill(self.link_side, &[s]),
            LinkError::Level(l) => fill(self.link_level, &[l]),
            LinkError::Step(l) => fill(self.link_step, &[l]),
        }
    }
}

/// Escapes text for HTML.
#[must_use]
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The colour class, the short label and the words for a move's value.
#[must_use]
pub fn label(t: &UiText, l: Lookup) -> (&'static str, String, String) {
    match l {
        Lookup::Known(v @ Value::Win(n)) => ("win", fill(t.label_win, &[&n]), t.value_words(v)),
        Lookup::Known(v @ Value::Loss(n)) => ("loss", fill(t.label_loss, &[&n]), t.value_words(v)),
        Lookup::Known(Value::Draw) => ("draw", t.label_draw.into(), t.draw.into()),
        Lookup::NeedShard(_) => ("unknown", "…".into(), t.loading.into()),
        Lookup::NotInTable => ("unknown", "?".into(), t.unknown.into()),
    }
}

/// The CSS class of a player's pieces (`p1`, `p2`; shared by every board on the site).
#[must_use]
pub fn player_class(p: Player) -> &'static str {
    match p {
        Player::P1 => "p1",
        Player::P2 => "p2",
    }
}

/// The CSS class of a size (`small`, `medium`, `large`).
#[must_use]
pub fn size_class(s: Size) -> &'static str {
    match s {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

/// The sentence that announces the end of the game (in a game against the computer, from the
/// human's side).
#[must_use]
pub fn game_over_text(m: &Model, t: &UiText) -> String {
    let state = m.game_state();
    let side = m.position().side_to_move();
    let how = match state {
        GameState::Line(winner, lines) => {
            fill(t.won_by_line, &[&t.player(winner), &t.lines(lines)])
        }
        GameState::NoMove => fill(t.no_move, &[&t.player(side), &t.player(side.opponent())]),
        GameState::Repetition => t.repetition.into(),
        GameState::Ongoing => return String::new(),
    };
    if m.page != Page::Play {
        return how;
    }
    match state.winner(side) {
        Some(w) if w == m.opponent.human => fill(t.you_win, &[&how]),
        Some(_) => fill(t.computer_wins, &[&how]),
        None => fill(t.drawn_game, &[&how]),
    }
}

/// The status line: whose move and the value in words, or how the game ended.
#[must_use]
pub fn status_text(m: &Model, t: &UiText, moves: &[(Move, Lookup)]) -> String {
    if m.game_state() != GameState::Ongoing {
        return game_over_text(m, t);
    }
    let side = m.position().side_to_move();
    let value = || match m.value_given(moves) {
        Some(v) => t.value_words(v),
        None if matches!(m.tb, TbState::Loading) || !m.fetching.is_empty() => {
            t.value_loading.into()
        }
        None => t.value_unknown.into(),
    };
    let who = if m.page == Page::Play {
        if side == m.opponent.human {
            fill(t.your_move, &[&t.player(side)])
        } else {
            fill(t.computer_thinking, &[&t.player(side)])
        }
    } else {
        t.player(side).to_string()
    };
    if m.values_shown() {
        if m.page == Page::Play {
            format!("{who} — {}", value())
        } else {
            fill(t.to_move, &[&who, &value()])
        }
    } else if m.page == Page::Play {
        who
    } else {
        fill(t.to_move_plain, &[&who])
    }
}

/// A notice in words.
#[must_use]
pub fn notice_text(m: &Model, t: &UiText, n: &Notice) -> String {
    match n {
        Notice::Refused { mv, why, side } => fill(t.refused, &[mv, &t.why(*why, *side)]),
        Notice::NotYourTurn(p) => fill(t.not_your_turn, &[&t.player(*p)]),
        Notice::NoneLeft(p, s) => fill(t.none_left, &[&t.player(*p), &t.size(*s)]),
        Notice::OpponentsPiece { sq, owner } => fill(
            t.opponents_piece,
            &[sq, &t.player(*owner), &t.player(owner.opponent())],
        ),
        Notice::PickFirst(p) => fill(t.pick_first, &[&t.player(*p)]),
        Notice::NowhereToGo(sq) => fill(t.nowhere_to_go, &[sq]),
        Notice::GameOver => game_over_text(m, t),
        Notice::ComputersTurn => t.computers_turn.into(),
        Notice::BadLink(e) => fill(t.bad_link, &[&t.link_error(e, &m.lang.messages().editor)]),
    }
}

/// The whole page. `page_url` is the page's address without its query (for share links).
#[must_use]
pub fn render(m: &Model, page_url: &str) -> String {
    let all: &Messages = m.lang.messages();
    let t = &all.ui;
    let mut h = String::new();
    let _ = write!(
        h,
        r#"<header class="top"><h1>{} <span class="sub">— {}</span></h1>"#,
        esc(t.title),
        esc(t.subtitle)
    );
    h.push_str(&language_switch(m, t));
    h.push_str("</header>");
    h.push_str(&nav(m, t));
    let _ = write!(
        h,
        r#"<p id="offline-status" class="offline-status">{}</p>"#,
        crate::offline::status_line(&m.offline, &all.offline)
    );
    if !m.page.is_game() {
        // The game pages show notices by the board; the others (a bad link to a step) here.
        if let Some(n) = &m.notice {
            let _ = write!(
                h,
                r#"<p id="notice" class="notice" role="alert">{}</p>"#,
                esc(&notice_text(m, t, n))
            );
        }
    }
    let _ = write!(
        h,
        r#"<section id="page" class="page page-{}">"#,
        m.page.tag()
    );
    match m.page {
        Page::Explore | Page::Play | Page::Two => h.push_str(&game_page(m, t)),
        Page::Learn => h.push_str(&crate::learn::render(&m.learn, &all.learn)),
        Page::Findings => h.push_str(&crate::findings::render(
            m.stats.as_ref(),
            &all.findings,
            m.lang,
        )),
        Page::Editor => h.push_str(&crate::editor::render(
            &m.editor,
            &all.editor,
            &m.variant,
            page_url,
        )),
        Page::Offline => h.push_str(&crate::offline::render_page(&m.offline, &all.offline)),
    }
    h.push_str("</section>");
    h
}

fn language_switch(m: &Model, t: &UiText) -> String {
    let mut h = format!(
        r#"<div class="langs" role="group" aria-label="{}">"#,
        esc(t.language)
    );
    for lang in crate::i18n::Lang::ALL {
        let _ = write!(
            h,
            r#"<button data-lang="{}" lang="{}" aria-pressed="{}">{}</button>"#,
            lang.tag(),
            lang.tag(),
            lang == m.lang,
            esc(lang.name())
        );
    }
    h.push_str("</div>");
    h
}

fn nav(m: &Model, t: &UiText) -> String {
    let mut h = format!(
        r#"<nav class="tabs" aria-label="{}"><ul>"#,
        esc(t.nav_label)
    );
    for page in Page::ALL {
        let href = if page == Page::Explore {
            "./".to_string()
        } else {
            format!("?page={}", page.tag())
        };
        let _ = write!(
            h,
            r#"<li><a href="{href}" data-nav="{}"{}>{}</a></li>"#,
            page.tag(),
            if page == m.page {
                r#" aria-current="page""#
            } else {
                ""
            },
            esc(t.page_name(page))
        );
    }
    h.push_str("</ul></nav>");
    h
}

/// The explorer, the game against the computer and the two-player game.
fn game_page(m: &Model, t: &UiText) -> String {
    let pos = m.position();
    let moves = m.move_values();
    let state = m.game_state();
    let side = pos.side_to_move();
    let show = m.values_shown();
    let mut h = String::new();

    if m.page == Page::Play {
        h.push_str(&play_settings(m, t));
    }
    let over = if state == GameState::Ongoing {
        ""
    } else {
        " over"
    };
    let _ = write!(
        h,
        r#"<p id="status" class="status{over}" role="status" aria-live="polite">{}</p>"#,
        esc(&status_text(m, t, &moves))
    );
    let _ = write!(
        h,
        r#"<p id="notice" class="notice" role="alert">{}</p>"#,
        m.notice
            .as_ref()
            .map(|n| esc(&notice_text(m, t, n)))
            .unwrap_or_default()
    );

    // The winning line(s), highlighted.
    let mut win_squares = 0u16;
    if let GameState::Line(_, lines) = state {
        for (i, line) in LINES.iter().enumerate() {
            if lines & (1 << i) != 0 {
                win_squares |= line.0;
            }
        }
    }
    let shown = |sq: Square| -> Option<(Move, Lookup)> {
        moves.iter().copied().find(|(mv, _)| {
            mv.to() == sq
                && match m.selected {
                    Some(Selection::Reserve(size)) => *mv == Move::Place { size, to: sq },
                    Some(Selection::Board(from)) => mv.from() == Some(from),
                    None => true,
                }
        })
    };

    h.push_str(r#"<div class="play-area">"#);
    h.push_str(&reserve(m, t, Player::P2, &moves));
    let _ = write!(
        h,
        r#"<div id="board" class="board" role="group" aria-label="{}">"#,
        esc(t.board)
    );
    for rank in (1..=3u8).rev() {
        for file in 0..3u8 {
            let Some(sq) = Square::from_file_rank(file, rank) else {
                continue;
            };
            let stack: Vec<(Player, Size)> = pos.stack(sq).collect();
            let mut classes = vec!["sq".to_string()];
            let mut label_html = String::new();
            let mut words = vec![format!("{sq}")];
            let pieces: Vec<String> = stack
                .iter()
                .rev()
                .map(|(p, s)| fill(t.piece, &[&t.player(*p), &t.size(*s)]))
                .collect();
            words.push(if pieces.is_empty() {
                t.empty.into()
            } else {
                pieces.join(t.under)
            });
            if let Some((mv, l)) = shown(sq).filter(|_| show) {
                let (class, short, long) = label(t, l);
                classes.push(class.into());
                let _ = write!(label_html, r#"<span class="label">{}</span>"#, esc(&short));
                words.push(format!("{mv} {long}"));
            }
            if m.selected == Some(Selection::Board(sq)) {
                classes.push("selected".into());
            }
            if win_squares & (1 << sq.index()) != 0 {
                classes.push("winline".into());
            }
            let _ = write!(
                h,
                r#"<button class="{}" data-square="{sq}" aria-label="{}"{}><span class="stack">"#,
                classes.join(" "),
                esc(&words.join("; ")),
                if m.selected == Some(Selection::Board(sq)) {
                    r#" aria-pressed="true""#
                } else {
                    ""
                }
            );
            let visible = if m.hide_buried {
                stack.len().saturating_sub(1)
            } else {
                0
            };
            for (depth, (p, s)) in stack.iter().enumerate().skip(visible) {
                let top = depth + 1 == stack.len();
                let _ = write!(
                    h,
                    r#"<span class="piece {} {}{}" aria-hidden="true">{}</span>"#,
                    player_class(*p),
                    size_class(*s),
                    if top { " top" } else { " buried" },
                    s.piece_char(*p)
                );
            }
            let _ = write!(h, "</span>{label_html}</button>");
        }
    }
    h.push_str("</div>");
    h.push_str(&reserve(m, t, Player::P1, &moves));
    h.push_str("</div>");

    // Controls.
    let g = m.game();
    let _ = write!(
        h,
        r#"<div class="controls"><button id="undo" data-action="undo"{}>{}</button><button id="redo" data-action="redo"{}>{}</button>"#,
        if g.ply == 0 { " disabled" } else { "" },
        esc(t.undo),
        if g.ply >= g.moves.len() {
            " disabled"
        } else {
            ""
        },
        esc(t.redo),
    );
    if m.page != Page::Explore {
        let _ = write!(
            h,
            r#"<button id="hints" data-action="hints" aria-pressed="{}">{}</button><button id="new-game" data-action="new-game">{}</button>"#,
            m.hints,
            esc(t.hints),
            esc(t.new_game)
        );
    }
    let _ = write!(
        h,
        r#"<button id="buried" data-action="buried" aria-pressed="{}">{}</button>"#,
        m.hide_buried,
        esc(t.hide_buried)
    );
    if m.page == Page::Explore {
        let _ = write!(
            h,
            r#"<button id="play-here" data-action="play-here">{}</button><button id="edit-here" data-action="edit-here">{}</button><button id="best-line" data-action="best-line">{}</button>"#,
            esc(t.play_from_here),
            esc(t.edit_here),
            esc(t.best_line)
        );
    }
    h.push_str("</div>");

    if let Some(line) = &m.best_line {
        h.push_str(&best_line(t, line));
    }

    // The moves, best first (in a game without hints: the legal moves, in order).
    if state == GameState::Ongoing && !m.computers_turn() {
        let heading = if show { t.moves_for } else { t.legal_moves_for };
        let _ = write!(
            h,
            r#"<h2>{}</h2><ol id="moves" class="moves">"#,
            esc(&fill(heading, &[&t.player(side)]))
        );
        let mut listed = moves.clone();
        if !show {
            listed.sort_by_key(|(mv, _)| *mv);
        }
        for (mv, l) in &listed {
            if show {
                let (class, short, long) = label(t, *l);
                let _ = write!(
                    h,
                    r#"<li><button class="mv {class}" data-move="{mv}"><span class="name">{mv}</span> <span class="val" aria-label="{}">{}</span> <span class="words">{}</span></button></li>"#,
                    esc(&long),
                    esc(&short),
                    esc(&long)
                );
            } else {
                let _ = write!(
                    h,
                    r#"<li><button class="mv plain" data-move="{mv}"><span class="name">{mv}</span></button></li>"#
                );
            }
        }
        h.push_str("</ol>");
    }

    // The line.
    let _ = write!(h, r#"<h2>{}</h2><ol id="line" class="line">"#, esc(t.game));
    let _ = write!(
        h,
        r#"<li><button data-ply="0"{}>{}</button></li>"#,
        if g.ply == 0 {
            r#" aria-current="step""#
        } else {
            ""
        },
        esc(t.start)
    );
    for (i, mv) in g.moves.iter().enumerate() {
        let ply = i + 1;
        let _ = write!(
            h,
            r#"<li><button data-ply="{ply}"{}>{ply}. {mv}</button></li>"#,
            if g.ply == ply {
                r#" aria-current="step""#
            } else {
                ""
            }
        );
    }
    h.push_str("</ol>");

    let (tb_state, tb_words) = tb_text(m, t);
    let _ = write!(
        h,
        r#"<p id="tb" class="tb" data-state="{tb_state}">{}</p>"#,
        esc(&tb_words)
    );
    let _ = write!(
        h,
        r#"<p class="help">{}</p><p class="help">{}</p>"#,
        esc(t.help),
        esc(t.keys)
    );
    h
}

fn play_settings(m: &Model, t: &UiText) -> String {
    let mut h = String::from(r#"<div class="settings">"#);
    let _ = write!(
        h,
        r#"<div class="choice" role="group" aria-label="{0}"><span class="choice-label">{0}</span>"#,
        esc(t.you_play)
    );
    for p in [Player::P1, Player::P2] {
        let _ = write!(
            h,
            r#"<button data-side="{}" aria-pressed="{}">{}</button>"#,
            p.number(),
            m.opponent.human == p,
            esc(t.player(p))
        );
    }
    h.push_str("</div>");
    let _ = write!(
        h,
        r#"<div class="choice" role="group" aria-label="{0}"><span class="choice-label">{0}</span>"#,
        esc(t.level)
    );
    for l in Level::ALL {
        let _ = write!(
            h,
            r#"<button data-level="{}" aria-pressed="{}" title="{}">{}</button>"#,
            l.tag(),
            m.opponent.level == l,
            esc(t.level_about(l)),
            esc(t.level_name(l))
        );
    }
    let _ = write!(
        h,
        r#"</div><p id="level-about" class="about">{}: {}</p></div>"#,
        esc(t.level_name(m.opponent.level)),
        esc(t.level_about(m.opponent.level))
    );
    h
}

fn best_line(t: &UiText, line: &crate::model::BestLine) -> String {
    let text = best_line_text(t, line);
    let mut h = String::from(r#"<div class="best-line">"#);
    let _ = write!(
        h,
        r#"<pre id="best-line-text" tabindex="0">{}</pre><button data-copy="best-line-text">{}</button></div>"#,
        esc(&text),
        esc(t.copy)
    );
    h
}

/// The best line as text: a heading, the start's value, then one move per line.
#[must_use]
pub fn best_line_text(t: &UiText, line: &crate::model::BestLine) -> String {
    let mut s = fill(t.best_line_title, &[&line.from]);
    s.push('\n');
    if let Some((_, v)) = line.moves.first() {
        let side = line.from.side_to_move();
        let _ = writeln!(
            s,
            "{}",
            fill(t.best_line_value, &[&t.player(side), &t.value_words(*v)])
        );
    }
    let mut pos: Position = line.from;
    for (i, (mv, v)) in line.moves.iter().enumerate() {
        let _ = writeln!(
            s,
            "{}. {} {mv} ({})",
            i + 1,
            t.player(pos.side_to_move()),
            t.value_words(*v)
        );
        pos = pos.play(*mv);
    }
    match line.end {
        None => s.push_str(t.best_line_fetching),
        Some(LineEnd::GameOver) if line.moves.is_empty() => s.push_str(t.best_line_over),
        Some(LineEnd::Unknown) if !line.moves.is_empty() => s.push_str(t.best_line_unknown),
        Some(_) => {}
    }
    s.trim_end().to_string()
}

fn reserve(m: &Model, t: &UiText, player: Player, moves: &[(Move, Lookup)]) -> String {
    let pos = m.position();
    let mut h = format!(
        r#"<div class="reserve {}" role="group" aria-label="{}">"#,
        player_class(player),
        esc(&fill(t.reserve, &[&t.player(player)]))
    );
    let _ = write!(h, r#"<span class="who">{}</span>"#, esc(t.player(player)));
    for size in Size::ALL {
        let count = pos.reserve(&m.variant, player, size);
        let mut classes = vec![
            "res".to_string(),
            player_class(player).to_string(),
            size_class(size).to_string(),
        ];
        let mut label_html = String::new();
        if player == pos.side_to_move() && m.values_shown() {
            if let Some((_, l)) = moves
                .iter()
                .find(|(mv, _)| matches!(mv, Move::Place { size: s, .. } if *s == size))
            {
                let (class, short, _) = label(t, *l);
                classes.push(class.into());
                let _ = write!(label_html, r#"<span class="label">{}</span>"#, esc(&short));
            }
        }
        let selected = m.selected == Some(Selection::Reserve(size)) && player == pos.side_to_move();
        if selected {
            classes.push("selected".into());
        }
        let _ = write!(
            h,
            r#"<button class="{}" data-reserve="{}{}" aria-label="{}"{}{}><span class="piece {} {}" aria-hidden="true">{}</span><span class="count">×{count}</span>{label_html}</button>"#,
            classes.join(" "),
            player.number(),
            size.letter(),
            esc(&fill(
                t.reserve_piece,
                &[&t.player(player), &t.size(size), &count]
            )),
            if count == 0 { " disabled" } else { "" },
            if selected {
                r#" aria-pressed="true""#
            } else {
                ""
            },
            player_class(player),
            size_class(size),
            size.piece_char(player),
        );
    }
    h.push_str("</div>");
    h
}

/// The tablebase's state (`loading`, `busy`, `ready`, `failed`) and its line in words.
fn tb_text(m: &Model, t: &UiText) -> (&'static str, String) {
    match &m.tb {
        TbState::Loading => ("loading", t.tb_loading.into()),
        TbState::Failed(why) => ("failed", fill(t.tb_failed, &[why])),
        TbState::Ready(_) => {
            let mut parts = vec![fill(t.tb_ready, &[&m.variant])];
            if !m.fetching.is_empty() {
                parts.push(fill(t.tb_fetching, &[&m.fetching.len()]));
            }
            for (id, n) in &m.retries {
                parts.push(fill(t.tb_retrying, &[id, n]));
            }
            for (id, why) in &m.failed {
                parts.push(fill(t.tb_unusable, &[id, why]));
            }
            let state = if m.fetching.is_empty() && m.retries.is_empty() {
                "ready"
            } else {
                "busy"
            };
            (state, parts.join("; "))
        }
    }
}
