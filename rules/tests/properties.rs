//! Properties over random positions (reached by random play under random variants) and over
//! arbitrary strings.

use gobblet_rules::{Bitboard, Move, Position, Size, Square, Symmetry, Variant};
use proptest::prelude::*;

/// Every move that could be written: 27 placements and 72 steps.
fn every_move() -> Vec<Move> {
    let mut all = Vec::new();
    for size in Size::ALL {
        for to in Square::ALL {
            all.push(Move::Place { size, to });
        }
    }
    for from in Square::ALL {
        for to in Square::ALL {
            if from != to {
                all.push(Move::Step { from, to });
            }
        }
    }
    all
}

/// A position reached by random play (stops early at a game end).
fn walk(variant: &Variant, choices: &[u16]) -> Position {
    let mut pos = Position::START;
    for &c in choices {
        let moves = pos.legal_moves(variant);
        if moves.is_empty() {
            break;
        }
        pos = pos.play(moves[usize::from(c) % moves.len()]);
    }
    pos
}

fn position_strategy() -> impl Strategy<Value = (Variant, Position)> {
    (0usize..8, proptest::collection::vec(any::<u16>(), 0..60)).prop_map(|(v, choices)| {
        let variant = Variant::ALL[v];
        (variant, walk(&variant, &choices))
    })
}

proptest! {
    #![proptest_config(testkit::proptest_config(5000))]

    #[test]
    fn canonical_key_is_the_same_for_all_eight_images((_, pos) in position_strategy()) {
        let canon = pos.canonical_key();
        for sym in Symmetry::ALL {
            let image = sym.position(&pos);
            prop_assert_eq!(image.canonical_key(), canon);
            prop_assert!(image.key().0 >= canon.0);
            prop_assert_eq!(sym.inverse().position(&image), pos);
        }
        prop_assert_eq!(pos.canonical().key().0, canon.0);
    }

    #[test]
    fn notation_and_keys_round_trip((_, pos) in position_strategy()) {
        let text = pos.to_string();
        prop_assert_eq!(text.parse::<Position>().unwrap(), pos);
        prop_assert_eq!(text.replace(' ', "_").parse::<Position>().unwrap(), pos);
        prop_assert_eq!(Position::from_key(pos.key()).unwrap(), pos);
    }

    #[test]
    fn generator_and_checker_agree((variant, pos) in position_strategy()) {
        let generated = pos.legal_moves(&variant);
        for mv in every_move() {
            let listed = generated.contains(&mv);
            let checked = pos.check_move(&variant, mv);
            prop_assert_eq!(listed, checked.is_ok(), "{} in {}: {:?}", mv, pos, checked);
            prop_assert_eq!(mv.to_string().parse::<Move>().unwrap(), mv);
        }
    }

    #[test]
    fn symmetry_maps_legal_moves_to_legal_moves((variant, pos) in position_strategy()) {
        for sym in Symmetry::ALL {
            let image = sym.position(&pos);
            let mut mapped: Vec<Move> =
                pos.legal_moves(&variant).iter().map(|&m| sym.apply_move(m)).collect();
            let mut direct: Vec<Move> = image.legal_moves(&variant).to_vec();
            mapped.sort();
            direct.sort();
            prop_assert_eq!(mapped, direct);
        }
    }

    #[test]
    fn pinned_pieces_are_exactly_those_whose_lift_shows_an_opponent_line(
        (_, pos) in position_strategy()
    ) {
        let me = pos.side_to_move();
        for sq in Square::ALL {
            let expected = match pos.top(sq) {
                Some((owner, size)) if owner == me => {
                    let mut masks = pos.masks();
                    masks[me.index()][size.index()] &= !(1 << sq.index());
                    let lifted = Position::from_masks(
                        masks.map(|m| m.map(Bitboard)),
                        me,
                    ).unwrap();
                    lifted.lines(me.opponent()) != 0
                }
                _ => false,
            };
            prop_assert_eq!(pos.pinned().contains(sq), expected);
        }
    }
}

proptest! {
    // The parser fuzz: 200,000 arbitrary strings (100,000 over the notation's own alphabet,
    // where near-misses are likely, and 100,000 over all of Unicode). None may panic; whatever
    // parses must print back to a string that parses to the same position.
    #![proptest_config(testkit::proptest_config(100_000))]

    #[test]
    fn position_parser_never_panics_on_notation_like_strings(s in "[.,/SMLsml12 _x]{0,40}") {
        if let Ok(pos) = s.parse::<Position>() {
            prop_assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
        }
        let _ = s.parse::<Move>();
        let _ = Position::START.play_line(&Variant::STANDARD, &s);
    }

    #[test]
    fn position_parser_never_panics_on_any_string(s in "\\PC{0,40}") {
        if let Ok(pos) = s.parse::<Position>() {
            prop_assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
        }
        let _ = s.parse::<Move>();
        let _ = s.parse::<Square>();
        let _ = s.parse::<Variant>();
    }
}

#[test]
fn key_decoding_rejects_bad_keys() {
    assert!(Position::from_key(gobblet_rules::Key(3)).is_err()); // owner 3
    assert!(Position::from_key(gobblet_rules::Key(1 << 60)).is_err()); // high bits
                                                                       // Three P1 smalls: squares 0, 1, 2 each with owner 1 in the small field.
    assert!(Position::from_key(gobblet_rules::Key(1 | 1 << 6 | 1 << 12)).is_err());
}

#[test]
fn symmetries_match_hand_drawn_boards() {
    // A large P1 piece on a3 (top-left) and a small P2 piece on b3 (top middle).
    let p: Position = "L,s,./.,.,./.,.,. 1".parse().unwrap();
    let images: Vec<String> = Symmetry::ALL
        .iter()
        .map(|s| s.position(&p).to_string())
        .collect();
    assert_eq!(
        images,
        [
            "L,s,./.,.,./.,.,. 1", // identity
            ".,.,L/.,.,s/.,.,. 1", // rotate 90° clockwise
            ".,.,./.,.,./.,s,L 1", // rotate 180°
            ".,.,./s,.,./L,.,. 1", // rotate 270° clockwise
            ".,s,L/.,.,./.,.,. 1", // mirror files
            ".,.,./.,.,./L,s,. 1", // mirror ranks
            "L,.,./s,.,./.,.,. 1", // reflect in a3-c1
            ".,.,./.,.,s/.,.,L 1", // reflect in a1-c3
        ]
    );
}
