//! The web layer's share of the page registry (`model::registry`): the commands only the full
//! module's pages send (the findings' and the puzzles' files, the streak, saving and deleting the
//! table for offline use), chosen by one `cfg` pair. The explorer's module carries none of those
//! pages, so its model never sends these; its stand-ins do nothing.

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
    use crate::model::{Cmd, Msg};
    use crate::pages::offline::{OfflineCmd, OfflineMsg, TB_DIR};
    use crate::pages::puzzles::FILE as PUZZLE_FILE;

    /// Carries out a command of the findings or the puzzles (the others are `web::perform`'s).
    pub(in crate::web) fn perform(cmd: Cmd) {
        match cmd {
            Cmd::FetchStats => spawn_local(async {
                let result = fetch_text(&format!("{TB_DIR}stats.json")).await;
                answer(Msg::Stats(result));
            }),
            Cmd::FetchPuzzles => spawn_local(async {
                let result = fetch_text(&format!("{TB_DIR}{PUZZLE_FILE}")).await;
                answer(Msg::PuzzleFile(result));
            }),
            Cmd::StoreStreak(text) => {
                browser::store(Key::PuzzleStreak, &text);
            }
            Cmd::StoreAutoNext(on) => {
                browser::store(Key::PuzzleAutoNext, if on { "1" } else { "0" });
            }
            _ => {}
        }
    }

    /// Carries out a command of the offline page (the others are `web::offline`'s).
    pub(in crate::web) fn perform_offline(cmd: OfflineCmd) {
        match cmd {
            OfflineCmd::Save { job, plan } => spawn_local(save::save(job, plan)),
            OfflineCmd::Cancel { job } => save::cancel(job),
            OfflineCmd::Delete => spawn_local(async {
                report(OfflineMsg::Deleted(save::delete_tables().await));
            }),
            _ => {}
        }
    }
}

/// The explorer's module: no page of its sends these.
#[cfg(not(feature = "full"))]
mod build {
    use crate::model::Cmd;
    use crate::pages::offline::OfflineCmd;

    /// Nothing: the explorer's model never asks for the findings, the puzzles or the streak.
    pub(in crate::web) fn perform(_cmd: Cmd) {}

    /// Nothing: only the offline page saves or deletes, and it is the full module's.
    pub(in crate::web) fn perform_offline(_cmd: OfflineCmd) {}
}
