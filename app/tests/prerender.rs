//! The explorer's start page drawn at build time (`app::prerender`): drawn from the manifest's
//! opening book alone, the same HTML the model draws once it has read that manifest, and refused
//! when the book does not hold what the page shows.

use app::i18n::Lang;
use app::model::{Boot, Model, Msg};
use app::prerender::{start_page, FirstPaintError};
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
