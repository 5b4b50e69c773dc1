//! The findings page's tests: the page drawn from solved files (its figures checked section by
//! section in `figures.rs`), older and bad files, loading, numbers, languages.

use super::*;
use crate::html::esc;
use crate::i18n::Tables;
use gobblet_rules::rng::Rng;
use serde_json::Value as J;

mod figures;

/// `stats.json` as the solver writes it, from solves of small variants done here (input only:
/// every expectation below is computed from the parsed JSON, not typed in), so a field renamed
/// on either side fails these tests: `cover=off` (P1 wins in 9, like the standard game's start
/// win) and `cover=off,pieces=1` (a drawn start; small, for the many-input tests).
fn solved(rules: &str) -> &'static str {
    static JSON: [std::sync::OnceLock<String>; 2] =
        [std::sync::OnceLock::new(), std::sync::OnceLock::new()];
    let slot = usize::from(rules == "cover=off");
    JSON[slot].get_or_init(|| {
        let variant: gobblet_rules::Variant = rules.parse().expect("a variant");
        let table = solver::solve::solve(&variant).0;
        serde_json::to_string_pretty(&solver::stats::compute(&table)).expect("stats serialise")
    })
}

/// The small solve's `stats.json`.
fn fixture() -> &'static str {
    solved("cover=off,pieces=1")
}

fn text(lang: Lang) -> &'static FindingsText {
    &lang.messages().full.findings
}

/// The fixture and, where present, the real files of this checkout (not in git).
fn inputs() -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = ["cover=off", "cover=off,pieces=1"]
        .into_iter()
        .map(|rules| (format!("solved {rules}"), solved(rules).to_string()))
        .collect();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for f in [
        "data/standard/stats.json",
        "data/cover-off/stats.json",
        "site/tb/stats.json",
    ] {
        if let Ok(s) = std::fs::read_to_string(root.join(f)) {
            v.push((f.to_string(), s));
        }
    }
    v
}

fn u(j: &J) -> u64 {
    j.as_u64().expect("a count")
}

/// The `<tr class="{class}">` row of the numbers table.
fn row<'a>(html: &'a str, class: &str) -> &'a str {
    let start = html
        .find(&format!(r#"<tr class="{class}">"#))
        .unwrap_or_else(|| panic!("no row {class}"));
    let end = start + html[start..].find("</tr>").unwrap();
    &html[start..end]
}

/// The `<section id="f-{id}">` of the page.
fn section_of<'a>(html: &'a str, id: &str) -> &'a str {
    let start = html
        .find(&format!(r#"<section class="finding" id="f-{id}""#))
        .unwrap_or_else(|| panic!("no section {id}"));
    let end = start + html[start..].find("</section>").unwrap();
    &html[start..end]
}

fn pct(share: f64) -> String {
    format!("{:.1}%", share * 100.0)
}

/// Every chart is an `<svg role="img">` with an aria-label and a title; tags balance.
fn assert_well_formed(html: &str, ctx: &str) {
    for tag in [
        "svg", "section", "table", "g", "text", "p", "figure", "ul", "title", "div", "tr",
    ] {
        assert_eq!(
            html.matches(&format!("<{tag}>")).count() + html.matches(&format!("<{tag} ")).count(),
            html.matches(&format!("</{tag}>")).count(),
            "{ctx}: <{tag}> balance"
        );
    }
    for svg in html.split("<svg ").skip(1) {
        let open = &svg[..svg.find('>').unwrap()];
        assert!(open.contains(r#"role="img""#), "{ctx}: {open}");
        assert!(
            open.contains(r#"aria-label=""#) && !open.contains(r#"aria-label="""#),
            "{ctx}"
        );
        assert!(
            open.contains("viewBox=") && open.contains(r#"width="100%""#),
            "{ctx}"
        );
        assert!(svg[open.len()..].starts_with("><title>"), "{ctx}");
    }
}

#[test]
fn an_older_file_renders_what_it_has() {
    let mut j: J = serde_json::from_str(fixture()).unwrap();
    let obj = j.as_object_mut().unwrap();
    for key in [
        "outcomes_by_pieces_on_board",
        "pinned",
        "pinned_share",
        "single_winning_move_share",
    ] {
        obj.remove(key);
    }
    let stats = Stats::parse(&j.to_string()).unwrap();
    let t = text(Lang::En);
    let html = render(Some(&Ok(stats.clone())), t, Lang::En);
    assert!(section_of(&html, "pieces").contains(&esc(t.missing)));
    let shares = section_of(&html, "shares");
    assert!(!shares.contains(&esc(t.share_pinned)));
    // The single-move share is computed from its count when the stored share is missing.
    let won: u64 = j["win_histogram"].as_array().unwrap().iter().map(u).sum();
    let single = u(&j["single_winning_move"]) as f64 / won as f64;
    assert!(shares.contains(&pct(single)), "{shares}");
    assert!(html.contains(&group(u(&j["reachable"]))));
    assert_well_formed(&html, "older");

    // The least a file may hold.
    let least = Stats::parse(r#"{"reachable": 10, "non_terminal": 4}"#).unwrap();
    for lang in Lang::ALL {
        let html = render(Some(&Ok(least.clone())), text(lang), lang);
        assert!(html.contains(&esc(text(lang).missing)));
        assert_well_formed(&html, "least");
    }
}

#[test]
fn loading_and_errors_are_said() {
    for lang in Lang::ALL {
        let t = text(lang);
        assert!(render(None, t, lang).contains(&esc(t.loading)));
        let error = crate::fetch::LoadError::Fetch(crate::fetch::FetchError::Status(404));
        let html = render(Some(&Err(error.clone())), t, lang);
        let said = fill(t.failed, &[&lang.messages().stats_load_error(&error)]);
        assert!(html.contains(&esc(&said)), "{html}");
        assert!(
            said.contains("stats.json") && said.contains("404"),
            "{said}"
        );
    }
}

#[test]
fn bad_files_are_errors_that_say_why() {
    let with = |key: &str, value: J| {
        let mut j: J = serde_json::from_str(fixture()).unwrap();
        j[key] = value;
        j.to_string()
    };
    use gobblet_tablebase::json::SerdeClass;
    use gobblet_tablebase::stats::{Entry, StatsError};
    let json = |class: SerdeClass| move |e: &StatsError| matches!(e, StatsError::NotReadable(j) if j.class == class);
    type Says = Box<dyn Fn(&StatsError) -> bool>;
    let cases: Vec<(String, Says)> = vec![
        (String::new(), Box::new(json(SerdeClass::Eof))),
        (
            "<!doctype html><html>".into(),
            Box::new(json(SerdeClass::Syntax)),
        ),
        ("[]".into(), Box::new(json(SerdeClass::Data))),
        ("{}".into(), Box::new(json(SerdeClass::Data))),
        (
            r#"{"reachable": 1}"#.into(),
            Box::new(json(SerdeClass::Data)),
        ),
        (
            r#"{"reachable": -1, "non_terminal": 0}"#.into(),
            Box::new(json(SerdeClass::Data)),
        ),
        (
            with("immediate_win_share", J::from(1.5)),
            Box::new(
                |e| matches!(e, StatsError::NotAShare { name: "immediate_win_share", value } if *value == 1.5),
            ),
        ),
        (
            with(
                "first_moves",
                serde_json::json!([{"move": "b2-c3", "outcome": "win", "plies": 3}]),
            ),
            Box::new(|e| matches!(e, StatsError::NotAPlacement(m) if m == "b2-c3")),
        ),
        (
            with(
                "first_moves",
                serde_json::json!([{"move": "X@z9", "outcome": "win", "plies": 3}]),
            ),
            Box::new(|e| matches!(e, StatsError::NotAPlacement(m) if m == "X@z9")),
        ),
        (
            with("start", serde_json::json!({"outcome": "win"})),
            Box::new(|e| *e == StatsError::NoPlies(Entry::Start)),
        ),
        (
            with(
                "start",
                serde_json::json!({"outcome": "victory", "plies": 3}),
            ),
            Box::new(json(SerdeClass::Data)),
        ),
        (
            with("win_histogram", J::from(vec![1u64; 300])),
            Box::new(|e| {
                matches!(
                    e,
                    StatsError::TooLong {
                        name: "win_histogram",
                        len: 300,
                        ..
                    }
                )
            }),
        ),
        (
            with("draws_by_pieces_on_board", J::from(vec![1u64; 14])),
            Box::new(|e| {
                matches!(
                    e,
                    StatsError::TooLong {
                        name: "draws_by_pieces_on_board",
                        len: 14,
                        ..
                    }
                )
            }),
        ),
        (
            with("reachable", J::from("many")),
            Box::new(json(SerdeClass::Data)),
        ),
    ];
    for (input, says) in cases {
        let err = Stats::parse(&input).expect_err(&input);
        assert!(says(&err), "{input:?} gave {err:?}");
        // Every refusal is worded on the page, in each language, naming the file.
        for lang in Lang::ALL {
            let said = lang
                .messages()
                .stats_load_error(&crate::fetch::LoadError::Refused(err.clone()));
            assert!(said.starts_with("stats.json"), "{said}");
        }
    }
}

#[test]
fn no_input_makes_it_panic() {
    // Every prefix of a real file, then many small mutations of it.
    let check = |s: &str| {
        if let Ok(stats) = Stats::parse(s) {
            for lang in Lang::ALL {
                let _ = render(Some(&Ok(stats.clone())), text(lang), lang);
            }
        }
    };
    let fixture = fixture();
    for end in 0..=fixture.len() {
        if fixture.is_char_boundary(end) {
            check(&fixture[..end]);
        }
    }
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    let alphabet = b"0123456789-.e\"{}[],:x ";
    for _ in 0..3000 {
        let mut bytes = fixture.as_bytes().to_vec();
        for _ in 0..=rng.below(3) {
            let at = rng.below(bytes.len());
            bytes[at] = alphabet[rng.below(alphabet.len())];
        }
        check(&String::from_utf8_lossy(&bytes));
    }
    // Extremes that parse: huge counts, zero positions in play.
    let huge = format!(
        r#"{{"reachable": {m}, "non_terminal": {m}, "draws": {m}, "win_histogram": [{m}, {m}], "draws_by_pieces_on_board": [{m}], "outcomes_by_pieces_on_board": [{{"wins": {m}, "losses": {m}, "draws": {m}}}], "start": {{"outcome": "loss", "plies": 4000000000}}, "immediate_wins": {m}}}"#,
        m = u64::MAX
    );
    check(&huge);
    check(r#"{"reachable": 0, "non_terminal": 0, "draws": 0, "p1_wins": 0, "win_histogram": [0]}"#);
}

#[test]
fn numbers_read_well() {
    assert_eq!(group(0), "0");
    assert_eq!(group(999), "999");
    assert_eq!(group(1000), "1,000");
    assert_eq!(group(370_974_636), "370,974,636");
    assert_eq!(group(u64::MAX), "18,446,744,073,709,551,615");
    let t = text(Lang::En);
    assert_eq!(percent(0.828_821_537, t), "82.9%");
    assert_eq!(percent(0.0, t), "0.0%");
    assert_eq!(percent(1.0, t), "100.0%");
    assert_eq!(percent(0.000_561_5, t), "0.056%");
    assert_eq!(percent(0.000_001, t), "0.0001%");
    assert_eq!(compact(999, Lang::En), "999");
    assert_eq!(compact(499_808, Lang::En), "500k");
    assert_eq!(compact(999_999, Lang::En), "1M");
    assert_eq!(compact(14_944_140, Lang::En), "14.9M");
    assert_eq!(compact(307_471_768, Lang::En), "307M");
    assert_eq!(compact(3_280, Lang::ZhHant), "3,280");
    assert_eq!(compact(499_808, Lang::ZhHant), "50萬");
    assert_eq!(compact(14_944_140, Lang::ZhHant), "1494萬");
    assert_eq!(compact(99_999_999, Lang::ZhHant), "1億");
    assert_eq!(compact(307_471_768, Lang::ZhHant), "3.07億");
    assert_eq!(compact(u64::MAX, Lang::ZhHant), "18446744兆");
    for k in 0..=19 {
        let _ = compact(10u64.pow(k), Lang::En);
        let _ = compact(10u64.pow(k) - 1, Lang::ZhHant);
    }
}

/// The Chinese page has no English sentence left in it (that every string exists in every
/// language with the same placeholders is `i18n`'s test).
#[test]
fn the_chinese_page_is_chinese() {
    let zh = text(Lang::ZhHant);
    let stats = Stats::parse(fixture()).unwrap();
    let zh_html = render(Some(&Ok(stats)), zh, Lang::ZhHant);
    for word in [" the ", " wins ", " plies", "positions"] {
        assert!(!zh_html.contains(word), "{word:?} in the Chinese page");
    }
}

#[test]
fn the_comparison_with_the_published_solve_is_shown_for_the_standard_rules_only() {
    let mut s = Stats::parse(solved("cover=off")).unwrap();
    for lang in Lang::ALL {
        let t = text(lang);
        // cover = off: the published solve does not apply.
        assert!(!render(Some(&Ok(s.clone())), t, lang).contains("f-compare"));
    }
    s.rules = Some("reveal=must-cover,cover=on,pieces=2".into());
    for lang in Lang::ALL {
        let t = text(lang);
        let html = render(Some(&Ok(s.clone())), t, lang);
        let compare = section_of(&html, "compare");
        assert!(compare.contains(&esc(&fill(t.compare_reachable, &[&group(s.reachable)]))));
        let (keep, fast) = (s.single_share().unwrap(), s.single_fastest_share().unwrap());
        assert!(compare.contains(&esc(&fill(
            t.compare_single,
            &[&percent(keep, t), &percent(fast, t)]
        ))));
        let d = s.deepest_win.unwrap();
        assert!(compare.contains(&esc(&fill(t.compare_deepest, &[&group(d.positions)]))));
        assert_well_formed(&html, "compare");
    }
}
