//! The page's layers point one way: every `crate::…` and `super::…` path in `gobbler/web/src`
//! names a module of the same unit or of a lower layer, as declared by the layer table in
//! `src/lib.rs`; no cycle between units, and none between files inside a unit. The checker is
//! `testkit::layers`, shared with the explorer (`app/tests/layers.rs`).

use std::path::Path;

#[test]
fn every_import_points_down_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    if let Err(why) = testkit::layers::check(&src, &[]) {
        panic!("{why}");
    }
}
