//! The puzzle page as HTML: the puzzle's heading and grade, what to do or how it went, the
//! board and reserves (read-only), the solver's moves as buttons (no values: that is the
//! puzzle), the moves played, hints, navigation and the streak.

use std::fmt::Write;

use gobblet_rules::{Move, Player, Position, Size, Value, Variant};
use gobblet_tablebase::puzzles::{Puzzle, Verdict};
use gobblet_tablebase::Lookup;

use super::{known_values, losing_moves, Attempt, PuzzleMsg, Puzzles};
use crate::fetch::LoadError;
use crate::html::{self, esc, player_class, size_class};
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
    let mut h = format!(
        r#"<h2>{}</h2><p class="intro">{}</p>"#,
        esc(t.title),
        esc(t.intro)
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
            r#"<p id="puzzle-status" class="status" role="status">{}</p>"#,
            esc(problem.as_deref().unwrap_or(t.loading))
        );
        return h;
    };
    if let Some(n) = &p.bad_number {
        let _ = write!(
            h,
            r#"<p id="notice" class="notice" role="alert">{}</p>"#,
            esc(&fill(t.bad_number, &[n]))
        );
    }
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
            &[&g.win, &g.tempting, &puzzle.position.pieces_on_board()]
        ))
    );
    let known = known_values(values);
    status(&mut h, p, puzzle, known.is_some(), all);

    board(&mut h, &pos, variant, ui);

    let losing = losing_moves(values);
    moves_and_hints(&mut h, p, values, &losing, known.is_some(), all);

    line_played(&mut h, p, puzzle.position, t);

    let hint_off = !p.solvers_turn() || p.hints >= losing.len() || known.is_none();
    controls(&mut h, p, hint_off, t);
    let _ = write!(
        h,
        r#"<p id="puzzle-streak" class="streak">{}</p>"#,
        esc(&streak_text(p, t))
    );
    h
}

/// The status line: the task, the solver's turn, or how the attempt ended; `known`: whether
/// every move's value is known.
fn status(h: &mut String, p: &Puzzles, puzzle: &Puzzle, known: bool, all: &Messages) {
    let (t, ui) = (&all.full.puzzles, &all.ui);
    let g = puzzle.grade;
    let task = |turn: &str| {
        fill(
            t.task,
            &[&ui.player(puzzle.position.side_to_move()), &g.win, &turn],
        )
    };
    let (class, status) = match p.attempt {
        Attempt::Solved => ("status over solved", t.solved.to_string()),
        Attempt::Failed {
            mv,
            played,
            best,
            verdict,
        } => {
            let text = if verdict == Verdict::Slower {
                t.slower
            } else {
                t.thrown
            };
            let words = [mv.to_string(), ui.value_words(played), ui.value_words(best)];
            (
                "status over failed",
                fill(text, &[&words[0], &words[1], &words[2]]),
            )
        }
        Attempt::Solving if !known || !p.solvers_turn() => ("status", task(t.waiting)),
        Attempt::Solving => ("status", task(t.your_turn)),
    };
    // A language-neutral state for tests: turn | waiting | solved | failed.
    let state = match p.attempt {
        Attempt::Solved => "solved",
        Attempt::Failed { .. } => "failed",
        Attempt::Solving if known && p.solvers_turn() => "turn",
        Attempt::Solving => "waiting",
    };
    let _ = write!(
        h,
        r#"<p id="puzzle-status" class="{class}" data-state="{state}" role="status" aria-live="polite">{}</p>"#,
        esc(&status)
    );
}

/// The position string (for links and tests), then the board between the reserves.
fn board(h: &mut String, pos: &Position, variant: &Variant, ui: &UiText) {
    let _ = write!(
        h,
        r#"<div id="puzzle" class="puzzle-board" data-position="{}">"#,
        esc(&pos.to_string())
    );
    h.push_str(&reserve(ui, pos, variant, Player::P2));
    html::board(h, "board", "board", ui.board, |h, sq| {
        let stack: Vec<(Player, Size)> = pos.stack(sq).collect();
        let pieces: Vec<String> = stack
            .iter()
            .rev()
            .map(|(pl, s)| fill(ui.piece, &[&ui.player(*pl), &ui.size(*s)]))
            .collect();
        let words = if pieces.is_empty() {
            ui.empty.to_string()
        } else {
            pieces.join(ui.under)
        };
        let _ = write!(
            h,
            r#"<div class="sq" role="img" aria-label="{}">"#,
            esc(&format!("{sq}; {words}"))
        );
        html::stack(h, &stack, 0);
        h.push_str("</div>");
    });
    h.push_str(&reserve(ui, pos, variant, Player::P1));
    h.push_str("</div>");
}

/// The solver's moves, without values, and the hints: the losing moves' values, one more per
/// click. `known`: whether every move's value is known.
fn moves_and_hints(
    h: &mut String,
    p: &Puzzles,
    values: &[(Move, Lookup)],
    losing: &[(Move, Value)],
    known: bool,
    all: &Messages,
) {
    let (t, ui) = (&all.full.puzzles, &all.ui);
    let playable = p.solvers_turn() && known;
    let _ = write!(
        h,
        r#"<div id="puzzle-moves" class="puzzle-moves" role="group" aria-label="{}">"#,
        esc(t.moves_label)
    );
    if p.solvers_turn() {
        let mut moves: Vec<Move> = values.iter().map(|(mv, _)| *mv).collect();
        moves.sort_unstable();
        for mv in moves {
            let _ = write!(
                h,
                r#"<button data-msg="{}"{}>{mv}</button>"#,
                PuzzleMsg::Play(mv).to_attr(),
                if playable { "" } else { " disabled" }
            );
        }
    }
    h.push_str("</div>");

    // Hints: the losing moves' values, one more per click.
    if p.hints > 0 && p.solvers_turn() {
        let _ = write!(
            h,
            r#"<h4>{}</h4><ul id="puzzle-hints" class="hints">"#,
            esc(t.hints_label)
        );
        for (mv, v) in losing.iter().take(p.hints) {
            let _ = write!(
                h,
                r#"<li class="{}">{}</li>"#,
                value_class(*v),
                esc(&fill(t.hint_line, &[mv, &ui.value_words(*v)]))
            );
        }
        h.push_str("</ul>");
    }
}

/// The moves played from the puzzle's position `start`, each with the position before it.
fn line_played(h: &mut String, p: &Puzzles, start: Position, t: &PuzzlesText) {
    if !p.line.is_empty() {
        let _ = write!(
            h,
            r#"<h4>{}</h4><ol id="puzzle-line" class="puzzle-line">"#,
            esc(t.line_label)
        );
        let mut before = start;
        for (i, mv) in p.line.iter().enumerate() {
            let text = if i % 2 == 0 {
                t.line_mine
            } else {
                t.line_reply
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
}

/// Previous, today's, next, a hint (`hint_off`: none to give) and retry.
fn controls(h: &mut String, p: &Puzzles, hint_off: bool, t: &PuzzlesText) {
    let _ = write!(
        h,
        r#"<div class="controls"><button id="puzzle-prev" data-msg="{}">{}</button><button id="puzzle-today" data-msg="{}">{}</button><button id="puzzle-next" data-msg="{}">{}</button><button id="puzzle-hint" data-msg="{}"{}>{}</button><button id="puzzle-retry" data-msg="{}"{}>{}</button></div>"#,
        PuzzleMsg::Prev.to_attr(),
        esc(t.prev),
        PuzzleMsg::Today.to_attr(),
        esc(t.today),
        PuzzleMsg::Next.to_attr(),
        esc(t.next),
        PuzzleMsg::Hint.to_attr(),
        if hint_off { " disabled" } else { "" },
        esc(t.hint),
        PuzzleMsg::Retry.to_attr(),
        if p.line.is_empty() { " disabled" } else { "" },
        esc(t.retry),
    );
}

fn streak_text(p: &Puzzles, t: &PuzzlesText) -> String {
    fill(t.streak, &[&p.streak.current, &p.streak.best])
}

fn value_class(v: Value) -> &'static str {
    match v {
        Value::Win(_) => "win",
        Value::Loss(_) => "loss",
        Value::Draw => "draw",
    }
}

/// A player's reserve, read-only.
fn reserve(t: &UiText, pos: &gobblet_rules::Position, variant: &Variant, player: Player) -> String {
    let mut h = format!(
        r#"<div class="reserve {}" role="group" aria-label="{}"><span class="who">{}</span>"#,
        player_class(player),
        esc(&fill(t.reserve, &[&t.player(player)])),
        esc(t.player(player))
    );
    for size in Size::ALL {
        let count = pos.reserve(variant, player, size);
        let _ = write!(
            h,
            r#"<span class="res {} {}" role="img" aria-label="{}">"#,
            player_class(player),
            size_class(size),
            esc(&fill(
                t.reserve_piece,
                &[&t.player(player), &t.size(size), &count]
            ))
        );
        html::push_piece(&mut h, player, size, "");
        let _ = write!(h, r#"<span class="count">×{count}</span></span>"#);
    }
    h.push_str("</div>");
    h
}
