//! The pages drawn at build time (`app::prerender`): the explorer's start page drawn from the
//! manifest's opening book alone, the same HTML the model draws once it has read that manifest,
//! and refused when the book does not hold what the page shows; every other page drawn as the
//! model draws it once it has read the site's files (and kept until then); the start page's
//! welcome; the Gobbler page's container.

use app::i18n::Lang;
use app::link::Page;
use app::model::{Boot, Model, Msg};
use app::prerender::{
    self, query_of, start_page, start_welcome, with_gobbler, FirstPaintError, SiteFiles, DRAWN,
    PAGE_URL,
};
use app::shell;
use gobblet_rules::{Position, Value, Variant};
use gobblet_tablebase::{local, tb_key, Manifest};

mod table;

const BUILD: u64 = 0x00f1_257a_0000_0001;

/// A standard table's manifest whose chunk holds one far position and whose opening book holds
/// the start and every stored child of it (`Win(5)` for the side to move when `with_book`).
fn manifest(with_book: bool) -> String {
    let v = Variant::STANDARD;
    let start = Position::START;
    let far = start.play_line(&v, "L@b2 S@a1 L@c3").unwrap();
    let (json, _, _) = table::one_chunk(v, BUILD, vec![(tb_key(&far), Value::Draw)]);
    let mut m: Manifest = serde_json::from_str(&json).unwrap();
    if with_book {
        let mut book = vec![(tb_key(&start), Value::Win(7).to_byte())];
        for &mv in start.legal_moves(&v).iter() {
            let child = start.play(mv);
            if local::local_value(&v, &child).is_none() {
                book.push((tb_key(&child), Value::Loss(6).to_byte()));
            }
        }
        book.sort_unstable();
        book.dedup();
        m.book = book;
    }
    serde_json::to_string(&m).unwrap()
}

#[test]
fn the_start_page_is_drawn_from_the_opening_book_as_the_model_draws_it() {
    let json = manifest(true);
    for lang in Lang::ALL {
        let first = start_page(&json, lang).unwrap();
        assert_eq!(first.lang, lang);
        let (mut m, _) = Model::init(Boot {
            lang,
            ..Boot::default()
        });
        let _ = m.update(Msg::Manifest(Ok(json.clone())));
        assert_eq!(first.html, shell::render(&m, ""), "{lang:?}");
        // Every one of the 27 first moves is coloured (the book's children lose in 6 for the
        // side to move after them: a win in 7 for the mover), none waits for a chunk.
        assert!(first.html.matches("data-move=").count() >= 27);
        assert!(!first.html.contains("unknown"), "{lang:?}: {}", first.html);
        assert!(first.html.contains("win"));
    }
    assert_ne!(
        start_page(&json, Lang::En).unwrap().html,
        start_page(&json, Lang::ZhHant).unwrap().html
    );
}

#[test]
fn a_manifest_without_the_book_or_unreadable_is_refused() {
    assert_eq!(
        start_page(&manifest(false), Lang::En),
        Err(FirstPaintError::Incomplete)
    );
    assert!(matches!(
        start_page("{\"format\": 1}", Lang::En),
        Err(FirstPaintError::Manifest(_))
    ));
    assert!(FirstPaintError::Incomplete
        .to_string()
        .contains("opening book"));
}

/// The standard table's `stats.json` stands in for the site's: a small variant's, from its
/// solve here (the page draws whatever the file says).
fn stats() -> String {
    let variant: Variant = "cover=off,pieces=1".parse().unwrap();
    let table = solver::solve::solve(&variant).0;
    serde_json::to_string(&solver::stats::compute(&table)).unwrap()
}

#[test]
fn every_page_drawn_is_what_the_model_draws_once_it_has_read_the_sites_files() {
    let json = manifest(true);
    let stats = stats();
    let files = SiteFiles {
        manifest: &json,
        stats: Some(&stats),
    };
    for lang in Lang::ALL {
        for page in DRAWN {
            let first = prerender::page(files, page, lang).unwrap();
            assert_eq!((first.page, first.lang), (page, lang));
            // The module at the page's address: it keeps the page until it has read what the
            // page was drawn from, then draws the same.
            let (mut m, _) = Model::init(Boot {
                lang,
                query: query_of(page),
                ..Boot::default()
            });
            assert_eq!(m.page, page);
            assert!(!m.first_paint_read(), "{page:?}: nothing read yet");
            let _ = m.update(Msg::Manifest(Ok(json.clone())));
            match page {
                Page::Findings => {
                    assert!(!m.first_paint_read(), "the findings wait for stats.json");
                    let _ = m.update(Msg::Stats(Ok(stats.clone())));
                }
                Page::Puzzles => {
                    assert!(!m.first_paint_read(), "the puzzles wait for their file");
                    assert_eq!(first.html, shell::render(&m, PAGE_URL), "{lang:?}");
                    let _ = m.update(Msg::PuzzleFile(Err(app::fetch::FetchError::Network)));
                }
                _ => {}
            }
            assert!(m.first_paint_read(), "{page:?}");
            if page != Page::Puzzles {
                let url = if page == Page::Explore { "" } else { PAGE_URL };
                assert_eq!(first.html, shell::render(&m, url), "{page:?} {lang:?}");
            }
        }
        let findings = prerender::page(files, Page::Findings, lang).unwrap().html;
        assert!(findings.contains("<svg"), "the findings' charts are drawn");
        let editor = prerender::page(files, Page::Editor, lang).unwrap().html;
        assert!(
            editor.contains(&format!("href=\"{PAGE_URL}")),
            "the share link, to be completed"
        );
    }
    // Each page at its own address; the start page at the bare one.
    assert_eq!(query_of(Page::Explore), "");
    assert_eq!(query_of(Page::Findings), "?page=findings");
}

#[test]
fn the_welcome_follows_the_start_page_and_the_gobbler_page_fills_its_container() {
    let json = manifest(true);
    for lang in Lang::ALL {
        let page = start_page(&json, lang).unwrap().html;
        let welcome = start_welcome(&json, lang).unwrap();
        assert!(welcome.starts_with("<div id=\"welcome\""), "{welcome}");
        let (mut m, _) = Model::init(Boot {
            lang,
            first_visit: true,
            ..Boot::default()
        });
        let _ = m.update(Msg::Manifest(Ok(json.clone())));
        assert_eq!(page + &welcome, shell::render(&m, ""));
    }
    let files = SiteFiles {
        manifest: &json,
        stats: None,
    };
    let shell_html = prerender::page(files, Page::Gobbler, Lang::En)
        .unwrap()
        .html;
    let filled = with_gobbler(&shell_html, "<div class=\"gb\">board</div>").unwrap();
    assert!(filled
        .contains("<div id=\"gobbler-root\" data-foreign><div class=\"gb\">board</div></div>"));
    assert!(!filled.contains("Loading"), "{filled}");
    assert_eq!(
        with_gobbler(&filled, "again"),
        None,
        "only the empty container is filled"
    );
}
