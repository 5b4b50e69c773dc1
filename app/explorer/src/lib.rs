//! The explorer's wasm module: `app` without its `full` feature, built as its own `cdylib`.
//!
//! A crate of its own rather than `app` built as a `cdylib` too: a crate built as both `rlib`
//! and `cdylib` came out 12 % larger (310.9 KB against 275.3 KB, 121.0 against 114.0 KB gzip,
//! same code, same profile), since the optimiser must keep what the `rlib` exposes. See
//! `app/src/web/handover.rs` for how this module hands other pages over to `app-full`.

// Linked for its exports (wasm-bindgen's start function and glue).
pub use app;
