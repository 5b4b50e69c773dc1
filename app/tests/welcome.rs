//! The welcome of a first visit: shown on the front page of a first visit only, never for a
//! shared link or a returning visitor; each choice opens its page and is kept; the header's
//! button opens it again.

use app::engine::Level;
use app::link::Page;
use app::model::{Boot, Cmd, Model, Msg};
use app::shell::{message_of, render};

/// A first visit to the front page is welcomed; a link is not; the welcome's choices
/// open their pages and are kept; the header's button opens it again.
#[test]
fn the_welcome_shows_once_and_comes_back_from_the_header() {
    let first = |query: &str| {
        Model::init(Boot {
            first_visit: true,
            query: query.into(),
            ..Boot::default()
        })
        .0
    };
    let mut m = first("");
    assert!(render(&m, "https://x/").contains(r#"id="welcome""#));
    assert!(
        !first("?m=L@b2").welcome,
        "a shared link opens what it shows"
    );
    let back = Model::init(Boot::default()).0;
    assert!(!back.welcome, "a returning visitor is not welcomed");
    for (action, page) in [
        ("welcome-learn", Some(Page::Learn)),
        ("welcome-play", Some(Page::Play)),
        ("welcome-explore", Some(Page::Explore)),
        ("welcome-close", None),
    ] {
        let msg = message_of(|k| (k == "data-action").then(|| action.to_string()));
        assert_eq!(msg, Some(Msg::Welcomed(page)));
        let mut m = first("");
        let cmds = m.update(msg.unwrap());
        assert!(!m.welcome, "{action}");
        assert!(cmds.as_slice().contains(&Cmd::StoreWelcomed), "{action}");
        assert_eq!(m.page, page.unwrap_or(Page::Explore), "{action}");
        if page == Some(Page::Play) {
            assert_eq!(m.opponent.level, Level::Easy);
        }
        assert!(!render(&m, "https://x/").contains(r#"id="welcome""#));
    }
    let _ = m.update(Msg::Welcomed(None));
    let html = render(&m, "https://x/");
    assert!(html.contains(r#"id="welcome-open""#), "{html}");
    let _ = m.update(Msg::Welcome);
    assert!(render(&m, "https://x/").contains(r#"id="welcome""#));
}
