//! Setup validation against the game itself: in the one-piece variants every reachable position
//! passes `setup::validate`, and with `cover = off` exactly those do (every position of the six
//! pieces is tried, the reachable ones found by a walk from the start).

use app::setup::validate;
use gobblet_rules::{Bitboard, Cover, Player, Position, Size, Square, Variant};

/// The index of a position with at most one piece of each kind per player (`pieces = 1`) among
/// the 2 × 10⁶ of [`every_small_board`]: a decimal digit per kind (its square, 9 when off the
/// board), then the side to move.
fn small_index(p: &Position) -> usize {
    let mut code = 0;
    for player in Player::ALL.into_iter().rev() {
        for size in Size::ALL.into_iter().rev() {
            let mask = p.pieces(player, size);
            let digit = mask.iter().next().map_or(9, Square::index);
            code = code * 10 + digit;
        }
    }
    code * 2 + p.side_to_move().index()
}

/// Every position reachable under `v` (`pieces = 1`), by a walk from the start: a flag per
/// [`small_index`].
fn reachable(v: &Variant) -> Vec<bool> {
    let mut seen = vec![false; 2_000_000];
    seen[small_index(&Position::START)] = true;
    let mut frontier = vec![Position::START];
    while let Some(p) = frontier.pop() {
        for &mv in p.legal_moves(v).iter() {
            let next = p.play(mv);
            let i = small_index(&next);
            if !seen[i] {
                seen[i] = true;
                frontier.push(next);
            }
        }
    }
    seen
}

/// Every position with one piece of each kind per player (`pieces = 1`): each of the six pieces
/// off the board or on one of the nine squares, either side to move.
fn every_small_board() -> impl Iterator<Item = Position> {
    (0..1_000_000u32).flat_map(|code| {
        let mut digits = code;
        let mut masks = [[Bitboard::EMPTY; 3]; 2];
        for player in &mut masks {
            for mask in player.iter_mut() {
                let d = digits % 10;
                digits /= 10;
                if d < 9 {
                    *mask = Bitboard(1 << d);
                }
            }
        }
        Player::ALL
            .into_iter()
            .filter_map(move |side| Position::from_masks(masks, side).ok())
    })
}

/// In the small variants the checks are sound (no reachable position is refused) and, with
/// `cover = off`, exact (every accepted position is reachable).
#[test]
fn the_checks_against_every_reachable_position_of_the_small_variants() {
    for v in Variant::ALL.into_iter().filter(|v| v.pieces() == 1) {
        let reachable = reachable(&v);
        let (mut count, mut accepted, mut unreachable) = (0, 0, 0);
        for p in every_small_board() {
            let i = small_index(&p);
            let ok = validate(&p, &v).is_ok();
            if reachable[i] {
                count += 1;
                assert!(
                    ok,
                    "{p} is reachable under {v} but refused: {:?}",
                    validate(&p, &v)
                );
            }
            accepted += usize::from(ok);
            unreachable += usize::from(ok && !reachable[i]);
        }
        assert_eq!(
            count,
            reachable.iter().filter(|&&r| r).count(),
            "every index is a board"
        );
        eprintln!(
            "{v}: {} reachable positions, all accepted; {} accepted, {unreachable} of them unreachable",
            count, accepted
        );
        assert_eq!(accepted, count + unreachable);
        if v.cover == Cover::Off {
            assert_eq!(unreachable, 0, "under {v} the checks are exact");
        }
    }
}
