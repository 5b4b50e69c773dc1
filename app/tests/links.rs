//! A link read as far as it is good (`link::read`, issue 23 item 4): a bad move keeps the moves
//! before it, a bad setting is left out, a bad position opens the start; the first fault is
//! said, the model rewrites the URL in place to what it shows, and that URL reads back without
//! a fault.

use app::i18n::{Lang, Tables};
use app::link::{self, Fallback, LinkError, Page};
use app::model::{Cmd, Model, Msg, Notice};
use app::pages::game;
use gobblet_rules::rng::Rng;
use gobblet_rules::{IllegalMove, Move, Position, Size, Status, Variant};

const V: Variant = Variant::STANDARD;

fn moves(words: &str) -> Vec<Move> {
    words
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect()
}

/// Reads `query` and checks what it shows (its lines, the line and ply shown), its fault, and
/// that the link it shows reads back without a fault, as the strict decoder refuses the query
/// with that fault.
fn check(query: &str, lines: &[&str], (line, ply): (usize, usize), fault: Option<LinkError>) {
    let r = link::read(query, &V);
    let want: Vec<Vec<Move>> = lines.iter().map(|l| moves(l)).collect();
    assert_eq!(r.link.lines, want, "{query}: the lines shown");
    assert_eq!((r.link.line, r.link.ply), (line, ply), "{query}: line, ply");
    assert_eq!(r.fault, fault, "{query}: the fault");
    match &fault {
        Some(e) => assert_eq!(link::decode(query, &V).as_ref(), Err(e), "{query}"),
        None => assert_eq!(link::decode(query, &V).as_ref(), Ok(&r.link), "{query}"),
    }
    let shown = link::encode(&r.link);
    assert_eq!(link::read(&shown, &V).fault, None, "{query} → {shown}");
    assert_eq!(link::decode(&shown, &V), Ok(r.link), "{query} → {shown}");
}

fn not_a_move(index: usize, word: &str) -> Option<LinkError> {
    Some(LinkError::NotAMove {
        index,
        word: word.into(),
    })
}

#[test]
fn a_bad_move_keeps_the_moves_before_it_wherever_it_is() {
    check("?m=L@b2_zz", &["L@b2"], (0, 1), not_a_move(2, "zz"));
    check("?m=zz_L@b2", &[], (0, 0), not_a_move(1, "zz"));
    check(
        "?m=L@b2_S@a1_b2-a1_Q@z9_M@c3",
        &["L@b2 S@a1 b2-a1"],
        (0, 3),
        not_a_move(4, "Q@z9"),
    );
    // Illegal, not malformed: a large piece cannot cover a large one.
    check(
        "?m=L@b2_S@a1_L@b2_M@c3",
        &["L@b2 S@a1"],
        (0, 2),
        Some(LinkError::Illegal {
            index: 3,
            mv: "L@b2".parse().unwrap(),
            why: IllegalMove::CannotCover {
                to: "b2".parse().unwrap(),
                top: Size::Large,
            },
        }),
    );
    // A ply within what is kept stays; one past it is not said (the move's fault comes first).
    check(
        "?m=L@b2_S@a1_zz&ply=1",
        &["L@b2 S@a1"],
        (0, 1),
        not_a_move(3, "zz"),
    );
    check(
        "?m=L@b2_S@a1_zz&ply=3",
        &["L@b2 S@a1"],
        (0, 2),
        not_a_move(3, "zz"),
    );
}

#[test]
fn a_bad_move_in_a_variation_keeps_its_good_moves_and_drops_the_lines_after() {
    check(
        "?m=L@b2_S@a1,1.M@c3_zz,1.S@c3&line=1",
        &["L@b2 S@a1", "L@b2 M@c3"],
        (1, 2),
        not_a_move(3, "zz"),
    );
    // Its first own move bad: the variation is gone, and so is `line=1`.
    check(
        "?m=L@b2_S@a1,1.zz&line=1",
        &["L@b2 S@a1"],
        (0, 2),
        not_a_move(2, "zz"),
    );
    check(
        "?m=L@b2,9.S@a1",
        &["L@b2"],
        (0, 1),
        Some(LinkError::Branch("9.S@a1".into())),
    );
}

#[test]
fn a_bad_setting_is_left_out_and_the_rest_is_shown() {
    let r = link::read("?page=nope&m=L@b2", &V);
    assert_eq!(r.link.page, Page::Explore);
    assert_eq!(r.fault, Some(LinkError::Page("nope".into())));
    assert_eq!(link::encode(&r.link), "?m=L@b2");
    let r = link::read("?page=play&side=3&level=easy&m=L@b2", &V);
    assert_eq!(r.fault, Some(LinkError::Side("3".into())));
    assert_eq!(link::encode(&r.link), "?page=play&m=L@b2&level=easy");
    // The settings are read first, in the link's order, then the position, the moves, the line
    // and the ply.
    let r = link::read("?m=L@b2&ply=x&view=sideways&level=x", &V);
    assert_eq!(
        r.fault,
        Some(LinkError::View("sideways".into())),
        "the first fault"
    );
    assert_eq!(link::encode(&r.link), "?m=L@b2");
    let r = link::read("?page=two&m=%ff%fe", &V);
    assert_eq!(
        (r.link.page, r.fault),
        (Page::Two, Some(LinkError::NotUtf8))
    );
    // A bad position: its moves cannot be read either.
    let r = link::read("?p=xx_1&m=L@b2", &V);
    assert!(matches!(r.fault, Some(LinkError::Position(_))), "{r:?}");
    assert_eq!((r.link.start, r.link.lines.len()), (Position::START, 0));
    for (e, fallback) in [
        (r.fault.unwrap(), Fallback::Start),
        (not_a_move(1, "zz").unwrap(), Fallback::Start),
        (not_a_move(2, "zz").unwrap(), Fallback::MovesBefore),
        (LinkError::Page("nope".into()), Fallback::LeftOut),
    ] {
        assert_eq!(e.fallback(), fallback, "{e:?}");
    }
}

/// A model at `query` (its tablebase failed: the rules still apply), and what it asked for.
fn model_at(query: &str) -> (Model, Vec<Cmd>) {
    let mut m = Model::new();
    let mut cmds = m.update(Msg::Url(query.into())).as_slice().to_vec();
    cmds.extend(
        m.update(Msg::Manifest(Err(app::fetch::FetchError::Network)))
            .as_slice()
            .to_vec(),
    );
    (m, cmds)
}

#[test]
fn the_model_shows_the_good_part_says_why_and_rewrites_the_url_in_place() {
    let (mut m, cmds) = model_at("?m=L@b2_zz");
    assert_eq!(m.game().moves(), moves("L@b2"));
    assert_eq!(m.position(), Position::START.play("L@b2".parse().unwrap()));
    assert!(cmds.contains(&Cmd::ReplaceUrl), "{cmds:?}");
    assert!(
        !cmds.contains(&Cmd::PushUrl),
        "no new history entry: {cmds:?}"
    );
    assert_eq!(link::encode(&m.link()), "?m=L@b2");
    let t = &Lang::En.messages().ui;
    let said = game::notice_text(&m, t, m.notice.as_ref().unwrap());
    assert_eq!(
        said,
        "The link's move 2 (zz) is not a move; showing the moves before it."
    );
    m.lang = Lang::ZhHant;
    let zh = game::notice_text(&m, &Lang::ZhHant.messages().ui, m.notice.as_ref().unwrap());
    assert_eq!(zh, "連結中的第 2 步（zz）不是一步棋；只顯示它之前的棋步。");

    let (m, cmds) = model_at("?page=nope");
    assert_eq!(m.page, Page::Explore);
    assert!(cmds.contains(&Cmd::ReplaceUrl));
    assert_eq!(link::encode(&m.link()), "");
    assert_eq!(
        game::notice_text(&m, t, m.notice.as_ref().unwrap()),
        "The link's page \"nope\" does not exist; that part of the link was left out."
    );

    // A good link asks for nothing of the kind.
    let (m, cmds) = model_at("?m=L@b2");
    assert_eq!(
        (m.notice.as_ref(), cmds.contains(&Cmd::ReplaceUrl)),
        (None, false)
    );
}

#[test]
fn a_later_good_paste_or_move_clears_the_links_notice() {
    let (mut m, _) = model_at("?m=L@b2_zz");
    assert!(matches!(m.notice, Some(Notice::BadLink(_))));
    let _ = m.update(Msg::Play("S@a1".parse().unwrap()));
    assert_eq!(m.notice, None, "a move played");
    let _ = m.update(Msg::Paste("hello world".into()));
    assert!(matches!(m.notice, Some(Notice::BadPaste(_))));
    assert!(m.notice.as_ref().unwrap().beside_paste_box());
    let _ = m.update(Msg::Paste("L@b2 S@a1".into()));
    assert_eq!(m.notice, None, "a good paste");
    assert_eq!(m.game().moves(), moves("L@b2 S@a1"));
}

/// Every move the notation can write (27 placements, 72 movements).
fn writable_moves() -> Vec<Move> {
    let squares: Vec<String> = "abc"
        .chars()
        .flat_map(|f| "123".chars().map(move |r| format!("{f}{r}")))
        .collect();
    let mut all: Vec<Move> = Vec::new();
    for size in ["S", "M", "L"] {
        all.extend(
            squares
                .iter()
                .map(|s| format!("{size}@{s}").parse::<Move>().unwrap()),
        );
    }
    for from in &squares {
        for to in squares.iter().filter(|t| *t != from) {
            all.push(format!("{from}-{to}").parse().unwrap());
        }
    }
    assert_eq!(all.len(), 99);
    all
}

/// Random games from the start, one move made bad (a word that is no move, or a move the
/// position refuses) and more after it: the link keeps exactly the moves before it and says
/// which and why, and what it shows reads back without a fault.
#[test]
fn random_games_with_one_bad_move_keep_exactly_the_moves_before_it() {
    const NOT_MOVES: [&str; 7] = ["zz", "Q@z9", "L@", "b2-", "S@d4", "a1-a1", "hello"];
    let seed = testkit::seed_for(0x4C49_4E4B);
    let mut rng = Rng::new(seed);
    let all = writable_moves();
    for round in 0..400 {
        let mut pos = Position::START;
        let mut game = Vec::new();
        for _ in 0..rng.below(12) {
            let legal = pos.legal_moves(&V);
            if legal.is_empty() || pos.status(&V) != Status::Ongoing {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            pos = pos.play(mv);
            game.push(mv);
        }
        let k = rng.below(game.len() + 1);
        let at = game[..k].iter().fold(Position::START, |p, &mv| p.play(mv));
        let (word, fault) = if rng.below(2) == 0 {
            let w = NOT_MOVES[rng.below(NOT_MOVES.len())];
            (w.to_string(), not_a_move(k + 1, w).unwrap())
        } else {
            let refused: Vec<(Move, IllegalMove)> = all
                .iter()
                .filter_map(|&mv| at.play_checked(&V, mv).err().map(|why| (mv, why)))
                .collect();
            let (mv, why) = refused[rng.below(refused.len())];
            let index = k + 1;
            (mv.to_string(), LinkError::Illegal { index, mv, why })
        };
        let mut words: Vec<String> = game[..k].iter().map(ToString::to_string).collect();
        words.push(word);
        words.extend(game[k..].iter().map(ToString::to_string));
        let query = format!("?m={}", words.join("_"));
        let what = format!("round {round} (seed {seed}): {query}");
        let r = link::read(&query, &V);
        let kept: Vec<Vec<Move>> = if k == 0 {
            Vec::new()
        } else {
            vec![game[..k].to_vec()]
        };
        assert_eq!(r.link.lines, kept, "{what}");
        assert_eq!(r.link.ply, k, "{what}");
        assert_eq!(r.fault.as_ref(), Some(&fault), "{what}");
        let want = if k == 0 {
            Fallback::Start
        } else {
            Fallback::MovesBefore
        };
        assert_eq!(fault.fallback(), want, "{what}");
        assert_eq!(link::decode(&query, &V), Err(fault), "{what}");
        let shown = link::encode(&r.link);
        assert_eq!(link::decode(&shown, &V), Ok(r.link), "{what} → {shown}");
    }
}
