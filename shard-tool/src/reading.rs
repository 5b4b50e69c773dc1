//! `shard-tool reading`: the file of the other reading of the reveal rule
//! ([`gobblet_tablebase::reading`]), from a second solve under that reading, then checked:
//! every position without a line, valued the client's way under that reading, against that
//! solve.

use std::path::Path;
use std::time::Instant;

use anyhow::{bail, Context, Result};
use gobblet_rules::{Player, Position, Value};
use gobblet_tablebase::{local, reading, tb_key, Lookup};
use rayon::prelude::*;
use solver::index::DenseIndex;
use solver::progress::Phase;
use solver::table::MappedTable;

use crate::source;

/// Writes `<build>/other-reading.bin` into the tablebase `dir` (built from `solved`) from
/// `other`, the solve under the other reading, and (with `check`) checks every position
/// against it.
pub fn write(dir: &Path, solved: &MappedTable, other: &MappedTable, check_all: bool) -> Result<()> {
    let started = Instant::now();
    let mut tb = source::open_tb(dir)?;
    let rules = reading::other(tb.variant());
    if solved.variant != *tb.variant() || other.variant != rules {
        bail!(
            "the tablebase is for {}, the solved tables for {} and {}: give the table it was built from and one solved under {rules}",
            tb.variant(),
            solved.variant,
            other.variant
        );
    }
    let phase = Phase::start("differences", other.reach.block_count() as u64);
    let mut entries: Vec<(u64, Value)> = other
        .reach
        .par_block_ranges()
        .map(|range| {
            let n = range.len() as u64;
            let mut found = Vec::new();
            other.reach.for_each_in_blocks(range, |index, rank| {
                let Some(pos) = slot_position(other, index, rank) else {
                    return;
                };
                let Some(value) = Value::from_byte(other.byte(rank)) else {
                    return;
                };
                if pos.line_winner(&rules).is_some() || local::is_local(value) {
                    return;
                }
                if solved.value(&pos) != Some(value) {
                    found.push((tb_key(&pos), value));
                }
            });
            phase.inc(n);
            found
        })
        .flatten()
        .collect();
    entries.sort_unstable_by_key(|e| e.0);
    entries.dedup();
    phase.finish(&format!(
        "{} positions the local search does not decide have another value under {rules}",
        entries.len()
    ));
    let bytes = reading::encode(&rules, tb.manifest().build, &entries);
    let path = dir.join(reading::path(tb.manifest().build));
    std::fs::write(&path, &bytes).with_context(|| format!("writing {}", path.display()))?;
    println!("wrote {} ({} bytes)", path.display(), bytes.len());
    if check_all {
        check(dir, &mut tb, other)?;
    }
    println!("done in {:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// The position of a slot, with a colour to move that was reached.
fn slot_position(t: &MappedTable, index: u64, rank: u64) -> Option<Position> {
    let side = match t.sides_at(rank) {
        0 => return None,
        2 => Player::P2,
        _ => Player::P1,
    };
    t.indexer.position_for(DenseIndex(index), side)
}

/// Loads every chunk and the file, then values every position without a line of `other` the
/// client's way under its rules and compares.
fn check(dir: &Path, tb: &mut gobblet_tablebase::Tablebase, other: &MappedTable) -> Result<()> {
    let rules = other.variant;
    for id in (0..tb.manifest().shard_count()).chain([reading::READING_ID]) {
        source::load_chunk(tb, dir, id)?;
    }
    let phase = Phase::start("check", other.reach.block_count() as u64);
    let tb = &*tb;
    let (checked, bad) = other
        .reach
        .par_block_ranges()
        .map(|range| {
            let n = range.len() as u64;
            let mut checked = 0u64;
            let mut bad: Option<String> = None;
            other.reach.for_each_in_blocks(range, |index, rank| {
                if bad.is_some() {
                    return;
                }
                let Some(pos) = slot_position(other, index, rank) else {
                    return;
                };
                if pos.line_winner(&rules).is_some() {
                    return;
                }
                let want = Value::from_byte(other.byte(rank)).map(Lookup::Known);
                let got = tb.lookup_under(&rules, &pos, &mut |p| local::local_value(&rules, p));
                checked += 1;
                if want != Some(got) {
                    bad = Some(format!("{pos}: solved {want:?}, client {got:?}"));
                }
            });
            phase.inc(n);
            (checked, bad)
        })
        .reduce(|| (0, None), |a, b| (a.0 + b.0, a.1.or(b.1)));
    if let Some(what) = bad {
        phase.finish("found a difference");
        bail!("under {rules}: {what}");
    }
    phase.finish(&format!(
        "all {checked} positions without a line agree with the solve under {rules}"
    ));
    Ok(())
}
