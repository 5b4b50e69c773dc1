//! Dropping a wasm module's custom sections (`name`, `producers`, `target_features`): metadata
//! the browser never needs. wasm-bindgen writes a `name` section (7.1 KB raw, about 0.9 KiB
//! gzip of the explorer's module, what a first visit waits for) and trunk cannot be told to
//! drop it; [`super::finish_site`] strips every module after trunk and sets the `integrity`
//! value of its preload anew.
//!
//! The format (the WebAssembly core spec, "Modules: binary format"): the magic `\0asm`, the
//! version 1 (little-endian `u32`), then sections, each an id byte, its size as an unsigned
//! LEB128 and that many bytes; id 0 is a custom section. Only the section framing is read.

use anyhow::{bail, Result};

/// The first eight bytes of every module this strips: the magic and version 1.
const HEADER: [u8; 8] = *b"\0asm\x01\0\0\0";

/// The id of a custom section.
const CUSTOM: u8 = 0;

/// `module` without its custom sections, every other section kept byte for byte and in order.
/// Refuses what is not a version-1 module or whose sections do not add up to its length.
pub fn strip_custom_sections(module: &[u8]) -> Result<Vec<u8>> {
    if module.len() < HEADER.len() || module[..HEADER.len()] != HEADER {
        bail!("not a WebAssembly module of version 1 (no \\0asm magic and version)");
    }
    let mut out = HEADER.to_vec();
    let mut at = HEADER.len();
    while at < module.len() {
        let id = module[at];
        let (size, body) = leb128(module, at + 1)?;
        let Some(end) = body.checked_add(size).filter(|&e| e <= module.len()) else {
            bail!("section {id} at byte {at} runs past the end of the module ({size} bytes)");
        };
        if id != CUSTOM {
            out.extend_from_slice(&module[at..end]);
        }
        at = end;
    }
    Ok(out)
}

/// The unsigned LEB128 (at most 32 bits) at `at`, and where the bytes after it start.
fn leb128(bytes: &[u8], mut at: usize) -> Result<(usize, usize)> {
    let mut value = 0usize;
    for shift in (0..35).step_by(7) {
        let Some(&b) = bytes.get(at) else {
            bail!("a section size runs past the end of the module");
        };
        at += 1;
        value |= usize::from(b & 0x7f) << shift;
        if b & 0x80 == 0 {
            return Ok((value, at));
        }
    }
    bail!("a section size longer than five bytes at byte {at}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A section: its id, its size (as LEB128, written here by hand) and its body.
    fn section(id: u8, body: &[u8]) -> Vec<u8> {
        assert!(body.len() < 128, "one-byte sizes in these samples");
        let mut s = vec![id, body.len() as u8];
        s.extend_from_slice(body);
        s
    }

    /// A custom section named `name` with `payload` after its name.
    fn custom(name: &str, payload: &[u8]) -> Vec<u8> {
        let mut body = vec![name.len() as u8];
        body.extend_from_slice(name.as_bytes());
        body.extend_from_slice(payload);
        section(CUSTOM, &body)
    }

    #[test]
    fn custom_sections_go_and_the_rest_stays_in_order() {
        // A type section (one `() -> ()`), a function section, a code section (`end`).
        let types = section(1, &[1, 0x60, 0, 0]);
        let funcs = section(3, &[1, 0]);
        let code = section(10, &[1, 2, 0, 0x0b]);
        let module = [
            HEADER.to_vec(),
            custom("producers", b"rustc"),
            types.clone(),
            funcs.clone(),
            custom("name", &[1, 2, 3, 4]),
            code.clone(),
            custom("target_features", b"+x"),
        ]
        .concat();
        let stripped = strip_custom_sections(&module).unwrap();
        assert_eq!(stripped, [HEADER.to_vec(), types, funcs, code].concat());
        // Stripping again changes nothing.
        assert_eq!(strip_custom_sections(&stripped).unwrap(), stripped);
    }

    #[test]
    fn a_size_of_several_bytes_is_read() {
        // 200 = 0b1100_1000: LEB128 0xc8 0x01.
        let mut big = vec![11, 0xc8, 0x01];
        big.extend(std::iter::repeat_n(0u8, 200));
        let module = [HEADER.to_vec(), big.clone(), custom("name", &[0; 100])].concat();
        assert_eq!(
            strip_custom_sections(&module).unwrap(),
            [HEADER.to_vec(), big].concat()
        );
    }

    #[test]
    fn what_is_not_a_whole_module_is_refused() {
        assert!(strip_custom_sections(b"\0asm").is_err(), "too short");
        assert!(
            strip_custom_sections(b"\0asm\x02\0\0\0").is_err(),
            "version 2"
        );
        assert!(strip_custom_sections(b"<html>\n\n\n").is_err(), "not wasm");
        let cut = [HEADER.to_vec(), vec![1, 10, 1, 2]].concat();
        assert!(
            strip_custom_sections(&cut).is_err(),
            "a section past the end"
        );
        let endless = [HEADER.to_vec(), vec![1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]].concat();
        assert!(
            strip_custom_sections(&endless).is_err(),
            "a size of six bytes"
        );
        let unfinished = [HEADER.to_vec(), vec![1, 0x80]].concat();
        assert!(
            strip_custom_sections(&unfinished).is_err(),
            "a size cut short"
        );
    }
}
