//! The game pages (the explorer, the game against the computer, the two-player game) as HTML,
//! drawn from the model. Every control's attribute comes from [`attr`].

use std::fmt::Write;

use gobblet_rules::{Move, Player, Reveal, Size, Square, Value};
use gobblet_tablebase::Lookup;

use super::actions::attr;
use super::preview;
#[cfg(feature = "full")]
use super::review;
use super::text::{best_line_text, notice_text, status_text};
use crate::engine::Level;
use crate::fetch::FetchError;
use crate::grouping;
use crate::html::{self, esc, line_squares, on_line, player_class, size_class};
use crate::i18n::{fill, Messages, Tables, UiText};
use crate::link::Page;
use crate::model::{BestLine, GameState, Model, Msg, Selection, TbState};
use crate::reveal::{revealed_by, Revealed};

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

/// The explorer, the game against the computer and the two-player game.
pub fn render(m: &Model, all: &Messages) -> String {
    let (t, rt) = (&all.ui, &all.preview);
    let pos = m.position();
    let moves = m.move_values();
    let state = m.game_state();
    let side = pos.side_to_move();
    let show = m.values_shown();
    // A previewed move's line is drawn instead of the position, its moves numbered.
    let preview = m.preview.as_ref();
    let board_pos = preview.map_or(pos, |p| p.end());
    let numbers = |sq: Square| -> Vec<(usize, Move)> {
        preview
            .map(|p| p.moves())
            .unwrap_or_default()
            .into_iter()
            .enumerate()
            .filter(|(_, (mv, _))| mv.to() == sq)
            .map(|(i, (mv, _))| (i + 1, mv))
            .collect()
    };
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
    // Looking at a position where the computer is to move: it waits to be asked.
    if m.computer_waits() {
        let _ = write!(
            h,
            r#"<p id="computer-waits" class="waits">{} <button id="continue" {}>{}</button></p>"#,
            esc(t.computer_waits),
            attr(&Msg::Continue),
            esc(t.continue_here)
        );
    }
    // The end of a game offers its review.
    if state != GameState::Ongoing && !m.review && !m.game().moves().is_empty() {
        let _ = write!(
            h,
            r#"<p class="review-offer"><button id="review-end" {}>{}</button></p>"#,
            attr(&Msg::ToggleReview),
            esc(rt.open)
        );
    }

    // The winning line(s), highlighted.
    let win_squares = match state {
        GameState::Line(_, lines) => line_squares(lines),
        _ => 0,
    };
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

    // The move that led to the position shown: said above the board, and marked on it (not
    // over a preview; the line stays, so that nothing under it moves while a preview shows).
    let g = m.game();
    let last_move = g
        .ply()
        .checked_sub(1)
        .and_then(|i| g.moves().get(i))
        .copied();
    // Empty at the start, so that the first move does not push the board down.
    let said = last_move.map_or_else(String::new, |mv| {
        let mover = g.positions()[g.ply() - 1].side_to_move();
        fill(t.last_move, &[&g.ply(), &mv, &t.player(mover)])
    });
    let _ = write!(
        h,
        r#"<p id="last-move" class="last-move" aria-live="polite">{}</p>"#,
        esc(&said)
    );

    h.push_str(r#"<div class="play-area">"#);
    h.push_str(&reserve(m, t, Player::P2, &moves, board_pos));
    let order = m.view.squares();
    let board_class = if preview.is_some() {
        "board preview"
    } else {
        "board"
    };
    html::board_in(&mut h, "board", board_class, t.board, order, |h, sq| {
        let stack: Vec<(Player, Size)> = board_pos.stack(sq).collect();
        // With buried pieces hidden only the top piece is drawn or named; a rim (and the
        // words) say that something is under it, not what.
        let hidden = if m.hide_buried {
            stack.len().saturating_sub(1)
        } else {
            0
        };
        let mut classes = vec!["sq".to_string()];
        let mut label_html = String::new();
        let mut words = vec![format!("{sq}")];
        let pieces: Vec<String> = stack[hidden..]
            .iter()
            .rev()
            .map(|(p, s)| fill(t.piece, &[&t.player(*p), &t.size(*s)]))
            .collect();
        words.push(if pieces.is_empty() {
            t.empty.into()
        } else if hidden > 0 {
            fill(t.covering_hidden, &[&pieces.join(t.under)])
        } else {
            pieces.join(t.under)
        });
        for (i, mv) in numbers(sq) {
            let _ = write!(label_html, r#"<span class="pv-num">{i}</span>"#);
            words.push(fill(rt.preview_square, &[&i, &mv]));
        }
        if let Some((mv, l)) = shown(sq).filter(|_| show && preview.is_none()) {
            let (class, short, long) = label(t, l);
            classes.push(class.into());
            let _ = write!(label_html, r#"<span class="label">{}</span>"#, esc(&short));
            words.push(format!("{mv} {long}"));
        }
        if m.selected == Some(Selection::Board(sq)) {
            classes.push("selected".into());
        }
        if on_line(win_squares, sq) {
            classes.push("winline".into());
        }
        if let Some(last) = last_move.filter(|_| preview.is_none()) {
            if last.from() == Some(sq) {
                classes.push("last-from".into());
            }
            if last.to() == sq {
                classes.push("last-to".into());
            }
        }
        let _ = write!(
            h,
            r#"<button class="{}" {} aria-label="{}"{}>"#,
            classes.join(" "),
            attr(&Msg::Square(sq)),
            esc(&words.join("; ")),
            if m.selected == Some(Selection::Board(sq)) {
                r#" aria-pressed="true""#
            } else {
                ""
            }
        );
        html::stack(h, &stack, hidden);
        let _ = write!(h, "{label_html}</button>");
    });
    h.push_str(&reserve(m, t, Player::P1, &moves, board_pos));
    h.push_str("</div>");

    // Controls.
    let g = m.game();
    let _ = write!(
        h,
        r#"<div class="controls"><button id="undo" {}{}>{}</button><button id="redo" {}{}>{}</button>"#,
        attr(&Msg::Undo),
        if g.ply() == 0 { " disabled" } else { "" },
        esc(t.undo),
        attr(&Msg::Redo),
        if g.ply() >= g.moves().len() {
            " disabled"
        } else {
            ""
        },
        esc(t.redo),
    );
    if m.page != Page::Explore {
        let _ = write!(
            h,
            r#"<button id="hints" {} aria-pressed="{}">{}</button><button id="new-game" {}>{}</button>"#,
            attr(&Msg::ToggleHints),
            m.hints,
            esc(t.hints),
            attr(&Msg::NewGame),
            esc(t.new_game)
        );
    }
    let _ = write!(
        h,
        r#"<button id="buried" {} aria-pressed="{}">{}</button><button id="rotate" {}>{}</button><button id="flip" {}>{}</button><button id="group" {} aria-pressed="{}">{}</button>"#,
        attr(&Msg::ToggleBuried),
        m.hide_buried,
        esc(t.hide_buried),
        attr(&Msg::Rotate),
        esc(t.rotate),
        attr(&Msg::Flip),
        esc(t.flip),
        attr(&Msg::ToggleGroup),
        m.group_same,
        esc(t.group_same)
    );
    if m.page == Page::Explore {
        let _ = write!(
            h,
            r#"<button id="play-here" {}>{}</button><button id="edit-here" {}>{}</button><button id="best-line" {}>{}</button>"#,
            attr(&Msg::PlayFromHere),
            esc(t.play_from_here),
            attr(&Msg::EditHere),
            esc(t.edit_here),
            attr(&Msg::BestLine),
            esc(t.best_line)
        );
    }
    h.push_str("</div>");
    h.push_str(&reveal_setting(m));

    if let Some(line) = &m.best_line {
        h.push_str(&best_line(t, line, m.hide_buried));
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
            gobblet_rules::sort::by_key(&mut listed, |(mv, _)| *mv);
        }
        // Grouped: each set of moves the position's symmetry maps onto each other, once.
        let groups: Vec<Vec<(Move, Lookup)>> = if m.group_same {
            grouping::group(&pos, &listed)
        } else {
            listed.iter().map(|x| vec![*x]).collect()
        };
        for g in &groups {
            let (mv, l) = g[0];
            let same = if g.len() > 1 {
                let others: Vec<String> = g[1..].iter().map(|(m, _)| m.to_string()).collect();
                format!(
                    r#" <span class="same" data-count="{}">{}</span>"#,
                    g.len(),
                    esc(&fill(t.same_moves, &[&g.len(), &others.join(", ")]))
                )
            } else {
                String::new()
            };
            if show {
                let (class, short, mut long) = label(t, l);
                if let Some(r) = revealed_by(&m.variant, &pos, mv) {
                    long = format!("{long}; {}", reveals_words(m, t, side.opponent(), r));
                }
                let previewed = if preview.is_some_and(|p| p.mv == mv) {
                    " previewed"
                } else {
                    ""
                };
                let _ = write!(
                    h,
                    r#"<li><button class="mv {class}{previewed}" {}><span class="name">{mv}</span> <span class="val" aria-label="{}">{}</span> <span class="words">{}</span>{same}</button></li>"#,
                    attr(&Msg::Play(mv)),
                    esc(&long),
                    esc(&short),
                    esc(&long)
                );
            } else {
                let _ = write!(
                    h,
                    r#"<li><button class="mv plain" {}><span class="name">{mv}</span>{same}</button></li>"#,
                    attr(&Msg::Play(mv))
                );
            }
        }
        h.push_str("</ol>");
        // Below the list, so the list does not move under the pointer; the preview's room is
        // kept while nothing is previewed (a page that shrinks would scroll the list under it).
        if show {
            h.push_str(&reveal_note(m, t, &pos, &moves));
            h.push_str(r#"<div id="preview-box" class="preview-box">"#);
            match preview {
                Some(p) => h.push_str(&preview::preview_note(t, rt, p)),
                None => {
                    let _ = write!(h, r#"<p class="preview-hint">{}</p>"#, esc(rt.preview_hint));
                }
            }
            h.push_str("</div>");
        }
    }

    // The line.
    let _ = write!(h, r#"<h2>{}</h2><ol id="line" class="line">"#, esc(t.game));
    let _ = write!(
        h,
        r#"<li><button {}{}>{}</button></li>"#,
        attr(&Msg::Jump(0)),
        if g.ply() == 0 {
            r#" aria-current="step""#
        } else {
            ""
        },
        esc(t.start)
    );
    for (i, mv) in g.moves().iter().enumerate() {
        let ply = i + 1;
        let _ = write!(
            h,
            r#"<li><button {}{}>{ply}. {mv}</button>"#,
            attr(&Msg::Jump(ply)),
            if g.ply() == ply {
                r#" aria-current="step""#
            } else {
                ""
            }
        );
        // The other moves played here, each opening its variation.
        let others = g.alternatives(i);
        if !others.is_empty() {
            let _ = write!(
                h,
                r#"<span class="variations" role="group" aria-label="{}">"#,
                esc(t.variations)
            );
            for (node, other) in others {
                let _ = write!(
                    h,
                    r#"<button class="variation" {}>{ply}. {other}</button>"#,
                    attr(&Msg::Node(node))
                );
            }
            h.push_str("</span>");
        }
        h.push_str("</li>");
    }
    h.push_str("</ol>");
    if g.ply() > 0 || !g.is_main_line() {
        h.push_str(r#"<p class="line-tools">"#);
        if !g.is_main_line() {
            let _ = write!(
                h,
                r#"<button id="main-line" {}>{}</button>"#,
                attr(&Msg::Promote),
                esc(t.main_line)
            );
        }
        if g.ply() > 0 {
            let _ = write!(
                h,
                r#"<button id="delete-here" {}>{}</button>"#,
                attr(&Msg::DeleteHere),
                esc(t.delete_here)
            );
        }
        h.push_str("</p>");
    }
    if !g.moves().is_empty() {
        let _ = write!(
            h,
            r#"<p class="review-open"><button id="review-toggle" {} aria-expanded="{}">{}</button></p>"#,
            attr(&Msg::ToggleReview),
            m.review,
            esc(if m.review { rt.close } else { rt.open })
        );
        if m.review {
            #[cfg(feature = "full")]
            h.push_str(&review::panel(m, t, &all.review));
            // The explorer's module: the review is the full module's (`web::handover`).
            #[cfg(not(feature = "full"))]
            h.push_str(&super::text::page_loading(m, t));
        }
    }

    if m.page == Page::Explore {
        let _ = write!(
            h,
            r#"<div class="paste"><label for="paste-text">{}</label><textarea id="paste-text" rows="2" spellcheck="false" autocomplete="off"></textarea><button id="paste-open" {}>{}</button></div>"#,
            esc(t.paste_label),
            attr(&Msg::Paste(String::new())),
            esc(t.paste_open)
        );
    }

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

/// Why a listed move loses at once when revealing loses: `{opponent}`'s line(s) it reveals.
fn reveals_words(m: &Model, t: &UiText, opponent: Player, r: Revealed) -> String {
    fill(
        m.lang.messages().reveal.reveals_move,
        &[&t.player(opponent), &t.lines(r.lines)],
    )
}

/// Under `reveal = loses`, the listed moves that reveal a line, said in words under the list
/// (the list's buttons show only their value): one sentence per line revealed.
fn reveal_note(
    m: &Model,
    t: &UiText,
    pos: &gobblet_rules::Position,
    moves: &[(Move, Lookup)],
) -> String {
    let mut by_lines: Vec<(u8, Vec<String>)> = Vec::new();
    for (mv, _) in moves {
        if let Some(r) = revealed_by(&m.variant, pos, *mv) {
            match by_lines.iter_mut().find(|(l, _)| *l == r.lines) {
                Some((_, list)) => list.push(mv.to_string()),
                None => by_lines.push((r.lines, vec![mv.to_string()])),
            }
        }
    }
    if by_lines.is_empty() {
        return String::new();
    }
    let rt = &m.lang.messages().reveal;
    let opponent = t.player(pos.side_to_move().opponent());
    let sentences: Vec<String> = by_lines
        .iter()
        .map(|(lines, list)| {
            fill(
                rt.reveals_note,
                &[&list.join(", "), &opponent, &t.lines(*lines)],
            )
        })
        .collect();
    format!(
        r#"<p id="reveal-note" class="reveal-note">{}</p>"#,
        esc(&sentences.join(" "))
    )
}

/// The reveal rule's setting: cover the revealed line (standard) or revealing loses. Shared by
/// the game pages and how to play.
#[must_use]
pub fn reveal_setting(m: &Model) -> String {
    let rt = &m.lang.messages().reveal;
    let mut h = format!(
        r#"<div id="reveal-rule" class="choice" role="group" aria-label="{0}"><span class="choice-label">{0}</span>"#,
        esc(rt.rule)
    );
    for (reveal, name) in [
        (Reveal::MustCover, rt.must_cover),
        (Reveal::Loses, rt.loses),
    ] {
        let _ = write!(
            h,
            r#"<button {} aria-pressed="{}">{}</button>"#,
            attr(&Msg::Reveal(reveal)),
            m.variant.reveal == reveal,
            esc(name)
        );
    }
    h.push_str("</div>");
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
            r#"<button {} aria-pressed="{}">{}</button>"#,
            attr(&Msg::Side(p)),
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
            r#"<button {} aria-pressed="{}" title="{}">{}</button>"#,
            attr(&Msg::Level(l)),
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

fn best_line(t: &UiText, line: &BestLine, hide_buried: bool) -> String {
    let text = best_line_text(t, line, hide_buried);
    let mut h = String::from(r#"<div class="best-line">"#);
    let _ = write!(
        h,
        r#"<pre id="best-line-text" tabindex="0">{}</pre><button data-copy="best-line-text">{}</button></div>"#,
        esc(&text),
        esc(t.copy)
    );
    h
}

fn reserve(
    m: &Model,
    t: &UiText,
    player: Player,
    moves: &[(Move, Lookup)],
    pos: gobblet_rules::Position,
) -> String {
    let previewing = pos != m.position();
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
        if player == pos.side_to_move() && m.values_shown() && !previewing {
            if let Some((_, l)) = moves
                .iter()
                .find(|(mv, _)| matches!(mv, Move::Place { size: s, .. } if *s == size))
            {
                let (class, short, _) = label(t, *l);
                classes.push(class.into());
                let _ = write!(label_html, r#"<span class="label">{}</span>"#, esc(&short));
            }
        }
        let selected = m.selected == Some(Selection::Reserve(size))
            && player == pos.side_to_move()
            && !previewing;
        if selected {
            classes.push("selected".into());
        }
        let _ = write!(
            h,
            r#"<button class="{}" {} aria-label="{}"{}{}>"#,
            classes.join(" "),
            attr(&Msg::Reserve(player, size)),
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
        );
        html::push_piece(&mut h, player, size, "");
        let _ = write!(
            h,
            r#"<span class="count">×{count}</span>{label_html}</button>"#
        );
    }
    h.push_str("</div>");
    h
}

/// The tablebase's state (`loading`, `busy`, `ready`, `failed`) and its line in words (a
/// status line of parts joined by [`UiText::tb_join`], not a sentence).
#[must_use]
pub fn tb_text(m: &Model, t: &UiText) -> (&'static str, String) {
    let all = m.lang.messages();
    match &m.tb {
        TbState::Loading => ("loading", t.tb_loading.into()),
        TbState::Failed(why) => ("failed", fill(t.tb_failed, &[&all.load_error(why)])),
        TbState::Ready(_) => {
            let mut parts = vec![fill(t.tb_ready, &[&all.rules(&m.variant)])];
            // A packed table's index is said apart from the chunks it is fetched like.
            let index = gobblet_tablebase::layout::INDEX_ID;
            if m.fetching.contains_key(&index) {
                parts.push(t.tb_fetching_index.into());
            }
            let chunks = m.fetching.keys().filter(|&&id| id != index).count();
            if chunks > 0 {
                parts.push(fill(t.tb_fetching, &[&chunks]));
            }
            // The index of a packed table is fetched like a chunk: named as such.
            let name = |id: &u32| match *id {
                gobblet_tablebase::layout::INDEX_ID => t.chunk_index.to_string(),
                gobblet_tablebase::reading::READING_ID => {
                    m.lang.messages().reveal.reading_file.to_string()
                }
                _ => id.to_string(),
            };
            for (id, n) in m.retries.iter() {
                parts.push(fill(t.tb_retrying, &[&name(id), n]));
            }
            for (id, why) in m.failed.iter() {
                parts.push(fill(t.tb_unusable, &[&name(id), &all.load_error(why)]));
            }
            if let Some(why) = m.ranges_refused {
                let why = all.fetch_error(&FetchError::RangesIgnored(why));
                parts.push(fill(t.tb_no_ranges, &[&why]));
            }
            let state = if m.fetching.is_empty() && m.retries.is_empty() {
                "ready"
            } else {
                "busy"
            };
            (state, parts.join(t.tb_join))
        }
    }
}
