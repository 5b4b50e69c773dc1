//! The whole web app (`app` with its `full` feature) as its own wasm module, `app-full.js` +
//! `app-full_bg.wasm`. The explorer's module (`app` without `full`) loads it when a page it does
//! not carry is first opened (learn, puzzles, findings, the editor) and hands the page over: this
//! module's start function (`app`'s `web::start`) then draws and handles everything. See
//! `app/src/web/handover.rs`.

// Linked for its exports (wasm-bindgen's start function and glue).
pub use app;
