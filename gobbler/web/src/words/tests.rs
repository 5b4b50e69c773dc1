//! Every notice, with every reason inside it ([`samples`](super::samples)), worded in both
//! languages: the 繁體中文 has no English word in it, the English reads as sentences, and the
//! rules' reasons read as the rules crate's own `Display`.

use gobbler_rules::{GameError, Square, TurnError};

use super::samples::{
    bad_links, computer_errors, littles_errors, notices, position_errors, sq, turn_errors, ECHOES,
    NOTATION,
};
use super::*;
use crate::i18n::{Lang, Tables};

fn worded(lang: Lang, n: &Notice) -> String {
    let m = lang.messages();
    m.notices.notice(n, &m.errors)
}

/// The English words of a text: runs of two or more ASCII letters, the reader's echoed input
/// and the notation words taken out (one letter is notation: a file, `L`, `G`, `T`, `t=`).
fn english_words(text: &str) -> Vec<String> {
    let mut rest = text.to_string();
    for echo in ECHOES {
        rest = rest.replace(echo, " ");
    }
    rest.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && !NOTATION.contains(w))
        .map(String::from)
        .collect()
}

#[test]
fn every_notice_in_chinese_has_no_english_word() {
    let mut english = Vec::new();
    for n in notices() {
        let zh = worded(Lang::ZhHant, &n);
        assert!(
            zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{n:?}: {zh}"
        );
        assert!(!zh.contains('{'), "a placeholder left: {zh}");
        let words = english_words(&zh);
        if !words.is_empty() {
            english.push(format!("{n:?}\n  {zh}\n  English: {words:?}"));
        }
    }
    assert!(english.is_empty(), "{}", english.join("\n"));
    // The check itself finds English where there is some.
    assert_eq!(english_words("不允許：it is 你的 e5>c6 pass"), ["it", "is"]);
}

#[test]
fn every_notice_in_english_is_a_sentence() {
    for n in notices() {
        let en = worded(Lang::En, &n);
        // A sentence begins with a capital, or with a square's name (notation keeps its case).
        let first = en.split([' ', ':']).next().unwrap_or("");
        assert!(
            en.starts_with(|c: char| c.is_ascii_uppercase()) || first.parse::<Square>().is_ok(),
            "{n:?}: {en}"
        );
        assert!(en.ends_with('.'), "{n:?}: {en}");
        assert!(
            !en.contains("..") && !en.contains(" .") && !en.contains('{'),
            "{en}"
        );
        // The Chinese ends as a sentence too.
        assert!(worded(Lang::ZhHant, &n).ends_with('。'), "{n:?}");
    }
}

#[test]
fn reasons_are_parts_of_sentences_in_both_languages() {
    for lang in Lang::ALL {
        let m = lang.messages();
        let mut parts: Vec<String> = turn_errors().iter().map(|e| m.errors.turn(e)).collect();
        parts.extend(
            bad_links()
                .iter()
                .map(|e| m.notices.bad_link_why(e, &m.errors)),
        );
        parts.extend(
            computer_errors()
                .iter()
                .map(|e| m.notices.computer_why(e, &m.errors)),
        );
        for p in parts {
            assert!(!p.is_empty() && !p.ends_with(['.', '。']), "{lang:?}: {p}");
            assert!(
                !p.starts_with(|c: char| c.is_ascii_uppercase()),
                "{lang:?}: {p}"
            );
        }
    }
}

#[test]
fn the_english_of_the_rules_errors_is_the_rules_crates_own() {
    let m = Lang::En.messages();
    for e in turn_errors() {
        assert_eq!(m.errors.turn(&e), e.to_string());
    }
    for e in position_errors() {
        assert_eq!(m.errors.position(&e), e.to_string());
    }
    let game = GameError {
        index: 2,
        text: "e5>c6".into(),
        error: TurnError::GameOver,
    };
    assert_eq!(m.errors.game(&game), game.to_string());
    // And the computer's reasons read as the computer's own.
    let why = |e: ThinkError| {
        m.notices
            .computer_why(&ComputerError::Refused(e), &m.errors)
    };
    assert_eq!(
        why(ThinkError::Level("grandmaster".into())),
        gobbler_ai::LevelParseError("grandmaster".into()).to_string()
    );
    assert_eq!(
        why(ThinkError::GameOver),
        gobbler_ai::ChooseError::GameOver.to_string()
    );
}

#[test]
fn the_values_reach_the_words() {
    for lang in Lang::ALL {
        let w = |n: Notice| worded(lang, &n);
        assert!(w(Notice::AlreadyMoved(sq("d4"))).contains("d4"));
        assert!(w(Notice::Replayed(7)).contains('7'));
        let link = BadLink::Query(LinkError::Threshold("forty".into()));
        assert!(w(Notice::BadLink(link)).contains("t=forty"));
        let turn = GameError {
            index: 3,
            text: "b2-c3 b2-c3".into(),
            error: TurnError::Littles(littles_errors()[5].clone()),
        };
        let text = w(Notice::BadLink(BadLink::Game(turn)));
        assert!(text.contains('3') && text.contains("b2-c3 b2-c3") && text.contains("b2"));
    }
}

#[test]
fn players_in_both_languages() {
    for l in Lang::ALL {
        let m = l.messages();
        for p in PlayerId::ALL {
            assert!(!m.play.player(p).is_empty());
        }
    }
    let en = &Lang::En.messages().play;
    assert_eq!(
        en.player(PlayerId::Computer(Level::Strong)),
        "Computer (strong)"
    );
    let zh = &Lang::ZhHant.messages().play;
    assert_eq!(zh.player(PlayerId::Computer(Level::Easy)), "電腦（簡單）");
}

/// A count of turns is said in the form that agrees with it: one turn, two turns.
#[test]
fn counts_of_turns_agree_with_their_noun() {
    for (notice, said) in [
        (
            Notice::Resumed(1),
            "Your game is back as you left it: 1 turn.",
        ),
        (
            Notice::Resumed(12),
            "Your game is back as you left it: 12 turns.",
        ),
        (Notice::Replayed(1), "The linked game was replayed: 1 turn."),
        (
            Notice::Replayed(2),
            "The linked game was replayed: 2 turns.",
        ),
    ] {
        assert_eq!(worded(Lang::En, &notice), said);
    }
}
