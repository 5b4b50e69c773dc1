//! The editor page as HTML, and its notices in words.

use std::fmt::Write;

use gobblet_rules::{Player, Position, Reveal, Size, Status, Variant};

use super::{Editor, EditorMsg, Notice, Tool};
use crate::html::{self, esc, line_squares, on_line, player_class};
use crate::i18n::{fill, EditorText};
use crate::link::{self, Link};
use crate::setup::validate;

/// The notice in words.
#[must_use]
pub fn notice_text(notice: &Notice, t: &EditorText) -> String {
    match notice {
        Notice::Refused(why) => why.text(t.setup),
        Notice::SideChanged { to, because } => fill(
            t.side_changed,
            &[
                &t.setup.player(*to),
                &t.setup.player(to.opponent()),
                &because.text(t.setup),
            ],
        ),
        Notice::LoadFailed(why) => fill(t.load_failed, &[&why.text(t.setup)]),
    }
}

/// Where the position stands, in words: whose move, or how the game ended.
#[must_use]
pub fn status_text(pos: &Position, t: &EditorText, variant: &Variant) -> String {
    match pos.status(variant) {
        Status::Ongoing => fill(t.ongoing, &[&t.setup.player(pos.side_to_move())]),
        Status::Line { winner, lines } => {
            fill(t.over_line, &[&t.setup.player(winner), &t.lines(lines)])
        }
        Status::NoMove => {
            let side = pos.side_to_move();
            fill(
                t.over_no_move,
                &[&t.setup.player(side), &t.setup.player(side.opponent())],
            )
        }
    }
}

/// The link that opens `pos` in the explorer: `page_url` (the page's address without its
/// query) followed by the query of [`link::encode`], with the reading of the reveal rule.
#[must_use]
pub fn share_url(pos: Position, reveal: Reveal, page_url: &str) -> String {
    let link = Link {
        reveal,
        ..Link::at(pos)
    };
    format!("{page_url}{}", link::encode(&link))
}

fn button(h: &mut String, msg: EditorMsg, class: &str, label: &str, extra: &str, inner: &str) {
    let _ = write!(
        h,
        r#"<button type="button" class="{class}" data-msg="editor:{}" aria-label="{}"{extra}>{inner}</button>"#,
        msg.to_attr(),
        esc(label)
    );
}

/// The editor page as HTML. `page_url` is the page's absolute address without its query (for
/// the share link).
#[must_use]
pub fn render(editor: &Editor, t: &EditorText, variant: &Variant, page_url: &str) -> String {
    let pos = editor.pos;
    let valid = validate(&pos, variant);
    let over = pos.status(variant) != Status::Ongoing;
    let mut h = String::new();
    let _ = write!(
        h,
        r#"<div class="editor"><h2 id="editor-title">{}</h2><p class="editor-help">{}</p>"#,
        esc(t.title),
        esc(t.help)
    );
    let _ = write!(
        h,
        r#"<p id="editor-status" class="editor-status{}" role="status" aria-live="polite">{}</p>"#,
        if over { " over" } else { "" },
        esc(&status_text(&pos, t, variant))
    );
    let notice = match (&valid, editor.notice) {
        (Err(why), _) => Some(why.text(t.setup)),
        (Ok(()), Some(n)) => Some(notice_text(&n, t)),
        (Ok(()), None) => None,
    };
    let _ = write!(
        h,
        r#"<p id="editor-notice" class="notice editor-notice" role="alert">{}</p>"#,
        notice.as_deref().map(esc).unwrap_or_default()
    );

    h.push_str(r#"<div class="editor-main">"#);
    board(&mut h, &pos, t, variant);

    // The tools.
    h.push_str(r#"<div class="editor-tools">"#);
    palette(&mut h, editor, t, variant);

    side_and_actions(&mut h, &pos, t, valid.is_ok(), over);
    h.push_str("</div></div>");

    // Sharing.
    let url = share_url(pos, variant.reveal, page_url);
    let _ = write!(
        h,
        r#"<h3>{}</h3><div class="editor-share"><p><span class="label-text">{}</span> <a id="editor-link" href="{}">{}</a> <button type="button" class="copy" data-copy="editor-link">{}</button></p><p><span class="label-text">{}</span> <code id="editor-notation">{}</code> <button type="button" class="copy" data-copy="editor-notation">{}</button></p></div>"#,
        esc(t.share),
        esc(t.link),
        esc(&url),
        esc(&url),
        esc(t.copy_link),
        esc(t.notation),
        esc(&pos.to_string()),
        esc(t.copy_notation)
    );
    let _ = write!(
        h,
        r#"<p class="editor-note">{}</p></div>"#,
        esc(t.reach_note)
    );
    h
}

/// The board, every square a button that says its stack; a completed line highlighted.
fn board(h: &mut String, pos: &Position, t: &EditorText, variant: &Variant) {
    let winners = match pos.status(variant) {
        Status::Line { lines, .. } => line_squares(lines),
        _ => 0,
    };
    html::board(h, "editor-board", "board editor-board", t.board, |h, sq| {
        let stack: Vec<(Player, Size)> = pos.stack(sq).collect();
        let words = if stack.is_empty() {
            t.empty.to_string()
        } else {
            stack
                .iter()
                .rev()
                .map(|&(p, s)| t.setup.piece(p, s))
                .collect::<Vec<_>>()
                .join(t.over)
        };
        let mut inner = String::new();
        html::stack(&mut inner, &stack, 0);
        let class = if on_line(winners, sq) {
            "sq winline"
        } else {
            "sq"
        };
        button(
            h,
            EditorMsg::Square(sq),
            class,
            &fill(t.square, &[&sq, &words]),
            "",
            &inner,
        );
    });
}

/// The palette: a piece of each player and size (with how many are left), and the eraser.
fn palette(h: &mut String, editor: &Editor, t: &EditorText, variant: &Variant) {
    let pos = editor.pos;
    let _ = write!(
        h,
        r#"<div class="palette" role="group" aria-label="{}">"#,
        esc(t.palette)
    );
    for player in Player::ALL {
        let _ = write!(
            h,
            r#"<div class="palette-row {}"><span class="who">{}</span>"#,
            player_class(player),
            esc(t.setup.player(player))
        );
        for size in Size::ALL {
            let left = pos.reserve(variant, player, size);
            let tool = Tool::Piece(player, size);
            let chosen = editor.tool == Some(tool);
            let mut inner = String::new();
            html::push_piece(&mut inner, player, size, "");
            let _ = write!(
                inner,
                r#"<span class="count" aria-hidden="true">×{left}</span>"#
            );
            button(
                h,
                EditorMsg::Pick(tool),
                if left == 0 { "pick none-left" } else { "pick" },
                &fill(t.pick, &[&t.setup.piece(player, size), &left]),
                &format!(r#" aria-pressed="{chosen}""#),
                &inner,
            );
        }
        h.push_str("</div>");
    }
    let erasing = editor.tool == Some(Tool::Eraser);
    button(
        h,
        EditorMsg::Pick(Tool::Eraser),
        "pick eraser",
        t.eraser_label,
        &format!(r#" aria-pressed="{erasing}""#),
        &format!(r#"<span aria-hidden="true">⌫ {}</span>"#, esc(t.eraser)),
    );
    h.push_str("</div>");
}

/// The side to move, clear and start, and going to the explorer or a game (`valid`: the
/// position passes the setup checks; `over`: the game is over there).
fn side_and_actions(h: &mut String, pos: &Position, t: &EditorText, valid: bool, over: bool) {
    let _ = write!(
        h,
        r#"<div class="editor-side" role="group" aria-label="{}"><span class="label-text">{}</span>"#,
        esc(t.side),
        esc(t.side)
    );
    for player in Player::ALL {
        let label = fill(t.to_move, &[&t.setup.player(player)]);
        button(
            h,
            EditorMsg::Side(player),
            &format!("side {}", player_class(player)),
            &label,
            &format!(r#" aria-pressed="{}""#, pos.side_to_move() == player),
            &esc(&label),
        );
    }
    h.push_str("</div>");

    h.push_str(r#"<div class="editor-actions">"#);
    button(h, EditorMsg::Clear, "action", t.clear, "", &esc(t.clear));
    button(h, EditorMsg::Start, "action", t.start, "", &esc(t.start));
    h.push_str("</div>");
    h.push_str(r#"<div class="editor-go">"#);
    let invalid = if !valid { " disabled" } else { "" };
    button(
        h,
        EditorMsg::Explore,
        "go",
        t.explore,
        invalid,
        &esc(t.explore),
    );
    let no_play = if !valid || over { " disabled" } else { "" };
    button(h, EditorMsg::Play, "go", t.play, no_play, &esc(t.play));
    h.push_str("</div>");
}
