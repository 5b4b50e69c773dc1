#![cfg(not(target_arch = "wasm32"))]
//! Shards round-trip, and bad bytes of every kind give an error, never a wrong value or a panic.

use gobblet_rules::{Value, Variant};
use gobblet_tablebase::coding::ValueCoding;
use gobblet_tablebase::shard::{self, Shard, ShardExpect};
use gobblet_tablebase::{Manifest, TbError};
use proptest::prelude::*;

/// A prefix code over 23 values with skewed frequencies (lengths 1 to 12 or so).
fn coding() -> ValueCoding {
    let counts: Vec<u64> = (0..23).map(|i| 1u64 << (22 - i)).collect();
    ValueCoding::new(&ValueCoding::lengths_for(&counts)).unwrap()
}

fn expect(id: u32) -> ShardExpect {
    ShardExpect {
        id,
        variant: Variant::STANDARD,
        build: 0x1234_5678_9abc_def0,
        coding: coding(),
    }
}

/// Distinct pseudo-random keys with codes below 23.
fn entries(n: usize, seed: u64) -> Vec<(u64, u8)> {
    let mut x = testkit::seed_for(seed) | 1;
    let mut out = std::collections::BTreeMap::new();
    while out.len() < n {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        out.insert(x & ((1 << 54) - 1), (x >> 58) as u8 % 23);
    }
    out.into_iter().collect()
}

#[test]
fn every_key_finds_its_code_and_most_others_find_nothing() {
    for n in [0, 1, 2, 100, 3000] {
        let e = entries(n, 42 + n as u64);
        let bytes = shard::encode(&expect(7), &e);
        let s = Shard::parse(&bytes, &expect(7)).unwrap();
        assert_eq!(s.len() as usize, n);
        for &(k, c) in &e {
            assert_eq!(s.lookup(k), Some(c));
        }
        let strangers = entries(2000, 99);
        let false_hits = strangers
            .iter()
            .filter(|(k, _)| s.lookup(*k).is_some())
            .count();
        // An 8-bit fingerprint lets about 1 in 256 strangers through.
        assert!(
            false_hits < 30,
            "{false_hits} strangers found a value in a shard of {n}"
        );
    }
}

#[test]
fn every_flipped_byte_is_an_error() {
    let e = entries(300, 7);
    let bytes = shard::encode(&expect(3), &e);
    for i in 0..bytes.len() {
        for bit in [0x01, 0x80] {
            let mut bad = bytes.clone();
            bad[i] ^= bit;
            assert!(
                Shard::parse(&bad, &expect(3)).is_err(),
                "flipping bit {bit:#x} of byte {i} went unnoticed"
            );
        }
    }
}

#[test]
fn truncated_html_and_foreign_shards_name_their_problem() {
    let bytes = shard::encode(&expect(3), &entries(50, 1));
    for len in [0, 10, 39, 40, bytes.len() - 1] {
        assert!(
            matches!(
                Shard::parse(&bytes[..len], &expect(3)),
                Err(TbError::Truncated { shard: 3, .. })
            ),
            "length {len}"
        );
    }
    let html = b"<!DOCTYPE html><html><head><title>Not found</title></head></html>";
    let err = Shard::parse(html, &expect(3)).err().unwrap();
    assert_eq!(
        err,
        TbError::NotAShard {
            shard: 3,
            html: true
        }
    );
    assert!(err.to_string().contains("HTML"));
    // Another shard's bytes, another build, other rules.
    assert!(matches!(
        Shard::parse(&bytes, &expect(4)),
        Err(TbError::Corrupt { .. })
    ));
    let other_build = ShardExpect {
        build: 1,
        ..expect(3)
    };
    assert_eq!(
        Shard::parse(&bytes, &other_build).err(),
        Some(TbError::Build { shard: 3 })
    );
    let loses: Variant = "reveal=loses".parse().unwrap();
    let other_rules = ShardExpect {
        variant: loses,
        ..expect(3)
    };
    assert!(matches!(
        Shard::parse(&bytes, &other_rules),
        Err(TbError::Variant { .. })
    ));
    let mut old = bytes.clone();
    old[4] = 0;
    assert!(matches!(
        Shard::parse(&old, &expect(3)),
        Err(TbError::Version { got: 0, .. })
    ));
}

fn manifest_json(version: u32, rules: &str) -> String {
    format!(
        r#"{{"format":"gobblet-tablebase","version":{version},"variant":"{rules}","build":"00000000000000ff",
            "layout":"files","shard_bits":3,"chunks":8,"code_lengths":[1,2,2],"values":[4,131,255],"keys":10,"shard_bytes":100,"local":"",
            "book":[[5,4]]}}"#
    )
}

#[test]
fn manifests_of_other_versions_or_rules_are_refused() {
    let std_rules = Variant::STANDARD.to_string();
    let v = u32::from(shard::FORMAT_VERSION);
    let m = Manifest::parse(&manifest_json(v, &std_rules), Some(&Variant::STANDARD)).unwrap();
    assert_eq!(
        m.values
            .iter()
            .map(|&b| Value::from_byte(b).unwrap())
            .collect::<Vec<_>>(),
        [Value::Win(3), Value::Loss(3), Value::Draw]
    );
    assert_eq!(m.shard_count(), 8);
    assert_eq!(m.index_path(), None);
    assert_eq!(m.book, [(5, 4)]);
    assert!(matches!(
        Manifest::parse(
            &manifest_json(v, &std_rules).replace("[[5,4]]", "[[5,0]]"),
            None
        ),
        Err(TbError::Manifest(_))
    ));
    assert!(matches!(
        Manifest::parse(&manifest_json(v - 1, &std_rules), None),
        Err(TbError::Version { got, .. }) if got == v - 1
    ));
    // A chunk count that disagrees with the layout, an unknown layout.
    for bad in [
        manifest_json(v, &std_rules).replace(r#""chunks":8"#, r#""chunks":9"#),
        manifest_json(v, &std_rules).replace(r#""layout":"files""#, r#""layout":"zip""#),
        manifest_json(v, &std_rules).replace(r#""layout":"files""#, r#""layout":"packed""#),
    ] {
        assert!(
            matches!(Manifest::parse(&bad, None), Err(TbError::Manifest(_))),
            "{bad}"
        );
    }
    let loses = "reveal=loses,cover=on,pieces=2";
    assert!(matches!(
        Manifest::parse(&manifest_json(v, loses), Some(&Variant::STANDARD)),
        Err(TbError::Variant { .. })
    ));
    assert!(matches!(
        Manifest::parse("<html>oops</html>", None),
        Err(TbError::Manifest(_))
    ));
    assert!(matches!(
        Manifest::parse(
            &manifest_json(v, &std_rules).replace("[4,131,255]", "[0]"),
            None
        ),
        Err(TbError::Manifest(_))
    ));
}

proptest! {
    #![proptest_config(testkit::proptest_config(20_000))]

    /// Arbitrary bytes, and valid shards with arbitrary bytes spliced in, never panic.
    #[test]
    fn arbitrary_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..200), at in any::<usize>()) {
        let _ = Shard::parse(&data, &expect(0));
        let mut bytes = shard::encode(&expect(0), &entries(20, 5));
        let at = at % bytes.len();
        for (i, b) in data.iter().enumerate() {
            if at + i < bytes.len() {
                bytes[at + i] = *b;
            }
        }
        if let Ok(s) = Shard::parse(&bytes, &expect(0)) {
            let _ = s.lookup(12345);
        }
    }
}

#[test]
fn prefix_codes_round_trip_and_refuse_streams_of_the_wrong_length() {
    // Huffman lengths follow the counts: the most frequent value gets the shortest code.
    let lengths = ValueCoding::lengths_for(&[500, 300, 150, 40, 10]);
    assert_eq!(lengths, [1, 2, 3, 4, 4]);
    assert_eq!(ValueCoding::lengths_for(&[7]), [1]);
    let c = ValueCoding::new(&lengths).unwrap();
    let symbols: Vec<u8> = (0..1000u32).map(|i| (i * i % 7 % 5) as u8).collect();
    let bytes = c.encode(&symbols);
    let bits: usize = symbols
        .iter()
        .map(|&s| usize::from(lengths[usize::from(s)]))
        .sum();
    assert_eq!(bytes.len(), bits.div_ceil(8));
    assert_eq!(c.decode(&bytes, symbols.len()).unwrap(), symbols);
    // (Up to 7 zero bits of padding may decode as the one-bit symbol; 8 more symbols cannot.)
    assert_eq!(c.decode(&bytes, symbols.len() + 8), None, "too few bits");
    assert_eq!(c.decode(&bytes, symbols.len() - 20), None, "bits left over");
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(c.decode(&longer, symbols.len()), None, "a byte too many");
    // Lengths that are no prefix code (Kraft sum above 1), zero or too long are refused.
    assert_eq!(ValueCoding::new(&[1, 1, 1]), None);
    assert_eq!(ValueCoding::new(&[0, 1]), None);
    assert_eq!(ValueCoding::new(&[1, 30]), None);
    assert_eq!(ValueCoding::new(&[]), None);
    // Very rare values still get codes of bounded length.
    let mut counts = vec![1u64; 23];
    counts[0] = 9_000_000;
    assert!(ValueCoding::lengths_for(&counts).iter().all(|&l| l <= 20));
}
