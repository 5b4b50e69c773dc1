//! The explorer's start page written into index.html at build time (`app::prerender`,
//! `xtask/src/dist/first.rs`): whether the module keeps it.

use crate::link;
use crate::model::{Cmds, Model};
use crate::shell;
use web_kit::browser;
use web_kit::runtime::Rt;

/// Whether `#app` shows the start page index.html drew from the HTML written at build time
/// (`app::prerender`) in the model's language, on the page the model opens: the module's
/// first redraw, once the manifest is read, draws the same, so none is made before it (the page
/// would show its loading state in between). The mark is taken off either way.
pub(super) fn kept(root: &web_sys::Element, m: &Model) -> bool {
    let Some(lang) = root.get_attribute(shell::FIRST_PAINT_ATTR) else {
        return false;
    };
    let _ = root.remove_attribute(shell::FIRST_PAINT_ATTR);
    lang == m.lang.tag() && m.page == link::Page::Explore && browser::query().is_empty()
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
