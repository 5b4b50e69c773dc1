//! A tablebase built natively answers identically when read by the wasm build.
//!
//! Run by `cargo xtask test`: it builds a small variant's tablebase natively, asks the native
//! reader many lookups (`shard-tool fixture`: reachable positions, their children and arbitrary
//! boards), and runs this test in Node with the file's path in `GOBBLET_WASM_FIXTURE`. The MPHF
//! hashes u64 keys, which must hash alike on 64-bit native and 32-bit wasm: this is the check.
#![cfg(target_arch = "wasm32")]

use gobblet_rules::{Position, Value};
use gobblet_tablebase::{Lookup, Manifest, Shard, Tablebase};
use wasm_bindgen_test::wasm_bindgen_test;

static FIXTURE: &[u8] = include_bytes!(env!("GOBBLET_WASM_FIXTURE"));

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> &'a [u8] {
        let (head, tail) = self.0.split_at(n);
        self.0 = tail;
        head
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.take(4).try_into().unwrap())
    }
    fn u16(&mut self) -> u16 {
        u16::from_le_bytes(self.take(2).try_into().unwrap())
    }
}

/// The bytes of shard `id` inside the fixture.
fn shard_bytes(fixture: &'static [u8], id: u32) -> &'static [u8] {
    let mut r = Reader(fixture);
    r.take(4);
    let len = r.u32() as usize;
    r.take(len);
    let len = r.u32() as usize;
    r.take(len);
    for _ in 0..r.u32() {
        let this = r.u32();
        let len = r.u32() as usize;
        let bytes = r.take(len);
        if this == id {
            return bytes;
        }
    }
    panic!("shard {id} is not in the fixture")
}

#[wasm_bindgen_test]
fn native_tables_answer_identically_in_wasm() {
    let mut r = Reader(FIXTURE);
    assert_eq!(r.take(4), b"GGFX");
    let len = r.u32() as usize;
    let manifest = Manifest::parse(std::str::from_utf8(r.take(len)).unwrap(), None).unwrap();
    let len = r.u32() as usize;
    let index = (len > 0).then(|| r.take(len));
    let mut tb = Tablebase::new(manifest, index).unwrap();
    for _ in 0..r.u32() {
        let id = r.u32();
        let len = r.u32() as usize;
        tb.insert_shard(id, r.take(len)).unwrap();
    }
    let queries = r.u32();
    let (mut known, mut absent) = (0, 0);
    for _ in 0..queries {
        let len = r.u16() as usize;
        let pos: Position = std::str::from_utf8(r.take(len)).unwrap().parse().unwrap();
        let (kind, byte) = (r.take(1)[0], r.take(1)[0]);
        let expected = match kind {
            0 => {
                known += 1;
                Lookup::Known(Value::from_byte(byte).unwrap())
            }
            _ => {
                absent += 1;
                Lookup::NotInTable
            }
        };
        assert_eq!(tb.lookup(&pos), expected, "{pos}");
    }
    // Raw keys straight into the shards' hashes.
    let raw = r.u32();
    let mut hits = 0;
    for _ in 0..raw {
        let id = r.u32();
        let key = u64::from_le_bytes(r.take(8).try_into().unwrap());
        let (found, code) = (r.take(1)[0], r.take(1)[0]);
        let expected = (found == 1).then_some(code);
        let shard = Shard::parse(shard_bytes(FIXTURE, id), &tb.expect(id)).unwrap();
        assert_eq!(shard.lookup(key), expected, "shard {id}, key {key:#x}");
        hits += usize::from(found);
    }
    assert!(r.0.is_empty());
    assert!(
        known > 1000 && raw >= 1000,
        "{known} known, {absent} absent, {raw} raw keys ({hits} hits)"
    );
}
