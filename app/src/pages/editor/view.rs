//! The editor page as HTML, and its notices in words.

use std::fmt::Write;

use gobblet_rules::{Player, Position, Reveal, Size, Status, Variant};

use super::{Editor, EditorMsg, Notice, Tool};
use crate::html::{self, esc, line_squares, on_line, player_class};
use crate::i18n::{fill, EditorText};
use crate::link::{self, Link};
use crate::setup::{validate, Refusal};

/// The notice in words.
#[must_use]
pub fn notice_text(notice: &Notice, t: &EditorText) -> String {
    match notice {
        Notice::Refused(why) => why.text(t.setup),
        Notice::CannotLeave(why) => fix_text(*why, t),
        Notice::LoadFailed(why) => fill(t.load_failed, &[&why.text(t.setup)]),
    }
}

/// What to change so that the position could arise in a game, in one sentence (the refusals of
/// [`validate`]; an edit's refusal, which never comes from it, in its own words).
#[must_use]
pub fn fix_text(why: Refusal, t: &EditorText) -> String {
    let s = t.setup;
    let (p1, p2) = (s.player(Player::P1), s.player(Player::P2));
    let other = |p: Player| s.player(p.opponent());
    match why {
        Refusal::TooMany {
            player, size, max, ..
        } => fill(t.fix_too_many, &[&s.piece(player, size), &max]),
        Refusal::NoStacking { square } => fill(t.fix_no_stacking, &[&square]),
        Refusal::EmptyBoardP2 => fill(t.fix_empty_p2, &[&p1]),
        Refusal::P1Absent => fill(t.fix_p1_absent, &[&p1]),
        Refusal::P2Absent => fill(t.fix_p2_absent, &[&p1, &p2]),
        Refusal::BothLines => t.fix_both_lines.to_string(),
        Refusal::LinesApart(p) => fill(t.fix_lines_apart, &[&s.player(p)]),
        Refusal::LineOnOwnTurn(p) => fill(t.fix_own_line, &[&s.player(p), &other(p)]),
        Refusal::RevealImpossible(p) => fill(t.fix_reveal, &[&s.player(p), &other(p)]),
        Refusal::GameOverNoPlay => t.fix_over.to_string(),
        Refusal::NoTool
        | Refusal::NoneLeft { .. }
        | Refusal::CannotCover { .. }
        | Refusal::AlreadyEmpty(_) => why.text(s),
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
    // An edit's refusal here, above the board in a slot that keeps its height (`.board-says`),
    // so the board does not move as it comes and goes; a refusal to leave by the buttons that
    // leave.
    let notice = editor
        .notice
        .filter(|n| !matches!(n, Notice::CannotLeave(_)))
        .map(|n| notice_text(&n, t));
    let _ = write!(
        h,
        r#"<div class="board-says"><p id="editor-notice" class="notice editor-notice" role="alert">{}</p></div>"#,
        notice.as_deref().map(esc).unwrap_or_default()
    );

    // The palette before the board: picked first, then placed; on a phone it comes first and
    // stays in view above the board while the board is placed on, and goes with the board
    // when the tools under it are read (`.editor-place` bounds it; `static/editor.css`); from
    // 41rem wide the board is on the left, the palette and the other tools beside it.
    h.push_str(r#"<div class="editor-main"><div class="editor-place">"#);
    palette(&mut h, editor, t, variant);
    board(&mut h, &pos, t, variant);
    h.push_str("</div>");

    // The other tools.
    h.push_str(r#"<div class="editor-tools">"#);

    let leaving = match editor.notice {
        Some(Notice::CannotLeave(why)) => Some(fix_text(why, t)),
        _ => None,
    };
    side_and_actions(&mut h, &pos, t, leaving.as_deref());
    h.push_str("</div></div>");
    share(&mut h, pos, t, valid.err(), variant, page_url);
    let _ = write!(
        h,
        r#"<p class="editor-note">{}</p></div>"#,
        esc(t.reach_note)
    );
    h
}

/// Sharing: the link when the position could arise in a game (else what to change, instead),
/// and the notation.
fn share(
    h: &mut String,
    pos: Position,
    t: &EditorText,
    invalid: Option<Refusal>,
    variant: &Variant,
    page_url: &str,
) {
    let _ = write!(
        h,
        r#"<h3>{}</h3><div class="editor-share"><p><span class="label-text">{}</span> "#,
        esc(t.share),
        esc(t.link)
    );
    match invalid {
        None => {
            let url = share_url(pos, variant.reveal, page_url);
            let _ = write!(
                h,
                r#"<a id="editor-link" href="{}">{}</a> <button type="button" class="copy" data-copy="editor-link">{}</button>"#,
                esc(&url),
                esc(&url),
                esc(t.copy_link)
            );
        }
        Some(why) => {
            let _ = write!(
                h,
                r#"<span id="editor-link-why" class="editor-why">{}</span>"#,
                esc(&fix_text(why, t))
            );
        }
    }
    let _ = write!(
        h,
        r#"</p><p><span class="label-text">{}</span> <code id="editor-notation">{}</code> <button type="button" class="copy" data-copy="editor-notation">{}</button></p></div>"#,
        esc(t.notation),
        esc(&pos.to_string()),
        esc(t.copy_notation)
    );
}

/// The board, every square a button that says its stack (the arrow keys move between them); a
/// completed line highlighted.
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
        // `data-square`: the arrow keys move between the squares, as on every board.
        button(
            h,
            EditorMsg::Square(sq),
            class,
            &fill(t.square, &[&sq, &words]),
            &format!(r#" data-square="{sq}""#),
            &inner,
        );
    });
}

/// The palette: a piece of each player and size (with how many are left), and the eraser.
fn palette(h: &mut String, editor: &Editor, t: &EditorText, variant: &Variant) {
    let pos = editor.pos;
    let _ = write!(
        h,
        r#"<div id="palette" class="palette" role="group" aria-label="{}" data-roving="palette">"#,
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

/// The side to move, clear and start, and going to the explorer or a game, with what to change
/// when leaving was refused (`leaving`) next to those buttons, in a live region.
fn side_and_actions(h: &mut String, pos: &Position, t: &EditorText, leaving: Option<&str>) {
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
    button(h, EditorMsg::Explore, "go", t.explore, "", &esc(t.explore));
    button(h, EditorMsg::Play, "go", t.play, "", &esc(t.play));
    let _ = write!(
        h,
        r#"<p id="editor-why" class="notice editor-why" role="alert">{}</p>"#,
        leaving.map(esc).unwrap_or_default()
    );
    h.push_str("</div>");
}
