//! Compares two solved tables of the same rules but for the reveal rule: every slot reached in
//! both whose position shows no line, value against value, and lists where they differ.
//!
//! ```sh
//! cargo run --release -p solver -- solve --reveal loses --out data/standard-loses
//! cargo run --release -p solver --example reveal_diff -- data/standard data/standard-loses
//! ```
//!
//! Prints the number of compared positions, the differences by (must-cover value, loses value)
//! and the first few differing positions.

use std::collections::BTreeMap;
use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use gobblet_rules::{Player, Value};
use solver::index::DenseIndex;
use solver::table;

fn main() -> Result<()> {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let [a, b] = args.as_slice() else {
        bail!("usage: reveal_diff MUST_COVER_DIR LOSES_DIR");
    };
    let mc = table::open(a).with_context(|| format!("opening {}", a.display()))?;
    let lo = table::open(b).with_context(|| format!("opening {}", b.display()))?;
    let variant = lo.variant;
    let (mut compared, mut only_loses) = (0u64, 0u64);
    let mut diffs: BTreeMap<(String, String), u64> = BTreeMap::new();
    let mut examples = Vec::new();
    lo.reach
        .for_each_in_blocks(0..lo.reach.block_count(), |index, rank| {
            let sides = lo.sides_at(rank);
            let Some(v_lo) = Value::from_byte(lo.byte(rank)) else {
                return;
            };
            for (bit, side) in [(1, Player::P1), (2, Player::P2)] {
                if sides & bit == 0 {
                    continue;
                }
                let Some(pos) = lo.indexer.position_for(DenseIndex(index), side) else {
                    return;
                };
                if pos.line_winner(&variant).is_some() {
                    continue;
                }
                let Some(v_mc) = mc.value(&pos) else {
                    only_loses += 1;
                    continue;
                };
                compared += 1;
                if v_mc != v_lo {
                    *diffs
                        .entry((v_mc.to_string(), v_lo.to_string()))
                        .or_insert(0) += 1;
                    if examples.len() < 40 {
                        examples.push(format!("{pos}  must-cover {v_mc}  loses {v_lo}"));
                    }
                }
            }
        });
    println!("{compared} positions without a line compared, {only_loses} reached only under loses");
    println!("{} differ", diffs.values().sum::<u64>());
    for ((m, l), n) in &diffs {
        println!("  must-cover {m:>4}  loses {l:>4}  {n}");
    }
    for e in examples {
        println!("  {e}");
    }
    Ok(())
}
