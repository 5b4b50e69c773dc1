//! The page written into index.html at build time (`app::prerender`,
//! `xtask/src/dist/first.rs`): whether the module keeps it.

use crate::link;
use crate::model::{Cmds, Model};
use crate::shell;
use web_kit::browser;
use web_kit::runtime::Rt;

/// Whether `#app` shows the page index.html drew from the HTML written at build time
/// (`app::prerender`) in the model's language, for the page the model opens at this address
/// (`link::Page::first_paint_query`), and this module draws that page: the module's first redraw, once
/// it has read what the page is drawn from, draws the same, so none is made before it (the page
/// would show its loading state in between). The mark stays until the module's first redraw
/// ([`drawn`]).
pub(super) fn kept(root: &web_sys::Element, m: &Model) -> bool {
    let Some(lang) = root.get_attribute(shell::FIRST_PAINT_ATTR) else {
        return false;
    };
    let ours = cfg!(feature = "full") || !m.page.in_full_module();
    lang == m.lang.tag()
        && ours
        && link::Page::DRAWN.contains(&m.page)
        && browser::query() == m.page.first_paint_query()
}

/// Starts the runtime with the start's commands: without drawing when the start page is
/// [`kept`] (the runtime then holds its redraws until the manifest is read).
pub(super) fn start(rt: Rt<Model>, cmds: Cmds, kept: bool) {
    if kept {
        rt.start_drawn(cmds);
    } else {
        rt.start(cmds);
    }
}

/// After each redraw: the page is the module's now, the mark of the page written at build time
/// is taken off (so a script or a test can tell that the module draws the page).
pub(super) fn drawn(root: &web_sys::Element) {
    if root.has_attribute(shell::FIRST_PAINT_ATTR) {
        let _ = root.remove_attribute(shell::FIRST_PAINT_ATTR);
    }
}
