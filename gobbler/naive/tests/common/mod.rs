//! Helpers shared by the tests: build a position text from a few squares, read one back.
#![allow(dead_code)]

use std::collections::BTreeMap;

/// The squares a1…h8 in board order.
fn index(square: &str) -> (usize, usize) {
    let b = square.as_bytes();
    assert!(b.len() == 2, "bad square {square}");
    ((b[0] - b'a') as usize, (b[1] - b'1') as usize)
}

/// A position text with the given squares (`"G"` or a count) and every other square empty; the
/// eaten count is whatever makes 60 with the Littles listed.
pub fn build(entries: &[(&str, &str)], side: &str, threshold: u32) -> String {
    let mut cells = vec![vec![".".to_string(); 8]; 8];
    let mut on_board = 0;
    for &(square, what) in entries {
        let (f, r) = index(square);
        cells[r][f] = what.to_string();
        if what != "G" {
            on_board += what.parse::<u32>().unwrap();
        }
    }
    let ranks: Vec<String> = (0..8).rev().map(|r| cells[r].join(",")).collect();
    format!("{} {side} {} {threshold}", ranks.join("/"), 60 - on_board)
}

/// Reads a position text back as square name → field (`.`, `G` or a count), plus the side,
/// eaten and threshold fields.
pub fn read(text: &str) -> (BTreeMap<String, String>, String, u32, u32) {
    let parts: Vec<&str> = text.split(' ').collect();
    assert_eq!(parts.len(), 4, "{text}");
    let mut squares = BTreeMap::new();
    for (i, rank) in parts[0].split('/').enumerate() {
        for (f, field) in rank.split(',').enumerate() {
            let name = format!("{}{}", (b'a' + f as u8) as char, 8 - i);
            squares.insert(name, field.to_string());
        }
    }
    (
        squares,
        parts[1].to_string(),
        parts[2].parse().unwrap(),
        parts[3].parse().unwrap(),
    )
}
