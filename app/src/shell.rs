//! The shell around every page: the header with the language switch, the navigation, the
//! offline status line, the page chosen by the model, and the one decoder from a clicked
//! element's `data-*` attributes to a [`Msg`] (the web layer calls [`message_of`]).

use std::fmt::Write;

use crate::html::esc;
use crate::i18n::{Lang, Messages, Tables, UiText};
use crate::link::Page;
use crate::model::{FullMsg, Model, Msg};
use crate::pages::{game, offline};

/// The attributes that name an interactive element: a click on an element carrying one is a
/// message, and they keep its focus and its identity across redraws (the game pages' controls,
/// the navigation, the language switch, the other pages' `data-msg="<page>:…"`, copy buttons).
pub const KEYS: [&str; 12] = [
    "data-square",
    "data-reserve",
    "data-move",
    "data-ply",
    "data-node",
    "data-action",
    "data-nav",
    "data-lang",
    "data-side",
    "data-level",
    "data-msg",
    "data-copy",
];

/// The message of a click on an element, from its attributes (`get("data-nav")` →
/// `Some("learn")`); `None` when it names none or a malformed one.
pub fn message_of(get: impl Fn(&str) -> Option<String>) -> Option<Msg> {
    if let Some(page) = get("data-nav") {
        return Page::from_tag(&page).map(Msg::Page);
    }
    if let Some(lang) = get("data-lang") {
        return Lang::from_tag(&lang).map(Msg::Lang);
    }
    if let Some(m) = get("data-msg") {
        let (prefix, payload) = m.split_once(':')?;
        return match prefix {
            "offline" => offline::OfflineMsg::from_attr(payload).map(Msg::Offline),
            _ => FullMsg::from_attr(prefix, payload).map(Msg::Full),
        };
    }
    game::actions::decode(get)
}

/// The attribute `index.html`'s script sets on `#app` when it drew the start page from the HTML
/// written at build time (`crate::prerender`): its value is the language drawn. The module
/// skips its first redraw then, when it opens the same page in the same language.
pub const FIRST_PAINT_ATTR: &str = "data-first-paint";

/// The container of the Gobbler page's module, as the shell opens it.
pub const GOBBLER_ROOT: &str = r#"<div id="gobbler-root" data-foreign>"#;

/// What the container holds until the Gobbler page's module draws into it.
pub const GOBBLER_LOADING: &str = r#"<p class="status">Loading… 載入中…</p>"#;

/// The whole page. `page_url` is the page's address without its query (for share links).
#[must_use]
pub fn render(m: &Model, page_url: &str) -> String {
    let all: &Messages = m.lang.messages();
    let t = &all.ui;
    let mut h = String::new();
    // The skip link, first on the page: to the board's tab stop where there is a board (the
    // web layer moves the focus), else to the page.
    let has_board = m.page.is_game()
        || matches!(
            m.page,
            Page::Learn | Page::Editor | Page::Puzzles | Page::Gobbler
        );
    let _ = write!(
        h,
        r##"<a class="skip" href="#page" data-skip>{}</a>"##,
        esc(if has_board { t.skip_board } else { t.skip_page })
    );
    let _ = write!(
        h,
        r#"<header class="top"><h1>{} <span class="sub">— {}</span></h1>"#,
        esc(t.title),
        esc(t.subtitle)
    );
    let _ = write!(
        h,
        r#"<button id="welcome-open" class="welcome-open" {}>{}</button>"#,
        game::actions::attr(&Msg::Welcome),
        esc(all.guide.reopen)
    );
    h.push_str(&language_switch(m, t));
    // Only when the browser has offered to install the app (its `beforeinstallprompt`).
    if m.install_offered {
        let _ = write!(
            h,
            r#"<button id="install" class="install" {}>{}</button>"#,
            game::actions::attr(&Msg::Install),
            esc(t.install)
        );
    }
    h.push_str("</header>");
    h.push_str(&nav(m, t));
    if m.update_ready {
        // Under the navigation, where it is seen; one line, nothing covered.
        let _ = write!(
            h,
            r#"<p id="update" class="update" role="status">{} <button {}>{}</button></p>"#,
            esc(t.update_ready),
            game::actions::attr(&Msg::Reload),
            esc(t.update_reload)
        );
    }
    let _ = write!(
        h,
        r#"<p id="offline-status" class="offline-status">{}</p>"#,
        offline::status_line(&m.offline, &all.offline_status)
    );
    if !m.page.is_game() {
        // The game pages show notices by the board; the others (a bad link to a step) here.
        if let Some(n) = &m.notice {
            let _ = write!(
                h,
                r#"<p id="notice" class="notice" role="alert">{}</p>"#,
                esc(&game::notice_text(m, t, n))
            );
        }
    }
    let _ = write!(
        h,
        r#"<section id="page" class="page page-{}" tabindex="-1">"#,
        m.page.tag()
    );
    page_body(&mut h, m, all, page_url);
    h.push_str("</section>");
    if m.welcome {
        welcome(&mut h, m, all);
    }
    h
}

/// The welcome in front of the page (a first visit, or the header's button): three ways to
/// begin, each a button with what it opens said under its name; the language switch, and a
/// button that closes it where it is.
fn welcome(h: &mut String, m: &Model, all: &Messages) {
    let g = &all.guide;
    let _ = write!(
        h,
        r#"<div id="welcome" class="welcome-backdrop"><div class="welcome" role="dialog" aria-modal="true" aria-labelledby="welcome-title" aria-describedby="welcome-intro"><div class="welcome-top">{}<button class="welcome-close" {}>{}</button></div><h2 id="welcome-title">{}</h2><p id="welcome-intro">{}</p><ul class="welcome-choices">"#,
        language_switch(m, &all.ui),
        game::actions::attr(&Msg::Welcomed(None)),
        esc(g.close),
        esc(g.welcome_title),
        esc(g.welcome_intro)
    );
    for (page, name, about) in [
        (Page::Learn, g.learn, g.learn_about),
        (Page::Play, g.play, g.play_about),
        (Page::Explore, g.explore, g.explore_about),
    ] {
        let _ = write!(
            h,
            r#"<li><button class="welcome-choice" {}><span class="welcome-name">{}</span><span class="welcome-about">{}</span></button></li>"#,
            game::actions::attr(&Msg::Welcomed(Some(page))),
            esc(name),
            esc(about)
        );
    }
    h.push_str("</ul></div></div>");
}

/// The page chosen, drawn by its own module.
fn page_body(h: &mut String, m: &Model, all: &Messages, page_url: &str) {
    match m.page {
        Page::Explore | Page::Play | Page::Two => h.push_str(&game::render(m, all)),
        Page::Learn | Page::Findings | Page::Editor | Page::Puzzles | Page::Offline => {
            h.push_str(&full_page(m, all, page_url));
        }
        // Drawn by its own module (`web` mounts it); a redraw leaves a `data-foreign` element's
        // content alone.
        Page::Gobbler => {
            let _ = write!(h, r#"{GOBBLER_ROOT}{GOBBLER_LOADING}</div>"#);
        }
    }
}

/// The page registry's view (see `model::registry`): a page of the full module. The one choice
/// between the builds in the shell.
#[cfg(feature = "full")]
fn full_page(m: &Model, all: &Messages, page_url: &str) -> String {
    use crate::model::TbState;
    use crate::pages::{editor, findings, learn, puzzles};
    let full = &m.full;
    match m.page {
        Page::Offline => offline::render_page(&m.offline, all),
        Page::Learn => {
            // The reveal rule's setting under the lessons it concerns (from the reveal step
            // on), not before the first lesson.
            let concerned =
                crate::lessons::step_index("reveal").is_some_and(|r| full.learn.step() >= r);
            let setting = if concerned {
                game::reveal_setting(m)
            } else {
                String::new()
            };
            learn::render(&full.learn, &all.full.learn) + &setting
        }
        Page::Findings => findings::render(full.stats.as_ref(), &all.full.findings, m.lang),
        Page::Editor => editor::render(&full.editor, &all.full.editor, &m.variant, page_url),
        Page::Puzzles => {
            // Why the tablebase cannot be used, if it cannot.
            let tb_failure = match &m.tb {
                TbState::Failed(why) => Some(why),
                _ => None,
            };
            puzzles::render(
                &full.puzzles,
                &m.puzzle_values(),
                &m.variant,
                all,
                tb_failure,
            )
        }
        _ => String::new(),
    }
}

/// The explorer's module: the full module is on its way (`web` loads it and hands the page
/// over); a failure to load it is a notice above.
#[cfg(not(feature = "full"))]
fn full_page(m: &Model, all: &Messages, _page_url: &str) -> String {
    game::page_loading(m, &all.ui)
}

fn language_switch(m: &Model, t: &UiText) -> String {
    let mut h = format!(
        r#"<div class="langs" role="group" aria-label="{}">"#,
        esc(t.language)
    );
    for lang in Lang::ALL {
        let _ = write!(
            h,
            r#"<button data-lang="{}" lang="{}" aria-pressed="{}">{}</button>"#,
            lang.tag(),
            lang.tag(),
            lang == m.lang,
            esc(lang.name())
        );
    }
    h.push_str("</div>");
    h
}

/// The navigation's order: the front page, then how to play (marked out, where a newcomer looks
/// first), the games, and the rest.
const NAV: [Page; 9] = [
    Page::Explore,
    Page::Learn,
    Page::Play,
    Page::Two,
    Page::Puzzles,
    Page::Findings,
    Page::Editor,
    Page::Gobbler,
    Page::Offline,
];

fn nav(m: &Model, t: &UiText) -> String {
    let mut h = format!(
        r#"<nav class="tabs" aria-label="{}"><ul>"#,
        esc(t.nav_label)
    );
    for page in NAV {
        let href = if page == Page::Explore {
            "./".to_string()
        } else {
            format!("?page={}", page.tag())
        };
        let _ = write!(
            h,
            r#"<li><a href="{href}" data-nav="{}"{}{}>{}</a></li>"#,
            page.tag(),
            if page == Page::Learn {
                r#" class="tab-learn""#
            } else {
                ""
            },
            if page == m.page {
                r#" aria-current="page""#
            } else {
                ""
            },
            esc(t.page_name(page))
        );
    }
    h.push_str("</ul></nav>");
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `data-*="…"` attribute in `html` (values unescaped), in order.
    fn attributes(html: &str) -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut rest = html;
        while let Some(i) = rest.find(" data-") {
            rest = &rest[i + 1..];
            let Some((key, after)) = rest.split_once("=\"") else {
                break;
            };
            let Some((value, after)) = after.split_once('"') else {
                break;
            };
            let value = value
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
            out.push((key.to_string(), value));
            rest = after;
        }
        out
    }

    /// The explorer's module: another page says it is loading until loading it fails; then
    /// only the notice speaks.
    #[cfg(not(feature = "full"))]
    #[test]
    fn a_page_of_the_full_module_is_loading_until_it_failed() {
        let mut m = Model::new();
        let _ = m.update(Msg::Page(Page::Findings));
        let html = render(&m, "https://x/");
        assert!(html.contains(r#"id="page-loading""#), "{html}");
        assert!(!html.contains(r#"id="notice""#), "{html}");
        let _ = m.update(Msg::PageFailed);
        let html = render(&m, "https://x/");
        assert!(!html.contains(r#"id="page-loading""#), "{html}");
        assert!(
            html.contains(r#"id="notice""#) && html.contains("offline"),
            "{html}"
        );
    }

    #[test]
    fn the_navigation_names_every_page_once() {
        for page in Page::ALL {
            assert_eq!(NAV.iter().filter(|&&p| p == page).count(), 1, "{page:?}");
        }
    }

    #[test]
    fn the_keys_hold_every_game_control() {
        for k in game::actions::KEYS {
            assert!(KEYS.contains(&k), "{k}");
        }
    }

    /// Every control drawn on every page decodes to a message (the copy buttons excepted: the
    /// web layer copies their text itself), and nothing else does.
    #[test]
    fn every_control_on_every_page_decodes() {
        for page in Page::ALL {
            let mut m = Model::new();
            let _ = m.update(Msg::Page(page));
            let html = render(&m, "https://x/");
            let attrs = attributes(&html);
            let mut controls = 0;
            for (key, value) in &attrs {
                if !KEYS.contains(&key.as_str()) || key == "data-copy" {
                    continue;
                }
                controls += 1;
                let msg = message_of(|k| (k == key).then(|| value.clone()));
                assert!(msg.is_some(), "{page:?}: {key}={value:?}");
            }
            // The navigation (one link per page) and the language switch are on every page.
            assert!(
                controls >= Page::ALL.len() + Lang::ALL.len(),
                "{page:?}: {controls}"
            );
            for p in Page::ALL {
                let msg = message_of(|k| (k == "data-nav").then(|| p.tag().to_string()));
                assert_eq!(msg, Some(Msg::Page(p)));
            }
        }
        assert_eq!(message_of(|_| None), None);
        assert_eq!(
            message_of(|k| (k == "data-msg").then(|| "nowhere:x".to_string())),
            None
        );
        assert_eq!(
            message_of(|k| (k == "data-lang").then(|| "zh-TW".to_string())),
            Some(Msg::Lang(Lang::ZhHant))
        );
    }
}
