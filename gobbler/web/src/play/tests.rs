use gobbler_rules::{Side, Square};

use super::*;
use crate::action::{self, ACTION, PLAYER, SQUARE};
use crate::i18n::{Lang, Tables};
use crate::model::testing::{hot_seat, you_as_gobblers, Page};
use crate::model::Msg;
use crate::players::{Level, PlayerId};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The play screen of `m`, in its language.
fn draw(m: &Model, page_url: &str) -> String {
    let mut h = String::new();
    render(&mut h, m, m.lang.messages(), page_url);
    h
}

/// Every value of `attr="…"` in `h`.
fn values<'a>(h: &'a str, attr: &str) -> Vec<&'a str> {
    let key = format!(r#"{attr}=""#);
    h.match_indices(&key)
        .map(|(i, _)| {
            let rest = &h[i + key.len()..];
            &rest[..rest.find('"').unwrap()]
        })
        .collect()
}

#[test]
fn the_board_has_64_squares_whose_actions_read_back() {
    let m = hot_seat();
    let h = draw(&m.m, "http://x/");
    let squares = values(&h, SQUARE);
    assert_eq!(squares.len(), 64);
    assert_eq!(squares[0], "a8");
    assert_eq!(squares[63], "h1");
    for v in values(&h, ACTION) {
        assert!(action::from_attr(v).is_some(), "{v}");
    }
    // 60 Littles of 1 and two Gobblers.
    assert_eq!(
        h.matches(r#"<span class="gb-lit n1" aria-hidden="true">1</span>"#)
            .count(),
        60
    );
    assert_eq!(h.matches(r#"class="gb-gob""#).count(), 2);
    assert!(h.contains("Littles to move (You)"));
    assert!(h.contains("Eaten: 0 of 60"));
}

#[test]
fn steps_are_arrows_and_landings_are_previewed() {
    let mut m = hot_seat();
    m.send(Msg::Square(sq("b2")));
    m.send(Msg::Square(sq("c3")));
    let h = draw(&m.m, "");
    assert_eq!(h.matches("gb-arrow step").count(), 1);
    assert!(h.contains(r#"<span class="gb-lit n2" aria-hidden="true">2</span>"#));
    assert!(h.contains("Steps: 1 of 3 — b2-c3"));

    let mut m = hot_seat();
    m.send(Msg::Pass);
    m.send(Msg::Square(sq("e5")));
    m.send(Msg::Square(sq("c6")));
    let h = draw(&m.m, "");
    assert!(h.contains("e5&gt;c6&gt;b4: eats 2, and 2 in the scatter"));
    assert_eq!(h.matches("gb-arrow hop").count(), 1);
    assert!(h.contains("e5&gt;c6 eats 1: it must hop again"));
}

#[test]
fn the_scatter_is_reported_stack_by_stack() {
    let m = Page::link("?game=pass;+e5%3Ec6%3Eb4");
    let h = draw(&m.m, "");
    for (from, class) in [
        ("b5", "ran"),
        ("c5", "ran"),
        ("b3", "ran"),
        ("c3", "ran"),
        ("a5", "slid"),
        ("a3", "slid"),
        ("a4", "eaten"),
        ("c4", "eaten"),
    ] {
        assert!(
            h.contains(&format!(r#"<li class="{class}">The Little on {from}"#)),
            "{from} {class}"
        );
    }
    assert!(h.contains("The Little on c4 ran into the jaws of the Gobbler on d4 and was eaten."));
    assert!(h.contains("The scatter ate 2."));
    // On the board: two eaten marks, the two hops, six runs and slides.
    assert_eq!(h.matches("gb-arrow hop").count(), 2);
    assert_eq!(
        h.matches("gb-arrow ran").count() + h.matches("gb-arrow slid").count(),
        6
    );
    assert_eq!(h.matches(" eaten\"").count(), 2);
    assert!(h.contains("Eaten: 4 of 60"));
    assert!(h.contains("?page=gobbler&amp;game=pass;+e5%3Ec6%3Eb4"));
}

#[test]
fn both_languages_draw_the_same_page() {
    let mut m = Page::link("?game=pass;+e5%3Ec6%3Eb4");
    let en = draw(&m.m, "");
    assert!(en.contains("Last turn, by Friend: e5&gt;c6&gt;b4."));
    m.send(Msg::Lang(Lang::ZhHant));
    let zh = draw(&m.m, "");
    assert!(zh.contains("已吃：4 / 60"));
    assert!(zh.contains("上一回合由朋友下：e5&gt;c6&gt;b4。"));
    assert_eq!(values(&en, ACTION), values(&zh, ACTION));
    assert_ne!(en, zh);
}

#[test]
fn the_keyboard_shortcuts_are_listed_in_both_languages_also_while_looking_back() {
    let mut m = Page::link("?game=pass;+e5%3Ec6%3Eb4");
    let keys = |m: &Page| {
        let h = draw(&m.m, "");
        let at = h
            .find(r#"<details class="help keys">"#)
            .expect("the shortcuts");
        let block = &h[at..at + h[at..].find("</details>").unwrap()];
        (block.matches("<li>").count(), h.matches("<details").count())
    };
    let lines = |lang: Lang| lang.messages().play.keys.lines().count();
    assert_eq!(keys(&m), (lines(Lang::En), 1));
    assert_eq!(
        lines(Lang::En),
        lines(Lang::ZhHant),
        "one line per shortcut in each"
    );
    m.send(Msg::Review(crate::model::Review::First));
    m.send(Msg::Lang(Lang::ZhHant));
    assert_eq!(keys(&m), (lines(Lang::ZhHant), 1));
    assert!(draw(&m.m, "").contains("<summary>鍵盤快捷鍵</summary>"));
}

#[test]
fn the_computers_turn_and_the_players_table() {
    let mut m = Page::new();
    m.send(Msg::SetPlayer(
        Side::Gobblers,
        PlayerId::Computer(Level::Strong),
    ));
    m.send(Msg::Pass);
    let h = draw(&m.m, "");
    assert!(h.contains("Computer (strong) is thinking…"));
    assert_eq!(values(&h, PLAYER), vec!["littles", "gobblers"]);
    assert!(h.contains(r#"<option value="strong" selected>"#));
    assert_eq!(h.matches("<tr class=\"playing\"").count(), 2);
    assert!(h.contains("This game: T = 40 + 0 − 0 = 40."));
    // Changing a player mid-game waits for the next game.
    m.send(Msg::SetPlayer(Side::Gobblers, PlayerId::Friend));
    assert!(draw(&m.m, "").contains("A change of players starts with the next game."));
}

#[test]
fn the_status_carries_how_long_the_computer_thought() {
    let mut m = Page::new();
    m.send(Msg::SetPlayer(
        Side::Gobblers,
        PlayerId::Computer(Level::Strong),
    ));
    m.send(Msg::Pass);
    let think = m.think().expect("the computer's turn");
    m.send(Msg::Computer {
        id: think.id,
        reply: Ok("e5>c6>b4".into()),
        ms: 5.0,
    });
    assert!(draw(&m.m, "").contains(r#"data-think-ms="5""#));
}

/// The text of the element with id `id` (its first child text).
fn text_of<'a>(h: &'a str, id: &str) -> &'a str {
    let at = h.find(&format!(r#"id="{id}""#)).expect(id);
    let rest = &h[at..];
    let open = rest.find('>').unwrap() + 1;
    &rest[open..open + rest[open..].find('<').unwrap()]
}

#[test]
fn the_threshold_line_adds_up_the_ranks_it_was_computed_from() {
    let mut m = hot_seat();
    assert_eq!(
        text_of(&draw(&m.m, ""), "gb-this-threshold"),
        "This game: T = 40 + 0 − 0 = 40."
    );
    // The game ended and the ranks moved (the Gobbler player won): the line still adds up this
    // game's terms, not today's ranks (it once read "T = 40 + 1 − 0 = 40").
    m.m.roster = crate::players::Roster::decode("friend:1,0");
    assert_eq!(
        text_of(&draw(&m.m, ""), "gb-this-threshold"),
        "This game: T = 40 + 0 − 0 = 40."
    );
    m.send(Msg::NewGame);
    assert_eq!(
        text_of(&draw(&m.m, ""), "gb-this-threshold"),
        "This game: T = 40 + 1 − 0 = 41."
    );
    // A sum below 0 is kept at 0, and the line says so.
    let m = Page::open(crate::model::Start {
        ranks: Some("you:0,45".into()),
        ..crate::model::Start::default()
    });
    assert_eq!(
        text_of(&draw(&m.m, ""), "gb-this-threshold"),
        "This game: T = 0 (40 + 0 − 45, kept between 0 and 1000)."
    );
    // A replayed game's threshold is its link's.
    let mut m = Page::link("?game=pass&t=44");
    assert_eq!(
        text_of(&draw(&m.m, ""), "gb-this-threshold"),
        "This game: T = 44, as its link gives it."
    );
    m.send(Msg::Lang(Lang::ZhHant));
    assert_eq!(
        text_of(&draw(&m.m, ""), "gb-this-threshold"),
        "本局：T = 44，由連結指定。"
    );
}

#[test]
fn the_last_two_turns_stay_drawn_until_the_person_picks() {
    // You play the Gobblers; the computer the Littles, and its steps are drawn, not only written.
    let mut m = you_as_gobblers();
    let think = m.think().expect("the computer opens");
    m.send(Msg::Computer {
        id: think.id,
        reply: Ok("b2-c3 g7-f6".into()),
        ms: 5.0,
    });
    let h = draw(&m.m, "");
    assert!(h.contains(
        r#"<p id="gb-last" class="gb-last">Last turn, by Computer (easy): b2-c3 g7-f6.</p>"#
    ));
    assert_eq!(h.matches(r#"class="gb-arrow step""#).count(), 2);
    assert!(h.contains(r#"marker-end="url(#gb-head-step)""#));
    for (s, mark) in [("b2", "last-from"), ("c3", "last-to"), ("f6", "last-to")] {
        assert!(square_class(&h, s).contains(mark), "{s} {mark}");
    }
    assert!(!square_class(&h, "e5").contains("last"));
    // Your move and its scatter stay, faded, after the computer's answer.
    m.send(Msg::Square(sq("e5")));
    m.send(Msg::Square(sq("c6")));
    let picking = draw(&m.m, "");
    assert_eq!(
        picking.matches("gb-arrow step").count(),
        0,
        "a pick hides them"
    );
    // The squares of the computer's turn stay marked until yours is played.
    for (s, mark) in [("b2", "last-from"), ("c3", "last-to"), ("f6", "last-to")] {
        assert!(
            square_class(&picking, s).contains(mark),
            "{s} {mark} while picking"
        );
    }
    m.send(Msg::Square(sq("b4")));
    let think = m.think().expect("the computer answers");
    m.send(Msg::Computer {
        id: think.id,
        reply: Ok("a1-b1".into()),
        ms: 5.0,
    });
    let h = draw(&m.m, "");
    assert!(h.contains("Last turn, by Computer (easy): a1-b1."));
    assert_eq!(h.matches(r#"class="gb-arrow step""#).count(), 1);
    assert_eq!(h.matches(r#"class="gb-arrow hop old""#).count(), 2);
    assert!(h.matches(r#"class="gb-arrow ran old""#).count() >= 1);
    assert!(h.contains(r#"marker-end="url(#gb-head-hop)""#));
    assert!(h.contains(" eaten old\""));
}

/// The classes of square `s`'s button.
fn square_class<'a>(h: &'a str, s: &str) -> &'a str {
    let at = h.find(&format!(r#"{SQUARE}="{s}""#)).expect(s);
    let start = h[..at].rfind(r#"class=""#).unwrap() + r#"class=""#.len();
    &h[start..start + h[start..].find('"').unwrap()]
}

/// The page `m` after the advisor answered its last request with `turn` and `estimate`.
fn advised(m: &mut Page, turn: &str, estimate: f32) {
    let _asked = m.advise(turn, estimate);
}

#[test]
fn the_hint_is_drawn_as_arrows_and_said_in_both_languages() {
    let mut m = hot_seat();
    let h = draw(&m.m, "");
    assert!(h.contains(r#"data-gb="hint">Hint</button>"#));
    assert!(h.contains(r#"role="switch" aria-checked="false" data-gb="eval""#));
    assert!(!h.contains("gb-suggest") && !h.contains("gb-eval\""));
    m.send(Msg::Advice(crate::model::AdviceMsg::Hint));
    let h = draw(&m.m, "");
    assert!(h.contains("Hint: the strong player is looking for a turn…"));
    assert!(h.contains(r#"data-advice-pending="1""#));
    advised(&mut m, "b2-c3 d4-e5", 36.47);
    let h = draw(&m.m, "");
    assert_eq!(h.matches(r#"class="gb-arrow hint""#).count(), 2);
    assert!(h.contains(
        r#"data-turn="b2-c3 d4-e5">Hint: the strong player would play b2-c3 d4-e5. It expects 36.5 eaten by the end.</p>"#
    ));
    m.send(Msg::Lang(Lang::ZhHant));
    assert!(draw(&m.m, "").contains("提示：強電腦會走 b2-c3 d4-e5。它預計到終局共被吃 36.5 個。"));
    // Picking a Little keeps the hint drawn beside the step being made.
    m.send(Msg::Square(sq("b2")));
    m.send(Msg::Square(sq("c3")));
    let h = draw(&m.m, "");
    assert_eq!(h.matches(r#"class="gb-arrow hint""#).count(), 2);
    assert_eq!(h.matches(r#"class="gb-arrow step""#).count(), 1);
    // A Gobbler move's hint says what it eats (the worked example: 2 by the hops, 2 scattered).
    let mut m = hot_seat();
    m.send(Msg::Pass);
    m.send(Msg::Advice(crate::model::AdviceMsg::Hint));
    advised(&mut m, "e5>c6>b4", 70.0);
    let h = draw(&m.m, "");
    assert_eq!(h.matches(r#"class="gb-arrow hint""#).count(), 2);
    assert!(h.contains(
        "Hint: the strong player would play e5&gt;c6&gt;b4. Its hops eat 2, its scatter 2. It expects 60.0 eaten by the end."
    ));
}

#[test]
fn the_evaluation_bar_leans_towards_the_side_ahead() {
    let mut m = hot_seat();
    m.send(Msg::Advice(crate::model::AdviceMsg::ToggleEval));
    let h = draw(&m.m, "");
    assert!(h.contains(r#"aria-checked="true""#));
    assert!(h.contains("The strong player is judging this position…"));
    advised(&mut m, "pass", 32.5);
    let h = draw(&m.m, "");
    assert!(h.contains(r#"data-estimate="32.5""#));
    assert!(h.contains(
        "Littles ahead: the strong player expects 32.5 eaten by the end, not more than 40."
    ));
    // 7.5 under the threshold of 40: a quarter of the bar, left of the middle.
    assert!(h.contains(r#"class="gb-ev-fill l" style="left:25.0%;width:25.0%""#));
    m.send(Msg::Pass);
    advised(&mut m, "e5>c6>b4", 47.0);
    m.send(Msg::Lang(Lang::ZhHant));
    let h = draw(&m.m, "");
    assert!(h.contains("吞噬者領先：強電腦預計到終局共被吃 47.0 個，多於 40。"));
    assert!(h.contains(r#"class="gb-ev-fill g" style="left:50.0%;width:23.3%""#));
}

#[test]
fn the_unfinished_games_are_listed_with_open_and_remove_in_both_languages() {
    let mut m = hot_seat();
    assert!(
        !draw(&m.m, "http://x/").contains("gb-aside"),
        "nothing set aside"
    );
    m.send(Msg::Pass);
    m.send(Msg::NewGame);
    // The new game's players change at once: the list names those who played the game left.
    m.send(Msg::SetPlayer(
        Side::Gobblers,
        PlayerId::Computer(Level::Strong),
    ));
    let h = draw(&m.m, "http://x/");
    let list = crate::play::testing::between(&h, r#"<section class="gb-aside">"#, "</section>");
    assert!(list.contains("<h2>Unfinished games</h2>"), "{list}");
    assert!(
        list.contains(r#"<span id="gb-aside-0">You against Friend: 1 turn, 0 eaten</span>"#),
        "{list}"
    );
    let actions = values(list, ACTION);
    assert_eq!(actions, ["aside-open:0", "aside-remove:0"]);
    for a in actions {
        assert!(action::from_attr(a).is_some(), "{a}");
    }
    assert_eq!(
        values(list, "aria-describedby"),
        ["gb-aside-0", "gb-aside-0"]
    );
    m.send(Msg::Lang(Lang::ZhHant));
    let zh = draw(&m.m, "http://x/");
    assert!(zh.contains("<h2>未完成的對局</h2>"), "{zh}");
    assert!(zh.contains("你對朋友：1 個回合，已吃 0 個"), "{zh}");
}
