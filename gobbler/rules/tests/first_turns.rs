//! The number of distinct positions after the Littles' first turn, computed two other ways and
//! compared with the fast walk: by brute force (every multiset of up to three steps from the
//! start applied to a full board, the boards collected in a hash set: about 21 s and 11 million
//! boards) and by `gobbler-naive` (its results as notation strings: about 3.5 min and 2.7 GB).
//! Run in release: `cargo test --release -p gobbler-rules --test first_turns -- --ignored`.

use std::collections::HashSet;

use gobbler_rules::Position;

/// The steps from the start, with plain coordinates: (file, rank) 0-based.
fn start_steps(board: &[[u8; 8]; 8]) -> Vec<((usize, usize), (usize, usize))> {
    let mut steps = Vec::new();
    for f in 0..8i32 {
        for r in 0..8i32 {
            if board[f as usize][r as usize] == 0 {
                continue;
            }
            for df in -1..=1 {
                for dr in -1..=1 {
                    let (tf, tr) = (f + df, r + dr);
                    if (df, dr) == (0, 0) || !(0..8).contains(&tf) || !(0..8).contains(&tr) {
                        continue;
                    }
                    // Gobblers on d4 (3,3) and e5 (4,4).
                    if (tf, tr) == (3, 3) || (tf, tr) == (4, 4) {
                        continue;
                    }
                    steps.push(((f as usize, r as usize), (tf as usize, tr as usize)));
                }
            }
        }
    }
    steps
}

#[test]
#[ignore = "about 11 million boards: run in release"]
fn first_turns_by_brute_force() {
    let mut board = [[1u8; 8]; 8];
    for (f, r) in [(3, 3), (4, 3), (3, 4), (4, 4)] {
        board[f][r] = 0;
    }
    let steps = start_steps(&board);
    let mut seen: HashSet<[[u8; 8]; 8]> = HashSet::new();
    seen.insert(board);
    let n = steps.len();
    for i in 0..n {
        for j in i..=n {
            for l in j..=n {
                // j == n / l == n stand for "no step": multisets of 1, 2 and 3 steps.
                let mut chosen = vec![steps[i]];
                if j < n {
                    chosen.push(steps[j]);
                }
                if l < n && j < n {
                    chosen.push(steps[l]);
                }
                if j == n && l < n {
                    continue;
                }
                let mut b = board;
                let mut ok = true;
                for &((f, r), _) in &chosen {
                    if b[f][r] == 0 {
                        ok = false; // more steps leave a square than it held at the start
                        break;
                    }
                    b[f][r] -= 1;
                }
                if !ok {
                    continue;
                }
                for &(_, (f, r)) in &chosen {
                    b[f][r] += 1;
                }
                seen.insert(b);
            }
        }
    }
    assert_eq!(Position::START.count_littles_turns(), seen.len());
    println!("first turns {}", seen.len());
}

#[test]
#[ignore = "millions of positions written as strings: run in release"]
fn first_turns_by_the_naive_crate() {
    let start = gobbler_naive::Position::parse("start").unwrap();
    let results = gobbler_naive::littles_turn_results(&start);
    assert_eq!(Position::START.count_littles_turns(), results.len());
    println!("first turns {} (naive)", results.len());
}
