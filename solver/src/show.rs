//! `solver show`: a position drawn in ASCII with everything a rules check needs.

use std::fmt::Write;

use gobblet_rules::{LineNames, Player, Position, Size, Square, Status, Variant};

/// Parses either a position string (it contains `/`) or space-separated moves from the start.
pub fn parse_position_or_line(variant: &Variant, text: &str) -> Result<Position, String> {
    let pos = if text.contains('/') {
        text.parse::<Position>().map_err(|e| e.to_string())?
    } else {
        Position::START
            .play_line(variant, text)
            .map_err(|e| e.to_string())?
    };
    pos.check_variant(variant).map_err(|e| e.to_string())?;
    Ok(pos)
}

/// The full description printed by `solver show`.
#[must_use]
pub fn describe(variant: &Variant, pos: &Position) -> String {
    let mut out = String::new();
    let stack = |sq: Square| {
        let s: String = pos.stack(sq).map(|(p, size)| size.piece_char(p)).collect();
        if s.is_empty() {
            ".".to_string()
        } else {
            s
        }
    };
    let _ = writeln!(out, "      a     b     c");
    let _ = writeln!(out, "   +-----+-----+-----+");
    for rank in (1..=3).rev() {
        let _ = write!(out, " {rank} |");
        for file in 0..3 {
            let sq = Square::from_file_rank(file, rank).expect("valid square");
            let _ = write!(out, " {:<3} |", stack(sq));
        }
        let _ = writeln!(out);
        let _ = writeln!(out, "   +-----+-----+-----+");
    }
    let _ = writeln!(out, "(stacks bottom to top; upper case P1, lower case P2)");
    let _ = writeln!(out, "position: {pos}");
    let _ = writeln!(out, "rules: {variant}");
    let _ = writeln!(out, "side to move: {}", pos.side_to_move());
    for player in Player::ALL {
        let counts: Vec<String> = Size::ALL
            .iter()
            .map(|&s| format!("{}×{}", s.letter(), pos.reserve(variant, player, s)))
            .collect();
        let _ = writeln!(out, "reserve {player}: {}", counts.join(" "));
    }
    let _ = writeln!(out, "key: {}", pos.key());
    let _ = writeln!(out, "canonical key: {}", pos.canonical_key());
    let pinned: Vec<String> = pos.pinned().iter().map(|s| s.to_string()).collect();
    if !pinned.is_empty() {
        let _ = writeln!(out, "pinned: {}", pinned.join(" "));
    }
    match pos.status(variant) {
        Status::Ongoing => {
            let moves = pos.legal_moves(variant);
            let list: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            let _ = writeln!(out, "legal moves ({}): {}", moves.len(), list.join(" "));
        }
        Status::Line { winner, lines } => {
            let _ = writeln!(out, "game over: {winner} wins with {}", LineNames(lines));
            let _ = writeln!(out, "legal moves (0):");
        }
        Status::NoMove => {
            let _ = writeln!(
                out,
                "game over: {} has no legal move and loses",
                pos.side_to_move()
            );
            let _ = writeln!(out, "legal moves (0):");
        }
    }
    out
}
