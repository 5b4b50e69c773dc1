//! A game's history is a tree: nothing played is lost, variations are made, promoted and
//! deleted, the link keeps them, and looking at a position never makes the computer move.

use app::i18n::Tables;
use app::link::{self, Page};
use app::model::{Game, Model, Msg};
use app::shell;
use gobblet_rules::rng::Rng;
use gobblet_rules::{Move, Position, Variant};

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn moves(s: &str) -> Vec<Move> {
    s.split_whitespace().map(mv).collect()
}

/// A model whose tablebase failed to load (values unknown, rules still apply), at `query`.
fn model_at(query: &str) -> Model {
    let mut m = Model::new();
    let _ = m.update(Msg::Url(query.into()));
    let _ = m.update(Msg::Manifest(Err(app::fetch::FetchError::Network)));
    m
}

/// The game reached by a query string, read back from the link the model writes.
fn reloaded(m: &Model) -> Model {
    model_at(&link::encode(&m.link()))
}

/// The issue's review: a finished game against Hard, opened with its review.
const REVIEWED: &str =
    "?page=play&m=L@b2_M@c1_L@a3_M@c2_a3-c3_L@a1_M@b1_L@b1&side=1&level=hard&review=1";

#[test]
fn jumping_back_in_a_reviewed_game_keeps_every_move_and_the_computer_waits() {
    let mut m = model_at(REVIEWED);
    let all = m.game().moves().to_vec();
    assert_eq!(all.len(), 8);
    // 5. a3-c3 in the game line: P2 (the computer) is to move there.
    let fx = m.update(Msg::Jump(5));
    assert_eq!(fx.computer_move(), None, "looking is not playing");
    assert_eq!(m.game().moves(), all, "no move is lost");
    assert_eq!(m.game().ply(), 5);
    assert!(m.computer_waits());
    let page = shell::render(&m, "http://127.0.0.1/");
    assert!(
        page.contains(r#"id="continue""#),
        "Continue from here is offered"
    );
    // The status does not say the computer is thinking while it waits to be asked.
    let ui = &m.lang.messages().ui;
    let thinking = ui.computer_thinking.split("{0}").next().unwrap_or_default();
    let status = app::pages::game::status_text(&m, ui, &m.move_values());
    assert!(!status.contains(thinking), "{status}");
    assert!(
        status.contains(ui.player(gobblet_rules::Player::P2)),
        "{status}"
    );
    assert!(!page.contains(r#"id="redo" data-action="redo" disabled"#));
    // The review table's jumps and the back button (a URL) look too.
    for ply in [3, 1, 0, 7, 2] {
        let fx = m.update(Msg::Jump(ply));
        assert_eq!(fx.computer_move(), None, "jump to {ply}");
        assert_eq!(m.game().moves(), all);
    }
    let query = link::encode(&m.link());
    let fx = m.update(Msg::Url(query));
    assert_eq!(fx.computer_move(), None, "the back button");
    assert_eq!(m.game().moves(), all);
    // Undo then Redo walk the same line.
    let _ = m.update(Msg::Jump(8));
    let _ = m.update(Msg::Undo);
    assert_eq!(m.game().ply(), 6, "back to the human's turn");
    let _ = m.update(Msg::Redo);
    assert_eq!(m.game().ply(), 7);
    assert_eq!(m.game().moves(), all);
    // Asked to, the computer moves from the position shown; its move makes a variation if it
    // differs from the one played, and the old line stays.
    let _ = m.update(Msg::Jump(5));
    let fx = m.update(Msg::Continue);
    assert_eq!(fx.computer_move(), Some(5));
    let _ = m.update(Msg::ComputerMove(5));
    assert_eq!(m.game().ply(), 6);
    let played = m.game().moves()[5];
    if played == all[5] {
        assert_eq!(m.game().moves(), all, "the same move follows the line");
    } else {
        assert_eq!(m.game().moves(), &[&all[..5], &[played][..]].concat());
        assert_eq!(
            m.game().alternatives(5).len(),
            1,
            "the old line is a variation"
        );
    }
}

#[test]
fn a_move_at_the_humans_turn_makes_a_variation_and_brings_the_computers_answer() {
    let mut m = model_at(REVIEWED);
    let all = m.game().moves().to_vec();
    let _ = m.update(Msg::Jump(4)); // P1 (the human) to move
    assert!(!m.computer_waits());
    let fx = m.update(Msg::Play(mv("S@a1")));
    assert_eq!(m.game().moves(), moves("L@b2 M@c1 L@a3 M@c2 S@a1"));
    assert_eq!(
        fx.computer_move(),
        Some(5),
        "the computer answers the new move"
    );
    let alternatives = m.game().alternatives(4);
    assert_eq!(
        alternatives.iter().map(|(_, mv)| *mv).collect::<Vec<_>>(),
        [all[4]]
    );
    // The old line is one click away, whole.
    let _ = m.update(Msg::Node(alternatives[0].0));
    assert_eq!(m.game().moves(), all);
    assert_eq!(m.game().ply(), 5);
}

#[test]
fn a_new_game_and_a_link_to_the_start_let_the_computer_open() {
    let mut m = model_at("?page=play&side=2&level=perfect");
    assert!(!m.computer_waits(), "a new game: the computer opens");
    let fx = m.update(Msg::NewGame);
    assert_eq!(fx.computer_move(), Some(0));
    // A link to a game under way only shows it.
    let m = model_at("?page=play&m=L@b2&side=1&level=easy");
    assert!(m.computer_waits());
}

#[test]
fn variations_are_made_cycled_promoted_deleted_and_kept_by_the_link() {
    let mut m = model_at("?m=L@b2_S@a1_M@c3");
    let main = moves("L@b2 S@a1 M@c3");
    let _ = m.update(Msg::Jump(1));
    let _ = m.update(Msg::Play(mv("M@a1")));
    let _ = m.update(Msg::Back);
    let _ = m.update(Msg::Play(mv("S@c3")));
    assert_eq!(m.game().moves(), moves("L@b2 S@c3"));
    assert!(!m.game().is_main_line());
    let query = link::encode(&m.link());
    assert_eq!(query, "?m=L@b2_S@a1_M@c3,1.M@a1,1.S@c3&line=2");
    // Kept across a reload (the link is what a reload reads) and in a shared link.
    let again = reloaded(&m);
    assert_eq!(again.game(), m.game());

    // ↑ and ↓ walk the moves played after 1. L@b2, in order, wrapping around.
    let _ = m.update(Msg::Variation(true));
    assert_eq!(m.game().moves(), main);
    assert_eq!(m.game().ply(), 2);
    let _ = m.update(Msg::Variation(true));
    assert_eq!(m.game().moves(), moves("L@b2 M@a1"));
    let _ = m.update(Msg::Variation(false));
    assert_eq!(m.game().moves(), main);

    // Promoted, M@a1 leads; the link lists it first.
    let _ = m.update(Msg::Variation(true));
    let _ = m.update(Msg::Promote);
    assert!(m.game().is_main_line());
    assert_eq!(link::encode(&m.link()), "?m=L@b2_M@a1,1.S@a1_M@c3,1.S@c3");

    // Deleted, it is gone and the position before it is shown on the main continuation.
    let _ = m.update(Msg::DeleteHere);
    assert_eq!(m.game().ply(), 1);
    assert_eq!(m.game().moves(), main);
    assert_eq!(link::encode(&m.link()), "?m=L@b2_S@a1_M@c3,1.S@c3&ply=1");
    let page = shell::render(&m, "http://127.0.0.1/");
    assert!(
        page.contains(r#"class="variation""#) && page.contains("2. S@c3"),
        "{page}"
    );
}

#[test]
fn bad_variation_links_say_what_is_wrong() {
    let v = Variant::STANDARD;
    for (query, word) in [
        ("?m=L@b2,3.S@a1", "3.S@a1"),
        ("?m=L@b2,S@a1", "S@a1"),
        ("?m=L@b2,1.", "1."),
        ("?m=L@b2,x.S@a1", "x.S@a1"),
    ] {
        match link::decode(query, &v) {
            Err(link::LinkError::Branch(w)) => assert_eq!(w, word, "{query}"),
            other => panic!("{query}: {other:?}"),
        }
    }
    assert!(matches!(
        link::decode("?m=L@b2,1.S@a1&line=2", &v),
        Err(link::LinkError::Line(l)) if l == "2"
    ));
    // A move of a variation is counted from the start along its line.
    assert!(matches!(
        link::decode("?m=L@b2_S@a1,1.L@b2", &v),
        Err(link::LinkError::Illegal { index: 2, .. })
    ));
    // The page says why.
    let m = model_at("?page=explore&m=L@b2,9.S@a1");
    assert!(m.notice.is_some());
    assert_eq!(m.page, Page::Explore);
}

/// Random play, steps back and forth, variation moves, promotions and deletions: the tree
/// written as lines reads back as the same game, and nothing but a deletion loses a line.
#[test]
fn random_histories_read_back_from_their_lines_and_lose_nothing() {
    let v = Variant::STANDARD;
    let seed = testkit::seed_for(0x4849_5354);
    let mut rng = Rng::new(seed);
    for round in 0..300 {
        let mut g = Game::new(Position::START);
        for step in 0..40 {
            let lines_before = g.lines().0;
            let what = rng.below(10);
            let deleted = match what {
                0..=4 => {
                    let legal = g.position().legal_moves(&v);
                    if g.state(&v) == app::model::GameState::Ongoing && !legal.is_empty() {
                        let m = legal[rng.below(legal.len())];
                        g.play(m, &v).unwrap();
                    }
                    false
                }
                5 | 6 => {
                    let to = rng.below(g.moves().len() + 1);
                    g.set_ply(to);
                    false
                }
                7 => {
                    g.cycle_variation(rng.below(2) == 0);
                    false
                }
                8 => {
                    g.promote();
                    false
                }
                _ => g.delete_here(),
            };
            let (lines, shown) = g.lines();
            // Every line from before is still a line or a prefix of one, unless deleted.
            if !deleted {
                for old in &lines_before {
                    assert!(
                        lines.iter().any(|l| l.starts_with(old)),
                        "round {round} step {step} (seed {seed}): {old:?} lost from {lines:?}"
                    );
                }
            }
            assert_eq!(lines[shown], g.moves(), "round {round} step {step}");
            let back = Game::with_lines(Position::START, &lines, shown, g.ply());
            assert_eq!(
                back.lines(),
                (lines.clone(), shown),
                "round {round} step {step}"
            );
            assert_eq!(back.moves(), g.moves());
            assert_eq!(back.ply(), g.ply());
        }
    }
}

#[test]
fn the_last_move_is_marked_and_said() {
    let page = |query: &str| shell::render(&model_at(query), "http://127.0.0.1/");
    let marked = |html: &str, class: &str| -> Vec<String> {
        html.split("<button class=\"")
            .filter(|b| {
                b.split('"')
                    .next()
                    .unwrap_or("")
                    .split(' ')
                    .any(|c| c == class)
            })
            .filter_map(|b| {
                b.split("data-square=\"")
                    .nth(1)?
                    .split('"')
                    .next()
                    .map(String::from)
            })
            .collect()
    };
    let start = page("");
    assert!(marked(&start, "last-to").is_empty());
    assert!(start.contains(r#"<p id="last-move" class="last-move" aria-live="polite"></p>"#));
    let placed = page("?m=L@b2_S@a1");
    assert_eq!(marked(&placed, "last-to"), ["a1"]);
    assert!(marked(&placed, "last-from").is_empty());
    assert!(placed.contains("Last move: 2. S@a1 (P2)"), "{placed}");
    let stepped = page("?m=L@b2_S@a1_b2-c3");
    assert_eq!(marked(&stepped, "last-to"), ["c3"]);
    assert_eq!(marked(&stepped, "last-from"), ["b2"]);
    // At an earlier ply, the move that led there.
    let back = page("?m=L@b2_S@a1_b2-c3&ply=1");
    assert_eq!(marked(&back, "last-to"), ["b2"]);
}

/// Going back to the standard reading of the reveal rule cuts the moves it refuses from every
/// line of the tree, and keeps the rest.
#[test]
fn a_change_of_reading_cuts_the_refused_moves_from_every_line() {
    use gobblet_rules::Reveal;
    let pin = "sL,.,./m,.,S/l,.,M_1";
    let mut m = model_at(&format!("?p={pin}&reveal=loses"));
    let lift = mv("a3-b3"); // reveals P2's line: legal only when revealing loses
    let start = m.position();
    assert!(start.check_move(&Variant::STANDARD, lift).is_err());
    let other = start
        .legal_moves(&Variant::STANDARD)
        .iter()
        .copied()
        .find(|&x| x != lift)
        .unwrap();
    let _ = m.update(Msg::Play(other));
    let _ = m.update(Msg::Back);
    let _ = m.update(Msg::Play(lift));
    assert_eq!(m.explore.lines().0, vec![vec![other], vec![lift]]);
    let _ = m.update(Msg::Reveal(Reveal::MustCover));
    assert_eq!(m.explore.lines().0, vec![vec![other]]);
    assert_eq!(m.explore.moves(), &[other][..]);
    assert_eq!(
        m.explore.ply(),
        0,
        "the shown line lost its move: its start is shown"
    );
}
