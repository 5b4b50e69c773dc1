//! Properties along random games and over arbitrary strings.

mod common;

use common::{random_legal_turn, random_turn, sparse_position, wild_littles_turn, Rng};
use gobbler_rules::{Game, GobblerMove, LittlesTurn, Position, Side, Square, Status, LITTLES};
use proptest::prelude::*;

/// Every path a Gobbler on the board could write: one or two knight hops on the board.
fn every_path(pos: &Position) -> Vec<GobblerMove> {
    let mut out = Vec::new();
    for g in pos.gobblers().iter() {
        for s1 in g.knight_hops() {
            out.push(GobblerMove::one(g, s1));
            for s2 in s1.knight_hops() {
                out.push(GobblerMove::two(g, s1, s2));
            }
        }
    }
    out
}

fn check_position(pos: &Position) -> Result<(), TestCaseError> {
    let on_board: u32 = pos.counts().iter().map(|&c| u32::from(c)).sum();
    prop_assert_eq!(on_board + u32::from(pos.eaten()), u32::from(LITTLES));
    for g in pos.gobblers().iter() {
        prop_assert_eq!(pos.count(g), 0);
    }
    let text = pos.to_string();
    prop_assert_eq!(Position::parse(&text), Ok(*pos), "{}", text);
    Ok(())
}

proptest! {
    #![proptest_config(testkit::proptest_config(1000))]

    /// Littles on the board + eaten = 60 along random games, notation round-trips, every
    /// Gobbler turn eats at least two, and every game ends.
    #[test]
    fn random_games_keep_the_invariants_and_end(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let mut pos = Position::START;
        let mut gobbler_turns = 0;
        let mut game = Game::new(pos);
        check_position(&pos)?;
        while let Some(turn) = random_legal_turn(&pos, &mut rng) {
            let next = *game.play(turn).unwrap();
            check_position(&next)?;
            if pos.side() == Side::Gobblers {
                gobbler_turns += 1;
                prop_assert!(next.eaten() >= pos.eaten() + 2);
                prop_assert!(next.gobblers().len() <= pos.gobblers().len());
            } else {
                prop_assert_eq!(next.eaten(), pos.eaten());
            }
            prop_assert_eq!(next.side(), pos.side().other());
            pos = next;
        }
        // 60 Littles, two or more eaten per Gobbler turn that is not the last.
        prop_assert!(gobbler_turns <= 30, "{} Gobbler turns", gobbler_turns);
        let Status::Over { winner } = pos.status() else {
            return Err(TestCaseError::fail("the walk stopped in an ongoing game"));
        };
        prop_assert_eq!(winner, pos.without_starving().winner());
        prop_assert!(pos.without_starving().gobblers().is_empty());
        // The game written in notation reads back turn by turn.
        let text = game.to_string();
        let again = Game::parse(Position::START, &text).unwrap();
        prop_assert_eq!(again.positions(), game.positions());
        prop_assert_eq!(again.to_string(), text);
    }

    /// The Gobbler move generator lists exactly the paths the checker accepts, and starving
    /// gives the same result judged both at once or one Gobbler at a time, in either order.
    #[test]
    fn gobbler_generator_and_checker_agree(seed in any::<u64>(), turns in 0usize..60) {
        let mut rng = Rng::new(seed);
        let mut pos = Position::START;
        for _ in 0..turns {
            match random_turn(&pos, &mut rng) {
                Some(next) => pos = next,
                None => break,
            }
        }
        if pos.side() == Side::Littles {
            match random_turn(&pos, &mut rng) {
                Some(next) => pos = next,
                None => return Ok(()),
            }
        }
        let listed = pos.gobbler_moves();
        for mv in every_path(&pos) {
            let applied = pos.apply_gobbler_move(&mv);
            prop_assert_eq!(listed.contains(&mv), applied.is_ok(), "{} in {}: {:?}", mv, pos, applied);
            prop_assert_eq!(mv.to_string().parse::<GobblerMove>(), Ok(mv));
        }
        let mut sorted: Vec<_> = listed.to_vec();
        sorted.sort();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), listed.len(), "a path listed twice");
        // Starving one at a time: remove a starving Gobbler first, then judge the other.
        let both = pos.starving();
        for first in both.iter() {
            let alone = Position::new(
                *pos.counts(),
                pos.gobblers().without(first),
                Side::Gobblers,
                pos.eaten(),
                pos.threshold(),
            ).unwrap();
            prop_assert_eq!(alone.starving(), both.without(first), "{}", pos);
        }
    }

    /// A Littles turn the checker accepts moves exactly its steps; one it rejects changes
    /// nothing; written turns read back.
    #[test]
    fn littles_turns_apply_their_steps(seed in any::<u64>(), littles in 1u8..=60) {
        let mut rng = Rng::new(seed);
        let pos = sparse_position(&mut rng, littles, Side::Littles);
        for _ in 0..20 {
            let turn = wild_littles_turn(&pos, &mut rng);
            prop_assert_eq!(turn.to_string().parse::<LittlesTurn>(), Ok(turn));
            if let Ok(next) = pos.apply_littles_turn(&turn) {
                let mut counts = *pos.counts();
                for s in turn.steps() {
                    prop_assert!(counts[s.from.index()] > 0);
                    counts[s.from.index()] -= 1;
                    counts[s.to.index()] += 1;
                }
                prop_assert_eq!(next.counts(), &counts);
                prop_assert_eq!(next.side(), Side::Gobblers);
                for s in turn.steps() {
                    let leaving = turn.steps().iter().filter(|t| t.from == s.from).count();
                    prop_assert!(leaving <= usize::from(pos.count(s.from)));
                    prop_assert!(s.from.is_neighbour(s.to) && !pos.is_gobbler(s.to));
                }
            }
        }
    }

    /// The parsers never panic on arbitrary text.
    #[test]
    fn parsers_never_panic(text in "\\PC{0,200}") {
        let _ = Position::parse(&text);
        let _ = text.parse::<LittlesTurn>();
        let _ = text.parse::<GobblerMove>();
        let _ = text.parse::<Square>();
        let _ = Position::START.play_game(&text);
        let _ = Position::START.play_game("pass").map(|p| p.play_game(&text));
    }

    /// Nor on notation with a few characters changed, and what they accept is valid.
    #[test]
    fn mutated_notation_never_panics(
        seed in any::<u64>(),
        edits in proptest::collection::vec((any::<usize>(), "[0-9.,/GL ]"), 1..4),
    ) {
        let mut rng = Rng::new(seed);
        let littles = 1 + rng.below(60) as u8;
        let pos = sparse_position(&mut rng, littles, Side::Gobblers);
        let mut text = pos.to_string();
        for (at, with) in edits {
            let at = at % text.len();
            text.replace_range(at..at + 1, &with);
        }
        if let Ok(p) = Position::parse(&text) {
            check_position(&p)?;
        }
        let _ = Position::START.play_game(&text.replace('/', ";"));
    }
}
