//! The position editor, driven through its messages as the page drives it.

use app::i18n::{Lang, Tables};
use app::link;
use app::pages::editor::{render, share_url, Editor, EditorCmd, EditorMsg, Notice, Tool};
use app::setup::{validate, Refusal};
use gobblet_rules::rng::Rng;
use gobblet_rules::{Cover, Player, Position, Reveal, Size, Square, Status, Variant};

const STD: Variant = Variant::STANDARD;

fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

fn pos(s: &str) -> Position {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn pick(p: Player, s: Size) -> EditorMsg {
    EditorMsg::Pick(Tool::Piece(p, s))
}

/// Sends `msgs` in order; every one must be accepted (no refusal), and none asks for an action.
fn run(e: &mut Editor, v: &Variant, msgs: &[EditorMsg]) {
    for &m in msgs {
        assert_eq!(e.update(m, v), vec![], "{m:?}");
        if let Some(Notice::Refused(why)) = e.notice() {
            panic!("{m:?} was refused: {why:?}");
        }
    }
}

/// Explore, Play and the share link are all refused with `why`; the position stays.
fn leave_refused(e: &mut Editor, v: &Variant, why: Refusal) {
    let before = e.position();
    for msg in [EditorMsg::Explore, EditorMsg::Play] {
        assert_eq!(e.update(msg, v), vec![], "{msg:?}");
        assert_eq!(e.notice(), Some(Notice::CannotLeave(why)), "{msg:?}");
    }
    assert_eq!(e.position(), before);
    let html = render(e, &Lang::En.messages().full.editor, v, "https://x/");
    assert!(html.contains(r#"id="editor-link-why""#), "{html}");
}

/// Sends `msg`, which must be refused with `why`, leaving the editor as it was.
fn refused(e: &mut Editor, v: &Variant, msg: EditorMsg, why: Refusal) {
    let before = e.position();
    assert_eq!(e.update(msg, v), vec![]);
    assert_eq!(e.notice(), Some(Notice::Refused(why)), "{msg:?}");
    assert_eq!(e.position(), before, "a refused {msg:?} changes nothing");
}

#[test]
fn building_a_position_click_by_click() {
    let v = STD;
    let mut e = Editor::new();
    assert_eq!(e.position(), Position::START);
    // P1's first piece: placed as it is, the side to move left alone (no surprise).
    run(
        &mut e,
        &v,
        &[pick(Player::P1, Size::Large), EditorMsg::Square(sq("b2"))],
    );
    assert_eq!(e.position().to_string(), ".,.,./.,L,./.,.,. 1");
    assert_eq!(e.notice(), None);
    run(
        &mut e,
        &v,
        &[
            pick(Player::P2, Size::Small),
            EditorMsg::Square(sq("a1")),
            pick(Player::P1, Size::Medium),
            EditorMsg::Square(sq("a1")),
            pick(Player::P2, Size::Large),
            EditorMsg::Square(sq("c3")),
        ],
    );
    // The same as the game L@b2 S@a1 M@a1 L@c3 (reserves follow from the board).
    let game = Position::START
        .play_line(&v, "L@b2 S@a1 M@a1 L@c3")
        .expect("legal");
    assert_eq!(e.position(), game);
    assert_eq!(e.position().reserve(&v, Player::P1, Size::Medium), 1);
    assert_eq!(e.position().reserve(&v, Player::P2, Size::Small), 1);
    // The eraser lifts the top piece only.
    run(
        &mut e,
        &v,
        &[EditorMsg::Pick(Tool::Eraser), EditorMsg::Square(sq("a1"))],
    );
    assert_eq!(e.position().to_string(), ".,.,l/.,L,./s,.,. 1");
    // Clear and start both give the start position.
    run(&mut e, &v, &[EditorMsg::Clear]);
    assert_eq!(e.position(), Position::START);
    assert_eq!(e.tool(), Some(Tool::Eraser), "clear keeps the tool");
    run(
        &mut e,
        &v,
        &[
            pick(Player::P1, Size::Small),
            EditorMsg::Square(sq("a3")),
            EditorMsg::Start,
        ],
    );
    assert_eq!(e.position(), Position::START);
    assert_eq!(e.tool(), None, "start resets the tool");
}

#[test]
fn piece_refusals() {
    let v = STD;
    let mut e = Editor::load(pos("L,.,./.,s,./.,.,. 1"), &v);
    refused(&mut e, &v, EditorMsg::Square(sq("b1")), Refusal::NoTool);
    // Equal and larger tops.
    run(&mut e, &v, &[pick(Player::P1, Size::Medium)]);
    refused(
        &mut e,
        &v,
        EditorMsg::Square(sq("a3")),
        Refusal::CannotCover {
            piece: (Player::P1, Size::Medium),
            square: sq("a3"),
            top: (Player::P1, Size::Large),
        },
    );
    run(&mut e, &v, &[pick(Player::P2, Size::Small)]);
    refused(
        &mut e,
        &v,
        EditorMsg::Square(sq("b2")),
        Refusal::CannotCover {
            piece: (Player::P2, Size::Small),
            square: sq("b2"),
            top: (Player::P2, Size::Small),
        },
    );
    // More pieces than the rules give.
    run(
        &mut e,
        &v,
        &[pick(Player::P1, Size::Large), EditorMsg::Square(sq("b2"))],
    );
    assert_eq!(e.position().reserve(&v, Player::P1, Size::Large), 0);
    refused(
        &mut e,
        &v,
        EditorMsg::Square(sq("c1")),
        Refusal::NoneLeft {
            player: Player::P1,
            size: Size::Large,
            max: 2,
        },
    );
    let one = Variant::new(Reveal::MustCover, Cover::On, 1).expect("a variant");
    let mut small = Editor::load(pos("L,.,./.,s,./.,.,. 1"), &one);
    run(&mut small, &one, &[pick(Player::P2, Size::Small)]);
    refused(
        &mut small,
        &one,
        EditorMsg::Square(sq("c1")),
        Refusal::NoneLeft {
            player: Player::P2,
            size: Size::Small,
            max: 1,
        },
    );
    // The eraser on an empty square.
    run(&mut e, &v, &[EditorMsg::Pick(Tool::Eraser)]);
    refused(
        &mut e,
        &v,
        EditorMsg::Square(sq("c1")),
        Refusal::AlreadyEmpty(sq("c1")),
    );
    // With cover = off nothing stacks.
    let off = Variant::new(Reveal::MustCover, Cover::Off, 2).expect("a variant");
    let mut flat = Editor::load(pos("S,.,./.,s,./.,.,. 1"), &off);
    run(&mut flat, &off, &[pick(Player::P1, Size::Large)]);
    refused(
        &mut flat,
        &off,
        EditorMsg::Square(sq("a3")),
        Refusal::NoStacking { square: sq("a3") },
    );
}

#[test]
fn pieces_go_down_in_any_order_and_leaving_checks_the_position() {
    let v = STD;
    let mut e = Editor::new();
    // P2 to move on the empty board, then P2's pieces before any of P1's, then two of P1's
    // before P2 has one: all accepted while editing, the side never switched by itself.
    run(
        &mut e,
        &v,
        &[
            EditorMsg::Side(Player::P2),
            pick(Player::P2, Size::Small),
            EditorMsg::Square(sq("b2")),
            EditorMsg::Square(sq("a1")),
            EditorMsg::Pick(Tool::Eraser),
            EditorMsg::Square(sq("b2")),
            EditorMsg::Square(sq("a1")),
            pick(Player::P1, Size::Large),
            EditorMsg::Square(sq("a3")),
            EditorMsg::Square(sq("c3")),
        ],
    );
    assert_eq!(e.position().to_string(), "L,.,L/.,.,./.,.,. 2");
    // Leaving is refused, with what to change, and the position stays as it is.
    for msg in [EditorMsg::Explore, EditorMsg::Play] {
        let before = e.position();
        assert_eq!(e.update(msg, &v), vec![], "{msg:?}");
        assert_eq!(e.notice(), Some(Notice::CannotLeave(Refusal::P2Absent)));
        assert_eq!(e.position(), before);
    }
    let en = render(&e, &Lang::En.messages().full.editor, &v, "https://x/");
    let fix = "Put a Blue piece on the board, or leave one Orange piece with Blue to move.";
    assert!(
        en.contains(&format!(
            r#"<p id="editor-why" class="notice editor-why" role="alert">{fix}</p>"#
        )),
        "{en}"
    );
    assert!(!en.contains("editor-link\""), "no share link for it: {en}");
    assert!(en.contains(r#"id="editor-link-why""#), "{en}");
    // P2 answers on b2: the position is a game's, and both ways out work.
    run(
        &mut e,
        &v,
        &[pick(Player::P2, Size::Medium), EditorMsg::Square(sq("b2"))],
    );
    assert_eq!(e.position().to_string(), "L,.,L/.,m,./.,.,. 2");
    assert!(matches!(
        e.update(EditorMsg::Explore, &v).as_slice(),
        [EditorCmd::Explore(_)]
    ));
    // P2 without P1, and P2 to move on the empty board: refused on the way out only.
    let mut e = Editor::new();
    run(
        &mut e,
        &v,
        &[pick(Player::P2, Size::Small), EditorMsg::Square(sq("b2"))],
    );
    assert_eq!(e.update(EditorMsg::Play, &v), vec![]);
    assert_eq!(e.notice(), Some(Notice::CannotLeave(Refusal::P1Absent)));
    let mut e = Editor::new();
    run(&mut e, &v, &[EditorMsg::Side(Player::P2)]);
    assert_eq!(e.update(EditorMsg::Explore, &v), vec![]);
    assert_eq!(e.notice(), Some(Notice::CannotLeave(Refusal::EmptyBoardP2)));
    // Any edit clears the refusal.
    run(&mut e, &v, &[EditorMsg::Side(Player::P1)]);
    assert_eq!(e.notice(), None);
}

#[test]
fn lines_and_the_side_to_move() {
    let v = STD;
    let mut e = Editor::load(pos(".,M,S/.,s,./s,.,. 1"), &v);
    assert_eq!(e.position().side_to_move(), Player::P1);
    // P1 completes the top row with P1 to move: accepted while editing, refused on the way
    // out (P1 just won, so P2 must be to move); the player sets P2 to move.
    run(
        &mut e,
        &v,
        &[pick(Player::P1, Size::Large), EditorMsg::Square(sq("a3"))],
    );
    assert_eq!(e.position().to_string(), "L,M,S/.,s,./s,.,. 1");
    assert_eq!(e.update(EditorMsg::Explore, &v), vec![]);
    assert_eq!(
        e.notice(),
        Some(Notice::CannotLeave(Refusal::LineOnOwnTurn(Player::P1)))
    );
    run(&mut e, &v, &[EditorMsg::Side(Player::P2)]);
    assert!(matches!(
        e.position().status(&v),
        Status::Line {
            winner: Player::P1,
            ..
        }
    ));
    // A finished game may be explored but not played.
    assert_eq!(e.update(EditorMsg::Play, &v), vec![]);
    assert_eq!(
        e.notice(),
        Some(Notice::CannotLeave(Refusal::GameOverNoPlay))
    );
    assert_eq!(
        e.update(EditorMsg::Explore, &v),
        vec![EditorCmd::Explore(e.position())]
    );
    // P2 completing the bottom row too: both would show a line.
    run(
        &mut e,
        &v,
        &[pick(Player::P2, Size::Medium), EditorMsg::Square(sq("b1"))],
    );
    run(
        &mut e,
        &v,
        &[pick(Player::P2, Size::Large), EditorMsg::Square(sq("c1"))],
    );
    leave_refused(&mut e, &v, Refusal::BothLines);
    // Two P1 rows that share no square: no single move completes both.
    let mut apart = Editor::load(pos("L,M,S/s,m,./L,M,. 2"), &v);
    run(
        &mut apart,
        &v,
        &[pick(Player::P1, Size::Small), EditorMsg::Square(sq("c1"))],
    );
    leave_refused(&mut apart, &v, Refusal::LinesApart(Player::P1));
}

#[test]
fn lines_with_reveal_loses() {
    let v = Variant::new(Reveal::Loses, Cover::On, 2).expect("a variant");
    // P2's large on a3 covers P1's small; P1 shows b3 and c3.
    let mut e = Editor::load(pos("Sl,M,L/s,.,./.,m,. 2"), &v);
    assert_eq!(e.position().to_string(), "Sl,M,L/s,.,./.,m,. 2");
    // P2 lifts it off a3 and puts it on c1, uncovering P1's row: P1 to move, and P1 wins.
    run(
        &mut e,
        &v,
        &[
            EditorMsg::Pick(Tool::Eraser),
            EditorMsg::Square(sq("a3")),
            pick(Player::P2, Size::Large),
            EditorMsg::Square(sq("c1")),
            EditorMsg::Side(Player::P1),
        ],
    );
    let revealed = e.position();
    assert_eq!(revealed.to_string(), "S,M,L/s,.,./.,m,l 1");
    assert_eq!(
        revealed.status(&v),
        Status::Line {
            winner: Player::P1,
            lines: revealed.lines(Player::P1)
        }
    );
    // The standard rules forbid that move, so that position.
    assert_eq!(
        validate(&revealed, &STD),
        Err(Refusal::LineOnOwnTurn(Player::P1))
    );
    // No P2 piece larger than a piece of P1's row: nothing can have uncovered it.
    let mut e = Editor::load(pos("L,L,M/s,.,./.,s,m 2"), &v);
    run(&mut e, &v, &[EditorMsg::Side(Player::P1)]);
    leave_refused(&mut e, &v, Refusal::RevealImpossible(Player::P1));
}

#[test]
fn load_refuses_impossible_positions() {
    let v = STD;
    for (text, why) in [
        (".,.,./.,.,./.,.,. 2", Refusal::EmptyBoardP2),
        (".,.,./.,l,./.,.,. 2", Refusal::P1Absent),
        ("L,M,S/.,s,./s,.,. 1", Refusal::LineOnOwnTurn(Player::P1)),
        ("L,M,S/.,.,./l,m,s 2", Refusal::BothLines),
    ] {
        let e = Editor::load(pos(text), &v);
        assert_eq!(e.position(), Position::START, "{text}");
        assert_eq!(e.notice(), Some(Notice::LoadFailed(why)), "{text}");
    }
}

/// A position reached by `plies` random legal moves from the start (fewer if the game ends).
fn random_position(v: &Variant, rng: &mut Rng, plies: usize) -> Position {
    let mut p = Position::START;
    for _ in 0..plies {
        let moves = p.legal_moves(v);
        if moves.is_empty() {
            break;
        }
        p = p.play(moves[rng.below(moves.len())]);
    }
    p
}

#[test]
fn every_position_of_random_games_is_accepted() {
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    for v in Variant::ALL {
        for _ in 0..300 {
            let mut p = Position::START;
            loop {
                assert_eq!(validate(&p, &v), Ok(()), "{p} under {v}");
                let moves = p.legal_moves(&v);
                if moves.is_empty() {
                    break;
                }
                p = p.play(moves[rng.below(moves.len())]);
            }
        }
    }
}

#[test]
fn round_trip_through_edits() {
    let mut rng = Rng::new(0x0123_4567_89ab_cdef);
    let mut edits = 0;
    for v in Variant::ALL {
        for game in 0..100 {
            let original = random_position(&v, &mut rng, 1 + game % 14);
            let mut e = Editor::load(original, &v);
            assert_eq!(e.notice(), None, "{original} under {v}");
            assert_eq!(e.position(), original);
            // Lift some top pieces (each lift the rules allow), then put them back in reverse.
            let mut lifted = Vec::new();
            for _ in 0..4 {
                let occupied: Vec<Square> = Square::ALL
                    .into_iter()
                    .filter(|&s| e.position().top(s).is_some())
                    .collect();
                if occupied.is_empty() {
                    break;
                }
                let s = occupied[rng.below(occupied.len())];
                let top = e.position().top(s).expect("occupied");
                let before = e.position();
                assert_eq!(e.update(EditorMsg::Pick(Tool::Eraser), &v), vec![]);
                assert_eq!(e.update(EditorMsg::Square(s), &v), vec![]);
                match e.notice() {
                    Some(Notice::Refused(_)) => assert_eq!(e.position(), before),
                    _ => {
                        let stack: Vec<_> = before.stack(s).collect();
                        let under = stack.len().checked_sub(2).map(|i| stack[i]);
                        assert_eq!(e.position().top(s), under, "the piece under shows");
                        lifted.push((s, top));
                        edits += 1;
                    }
                }
            }
            while let Some((s, (p, size))) = lifted.pop() {
                run(&mut e, &v, &[pick(p, size), EditorMsg::Square(s)]);
            }
            run(&mut e, &v, &[EditorMsg::Side(original.side_to_move())]);
            assert_eq!(e.position(), original, "under {v}");
        }
    }
    assert!(edits > 1000, "only {edits} lifts were made");
}

#[test]
fn the_share_link_decodes_to_the_position() {
    let base = "https://example.org/gobblet/";
    let mut rng = Rng::new(42);
    for v in Variant::ALL {
        for plies in 0..12 {
            let p = random_position(&v, &mut rng, plies);
            let e = Editor::load(p, &v);
            let url = share_url(e.position(), v.reveal, base);
            let query = url
                .strip_prefix(base)
                .expect("the link starts with the page");
            let decoded = link::decode(query, &v).expect("the link decodes");
            assert_eq!(decoded.start, p, "{url}");
            assert!(decoded.moves().is_empty());
            // The page shows the same link.
            let html = render(&e, &Lang::En.messages().full.editor, &v, base);
            assert!(html.contains(&format!(r#"href="{}""#, url.replace('&', "&amp;"))));
        }
    }
    assert_eq!(share_url(Position::START, Reveal::MustCover, base), base);
}

#[test]
fn attributes_round_trip() {
    let mut all = vec![
        EditorMsg::Pick(Tool::Eraser),
        EditorMsg::Clear,
        EditorMsg::Start,
        EditorMsg::Explore,
        EditorMsg::Play,
    ];
    for p in Player::ALL {
        all.push(EditorMsg::Side(p));
        for s in Size::ALL {
            all.push(pick(p, s));
        }
    }
    all.extend(Square::ALL.map(EditorMsg::Square));
    let attrs: std::collections::HashSet<String> = all.iter().map(EditorMsg::to_attr).collect();
    assert_eq!(attrs.len(), all.len(), "attributes are distinct");
    for m in &all {
        assert_eq!(EditorMsg::from_attr(&m.to_attr()), Some(*m));
    }
    for junk in [
        "",
        "x",
        "pick-3L",
        "pick-1X",
        "pick-1LL",
        "sq-d4",
        "side-3",
        "Clear",
        "pick-",
        "pick-0S",
        "pick-1s",
        "sq-",
        "sq-a4",
        "side-0",
        "explore!",
        "editor:clear",
    ] {
        assert_eq!(EditorMsg::from_attr(junk), None, "{junk:?}");
    }
    // Every message has its button on the page, once.
    for lang in Lang::ALL {
        let html = render(
            &Editor::new(),
            &lang.messages().full.editor,
            &STD,
            "https://x/",
        );
        for m in &all {
            let attr = format!(r#"data-msg="editor:{}""#, m.to_attr());
            assert_eq!(html.matches(&attr).count(), 1, "{attr} in {lang:?}");
        }
    }
}

#[test]
fn the_page_says_why_in_both_languages() {
    let v = STD;
    let mut e = Editor::load(pos("L,.,./.,s,./.,.,. 1"), &v);
    assert_eq!(e.update(pick(Player::P1, Size::Small), &v), vec![]);
    assert_eq!(e.update(EditorMsg::Square(sq("a3")), &v), vec![]);
    let en = render(&e, &Lang::En.messages().full.editor, &v, "https://x/");
    assert!(en.contains("Orange small cannot go on a3"), "{en}");
    assert!(en.contains(r#"aria-label="a3: Orange large""#));
    assert!(en.contains(r#"aria-label="b2: Blue small""#));
    assert!(en.contains(r#"aria-label="Orange small: 2 left to place""#));
    assert!(en.contains(r#"aria-label="Orange large: 1 left to place""#));
    assert!(en.contains("L,.,./.,s,./.,.,. 1"), "the notation is shown");
    let zh = render(&e, &Lang::ZhHant.messages().full.editor, &v, "https://x/");
    assert!(zh.contains("橘方的小棋子不能放在 a3"), "{zh}");
    // A stack is read from the top down.
    let e = Editor::load(pos(".,.,./.,Sm,./.,.,. 1"), &v);
    let en = render(&e, &Lang::En.messages().full.editor, &v, "https://x/");
    assert!(
        en.contains(r#"aria-label="b2: Blue medium over Orange small""#),
        "{en}"
    );
    // A finished game says so, and cannot be played.
    let e = Editor::load(pos("L,M,S/.,s,./s,.,. 2"), &v);
    let en = render(&e, &Lang::En.messages().full.editor, &v, "https://x/");
    assert!(
        en.contains("The game is over: Orange shows the line a3–c3 and has won."),
        "{en}"
    );
    let mut e = e;
    assert_eq!(e.update(EditorMsg::Play, &v), vec![]);
    let en = render(&e, &Lang::En.messages().full.editor, &v, "https://x/");
    assert!(
        en.contains("The game is over here: explore it, or change the position to play."),
        "{en}"
    );
}

#[test]
fn every_message_fills_its_placeholders() {
    let refusals = [
        Refusal::NoTool,
        Refusal::NoneLeft {
            player: Player::P2,
            size: Size::Medium,
            max: 2,
        },
        Refusal::TooMany {
            player: Player::P1,
            size: Size::Small,
            count: 2,
            max: 1,
        },
        Refusal::CannotCover {
            piece: (Player::P1, Size::Small),
            square: sq("a1"),
            top: (Player::P2, Size::Large),
        },
        Refusal::NoStacking { square: sq("b2") },
        Refusal::AlreadyEmpty(sq("c3")),
        Refusal::EmptyBoardP2,
        Refusal::P1Absent,
        Refusal::P2Absent,
        Refusal::BothLines,
        Refusal::LinesApart(Player::P1),
        Refusal::LineOnOwnTurn(Player::P2),
        Refusal::RevealImpossible(Player::P1),
        Refusal::GameOverNoPlay,
    ];
    for lang in Lang::ALL {
        let t = &lang.messages().full.editor;
        for r in refusals {
            for text in [
                r.text(t.setup),
                app::pages::editor::notice_text(&Notice::LoadFailed(r), t),
                app::pages::editor::notice_text(&Notice::CannotLeave(r), t),
            ] {
                assert!(
                    !text.contains('{') && !text.contains('}'),
                    "{lang:?}: {text}"
                );
            }
        }
        for p in ["L,M,S/.,s,./s,.,. 2", ".,.,./.,L,./.,.,. 2"] {
            let html = render(&Editor::load(pos(p), &STD), t, &STD, "https://x/");
            assert!(!html.contains('{'), "{lang:?}: {html}");
        }
    }
}
