//! The explorer's start page drawn at build time, so a first visit shows the board, the start
//! position's value and its coloured moves from the HTML itself, before any wasm has run.
//!
//! The opening book in `tb/manifest.json` holds every value the start page shows, so the model
//! fed that manifest draws the page completely, here natively. `xtask`'s build of the site
//! (`xtask/src/dist/first.rs`) writes the result for each language into `index.html`; the
//! module then starts without drawing ([`FIRST_PAINT_ATTR`]), holds its redraws until it has
//! read the manifest itself, and its first redraw finds the same HTML, so the in-place redraw
//! changes nothing.

use gobblet_tablebase::Lookup;

use crate::i18n::{Lang, Tables};
use crate::link::Page;
use crate::model::{Boot, Model, Msg, TbState};
use crate::shell;

pub use shell::FIRST_PAINT_ATTR;

/// The start page, drawn at build time in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstPaint {
    /// The language.
    pub lang: Lang,
    /// The document's title in that language.
    pub title: &'static str,
    /// The content of `#app`, as the module draws it once the manifest is read.
    pub html: String,
}

/// Why the start page could not be drawn at build time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FirstPaintError {
    /// The manifest is not one the app reads (the reader's reason).
    Manifest(String),
    /// The start page still waits for a value: the manifest's opening book does not cover it
    /// (a table built without one), so the HTML would show `?` where the module shows colours.
    Incomplete,
}

impl std::fmt::Display for FirstPaintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FirstPaintError::Manifest(why) => write!(f, "the manifest cannot be read: {why}"),
            FirstPaintError::Incomplete => f.write_str(
                "the manifest's opening book does not hold every value of the start page \
                 (rebuild the tablebase with shard-tool)",
            ),
        }
    }
}

impl std::error::Error for FirstPaintError {}

/// Draws the explorer's start page in `lang`, as a first visit without a query shows it once
/// the module has read `manifest_json` (the text of `tb/manifest.json`).
pub fn start_page(manifest_json: &str, lang: Lang) -> Result<FirstPaint, FirstPaintError> {
    let (mut m, _) = Model::init(Boot {
        lang,
        ..Boot::default()
    });
    let _ = m.update(Msg::Manifest(Ok(manifest_json.to_string())));
    match &m.tb {
        TbState::Ready(_) => {}
        TbState::Failed(e) => return Err(FirstPaintError::Manifest(format!("{e:?}"))),
        _ => return Err(FirstPaintError::Manifest("not loaded".into())),
    }
    debug_assert_eq!(m.page, Page::Explore);
    let known = |l: &Lookup| matches!(l, Lookup::Known(_));
    let moves = m.move_values();
    if moves.is_empty() || !moves.iter().all(|(_, l)| known(l)) {
        return Err(FirstPaintError::Incomplete);
    }
    let html = shell::render(&m, "");
    Ok(FirstPaint {
        lang,
        title: lang.messages().ui.page_title,
        html,
    })
}
