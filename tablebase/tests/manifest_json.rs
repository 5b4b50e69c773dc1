//! The manifest's own JSON reader (`gobblet_tablebase::json`) against `serde_json`, which writes
//! the manifest: every manifest written is read back equal, and on thousands of damaged
//! manifests both readers accept and refuse the same texts, except where ours refuses on
//! purpose ([`refused_on_purpose`]).
//!
//! Replay a failure with the `TEST_SEED` its output names; explore with `cargo xtask fuzz` or
//! `TEST_SEED=<n> PROPTEST_CASES=200000 cargo test -p gobblet-tablebase --test manifest_json`.

use gobblet_rules::Variant;
use gobblet_tablebase::json::{Json, MAX_DEPTH};
use gobblet_tablebase::manifest::{Manifest, FORMAT, LAYOUT_FILES, LAYOUT_PACKED};
use gobblet_tablebase::{shard, TbError};
use proptest::prelude::*;

/// `v` as serde_json writes it, indented or compact.
fn written<T: serde::Serialize>(v: &T, pretty: bool) -> String {
    if pretty {
        serde_json::to_string_pretty(v).unwrap()
    } else {
        serde_json::to_string(v).unwrap()
    }
}

/// How the serde reference refuses a manifest, by the classes the comparison needs.
#[derive(Debug)]
enum SerdeRefusal {
    /// Not a manifest (serde's words, read only by the failure output's `Debug`).
    Manifest(#[allow(dead_code)] String),
    /// Another format version.
    Version(u32),
    /// The checks after reading ([`Manifest::check`]).
    Check(TbError),
}

/// The manifest reader as it was before `json`: serde_json, the head first (format, version),
/// then the whole, then the same checks.
fn parse_with_serde(json: &str) -> Result<Manifest, SerdeRefusal> {
    #[derive(serde::Deserialize)]
    struct Head {
        format: String,
        version: u32,
    }
    let refused = |e: serde_json::Error| SerdeRefusal::Manifest(e.to_string());
    let head: Head = serde_json::from_str(json).map_err(refused)?;
    if head.format != FORMAT {
        return Err(SerdeRefusal::Manifest(format!("format {:?}", head.format)));
    }
    if head.version != u32::from(shard::FORMAT_VERSION) {
        return Err(SerdeRefusal::Version(head.version));
    }
    let m: Manifest = serde_json::from_str(json).map_err(refused)?;
    m.check(None).map_err(SerdeRefusal::Check)
}

/// Value bytes that decode (a win, a loss, a draw of various lengths).
const VALUES: [u8; 6] = [4, 131, 255, 6, 133, 8];

fn manifests() -> impl Strategy<Value = Manifest> {
    (
        any::<bool>(),
        any::<u64>(),
        1u32..5000,
        0u32..8,
        1usize..=VALUES.len(),
        proptest::collection::vec((any::<u64>(), 0usize..VALUES.len()), 0..40),
        any::<u64>(),
        "[a-z=,0-9 ]{0,20}",
    )
        .prop_map(
            |(packed, build, chunks, bits, n_values, book, keys, local)| {
                // A complete prefix code for n values: lengths 1, 2, …, n-1, n-1.
                let mut code_lengths: Vec<u8> = (1..n_values as u8).collect();
                code_lengths.push(code_lengths.last().copied().unwrap_or(0).max(1));
                if n_values == 1 {
                    code_lengths = vec![1];
                }
                Manifest {
                    format: FORMAT.into(),
                    version: u32::from(shard::FORMAT_VERSION),
                    variant: if packed {
                        Variant::STANDARD
                    } else {
                        "reveal=loses,cover=off,pieces=1".parse().unwrap()
                    },
                    build,
                    layout: if packed { LAYOUT_PACKED } else { LAYOUT_FILES }.into(),
                    shard_bits: if packed { 0 } else { bits },
                    chunks: if packed { chunks } else { 1 << bits },
                    index_bytes: if packed { u64::from(chunks) * 7 } else { 0 },
                    code_lengths,
                    values: VALUES[..n_values].to_vec(),
                    keys,
                    shard_bytes: keys / 3,
                    local,
                    book: book.into_iter().map(|(k, v)| (k, VALUES[v])).collect(),
                }
            },
        )
}

/// One damage to a text: delete, insert or replace a byte, cut the text short, or add a member
/// (a name, known to the manifest or not, and a raw JSON value) at the start of the object.
#[derive(Clone, Debug)]
enum Damage {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
    Cut(usize),
    Member(String, String),
}

/// Raw JSON values a damaged manifest may hold in a member it adds: numbers of every form and
/// size, strings with escapes (unpaired surrogates among them), arrays and objects nested
/// around the depth limit, and a few that are not JSON.
fn raw_values() -> impl Strategy<Value = String> {
    prop_oneof![
        "-?(0|[1-9][0-9]{0,24})(\\.[0-9]{1,3})?([eE][+-]?[0-9]{1,3})?",
        "-?0[0-9]{1,3}|[0-9]+\\.|\\.[0-9]+|[0-9]+[eE]|\\+[0-9]|-",
        "\"(\\\\u[dD][89aAbB][0-9a-f]{2}|\\\\u[dD][c-fC-F][0-9a-f]{2}|\\\\u00e9|\\\\[nt\"]|[a-z]){0,4}\"",
        (0usize..=MAX_DEPTH + 2, any::<bool>()).prop_map(|(n, objects)| if objects {
            format!("{}1{}", "{\"a\":".repeat(n), "}".repeat(n))
        } else {
            format!("{}{}", "[".repeat(n), "]".repeat(n))
        }),
        Just("{\"a\":1,\"a\":[2]}".to_string()),
        Just("null".to_string()),
    ]
}

/// Member names an added member may take: the manifest's own fields (a repeat) and others.
fn member_names() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "format", "version", "variant", "book", "keys", "local"
        ])
        .prop_map(str::to_string),
        "[a-z-]{1,5}",
        Just("\\ud83d".to_string()),
    ]
}

fn damages() -> impl Strategy<Value = Damage> {
    let chars = prop::sample::select(
        "{}[],:\"0123456789-.eE\\ ntfula\u{1}é"
            .chars()
            .collect::<Vec<_>>(),
    );
    prop_oneof![
        any::<usize>().prop_map(Damage::Delete),
        (any::<usize>(), chars.clone()).prop_map(|(i, c)| Damage::Insert(i, c)),
        (any::<usize>(), chars).prop_map(|(i, c)| Damage::Replace(i, c)),
        any::<usize>().prop_map(Damage::Cut),
        (member_names(), raw_values()).prop_map(|(n, v)| Damage::Member(n, v)),
    ]
}

fn damage(text: &str, d: &Damage) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = |i: usize| i % chars.len().max(1);
    let mut out = chars.clone();
    match *d {
        Damage::Delete(i) if !out.is_empty() => {
            out.remove(at(i));
        }
        Damage::Insert(i, c) => out.insert(at(i), c),
        Damage::Replace(i, c) if !out.is_empty() => out[at(i)] = c,
        Damage::Cut(i) => out.truncate(at(i)),
        Damage::Member(ref name, ref value) => {
            if let Some(i) = out.iter().position(|&c| c == '{') {
                let member: Vec<char> = format!("\"{name}\": {value},").chars().collect();
                out.splice(i + 1..i + 1, member);
            }
        }
        _ => {}
    }
    out.into_iter().collect()
}

/// Why our reader refuses `text` where serde may accept it, if it does so on purpose:
/// - arrays and objects nested deeper than [`MAX_DEPTH`] (serde skips an unknown value of any
///   depth; a manifest nests three deep);
/// - a manifest written as a JSON array (serde's derive reads a struct from a sequence of its
///   fields in order; serde never writes a manifest so).
///
/// The depth is counted by a scan of its own (brackets outside strings), not by the reader.
fn refused_on_purpose(text: &str) -> Option<&'static str> {
    if text.trim_start().starts_with('[') {
        return Some("a manifest written as an array");
    }
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    for c in text.chars() {
        match (in_string, escaped, c) {
            (true, true, _) => escaped = false,
            (true, false, '\\') => escaped = true,
            (true, false, '"') => in_string = false,
            (true, false, _) => {}
            (false, _, '"') => in_string = true,
            (false, _, '[' | '{') => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            (false, _, ']' | '}') => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    (deepest > MAX_DEPTH).then_some("nesting deeper than MAX_DEPTH")
}

proptest! {
    #![proptest_config(testkit::proptest_config(400))]

    #[test]
    fn every_manifest_written_reads_back_equal(m in manifests(), pretty in any::<bool>()) {
        let text = written(&m, pretty);
        prop_assert_eq!(Manifest::parse(&text, None).unwrap(), m.clone());
        prop_assert_eq!(parse_with_serde(&text).unwrap(), m);
    }

    #[test]
    fn damaged_manifests_are_refused_as_serde_refuses_them(
        m in manifests(),
        ds in proptest::collection::vec(damages(), 1..4),
    ) {
        let mut text = serde_json::to_string_pretty(&m).unwrap();
        for d in &ds {
            text = damage(&text, d);
        }
        let ours = Manifest::parse(&text, None);
        let theirs = parse_with_serde(&text);
        if let Some(why) = refused_on_purpose(&text) {
            prop_assert!(matches!(ours, Err(TbError::Manifest(_))), "{why}: {text}\nours {ours:?}");
            return Ok(());
        }
        match (&ours, &theirs) {
            (Ok(a), Ok(b)) => prop_assert_eq!(a, b),
            (Err(TbError::Version { got: a, .. }), Err(SerdeRefusal::Version(b))) => {
                prop_assert_eq!(a, b)
            }
            (
                Err(TbError::Manifest(_)),
                Err(SerdeRefusal::Manifest(_) | SerdeRefusal::Check(TbError::Manifest(_))),
            ) => {}
            _ => prop_assert!(false, "{text}\nours {ours:?}\nserde {theirs:?}"),
        }
    }

    #[test]
    fn numbers_are_read_as_serde_reads_them(
        text in "-?[0-9]{0,22}(\\.[0-9]{0,2})?([eE][+-]?[0-9]{0,3})?|[-+.eE0-9]{1,6}",
    ) {
        // Valid JSON exactly when serde skips it as a value; kept as an integer exactly when
        // serde reads it as a u64.
        let ours = Json::parse(&text);
        let valid = serde_json::from_str::<serde::de::IgnoredAny>(&text).is_ok();
        prop_assert_eq!(ours.is_ok(), valid, "{:?}: ours {:?}", text, ours);
        if let Ok(n) = serde_json::from_str::<u64>(&text) {
            prop_assert_eq!(ours.unwrap(), Json::Uint(n));
        } else if valid {
            prop_assert_eq!(ours.unwrap(), Json::OtherNumber);
        }
    }

    #[test]
    fn any_text_is_read_or_refused_without_a_panic(text in "\\PC{0,200}") {
        let _ = Json::parse(&text);
        let _ = Manifest::parse(&text, None);
    }
}

/// JSON values serde writes (numbers: unsigned integers) read back as the same tree.
fn same(ours: &Json, theirs: &serde_json::Value) -> bool {
    use serde_json::Value as V;
    match (ours, theirs) {
        (Json::Null, V::Null) => true,
        (Json::Bool(a), V::Bool(b)) => a == b,
        (Json::Uint(a), V::Number(b)) => b.as_u64() == Some(*a),
        (Json::Str(a), V::String(b)) => a == b,
        (Json::Array(a), V::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(x, y))
        }
        (Json::Object(a), V::Object(b)) => {
            a.len() == b.len() && a.iter().all(|(k, v)| b.get(k).is_some_and(|w| same(v, w)))
        }
        _ => false,
    }
}

fn json_values() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::Bool),
        any::<u64>().prop_map(|n| serde_json::Value::Number(n.into())),
        "\\PC{0,12}".prop_map(serde_json::Value::String),
    ];
    leaf.prop_recursive(4, 40, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            proptest::collection::btree_map("[a-z\"\\\\é]{0,6}", inner, 0..6)
                .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(testkit::proptest_config(400))]

    #[test]
    fn json_that_serde_writes_reads_back_the_same(v in json_values(), pretty in any::<bool>()) {
        let text = written(&v, pretty);
        let ours = Json::parse(&text).unwrap();
        prop_assert!(same(&ours, &v), "{text}\n{ours:?}");
    }
}

#[test]
fn escapes_numbers_and_nesting() {
    assert_eq!(
        Json::parse(r#" "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00" "#).unwrap(),
        Json::Str("a\"\\/\u{8}\u{c}\n\r\t\u{e9}\u{1f600}".into())
    );
    assert_eq!(
        Json::parse("18446744073709551615").unwrap(),
        Json::Uint(u64::MAX)
    );
    for other in [
        "18446744073709551616",
        "-1",
        "-0",
        "1.5",
        "1e3",
        "1E+400",
        "0.0e-0",
    ] {
        assert_eq!(Json::parse(other), Ok(Json::OtherNumber), "{other:?}");
    }
    for lone in [r#""\ud83d""#, r#""\ude00x""#, r#""\ud83d\u0041""#] {
        assert_eq!(Json::parse(lone), Ok(Json::LoneSurrogate), "{lone:?}");
    }
    assert_eq!(
        Json::parse(r#"{"a":1,"a":2}"#),
        Ok(Json::Object(vec![
            ("a".into(), Json::Uint(1)),
            ("a".into(), Json::Uint(2))
        ]))
    );
    for bad in [
        "01",
        "-01",
        "1.",
        ".5",
        "1e",
        "1e+",
        "+1",
        "-",
        r#"{"\ud83d":1}"#,
        r#""\ud83d\uzzzz""#,
        r#""\x""#,
        "\"a\u{1}\"",
        "[1,]",
        "{\"a\" 1}",
        "nul",
        "[] []",
        "",
    ] {
        assert!(Json::parse(bad).is_err(), "{bad:?}");
    }
    let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    assert!(Json::parse(&deep(MAX_DEPTH)).is_ok());
    assert!(Json::parse(&deep(MAX_DEPTH + 1)).is_err());
    assert!(Json::parse(&deep(100_000)).is_err());
}

/// The cases proptest found, each the class it stands for: a manifest with an unknown member
/// whose value serde skips and ours must read past (the first was found in CI: integers above
/// `u64::MAX` under the unknown name `"bo-ok"`), and the ones each side refuses.
#[test]
fn unknown_members_are_read_past_as_serde_reads_past_them() {
    let good = written(&manifests_example(), true);
    let with = |member: &str| good.replacen('{', &format!("{{{member},"), 1);
    for member in [
        r#""bo-ok": [18446744073709551616, 99999999999999999999]"#,
        r#""x": -1.5e-300"#,
        r#""x": 1E+400"#,
        r#""x": "\ud83d""#,
        r#""x": {"a": 1, "a": 2}"#,
        r#""x": 1, "x": 2"#,
    ] {
        let text = with(member);
        assert!(parse_with_serde(&text).is_ok(), "serde: {member}");
        assert_eq!(
            Manifest::parse(&text, None).ok(),
            parse_with_serde(&text).ok(),
            "{member}"
        );
    }
    for member in [
        r#""keys": 1"#,
        r#""local": "\ud83d""#,
        r#""\ud83d": 1"#,
        r#""x": 01"#,
    ] {
        let text = with(member);
        assert!(parse_with_serde(&text).is_err(), "serde: {member}");
        assert!(Manifest::parse(&text, None).is_err(), "ours: {member}");
    }
    let deep = with(&format!(
        r#""x": {}{}"#,
        "[".repeat(MAX_DEPTH),
        "]".repeat(MAX_DEPTH)
    ));
    assert!(parse_with_serde(&deep).is_ok());
    assert_eq!(
        refused_on_purpose(&deep),
        Some("nesting deeper than MAX_DEPTH")
    );
    assert!(Manifest::parse(&deep, None).is_err());
}

/// One manifest of the packed layout, as the generator makes them.
fn manifests_example() -> Manifest {
    Manifest {
        format: FORMAT.into(),
        version: u32::from(shard::FORMAT_VERSION),
        variant: Variant::STANDARD,
        build: 0x2c35_348f_a342_0df4,
        layout: LAYOUT_PACKED.into(),
        shard_bits: 0,
        chunks: 12,
        index_bytes: 84,
        code_lengths: vec![1, 2, 2],
        values: VALUES[..3].to_vec(),
        keys: 1000,
        shard_bytes: 333,
        local: "win1".into(),
        book: vec![(7, 4)],
    }
}
