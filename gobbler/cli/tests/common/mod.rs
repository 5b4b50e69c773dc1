//! What the `gobbler` command's tests share: running the binary, and reading what a run that
//! must succeed printed.

use std::process::{Command, Output};

/// Runs the `gobbler` binary with `args` and waits for it.
pub fn gobbler(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gobbler"))
        .args(args)
        .output()
        .expect("the gobbler binary runs")
}

/// The standard output of a run that must have succeeded (its standard error otherwise).
#[allow(dead_code)] // each test file is its own crate, and not every one reads a success
pub fn succeeded(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("the output is UTF-8")
}
