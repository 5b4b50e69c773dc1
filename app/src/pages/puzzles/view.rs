//! The puzzle page as HTML, in the game pages' two columns: what to do or how it went (counting
//! down the moves left), the board to play on and the controls (with *Show solution* after a
//! failure); beside them (under them on a phone) the moves played or the solution, hints, how a
//! puzzle is solved, the puzzle's heading and grade, the streak with its rule, the auto-advance
//! switch and the moves in notation (folded away).

use std::fmt::Write;

use gobblet_rules::{Move, Position, Value, Variant};
use gobblet_tablebase::puzzles::{Puzzle, Verdict};
use gobblet_tablebase::Lookup;

use super::board::board;
use super::{known_values, losing_moves, Attempt, Nudge, PuzzleMsg, Puzzles};
use crate::fetch::LoadError;
use crate::html::esc;
use crate::i18n::{fill, Messages, PuzzlesText, UiText};

/// The page. `values`: the moves of the position now, best first; `tb_failed`: why the
/// tablebase cannot be used, if so.
#[must_use]
pub fn render(
    p: &Puzzles,
    values: &[(Move, Lookup)],
    variant: &Variant,
    all: &Messages,
    tb_failed: Option<&LoadError>,
) -> String {
    let (t, ui) = (&all.full.puzzles, &all.ui);
    // The game pages' two columns (`static/style.css`, `.game`): from about 900 px wide the
    // board with what to do and the controls, beside it the panel; on a phone one column, the
    // board before the panel. The panel opens with the feedback (after a failure what to do
    // next, the moves played, the hints; empty in the first paint, `prerender.rs`), on a phone
    // right under the controls that make it; the intro follows in every state, so that the node
    // the first paint drew is the one kept (`dom-morph` matches children by place).
    let mut h = format!(
        r#"<h2>{}</h2><div class="game"><div class="game-main">"#,
        esc(t.title)
    );
    let problem = match (&p.set, tb_failed) {
        (_, Some(why)) => Some(fill(t.tb_failed, &[&all.load_error(why)])),
        (None, _) => Some(t.loading.to_string()),
        (Some(Err(why)), _) => Some(fill(t.failed, &[&all.puzzle_load_error(why)])),
        (Some(Ok(set)), _) if set.puzzles.is_empty() => Some(t.empty.to_string()),
        _ => None,
    };
    let (Some(puzzle), Some(pos), None) = (p.puzzle(), p.position(), problem.as_ref()) else {
        let _ = write!(
            h,
            r#"<div class="puzzle-head"><p id="puzzle-status" class="status" role="status">{}</p>"#,
            esc(problem.as_deref().unwrap_or(t.loading))
        );
        // While the puzzles load (the first paint), an empty board where the puzzle's will
        // stand, the same nodes in the same places, so that nothing moves when it comes.
        let loading = p.set.is_none() && tb_failed.is_none();
        if loading {
            h.push_str(r#"<p id="puzzle-nudge" class="notice" role="alert"></p>"#);
        }
        h.push_str("</div>");
        if loading {
            board(&mut h, p, &Position::START, variant, ui, true);
        }
        panel_start(&mut h);
        intro(&mut h, t);
        h.push_str("</div></div>");
        return h;
    };
    let known = known_values(values).is_some();
    head(&mut h, p, known, variant, all);
    board(&mut h, p, &pos, variant, ui, false);
    let losing = losing_moves(values);
    let hint_off = !p.solvers_turn() || p.hints >= losing.len() || !known;
    controls(&mut h, p, hint_off, t);
    panel_start(&mut h);
    if matches!(p.attempt, Attempt::Failed { .. }) {
        let _ = write!(
            h,
            r#"<p id="puzzle-after" class="after">{}</p>"#,
            esc(t.after_fail)
        );
    }
    line_played(&mut h, p, puzzle, t);
    hints(&mut h, p, &losing, all);
    intro(&mut h, t);
    heading(&mut h, p, puzzle, t);
    auto_next(&mut h, p, t);
    notation(&mut h, p, values, known, t);
    h.push_str("</div></div>");
    h
}

/// What is said of the puzzle, in one box (`static/puzzles.css`: laid out as if it were not
/// there, but for a window held sideways, where it stands beside the board): a bad number's
/// notice, the status and the nudge.
fn head(h: &mut String, p: &Puzzles, known: bool, variant: &Variant, all: &Messages) {
    let (t, ui) = (&all.full.puzzles, &all.ui);
    h.push_str(r#"<div class="puzzle-head">"#);
    if let Some(n) = &p.bad_number {
        let _ = write!(
            h,
            r#"<p id="notice" class="notice" role="alert">{}</p>"#,
            esc(&fill(t.bad_number, &[n]))
        );
    }
    status(h, p, known, variant, all);
    let _ = write!(
        h,
        r#"<p id="puzzle-nudge" class="notice" role="alert">{}</p></div>"#,
        esc(&p.nudge.map(|n| nudge_text(n, t, ui)).unwrap_or_default())
    );
}

/// Ends the board's column and opens the panel and its feedback (the moves played, the hints).
fn panel_start(h: &mut String) {
    h.push_str(r#"</div><div class="game-panel"><div id="puzzle-feedback" class="feedback">"#);
}

/// Ends the feedback; how a puzzle is solved.
fn intro(h: &mut String, t: &PuzzlesText) {
    let _ = write!(h, r#"</div><p class="intro">{}</p>"#, esc(t.intro));
}

/// The puzzle's number (today's marked), its grade and the streak with its rule.
fn heading(h: &mut String, p: &Puzzles, puzzle: &Puzzle, t: &PuzzlesText) {
    let g = puzzle.grade;
    let _ = write!(
        h,
        r#"<h3 id="puzzle-heading">{}{}</h3><p id="puzzle-grade" class="grade">{}</p>"#,
        esc(&fill(t.heading, &[&(p.index + 1), &p.list().len()])),
        if p.daily_index() == Some(p.index) {
            format!(
                r#" <span id="puzzle-daily" class="daily">{}</span>"#,
                esc(t.daily)
            )
        } else {
            String::new()
        },
        esc(&fill(
            t.grade,
            &[
                &u32::from(g.win).div_ceil(2),
                &g.tempting,
                &puzzle.position.pieces_on_board()
            ]
        ))
    );
    let _ = write!(
        h,
        r#"<p id="puzzle-streak" class="streak"><span id="puzzle-streak-count">{}</span> <span class="streak-rule">{}</span></p>"#,
        esc(&fill(t.streak, &[&p.streak.current, &p.streak.best])),
        esc(t.streak_rule)
    );
}

/// The status line: the task with the moves left, the solver's turn, how the attempt ended,
/// or the solution; `known`: whether every move's value is known.
fn status(h: &mut String, p: &Puzzles, known: bool, variant: &Variant, all: &Messages) {
    let (t, ui) = (&all.full.puzzles, &all.ui);
    let side = ui.player(p.solver().unwrap_or(gobblet_rules::Player::P1));
    let turn = if known && p.solvers_turn() {
        t.your_turn
    } else {
        t.waiting
    };
    let (state, text) = match p.attempt {
        Attempt::Solved => ("solved", t.solved.to_string()),
        Attempt::Failed {
            mv,
            played,
            best,
            verdict,
        } => {
            // In the solver's own moves, as the grade and the count down say them.
            let mine = |v: Value| match v {
                Value::Win(n) => u32::from(n).div_ceil(2),
                Value::Loss(_) | Value::Draw => 0,
            };
            let said = if verdict == Verdict::Slower {
                fill(t.slower, &[&mv, &mine(played), &mine(best)])
            } else {
                fill(t.thrown, &[&mv])
            };
            // What to do next is said beside the controls (`render`): here the task's room.
            ("failed", said)
        }
        Attempt::Shown if p.solution_done(variant) => {
            let moves: Vec<String> = p.line.iter().map(Move::to_string).collect();
            ("shown", fill(t.shown, &[&moves.join(" ")]))
        }
        Attempt::Shown => ("waiting", t.shown_wait.to_string()),
        Attempt::Solving => {
            let state = if known && p.solvers_turn() {
                "turn"
            } else {
                "waiting"
            };
            let text = match p.moves_left() {
                // The solver's moves still needed.
                Some(n) if n > 1 => fill(t.task, &[&side, &n, &turn]),
                _ => fill(t.task_last, &[&side, &turn]),
            };
            (state, text)
        }
    };
    let text = match p.advanced_from {
        Some(i) => format!("{} {text}", fill(t.advanced, &[&(i + 1)])),
        None => text,
    };
    let class = match state {
        "solved" => "status over solved",
        "failed" => "status over failed",
        _ => "status",
    };
    // `data-state`, a language-neutral state for tests: turn | waiting | solved | failed | shown.
    let _ = write!(
        h,
        r#"<p id="puzzle-status" class="{class}" data-state="{state}" data-left="{}" role="status" aria-live="polite">{}</p>"#,
        p.moves_left().unwrap_or(0),
        esc(&text)
    );
}

/// A nudge in words.
fn nudge_text(n: Nudge, t: &PuzzlesText, ui: &UiText) -> String {
    match n {
        Nudge::PickFirst => t.pick_first.to_string(),
        Nudge::Stuck(sq) => fill(t.stuck, &[&sq]),
        Nudge::NotThere(sq) => fill(t.not_there, &[&sq]),
        Nudge::NoneLeft(size) => fill(t.none_left, &[&ui.size(size)]),
    }
}

/// The losing moves' values, one more per hint.
fn hints(h: &mut String, p: &Puzzles, losing: &[(Move, Value)], all: &Messages) {
    let (t, ui) = (&all.full.puzzles, &all.ui);
    if p.hints == 0 || !p.solvers_turn() {
        return;
    }
    let _ = write!(
        h,
        r#"<h3>{}</h3><ul id="puzzle-hints" class="hints">"#,
        esc(t.hints_label)
    );
    let side = p.solver().unwrap_or(gobblet_rules::Player::P1);
    for (mv, v) in losing.iter().take(p.hints) {
        let class = match v {
            Value::Win(_) => "win",
            Value::Loss(_) => "loss",
            Value::Draw => "draw",
        };
        let _ = write!(
            h,
            r#"<li class="{class}">{}</li>"#,
            esc(&fill(t.hint_line, &[mv, &ui.value_words(*v, side)]))
        );
    }
    h.push_str("</ul>");
}

/// The solver's moves in notation, without values, folded away under the board (the board is
/// the way to play; this list is a second one). `known`: whether every value is known.
fn notation(h: &mut String, p: &Puzzles, values: &[(Move, Lookup)], known: bool, t: &PuzzlesText) {
    if !p.solvers_turn() {
        return;
    }
    let _ = write!(
        h,
        r##"<details id="puzzle-notation" class="puzzle-notation"><summary>{}</summary><div id="puzzle-moves" class="puzzle-moves" role="group" aria-label="{}" data-refocus="#puzzle-moves button|#puzzle-grid button[tabindex='0']">"##,
        esc(t.moves_label),
        esc(t.moves_label)
    );
    let mut moves: Vec<Move> = values.iter().map(|(mv, _)| *mv).collect();
    moves.sort_unstable();
    for mv in moves {
        let _ = write!(
            h,
            r#"<button type="button" data-msg="{}"{}>{mv}</button>"#,
            PuzzleMsg::Play(mv).to_attr(),
            if known { "" } else { " disabled" }
        );
    }
    h.push_str("</div></details>");
}

/// The moves played from the puzzle's position (or the solution), each with the position
/// before it.
fn line_played(h: &mut String, p: &Puzzles, puzzle: &Puzzle, t: &PuzzlesText) {
    if p.line.is_empty() {
        return;
    }
    let shown = p.attempt == Attempt::Shown;
    let _ = write!(
        h,
        r#"<h3>{}</h3><ol id="puzzle-line" class="puzzle-line">"#,
        esc(if shown {
            t.solution_label
        } else {
            t.line_label
        })
    );
    let mut before = puzzle.position;
    for (i, mv) in p.line.iter().enumerate() {
        let text = match (i % 2 == 0, shown) {
            (true, false) => t.line_mine,
            (true, true) => t.line_best,
            (false, _) => t.line_reply,
        };
        let _ = write!(
            h,
            r#"<li data-before="{}" data-played="{mv}">{}</li>"#,
            esc(&before.to_string()),
            esc(&fill(text, &[mv]))
        );
        before = before.play(*mv);
    }
    h.push_str("</ol>");
}

/// A hint (`hint_off`: none to give), retry, the solution after a failure, then previous,
/// today's and next: what the puzzle in hand needs first, so that on a row too narrow for all
/// (after a failure) the ones that go elsewhere wrap.
fn controls(h: &mut String, p: &Puzzles, hint_off: bool, t: &PuzzlesText) {
    let off = |b: bool| if b { " disabled" } else { "" };
    let failed = matches!(p.attempt, Attempt::Failed { .. });
    let buttons = [
        ("puzzle-hint", PuzzleMsg::Hint, t.hint, off(hint_off), true),
        (
            "puzzle-retry",
            PuzzleMsg::Retry,
            t.retry,
            off(p.line.is_empty()),
            true,
        ),
        (
            "puzzle-solution",
            PuzzleMsg::Solution,
            t.solution,
            "",
            failed,
        ),
        ("puzzle-prev", PuzzleMsg::Prev, t.prev, "", true),
        ("puzzle-today", PuzzleMsg::Today, t.today, "", true),
        ("puzzle-next", PuzzleMsg::Next, t.next, "", true),
    ];
    h.push_str(r##"<div class="controls" data-refocus="#puzzle-grid button[tabindex='0']">"##);
    for (id, msg, label, extra, shown) in buttons {
        if shown {
            let _ = write!(
                h,
                r#"<button type="button" id="{id}" data-msg="{}"{extra}>{}</button>"#,
                msg.to_attr(),
                esc(label)
            );
        }
    }
    h.push_str("</div>");
}

/// The switch that goes on to the next puzzle after a solve.
fn auto_next(h: &mut String, p: &Puzzles, t: &PuzzlesText) {
    let _ = write!(
        h,
        r#"<p class="puzzle-options"><button type="button" id="puzzle-auto" class="switch" role="switch" aria-checked="{}" data-msg="{}"><span class="knob" aria-hidden="true"></span>{}</button></p>"#,
        p.auto_next,
        PuzzleMsg::AutoNext.to_attr(),
        esc(t.auto_next)
    );
}
