//! The fast rules (and the fast perft) against a naive oracle written from `rules.md` alone.
//!
//! `naive/` shares no code with the rules crate: plain arrays, plain loops, its own notation
//! parser, its own symmetries. Every figure compared here is computed by both, never typed in.

mod naive;

use gobblet_rules::{Cover, Position, Reveal, Status, Variant};
use naive::NaiveRules;
use proptest::prelude::*;

fn naive_rules(v: &Variant) -> NaiveRules {
    NaiveRules {
        loses: v.reveal == Reveal::Loses,
        cover_off: v.cover == Cover::Off,
        pieces: v.pieces(),
    }
}

#[test]
fn perft_counts_agree_with_the_naive_oracle_for_every_variant_to_depth_6() {
    for variant in Variant::ALL {
        let fast: Vec<(u64, u64)> = solver::perft::counts(&variant, 6)
            .iter()
            .map(|c| (c.sequences, c.positions))
            .collect();
        let slow = naive::naive_counts(&naive_rules(&variant), 6);
        assert_eq!(fast, slow, "variant {variant}");
    }
}

/// A random walk from the start: the moves played, as notation.
fn random_line(variant: &Variant, choices: &[u16]) -> Vec<String> {
    let mut pos = Position::START;
    let mut line = Vec::new();
    for &c in choices {
        let moves = pos.legal_moves(variant);
        if moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(c) % moves.len()];
        line.push(mv.to_string());
        pos = pos.play(mv);
    }
    line
}

proptest! {
    #![proptest_config(testkit::proptest_config(3000))]

    /// Along random games, both implementations list the same legal moves, reach the same
    /// canonical key and agree on who has won.
    #[test]
    fn random_games_agree_with_the_naive_oracle(
        variant in 0usize..8,
        choices in proptest::collection::vec(any::<u16>(), 0..40),
    ) {
        let variant = Variant::ALL[variant];
        let naive_rules = naive_rules(&variant);
        let line = random_line(&variant, &choices);
        for n in 0..=line.len() {
            let text = line[..n].join(" ");
            let pos = Position::START.play_line(&variant, &text).unwrap();
            let mut fast: Vec<String> =
                pos.legal_moves(&variant).iter().map(|m| m.to_string()).collect();
            fast.sort();
            prop_assert_eq!(Some(fast), naive::naive_legal_moves_after(&naive_rules, &text));
            prop_assert_eq!(
                Some(pos.canonical_key().0),
                naive::naive_canonical_key_after(&naive_rules, &text)
            );
            let winner = match pos.status(&variant) {
                Status::Line { winner, .. } => Some(winner.number()),
                _ => None,
            };
            prop_assert_eq!(winner, naive::naive_winner_after(&naive_rules, &text));
        }
    }
}
