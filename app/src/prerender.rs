//! The pages a direct visit opens drawn at build time, so that a first visit shows the page
//! from the HTML itself, before any wasm has run: the explorer's start page (the board, the
//! start position's value and its coloured moves), and the pages [`DRAWN`] names, each at the
//! address `?page=<tag>` (the rules, the findings' charts, the editor, the offline page, the
//! puzzle page's frame).
//!
//! The opening book in `tb/manifest.json` holds every value the start page shows, so the model
//! fed that manifest draws the page completely, here natively; the findings are drawn from
//! `tb/stats.json` as the module draws them. `xtask`'s build of the site
//! (`xtask/src/dist/first.rs`) writes the result for each page and language into `index.html`;
//! the module then starts without drawing ([`FIRST_PAINT_ATTR`]), holds its redraws until it
//! has read the same files itself (`Model::may_replace_first_paint`), and its first redraw
//! finds the same HTML, so the in-place redraw changes nothing (or only what the browser alone
//! knows: the offline state, the daily puzzle).

use gobblet_tablebase::Lookup;

use crate::i18n::{Lang, Tables};
use crate::link::Page;
use crate::model::{Boot, Model, Msg, TbState};
use crate::shell;

pub use shell::FIRST_PAINT_ATTR;

/// The pages drawn at build time: [`Page::DRAWN`], each at [`Page::first_paint_query`] (the
/// Gobbler page's shell; its own module's content goes in with [`with_gobbler`]).
pub const DRAWN: [Page; 7] = Page::DRAWN;

/// The address's query whose page is drawn at build time as `page` ([`Page::first_paint_query`]).
#[must_use]
pub fn query_of(page: Page) -> String {
    page.first_paint_query()
}

/// The page's address as the pages drawn at build time write it (the share links):
/// the script that copies a page into `#app` puts the reader's address in its place
/// (`xtask/src/dist/first.rs`), as the module writes it (`web_kit::browser::page_url`).
pub const PAGE_URL: &str = "https://page-url.invalid/";

/// The site's files a page drawn at build time is drawn from (their text).
#[derive(Clone, Copy, Debug, Default)]
pub struct SiteFiles<'a> {
    /// `tb/manifest.json`.
    pub manifest: &'a str,
    /// `tb/stats.json`, for the findings (`None`: the site has none, so the page is drawn as
    /// the module draws it without one).
    pub stats: Option<&'a str>,
}

/// A page, drawn at build time in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstPaint {
    /// The page.
    pub page: Page,
    /// The language.
    pub lang: Lang,
    /// The document's title in that language.
    pub title: &'static str,
    /// The content of `#app`, as the module draws it once the manifest is read.
    pub html: String,
}

/// Draws `page` in `lang` as a direct visit to its address ([`query_of`]) shows it once the
/// module has read the site's `files` (and, on the puzzle page, before the puzzle file: the
/// daily puzzle is the reader's date's). The explorer's start page must be complete
/// ([`start_page`]).
pub fn page(files: SiteFiles<'_>, page: Page, lang: Lang) -> Result<FirstPaint, FirstPaintError> {
    if page == Page::Explore {
        return start_page(files.manifest, lang);
    }
    let (mut m, _) = Model::init(Boot {
        lang,
        query: query_of(page),
        ..Boot::default()
    });
    read_manifest(&mut m, files.manifest)?;
    if page == Page::Findings {
        if let Some(stats) = files.stats {
            let _ = m.update(Msg::Stats(Ok(stats.to_string())));
        }
    }
    debug_assert_eq!(m.page, page);
    Ok(FirstPaint {
        page,
        lang,
        title: lang.messages().ui.page_title,
        html: shell::render(&m, PAGE_URL),
    })
}

/// Feeds the model the manifest; why it was refused, if it was.
fn read_manifest(m: &mut Model, manifest_json: &str) -> Result<(), FirstPaintError> {
    let _ = m.update(Msg::Manifest(Ok(manifest_json.to_string())));
    match &m.tb {
        TbState::Ready(_) => Ok(()),
        TbState::Failed(e) => Err(FirstPaintError::Manifest(format!("{e:?}"))),
        _ => Err(FirstPaintError::Manifest("not loaded".into())),
    }
}

/// Why the start page could not be drawn at build time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FirstPaintError {
    /// The manifest is not one the app reads (the reader's reason).
    Manifest(String),
    /// The start page still waits for a value: the manifest's opening book does not cover it
    /// (a table built without one), so the HTML would show `?` where the module shows colours.
    Incomplete,
    /// The start page with its welcome is not the start page followed by the welcome, so the
    /// welcome cannot be added to it in the browser.
    Welcome,
}

impl std::fmt::Display for FirstPaintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FirstPaintError::Manifest(why) => write!(f, "the manifest cannot be read: {why}"),
            FirstPaintError::Incomplete => f.write_str(
                "the manifest's opening book does not hold every value of the start page \
                 (rebuild the tablebase with shard-tool)",
            ),
            FirstPaintError::Welcome => {
                f.write_str("the welcome is not drawn after the start page (app::shell::render)")
            }
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
    read_manifest(&mut m, manifest_json)?;
    debug_assert_eq!(m.page, Page::Explore);
    let known = |l: &Lookup| matches!(l, Lookup::Known(_));
    let moves = m.move_values();
    if moves.is_empty() || !moves.iter().all(|(_, l)| known(l)) {
        return Err(FirstPaintError::Incomplete);
    }
    let html = shell::render(&m, "");
    Ok(FirstPaint {
        page: Page::Explore,
        lang,
        title: lang.messages().ui.page_title,
        html,
    })
}

/// The welcome a first visit to the start page shows in front of it (nothing the site keeps
/// is stored yet: `Boot::first_visit`), drawn in `lang`: what the model draws after the start
/// page ([`start_page`]) when it is open.
pub fn start_welcome(manifest_json: &str, lang: Lang) -> Result<String, FirstPaintError> {
    let page = start_page(manifest_json, lang)?.html;
    let (mut m, _) = Model::init(Boot {
        lang,
        first_visit: true,
        ..Boot::default()
    });
    read_manifest(&mut m, manifest_json)?;
    let with = shell::render(&m, "");
    match with.strip_prefix(&page) {
        Some(welcome) if !welcome.is_empty() => Ok(welcome.to_string()),
        _ => Err(FirstPaintError::Welcome),
    }
}

/// The Gobbler page's shell `shell_html` ([`page`] of `Page::Gobbler`) with `gobbler_html` (what
/// the Gobbler page's module draws at its start) in its container, in place of the loading line
/// (the explorer's redraw leaves the container's content alone: `data-foreign`).
pub fn with_gobbler(shell_html: &str, gobbler_html: &str) -> Option<String> {
    let empty = format!("{}{}</div>", shell::GOBBLER_ROOT, shell::GOBBLER_LOADING);
    let at = shell_html.find(&empty)?;
    Some(format!(
        "{}{}{gobbler_html}</div>{}",
        &shell_html[..at],
        shell::GOBBLER_ROOT,
        &shell_html[at + empty.len()..]
    ))
}
