//! `cargo xtask test`: the whole suite, exactly what CI runs (`.ci/run`): formatting, clippy
//! (native and wasm32), the API docs without warnings, every test, the wasm tablebase test in
//! Node, the browser tests.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Result};

use crate::e2e;
use crate::seed;
use crate::shell::{run, run_in, step};
use crate::stage::wasm_fixture;
use crate::tools::{ensure_node, ensure_wasm_bindgen_cli, ensure_wasm_target};

/// Crates that must build for `wasm32-unknown-unknown` (the browser's share of the code).
const WASM_CRATES: &[&str] = &[
    "seeded-rng",
    "gobblet-rules",
    "gobblet-tablebase",
    "dom-morph",
    "web-kit",
    "app",
    "app-explorer",
    "app-full",
    "gobbler-rules",
    "gobbler-ai",
    "gobbler-web",
];

/// Runs every check in order and stops at the first that fails.
pub fn test(root: &Path) -> Result<()> {
    // Named first, so that the log of any failure below says which cases were drawn; every
    // child process inherits it.
    seed::announce()?;
    ensure_wasm_target()?;
    step("formatting (cargo fmt --check)");
    run("cargo", &["fmt", "--all", "--check"])?;
    step("lints, native (clippy -D warnings)");
    run(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    step("lints, wasm32 (clippy -D warnings)");
    let wasm_args: Vec<&str> = WASM_CRATES.iter().flat_map(|krate| ["-p", krate]).collect();
    let mut args = vec!["clippy", "--target", "wasm32-unknown-unknown"];
    args.extend(&wasm_args);
    args.extend(["--", "-D", "warnings"]);
    run("cargo", &args)?;
    // The explorer's module is `app` without its `full` feature (`app/Cargo.toml`): its code
    // is linted and its unit tests run apart (the integration tests need every page).
    // Natively with the test profile, so that its unit tests are linted too; for wasm32 without
    // it, since the dev-dependencies (tempfile, …) do not build for wasm32.
    step("lints, the explorer's module (app without `full`), native and wasm32");
    let core = ["-p", "app", "--lib", "--no-default-features"];
    run(
        "cargo",
        &[
            &["clippy", "--profile", "test"][..],
            &core,
            &["--", "-D", "warnings"],
        ]
        .concat(),
    )?;
    run(
        "cargo",
        &[
            &["clippy", "--target", "wasm32-unknown-unknown"][..],
            &core,
            &["--", "-D", "warnings"],
        ]
        .concat(),
    )?;
    docs(root, &wasm_args)?;
    step("tests (cargo test --workspace)");
    run("cargo", &["test", "--workspace"])?;
    step("tests of the explorer's module (cargo test -p app --lib --no-default-features)");
    run("cargo", &[&["test"][..], &core].concat())?;
    wasm_test()?;
    e2e::run(root, &e2e::Selection::default())?;
    eprintln!("\nall checks passed");
    Ok(())
}

/// The API docs build without a warning (a link to a private or missing item is one), natively
/// for the workspace and for wasm32 for the browser's crates (some are empty natively).
/// `wasm_args` are the `-p` arguments of [`WASM_CRATES`].
fn docs(root: &Path, wasm_args: &[&str]) -> Result<()> {
    step("API docs, native and wasm32 (cargo doc, RUSTDOCFLAGS=-D warnings)");
    let deny = [("RUSTDOCFLAGS", "-D warnings")];
    run_in(root, &deny, "cargo", &["doc", "--workspace", "--no-deps"])?;
    let wasm = ["doc", "--no-deps", "--target", "wasm32-unknown-unknown"];
    run_in(root, &deny, "cargo", &[&wasm[..], wasm_args].concat())
}

/// Builds a small tablebase natively, records the native reader's answers, and checks that the
/// wasm build of the reader gives the same ones (in Node).
fn wasm_test() -> Result<()> {
    ensure_wasm_bindgen_cli()?;
    ensure_node()?;
    let fixture = wasm_fixture()?;
    step("wasm: the same lookups by the wasm32 build, in Node (wasm-bindgen-test)");
    eprintln!("$ cargo test --target wasm32-unknown-unknown -p gobblet-tablebase --test wasm");
    let status = Command::new("cargo")
        .args([
            "test",
            "--target",
            "wasm32-unknown-unknown",
            "-p",
            "gobblet-tablebase",
            "--test",
            "wasm",
        ])
        .env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
            "wasm-bindgen-test-runner",
        )
        .env("GOBBLET_WASM_FIXTURE", &fixture)
        .status()?;
    if !status.success() {
        bail!("the wasm tablebase test failed ({status})");
    }
    Ok(())
}
