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

/// Positions met along random games (with some Littles eaten), for the exhaustive checks below.
fn sample_positions(
    rng: &mut Rng,
    max_littles: u32,
    count: usize,
    also_gobbler_turns: bool,
) -> Vec<String> {
    let mut found = Vec::new();
    while found.len() < count {
        let mut text = Position::parse("start").unwrap().write();
        loop {
            let p = Position::parse(&text).unwrap();
            let (squares, eaten, _) = check(&text);
            if 60 - eaten <= max_littles {
                found.push(text.clone());
                break;
            }
            let turn = random_turn(rng, &squares);
            let q = apply_littles_turn(&p, &turn)
                .unwrap_or_else(|_| apply_littles_turn(&p, "pass").unwrap());
            match gobbler_turn(&q) {
                GobblerTurn::Over { .. } => break,
                GobblerTurn::Moves { moves, .. } => {
                    let g_text = q.write();
                    if also_gobbler_turns && found.len() < count && rng.below(4) == 0 {
                        found.push(g_text);
                    }
                    text = moves[rng.below(moves.len())].1.clone();
                }
            }
        }
    }
    found
}

/// Every path of one or two hops written out over all squares: `apply_gobbler_move` accepts
/// exactly the paths `gobbler_turn` lists, with the same results.
#[test]
fn apply_gobbler_move_accepts_exactly_the_listed_paths() {
    let mut rng = Rng(777);
    let squares: Vec<String> = (0..8)
        .flat_map(|f| (0..8).map(move |r| name(f, r)))
        .collect();
    for text in sample_positions(&mut rng, 60, 40, true) {
        let p = Position::parse(&text).unwrap();
        let p = if text.contains(" L ") {
            apply_littles_turn(&p, "pass").unwrap()
        } else {
            p
        };
        let listed: std::collections::BTreeMap<String, String> = match gobbler_turn(&p) {
            GobblerTurn::Moves { moves, .. } => moves.into_iter().collect(),
            GobblerTurn::Over { .. } => Default::default(),
        };
        let mut accepted = std::collections::BTreeMap::new();
        let (board, _, _, _) = common::read(&p.write());
        for start in board.iter().filter(|(_, v)| *v == "G").map(|(k, _)| k) {
            for a in &squares {
                let one = format!("{start}>{a}");
                if let Ok(q) = apply_gobbler_move(&p, &one) {
                    accepted.insert(one, q.write());
                }
                for b in &squares {
                    let two = format!("{start}>{a}>{b}");
                    if let Ok(q) = apply_gobbler_move(&p, &two) {
                        accepted.insert(two, q.write());
                    }
                }
            }
        }
        assert_eq!(accepted, listed, "{text}");
    }
}

/// Every turn of up to three single steps written out: the positions `apply_littles_turn`
/// reaches are exactly `littles_turn_results`.
#[test]
fn apply_littles_turn_reaches_exactly_the_listed_results() {
    let mut rng = Rng(4242);
    for text in sample_positions(&mut rng, 5, 12, false) {
        assert!(text.contains(" L "), "{text}");
        let p = Position::parse(&text).unwrap();
        let (board, _, _, _) = common::read(&text);
        let mut steps = Vec::new();
        for (from, v) in &board {
            if v == "." || v == "G" {
                continue;
            }
            let b = from.as_bytes();
            let (f, r) = ((b[0] - b'a') as i32, (b[1] - b'1') as i32);
            for (df, dr) in NEIGHBOURS {
                if (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
                    steps.push(format!("{from}-{}", name(f + df, r + dr)));
                }
            }
        }
        let mut reached = std::collections::BTreeSet::new();
        reached.insert(apply_littles_turn(&p, "pass").unwrap().write());
        for a in &steps {
            for turn in std::iter::once(a.clone()).chain(steps.iter().flat_map(|b| {
                std::iter::once(format!("{a} {b}"))
                    .chain(steps.iter().map(move |c| format!("{a} {b} {c}")))
            })) {
                if let Ok(q) = apply_littles_turn(&p, &turn) {
                    reached.insert(q.write());
                }
            }
        }
        assert_eq!(reached, littles_turn_results(&p), "{text}");
    }
}
