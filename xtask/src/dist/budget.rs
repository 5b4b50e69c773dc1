//! The explorer's module's size budget: 120 KiB gzip -9 of its wasm (docs/design.md,
//! docs/web-app.md "Two modules"), the module every click of the game pages waits for.
//!
//! Measured as `cargo xtask bench web` prints it: the built `app-explorer-<hash>_bg.wasm` after
//! its custom sections are dropped ([`super::finish_site`]), compressed by Node's zlib at level 9
//! (GNU gzip's own deflate gives about 3 % less). The size is deterministic for a given
//! toolchain, so the browser tests' build of the site ([`crate::e2e`]) checks it and the suite
//! fails when the module outgrows its budget; `cargo xtask dist` only reports it.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Context, Result};

/// The budget of the explorer's module, in bytes of gzip -9 (120 KiB).
pub const EXPLORER_BUDGET: usize = 120 * 1024;

/// The stem and the end of the explorer's wasm file's name in a built site.
const EXPLORER_WASM: (&str, &str) = ("app-explorer-", "_bg.wasm");

/// The explorer's wasm file in the built site `site` (its name only) and its gzip -9 size.
///
/// # Errors
/// No such file, or none of one name, or Node could not compress it.
pub fn explorer_size(site: &Path) -> Result<(String, usize)> {
    let mut found = super::site_files(site)?
        .into_iter()
        .filter(|f| f.starts_with(EXPLORER_WASM.0) && f.ends_with(EXPLORER_WASM.1));
    let (Some(file), None) = (found.next(), found.next()) else {
        bail!(
            "{} holds not exactly one {}…{} file",
            site.display(),
            EXPLORER_WASM.0,
            EXPLORER_WASM.1
        );
    };
    let gzip = node_gzip_len(&site.join(&file))?;
    Ok((file, gzip))
}

/// Gzip -9 size of a file by Node's zlib, as `e2e/bench-web.mjs` measures the modules.
fn node_gzip_len(path: &Path) -> Result<usize> {
    const SCRIPT: &str = "process.stdout.write(String(require('zlib')\
        .gzipSync(require('fs').readFileSync(process.argv[1]), { level: 9 }).length))";
    let out = Command::new("node")
        .args(["-e", SCRIPT])
        .arg(path)
        .output()
        .context("could not start node")?;
    if !out.status.success() {
        bail!("node could not gzip {}", path.display());
    }
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .with_context(|| format!("node's gzip size of {} is not a number", path.display()))
}

/// One line on the module's size against the budget.
#[must_use]
pub fn report(file: &str, gzip: usize) -> String {
    format!(
        "{file}: {gzip} B gzip -9 ({:.1} KiB; the explorer's budget is {} KiB, {} B left)",
        gzip as f64 / 1024.0,
        EXPLORER_BUDGET / 1024,
        EXPLORER_BUDGET as i64 - gzip as i64
    )
}

/// Fails when the explorer's module is over its budget, saying by how much and where to look.
///
/// # Errors
/// `gzip` is over [`EXPLORER_BUDGET`].
pub fn check(file: &str, gzip: usize) -> Result<()> {
    if gzip > EXPLORER_BUDGET {
        bail!(
            "the explorer's module {file} is {gzip} B gzip -9, {} B over its budget of {} KiB \
             ({EXPLORER_BUDGET} B; docs/design.md, docs/web-app.md \"Two modules\"): code only \
             the full module's pages need belongs behind the `full` feature, and docs/web-app.md \
             says how to see what a build carries (twiggy); docs/measurements.md lists what \
             each step cost and saved",
            gzip - EXPLORER_BUDGET,
            EXPLORER_BUDGET / 1024
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_is_120_kib_and_one_byte_more_fails() {
        assert_eq!(EXPLORER_BUDGET, 122_880);
        assert!(check("app-explorer-0123_bg.wasm", EXPLORER_BUDGET).is_ok());
        assert!(check("app-explorer-0123_bg.wasm", 100_000).is_ok());
        let over = check("app-explorer-0123_bg.wasm", EXPLORER_BUDGET + 1)
            .unwrap_err()
            .to_string();
        for part in [
            "app-explorer-0123_bg.wasm",
            "122881 B gzip -9",
            "1 B over",
            "120 KiB",
            "docs/web-app.md",
        ] {
            assert!(over.contains(part), "{part:?} in {over:?}");
        }
    }

    #[test]
    fn the_report_says_what_is_left() {
        assert_eq!(
            report("m_bg.wasm", 121_856),
            "m_bg.wasm: 121856 B gzip -9 (119.0 KiB; the explorer's budget is 120 KiB, 1024 B left)"
        );
        assert!(report("m_bg.wasm", 123_904).ends_with("-1024 B left)"));
    }

    #[test]
    fn the_explorer_module_is_found_and_measured_in_a_site() {
        let site = std::env::temp_dir().join(format!("xtask-budget-{}", std::process::id()));
        std::fs::create_dir_all(&site).unwrap();
        let missing = explorer_size(&site);
        assert!(missing.is_err(), "an empty site has no explorer's module");
        // Bytes that compress to a size Node reports (a real module is not needed to count).
        let bytes: Vec<u8> = (0..4096u32).map(|i| (i * 7 % 251) as u8).collect();
        std::fs::write(site.join("app-explorer-abc_bg.wasm"), &bytes).unwrap();
        std::fs::write(site.join("app-full_bg.wasm"), &bytes).unwrap();
        let (file, gzip) = explorer_size(&site).unwrap();
        assert_eq!(file, "app-explorer-abc_bg.wasm");
        assert!(gzip > 20 && gzip < bytes.len(), "{gzip}");
        std::fs::remove_dir_all(&site).unwrap();
    }
}
