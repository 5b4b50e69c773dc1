//! Site and tablebase staging: the solved tables and tablebases each job needs (the standard one,
//! the browser tests' `--cover off` one, the wasm test's `pieces = 1` fixture), the copy of a
//! tablebase the next trunk build ships as `tb/`, and the site itself (`trunk build`, then
//! `dist::finish_site`).

use std::path::{Path, PathBuf};

use anyhow::{bail, Result};

use crate::shell::{cargo_run, remove_dir, run, run_in, step};

/// Where the standard table lives (ignored by git; built by `serve` or `bench solve`).
pub const STANDARD_TABLE: &str = "data/standard";

/// Where the standard tablebase is written (the web app serves it as `tb/`).
pub const STANDARD_TB: &str = "site/tb";

/// Builds the standard solved table and tablebase unless they exist.
pub fn ensure_standard_tablebase(root: &Path) -> Result<()> {
    step("building the solver and the shard tool (release)");
    run(
        "cargo",
        &["build", "--release", "-p", "solver", "-p", "shard-tool"],
    )?;
    step("the solved table for the standard rules");
    if root.join(STANDARD_TABLE).join("table.json").exists() {
        eprintln!("{STANDARD_TABLE} exists: reusing it");
    } else {
        eprintln!(
            "{STANDARD_TABLE} is missing: solving every reachable position (about 1–2 minutes on 2 cores)"
        );
        run("target/release/solver", &["solve", "--out", STANDARD_TABLE])?;
    }
    step("the static tablebase for the standard rules");
    let tb = root.join(STANDARD_TB);
    if tb.join("manifest.json").exists() && tb.join("puzzles.json").exists() {
        eprintln!("{STANDARD_TB} exists: reusing it");
    } else {
        // A tablebase built before the puzzles existed has no puzzles.json: built again.
        eprintln!(
            "{STANDARD_TB} is missing or has no puzzles.json: building it (about 15 seconds)"
        );
        run(
            "target/release/shard-tool",
            &["build", "--solved", STANDARD_TABLE, "--out", STANDARD_TB],
        )?;
    }
    ensure_other_reading(root)
}

/// Where the standard rules solved under the other reading of the reveal rule live.
pub const LOSES_TABLE: &str = "data/standard-loses";

/// Gives the standard tablebase its other reading's file (`reveal = loses`: the values that
/// differ from the table's, `gobblet_tablebase::reading`) unless it has one.
fn ensure_other_reading(root: &Path) -> Result<()> {
    step("the values of the other reading of the reveal rule (reveal = loses)");
    let tb = root.join(STANDARD_TB);
    let has_file = std::fs::read_dir(&tb)?
        .filter_map(|e| e.ok())
        .any(|e| e.path().join("other-reading.bin").exists());
    if has_file {
        eprintln!("{STANDARD_TB} has other-reading.bin: reusing it");
        return Ok(());
    }
    if !root.join(LOSES_TABLE).join("table.json").exists() {
        eprintln!("{LOSES_TABLE} is missing: solving under reveal = loses (about 1 minute)");
        run(
            "target/release/solver",
            &["solve", "--reveal", "loses", "--out", LOSES_TABLE],
        )?;
    }
    run(
        "target/release/shard-tool",
        &[
            "reading",
            STANDARD_TB,
            "--solved",
            STANDARD_TABLE,
            "--other",
            LOSES_TABLE,
            "--no-check",
        ],
    )
}

/// Where the browser tests' solver and shard tool are: the dev profile (opt-level 2, with debug
/// assertions and overflow checks), which `cargo test` has already built before the browser
/// tests, so a clean clone does not compile the workspace a third time for release (47 s).
pub const TEST_BINS: &str = "target/debug";

/// The `--cover off` variant's solved table and tablebase in `work` (for the browser tests),
/// then `target/tb-current` = that tablebase (the directory index.html copies into the site as
/// `tb/`).
pub fn cover_off_tablebase(root: &Path, work: &Path) -> Result<()> {
    step("building the solver and the shard tool (dev profile: the binaries `cargo test` built)");
    run_in(
        root,
        &[],
        "cargo",
        &["build", "-p", "solver", "-p", "shard-tool"],
    )?;
    step("a small solved table: --cover off (2.3 M positions, P1 wins in 9)");
    let solved = work.join("solved");
    let tb = work.join("tb");
    remove_dir(&solved)?;
    remove_dir(&tb)?;
    run_in(
        root,
        &[],
        &format!("{TEST_BINS}/solver"),
        &[
            "solve",
            "--cover",
            "off",
            "--out",
            &solved.to_string_lossy(),
        ],
    )?;
    step("its tablebase, packed in chunks of about 1 KB (so a position needs several chunks)");
    run_in(
        root,
        &[],
        &format!("{TEST_BINS}/shard-tool"),
        &[
            "build",
            "--solved",
            &solved.to_string_lossy(),
            "--out",
            &tb.to_string_lossy(),
            "--chunk-bytes",
            "1024",
        ],
    )?;
    // The build is deterministic, so a second run (or a concurrent one) finds the same manifest
    // staged and leaves target/tb-current alone.
    stage_tablebase(root, &tb)
}

/// A small tablebase (`pieces = 1`) built natively with the native answers to 8,000 lookups, for
/// the test that the wasm32 reader answers the same; returns the fixture file.
pub fn wasm_fixture() -> Result<PathBuf> {
    step("wasm: a small tablebase (pieces = 1) built natively, with the native answers to 8,000 lookups");
    let dir = "target/wasm-fixture";
    std::fs::create_dir_all(dir)?;
    let solved = format!("{dir}/solved");
    let tb = format!("{dir}/tb");
    cargo_run("solver", &["solve", "--pieces", "1", "--out", &solved])?;
    cargo_run(
        "shard-tool",
        &[
            "build",
            "--solved",
            &solved,
            "--out",
            &tb,
            "--chunk-bytes",
            "1024",
        ],
    )?;
    cargo_run(
        "shard-tool",
        &["fixture", &tb, "--out", &format!("{dir}/fixture.bin")],
    )?;
    Ok(std::fs::canonicalize(format!("{dir}/fixture.bin"))?)
}

/// Makes `target/tb-current` (what index.html copies into the site as `tb/`) a copy of `tb`.
pub fn stage_tablebase(root: &Path, tb: &Path) -> Result<()> {
    let dest = root.join("target/tb-current");
    // The manifest names the build (every shard); stats.json and puzzles.json can be
    // regenerated on their own (and a tablebase staged before puzzles existed lacks one).
    let same = ["manifest.json", "stats.json", "puzzles.json"]
        .iter()
        .all(|f| std::fs::read(dest.join(f)).ok() == std::fs::read(tb.join(f)).ok());
    if same {
        return Ok(());
    }
    step(&format!(
        "staging the tablebase {} for the site",
        tb.display()
    ));
    let _ = std::fs::remove_dir_all(&dest);
    copy_dir(tb, &dest)
}

/// Copies the folder `from` into `to` (made if missing), files and subfolders.
pub fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// `trunk build --release` into `site`, then the scripts minified and every name hashed
/// ([`crate::dist::finish_site`]): the site `cargo xtask dist` ships, and the one the browser
/// tests and the web benchmark serve with nginx.
pub fn build_site(root: &Path, site: &Path) -> Result<()> {
    build_site_as(root, site, None).map(drop)
}

/// [`build_site`], its modules compiled as build `build` when given (`GOBBLET_BUILD`, which the
/// page reports: `app/src/web/update.rs`); without it, the environment's `GOBBLET_BUILD` if any.
/// Returns the explorer's module's file name and gzip -9 size ([`crate::dist::budget`]).
pub fn build_site_as(root: &Path, site: &Path, build: Option<&str>) -> Result<(String, usize)> {
    step(&format!(
        "building the site: trunk build --release into {}{}",
        site.display(),
        build.map(|b| format!(" as build {b}")).unwrap_or_default()
    ));
    remove_dir(site)?;
    let dist_arg = site.to_string_lossy().into_owned();
    let mut env = vec![("TRUNK_OFFLINE", "true")];
    if let Some(b) = build {
        env.push(("GOBBLET_BUILD", b));
    }
    run_in(
        root,
        &env,
        "trunk",
        &["build", "--release", "--dist", &dist_arg],
    )?;
    if !site.join("index.html").exists() || !site.join("tb/manifest.json").exists() {
        bail!(
            "trunk build left no index.html or tb/manifest.json in {}",
            site.display()
        );
    }
    crate::dist::finish_site(root, site)
}
