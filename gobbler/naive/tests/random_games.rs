//! Thousands of random games through the public API, checking the invariants gobbler.md implies:
//! Littles on the board + eaten = 60, notation round-trips, each Gobbler turn eats at least two
//! or starves a Gobbler (so every game ends), `apply_*` agrees with the listed moves and turns,
//! the result follows the threshold, and the parser never panics on mangled text.

mod common;

use gobbler_naive::{
    apply_gobbler_move, apply_littles_turn, gobbler_turn, littles_turn_results, GobblerTurn,
    Position,
};

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const NEIGHBOURS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// Checks the invariants of one written position and returns (squares, eaten, gobblers).
fn check(text: &str) -> (std::collections::BTreeMap<String, String>, u32, usize) {
    let p = Position::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(p.write(), text, "round trip");
    let (squares, _, eaten, _) = common::read(text);
    let on_board: u32 = squares
        .values()
        .filter(|v| *v != "." && *v != "G")
        .map(|v| v.parse::<u32>().unwrap())
        .sum();
    assert_eq!(on_board + eaten, 60, "{text}");
    let gobblers = squares.values().filter(|v| *v == "G").count();
    (squares, eaten, gobblers)
}

/// A random Littles turn text: `pass` or up to three random steps from squares holding Littles
/// (which may still be illegal: onto a Gobbler, off the board, a Little stepping twice).
fn random_turn(rng: &mut Rng, squares: &std::collections::BTreeMap<String, String>) -> String {
    let occupied: Vec<&String> = squares
        .iter()
        .filter(|(_, v)| *v != "." && *v != "G")
        .map(|(k, _)| k)
        .collect();
    let n = rng.below(4);
    if n == 0 || occupied.is_empty() {
        return "pass".to_string();
    }
    let mut steps = Vec::new();
    for _ in 0..n {
        let from = occupied[rng.below(occupied.len())].as_bytes();
        let (f, r) = ((from[0] - b'a') as i32, (from[1] - b'1') as i32);
        let (df, dr) = NEIGHBOURS[rng.below(8)];
        let (tf, tr) = (f + df, r + dr);
        let to = if (0..8).contains(&tf) && (0..8).contains(&tr) {
            name(tf, tr)
        } else {
            format!("{}{}", (b'a' as i32 + tf) as u8 as char, tr + 1)
        };
        steps.push(format!("{}-{to}", name(f, r)));
    }
    steps.join(" ")
}

#[test]
fn random_games_keep_the_invariants_and_end() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut games_won = [0u32; 2];
    let mut total_gobbler_turns = 0;
    let mut checked_against_results = 0;
    for game in 0..2000 {
        // Half the games from the start, half from the start with a random threshold.
        let mut text = Position::parse("start").unwrap().write();
        if game % 2 == 1 {
            text = text.replace(" L 0 40", &format!(" L 0 {}", rng.below(61)));
        }
        let mut gobbler_turns = 0;
        loop {
            // The Littles' turn.
            let (squares, eaten, gobblers) = check(&text);
            assert!(
                gobblers >= 1,
                "with L to move a Gobbler is on the board: {text}"
            );
            let p = Position::parse(&text).unwrap();
            let mut next = None;
            for _ in 0..20 {
                let turn = random_turn(&mut rng, &squares);
                if let Ok(q) = apply_littles_turn(&p, &turn) {
                    next = Some((turn, q.write()));
                    break;
                }
            }
            let (turn, after) = next.unwrap_or_else(|| {
                (
                    "pass".into(),
                    apply_littles_turn(&p, "pass").unwrap().write(),
                )
            });
            let (_, eaten_after, gobblers_after) = check(&after);
            assert_eq!(
                (eaten_after, gobblers_after),
                (eaten, gobblers),
                "{text} + {turn}"
            );
            assert!(after.contains(" G "), "{after}");
            // With few Littles, the turn is one of the enumerated results.
            if 60 - eaten <= 6 && game % 4 == 0 {
                assert!(littles_turn_results(&p).contains(&after), "{text} + {turn}");
                checked_against_results += 1;
            }
            text = after;

            // The Gobbler player's turn.
            let p = Position::parse(&text).unwrap();
            gobbler_turns += 1;
            assert!(
                gobbler_turns <= 32,
                "each Gobbler turn eats two or starves one: {text}"
            );
            match gobbler_turn(&p) {
                GobblerTurn::Over {
                    final_position,
                    gobbler_wins,
                } => {
                    let (_, eaten_end, gobblers_end) = check(&final_position);
                    assert_eq!(gobblers_end, 0);
                    assert_eq!(eaten_end, eaten);
                    let threshold: u32 = text.rsplit(' ').next().unwrap().parse().unwrap();
                    assert_eq!(gobbler_wins, eaten > threshold);
                    games_won[gobbler_wins as usize] += 1;
                    break;
                }
                GobblerTurn::Moves { starved, moves } => {
                    assert!(starved.len() < gobblers);
                    assert!(!moves.is_empty());
                    for s in &starved {
                        let e = apply_gobbler_move(&p, &format!("{s}>a1")).unwrap_err();
                        assert!(!e.is_empty());
                    }
                    let (path, after) = &moves[rng.below(moves.len())];
                    assert_eq!(
                        &apply_gobbler_move(&p, path).unwrap().write(),
                        after,
                        "{text} {path}"
                    );
                    let (_, eaten_after, gobblers_after) = check(after);
                    assert!(eaten_after >= eaten + 2, "{text} {path}");
                    assert_eq!(gobblers_after, gobblers - starved.len());
                    assert!(after.contains(" L "));
                    text = after.clone();
                }
            }
        }
        total_gobbler_turns += gobbler_turns;
    }
    // Random play should produce both results and long games.
    assert!(games_won[0] > 0 && games_won[1] > 0, "{games_won:?}");
    assert!(total_gobbler_turns > 2000 * 5, "{total_gobbler_turns}");
    assert!(checked_against_results > 0);
}

/// The parser never panics: mangled versions of valid positions and random strings over the
/// notation's alphabet. Whatever it accepts round-trips.
#[test]
fn parser_never_panics() {
    let mut rng = Rng(12345);
    let alphabet: Vec<char> = "0123456789.,/GL start -+x\u{e9}".chars().collect();
    let base = Position::parse("start").unwrap().write();
    let mut accepted = 0;
    for i in 0..50_000 {
        let text: String = if i % 2 == 0 {
            let mut chars: Vec<char> = base.chars().collect();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(chars.len());
                match rng.below(3) {
                    0 => chars[at] = alphabet[rng.below(alphabet.len())],
                    1 => {
                        chars.remove(at);
                    }
                    _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
                }
            }
            chars.into_iter().collect()
        } else {
            (0..rng.below(200))
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect()
        };
        if let Ok(p) = Position::parse(&text) {
            accepted += 1;
            assert_eq!(Position::parse(&p.write()).unwrap(), p);
            let _ = apply_littles_turn(&p, &text);
            let _ = apply_gobbler_move(&p, &text);
        }
        let start = Position::parse("start").unwrap();
        let _ = apply_littles_turn(&start, &text);
    }
    // Some one-character changes keep a valid position (e.g. the threshold's digits).
    assert!(accepted > 0);
}
