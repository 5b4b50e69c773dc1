//! One hand-made position for every clause of `docs/rules.md`.

use gobblet_rules::{
    Cover, IllegalMove, Move, Player, Position, Reveal, Size, Square, Status, Variant,
};

fn pos(s: &str) -> Position {
    s.parse().unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn step(from: &str, to: &str) -> Move {
    Move::Step {
        from: sq(from),
        to: sq(to),
    }
}

/// All steps from `from` that the generator produces, as strings.
fn steps_from(p: &Position, v: &Variant, from: &str) -> Vec<String> {
    let from = sq(from);
    p.legal_moves(v)
        .iter()
        .filter(|m| m.from() == Some(from))
        .map(|m| m.to_string())
        .collect()
}

const STD: Variant = Variant::STANDARD;

fn loses() -> Variant {
    Variant::new(Reveal::Loses, Cover::On, 2).unwrap()
}

#[test]
fn start_has_27_placements_and_the_documented_example_line() {
    let start = pos(".,.,./.,.,./.,.,. 1");
    assert_eq!(start, Position::START);
    assert_eq!(start.legal_moves(&STD).len(), 27);
    let p = start.play_line(&STD, "L@b2 S@a1").unwrap();
    assert_eq!(p.to_string(), ".,.,./.,L,./s,.,. 1");
    let p = p.play_line(&STD, "b2-a1").unwrap();
    assert_eq!(p.to_string(), ".,.,./.,.,./sL,.,. 2");
}

#[test]
fn a_piece_covers_only_strictly_smaller_tops() {
    // P2's medium on b2: P1 may cover it with a large but not with a small or a medium.
    let p = pos(".,.,./.,m,./.,.,. 1");
    let moves = p.legal_moves(&STD);
    let on_b2: Vec<String> = moves
        .iter()
        .filter(|m| m.to() == sq("b2"))
        .map(|m| m.to_string())
        .collect();
    assert_eq!(on_b2, ["L@b2"]);
    assert_eq!(
        p.check_move(
            &STD,
            Move::Place {
                size: Size::Medium,
                to: sq("b2")
            }
        ),
        Err(IllegalMove::CannotCover {
            to: sq("b2"),
            top: Size::Medium
        })
    );
    // With cover = off nothing lands on an occupied square.
    let off = Variant::new(Reveal::MustCover, Cover::Off, 2).unwrap();
    assert!(p.legal_moves(&off).iter().all(|m| m.to() != sq("b2")));
}

#[test]
fn pin_with_one_revealed_line_allows_only_its_two_other_squares() {
    // P1's large on c3 covers P2's medium; lifting it shows P2's row a3-c3.
    let p = pos("s,s,mL/.,.,./.,.,. 1");
    assert_eq!(p.pinned().iter().collect::<Vec<_>>(), [sq("c3")]);
    assert_eq!(steps_from(&p, &STD, "c3"), ["c3-a3", "c3-b3"]);
    assert!(p.check_move(&STD, step("c3", "a3")).is_ok());
    assert!(matches!(
        p.check_move(&STD, step("c3", "b2")),
        Err(IllegalMove::Reveals { from, pinned: false, .. }) if from == sq("c3")
    ));
    // After the forced cover nobody shows a line and the game goes on.
    let after = p.play(step("c3", "a3"));
    assert_eq!(after.to_string(), "sL,s,m/.,.,./.,.,. 2");
    assert_eq!(after.status(&STD), Status::Ongoing);
}

#[test]
fn two_revealed_lines_pin_the_piece_completely() {
    // Lifting c3 would show P2's row 3 and file c at once.
    let p = pos("s,s,mL/.,.,m/.,.,l 1");
    assert!(steps_from(&p, &STD, "c3").is_empty());
    assert!(matches!(
        p.check_move(&STD, step("c3", "a3")),
        Err(IllegalMove::Reveals { pinned: true, .. })
    ));
    // With reveal = loses every lift is allowed: the piece may go to any square it can cover.
    // a3, b3 (smalls), c2 (medium) and the four empty squares; not c1 (large).
    assert_eq!(steps_from(&p, &loses(), "c3").len(), 7);
}

#[test]
fn a_lift_that_uncovers_the_movers_own_piece_completes_its_line() {
    // P1's medium on a3 sits on P1's small; moving it to b3 shows S, M, S on row 3.
    let p = pos("SM,s,S/.,.,./.,.,. 1");
    let after = p.play_checked(&STD, step("a3", "b3")).unwrap();
    assert_eq!(after.to_string(), "S,sM,S/.,.,./.,.,. 2");
    assert!(matches!(
        after.status(&STD),
        Status::Line {
            winner: Player::P1,
            ..
        }
    ));
    assert!(after.legal_moves(&STD).is_empty());
}

#[test]
fn a_piece_never_returns_to_its_own_square() {
    let p = pos(".,.,./.,L,./.,.,. 2").with_side_to_move(Player::P1);
    assert!(p.legal_moves(&STD).iter().all(|m| m.from() != Some(m.to())));
    assert_eq!(
        p.check_move(&STD, step("b2", "b2")),
        Err(IllegalMove::SameSquare)
    );
    assert!("b2-b2".parse::<Move>().is_err());
    // The large may go to any of the 8 other squares.
    assert_eq!(steps_from(&p, &STD, "b2").len(), 8);
}

#[test]
fn a_side_with_no_legal_move_loses() {
    // P1 has every piece on the board: smalls and mediums buried under P2, the large on a3 can
    // only cover a3's row (held by P2's two larges), the large on b2 reveals two P2 lines.
    let p = pos("sL,Ml,Ml/.,sL,./Sm,Sm,. 1");
    assert!(p.line_winner(&STD).is_none());
    assert!(p.legal_moves(&STD).is_empty());
    assert_eq!(p.status(&STD), Status::NoMove);
    // Under reveal = loses the same P1 may lift (and lose at once): not a no-move position.
    assert!(!p.legal_moves(&loses()).is_empty());
}

#[test]
fn under_loses_a_move_that_shows_both_lines_loses() {
    // P1 lifts c3 (revealing P2's row 3) and lands on c1, completing its own row 1.
    let p = pos("s,s,mL/.,.,./S,S,. 1");
    assert!(p.check_move(&STD, step("c3", "c1")).is_err());
    let after = p.play_checked(&loses(), step("c3", "c1")).unwrap();
    assert_ne!(after.lines(Player::P1), 0);
    assert_ne!(after.lines(Player::P2), 0);
    assert!(matches!(
        after.status(&loses()),
        Status::Line {
            winner: Player::P2,
            ..
        }
    ));
    // The same lift without a line of its own also hands P2 the game.
    let after = p.play_checked(&loses(), step("c3", "b2")).unwrap();
    assert!(matches!(
        after.status(&loses()),
        Status::Line {
            winner: Player::P2,
            ..
        }
    ));
}

#[test]
fn placing_needs_a_piece_in_reserve() {
    let p = pos("S,.,./.,.,./.,S,. 1");
    assert_eq!(p.reserve(&STD, Player::P1, Size::Small), 0);
    assert_eq!(
        p.check_move(
            &STD,
            Move::Place {
                size: Size::Small,
                to: sq("b2")
            }
        ),
        Err(IllegalMove::NotInReserve(Size::Small))
    );
    let one = Variant::new(Reveal::MustCover, Cover::On, 1).unwrap();
    assert!(p.check_variant(&one).is_err());
    assert!(p.check_variant(&STD).is_ok());
}

#[test]
fn only_your_own_top_piece_moves() {
    let p = pos("Sm,.,./.,.,./.,.,. 1");
    assert_eq!(
        p.check_move(&STD, step("a3", "b3")),
        Err(IllegalMove::NotYourPiece(sq("a3")))
    );
    assert_eq!(
        p.check_move(&STD, step("b3", "c3")),
        Err(IllegalMove::EmptySquare(sq("b3")))
    );
}

#[test]
fn bad_position_strings_name_the_problem() {
    let cases = [
        (".,.,./.,.,. 1", "3 rows"),
        (".,.,./.,.,./.,. 1", "rank 1 needs 3 squares"),
        (".,.,./.,.,./.,.,. 3", "1 or 2"),
        (".,.,./.,.,./.,.,.", "side to move"),
        ("x,.,./.,.,./.,.,. 1", "unknown piece 'x'"),
        ("SS,.,./.,.,./.,.,. 1", "a3 holds two S"),
        ("Ss,.,./.,.,./.,.,. 1", "a3 holds two S"),
        ("LS,.,./.,.,./.,.,. 1", "out of order"),
        ("L,L,L/.,.,./.,.,. 1", "P1 has 3 L"),
        (".S,.,./.,.,./.,.,. 1", "stands alone"),
        (",.,./.,.,./.,.,. 1", "blank"),
    ];
    for (text, needle) in cases {
        let err = text.parse::<Position>().expect_err(text).to_string();
        assert!(
            err.contains(needle),
            "{text:?} gave {err:?}, expected it to mention {needle:?}"
        );
    }
}
