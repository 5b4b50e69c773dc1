//! No source file of `gobbler/web/src` over 400 lines and no function over 80, but those allowed
//! below with their reason (`testkit::sizes`, shared with the explorer's `app/tests/sizes.rs`).

use std::path::Path;

/// What may be over the limits, and why: a file's path under `src`, or a path and a function.
const ALLOW: &[(&str, &str)] = &[(
    "rules/diagrams.rs::diagrams",
    "a table, not logic: one entry per rules section, read beside the sections' captions",
)];

#[test]
fn no_file_or_function_is_over_the_limits_without_a_reason() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    if let Err(why) = testkit::sizes::check(&src, ALLOW) {
        panic!("{why}");
    }
}
