//! The page, drawn from the state as HTML. Every interactive element carries a `data-*`
//! attribute that names its message; `web` turns clicks on them into [`crate::model::Msg`]s.

use std::fmt::Write;

use gobblet_rules::{Move, Player, Size, Square, Value, LINES};
use gobblet_tablebase::Lookup;

use crate::model::{GameState, Model, Selection, TbState};

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
pub fn label(l: Lookup) -> (&'static str, String, String) {
    match l {
        Lookup::Known(Value::Win(n)) => ("win", format!("W{n}"), format!("wins in {n}")),
        Lookup::Known(Value::Loss(n)) => ("loss", format!("L{n}"), format!("loses in {n}")),
        Lookup::Known(Value::Draw) => ("draw", "D".into(), "draw".into()),
        Lookup::NeedShard(_) => ("unknown", "…".into(), "loading".into()),
        Lookup::NotInTable => ("unknown", "?".into(), "unknown".into()),
    }
}

fn player_class(p: Player) -> &'static str {
    match p {
        Player::P1 => "p1",
        Player::P2 => "p2",
    }
}

fn size_name(s: Size) -> &'static str {
    match s {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

/// The status line: whose move and the value in words, or how the game ended.
#[must_use]
pub fn status_text(m: &Model, moves: &[(Move, Lookup)]) -> String {
    if m.game_state() != GameState::Ongoing {
        return m.game_over_text();
    }
    let side = m.position().side_to_move();
    let value = match m.value_given(moves) {
        Some(Value::Win(n)) => format!("wins in {n}"),
        Some(Value::Loss(n)) => format!("loses in {n}"),
        Some(Value::Draw) => "draw".into(),
        None if matches!(m.tb, TbState::Loading) || !m.fetching.is_empty() => {
            "value loading…".into()
        }
        None => "value unknown".into(),
    };
    format!("{side} to move — {value}")
}

/// The whole page.
#[must_use]
pub fn render(m: &Model) -> String {
    let pos = m.position();
    let moves = m.move_values();
    let state = m.game_state();
    let side = pos.side_to_move();
    let mut h = String::new();

    let _ = write!(
        h,
        r#"<p id="status" class="status" role="status" aria-live="polite">{}</p>"#,
        esc(&status_text(m, &moves))
    );
    let _ = write!(
        h,
        r#"<p id="notice" class="notice" role="alert">{}</p>"#,
        m.notice.as_deref().map(esc).unwrap_or_default()
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

    h.push_str(&reserve(m, Player::P2, &moves));
    h.push_str(r#"<div id="board" class="board" role="grid" aria-label="board">"#);
    for rank in (1..=3u8).rev() {
        for file in 0..3u8 {
            let sq = Square::from_file_rank(file, rank).expect("valid square");
            let stack: Vec<(Player, Size)> = pos.stack(sq).collect();
            let mut classes = vec!["sq".to_string()];
            let mut label_html = String::new();
            let mut words = vec![format!("{sq}")];
            let pieces: Vec<String> = stack
                .iter()
                .map(|(p, s)| format!("{p} {}", size_name(*s)))
                .collect();
            words.push(if pieces.is_empty() {
                "empty".into()
            } else {
                pieces.join(" under ")
            });
            if let Some((mv, l)) = shown(sq) {
                let (class, short, long) = label(l);
                classes.push(class.into());
                let _ = write!(label_html, r#"<span class="label">{short}</span>"#);
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
                r#"<button class="{}" data-square="{sq}" aria-label="{}"><span class="stack">"#,
                classes.join(" "),
                esc(&words.join("; "))
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
                    r#"<span class="piece {} {}{}">{}</span>"#,
                    player_class(*p),
                    size_name(*s),
                    if top { " top" } else { " buried" },
                    s.piece_char(*p)
                );
            }
            let _ = write!(h, "</span>{label_html}</button>");
        }
    }
    h.push_str("</div>");
    h.push_str(&reserve(m, Player::P1, &moves));

    // Controls.
    let _ = write!(
        h,
        r#"<div class="controls"><button id="undo" data-action="undo"{}>Undo</button><button id="redo" data-action="redo"{}>Redo</button><button id="buried" data-action="buried" aria-pressed="{}">Hide buried pieces</button></div>"#,
        if m.ply == 0 { " disabled" } else { "" },
        if m.ply >= m.moves.len() {
            " disabled"
        } else {
            ""
        },
        m.hide_buried
    );

    // The moves, best first.
    let _ = write!(
        h,
        r#"<h2>Moves for {side}</h2><ol id="moves" class="moves">"#
    );
    for (mv, l) in &moves {
        let (class, short, long) = label(*l);
        let _ = write!(
            h,
            r#"<li><button class="mv {class}" data-move="{mv}"><span class="name">{mv}</span> <span class="val" aria-label="{long}">{short}</span> <span class="words">{long}</span></button></li>"#
        );
    }
    h.push_str("</ol>");

    // The line.
    h.push_str(r#"<h2>Game</h2><ol id="line" class="line">"#);
    let _ = write!(
        h,
        r#"<li><button data-ply="0"{}>start</button></li>"#,
        if m.ply == 0 {
            r#" aria-current="step""#
        } else {
            ""
        }
    );
    for (i, mv) in m.moves.iter().enumerate() {
        let ply = i + 1;
        let _ = write!(
            h,
            r#"<li><button data-ply="{ply}"{}>{ply}. {mv}</button></li>"#,
            if m.ply == ply {
                r#" aria-current="step""#
            } else {
                ""
            }
        );
    }
    h.push_str("</ol>");

    let _ = write!(h, r#"<p id="tb" class="tb">{}</p>"#, esc(&tb_text(m)));
    h
}

fn reserve(m: &Model, player: Player, moves: &[(Move, Lookup)]) -> String {
    let pos = m.position();
    let mut h = format!(
        r#"<div class="reserve {}" aria-label="{player} reserve">"#,
        player_class(player)
    );
    let _ = write!(h, r#"<span class="who">{player}</span>"#);
    for size in Size::ALL {
        let count = pos.reserve(&m.variant, player, size);
        let mut classes = vec![
            "res".to_string(),
            player_class(player).to_string(),
            size_name(size).to_string(),
        ];
        let mut label_html = String::new();
        if player == pos.side_to_move() {
            if let Some((_, l)) = moves
                .iter()
                .find(|(mv, _)| matches!(mv, Move::Place { size: s, .. } if *s == size))
            {
                let (class, short, _) = label(*l);
                classes.push(class.into());
                let _ = write!(label_html, r#"<span class="label">{short}</span>"#);
            }
        }
        if m.selected == Some(Selection::Reserve(size)) && player == pos.side_to_move() {
            classes.push("selected".into());
        }
        let _ = write!(
            h,
            r#"<button class="{}" data-reserve="{}{}" aria-label="{player} {}: {count} in reserve"{}><span class="piece {} {}">{}</span><span class="count">×{count}</span>{label_html}</button>"#,
            classes.join(" "),
            player.number(),
            size.letter(),
            size_name(size),
            if count == 0 { " disabled" } else { "" },
            player_class(player),
            size_name(size),
            size.piece_char(player),
        );
    }
    h.push_str("</div>");
    h
}

fn tb_text(m: &Model) -> String {
    match &m.tb {
        TbState::Loading => "tablebase: loading the manifest…".into(),
        TbState::Failed(why) => format!("tablebase unavailable ({why}); moves show unknown"),
        TbState::Ready(_) => {
            let mut parts = vec![format!("tablebase: {}", m.variant)];
            if !m.fetching.is_empty() {
                parts.push(format!("fetching {} chunk(s)", m.fetching.len()));
            }
            for (id, n) in &m.retries {
                parts.push(format!("chunk {id} failed {n} time(s), retrying"));
            }
            for (id, why) in &m.failed {
                parts.push(format!(
                    "chunk {id} unusable ({why}): its moves show unknown"
                ));
            }
            parts.join("; ")
        }
    }
}
