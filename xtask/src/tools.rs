//! Tools and installs: everything xtask installs when it is missing (Rust targets and tools of
//! pinned versions, Debian's packages, the npm packages of the browser tests and the minifier),
//! each checked first.

use std::path::Path;

use anyhow::Result;

use crate::shell::{is_root, output, run, run_in, step, succeeds};

/// Installs the wasm32 target unless rustup already has it.
pub fn ensure_wasm_target() -> Result<()> {
    step("checking the Rust target wasm32-unknown-unknown");
    let installed = output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if installed
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        eprintln!("already installed");
        Ok(())
    } else {
        eprintln!("not installed: installing it with rustup");
        run("rustup", &["target", "add", "wasm32-unknown-unknown"])
    }
}

/// The pinned wasm-bindgen version (`=` in Cargo.toml); the CLI must match it exactly.
const WASM_BINDGEN: &str = "0.2.130";

/// Installs wasm-bindgen-cli (wasm-bindgen-test-runner) of the pinned version if missing.
pub fn ensure_wasm_bindgen_cli() -> Result<()> {
    step(&format!("checking wasm-bindgen-cli {WASM_BINDGEN}"));
    let have = output("wasm-bindgen-test-runner", &["--version"]).unwrap_or_default();
    if have.trim().ends_with(WASM_BINDGEN) {
        eprintln!("already installed");
        return Ok(());
    }
    eprintln!("not installed: building it with cargo install (a few minutes, once)");
    // Without --locked: its lockfile wants a crate version the registry lacks.
    run(
        "cargo",
        &["install", "wasm-bindgen-cli", "--version", WASM_BINDGEN],
    )
}

/// The trunk version that builds on this toolchain (0.22 needs a newer rustc).
const TRUNK: &str = "0.21.14";

/// Installs trunk of the pinned version if missing.
pub fn ensure_trunk() -> Result<()> {
    step(&format!("checking trunk {TRUNK}"));
    let have = output("trunk", &["--version"]).unwrap_or_default();
    if have.contains(TRUNK) {
        eprintln!("already installed");
        return Ok(());
    }
    eprintln!(
        "not installed: building it with cargo install (7 minutes on a quiet 2-core machine, more on a busy one; once)"
    );
    run(
        "cargo",
        &["install", "trunk", "--version", TRUNK, "--locked"],
    )
}

/// Installs Node.js from Debian's packages if it is missing.
pub fn ensure_node() -> Result<()> {
    if output("node", &["--version"]).is_some() {
        return Ok(());
    }
    step("Node.js is missing: installing Debian's nodejs");
    run("apt-get", &["update"])?;
    run("apt-get", &["install", "-y", "nodejs"])
}

/// Everything the browser needs installed: Debian's packages, the Rust tools, the npm packages.
pub fn ensure_browser_tools(root: &Path) -> Result<()> {
    ensure_system_packages()?;
    ensure_rust_tools()?;
    ensure_npm_packages(root)
}

/// Installs Chromium, the web servers (nginx; Apache httpd and Caddy for `e2e/hosts.test.mjs`)
/// and Node.js from Debian's packages if any is missing.
fn ensure_system_packages() -> Result<()> {
    step("checking Debian packages: chromium, nginx, apache2, caddy, nodejs, npm, a Chinese font");
    // (command or file that must exist, package that provides it). The font draws the
    // Traditional Chinese pages (without one Chromium shows empty boxes in screenshots).
    let wanted = [
        ("chromium", "chromium"),
        ("nginx", "nginx"),
        ("apache2", "apache2"),
        ("caddy", "caddy"),
        ("node", "nodejs"),
        ("npm", "npm"),
        (
            "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
            "fonts-wqy-microhei",
        ),
    ];
    let mut missing = Vec::new();
    for (cmd, pkg) in wanted {
        // nginx and apache2 live in /usr/sbin, which is not on every user's PATH: dpkg settles it.
        let found = if cmd.starts_with('/') {
            Path::new(cmd).exists()
        } else {
            succeeds("sh", &["-c", &format!("command -v {cmd}")])
                || (succeeds("dpkg", &["-s", pkg]) && Path::new("/usr/sbin").join(cmd).exists())
        };
        if found {
            eprintln!("{pkg}: installed");
        } else {
            eprintln!("{pkg}: missing");
            missing.push(pkg);
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    step(&format!("installing {} with apt-get", missing.join(", ")));
    let here = Path::new(".");
    let sudo = !is_root();
    let apt = |args: &[&str]| -> Result<()> {
        if sudo {
            let mut all = vec!["apt-get"];
            all.extend_from_slice(args);
            run_in(here, &[], "sudo", &all)
        } else {
            run_in(here, &[], "apt-get", args)
        }
    };
    apt(&["update"])?;
    let mut args = vec!["install", "-y", "--no-install-recommends"];
    args.extend(missing);
    apt(&args)
}

/// The wasm32 target, wasm-bindgen-cli and trunk of the pinned versions (shared with `serve`).
fn ensure_rust_tools() -> Result<()> {
    ensure_wasm_target()?;
    ensure_wasm_bindgen_cli()?;
    ensure_trunk()
}

/// The minifier's script, run with node (`xtask/minify/package-lock.json` pins terser).
pub const MINIFIER: &str = "xtask/minify/node_modules/terser/bin/terser";

/// terser (pure JavaScript, from the npm registry), which the site's build runs on its scripts.
pub fn ensure_minifier(root: &Path) -> Result<()> {
    step("checking the minifier (terser, in xtask/minify/node_modules)");
    if root.join(MINIFIER).exists() {
        eprintln!("installed");
        return Ok(());
    }
    run_in(
        &root.join("xtask/minify"),
        &[],
        "npm",
        &["ci", "--no-audit", "--no-fund"],
    )
}

/// playwright-core and axe-core's runner for it, exactly as `e2e/package-lock.json` pins them,
/// and the minifier.
fn ensure_npm_packages(root: &Path) -> Result<()> {
    ensure_minifier(root)?;
    step("checking the test's npm packages (e2e/node_modules)");
    let e2e = root.join("e2e");
    // Every package the tests import (an older checkout's node_modules may lack a newer one).
    let installed = ["playwright-core", "@axe-core/playwright"].iter().all(|p| {
        e2e.join("node_modules")
            .join(p)
            .join("package.json")
            .exists()
    });
    if installed {
        eprintln!("installed");
        return Ok(());
    }
    eprintln!("(in e2e/)");
    if e2e.join("package-lock.json").exists() {
        run_in(&e2e, &[], "npm", &["ci", "--no-audit", "--no-fund"])
    } else {
        run_in(&e2e, &[], "npm", &["install", "--no-audit", "--no-fund"])
    }
}
