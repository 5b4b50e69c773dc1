//! The web explorer, compiled to wasm. Not built yet: it arrives with issue 5. The crate exists so
//! the workspace layout is final and the rules crate is checked for wasm32 from day one.
#![no_std]
#![forbid(unsafe_code)]

/// The number of legal first moves under the standard rules, computed by the rules crate; a
/// placeholder that proves the rules crate links into the wasm build.
#[must_use]
pub fn first_move_count() -> usize {
    gobblet_rules::Position::START
        .legal_moves(&gobblet_rules::Variant::STANDARD)
        .len()
}
