//! Helpers shared by the how-to-play tests (`learn.rs`: the page; `lessons.rs`: the steps).
#![allow(dead_code)] // each test file uses its own subset

use std::str::FromStr;

use app::i18n::{Lang, LearnText, Tables};
use app::lessons::{Goal, Lesson, Step};
use gobblet_rules::{Move, Square, LINES};

pub fn sq(s: &str) -> Square {
    Square::from_str(s).unwrap()
}

/// A move in notation; `b2-b2` (which notation refuses) is the step that goes nowhere.
pub fn mv(s: &str) -> Move {
    match s.split_once('-') {
        Some((a, b)) if a == b => Move::Step {
            from: sq(a),
            to: sq(b),
        },
        _ => Move::from_str(s).unwrap(),
    }
}

pub fn texts() -> [&'static LearnText; 2] {
    [
        &Lang::En.messages().full.learn,
        &Lang::ZhHant.messages().full.learn,
    ]
}

pub fn en() -> &'static LearnText {
    &Lang::En.messages().full.learn
}

/// The index of the line through these three squares.
pub fn line(a: &str, b: &str, c: &str) -> u8 {
    let mask = [a, b, c].iter().fold(0u16, |m, s| m | 1 << sq(s).index());
    LINES.iter().position(|l| l.0 == mask).unwrap() as u8
}

pub fn task(step: &Step) -> Option<(Goal, Move)> {
    match step.lesson {
        Lesson::Task { goal, solution } => Some((goal, mv(solution))),
        Lesson::Demo { .. } => None,
    }
}
