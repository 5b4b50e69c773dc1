//! Project commands, run as `cargo xtask <command>` (an alias in `.cargo/config.toml`).
//!
//! * `serve` — the main job: installs what is missing, builds what is missing, serves the result.
//! * `dist`  — a folder ready to upload to a static host: the site, the tablebase, header files.
//! * `test`  — the whole suite, exactly what CI runs: fmt, clippy (native and wasm32), the API
//!   docs without warnings, every test.
//! * `e2e`   — only the browser tests.
//! * `fuzz`  — the randomised tests again and again, with fresh seeds and more cases.
//! * `bench` — benchmarks that print figures (they are never timed tests).
//!
//! This file only reads the command and hands it on. One module per job: [`tools`] (installs),
//! [`stage`] (solved tables, tablebases and the site), [`dist`] (the folder to publish: hashed
//! names, minified scripts, the hosts' header files), [`servers`] (nginx, trunk serve),
//! [`web_hosts`] (Apache, Caddy and a caching proxy, for the browser tests of the hosts),
//! [`e2e`] (the browser tests), [`suite`] (`test`), [`seed`] (the randomised tests' seed and
//! `fuzz`), [`bench`](mod@bench) (benchmarks); [`shell`] runs the
//! programs and announces every step, so a newcomer can follow along.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

mod bench;
mod dist;
mod e2e;
mod seed;
mod servers;
mod shell;
mod stage;
mod suite;
mod tools;
mod web_hosts;

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = workspace_root()?;
    std::env::set_current_dir(&root)?;
    match args.first().map(String::as_str) {
        Some("serve") => servers::serve(&root),
        Some("dist") => dist::dist(&root, &args[1..]),
        Some("test") => suite::test(&root),
        Some("fuzz") => seed::fuzz(&args[1..]),
        Some("bench") => bench::run_bench(&root, &args[1..]),
        Some("e2e") => e2e::run(&root, &e2e::Selection::parse(&args[1..])?),
        Some("help" | "--help" | "-h") => {
            println!("{}", usage());
            Ok(())
        }
        _ => {
            eprintln!("{}", usage());
            bail!("unknown or missing command")
        }
    }
}

/// What `cargo xtask help` prints (and what a wrong command gets on standard error).
fn usage() -> String {
    format!(
        "usage: cargo xtask <command>\n\n\
         commands:\n  \
         serve          build what is missing and serve the explorer\n  \
         dist [--out DIR] [--base PATH] [--tb DIR]\n                \
         a folder to upload to a static host (default dist/)\n  \
         test           the whole test suite (what CI runs)\n  \
         e2e [--nginx-only] [FILE.test.mjs ...]\n                \
         only the browser tests (all files by default)\n  \
         fuzz [--rounds N] [--scale K] [--seed S] [-- CARGO TEST ARGS]\n                \
         the randomised tests with fresh seeds and more cases\n  \
         bench <what>   benchmarks that print figures ({})\n  \
         help           this list",
        bench::NAMES
    )
}

fn workspace_root() -> Result<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    Ok(dir
        .parent()
        .context("xtask lives one level below the workspace root")?
        .to_path_buf())
}
