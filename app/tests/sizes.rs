//! No source file of `app/src` over 400 lines and no function over 80, but those allowed below
//! with their reason (`testkit::sizes`, shared with `gobbler/web`, `web-kit` and `dom-morph`).

use std::path::Path;

/// What may be over the limits, and why: a file's path under `src`, or a path and a function.
const ALLOW: &[(&str, &str)] = &[(
    "pages/findings/tests/mod.rs::bad_files_are_errors_that_say_why",
    "a table of bad files, one case and its expected error each",
)];

#[test]
fn no_file_or_function_is_over_the_limits_without_a_reason() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    if let Err(why) = testkit::sizes::check(&src, ALLOW) {
        panic!("{why}");
    }
}

/// The shared kits the app is built on, held to the same limits (they have no tests folder of
/// their own to run it from).
#[test]
fn the_web_kit_and_dom_morph_are_within_the_limits() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for src in ["web-kit/src", "dom-morph/src"] {
        if let Err(why) = testkit::sizes::check(&root.join(src), &[]) {
            panic!("{src}: {why}");
        }
    }
}
