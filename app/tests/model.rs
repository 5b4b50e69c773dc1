//! The explorer's logic, natively: links, clicks, refusals, history, game end, the view.

use app::i18n::{Lang, Tables};
use app::link::{self, Link, LinkError, Page};
use app::model::{Cmd, FullMsg, GameState, LineEnd, Model, Msg, Notice, Selection};
use app::pages::game;
use app::shell;
use gobblet_rules::{Move, Player, Position, Size, Square, Variant};
use gobblet_tablebase::Lookup;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The notice shown, in English.
fn notice(m: &Model) -> String {
    let t = &Lang::En.messages().ui;
    game::notice_text(m, t, m.notice.as_ref().expect("a notice"))
}

/// The game-over sentence, in English.
fn game_over(m: &Model) -> String {
    game::game_over_text(m, &Lang::En.messages().ui)
}

/// The page as HTML.
fn html(m: &Model) -> String {
    shell::render(m, "http://127.0.0.1/")
}

/// A model whose tablebase failed to load (values unknown, rules still apply), at `query`.
fn model_at(query: &str) -> Model {
    let mut m = Model::new();
    let _ = m.update(Msg::Url(query.into()));
    let _ = m.update(Msg::Manifest(Err(app::fetch::FetchError::Network)));
    m
}

#[test]
fn links_round_trip_and_bad_links_say_what_is_wrong() {
    let v = Variant::STANDARD;
    let l = link::decode("?m=L@b2_S@a1_b2-a1&ply=2", &v).unwrap();
    assert_eq!(l.moves().len(), 3);
    assert_eq!(l.ply, 2);
    assert_eq!(link::encode(&l), "?m=L@b2_S@a1_b2-a1&ply=2");
    let full = Link {
        ply: 3,
        ..l.clone()
    };
    assert_eq!(link::encode(&full), "?m=L@b2_S@a1_b2-a1");
    assert_eq!(link::decode("", &v).unwrap(), Link::at(Position::START));
    let p = link::decode("?p=.,.,./.,L,./s,.,._1&m=b2-a1", &v).unwrap();
    assert_eq!(p.start.to_string(), ".,.,./.,L,./s,.,. 1");
    assert_eq!(link::decode(&link::encode(&p), &v).unwrap(), p);
    let err = link::decode("?m=L@b2_L@b2", &v).unwrap_err();
    assert!(
        matches!(err, LinkError::Illegal { index: 2, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("move 2") && err.to_string().contains("illegal"));
    assert!(matches!(
        link::decode("?m=Z@z9", &v),
        Err(LinkError::NotAMove { index: 1, .. })
    ));
    assert_eq!(
        link::decode("?m=L@b2&ply=5", &v),
        Err(LinkError::PlyPastEnd { ply: 5, moves: 1 })
    );
    assert!(matches!(
        link::decode("?p=xx_1", &v),
        Err(LinkError::Position(_))
    ));
    assert_eq!(link::decode("?m=%ff%fe", &v), Err(LinkError::NotUtf8));
    // A position no game can reach (the empty board with P2 to move) is refused as a start.
    assert!(matches!(
        link::decode("?p=.,.,./.,.,./.,.,._2", &v),
        Err(LinkError::Impossible(_))
    ));
    assert_eq!(
        link::decode("?page=nope", &v),
        Err(LinkError::Page("nope".into()))
    );
    assert_eq!(
        link::decode("?page=play&side=3", &v),
        Err(LinkError::Side("3".into()))
    );
    assert_eq!(
        link::decode("?page=play&level=godlike", &v),
        Err(LinkError::Level("godlike".into()))
    );
    // Pages, sides and levels round-trip.
    for page in Page::ALL {
        let q = format!("?page={}&m=L@b2", page.tag());
        let l = link::decode(&q, &v).unwrap();
        assert_eq!(l.page, page);
        assert_eq!(link::decode(&link::encode(&l), &v).unwrap(), l);
    }
    let l = link::decode("?page=play&m=L@b2&side=2&level=easy", &v).unwrap();
    assert_eq!(link::encode(&l), "?page=play&m=L@b2&side=2&level=easy");
}

#[test]
fn an_impossible_start_is_refused_with_the_editors_reason() {
    let m = model_at("?p=.,.,./.,.,./.,.,._2");
    assert_eq!(m.position(), Position::START);
    let said = notice(&m);
    assert!(
        said.starts_with("The link's position cannot arise in a game: "),
        "{said}"
    );
    assert!(said.ends_with("showing the start instead."), "{said}");
}

#[test]
fn a_bad_link_shows_the_moves_before_the_bad_one_with_a_message() {
    let m = model_at("?m=L@b2_L@b2");
    assert_eq!(m.position(), Position::START.play("L@b2".parse().unwrap()));
    assert!(
        notice(&m).ends_with("showing the moves before it."),
        "{}",
        notice(&m)
    );
    let m = model_at("?m=L@a4_L@b2");
    assert_eq!(m.position(), Position::START);
    assert!(
        notice(&m).ends_with("showing the start instead."),
        "{}",
        notice(&m)
    );
}

#[test]
fn picking_a_reserve_piece_then_a_square_plays_it_and_pushes_the_url() {
    let mut m = model_at("");
    let _ = m.update(Msg::Reserve(Player::P1, Size::Large));
    assert_eq!(m.selected, Some(Selection::Reserve(Size::Large)));
    let fx = m.update(Msg::Square(sq("b2")));
    assert!(fx.pushes_url());
    assert_eq!(m.position().to_string(), ".,.,./.,L,./.,.,. 2");
    assert_eq!(link::encode(&m.link()), "?m=L@b2");
    // P1's reserve is not P2's to use.
    let _ = m.update(Msg::Reserve(Player::P1, Size::Small));
    assert_eq!(notice(&m), "It is Blue's turn.");
}

#[test]
fn a_pinned_piece_says_why_it_cannot_move() {
    // P1's large on c3 covers P2's medium: lifting it would show P2's row 3.
    let mut m = model_at("?p=s,s,mL/.,.,./.,.,._1");
    let _ = m.update(Msg::Square(sq("c3")));
    assert_eq!(m.selected, Some(Selection::Board(sq("c3"))));
    let _ = m.update(Msg::Square(sq("b2")));
    let said = notice(&m);
    assert!(
        said.contains("pinned") && said.contains("Blue's line a3–c3"),
        "{said}"
    );
    assert_eq!(m.position().to_string(), "s,s,mL/.,.,./.,.,. 1");
    // Two revealed lines: the piece cannot be picked up at all.
    let mut m = model_at("?p=s,s,mL/.,.,m/.,.,l_1");
    let _ = m.update(Msg::Square(sq("c3")));
    assert_eq!(m.selected, None);
    assert!(notice(&m).contains("two of Blue's lines"), "{}", notice(&m));
}

#[test]
fn undo_redo_and_jump_walk_the_line_and_a_new_move_makes_a_variation() {
    let mut m = model_at("?m=L@b2_S@a1_b2-a1");
    assert_eq!(m.game().ply(), 3);
    let _ = m.update(Msg::Undo);
    let _ = m.update(Msg::Undo);
    assert_eq!(m.game().ply(), 1);
    let _ = m.update(Msg::Redo);
    assert_eq!(m.game().ply(), 2);
    let _ = m.update(Msg::Jump(0));
    assert_eq!(m.position(), Position::START);
    // Replaying the line's own move keeps the rest; another move starts a variation beside it.
    let _ = m.update(Msg::Play("L@b2".parse().unwrap()));
    assert_eq!(m.game().moves().len(), 3);
    let _ = m.update(Msg::Play("M@c3".parse().unwrap()));
    assert_eq!(m.game().moves().len(), 2);
    assert_eq!(link::encode(&m.link()), "?m=L@b2_S@a1_b2-a1,1.M@c3&line=1");
}

#[test]
fn the_end_of_a_game_is_announced_with_its_line() {
    let m = model_at("?m=S@a3_S@a1_S@b3_S@b1_M@c3");
    assert_eq!(m.game_state(), GameState::Line(Player::P1, 1));
    assert_eq!(game_over(&m), "Orange wins with the line a3–c3");
    assert!(m.move_values().is_empty());
    assert_eq!(html(&m).matches("winline").count(), 3);
}

#[test]
fn the_third_repetition_is_a_draw() {
    // Both larges shuttle: the start of the shuttle occurs at plies 2, 6 and 10.
    let shuttle = "L@a3_L@c1_a3-b3_c1-b1_b3-a3_b1-c1_a3-b3_c1-b1_b3-a3_b1-c1";
    let m = model_at(&format!("?m={shuttle}"));
    assert_eq!(m.game_state(), GameState::Repetition);
    assert!(game_over(&m).contains("third time"));
    let m = model_at(&format!("?m={shuttle}&ply=9"));
    assert_eq!(m.game_state(), GameState::Ongoing);
}

#[test]
fn the_view_lists_every_legal_move_and_escapes_text() {
    let mut m = model_at("?m=L@b2");
    let page = html(&m);
    for mv in m.position().legal_moves(&Variant::STANDARD).iter() {
        assert!(page.contains(&format!(r#"data-move="{mv}""#)), "{mv}");
    }
    assert!(m
        .move_values()
        .iter()
        .all(|(_, l)| *l == Lookup::NotInTable));
    assert!(page.contains("value unknown"));
    m.notice = Some(Notice::BadLink(LinkError::Page(
        "<script>alert(1)</script>".into(),
    )));
    let page = html(&m);
    assert!(!page.contains("<script>") && page.contains("&lt;script&gt;"));
    let place: Move = "S@a1".parse().unwrap();
    let _ = m.update(Msg::Play(place));
    assert!(html(&m).contains("Orange to move"));
}

#[test]
fn the_computer_moves_at_its_turn_and_undo_returns_to_the_humans_turn() {
    // The human plays P2: the computer (P1) opens as soon as the values are settled (here the
    // tablebase failed: every value is unknown and the computer still plays a legal move).
    let mut m = Model::new();
    let _ = m.update(Msg::Url("?page=play&side=2&level=perfect".into()));
    let fx = m.update(Msg::Manifest(Err(app::fetch::FetchError::Network)));
    assert_eq!(m.page, Page::Play);
    assert!(m.computers_turn());
    assert_eq!(fx.computer_move(), Some(0));
    // Clicks during the computer's turn are refused with a reason.
    let _ = m.update(Msg::Reserve(Player::P1, Size::Large));
    assert_eq!(m.notice, Some(Notice::ComputersTurn));
    // A stale request (another ply) is ignored; the right one plays a legal move.
    let _ = m.update(Msg::ComputerMove(5));
    assert_eq!(m.game().ply(), 0);
    let fx = m.update(Msg::ComputerMove(0));
    assert_eq!(m.game().ply(), 1);
    assert!(fx.pushes_url());
    assert!(!m.computers_turn());
    assert!(Position::START
        .legal_moves(&Variant::STANDARD)
        .contains(&m.game().moves()[0]));
    // The human replies; the computer is asked again.
    let reply = m.position().legal_moves(&Variant::STANDARD)[0];
    let fx = m.update(Msg::Play(reply));
    assert_eq!(fx.computer_move(), Some(2));
    let _ = m.update(Msg::ComputerMove(2));
    assert_eq!(m.game().ply(), 3);
    // Undo goes back to the human's previous turn (two plies), not to the computer's.
    let _ = m.update(Msg::Undo);
    assert_eq!(m.game().ply(), 1);
    assert!(!m.computers_turn());
    // The link names the page, the side and the level.
    let url = link::encode(&m.link());
    assert!(url.starts_with("?page=play&m="), "{url}");
    assert!(url.ends_with("&ply=1&side=2&level=perfect"), "{url}");
}

#[test]
fn games_hide_the_values_unless_hints_are_on() {
    let mut m = model_at("?page=two&m=L@b2");
    assert_eq!(m.page, Page::Two);
    assert!(!m.values_shown());
    let page = html(&m);
    assert!(!page.contains(r#"class="label""#));
    assert!(page.contains("Blue to move") && !page.contains("value unknown"));
    let _ = m.update(Msg::ToggleHints);
    let page = html(&m);
    assert!(page.contains(r#"class="label""#) && page.contains("value unknown"));
    // The explorer always shows them, and keeps its own line.
    let _ = m.update(Msg::Page(Page::Explore));
    assert_eq!(m.position(), Position::START);
    let _ = m.update(Msg::ToggleHints);
    assert!(m.values_shown());
}

#[test]
fn the_computer_thinks_without_its_value_said_and_the_players_turn_says_it() {
    let t = &Lang::En.messages().ui;
    let mut m = model_at("?page=play&side=1");
    let _ = m.update(Msg::ToggleHints);
    let status = |m: &Model| game::status_text(m, t, &m.move_values());
    assert_eq!(status(&m), "Your move (Orange) — value unknown");
    let _ = m.update(Msg::Play("L@b2".parse().unwrap()));
    assert!(m.computers_turn() && !m.computer_waits());
    // Two lines at most on a phone, so that the board under the status stays put.
    assert_eq!(status(&m), "The computer (Blue) is thinking…");
    // Looking at the computer's turn (a link): it waits, and the value is said.
    let mut m = model_at("?page=play&side=1&m=L@b2");
    let _ = m.update(Msg::ToggleHints);
    assert!(m.computer_waits());
    assert_eq!(status(&m), "Blue to move — value unknown");
}

#[test]
fn play_from_here_and_new_game_start_from_the_explorers_position() {
    let mut m = model_at("?m=L@b2_S@a1");
    let _ = m.update(Msg::PlayFromHere);
    assert_eq!(m.page, Page::Play);
    // P1 is to move in the explored position: the human takes that side.
    assert_eq!(m.opponent.human, Player::P1);
    let start = m.game().start();
    assert_eq!(start.to_string(), ".,.,./.,L,./s,.,. 1");
    let _ = m.update(Msg::Play("S@c3".parse().unwrap()));
    let _ = m.update(Msg::NewGame);
    assert_eq!(m.position(), start);
    assert_eq!(m.game().moves().len(), 0);
}

#[test]
fn the_page_speaks_the_chosen_language() {
    let mut m = model_at("?m=L@b2");
    let fx = m.update(Msg::Lang(Lang::ZhHant));
    assert_eq!(fx.stored_lang(), Some(Lang::ZhHant));
    let page = html(&m);
    assert!(page.contains("輪到藍方"), "{page}");
    assert!(page.contains("棋盤"));
    assert!(!page.contains("Blue to move"));
    let _ = m.update(Msg::Reserve(Player::P1, Size::Small));
    assert_eq!(
        game::notice_text(&m, &Lang::ZhHant.messages().ui, m.notice.as_ref().unwrap()),
        "現在輪到藍方。"
    );
}

#[test]
fn the_best_line_waits_for_values_and_stops_where_they_end() {
    // Without a tablebase the first move's value is unknown: the line is complete and empty.
    let mut m = model_at("?m=L@b2");
    let _ = m.update(Msg::BestLine);
    let line = m.best_line.clone().unwrap();
    assert!(line.end == Some(LineEnd::Unknown) && line.moves.is_empty());
    // A finished game: nothing to play.
    let mut m = model_at("?m=S@a3_S@a1_S@b3_S@b1_M@c3");
    let _ = m.update(Msg::BestLine);
    let line = m.best_line.clone().unwrap();
    assert!(line.end == Some(LineEnd::GameOver) && line.moves.is_empty());
    let text = game::best_line_text(&Lang::En.messages().ui, &line, false);
    assert!(text.contains("the game is over"), "{text}");
}

#[test]
fn a_step_of_how_to_play_has_its_own_link() {
    use app::lessons::{step_index, STEPS};
    use app::pages::learn::LearnMsg;
    let v = Variant::STANDARD;
    let pin = step_index("pin").expect("a step named pin");
    let l = link::decode("?page=learn&step=pin", &v).unwrap();
    assert_eq!((l.page, l.step), (Page::Learn, Some(pin)));
    assert_eq!(link::encode(&l), "?page=learn&step=pin");
    assert_eq!(
        link::decode("?page=learn&step=nope", &v),
        Err(LinkError::Step("nope".into()))
    );
    // Opening the link shows the step; Next moves on and pushes the next step's link.
    let mut m = model_at("?page=learn&step=pin");
    assert_eq!(m.full.learn.step(), pin);
    let fx = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Next)));
    assert!(fx.pushes_url());
    assert_eq!(
        link::encode(&m.link()),
        format!("?page=learn&step={}", STEPS[pin + 1].id)
    );
    // Playing on the step's board is not a new page.
    let fx = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Reset)));
    assert!(!fx.pushes_url());
}

#[test]
fn a_lessons_link_is_shown_before_the_table_answers_and_what_is_done_meanwhile_stays() {
    use app::lessons::{step_index, STEPS};
    use app::pages::learn::LearnMsg;
    let pin = step_index("pin").expect("a step named pin");
    let t = &Lang::En.messages().ui;
    // The table's manifest not come yet: the step is shown, a bad one said at once.
    let mut m = Model::new();
    let _ = m.update(Msg::Url("?page=learn&step=pin".into()));
    assert_eq!((m.page, m.full.learn.step()), (Page::Learn, pin));
    let mut bad = Model::new();
    let fx = bad.update(Msg::Url("?page=learn&step=nope".into()));
    assert!(fx.as_slice().contains(&Cmd::ReplaceUrl), "{fx:?}");
    assert_eq!(
        game::notice_text(&bad, t, bad.notice.as_ref().expect("a notice")),
        "The link's step \"nope\" does not exist; that part of the link was left out."
    );
    // Next, then the piece on b2 picked up, before the manifest comes: its coming changes neither.
    let _ = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Next)));
    let b2: Square = "b2".parse().unwrap();
    let _ = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Square(b2))));
    let (step, pick) = (m.full.learn.step(), m.full.learn.pick());
    assert_eq!(step, pin + 1, "{}", STEPS[pin + 1].id);
    assert!(pick.is_some());
    let _ = m.update(Msg::Manifest(Err(app::fetch::FetchError::Network)));
    assert_eq!(
        (m.page, m.full.learn.step(), m.full.learn.pick()),
        (Page::Learn, step, pick)
    );
    // A game's link still waits for the rules its moves are read under.
    let mut g = Model::new();
    let _ = g.update(Msg::Url("?m=L@b2".into()));
    assert!(g.game().moves().is_empty());
    let _ = g.update(Msg::Manifest(Err(app::fetch::FetchError::Network)));
    assert_eq!(g.game().moves(), ["L@b2".parse::<Move>().unwrap()]);
}
