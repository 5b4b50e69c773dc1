//! The `gobbler` command: skeleton, filled in by issue 12.
fn main() {}
