//! The web layer's share of the page registry (`model::registry`): the commands only the full
//! module's pages send (the findings' and the puzzles' files, the streak and auto-advance, saving
//! and deleting the table for offline use), one function each, chosen by one `cfg` pair. The
//! callers (`web::perform`, `web::offline::perform`) name every command in its own arm; the
//! explorer's module carries none of those pages, so its model never sends these and its
//! stand-ins do nothing.

pub(super) use build::*;

/// The full module: every page's commands.
#[cfg(feature = "full")]
mod build {
    use wasm_bindgen_futures::spawn_local;
    use web_kit::browser;
    use web_kit::storage::Key;

    use super::super::cache::report;
    use super::super::chunk::fetch_text;
    use super::super::{answer, save};
    use crate::model::Msg;
    use crate::pages::offline::{OfflineMsg, Plan, TB_DIR};
    use crate::pages::puzzles::FILE as PUZZLE_FILE;

    /// Fetches `tb/stats.json` for the findings.
    pub(in crate::web) fn fetch_stats() {
        spawn_local(async {
            let result = fetch_text(&format!("{TB_DIR}stats.json")).await;
            answer(Msg::Stats(result));
        });
    }

    /// Fetches the puzzles' file.
    pub(in crate::web) fn fetch_puzzles() {
        spawn_local(async {
            let result = fetch_text(&format!("{TB_DIR}{PUZZLE_FILE}")).await;
            answer(Msg::PuzzleFile(result));
        });
    }

    /// Stores the puzzle streak.
    pub(in crate::web) fn store_streak(text: &str) {
        browser::store(Key::PuzzleStreak, text);
    }

    /// Stores whether a solved puzzle opens the next one.
    pub(in crate::web) fn store_auto_next(on: bool) {
        browser::store(Key::PuzzleAutoNext, if on { "1" } else { "0" });
    }

    /// Saves the table for offline use (job `job`).
    pub(in crate::web) fn save_table(job: u32, plan: Plan) {
        spawn_local(save::save(job, plan));
    }

    /// Stops the save `job`.
    pub(in crate::web) fn cancel_save(job: u32) {
        save::cancel(job);
    }

    /// Deletes every saved table.
    pub(in crate::web) fn delete_tables() {
        spawn_local(async {
            report(OfflineMsg::Deleted(save::delete_tables().await));
        });
    }
}

/// The explorer's module: no page of its sends these.
#[cfg(not(feature = "full"))]
mod build {
    use crate::pages::offline::Plan;

    /// Nothing: the explorer carries no findings page.
    pub(in crate::web) fn fetch_stats() {}

    /// Nothing: the explorer carries no puzzles page.
    pub(in crate::web) fn fetch_puzzles() {}

    /// Nothing: the explorer carries no puzzles page.
    pub(in crate::web) fn store_streak(_text: &str) {}

    /// Nothing: the explorer carries no puzzles page.
    pub(in crate::web) fn store_auto_next(_on: bool) {}

    /// Nothing: only the offline page saves, and it is the full module's.
    pub(in crate::web) fn save_table(_job: u32, _plan: Plan) {}

    /// Nothing: only the offline page saves, and it is the full module's.
    pub(in crate::web) fn cancel_save(_job: u32) {}

    /// Nothing: only the offline page deletes, and it is the full module's.
    pub(in crate::web) fn delete_tables() {}
}
