//! The manifest's own JSON reader (`gobblet_tablebase::json`) against `serde_json`, which writes
//! the manifest: every manifest written is read back equal, and on thousands of damaged
//! manifests both readers accept and refuse the same texts.

use gobblet_rules::Variant;
use gobblet_tablebase::json::Json;
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

/// The manifest reader as it was before `json`: serde_json, the head first (format, version),
/// then the whole, then the same checks.
fn parse_with_serde(json: &str) -> Result<Manifest, TbError> {
    #[derive(serde::Deserialize)]
    struct Head {
        format: String,
        version: u32,
    }
    let head: Head = serde_json::from_str(json).map_err(|e| TbError::Manifest(e.to_string()))?;
    if head.format != FORMAT {
        return Err(TbError::Manifest(format!("format {:?}", head.format)));
    }
    if head.version != u32::from(shard::FORMAT_VERSION) {
        return Err(TbError::Version {
            expected: u32::from(shard::FORMAT_VERSION),
            got: head.version,
        });
    }
    let m: Manifest = serde_json::from_str(json).map_err(|e| TbError::Manifest(e.to_string()))?;
    m.check(None)
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

/// One damage to a text: delete, insert or replace a byte, or cut the text short.
#[derive(Clone, Debug)]
enum Damage {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
    Cut(usize),
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
        _ => {}
    }
    out.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

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
        match (&ours, &theirs) {
            (Ok(a), Ok(b)) => prop_assert_eq!(a, b),
            (Err(TbError::Version { got: a, .. }), Err(TbError::Version { got: b, .. })) => {
                prop_assert_eq!(a, b)
            }
            (Err(TbError::Manifest(_)), Err(TbError::Manifest(_))) => {}
            _ => prop_assert!(false, "{text}\nours {ours:?}\nserde {theirs:?}"),
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
    #![proptest_config(ProptestConfig::with_cases(400))]

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
    for bad in [
        "18446744073709551616",
        "-1",
        "1.5",
        "1e3",
        "01",
        r#""\ud83d""#,
        r#""\x""#,
        "\"a\u{1}\"",
        "[1,]",
        "{\"a\":1,\"a\":2}",
        "{\"a\" 1}",
        "nul",
        "[] []",
        "",
    ] {
        assert!(Json::parse(bad).is_err(), "{bad:?}");
    }
    let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    assert!(Json::parse(&deep(32)).is_ok());
    assert!(Json::parse(&deep(33)).is_err());
    assert!(Json::parse(&deep(100_000)).is_err());
}
