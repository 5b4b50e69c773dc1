#![cfg(not(target_arch = "wasm32"))]
//! The packed layout's chunk index round-trips and refuses bad bytes; chunk locations, URLs and
//! ranges agree in both layouts; a packed tablebase refuses an index that disagrees.

use gobblet_rules::{Position, Variant};
use gobblet_tablebase::layout::INDEX_ID;
use gobblet_tablebase::manifest::{LAYOUT_FILES, LAYOUT_PACKED};
use gobblet_tablebase::{shard, Check, ChunkIndex, Chunks, Lookup, Manifest, Tablebase, TbError};
use proptest::prelude::*;

const BUILD: u64 = 0x0123_4567_89ab_cdef;

/// An index of `n` chunks with pseudo-random increasing first keys and lengths.
fn index(n: usize) -> (Vec<u64>, Vec<u64>, ChunkIndex) {
    let mut keys = Vec::new();
    let mut lengths = Vec::new();
    let mut key = 17u64;
    for i in 0..n as u64 {
        keys.push(key);
        lengths.push(40 + (i * 7919) % 5000);
        key += 1 + (i * 104_729) % (1 << 40);
    }
    let index = ChunkIndex::new(keys.clone(), &lengths);
    (keys, lengths, index)
}

#[test]
fn an_index_round_trips_and_finds_every_key_s_chunk() {
    for n in [1, 2, 3, 100, 2000] {
        let (keys, lengths, index) = index(n);
        let bytes = index.encode(&Variant::STANDARD, BUILD);
        let back = ChunkIndex::parse(&bytes, &Variant::STANDARD, BUILD).unwrap();
        assert_eq!(back, index);
        assert_eq!(back.len() as usize, n);
        assert_eq!(back.pack_len(), lengths.iter().sum::<u64>());
        let mut start = 0;
        for (i, (&k, &len)) in keys.iter().zip(&lengths).enumerate() {
            let id = i as u32;
            assert_eq!(back.chunk_of(k), id, "the first key of chunk {i}");
            assert_eq!(back.chunk_of(k + 1).max(id), back.chunk_of(k + 1));
            if i + 1 < n {
                assert_eq!(
                    back.chunk_of(keys[i + 1] - 1),
                    id,
                    "the last key before chunk {i}+1"
                );
            } else {
                assert_eq!(back.chunk_of(u64::MAX), id);
            }
            assert_eq!(back.range(id), Some(start..start + len));
            assert_eq!(back.chunk_at(start..start + len), Some(id));
            assert_eq!(back.chunk_at(start..start + len + 1), None);
            start += len;
        }
        assert_eq!(back.chunk_of(0), 0, "keys below the first go to chunk 0");
        assert_eq!(back.range(n as u32), None);
    }
}

#[test]
fn every_flipped_bit_and_every_truncation_of_an_index_is_an_error() {
    let (_, _, index) = index(50);
    let bytes = index.encode(&Variant::STANDARD, BUILD);
    for i in 0..bytes.len() {
        for bit in [0x01, 0x80] {
            let mut bad = bytes.clone();
            bad[i] ^= bit;
            assert!(
                ChunkIndex::parse(&bad, &Variant::STANDARD, BUILD).is_err(),
                "byte {i} bit {bit:#x}"
            );
        }
    }
    for len in 0..bytes.len() {
        assert!(ChunkIndex::parse(&bytes[..len], &Variant::STANDARD, BUILD).is_err());
    }
    let other: Variant = "cover=off".parse().unwrap();
    assert!(matches!(
        ChunkIndex::parse(&bytes, &other, BUILD),
        Err(TbError::Variant { .. })
    ));
    assert!(matches!(
        ChunkIndex::parse(&bytes, &Variant::STANDARD, BUILD + 1),
        Err(TbError::Index(Check::OtherBuild))
    ));
    assert!(matches!(
        ChunkIndex::parse(
            b"<!doctype html><html>not found</html> and more bytes",
            &Variant::STANDARD,
            BUILD
        ),
        Err(TbError::Index(Check::Html))
    ));
}

#[test]
fn locations_urls_and_ranges_agree_in_both_layouts() {
    let files = Chunks::Files {
        build: BUILD,
        bits: 4,
    };
    assert_eq!(files.count(), 16);
    for id in 0..16 {
        let at = files.location(id).unwrap();
        assert_eq!(at.range, None);
        assert_eq!(at.range_header(), None);
        assert_eq!(at.url(), format!("0123456789abcdef/{id:04x}.bin"));
        assert_eq!(
            files.id_of_url(&format!("https://x.test/site/tb/{}", at.url())),
            Some(id)
        );
    }
    assert_eq!(files.location(16), None);
    assert_eq!(
        files.id_of_url("tb/0123456789abcdef/0010.bin"),
        None,
        "past the last"
    );
    assert_eq!(
        files.id_of_url("tb/0123456789abcdee/0001.bin"),
        None,
        "another build"
    );

    let (_, _, index) = index(10);
    let packed = Chunks::Packed {
        build: BUILD,
        index: index.clone(),
    };
    assert_eq!(packed.count(), 10);
    for id in 0..10 {
        let at = packed.location(id).unwrap();
        let r = index.range(id).unwrap();
        assert_eq!(at.range, Some(r.clone()));
        let (a, b) = (r.start, r.end - 1);
        assert_eq!(at.url(), format!("0123456789abcdef/pack.bin?bytes={a}-{b}"));
        assert_eq!(at.range_header().unwrap(), format!("bytes={a}-{b}"));
        assert!(at.answered_by(&format!("bytes {a}-{b}/{}", index.pack_len())));
        assert!(at.answered_by(&format!("bytes {a}-{b}/*")));
        assert!(!at.answered_by(&format!("bytes {a}-{}/{}", b + 1, index.pack_len())));
        assert!(!at.answered_by(""));
        assert_eq!(
            packed.id_of_url(&format!("http://127.0.0.1:1/tb/{}", at.url())),
            Some(id)
        );
    }
    assert_eq!(packed.location(10), None);
    assert_eq!(
        packed.id_of_url("tb/0123456789abcdef/pack.bin?bytes=1-2"),
        None
    );
    assert_eq!(packed.id_of_url("tb/0123456789abcdef/pack.bin"), None);
    assert_eq!(packed.id_of_url("tb/0123456789abcdef/0001.bin"), None);
}

fn packed_manifest(index: &ChunkIndex, index_bytes: usize) -> Manifest {
    Manifest {
        format: gobblet_tablebase::manifest::FORMAT.into(),
        version: u32::from(shard::FORMAT_VERSION),
        variant: Variant::STANDARD,
        build: BUILD,
        layout: LAYOUT_PACKED.into(),
        shard_bits: 0,
        chunks: index.len(),
        index_bytes: index_bytes as u64,
        code_lengths: vec![1, 2, 2],
        values: vec![4, 131, 255],
        keys: 10,
        shard_bytes: index.pack_len(),
        local: String::new(),
        book: Vec::new(),
    }
}

#[test]
fn a_packed_tablebase_needs_an_index_that_agrees_with_its_manifest() {
    let (_, _, index) = index(10);
    let bytes = index.encode(&Variant::STANDARD, BUILD);
    let m = packed_manifest(&index, bytes.len());
    assert!(Tablebase::new(m.clone(), Some(&bytes))
        .unwrap()
        .chunks()
        .is_some());
    let (_, _, other) = index_of_other_size();
    let other_bytes = other.encode(&Variant::STANDARD, BUILD);
    assert!(matches!(
        Tablebase::new(m.clone(), Some(&other_bytes)),
        Err(TbError::Index(_))
    ));
    // Without its index, a packed table asks for it (INDEX_ID) before any chunk, and takes it
    // only if it agrees with the manifest.
    let mut tb = Tablebase::new(m.clone(), None).unwrap();
    assert_eq!(tb.chunks(), None);
    let pos = Position::START
        .play_line(&Variant::STANDARD, "L@b2 S@a1 S@c3")
        .unwrap();
    let waiting = tb.moves(&pos);
    assert!(waiting
        .iter()
        .any(|(_, l)| *l == Lookup::NeedShard(INDEX_ID)));
    assert!(waiting
        .iter()
        .all(|(_, l)| matches!(l, Lookup::Known(_) | Lookup::NeedShard(INDEX_ID))));
    assert_eq!(
        tb.location(INDEX_ID).unwrap().url(),
        "0123456789abcdef/index.bin"
    );
    assert_eq!(tb.location(0), None, "no chunk is known before the index");
    assert!(matches!(
        tb.insert_shard(INDEX_ID, &other_bytes),
        Err(TbError::Index(_))
    ));
    assert_eq!(tb.chunks(), None);
    tb.insert_shard(INDEX_ID, &bytes).unwrap();
    assert_eq!(tb.chunks().map(Chunks::count), Some(10));
    assert!(!tb
        .moves(&pos)
        .iter()
        .any(|(_, l)| *l == Lookup::NeedShard(INDEX_ID)));
    let files = Manifest {
        layout: LAYOUT_FILES.into(),
        shard_bits: 2,
        chunks: 4,
        index_bytes: 0,
        ..m
    };
    let tb = Tablebase::new(files, None).unwrap();
    assert_eq!(
        tb.chunks(),
        Some(&Chunks::Files {
            build: BUILD,
            bits: 2
        })
    );
}

fn index_of_other_size() -> (Vec<u64>, Vec<u64>, ChunkIndex) {
    index(11)
}

proptest! {
    #![proptest_config(testkit::proptest_config(5_000))]

    /// Arbitrary bytes, and a valid index with arbitrary bytes spliced in, never panic.
    #[test]
    fn arbitrary_index_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..120), at in any::<usize>()) {
        let _ = ChunkIndex::parse(&data, &Variant::STANDARD, BUILD);
        let (_, _, index) = index(5);
        let mut bytes = index.encode(&Variant::STANDARD, BUILD);
        let at = at % bytes.len();
        for (i, b) in data.iter().enumerate() {
            if at + i < bytes.len() {
                bytes[at + i] = *b;
            }
        }
        if let Ok(i) = ChunkIndex::parse(&bytes, &Variant::STANDARD, BUILD) {
            let _ = i.chunk_of(12345);
        }
    }
}
