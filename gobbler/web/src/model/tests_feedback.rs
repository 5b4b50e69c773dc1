//! The page's feedback (issue 24): every refusal names its real reason, the threshold's terms
//! are the ones it was computed from, and a change of players never throws a turn away unsaid.

use super::testing::{hot_seat, Page};
use super::*;
use crate::players::Level;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn click(m: &mut Page, s: &str) {
    m.send(Msg::Square(sq(s)));
}

#[test]
fn a_little_that_arrived_this_turn_is_refused_as_having_stepped() {
    // c3 stood empty at the start of this turn; d3 held two.
    let mut m = Page::link("?page=gobbler&game=c3-d3;+e5%3Eg6%3Eh8");
    assert_eq!(m.notice, Some(Notice::Replayed(2)));
    assert_eq!(m.position().count(sq("c3")), 0);
    click(&mut m, "d3");
    click(&mut m, "c3");
    assert_eq!(m.shown().count(sq("c3")), 1);
    // The board shows a Little on c3: the refusal says it arrived this turn, not that none is
    // there.
    click(&mut m, "c3");
    assert_eq!(m.notice, Some(Notice::Arrived(sq("c3"))));
    assert_eq!(m.from, None);
    // With a Little picked, a square whose Littles all arrived is refused the same way.
    click(&mut m, "a1");
    click(&mut m, "c3");
    assert_eq!(m.notice, Some(Notice::Arrived(sq("c3"))));
    // An empty square is still empty, or not next to the Little picked.
    click(&mut m, "c4");
    click(&mut m, "e4");
    assert_eq!(m.notice, Some(Notice::NotNeighbour(sq("c4"), sq("e4"))));
    m.send(Msg::Deselect);
    click(&mut m, "e4");
    assert_eq!(m.notice, Some(Notice::NoLittles(sq("e4"))));
    m.send(Msg::UndoStep);
    // A square every Little left this turn, though one arrived since: they stood there.
    click(&mut m, "b2");
    click(&mut m, "b3");
    click(&mut m, "a2");
    click(&mut m, "b2");
    assert_eq!(m.shown().count(sq("b2")), 1);
    click(&mut m, "b2");
    assert_eq!(m.notice, Some(Notice::AlreadyMoved(sq("b2"))));
}

#[test]
fn the_threshold_keeps_the_ranks_it_was_computed_from() {
    let m = Page::open(Start {
        ranks: Some("you:0,3;medium:5,0".into()),
        ..Start::default()
    });
    assert_eq!(
        m.basis,
        Basis::Ranks {
            marauding: 5,
            scatter: 3
        }
    );
    assert_eq!(m.game.threshold(), 40 + 5 - 3);
    // A game replayed from a link takes the link's threshold, not the ranks'.
    let l = Page::link("?page=gobbler&game=pass&t=44");
    assert_eq!((l.basis, l.game.threshold()), (Basis::Link, 44));
}

#[test]
fn a_change_of_players_keeps_the_steps_made_and_says_what_happened() {
    let mut m = Page::new();
    click(&mut m, "b2");
    click(&mut m, "c3");
    m.send(Msg::SetPlayer(
        Side::Gobblers,
        PlayerId::Computer(Level::Strong),
    ));
    assert_eq!(m.notice, Some(Notice::StepsKept));
    assert_eq!(m.steps, vec![Step::new(sq("b2"), sq("c3"))]);
    assert_eq!(m.seats.gobblers, PlayerId::Computer(Level::Medium));
    assert_eq!(m.setup.gobblers, PlayerId::Computer(Level::Strong));
    m.send(Msg::EndTurn);
    assert_eq!(m.game.text(), "b2-c3");
    let think = m.think().expect("the medium computer answers");
    assert_eq!(think.level, Level::Medium);
    // The new players start with the next game.
    m.send(Msg::NewGame);
    assert_eq!(m.seats.gobblers, PlayerId::Computer(Level::Strong));

    // Before any step, the game begins again at once, and says so.
    let mut m = Page::new();
    click(&mut m, "b2");
    m.send(Msg::SetPlayer(Side::Gobblers, PlayerId::Friend));
    assert_eq!(m.notice, Some(Notice::Restarted));
    assert_eq!((m.seats.gobblers, m.from), (PlayerId::Friend, None));
    // Choosing the players already playing changes nothing.
    let mut m = hot_seat();
    click(&mut m, "b2");
    m.send(Msg::SetPlayer(Side::Gobblers, PlayerId::Friend));
    assert_eq!((m.notice.clone(), m.from), (None, Some(sq("b2"))));
}
