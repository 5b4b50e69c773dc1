//! Setup validation: whether a position can stand under the rules (piece counts, stacking, who
//! must have moved, which lines can show for the side to move), each check quoting its clause of
//! `docs/rules.md`. The editor refuses edits with it and links with `p=` go through it.
//!
//! With `cover = off` the checks accept exactly the reachable positions (verified against every
//! position of the one-piece variants in `app/tests/setup.rs`); with covering a few accepted
//! positions are still unreachable (turn-order arguments), which the tablebase settles.

use gobblet_rules::{Bitboard, Cover, Player, Position, Reveal, Size, Square, Variant, LINES};

/// Why an edit (or a position) is refused. The position-level variants are the conditions
/// [`validate`] checks, each following from a clause of `docs/rules.md` (quoted in its doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A click on a square with no tool chosen.
    NoTool,
    /// Placing a piece whose kind is all on the board already.
    /// Rules: "Each player owns six pieces: two small (S), two medium (M), two large (L)"
    /// (`pieces = 1`: one of each size).
    NoneLeft {
        /// The piece's owner.
        player: Player,
        /// Its size.
        size: Size,
        /// Pieces of each size per player.
        max: u8,
    },
    /// A position (from outside) with more pieces of a kind than the rules give (same clause).
    TooMany {
        /// The player.
        player: Player,
        /// The size.
        size: Size,
        /// How many are on the board.
        count: u8,
        /// Pieces of each size per player.
        max: u8,
    },
    /// Placing a piece on an equal or larger one.
    /// Rules: "A square holds a stack of at most one piece of each size, larger above smaller".
    CannotCover {
        /// The piece.
        piece: (Player, Size),
        /// The square.
        square: Square,
        /// The top piece there.
        top: (Player, Size),
    },
    /// With `cover = off`, a piece on any other piece.
    /// Rules: "`cover = on | off`: with `off`, a piece may land only on an empty square", so no
    /// stack ever forms.
    NoStacking {
        /// The square.
        square: Square,
    },
    /// The eraser on an empty square.
    AlreadyEmpty(Square),
    /// The empty board with P2 to move.
    /// Rules: "The first player (P1) moves first"; "All start in the player's reserve"; passing
    /// is not allowed and nothing ever leaves the board, so once P1 has moved the board is not
    /// empty: the empty board is the start, with P1 to move.
    EmptyBoardP2,
    /// Pieces on the board (or P2 to move) but none of P1's.
    /// Rules: "The first player (P1) moves first", and a turn is a place or a move of "your own
    /// visible (top) piece": P1's first turn places a piece, and no rule takes a piece off the
    /// board. So once anyone has moved, P1 has a piece on the board.
    P1Absent,
    /// P2 has moved but has no piece on the board: P1 to move on a non-empty board (each player
    /// has had as many turns), or P2 to move with two or more P1 pieces on the board (P1 placed
    /// them on at least two turns, and P2 moved in between).
    /// Rules: as for [`Refusal::P1Absent`]: P2's first turn places a piece (it has none on the
    /// board to move), turns alternate, and pieces never leave the board.
    P2Absent,
    /// Both players show a line (`reveal = must-cover`).
    /// Rules: "After a move, if the mover shows a line, the mover wins" (so before the last move
    /// no line showed), and the reveal rule: "the move is legal only if ... after the move the
    /// opponent shows no line". So after the last move only the mover can show a line.
    BothLines,
    /// A player shows lines that do not all pass through one square.
    /// Rules: the game ends at the first line ("After a move, if the mover shows a line, the mover
    /// wins"), so every line showing was completed by the last move. A move changes the top of at
    /// most two squares: the landing square becomes the mover's, and the lifted-from square
    /// ("lifting a piece ... may uncover pieces") shows what was under it. A new line of the
    /// mover passes through the landing square (the lifted-from square was the mover's before),
    /// a new line of the opponent through the lifted-from square. So each player's lines share a
    /// square.
    LinesApart(Player),
    /// The side to move shows a line (`reveal = must-cover`).
    /// Rules: a line the side to move made on its own move ended the game then, with the other
    /// player to move; and the reveal rule forbids the opponent's last move from leaving it
    /// showing ("the move is legal only if ... after the move the opponent shows no line").
    LineOnOwnTurn(Player),
    /// The side to move shows a line (`reveal = loses`) but no last move could have revealed it.
    /// Rules: with `reveal = loses` "if after a move the opponent shows a line, the opponent
    /// wins", so the side to move may show a line — one uncovered by the other player's last
    /// move, a move (not a placement: "lifting a piece happens before it lands, and may uncover
    /// pieces"). That lift was from a square on all of those lines, off a piece of the side to
    /// move that it covered, so strictly larger ("strictly smaller than s ... It covers"), and
    /// it landed elsewhere, where it still shows (on all of the mover's lines, if any). With
    /// `cover = off` nothing is ever covered, so no lift uncovers anything.
    RevealImpossible(Player),
    /// "Play from this position" when the game is over.
    GameOverNoPlay,
}

/// The squares every line of `lines` (bits over [`LINES`]) passes through (all nine for none).
fn common_squares(lines: u8) -> Bitboard {
    (0..8)
        .filter(|i| lines & (1 << i) != 0)
        .fold(Bitboard::FULL, |acc, i| acc.intersect(LINES[i]))
}

/// Checks a position against every condition the rules impose on a position that arose in a
/// game (see [`Refusal`] for each and the clause it comes from), in this order: piece counts,
/// stacks under `cover = off`, who has moved, lines. A position that passes may still be
/// unreachable; the tablebase decides that.
pub fn validate(pos: &Position, variant: &Variant) -> Result<(), Refusal> {
    let count = |p: Player, s: Size| pos.pieces(p, s).count() as u8;
    for player in Player::ALL {
        for size in Size::ALL {
            if count(player, size) > variant.pieces() {
                return Err(Refusal::TooMany {
                    player,
                    size,
                    count: count(player, size),
                    max: variant.pieces(),
                });
            }
        }
    }
    if variant.cover == Cover::Off {
        if let Some(square) = Square::ALL
            .into_iter()
            .find(|&sq| pos.stack(sq).count() > 1)
        {
            return Err(Refusal::NoStacking { square });
        }
    }
    let on_board = |p: Player| -> u8 { Size::ALL.into_iter().map(|s| count(p, s)).sum() };
    let (n1, n2) = (on_board(Player::P1), on_board(Player::P2));
    let side = pos.side_to_move();
    if n1 + n2 == 0 {
        return if side == Player::P2 {
            Err(Refusal::EmptyBoardP2)
        } else {
            Ok(())
        };
    }
    if n1 == 0 {
        return Err(Refusal::P1Absent);
    }
    if n2 == 0 && (side == Player::P1 || n1 >= 2) {
        return Err(Refusal::P2Absent);
    }
    let lines = |p: Player| pos.lines(p);
    let mover = side.opponent();
    if variant.reveal == Reveal::MustCover && lines(side) != 0 && lines(mover) != 0 {
        return Err(Refusal::BothLines);
    }
    for p in [mover, side] {
        if lines(p) != 0 && common_squares(lines(p)).is_empty() {
            return Err(Refusal::LinesApart(p));
        }
    }
    if lines(side) != 0 {
        if variant.reveal == Reveal::MustCover {
            return Err(Refusal::LineOnOwnTurn(side));
        }
        // The mover lifted a piece off X (on every line of the side to move) and it shows on
        // Y ≠ X (on every line of the mover, if any), larger than what it uncovered at X.
        let landing = common_squares(lines(mover));
        let revealed = variant.cover == Cover::On
            && common_squares(lines(side)).iter().any(|x| {
                let under = pos.top(x).map(|(_, s)| s);
                landing.iter().any(|y| {
                    y != x
                        && matches!((pos.top(y), under), (Some((owner, big)), Some(small)) if owner == mover && big > small)
                })
            });
        if !revealed {
            return Err(Refusal::RevealImpossible(side));
        }
    }
    Ok(())
}
#[cfg(test)]
mod tests {
    use super::*;
    use gobblet_rules::Status;

    fn pos(s: &str) -> Position {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    const STD: Variant = Variant::STANDARD;

    fn loses() -> Variant {
        Variant::new(Reveal::Loses, Cover::On, 2).expect("a variant")
    }

    fn cover_off() -> Variant {
        Variant::new(Reveal::MustCover, Cover::Off, 2).expect("a variant")
    }

    #[test]
    fn reachable_positions_pass() {
        let v = STD;
        for line in [
            "",
            "L@b2",
            "L@b2 S@a1",
            "L@b2 S@a1 b2-a1",
            "L@a3 S@b2 L@b3 M@a1 M@c3",
        ] {
            let p = Position::START.play_line(&v, line).expect("legal");
            assert_eq!(validate(&p, &v), Ok(()), "{line}: {p}");
        }
    }

    #[test]
    fn too_many_counts_against_the_variant() {
        let one = Variant::new(Reveal::MustCover, Cover::On, 1).expect("a variant");
        let p = pos("L,.,./.,s,./L,.,. 2");
        assert_eq!(validate(&p, &STD), Ok(()));
        assert_eq!(
            validate(&p, &one),
            Err(Refusal::TooMany {
                player: Player::P1,
                size: Size::Large,
                count: 2,
                max: 1
            })
        );
    }

    #[test]
    fn cover_off_allows_no_stack() {
        let p = pos("sL,.,./.,.,./.,.,. 1");
        assert_eq!(validate(&p, &STD), Ok(()));
        assert_eq!(
            validate(&p, &cover_off()),
            Err(Refusal::NoStacking {
                square: "a3".parse().expect("a square")
            })
        );
    }

    #[test]
    fn who_has_moved() {
        assert_eq!(
            validate(&pos(".,.,./.,.,./.,.,. 2"), &STD),
            Err(Refusal::EmptyBoardP2)
        );
        assert_eq!(
            validate(&pos(".,.,./.,s,./.,.,. 1"), &STD),
            Err(Refusal::P1Absent)
        );
        assert_eq!(
            validate(&pos(".,.,./.,s,./.,.,. 2"), &STD),
            Err(Refusal::P1Absent)
        );
        assert_eq!(
            validate(&pos(".,.,./.,L,./.,.,. 1"), &STD),
            Err(Refusal::P2Absent)
        );
        assert_eq!(validate(&pos(".,.,./.,L,./.,.,. 2"), &STD), Ok(()));
        // Two P1 pieces: P1 has had two turns, P2 one in between.
        assert_eq!(
            validate(&pos("S,.,./.,L,./.,.,. 2"), &STD),
            Err(Refusal::P2Absent)
        );
        // P1's piece may be covered: it is still on the board.
        assert_eq!(validate(&pos(".,.,./.,Sm,./.,.,. 1"), &STD), Ok(()));
    }

    #[test]
    fn lines_under_must_cover() {
        // P1 just completed the top row: P2 to move, game over.
        let won = pos("L,M,S/.,s,./s,.,. 2");
        assert_eq!(validate(&won, &STD), Ok(()));
        assert!(matches!(
            won.status(&STD),
            Status::Line {
                winner: Player::P1,
                ..
            }
        ));
        // The same with P1 to move.
        assert_eq!(
            validate(&won.with_side_to_move(Player::P1), &STD),
            Err(Refusal::LineOnOwnTurn(Player::P1))
        );
        // Both show lines.
        let both = pos("L,M,S/.,.,./l,m,s 2");
        assert_eq!(validate(&both, &STD), Err(Refusal::BothLines));
        assert_eq!(
            validate(&both.with_side_to_move(Player::P1), &STD),
            Err(Refusal::BothLines)
        );
        // Row and column through a3: one placement on a3 completes both.
        let two = pos("L,M,S/M,s,./S,s,l 2");
        assert_eq!(two.lines(Player::P1).count_ones(), 2);
        assert_eq!(validate(&two, &STD), Ok(()));
    }

    #[test]
    fn lines_must_meet() {
        // Top row and bottom row of P1: no single move completes both.
        let apart = pos("L,M,S/s,m,./L,M,S 2");
        assert_eq!(apart.lines(Player::P1).count_ones(), 2);
        assert_eq!(validate(&apart, &STD), Err(Refusal::LinesApart(Player::P1)));
        assert_eq!(
            validate(&apart, &loses()),
            Err(Refusal::LinesApart(Player::P1))
        );
    }

    #[test]
    fn lines_under_reveal_loses() {
        let v = loses();
        // P2 lifted its large from a3 (over P1's small), revealing P1's top row, and put it on c1.
        let revealed = pos("S,M,L/s,.,./.,m,l 1");
        assert_eq!(revealed.lines(Player::P1).count_ones(), 1);
        assert_eq!(validate(&revealed, &v), Ok(()));
        assert_eq!(
            validate(&revealed, &STD),
            Err(Refusal::LineOnOwnTurn(Player::P1))
        );
        // Nothing of P2's is larger than anything on P1's row: no lift could have uncovered it.
        let unrevealed = pos("L,L,M/s,.,./.,s,m 1");
        assert_eq!(
            validate(&unrevealed, &v),
            Err(Refusal::RevealImpossible(Player::P1))
        );
        // Both show lines: P2's lift revealed P1's row, and its landing completed its own.
        let both = pos("S,M,L/.,.,./s,m,l 1");
        assert_eq!(validate(&both, &v), Ok(()));
        // With cover = off no lift reveals anything.
        let off = Variant::new(Reveal::Loses, Cover::Off, 2).expect("a variant");
        let flat = pos("S,M,L/.,s,./m,.,l 1");
        assert_eq!(
            validate(&flat, &off),
            Err(Refusal::RevealImpossible(Player::P1))
        );
    }
}
