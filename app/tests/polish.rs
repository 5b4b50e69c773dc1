//! The explorer's small options, natively: memory mode (buried pieces hidden everywhere, a rim
//! on stacks), the turned board view, symmetric moves grouped, the paste box, the install button.

use app::grouping;
use app::i18n::{Lang, Tables};
use app::link::{self, Page};
use app::model::{Cmd, Model, Msg, Notice};
use app::orient::Orientation;
use app::pages::game;
use app::shell;
use gobblet_rules::{Position, Variant};

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

/// The `data-square` values of the game board, in drawing order.
fn board_order(h: &str) -> Vec<String> {
    let board = &h[h.find(r#"<div id="board""#).expect("a board")..];
    let board = &board[..board.find("</div>").expect("the board ends")];
    board
        .split(r#"data-square=""#)
        .skip(1)
        .map(|s| s[..2].to_string())
        .collect()
}

/// Every `aria-label="…"` and every text between tags in `h`.
fn texts(h: &str) -> Vec<String> {
    let mut out: Vec<String> = h
        .split("aria-label=\"")
        .skip(1)
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .collect();
    out.extend(
        h.split('>')
            .filter_map(|s| s.split('<').next())
            .filter(|s| !s.trim().is_empty())
            .map(str::to_string),
    );
    out
}

#[test]
fn memory_mode_names_no_buried_piece_and_rims_exactly_the_stacks() {
    // b2: P1 large on P2 medium on P1 small; a1: P1 medium on P2 small; c3: P2 small.
    let line = "S@b2 M@b2 L@b2 S@a1 M@a1 S@c3";
    let mut m = model_at(&format!("?m={}", line.replace(' ', "_")));
    let pos = Position::START.play_line(&Variant::STANDARD, line).unwrap();
    assert_eq!(m.position(), pos);
    let _ = m.update(Msg::BestLine);
    for lang in Lang::ALL {
        let _ = m.update(Msg::Lang(lang));
        let t = &lang.messages().ui;
        let shown = html(&m);
        // Drawn: every piece, buried ones too.
        assert_eq!(
            shown.matches(r#"class="piece p"#).count() - reserve_pieces(&shown),
            6
        );
        let _ = m.update(Msg::ToggleBuried);
        let hidden = html(&m);
        let _ = m.update(Msg::ToggleBuried);
        // Drawn with buried pieces hidden: the three tops only, a rim on the two stacks.
        assert_eq!(
            hidden.matches(r#"class="piece p"#).count() - reserve_pieces(&hidden),
            3
        );
        assert!(!hidden.contains(" buried\""), "{lang:?}");
        assert_eq!(
            hidden.matches(r#"class="stack rim""#).count(),
            2,
            "{lang:?}"
        );
        // Named: no buried piece in any label or text; each stack says something is under it.
        let buried = [
            fill_piece(t, "p1", "small"),
            fill_piece(t, "p2", "medium"),
            fill_piece(t, "p2", "small"),
        ];
        let mut seen_b2 = false;
        for text in texts(&hidden) {
            if text.starts_with("b2:") {
                seen_b2 = true;
                let top = fill_piece(t, "p1", "large");
                assert!(text.contains(&top), "{text}");
                assert!(!text.contains(t.on.trim()), "{text}");
            }
            // The a1 and b2 stacks' buried pieces; c3's small piece is a top, named on c3.
            if text.starts_with("a1:") || text.starts_with("b2:") {
                for b in &buried {
                    assert!(!text.contains(b.as_str()), "{lang:?} {text} names {b}");
                }
            }
            // The best line's heading does not write the position out.
            assert!(!text.contains(&pos.to_string()), "{text}");
        }
        assert!(seen_b2);
        // Shown, the same labels name the buried pieces, the top piece first.
        let b2 = format!(
            "b2: {}{on}{}{on}{}",
            fill_piece(t, "p1", "large"),
            fill_piece(t, "p2", "medium"),
            fill_piece(t, "p1", "small"),
            on = t.on
        );
        assert!(
            texts(&shown).iter().any(|s| s.starts_with(&b2)),
            "{lang:?}: {b2}"
        );
        assert!(shown.contains(&pos.to_string()));
    }
}

/// The reserve pieces drawn on the page (`res` buttons hold one piece each).
fn reserve_pieces(h: &str) -> usize {
    h.matches(r#"<button class="res "#).count()
}

fn fill_piece(t: &app::i18n::UiText, player: &str, size: &str) -> String {
    let p = if player == "p1" { t.p1 } else { t.p2 };
    let s = match size {
        "small" => t.small,
        "medium" => t.medium,
        _ => t.large,
    };
    app::i18n::fill(t.piece, &[&p, &s])
}

#[test]
fn the_view_turns_the_drawing_only() {
    let mut m = model_at("?m=L@b2_S@a1");
    let before = m.move_values();
    assert_eq!(
        board_order(&html(&m)),
        ["a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"]
    );
    let fx = m.update(Msg::Rotate);
    assert!(fx.pushes_url());
    assert_eq!(link::encode(&m.link()), "?m=L@b2_S@a1&view=r1");
    assert_eq!(
        board_order(&html(&m)),
        ["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"]
    );
    let _ = m.update(Msg::Flip);
    assert_eq!(link::encode(&m.link()), "?m=L@b2_S@a1&view=fr3");
    let order = board_order(&html(&m));
    assert_eq!(
        order,
        ["a3", "a2", "a1", "b3", "b2", "b1", "c3", "c2", "c1"]
    );
    // Moves, notation and values unchanged; a click on a square plays that square.
    assert_eq!(m.move_values(), before);
    let _ = m.update(Msg::Square("c3".parse().unwrap()));
    let _ = m.update(Msg::Reserve(
        gobblet_rules::Player::P1,
        gobblet_rules::Size::Medium,
    ));
    let _ = m.update(Msg::Square("c3".parse().unwrap()));
    assert_eq!(link::encode(&m.link()), "?m=L@b2_S@a1_M@c3&view=fr3");
    // The link brings the view back; a bad view is refused with its own words.
    let back = model_at("?m=L@b2_S@a1&view=fr3");
    assert_eq!(back.view, m.view);
    let bad = model_at("?m=L@b2&view=sideways");
    assert_eq!(bad.view, Orientation::UPRIGHT);
    let Some(Notice::BadLink(e)) = &bad.notice else {
        panic!("a bad view is a bad link");
    };
    let words = game::notice_text(&bad, &Lang::En.messages().ui, bad.notice.as_ref().unwrap());
    assert!(words.contains("sideways"), "{words} ({e:?})");
}

#[test]
fn symmetric_moves_are_listed_once_with_their_count() {
    let mut m = model_at("");
    let items = |h: &str| h.matches(r#"<li><button class="mv"#).count();
    assert_eq!(items(&html(&m)), 27);
    let _ = m.update(Msg::ToggleGroup);
    let h = html(&m);
    // The start: 9 kinds of first move (perft's 9 positions at depth 1), 6 of them fourfold.
    assert_eq!(items(&h), 9);
    assert_eq!(h.matches(r#"class="same" data-count="4""#).count(), 6);
    assert!(h.contains("×4: also"), "{h}");
    // After an asymmetric pair of moves nothing groups.
    let _ = m.update(Msg::Play("L@a1".parse().unwrap()));
    let _ = m.update(Msg::Play("S@b3".parse().unwrap()));
    let pos = m.position();
    assert_eq!(grouping::stabiliser(&pos).len(), 1);
    assert_eq!(items(&html(&m)), pos.legal_moves(&m.variant).len());
}

#[test]
fn a_paste_opens_a_line_or_a_position_and_a_bad_one_changes_nothing() {
    let mut m = model_at("");
    let fx = m.update(Msg::Paste("1. L@b2 S@a1 2. b2-a1".into()));
    assert!(fx.pushes_url());
    assert_eq!(m.page, Page::Explore);
    assert_eq!(link::encode(&m.link()), "?m=L@b2_S@a1_b2-a1");
    assert_eq!(m.notice, None);
    let _ = m.update(Msg::Paste(".,.,./.,L,./s,.,. 1".into()));
    assert_eq!(m.position().to_string(), ".,.,./.,L,./s,.,. 1");
    assert!(m.game().moves().is_empty());
    let before = m.link();
    for (text, en) in [
        ("L@b2 S@a1 Q@z9", "move 3 (Q@z9) is not a move"),
        ("L@b2 L@b2", "move 2 (L@b2) is illegal"),
        ("   ", "the box is empty"),
        (".,.,./.,.,./.,.,. 2", "cannot arise"),
    ] {
        let fx = m.update(Msg::Paste(text.into()));
        assert!(!fx.pushes_url(), "{text}");
        assert_eq!(m.link(), before, "{text} changed the game");
        assert!(matches!(m.notice, Some(Notice::BadPaste(_))), "{text}");
        for lang in Lang::ALL {
            let words = game::notice_text(&m, &lang.messages().ui, m.notice.as_ref().unwrap());
            if lang == Lang::En {
                assert!(words.contains(en), "{words}");
                assert!(words.ends_with(". Nothing was changed."), "{words}");
            } else {
                assert!(!words.is_empty() && words != en, "{words}");
            }
        }
    }
}

#[test]
fn the_install_button_shows_only_while_the_browser_offers() {
    let mut m = model_at("");
    assert!(!html(&m).contains(r#"id="install""#));
    let fx = m.update(Msg::Install);
    assert!(
        !fx.as_slice().contains(&Cmd::InstallPrompt),
        "no offer, no prompt"
    );
    let _ = m.update(Msg::InstallOffered(true));
    assert!(html(&m).contains(r#"id="install""#));
    let fx = m.update(Msg::Install);
    assert!(fx.as_slice().contains(&Cmd::InstallPrompt));
    assert!(
        !html(&m).contains(r#"id="install""#),
        "one prompt per offer"
    );
}
