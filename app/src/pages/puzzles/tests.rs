use gobblet_rules::{Move, Position, Variant};
use gobblet_tablebase::puzzles::{self, PuzzleEntry, PuzzleFile};
use gobblet_tablebase::Lookup;

use super::*;
use crate::i18n::{Lang, Tables};

fn file(n: usize) -> String {
    let entries = (0..n)
        .map(|i| PuzzleEntry {
            position: ".,.,./.,L,./s,.,. 1".into(),
            win: 9,
            answer: "S@a3".into(),
            tempting: u8::try_from(i % 3).unwrap(),
        })
        .collect();
    serde_json::to_string(&PuzzleFile {
        format: puzzles::FORMAT.into(),
        version: puzzles::VERSION,
        rules: Variant::STANDARD.to_string(),
        puzzles: entries,
    })
    .unwrap()
}

fn loaded(n: usize, today: i64, wanted: Option<&str>) -> Puzzles {
    let mut p = Puzzles {
        today,
        ..Puzzles::default()
    };
    p.open_number(wanted);
    p.loaded(Ok(file(n)), &Variant::STANDARD);
    p
}

#[test]
fn messages_round_trip_through_attributes() {
    assert_eq!(super::BUTTONS.check(), Ok(()));
    let mv: Move = "L@b2".parse().unwrap();
    for m in [
        PuzzleMsg::Next,
        PuzzleMsg::Prev,
        PuzzleMsg::Today,
        PuzzleMsg::Hint,
        PuzzleMsg::Retry,
        PuzzleMsg::Play(mv),
    ] {
        let attr = m.to_attr();
        let payload = attr.strip_prefix("puzzles:").unwrap();
        assert_eq!(PuzzleMsg::from_attr(payload), Some(m), "{attr}");
    }
    assert_eq!(PuzzleMsg::from_attr("play:Q@z9"), None);
    assert_eq!(PuzzleMsg::from_attr("jump"), None);
}

#[test]
fn the_streak_survives_storage_and_bad_text_starts_afresh() {
    let s = Streak {
        current: 3,
        best: 5,
        last: Some(12),
    };
    assert_eq!(Streak::parse(&s.to_text()), s);
    assert_eq!(
        Streak::parse("2,2"),
        Streak {
            current: 2,
            best: 2,
            last: None
        }
    );
    for bad in ["", "x", "5,3", "-1,2", "1"] {
        assert_eq!(Streak::parse(bad), Streak::default(), "{bad:?}");
    }
}

#[test]
fn links_and_the_date_choose_the_puzzle() {
    assert_eq!(loaded(7, 10, None).index, 3, "day 10 of a 7-puzzle cycle");
    let linked = loaded(7, 10, Some("5"));
    assert_eq!((linked.index, linked.bad_number.clone()), (4, None));
    for bad in ["0", "8", "x"] {
        let p = loaded(7, 10, Some(bad));
        assert_eq!(p.index, 3, "{bad}: today's instead");
        assert_eq!(p.bad_number.as_deref(), Some(bad));
    }
    let mut p = loaded(7, 10, None);
    p.update(PuzzleMsg::Next, &[], &Variant::STANDARD);
    assert_eq!(p.index, 4);
    p.update(PuzzleMsg::Prev, &[], &Variant::STANDARD);
    p.update(PuzzleMsg::Prev, &[], &Variant::STANDARD);
    assert_eq!(p.index, 2);
    p.update(PuzzleMsg::Today, &[], &Variant::STANDARD);
    assert_eq!(p.index, 3);
    let mut first = loaded(7, 0, None);
    first.update(PuzzleMsg::Prev, &[], &Variant::STANDARD);
    assert_eq!(first.index, 6, "previous of the first is the last");
}

#[test]
fn a_bad_file_is_reported_not_a_panic() {
    let mut p = Puzzles::default();
    p.loaded(
        Ok("{\"format\":\"gobblet-puzzles\",\"version\":9}".into()),
        &Variant::STANDARD,
    );
    assert!(matches!(
        &p.set,
        Some(Err(LoadError::Refused(PuzzleError::Version { got: 9, .. })))
    ));
    assert_eq!(p.puzzle(), None);
    let html = render(&p, &[], &Variant::STANDARD, Lang::En.messages(), None);
    assert!(html.contains("version 9"), "{html}");
    assert!(!p.update(PuzzleMsg::Next, &[], &Variant::STANDARD));
}

#[test]
fn the_page_shows_no_value_before_a_hint_and_one_per_hint() {
    let mut p = loaded(3, 0, None);
    let pos: Position = ".,.,./.,L,./s,.,. 1".parse().unwrap();
    let mut values: Vec<(Move, Lookup)> = pos
        .legal_moves(&Variant::STANDARD)
        .iter()
        .map(|&mv| (mv, Lookup::Known(gobblet_rules::Value::Loss(6))))
        .collect();
    values[0].1 = Lookup::Known(gobblet_rules::Value::Win(9));
    for lang in Lang::ALL {
        let html = render(&p, &values, &Variant::STANDARD, lang.messages(), None);
        assert!(!html.contains("{0}") && !html.contains("{1}"), "{html}");
        assert!(!html.contains("puzzle-hints"));
        assert_eq!(
            html.matches("data-msg=\"puzzles:play:").count(),
            values.len()
        );
    }
    p.update(PuzzleMsg::Hint, &values, &Variant::STANDARD);
    p.update(PuzzleMsg::Hint, &values, &Variant::STANDARD);
    let html = render(&p, &values, &Variant::STANDARD, Lang::En.messages(), None);
    let hints = html.split("puzzle-hints").nth(1).unwrap();
    assert_eq!(
        hints.split("</ul>").next().unwrap().matches("<li").count(),
        2
    );
}
