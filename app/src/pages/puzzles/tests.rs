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
        PuzzleMsg::Solution,
        PuzzleMsg::AutoNext,
        PuzzleMsg::Reserve(gobblet_rules::Size::Medium),
        PuzzleMsg::Square("c1".parse().unwrap()),
        PuzzleMsg::Play(mv),
    ] {
        let attr = m.to_attr();
        let payload = attr.strip_prefix("puzzles:").unwrap();
        assert_eq!(PuzzleMsg::from_attr(payload), Some(m), "{attr}");
    }
    assert_eq!(PuzzleMsg::from_attr("play:Q@z9"), None);
    assert_eq!(PuzzleMsg::from_attr("jump"), None);
    for junk in ["sq-d4", "sq-", "res-X", "res-", "res-SS", "res-s"] {
        assert_eq!(PuzzleMsg::from_attr(junk), None, "{junk}");
    }
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
    // Another puzzle shown is a new entry in the history; today's asked for is one too.
    let push = vec![PuzzleCmd::PushUrl];
    assert_eq!(p.update(PuzzleMsg::Next, &[], &Variant::STANDARD), push);
    assert_eq!(p.index, 4);
    let _ = p.update(PuzzleMsg::Prev, &[], &Variant::STANDARD);
    let _ = p.update(PuzzleMsg::Prev, &[], &Variant::STANDARD);
    assert_eq!(p.index, 2);
    assert_eq!(p.update(PuzzleMsg::Today, &[], &Variant::STANDARD), push);
    assert_eq!(p.index, 3);
    assert_eq!(p.update(PuzzleMsg::Today, &[], &Variant::STANDARD), push);
    assert_eq!(
        p.update(PuzzleMsg::AutoNext, &[], &Variant::STANDARD),
        vec![PuzzleCmd::StoreAutoNext(true)]
    );
    let mut first = loaded(7, 0, None);
    let _ = first.update(PuzzleMsg::Prev, &[], &Variant::STANDARD);
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
    assert_eq!(p.update(PuzzleMsg::Next, &[], &Variant::STANDARD), vec![]);
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
    let _ = p.update(PuzzleMsg::Hint, &values, &Variant::STANDARD);
    let _ = p.update(PuzzleMsg::Hint, &values, &Variant::STANDARD);
    let html = render(&p, &values, &Variant::STANDARD, Lang::En.messages(), None);
    let hints = html.split("puzzle-hints").nth(1).unwrap();
    assert_eq!(
        hints.split("</ul>").next().unwrap().matches("<li").count(),
        2
    );
}

/// Every legal move of the puzzles' position, all valued a loss but the first.
fn values_at(pos: &Position) -> Vec<(Move, Lookup)> {
    let mut values: Vec<(Move, Lookup)> = pos
        .legal_moves(&Variant::STANDARD)
        .iter()
        .map(|&mv| (mv, Lookup::Known(gobblet_rules::Value::Loss(6))))
        .collect();
    values[0].1 = Lookup::Known(gobblet_rules::Value::Win(9));
    values
}

#[test]
fn clicks_pick_up_and_put_down_and_say_why_they_cannot() {
    use gobblet_rules::{Size, Square};
    let v = Variant::STANDARD;
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let mut p = loaded(3, 0, None);
    let pos = p.position().unwrap();
    let values = values_at(&pos);
    // ".,.,./.,L,./s,.,. 1": P1 (the solver) has a large on b2, P2 a small on a1.
    let _ = p.update(PuzzleMsg::Square(sq("a3")), &values, &v);
    assert_eq!(p.nudge, Some(Nudge::PickFirst), "an empty square first");
    let _ = p.update(PuzzleMsg::Square(sq("a1")), &values, &v);
    assert_eq!(p.nudge, Some(Nudge::PickFirst), "the opponent's piece");
    let _ = p.update(PuzzleMsg::Square(sq("b2")), &values, &v);
    assert_eq!((p.selected, p.nudge), (Some(Pick::Board(sq("b2"))), None));
    let _ = p.update(PuzzleMsg::Square(sq("b2")), &values, &v);
    assert_eq!(p.selected, None, "the same square puts it back");
    let _ = p.update(PuzzleMsg::Reserve(Size::Small), &values, &v);
    assert_eq!(p.selected, Some(Pick::Reserve(Size::Small)));
    // A small cannot cover the large on b2, one of the solver's own: that piece is picked instead.
    let _ = p.update(PuzzleMsg::Square(sq("b2")), &values, &v);
    assert_eq!(
        p.selected,
        Some(Pick::Board(sq("b2"))),
        "one's own piece: picked"
    );
    let _ = p.update(PuzzleMsg::Reserve(Size::Small), &values, &v);
    let _ = p.update(PuzzleMsg::Square(sq("a1")), &values, &v);
    assert_eq!(p.nudge, Some(Nudge::NotThere(sq("a1"))));
    assert!(p.line.is_empty());
    // Escape drops the piece.
    p.deselect();
    assert_eq!((p.selected, p.nudge), (None, None));
    // A placement by two clicks is played and judged (a loss here: the puzzle fails).
    let target = values
        .iter()
        .find_map(|(mv, _)| match mv {
            Move::Place { size, to } if *mv != values[0].0 => Some((*size, *to)),
            _ => None,
        })
        .unwrap();
    let _ = p.update(PuzzleMsg::Reserve(target.0), &values, &v);
    let _ = p.update(PuzzleMsg::Square(target.1), &values, &v);
    assert_eq!(p.line.len(), 1);
    assert!(matches!(p.attempt, Attempt::Failed { .. }));
    assert_eq!(p.selected, None);
    // No more picking once the attempt is over.
    let _ = p.update(PuzzleMsg::Reserve(Size::Large), &values, &v);
    assert_eq!(p.selected, None);
}

#[test]
fn the_board_is_buttons_and_the_notation_is_folded_away() {
    let p = loaded(3, 0, None);
    let pos = p.position().unwrap();
    let values = values_at(&pos);
    for lang in Lang::ALL {
        let html = render(&p, &values, &Variant::STANDARD, lang.messages(), None);
        assert_eq!(html.matches(r#"data-msg="puzzles:sq-"#).count(), 9);
        assert_eq!(html.matches("data-square=").count(), 9);
        assert_eq!(html.matches(r#"data-msg="puzzles:res-"#).count(), 3);
        let notation = html
            .split(r#"<details id="puzzle-notation""#)
            .nth(1)
            .unwrap();
        assert!(notation.contains("puzzles:play:"));
        assert!(html.contains(r#"role="switch" aria-checked="false""#));
    }
}
