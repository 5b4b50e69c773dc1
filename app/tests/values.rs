//! Values in words: which move ends the game (`LastMove`), counted for either side to move,
//! and the sentences both languages make of it, never "in 0".

use app::i18n::{Lang, LastMove, Tables};
use gobblet_rules::{Player, Value};

/// The player of the last ply and how many moves that player made, by playing the plies out one
/// by one from `side`'s turn (independent of `LastMove`'s arithmetic).
fn played_out(side: Player, plies: u8) -> Option<(Player, u8)> {
    let mut to_move = side;
    let mut last = None;
    let mut made = [0u8; 2];
    for _ in 0..plies {
        let i = usize::from(to_move == Player::P2);
        made[i] += 1;
        last = Some((to_move, made[i]));
        to_move = to_move.opponent();
    }
    last
}

#[test]
fn the_last_move_is_the_one_played_out_for_either_side_to_move() {
    for side in [Player::P1, Player::P2] {
        for plies in 0..=60u8 {
            let last = LastMove::of(plies);
            match played_out(side, plies) {
                None => assert_eq!(last.nth, 0, "{plies}"),
                Some((who, nth)) => {
                    assert_eq!(last.by_mover, who == side, "{side:?} {plies}");
                    assert_eq!(last.nth, nth, "{side:?} {plies}");
                }
            }
        }
    }
}

#[test]
fn values_read_in_moves_and_plies() {
    let t = &Lang::En.messages().ui;
    let cases = [
        (
            Value::Win(13),
            Player::P1,
            "wins with its 7th move (13 plies)",
        ),
        (Value::Win(1), Player::P2, "wins with its 1st move (1 ply)"),
        (
            Value::Loss(12),
            Player::P1,
            "loses to Blue's 6th move (12 plies)",
        ),
        (
            Value::Loss(2),
            Player::P2,
            "loses to Orange's 1st move (2 plies)",
        ),
        (
            Value::Win(4),
            Player::P1,
            "wins on Blue's 2nd move (4 plies)",
        ),
        (
            Value::Loss(1),
            Player::P1,
            "loses with its 1st move (1 ply)",
        ),
        (
            Value::Win(23),
            Player::P1,
            "wins with its 12th move (23 plies)",
        ),
        (
            Value::Win(41),
            Player::P1,
            "wins with its 21st move (41 plies)",
        ),
        (Value::Loss(0), Player::P2, "Orange has won"),
        (Value::Win(0), Player::P1, "Orange has won"),
        (Value::Draw, Player::P1, "draw"),
    ];
    for (v, side, want) in cases {
        assert_eq!(t.value_words(v, side), want, "{v:?} {side:?}");
    }
    let zh = &Lang::ZhHant.messages().ui;
    assert_eq!(
        zh.value_words(Value::Win(13), Player::P1),
        "以自己的第 7 步獲勝（雙方共 13 步）"
    );
    assert_eq!(
        zh.value_words(Value::Loss(12), Player::P2),
        "會敗在橘方的第 6 步（雙方共 12 步）"
    );
    assert_eq!(zh.value_words(Value::Loss(0), Player::P1), "藍方已獲勝");
}

#[test]
fn english_ordinals() {
    let t = &Lang::En.messages().ui;
    let said: Vec<String> = [
        1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112, 113, 122,
    ]
    .iter()
    .map(|&n| t.ordinal(n))
    .collect();
    assert_eq!(
        said.join(" "),
        "1st 2nd 3rd 4th 10th 11th 12th 13th 14th 21st 22nd 23rd 101st 111th 112th 113th 122nd"
    );
}

/// No value of any length, for either side, in either language, reads "in 0" or counts 0
/// moves or plies.
#[test]
fn no_value_reads_in_zero() {
    for lang in Lang::ALL {
        let t = &lang.messages().ui;
        for side in [Player::P1, Player::P2] {
            for n in 0..=60u8 {
                for v in [Value::Win(n), Value::Loss(n)] {
                    let w = t.value_words(v, side);
                    assert!(
                        !w.contains(" 0 ") && !w.contains("in 0") && !w.contains("第 0"),
                        "{lang:?} {v:?} {side:?}: {w}"
                    );
                }
            }
        }
    }
}
