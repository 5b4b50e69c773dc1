//! No source file of `gobbler/cli/src` over 400 lines and no function over 80
//! (`testkit::sizes`, as the web crates check theirs).

use std::path::Path;

#[test]
fn no_file_or_function_is_over_the_limits() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    if let Err(why) = testkit::sizes::check(&src, &[]) {
        panic!("{why}");
    }
}
