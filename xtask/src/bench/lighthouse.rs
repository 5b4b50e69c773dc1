//! `cargo xtask bench lighthouse [--site DIR] [PAGES]`: Lighthouse on every page (or the
//! comma-separated `PAGES`) of the standard tablebase's site, built as `cargo xtask dist` builds
//! it (or an already built site, `--site DIR`, to compare builds in one sitting) and served by
//! nginx with gzip on 127.0.0.1, mobile and desktop presets (`e2e/lighthouse/run.mjs` prints
//! the table). Lighthouse is pinned in its own
//! package folder, `e2e/lighthouse/` (installed by `npm ci` there the first time), so the
//! browser tests' install stays small.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

use crate::servers::{start_nginx, SUB_PATH};
use crate::shell::{remove_dir, run_in, step};
use crate::stage::{build_site, stage_tablebase, STANDARD_TB};
use crate::tools::ensure_browser_tools;

/// The browser Lighthouse drives (Debian's, as the browser tests': `e2e/chromium.mjs`).
const CHROMIUM: &str = "/usr/bin/chromium";

/// The folder that pins Lighthouse.
const FOLDER: &str = "e2e/lighthouse";

/// Lighthouse, exactly as `e2e/lighthouse/package-lock.json` pins it.
fn ensure_lighthouse(root: &Path) -> Result<()> {
    step("checking Lighthouse (e2e/lighthouse/node_modules)");
    let dir = root.join(FOLDER);
    if dir.join("node_modules/lighthouse/package.json").exists() {
        eprintln!("installed");
        return Ok(());
    }
    run_in(&dir, &[], "npm", &["ci", "--no-audit", "--no-fund"])
}

/// `[--site DIR] [PAGES]`: an already built site to measure (another build, to compare) instead
/// of building this one, and a comma-separated subset of the pages.
fn parse(args: &[String]) -> Result<(Option<PathBuf>, Option<String>)> {
    let (mut site, mut pages) = (None, None);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if arg == "--site" {
            site = Some(PathBuf::from(it.next().context("--site needs a folder")?));
        } else if pages.is_none() && !arg.starts_with('-') {
            pages = Some(arg.clone());
        } else {
            bail!("bench lighthouse takes [--site DIR] [PAGES], not {arg:?}");
        }
    }
    Ok((site, pages))
}

/// Builds the site (or takes `--site DIR`), serves it and runs `e2e/lighthouse/run.mjs` on it.
pub fn bench(root: &Path, args: &[String]) -> Result<()> {
    let (site, pages) = parse(args)?;
    let root = fs::canonicalize(root)?;
    let root = root.as_path();
    let work = root.join("target/bench-lighthouse");
    fs::create_dir_all(&work)?;
    ensure_browser_tools(root)?;
    ensure_lighthouse(root)?;
    let dist = work.join("dist");
    match site {
        Some(site) => {
            let site = fs::canonicalize(&site)
                .with_context(|| format!("no site at {}", site.display()))?;
            if !site.join("index.html").is_file() {
                bail!("{} has no index.html", site.display());
            }
            remove_dir(&dist)?;
            let _ = fs::remove_file(&dist);
            std::os::unix::fs::symlink(&site, &dist)?;
        }
        None => {
            stage_tablebase(root, &root.join(STANDARD_TB))?;
            let _ = fs::remove_file(&dist);
            build_site(root, &dist)?;
        }
    }
    step("nginx on 127.0.0.1 (gzip on, as a CDN would)");
    let nginx = start_nginx(&work)?;
    let url = format!("http://127.0.0.1:{}{SUB_PATH}", nginx.port);
    step("Lighthouse on every page, mobile and desktop (e2e/lighthouse/run.mjs)");
    eprintln!("$ cd {FOLDER} && LH_URL={url} CHROME_PATH={CHROMIUM} node run.mjs");
    let mut cmd = Command::new("node");
    cmd.arg("run.mjs")
        .current_dir(root.join(FOLDER))
        .env("LH_URL", &url)
        .env("CHROME_PATH", CHROMIUM);
    if let Some(pages) = &pages {
        cmd.env("LH_PAGES", pages);
    }
    let status = cmd.status().context("could not start node")?;
    drop(nginx);
    if !status.success() {
        bail!("the Lighthouse benchmark failed ({status})");
    }
    Ok(())
}
