//! A packed tablebase reaches the model in three steps (the manifest, then the chunk index,
//! fetched like a chunk, then chunks), and a server that ignores range requests leaves values
//! unknown with the reason shown, never wrong.

use app::fetch::{LoadError, RangesIgnored};
use app::model::{Model, Msg, TbState};
use app::shell;
use gobblet_rules::{Position, Value, Variant};
use gobblet_tablebase::layout::INDEX_ID;
use gobblet_tablebase::manifest::{FORMAT, LAYOUT_PACKED};
use gobblet_tablebase::shard::{self, ShardExpect};
use gobblet_tablebase::{local, tb_key, Check, ChunkIndex, Lookup, Manifest, TbError};

const BUILD: u64 = 0x00c0_ffee_0000_0001;
/// The position shown (the opening book, which would answer it, is left empty here).
const LINE: &str = "L@b2 S@a1";

/// A packed table of two chunks holding the stored children of [`LINE`]'s position, each
/// valued `Loss(4)` (code 0) for its side to move; the manifest, the index and the chunks.
fn table() -> (String, Vec<u8>, Vec<Vec<u8>>, usize) {
    let v = Variant::STANDARD;
    let pos = Position::START.play_line(&v, LINE).unwrap();
    let mut keys: Vec<u64> = pos
        .legal_moves(&v)
        .iter()
        .map(|&mv| pos.play(mv))
        .filter(|c| local::local_value(&v, c).is_none())
        .map(|c| tb_key(&c))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    assert!(keys.len() >= 4, "the position has stored children");
    let half = keys.len() / 2;
    let expect = |id| ShardExpect {
        id,
        variant: v,
        build: BUILD,
        coding: gobblet_tablebase::coding::ValueCoding::new(&[1, 1]).unwrap(),
    };
    let chunks: Vec<Vec<u8>> = [&keys[..half], &keys[half..]]
        .iter()
        .enumerate()
        .map(|(id, part)| {
            let entries: Vec<(u64, u8)> = part.iter().map(|&k| (k, 0)).collect();
            shard::encode(&expect(id as u32), &entries)
        })
        .collect();
    let lengths: Vec<u64> = chunks.iter().map(|c| c.len() as u64).collect();
    let index = ChunkIndex::new(vec![keys[0], keys[half]], &lengths).encode(&v, BUILD);
    let manifest = Manifest {
        format: FORMAT.into(),
        version: u32::from(shard::FORMAT_VERSION),
        variant: v,
        build: BUILD,
        layout: LAYOUT_PACKED.into(),
        shard_bits: 0,
        chunks: 2,
        index_bytes: index.len() as u64,
        code_lengths: vec![1, 1],
        values: vec![Value::Loss(4).to_byte(), Value::Draw.to_byte()],
        keys: keys.len() as u64,
        shard_bytes: lengths.iter().sum(),
        local: String::new(),
        book: Vec::new(),
    };
    (
        serde_json::to_string(&manifest).unwrap(),
        index,
        chunks,
        keys.len(),
    )
}

fn loaded() -> (Model, Vec<Vec<u8>>) {
    let (json, index, chunks, _) = table();
    let mut m = Model::new();
    let _ = m.update(Msg::Url(format!("?m={}", LINE.replace(' ', "_"))));
    let fx = m.update(Msg::Manifest(Ok(json)));
    assert_eq!(
        fx.chunks(),
        vec![INDEX_ID],
        "a packed table asks for its index first"
    );
    let TbState::Ready(tb) = &m.tb else {
        panic!("the manifest alone makes the table ready")
    };
    assert_eq!(
        tb.location(INDEX_ID).unwrap().url(),
        "00c0ffee00000001/index.bin"
    );
    // While the index is on its way, the moves wait for it (never a wrong value).
    assert!(m
        .move_values()
        .iter()
        .all(|(_, l)| matches!(l, Lookup::Known(_) | Lookup::NeedShard(INDEX_ID))));
    let fx = m.update(Msg::Shard(INDEX_ID, Ok(index)));
    assert_eq!(fx.chunks(), vec![0, 1], "both chunks are wanted at once");
    (m, chunks)
}

#[test]
fn manifest_then_index_then_chunks_colour_the_moves() {
    let (mut m, chunks) = loaded();
    for (id, bytes) in chunks.into_iter().enumerate() {
        let _ = m.update(Msg::Shard(id as u32, Ok(bytes)));
    }
    let moves = m.move_values();
    assert!(moves.iter().all(|(_, l)| matches!(l, Lookup::Known(_))));
    // A stored child is Loss(4) for its side to move: Win(5) for the mover.
    assert!(moves
        .iter()
        .any(|(_, l)| *l == Lookup::Known(Value::Win(5))));
}

#[test]
fn a_bad_index_fails_the_table_with_the_reason() {
    let (json, mut index, _, _) = table();
    let mut m = Model::new();
    let _ = m.update(Msg::Url(format!("?m={}", LINE.replace(' ', "_"))));
    let _ = m.update(Msg::Manifest(Ok(json)));
    let last = index.len() - 1;
    index[last] ^= 1;
    let fx = m.update(Msg::Shard(INDEX_ID, Ok(index)));
    assert!(
        fx.chunks().is_empty(),
        "a refused index is not asked for again"
    );
    assert_eq!(
        m.failed[&INDEX_ID],
        LoadError::Refused(TbError::Index(Check::Checksum)),
        "{:?}",
        m.failed
    );
    // Moves that need a chunk are unknown, the others keep their values.
    let moves = m.move_values();
    assert!(moves.iter().any(|(_, l)| *l == Lookup::NotInTable));
    assert!(!moves.iter().any(|(_, l)| matches!(l, Lookup::NeedShard(_))));
    let page = shell::render(&m, "http://127.0.0.1/");
    assert!(
        page.contains("chunk index unusable (corrupt (checksum check failed))"),
        "the page names the index and the check: {page}"
    );
}

#[test]
fn ranges_refused_stop_fetching_and_say_why_values_are_missing() {
    let (mut m, chunks) = loaded();
    let _ = m.update(Msg::Shard(0, Ok(chunks[0].clone())));
    let why = RangesIgnored {
        bytes: Some(123456),
        first: 0,
        last: 99,
    };
    let fx = m.update(Msg::RangesRefused(1, why));
    assert!(
        fx.chunks().is_empty(),
        "nothing more is asked of that server"
    );
    let moves = m.move_values();
    let unknown = moves
        .iter()
        .filter(|(_, l)| *l == Lookup::NotInTable)
        .count();
    let known = moves
        .iter()
        .filter(|(_, l)| matches!(l, Lookup::Known(_)))
        .count();
    assert!(
        unknown > 0 && known > 0,
        "chunk 0's moves keep their values"
    );
    assert!(!moves.iter().any(|(_, l)| matches!(l, Lookup::NeedShard(_))));
    let page = shell::render(&m, "http://127.0.0.1/");
    assert!(
        page.contains("ignores HTTP range requests"),
        "the page says why"
    );
    assert!(page.contains("HTTP 200 with 123456 bytes for bytes=0-99"));
    // Another position needs more chunks: still none is asked for.
    assert!(m.update(Msg::Redo).chunks().is_empty());
}
