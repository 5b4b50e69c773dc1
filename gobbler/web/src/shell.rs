//! The page around the screens: the heading, the three tabs, the computer's "thinking" line
//! while the rules or the findings are shown, and the screen chosen.

use std::fmt::Write as _;

use crate::action::{self, ACTION};
use crate::html::esc;
use crate::i18n::{fill, Tables};
use crate::model::{Model, Msg, Screen};
use crate::{findings, play, rules};

/// The whole page for `m`; `page_url` is the page's address without its query (for the link).
#[must_use]
pub fn render(m: &Model, page_url: &str) -> String {
    let t = m.lang.messages();
    let mut h = String::with_capacity(32 * 1024);
    let _ = write!(
        h,
        r#"<div class="gb" lang="{}"><header class="gb-head"><h1>{}</h1><p class="gb-tagline">{}</p><nav class="gb-tabs">"#,
        m.lang.tag(),
        esc(t.page.title),
        esc(t.page.tagline)
    );
    for (screen, label) in [
        (Screen::Play, t.page.tab_play),
        (Screen::Rules, t.page.tab_rules),
        (Screen::Findings, t.findings.tab),
    ] {
        let _ = write!(
            h,
            r#"<button type="button" class="gb-tab" {ACTION}="{}" aria-pressed="{}">{}</button>"#,
            action::to_attr(&Msg::Screen(screen)).unwrap_or_default(),
            m.screen == screen,
            esc(label)
        );
    }
    h.push_str("</nav>");
    if m.thinking.is_some() && m.screen != Screen::Play {
        let p = m.seats.of(m.position().side());
        let _ = write!(
            h,
            r#"<p id="gb-busy" class="gb-busy" role="status">{}</p>"#,
            esc(&fill(t.play.thinking, &[&t.play.player(p)]))
        );
    }
    h.push_str("</header>");
    match m.screen {
        Screen::Play => play::render(&mut h, m, t, page_url),
        Screen::Rules => rules::render(&mut h, t),
        Screen::Findings => findings::render(&mut h, t),
    }
    h.push_str("</div>");
    h
}

#[cfg(test)]
mod tests {
    use gobbler_rules::Side;

    use super::*;
    use crate::i18n::Lang;
    use crate::model::testing::Page;
    use crate::players::{Level, PlayerId};

    #[test]
    fn the_page_is_in_its_language_and_shows_the_chosen_screen() {
        let mut m = Page::link("?game=pass;+e5%3Ec6%3Eb4");
        assert!(render(&m.m, "").contains(r#"<div class="gb" lang="en">"#));
        m.send(Msg::Lang(Lang::ZhHant));
        let zh = render(&m.m, "");
        assert!(zh.contains(r#"lang="zh-Hant""#) && zh.contains("gb-board\""));
        m.send(Msg::Screen(Screen::Rules));
        let rules = render(&m.m, "");
        assert!(rules.contains("決定") && !rules.contains("gb-board\""));
        assert!(rules.contains(r#"aria-pressed="true">規則</button>"#));
    }

    #[test]
    fn the_header_says_the_computer_is_thinking_only_over_the_rules() {
        let mut m = Page::new();
        m.send(Msg::SetPlayer(
            Side::Gobblers,
            PlayerId::Computer(Level::Strong),
        ));
        m.send(Msg::Pass);
        let h = render(&m.m, "");
        assert!(h.contains("Computer (strong) is thinking…"));
        assert!(
            !h.contains("gb-busy"),
            "the play screen says it in its status"
        );
        m.send(Msg::Screen(Screen::Rules));
        assert!(render(&m.m, "").contains(
            r#"<p id="gb-busy" class="gb-busy" role="status">Computer (strong) is thinking…</p>"#
        ));
    }
}
