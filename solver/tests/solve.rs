//! The fast solver against a deliberately simple reference solver (a map of positions and a
//! plain fixpoint loop, sharing nothing with the fast solver beyond the rules crate), on every
//! small variant; `verify` on written tables, and on tables with one wrong value or one flipped
//! byte.

mod reference;

use std::collections::HashMap;

use gobblet_rules::{Cover, Player, Position, Reveal, Square, Value, Variant};
use gobblet_tablebase::stats::{Outcome, OutcomeCounts};
use reference::RefValue;
use solver::index::DenseIndex;
use solver::{solve, stats, table, verify};

/// The variants small enough for CI: every one-piece variant and cover = off.
fn small_variants() -> Vec<Variant> {
    let mut v = Vec::new();
    for reveal in [Reveal::MustCover, Reveal::Loses] {
        for cover in [Cover::On, Cover::Off] {
            v.push(Variant::new(reveal, cover, 1).unwrap());
        }
        v.push(Variant::new(reveal, Cover::Off, 2).unwrap());
    }
    v
}

fn to_ref(v: Value) -> RefValue {
    match v {
        Value::Win(n) => RefValue::Win(u32::from(n)),
        Value::Loss(n) => RefValue::Loss(u32::from(n)),
        Value::Draw => RefValue::Draw,
    }
}

/// Every (public canonical key, value) of a fast table.
fn fast_map<B, S>(t: &table::Table<B, S>) -> HashMap<u64, RefValue>
where
    B: AsRef<[solver::bitset::Block]>,
    S: AsRef<[u8]>,
{
    let mut map = HashMap::new();
    t.reach
        .for_each_in_blocks(0..t.reach.block_count(), |index, rank| {
            let flags = t.sides_at(rank);
            let value = to_ref(Value::from_byte(t.byte(rank)).expect("solved"));
            for (bit, side) in [(1, Player::P1), (2, Player::P2)] {
                if flags & bit != 0 {
                    let pos = t.indexer.position_for(DenseIndex(index), side).unwrap();
                    assert!(
                        map.insert(pos.canonical_key().0, value).is_none(),
                        "duplicate key"
                    );
                }
            }
        });
    map
}

#[test]
fn fast_solver_equals_reference_solver_on_every_small_variant() {
    for variant in small_variants() {
        let (fast, _) = solve::solve(&variant);
        let fast = fast_map(&fast);
        let slow = reference::solved(&variant);
        assert_eq!(fast.len(), slow.len(), "{variant}: reachable positions");
        let differing: Vec<_> = slow
            .iter()
            .filter(|(k, v)| fast.get(k) != Some(v))
            .take(5)
            .collect();
        assert!(
            differing.is_empty(),
            "{variant}: differing keys {differing:?}"
        );
    }
}

#[test]
fn stats_agree_with_the_reference_solution() {
    // Cover off with two pieces (deep wins, no draw) and two one-piece variants (draws; pins
    // with cover on).
    for variant in [
        Variant::new(Reveal::MustCover, Cover::Off, 2).unwrap(),
        Variant::new(Reveal::MustCover, Cover::On, 1).unwrap(),
        Variant::new(Reveal::MustCover, Cover::Off, 1).unwrap(),
    ] {
        stats_agree_on(&variant);
    }
}

/// Pieces on the board, buried ones included, counted square by square from the stacks.
fn stats_max_deepest() -> usize {
    gobblet_tablebase::stats::MAX_DEEPEST_POSITIONS
}

fn pieces_in_stacks(pos: &Position) -> usize {
    Square::ALL.iter().map(|&sq| pos.stack(sq).count()).sum()
}

fn stats_agree_on(variant: &Variant) {
    let (table, _) = solve::solve(variant);
    let s = stats::compute(&table);
    // `compute` fills every field (they are options for the app reading older files).
    let [p1_wins, p2_wins, s_draws, terminal_line] =
        [s.p1_wins, s.p2_wins, s.draws, s.terminal_line].map(|x| x.expect("filled"));
    let slow = reference::solved(variant);
    assert_eq!(s.reachable, slow.len() as u64, "{variant}");
    assert_eq!(s.non_terminal, p1_wins + p2_wins + s_draws, "{variant}");
    assert_eq!(s.non_terminal + terminal_line, s.reachable, "{variant}");
    // From the reference: positions by the side to move's outcome and distance, and by the
    // pieces on the board.
    let mut wins = vec![0u64; 32];
    let mut losses = vec![0u64; 32];
    let mut by_pieces = vec![OutcomeCounts::default(); 13];
    let mut draws_by_pieces = vec![0u64; 13];
    let (mut terminal, mut draws) = (0, 0);
    // Won positions with exactly one move that keeps the win, and exactly one that wins fastest.
    let (mut single, mut single_fastest) = (0u64, 0u64);
    for (&key, &v) in slow {
        let pos = Position::from_key(gobblet_rules::Key(key)).unwrap();
        if pos.line_winner(variant).is_some() {
            terminal += 1;
            continue;
        }
        let counts = &mut by_pieces[pieces_in_stacks(&pos)];
        match v {
            RefValue::Win(n) => {
                wins[n as usize] += 1;
                counts.wins += 1;
                let children: Vec<RefValue> = pos
                    .legal_moves(variant)
                    .iter()
                    .map(|&mv| slow[&pos.play(mv).canonical_key().0])
                    .collect();
                let keeping = children
                    .iter()
                    .filter(|c| matches!(c, RefValue::Loss(_)))
                    .count();
                let fastest = children
                    .iter()
                    .filter(|&&c| c == RefValue::Loss(n - 1))
                    .count();
                single += u64::from(keeping == 1);
                single_fastest += u64::from(fastest == 1);
            }
            RefValue::Loss(n) => {
                losses[n as usize] += 1;
                counts.losses += 1;
            }
            RefValue::Draw => {
                draws += 1;
                draws_by_pieces[pieces_in_stacks(&pos)] += 1;
                counts.draws += 1;
            }
        }
    }
    assert_eq!(terminal_line, terminal, "{variant}");
    assert_eq!(s.single_winning_move, Some(single), "{variant}");
    assert_eq!(s.single_fastest_move, Some(single_fastest), "{variant}");
    // The deepest win's positions: the reference's positions won in the most plies.
    let deepest = wins.iter().rposition(|&w| w > 0).unwrap_or(0) as u32;
    let mut want: Vec<u64> = slow
        .iter()
        .filter(|&(_, &v)| v == RefValue::Win(deepest))
        .map(|(&k, _)| k)
        .collect();
    let mut got: Vec<u64> = s
        .deepest_win_positions
        .iter()
        .map(|p| p.parse::<Position>().unwrap().canonical_key().0)
        .collect();
    want.sort_unstable();
    got.sort_unstable();
    if want.len() <= stats_max_deepest() {
        assert_eq!(got, want, "{variant}: the deepest win's positions");
    } else {
        assert_eq!(got.len(), stats_max_deepest(), "{variant}");
    }
    assert_eq!(s_draws, draws, "{variant}");
    let trim = |mut h: Vec<u64>| {
        while h.last() == Some(&0) {
            h.pop();
        }
        h
    };
    assert_eq!(s.win_histogram, trim(wins), "{variant}");
    assert_eq!(s.loss_histogram, trim(losses), "{variant}");
    assert_eq!(s.draws_by_pieces_on_board, draws_by_pieces, "{variant}");
    assert_eq!(s.outcomes_by_pieces_on_board, by_pieces, "{variant}");
    // The documented relationships between the new field and the totals.
    let sum =
        |f: fn(&OutcomeCounts) -> u64| -> u64 { s.outcomes_by_pieces_on_board.iter().map(f).sum() };
    assert_eq!(
        sum(|c| c.wins),
        s.win_histogram.iter().sum::<u64>(),
        "{variant}"
    );
    assert_eq!(
        sum(|c| c.losses),
        s.loss_histogram.iter().sum::<u64>(),
        "{variant}"
    );
    assert_eq!(sum(|c| c.wins + c.losses), p1_wins + p2_wins, "{variant}");
    assert_eq!(sum(|c| c.draws), s_draws, "{variant}");
    assert_eq!(
        sum(|c| c.wins + c.losses + c.draws),
        s.non_terminal,
        "{variant}"
    );
    // The start and the first moves.
    let start = slow[&Position::START.canonical_key().0];
    assert_eq!(
        s.start.map(|start| {
            let plies = || u8::try_from(start.plies.unwrap()).unwrap();
            to_ref(match start.outcome {
                Outcome::Win => Value::Win(plies()),
                Outcome::Loss => Value::Loss(plies()),
                Outcome::Draw => Value::Draw,
            })
        }),
        Some(start),
        "{variant}"
    );
    for fm in &s.first_moves {
        let child = Position::START.play_line(variant, &fm.mv).unwrap();
        let expected = match slow[&child.canonical_key().0] {
            RefValue::Win(n) => (Outcome::Loss, Some(n + 1)),
            RefValue::Loss(n) => (Outcome::Win, Some(n + 1)),
            RefValue::Draw => (Outcome::Draw, None),
        };
        assert_eq!(
            (fm.outcome, fm.plies),
            expected,
            "{variant}: first move {}",
            fm.mv
        );
    }
}

#[test]
fn written_tables_verify_and_corruption_is_caught() {
    let dir = std::env::temp_dir().join(format!("gobblet-solve-test-{}", std::process::id()));
    let variant = Variant::new(Reveal::MustCover, Cover::On, 1).unwrap();
    let (t, _) = solve::solve(&variant);
    let stats_json = serde_json::to_string(&stats::compute(&t)).unwrap();
    t.write(&dir, &stats_json).unwrap();
    let opened = table::open(&dir).unwrap();
    assert_eq!(verify::verify(&opened).unwrap(), t.reach.ones());
    assert_eq!(fast_map(&opened), fast_map(&t));

    // One flipped byte: the checksum catches it and nothing is read.
    let values_path = dir.join("values.bin");
    let mut bytes = std::fs::read(&values_path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x01;
    std::fs::write(&values_path, &bytes).unwrap();
    let err = table::open(&dir)
        .err()
        .expect("a flipped byte must be detected")
        .to_string();
    assert!(
        err.contains("values.bin") && err.contains("checksum"),
        "{err}"
    );

    // A truncated file.
    std::fs::write(&values_path, &bytes[..bytes.len() - 1]).unwrap();
    assert!(table::open(&dir).is_err());

    // A table of another format version.
    let header_path = dir.join("table.json");
    let header = std::fs::read_to_string(&header_path).unwrap();
    std::fs::write(
        &header_path,
        header.replace("\"version\": 1", "\"version\": 99"),
    )
    .unwrap();
    let err = table::open(&dir).err().unwrap().to_string();
    assert!(err.contains("version 99"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn verify_names_a_position_whose_value_is_wrong() {
    let variant = Variant::new(Reveal::MustCover, Cover::Off, 1).unwrap();
    let (mut t, _) = solve::solve(&variant);
    // Lengthen one decided win by two plies: still a win, so only a check of the distance
    // against the children can notice.
    let rank = (0..t.reach.ones())
        .find(|&r| matches!(Value::from_byte(t.byte(r)), Some(Value::Win(n)) if n >= 1))
        .unwrap();
    let Some(Value::Win(n)) = Value::from_byte(t.values[rank as usize]) else {
        unreachable!()
    };
    t.values[rank as usize] = Value::Win(n + 2).to_byte();
    let bad = verify::verify(&t).expect_err("a wrong distance must fail verify");
    assert_eq!(bad.stored, Some(Value::Win(n + 2)));
    assert_eq!(bad.expected, Some(Value::Win(n)));
    assert_eq!(t.value(&bad.position), Some(Value::Win(n + 2)));
}
