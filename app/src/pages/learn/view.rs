//! The how-to-play page as HTML, and the words of its feedback.

use std::fmt::Write as _;

use gobblet_rules::{Player, Position, Reveal, Size, Status};

use super::{Feedback, Learn, LearnMsg, Pick};
use crate::html::{self, esc, line_squares, on_line, player_class};
use crate::i18n::{fill, LearnText, StepText};
use crate::lessons::{loses_text_index, occurrences, Lesson, Step, READER, STEP_COUNT};

impl LearnText {
    /// What the page says for `feedback` on step `step`, with `pos` the board.
    #[must_use]
    pub fn feedback(&self, feedback: Feedback, step: usize, pos: &Position) -> String {
        let me = pos.side_to_move();
        match feedback {
            Feedback::Picked(Pick::Hand(size)) => fill(self.picked_hand, &[&self.size(size)]),
            Feedback::Picked(Pick::Board(sq)) => {
                let size = pos.top(sq).map_or("", |(_, s)| self.size(s));
                fill(self.picked_board, &[&size, &sq])
            }
            Feedback::ChooseFirst => self.choose_first.into(),
            Feedback::Solved => self.steps.get(step).map_or("", |s| s.success).into(),
            Feedback::AlreadyDone => self.already_done.into(),
            Feedback::Wrong(mv) => {
                let hint = self.steps.get(step).map_or("", |s| s.wrong);
                format!("{} {hint}", fill(self.legal_but, &[&mv]))
                    .trim_end()
                    .to_string()
            }
            Feedback::Refused(Some(mv), why) => fill(self.refused, &[&mv, &self.why(why, me)]),
            Feedback::Refused(None, why) => self.why(why, me),
            // Worded with the reveal rule's strings by `render`.
            Feedback::Reveals(mv, _) => fill(self.legal_but, &[&mv]),
        }
    }
}

/// The words of step `k` under the learner's reading of the reveal rule.
fn step_words<'a>(learn: &Learn, t: &'a LearnText, k: usize) -> &'a StepText {
    match loses_text_index(learn.reveal(), learn.steps()[k].id) {
        Some(j) => &t.loses_steps[j],
        None => &t.steps[k],
    }
}

/// A control's message; a control that shows another step is also marked `data-new-step` (the
/// page then brings that step's heading into view if it is above the window: `web::clicked`).
fn msg_attr(m: LearnMsg) -> String {
    let new_step = match m {
        LearnMsg::Goto(_) | LearnMsg::Next | LearnMsg::Prev => " data-new-step",
        _ => "",
    };
    format!(r#"data-msg="learn:{}"{new_step}"#, esc(&m.to_attr()))
}

/// The whole page body (the shell puts the header and navigation around it).
#[must_use]
pub fn render(learn: &Learn, t: &LearnText) -> String {
    let i = learn.step;
    let steps = learn.steps();
    let step = &steps[i];
    let words = step_words(learn, t, i);
    let pos = learn.position();
    let mut h = String::new();

    let _ = write!(
        h,
        r#"<section class="learn" aria-labelledby="learn-title"><h2 id="learn-title">{}</h2><p class="learn-intro">{}</p>"#,
        esc(t.title),
        esc(&fill(t.intro, &[&STEP_COUNT]))
    );
    if learn.reveal() == Reveal::Loses {
        let _ = write!(h, r#"<p class="learn-rule">{}</p>"#, esc(t.loses_note));
    }

    let done = learn.completed.iter().filter(|&&d| d).count();
    progress(&mut h, learn, t, done);

    // The step: its words, then its board.
    let _ = write!(
        h,
        r#"<article class="learn-step" id="learn-step-{}"><div class="learn-text"><h3>{}. {}</h3><p class="learn-explain">{}</p><p class="learn-task"><strong>{}</strong> {}</p></div>"#,
        step.id,
        i + 1,
        esc(words.title),
        esc(words.explain),
        esc(t.task_label),
        esc(words.task)
    );

    // A task's board stays clickable once done (so keyboard focus stays put); clicks then say
    // the step is done.
    let interactive = matches!(step.lesson, Lesson::Task { .. });
    h.push_str(r#"<div class="learn-play">"#);
    h.push_str(&hand(learn, t, &pos, Player::P2, false));
    h.push_str(&board(learn, t, &pos, interactive));
    h.push_str(&hand(learn, t, &pos, Player::P1, interactive));
    let _ = write!(
        h,
        r#"<p class="learn-turn">{}</p>"#,
        esc(&turn_text(t, &pos, &learn.rules()))
    );
    h.push_str("</div>");

    if let Lesson::Demo { .. } = step.lesson {
        demo(&mut h, learn, t, step);
    }

    feedback_line(&mut h, learn, t, words, &pos);

    // Previous, Reset, Next.
    let _ = write!(
        h,
        r#"<div class="learn-controls"><button type="button" {} aria-disabled="{}">← {}</button><button type="button" {}>{}</button><button type="button" class="learn-next" {} aria-disabled="{}">{} →</button></div>"#,
        msg_attr(LearnMsg::Prev),
        i == 0,
        esc(t.prev),
        msg_attr(LearnMsg::Reset),
        esc(t.reset),
        msg_attr(LearnMsg::Next),
        i + 1 == STEP_COUNT,
        esc(t.next),
    );
    if done == STEP_COUNT {
        let _ = write!(
            h,
            r#"<p class="learn-all-done">{} <a href="?page=play">{}</a> · <a href="?page=two">{}</a></p>"#,
            esc(t.all_done),
            esc(t.play_link),
            esc(t.two_link)
        );
    }
    h.push_str("</article></section>");
    h
}

/// Progress: step k of n (`done` of them done), and every step as a button, done ones ticked.
fn progress(h: &mut String, learn: &Learn, t: &LearnText, done: usize) {
    let i = learn.step;
    let _ = write!(
        h,
        r#"<nav class="learn-progress" aria-label="{}"><p id="learn-count" class="learn-count">{} · {}</p><ol class="learn-steps">"#,
        esc(t.steps_label),
        esc(&fill(t.progress, &[&(i + 1), &STEP_COUNT])),
        esc(&fill(t.done_count, &[&done, &STEP_COUNT]))
    );
    for k in 0..STEP_COUNT {
        let s = step_words(learn, t, k);
        let mut label = fill(t.step_button, &[&(k + 1), &s.title]);
        let mut classes = String::from("learn-dot");
        if learn.completed[k] {
            label = fill(t.step_done, &[&label]);
            classes.push_str(" done");
        }
        if k == i {
            classes.push_str(" current");
        }
        let _ = write!(
            h,
            r#"<li><button type="button" class="{classes}" {} aria-label="{}"{}>{}{}</button></li>"#,
            msg_attr(LearnMsg::Goto(k)),
            esc(&label),
            if k == i {
                r#" aria-current="step""#
            } else {
                ""
            },
            k + 1,
            if learn.completed[k] {
                r#"<span class="tick" aria-hidden="true">✓</span>"#
            } else {
                ""
            }
        );
    }
    h.push_str("</ol></nav>");
}

/// A demo's controls, its moves (those played marked) and its caption.
fn demo(h: &mut String, learn: &Learn, t: &LearnText, step: &Step) {
    let i = learn.step;
    let moves = step.demo_moves();
    let ply = learn.plies[i];
    let _ = write!(
        h,
        r#"<div class="learn-demo"><button type="button" {} aria-disabled="{}">{}</button><button type="button" {} aria-disabled="{}">{}</button><ol class="learn-demo-moves">"#,
        msg_attr(LearnMsg::DemoBack),
        ply == 0,
        esc(t.demo_back),
        msg_attr(LearnMsg::DemoNext),
        ply == moves.len(),
        esc(t.demo_next),
    );
    let mut side = step.position().side_to_move();
    for (k, mv) in moves.iter().enumerate() {
        let class = match (k + 1).cmp(&ply) {
            std::cmp::Ordering::Less => "played",
            std::cmp::Ordering::Equal => "played last",
            std::cmp::Ordering::Greater => "",
        };
        let _ = write!(h, r#"<li class="{class} {}">{mv}</li>"#, player_class(side));
        side = side.opponent();
    }
    h.push_str("</ol>");
    let caption = if ply == 0 {
        t.demo_start.to_string()
    } else {
        let mover = if ply % 2 == 1 {
            step.position().side_to_move()
        } else {
            step.position().side_to_move().opponent()
        };
        fill(
            t.demo_move,
            &[&ply, &moves.len(), &t.colour(mover), &moves[ply - 1]],
        )
    };
    let seen = occurrences(step, ply);
    let seen_text = if seen == 1 {
        t.demo_first.to_string()
    } else {
        fill(t.demo_seen, &[&seen])
    };
    let _ = write!(
        h,
        r#"<p class="learn-caption" id="learn-caption">{} {}</p></div>"#,
        esc(&caption),
        esc(&seen_text)
    );
}

/// Feedback: the last action's, or the step's success when its board is done.
fn feedback_line(h: &mut String, learn: &Learn, t: &LearnText, words: &StepText, pos: &Position) {
    let i = learn.step;
    let (class, text) = match learn.feedback {
        Some(f) => (
            match f {
                Feedback::Solved | Feedback::AlreadyDone => "ok",
                Feedback::Wrong(_) | Feedback::Refused(..) | Feedback::Reveals(..) => "no",
                Feedback::Picked(_) | Feedback::ChooseFirst => "info",
            },
            match f {
                Feedback::Solved => words.success.to_string(),
                Feedback::Wrong(mv) => format!("{} {}", fill(t.legal_but, &[&mv]), words.wrong)
                    .trim_end()
                    .to_string(),
                Feedback::Reveals(mv, lines) => fill(
                    t.loses_reveals,
                    &[
                        &mv,
                        &t.colour(pos.side_to_move().opponent()),
                        &t.ui.lines(lines),
                    ],
                ),
                other => t.feedback(other, i, pos),
            },
        ),
        None if learn.solved[i] => ("ok", words.success.to_string()),
        None => ("info", String::new()),
    };
    let _ = write!(
        h,
        r#"<p id="learn-feedback" class="learn-feedback {class}" role="status" aria-live="polite">{}</p>"#,
        esc(&text)
    );
}

fn turn_text(t: &LearnText, pos: &Position, rules: &gobblet_rules::Variant) -> String {
    match pos.status(rules) {
        Status::Line { winner, .. } => fill(t.wins_line, &[&t.colour(winner)]),
        Status::NoMove => fill(t.no_move, &[&t.colour(pos.side_to_move())]),
        Status::Ongoing => fill(t.to_move, &[&t.colour(pos.side_to_move())]),
    }
}

fn hand(learn: &Learn, t: &LearnText, pos: &Position, player: Player, active: bool) -> String {
    let active = active && player == READER;
    let mut h = format!(
        r#"<div id="learn-hand-{0}" class="learn-hand {0}" role="group" aria-label="{1}" data-roving="reserve"><span class="learn-hand-name">{2}</span>"#,
        player_class(player),
        esc(t.hands[player.index()]),
        esc(t.hands[player.index()])
    );
    for size in Size::ALL {
        let count = pos.reserve(&learn.rules(), player, size);
        let mut label = fill(t.in_hand, &[&t.piece_name(player, size), &count]);
        let picked = active && learn.pick == Some(Pick::Hand(size));
        if picked {
            label = fill(t.picked_mark, &[&label]);
        }
        let mut inner = String::new();
        html::push_piece(
            &mut inner,
            player,
            size,
            if count == 0 { " none" } else { "" },
        );
        let _ = write!(
            inner,
            r#"<span class="count" aria-hidden="true">×{count}</span>"#
        );
        if active {
            let _ = write!(
                h,
                r#"<button type="button" class="res learn-res{}" {} aria-label="{}" aria-pressed="{picked}"{}>{inner}</button>"#,
                if picked { " selected" } else { "" },
                msg_attr(LearnMsg::Hand(size)),
                esc(&label),
                if count == 0 { " disabled" } else { "" },
            );
        } else {
            let _ = write!(
                h,
                r#"<span class="learn-res" role="img" aria-label="{}">{inner}</span>"#,
                esc(&label)
            );
        }
    }
    h.push_str("</div>");
    h
}

fn board(learn: &Learn, t: &LearnText, pos: &Position, interactive: bool) -> String {
    let win_squares = match pos.status(&learn.rules()) {
        Status::Line { lines, .. } => line_squares(lines),
        _ => 0,
    };
    let mut h = String::new();
    html::board(
        &mut h,
        "learn-board",
        "learn-board",
        t.board_label,
        |h, sq| {
            let mut label = t.square_label(pos, sq);
            let mut classes = String::from("sq learn-sq");
            let picked = interactive && learn.pick == Some(Pick::Board(sq));
            if picked {
                classes.push_str(" selected");
                label = fill(t.picked_mark, &[&label]);
            }
            if on_line(win_squares, sq) {
                classes.push_str(" winline");
            }
            let stack: Vec<(Player, Size)> = pos.stack(sq).collect();
            let mut inner = format!(r#"<span class="learn-coord" aria-hidden="true">{sq}</span>"#);
            if let Some((&(p, s), under)) = stack.split_last() {
                html::push_piece(&mut inner, p, s, " top");
                if !under.is_empty() {
                    inner.push_str(r#"<span class="learn-under" aria-hidden="true">"#);
                    for &(p, s) in under.iter().rev() {
                        html::push_piece(&mut inner, p, s, " buried");
                    }
                    inner.push_str("</span>");
                }
            }
            if interactive {
                let _ = write!(
                    h,
                    // `data-square`: the arrow keys move between the squares, as on every board.
                    r#"<button type="button" class="{classes}" {} data-square="{sq}" aria-label="{}" aria-pressed="{picked}">{inner}</button>"#,
                    msg_attr(LearnMsg::Square(sq)),
                    esc(&label)
                );
            } else {
                let _ = write!(
                    h,
                    r#"<span class="{classes}" role="img" aria-label="{}">{inner}</span>"#,
                    esc(&label)
                );
            }
        },
    );
    h
}
