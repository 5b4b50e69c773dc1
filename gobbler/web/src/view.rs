//! The page drawn from the state: the board (squares as buttons, arrows in an SVG overlay), the
//! turn's controls, the last Gobbler move's scatter, eaten against the threshold, the game record
//! with its link, the players and their ranks; and the board kit the rules screen shares.

use std::fmt::Write as _;

use gobbler_rules::{GobblerPlay, Position, Side, Square, SquareSet};

use crate::action::{self, ACTION, COPY, PLAYER, SQUARE};
use crate::i18n::{fate_class, Messages};
use crate::model::{Model, Msg, Notice, Screen};
use crate::players::PlayerId;
use crate::rules_screen;

/// Escapes text for HTML.
#[must_use]
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// An arrow on a board: from the centre of one square to another, with a class (`step`, `hop`,
/// `ran`, `slid`, `eaten`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Where it starts.
    pub from: Square,
    /// Where it points.
    pub to: Square,
    /// Its CSS class.
    pub class: &'static str,
}

/// The arrows and marks of a Gobbler move: its hops, and each scattered stack (an arrow to
/// where it went, or a mark where it was eaten).
#[must_use]
pub fn play_arrows(play: &GobblerPlay) -> (Vec<Arrow>, Vec<(Square, &'static str)>) {
    let mut arrows = Vec::new();
    let mut marks = Vec::new();
    for w in play.mv.path().windows(2) {
        arrows.push(Arrow {
            from: w[0],
            to: w[1],
            class: "hop",
        });
    }
    for s in play.scattered() {
        match s.fate.landing() {
            Some(to) => arrows.push(Arrow {
                from: s.from,
                to,
                class: fate_class(s.fate),
            }),
            None => marks.push((s.from, "eaten")),
        }
    }
    for sq in play.starved.iter() {
        marks.push((sq, "starved"));
    }
    (arrows, marks)
}

fn centre(sq: Square, files: (i8, i8), ranks: (i8, i8)) -> (f32, f32) {
    (
        f32::from(sq.file() - files.0) + 0.5,
        f32::from(ranks.1 - sq.rank()) + 0.5,
    )
}

/// The SVG overlay of arrows over a board of files `files.0..=files.1` and ranks
/// `ranks.0..=ranks.1` (one unit per square).
pub fn arrows_svg(h: &mut String, arrows: &[Arrow], files: (i8, i8), ranks: (i8, i8)) {
    let (w, hgt) = (files.1 - files.0 + 1, ranks.1 - ranks.0 + 1);
    let _ = write!(
        h,
        r#"<svg class="gb-arrows" viewBox="0 0 {w} {hgt}" aria-hidden="true" focusable="false">"#
    );
    h.push_str(r#"<defs>"#);
    for class in ["step", "hop", "ran", "slid"] {
        let _ = write!(
            h,
            r#"<marker id="gb-head-{class}" class="gb-head-{class}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker>"#
        );
    }
    h.push_str("</defs>");
    for a in arrows {
        let (x1, y1) = centre(a.from, files, ranks);
        let (x2, y2) = centre(a.to, files, ranks);
        // Stop short of the centres so the counts stay readable.
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(0.01);
        let (sx, sy) = (dx / len * 0.22, dy / len * 0.22);
        let _ = write!(
            h,
            r#"<line class="gb-arrow {c}" x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" marker-end="url(#gb-head-{c})"/>"#,
            x1 + sx,
            y1 + sy,
            x2 - sx,
            y2 - sy,
            c = a.class
        );
    }
    h.push_str("</svg>");
}

/// What a square of a board looks like: its Littles, or a Gobbler (starving or not).
pub fn piece(h: &mut String, pos: &Position, sq: Square, starving: SquareSet) {
    if pos.is_gobbler(sq) {
        if starving.contains(sq) {
            h.push_str(r#"<span class="gb-gob starving" aria-hidden="true"></span><span class="gb-x" aria-hidden="true">✕</span>"#);
        } else {
            h.push_str(r#"<span class="gb-gob" aria-hidden="true"></span>"#);
        }
    } else {
        let n = pos.count(sq);
        if n > 0 {
            let size = match n {
                1 => "n1",
                2..=3 => "n2",
                _ => "n4",
            };
            let _ = write!(
                h,
                r#"<span class="gb-lit {size}" aria-hidden="true">{n}</span>"#
            );
        }
    }
}

/// A small board for the rules screen (no buttons): files and ranks in the given ranges, marks
/// (`eaten`, `starved`, `focus`) on squares, arrows over it.
pub fn mini_board(
    h: &mut String,
    pos: &Position,
    files: (i8, i8),
    ranks: (i8, i8),
    arrows: &[Arrow],
    marks: &[(Square, &'static str)],
    label: &str,
) {
    let starving = if pos.side() == Side::Gobblers {
        pos.starving()
    } else {
        SquareSet::EMPTY
    };
    let w = files.1 - files.0 + 1;
    let _ = write!(
        h,
        r#"<div class="gb-mini" style="--cols:{w}" role="img" aria-label="{}"><div class="gb-grid">"#,
        esc(label)
    );
    for rank in (ranks.0..=ranks.1).rev() {
        for file in files.0..=files.1 {
            let Some(sq) = Square::from_file_rank(file, rank) else {
                continue;
            };
            let shade = if (file + rank) % 2 == 1 {
                "dark"
            } else {
                "light"
            };
            let mut class = format!("gb-cell {shade}");
            for (_, m) in marks.iter().filter(|(s, _)| *s == sq) {
                class.push(' ');
                class.push_str(m);
            }
            let _ = write!(h, r#"<div class="{class}">"#);
            piece(h, pos, sq, starving);
            if file == files.0 {
                let _ = write!(h, r#"<span class="gb-rk">{rank}</span>"#);
            }
            if rank == ranks.0 {
                let _ = write!(
                    h,
                    r#"<span class="gb-fl">{}</span>"#,
                    (b'a' + file as u8) as char
                );
            }
            h.push_str("</div>");
        }
    }
    h.push_str("</div>");
    arrows_svg(h, arrows, files, ranks);
    h.push_str("</div>");
}

fn attr(msg: &Msg) -> String {
    action::to_attr(msg).unwrap_or_default()
}

fn button(h: &mut String, msg: &Msg, label: &str, enabled: bool, class: &str) {
    let _ = write!(
        h,
        r#"<button type="button" class="{class}" {ACTION}="{}"{}>{}</button>"#,
        attr(msg),
        if enabled { "" } else { " disabled" },
        esc(label)
    );
}

/// The whole page for `m`; `page_url` is the page's address without its query (for the link).
#[must_use]
pub fn render(m: &Model, page_url: &str) -> String {
    let t = m.lang.messages();
    let mut h = String::with_capacity(32 * 1024);
    let _ = write!(
        h,
        r#"<div class="gb" lang="{}"><header class="gb-head"><h1>{}</h1><p class="gb-tagline">{}</p><nav class="gb-tabs">"#,
        m.lang.tag(),
        esc(t.title),
        esc(t.tagline)
    );
    for (screen, label) in [(Screen::Play, t.tab_play), (Screen::Rules, t.tab_rules)] {
        let _ = write!(
            h,
            r#"<button type="button" class="gb-tab" {ACTION}="{}" aria-pressed="{}">{}</button>"#,
            attr(&Msg::Screen(screen)),
            m.screen == screen,
            esc(label)
        );
    }
    h.push_str("</nav>");
    if m.thinking.is_some() && m.screen == Screen::Rules {
        let p = m.seats.of(m.position().side());
        let _ = write!(
            h,
            r#"<p id="gb-busy" class="gb-busy" role="status">{}</p>"#,
            esc(&(t.thinking)(&(t.player)(p)))
        );
    }
    h.push_str("</header>");
    match m.screen {
        Screen::Play => play(&mut h, m, t, page_url),
        Screen::Rules => rules_screen::render(&mut h, t),
    }
    h.push_str("</div>");
    h
}

fn play(h: &mut String, m: &Model, t: &Messages, page_url: &str) {
    let pos = m.position();
    let shown = m.shown();
    let person = m.person_to_move();
    let side = pos.side();
    let starving = if side == Side::Gobblers {
        pos.starving()
    } else {
        SquareSet::EMPTY
    };
    let targets = if person { m.step_targets() } else { Vec::new() };
    let landings = if person && side == Side::Gobblers {
        m.landings()
    } else {
        Vec::new()
    };
    let movable = if person && side == Side::Gobblers && m.path.is_empty() {
        m.movable_gobblers()
    } else {
        Vec::new()
    };
    // What the board shows besides the pieces: the steps being made, the Gobbler's path being
    // chosen, else the last Gobbler move and its scatter.
    let mut arrows: Vec<Arrow> = m
        .steps
        .iter()
        .map(|s| Arrow {
            from: s.from,
            to: s.to,
            class: "step",
        })
        .collect();
    for w in m.path.windows(2) {
        arrows.push(Arrow {
            from: w[0],
            to: w[1],
            class: "hop",
        });
    }
    let mut marks: Vec<(Square, &'static str)> = Vec::new();
    let show_last = m.steps.is_empty() && m.from.is_none() && m.path.is_empty();
    if show_last {
        if let Some(play) = m.game.last_play() {
            let (a, mk) = play_arrows(&play);
            arrows.extend(a);
            marks.extend(mk);
        }
    }

    h.push_str(r#"<div class="gb-play"><div class="gb-boardbox">"#);
    let _ = write!(
        h,
        r#"<div class="gb-board" role="group" aria-label="{}" data-position="{}">"#,
        esc(t.board),
        esc(&pos.to_string())
    );
    for rank in (1..=8i8).rev() {
        for file in 0..8i8 {
            let sq = Square::from_file_rank(file, rank).expect("on the board");
            let shade = if (file + rank) % 2 == 1 {
                "dark"
            } else {
                "light"
            };
            let mut class = format!("gb-sq {shade}");
            let mut label = (t.square)(
                sq,
                shown.count(sq),
                shown.is_gobbler(sq),
                starving.contains(sq),
            );
            if m.from == Some(sq) || m.path.first() == Some(&sq) || m.path.get(1) == Some(&sq) {
                class.push_str(" sel");
            }
            if targets.contains(&sq) {
                class.push_str(" target");
            }
            if movable.contains(&sq) {
                class.push_str(" movable");
            }
            let landing = landings.iter().find(|l| l.square == sq);
            if let Some(l) = landing {
                match l.ends {
                    Some(mv) => {
                        class.push_str(" landing");
                        label = format!(
                            "{label}; {}",
                            (t.landing)(&mv.to_string(), l.hops, l.scatter)
                        );
                    }
                    None => {
                        class.push_str(" hop-on");
                        label = format!("{label}; {}", (t.hop_on)(sq, l.hops));
                    }
                }
            }
            for (_, mk) in marks.iter().filter(|(s, _)| *s == sq) {
                class.push(' ');
                class.push_str(mk);
            }
            let _ = write!(
                h,
                r#"<button type="button" class="{class}" {ACTION}="{}" {SQUARE}="{sq}" aria-label="{}">"#,
                attr(&Msg::Square(sq)),
                esc(&label)
            );
            piece(h, &shown, sq, starving);
            if let Some(l) = landing {
                let badge = match l.ends {
                    Some(_) => format!("{}", l.hops + l.scatter),
                    None => "…".to_string(),
                };
                let _ = write!(
                    h,
                    r#"<span class="gb-badge" aria-hidden="true">{badge}</span>"#
                );
            }
            if file == 0 {
                let _ = write!(h, r#"<span class="gb-rk" aria-hidden="true">{rank}</span>"#);
            }
            if rank == 1 {
                let _ = write!(
                    h,
                    r#"<span class="gb-fl" aria-hidden="true">{}</span>"#,
                    (b'a' + file as u8) as char
                );
            }
            h.push_str("</button>");
        }
    }
    h.push_str("</div>");
    arrows_svg(h, &arrows, (0, 7), (1, 8));
    h.push_str(r#"</div><div class="gb-panel">"#);

    // Whose turn, or the result.
    let name = |p: PlayerId| (t.player)(p);
    let status = match m.winner() {
        Some(w) => {
            let winner_player = match w {
                gobbler_rules::Winner::Gobblers => m.seats.gobblers,
                gobbler_rules::Winner::Littles => m.seats.littles,
            };
            (t.result)(w, &name(winner_player), pos.eaten(), pos.threshold())
        }
        None if m.thinking.is_some() => (t.thinking)(&name(m.seats.of(side))),
        None => (t.to_move)(side, &name(m.seats.of(side))),
    };
    let over = if m.winner().is_some() { " over" } else { "" };
    let think_ms = m
        .think_ms
        .map(|ms| format!(r#" data-think-ms="{ms:.0}""#))
        .unwrap_or_default();
    let _ = write!(
        h,
        r#"<p id="gb-status" class="gb-status{over}" role="status"{think_ms}>{}</p>"#,
        esc(&status)
    );

    // Eaten against the threshold.
    let eaten = pos.eaten();
    let thr = pos.threshold();
    let _ = write!(
        h,
        r#"<div class="gb-meter"><p><span id="gb-eaten">{}</span> · <span id="gb-threshold">{}</span></p><div class="gb-bar" aria-hidden="true"><div class="gb-fill" style="width:{:.1}%"></div><div class="gb-mark" style="left:{:.1}%"></div></div></div>"#,
        esc(&(t.eaten)(eaten)),
        esc(&(t.threshold)(thr)),
        f32::from(eaten) / 60.0 * 100.0,
        (f32::from(thr.min(60)) / 60.0 * 100.0)
    );
    for sq in starving.iter() {
        let _ = write!(
            h,
            r#"<p class="gb-starving">{}</p>"#,
            esc(&(t.starving)(sq))
        );
    }

    // The turn being made.
    if person {
        match side {
            Side::Littles => {
                let hint = match m.from {
                    Some(sq) => (t.hint_step)(sq),
                    None => t.hint_littles.to_string(),
                };
                let steps: Vec<String> = m.steps.iter().map(ToString::to_string).collect();
                let _ = write!(
                    h,
                    r#"<p class="gb-hint">{}</p><p id="gb-steps" class="gb-steps">{}</p><div class="gb-controls">"#,
                    esc(&hint),
                    esc(&(t.steps)(m.steps.len(), &steps.join(" ")))
                );
                button(h, &Msg::UndoStep, t.undo_step, !m.steps.is_empty(), "");
                button(h, &Msg::EndTurn, t.end_turn, !m.steps.is_empty(), "primary");
                button(h, &Msg::Pass, t.pass, m.steps.is_empty(), "");
                h.push_str("</div>");
            }
            Side::Gobblers => {
                let hint = if m.path.is_empty() {
                    t.hint_gobbler.to_string()
                } else {
                    let path: Vec<String> = m.path.iter().map(ToString::to_string).collect();
                    let eaten: u8 = m.path[1..].iter().map(|&s| pos.count(s)).sum();
                    (t.hint_hop)(&path.join(">"), eaten)
                };
                let _ = write!(h, r#"<p class="gb-hint">{}</p>"#, esc(&hint));
                if !landings.is_empty() {
                    h.push_str(r#"<ul id="gb-landings" class="gb-landings">"#);
                    for l in &landings {
                        let text = match l.ends {
                            Some(mv) => (t.landing)(&mv.to_string(), l.hops, l.scatter),
                            None => (t.hop_on)(l.square, l.hops),
                        };
                        let _ = write!(h, "<li>{}</li>", esc(&text));
                    }
                    h.push_str("</ul>");
                }
            }
        }
    }
    h.push_str(r#"<div class="gb-controls">"#);
    button(
        h,
        &Msg::Undo,
        t.undo,
        !m.game.turns().is_empty() || !m.steps.is_empty(),
        "",
    );
    button(h, &Msg::NewGame, t.new_game, true, "");
    h.push_str("</div>");
    if let Some(n) = &m.notice {
        let (class, role) = match n {
            Notice::Replayed(_) => ("gb-notice info", "status"),
            _ => ("gb-notice", "alert"),
        };
        let _ = write!(
            h,
            r#"<p id="gb-notice" class="{class}" role="{role}">{}</p>"#,
            esc(&(t.notice)(n))
        );
    }

    // The last Gobbler move and its scatter.
    if let Some((_, play)) = m.game.latest_gobbler_play() {
        let _ = write!(
            h,
            r#"<section id="gb-report" class="gb-report"><h2>{}</h2><ul>"#,
            esc(&(t.last_move)(
                &play.mv.to_string(),
                play.hop_eaten[0] + play.hop_eaten[1]
            ))
        );
        for sq in play.starved.iter() {
            let _ = write!(h, r#"<li class="starved">{}</li>"#, esc(&(t.starved)(sq)));
        }
        let mut any = false;
        for s in play.scattered() {
            any = true;
            let _ = write!(
                h,
                r#"<li class="{}">{}</li>"#,
                fate_class(s.fate),
                esc(&(t.scattered)(s))
            );
        }
        if !any {
            let _ = write!(h, "<li>{}</li>", esc(t.no_scatter));
        }
        h.push_str("</ul>");
        if play.scatter_eaten > 0 {
            let _ = write!(h, "<p>{}</p>", esc(&(t.scatter_total)(play.scatter_eaten)));
        }
        h.push_str("</section>");
    }

    // The game record and its link.
    let _ = write!(h, r#"<section class="gb-record"><h2>{}</h2>"#, esc(t.game));
    if m.game.turns().is_empty() {
        let _ = write!(h, "<p>{}</p>", esc(t.no_turns));
    } else {
        h.push_str(r#"<ol id="gb-turns" class="gb-turns">"#);
        for (i, turn) in m.game.turns().iter().enumerate() {
            let class = match crate::game::Game::side_of_turn(i) {
                Side::Littles => "l",
                Side::Gobblers => "g",
            };
            let _ = write!(h, r#"<li class="{class}">{}</li>"#, esc(&turn.to_string()));
        }
        h.push_str("</ol>");
    }
    let text = m.game.text();
    let link = format!("{page_url}{}", m.link_query());
    let _ = write!(
        h,
        r#"<label class="gb-copyrow"><span>{}</span><textarea id="gb-game-text" readonly rows="2">{}</textarea></label><button type="button" {COPY}="gb-game-text">{}</button><label class="gb-copyrow"><span>{}</span><input id="gb-link" readonly value="{}"></label><button type="button" {COPY}="gb-link">{}</button></section>"#,
        esc(t.game_text),
        esc(&text),
        esc(t.copy),
        esc(t.link),
        esc(&link),
        esc(t.copy)
    );

    // Players and ranks.
    let _ = write!(
        h,
        r#"<section class="gb-players"><h2>{}</h2><div class="gb-seats">"#,
        esc(t.players)
    );
    for (side, label) in [
        (Side::Littles, t.plays_littles),
        (Side::Gobblers, t.plays_gobblers),
    ] {
        let _ = write!(
            h,
            r#"<label>{} <select {PLAYER}="{}">"#,
            esc(label),
            action::side_attr(side)
        );
        for p in PlayerId::ALL {
            let _ = write!(
                h,
                r#"<option value="{}"{}>{}</option>"#,
                p.key(),
                if m.setup.of(side) == p {
                    " selected"
                } else {
                    ""
                },
                esc(&name(p))
            );
        }
        h.push_str("</select></label>");
    }
    h.push_str("</div>");
    if m.setup != m.seats {
        let _ = write!(h, r#"<p class="gb-note">{}</p>"#, esc(t.next_game_note));
    }
    let g = m.roster.ranks(m.seats.gobblers);
    let l = m.roster.ranks(m.seats.littles);
    let _ = write!(
        h,
        r#"<p id="gb-this-threshold">{}</p>"#,
        esc(&(t.this_threshold)(
            m.game.threshold(),
            g.marauding,
            l.scatter
        ))
    );
    let _ = write!(
        h,
        r#"<table id="gb-ranks" class="gb-ranks"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>"#,
        esc(t.rank_head[0]),
        esc(t.rank_head[1]),
        esc(t.rank_head[2])
    );
    for p in PlayerId::ALL {
        let r = m.roster.ranks(p);
        let playing = if p == m.seats.littles || p == m.seats.gobblers {
            r#" class="playing""#
        } else {
            ""
        };
        let _ = write!(
            h,
            r#"<tr{playing} data-player="{}"><th scope="row">{}</th><td>{}</td><td>{}</td></tr>"#,
            p.key(),
            esc(&name(p)),
            r.marauding,
            r.scatter
        );
    }
    h.push_str("</tbody></table>");
    let _ = write!(h, r#"<p class="gb-note">{}</p>"#, esc(t.ranks_note));
    if m.replayed {
        let _ = write!(h, r#"<p class="gb-note">{}</p>"#, esc(t.not_ranked));
    } else if m.ranked {
        let _ = write!(h, r#"<p class="gb-note">{}</p>"#, esc(t.ranked));
    }
    h.push_str("</section></div></div>");
}

#[cfg(test)]
mod tests;
