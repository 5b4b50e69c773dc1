//! The explorer's logic, natively: links, clicks, refusals, history, game end, the view.

use app::link::{self, Link};
use app::model::{GameState, Model, Msg, Selection};
use app::view;
use gobblet_rules::{Move, Player, Position, Size, Square, Variant};
use gobblet_tablebase::Lookup;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// A model whose tablebase failed to load (values unknown, rules still apply), at `query`.
fn model_at(query: &str) -> Model {
    let mut m = Model::new();
    m.update(Msg::Url(query.into()));
    m.update(Msg::Manifest(Err("offline".into())));
    m
}

#[test]
fn links_round_trip_and_bad_links_say_what_is_wrong() {
    let v = Variant::STANDARD;
    let l = link::decode("?m=L@b2_S@a1_b2-a1&ply=2", &v).unwrap();
    assert_eq!(l.moves.len(), 3);
    assert_eq!(l.ply, 2);
    assert_eq!(link::encode(&l), "?m=L@b2_S@a1_b2-a1&ply=2");
    let full = Link {
        ply: 3,
        ..l.clone()
    };
    assert_eq!(link::encode(&full), "?m=L@b2_S@a1_b2-a1");
    assert_eq!(
        link::decode("", &v).unwrap(),
        Link {
            start: Position::START,
            moves: vec![],
            ply: 0
        }
    );
    let p = link::decode("?p=.,.,./.,L,./s,.,._1&m=b2-a1", &v).unwrap();
    assert_eq!(p.start.to_string(), ".,.,./.,L,./s,.,. 1");
    assert_eq!(link::decode(&link::encode(&p), &v).unwrap(), p);
    let err = link::decode("?m=L@b2_L@b2", &v).unwrap_err();
    assert!(err.contains("move 2") && err.contains("illegal"), "{err}");
    assert!(link::decode("?m=Z@z9", &v).unwrap_err().contains("move 1"));
    assert!(link::decode("?m=L@b2&ply=5", &v)
        .unwrap_err()
        .contains("past"));
    assert!(link::decode("?p=xx_1", &v)
        .unwrap_err()
        .contains("position"));
    assert!(link::decode("?m=%ff%fe", &v).is_err());
}

#[test]
fn a_bad_link_opens_the_start_with_a_message() {
    let m = model_at("?m=L@b2_L@b2");
    assert_eq!(m.position(), Position::START);
    assert!(m.notice.as_deref().unwrap().contains("showing the start"));
}

#[test]
fn picking_a_reserve_piece_then_a_square_plays_it_and_pushes_the_url() {
    let mut m = model_at("");
    m.update(Msg::Reserve(Player::P1, Size::Large));
    assert_eq!(m.selected, Some(Selection::Reserve(Size::Large)));
    let fx = m.update(Msg::Square(sq("b2")));
    assert!(fx.push_url);
    assert_eq!(m.position().to_string(), ".,.,./.,L,./.,.,. 2");
    assert_eq!(link::encode(&m.link()), "?m=L@b2");
    // P1's reserve is not P2's to use.
    m.update(Msg::Reserve(Player::P1, Size::Small));
    assert!(m.notice.as_deref().unwrap().contains("P2's turn"));
}

#[test]
fn a_pinned_piece_says_why_it_cannot_move() {
    // P1's large on c3 covers P2's medium: lifting it would show P2's row 3.
    let mut m = model_at("?p=s,s,mL/.,.,./.,.,._1");
    m.update(Msg::Square(sq("c3")));
    assert_eq!(m.selected, Some(Selection::Board(sq("c3"))));
    m.update(Msg::Square(sq("b2")));
    let notice = m.notice.clone().unwrap();
    assert!(
        notice.contains("pinned") && notice.contains("P2's line a3–c3"),
        "{notice}"
    );
    assert_eq!(m.position().to_string(), "s,s,mL/.,.,./.,.,. 1");
    // Two revealed lines: the piece cannot be picked up at all.
    let mut m = model_at("?p=s,s,mL/.,.,m/.,.,l_1");
    m.update(Msg::Square(sq("c3")));
    assert_eq!(m.selected, None);
    assert!(m.notice.as_deref().unwrap().contains("two of P2's lines"));
}

#[test]
fn undo_redo_and_jump_walk_the_line_and_a_new_move_cuts_it() {
    let mut m = model_at("?m=L@b2_S@a1_b2-a1");
    assert_eq!(m.ply, 3);
    m.update(Msg::Undo);
    m.update(Msg::Undo);
    assert_eq!(m.ply, 1);
    m.update(Msg::Redo);
    assert_eq!(m.ply, 2);
    m.update(Msg::Jump(0));
    assert_eq!(m.position(), Position::START);
    // Replaying the line's own move keeps the rest; another move replaces it.
    m.update(Msg::Play("L@b2".parse().unwrap()));
    assert_eq!(m.moves.len(), 3);
    m.update(Msg::Play("M@c3".parse().unwrap()));
    assert_eq!(m.moves.len(), 2);
    assert_eq!(link::encode(&m.link()), "?m=L@b2_M@c3");
}

#[test]
fn the_end_of_a_game_is_announced_with_its_line() {
    let m = model_at("?m=S@a3_S@a1_S@b3_S@b1_M@c3");
    assert_eq!(m.game_state(), GameState::Line(Player::P1, 1));
    assert_eq!(m.game_over_text(), "P1 wins with the line a3–c3");
    assert!(m.move_values().is_empty());
    let html = view::render(&m);
    assert_eq!(html.matches("winline").count(), 3);
}

#[test]
fn the_third_repetition_is_a_draw() {
    // Both larges shuttle: the start of the shuttle occurs at plies 2, 6 and 10.
    let shuttle = "L@a3_L@c1_a3-b3_c1-b1_b3-a3_b1-c1_a3-b3_c1-b1_b3-a3_b1-c1";
    let m = model_at(&format!("?m={shuttle}"));
    assert_eq!(m.game_state(), GameState::Repetition);
    assert!(m.game_over_text().contains("third time"));
    let m = model_at(&format!("?m={shuttle}&ply=9"));
    assert_eq!(m.game_state(), GameState::Ongoing);
}

#[test]
fn the_view_lists_every_legal_move_and_escapes_text() {
    let mut m = model_at("?m=L@b2");
    let html = view::render(&m);
    for mv in m.position().legal_moves(&Variant::STANDARD).iter() {
        assert!(html.contains(&format!(r#"data-move="{mv}""#)), "{mv}");
    }
    assert!(m
        .move_values()
        .iter()
        .all(|(_, l)| *l == Lookup::NotInTable));
    assert!(html.contains("value unknown"));
    m.notice = Some("<script>alert(1)</script>".into());
    let html = view::render(&m);
    assert!(!html.contains("<script>") && html.contains("&lt;script&gt;"));
    let place: Move = "S@a1".parse().unwrap();
    m.update(Msg::Play(place));
    assert!(view::render(&m).contains("P1 to move"));
}
