//! Moves that are the same under the position's symmetry: when a symmetry of the board maps the
//! position onto itself, it maps each move onto one that leads to a mirror image of the same
//! position, with the same value. The move list can show each such group once.

use gobblet_rules::{Move, Position, Symmetry};

/// The symmetries that map `pos` onto itself (the identity always among them).
#[must_use]
pub fn stabiliser(pos: &Position) -> Vec<Symmetry> {
    Symmetry::ALL
        .into_iter()
        .filter(|s| s.position(pos) == *pos)
        .collect()
}

/// `moves` (each with what the caller knows of it) in groups of moves that one of `pos`'s
/// symmetries maps onto each other. Groups keep the order of their first move in `moves`, and
/// each group lists its moves in the order of `moves`; the first stands for the group.
#[must_use]
pub fn group<T: Copy>(pos: &Position, moves: &[(Move, T)]) -> Vec<Vec<(Move, T)>> {
    let syms = stabiliser(pos);
    let mut groups: Vec<Vec<(Move, T)>> = Vec::new();
    for &(mv, info) in moves {
        let same = |g: &Vec<(Move, T)>| syms.iter().any(|s| s.apply_move(g[0].0) == mv);
        match groups.iter_mut().find(|g| same(g)) {
            Some(g) => g.push((mv, info)),
            None => groups.push(vec![(mv, info)]),
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use gobblet_rules::rng::Rng;
    use gobblet_rules::Variant;

    use super::*;

    const V: Variant = Variant::STANDARD;

    fn moves(pos: &Position) -> Vec<(Move, ())> {
        pos.legal_moves(&V).iter().map(|&m| (m, ())).collect()
    }

    #[test]
    fn the_start_has_nine_kinds_of_first_move() {
        // All eight symmetries fix the empty board; each size has a corner, an edge and the
        // centre: the 9 positions `perft` counts at depth 1 (README).
        let pos = Position::START;
        assert_eq!(stabiliser(&pos).len(), 8);
        let groups = group(&pos, &moves(&pos));
        assert_eq!(groups.len(), 9);
        let mut sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
        sizes.sort_unstable();
        assert_eq!(sizes, [1, 1, 1, 4, 4, 4, 4, 4, 4]);
        assert_eq!(
            groups.iter().map(Vec::len).sum::<usize>(),
            pos.legal_moves(&V).len()
        );
    }

    #[test]
    fn an_asymmetric_position_groups_nothing() {
        let pos = Position::START.play_line(&V, "L@a1 S@b3").unwrap();
        assert_eq!(stabiliser(&pos).len(), 1);
        let all = moves(&pos);
        assert_eq!(group(&pos, &all).len(), all.len());
    }

    /// Along random games: the groups are exactly the orbits of the stabiliser (checked by
    /// brute force over every pair), each move is in one group, and the moves of a group lead to
    /// positions with one canonical key (so one value).
    #[test]
    fn groups_are_the_orbits_of_the_stabiliser() {
        let mut rng = Rng::new(7);
        let mut symmetric = 0;
        for _ in 0..300 {
            let mut pos = Position::START;
            for _ in 0..rng.below(8) {
                let list = pos.legal_moves(&V);
                if list.is_empty() || pos.line_winner(&V).is_some() {
                    break;
                }
                pos = pos.play(list[rng.below(list.len())]);
            }
            let all = moves(&pos);
            let syms = stabiliser(&pos);
            let groups = group(&pos, &all);
            if syms.len() > 1 {
                symmetric += 1;
            }
            let mut seen = BTreeSet::new();
            for g in &groups {
                for (m, _) in g {
                    assert!(seen.insert(*m), "{m} in two groups");
                    assert_eq!(
                        pos.play(*m).canonical_key(),
                        pos.play(g[0].0).canonical_key(),
                        "{pos} {m}"
                    );
                }
            }
            assert_eq!(seen.len(), all.len());
            for (a, _) in &all {
                for (b, _) in &all {
                    let related = Symmetry::ALL
                        .iter()
                        .any(|s| s.position(&pos) == pos && s.apply_move(*a) == *b);
                    let together = groups
                        .iter()
                        .any(|g| g.iter().any(|x| x.0 == *a) && g.iter().any(|x| x.0 == *b));
                    assert_eq!(related, together, "{pos}: {a} {b}");
                }
            }
        }
        assert!(symmetric > 10, "only {symmetric} symmetric positions met");
    }
}
