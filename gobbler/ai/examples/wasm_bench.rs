//! Move times of the players inside WebAssembly, the way the page's Web Worker runs them.
//!
//! Built as a bare `wasm32-unknown-unknown` module (no JavaScript glue) that imports one
//! function, `env.now_ms` (the host's `performance.now`), and exports `play(littles, gobblers,
//! budget_ms, seed)`: it plays one game from the start and returns its eaten count, leaving the
//! decision times for `times_len`/`time_at`/`time_side`. `wasm_bench.mjs` runs it in Node:
//!
//! ```sh
//! cargo build --release --target wasm32-unknown-unknown -p gobbler-ai --example wasm_bench
//! node gobbler/ai/examples/wasm_bench.mjs
//! ```
//! Natively the example is an empty library.

#[cfg(target_arch = "wasm32")]
mod wasm {
    use std::cell::RefCell;

    use gobbler_ai::{choose, Level};
    use gobbler_rules::{Position, Side, Status};

    extern "C" {
        fn now_ms() -> f64;
    }

    thread_local! {
        /// (side: 0 Littles, 1 Gobblers; milliseconds) per decision of the last game.
        static TIMES: RefCell<Vec<(u32, f64)>> = const { RefCell::new(Vec::new()) };
    }

    fn now() -> f64 {
        // SAFETY: the host provides `env.now_ms`, a function of no arguments returning a number.
        unsafe { now_ms() }
    }

    fn level(n: u32) -> Level {
        Level::ALL[(n as usize).min(2)]
    }

    /// Plays one game (levels 0 easy, 1 medium, 2 strong) and returns the number eaten, or -1
    /// if a chosen turn was illegal.
    #[no_mangle]
    pub extern "C" fn play(littles: u32, gobblers: u32, budget_ms: f64, seed: u64) -> i32 {
        let mut clock = now;
        let mut pos = Position::START;
        let mut times = Vec::new();
        let mut ply = 0u64;
        while let Status::Ongoing = pos.status() {
            let (side, lv) = match pos.side() {
                Side::Littles => (0, level(littles)),
                Side::Gobblers => (1, level(gobblers)),
            };
            let t = now();
            let Ok(d) = choose(
                &pos,
                lv,
                budget_ms,
                &mut clock,
                seed.wrapping_mul(1000) + ply,
            ) else {
                return -1;
            };
            times.push((side, now() - t));
            let Ok(next) = pos.apply_turn(&d.turn) else {
                return -1;
            };
            pos = next;
            ply += 1;
        }
        TIMES.with(|t| *t.borrow_mut() = times);
        i32::from(pos.eaten())
    }

    /// Decisions of the last game.
    #[no_mangle]
    pub extern "C" fn times_len() -> u32 {
        TIMES.with(|t| t.borrow().len() as u32)
    }

    /// Milliseconds of decision `i` of the last game.
    #[no_mangle]
    pub extern "C" fn time_at(i: u32) -> f64 {
        TIMES.with(|t| t.borrow().get(i as usize).map_or(-1.0, |x| x.1))
    }

    /// Side of decision `i` of the last game (0 Littles, 1 Gobblers).
    #[no_mangle]
    pub extern "C" fn time_side(i: u32) -> u32 {
        TIMES.with(|t| t.borrow().get(i as usize).map_or(9, |x| x.0))
    }
}
