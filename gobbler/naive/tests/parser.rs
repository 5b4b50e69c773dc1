//! Position notation (gobbler.md "Notation"): what is accepted, what is rejected, round trips.

mod common;

use common::build;
use gobbler_naive::Position;

const START: &str = "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,.,G,1,1,1/\
1,1,1,G,.,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 L 0 40";

#[test]
fn accepted_positions_round_trip() {
    let texts = [
        START.to_string(),
        START.replace(" L ", " G "),
        // A stack of all 60, no Gobbler (over, but a valid position).
        build(&[("e4", "60")], "L", 40),
        // Everything eaten, one Gobbler.
        build(&[("h1", "G")], "L", 0),
        // Two-digit counts, the largest threshold accepted.
        build(
            &[("a1", "G"), ("b2", "G"), ("c3", "12"), ("h8", "10")],
            "G",
            1000,
        ),
    ];
    for text in texts {
        let p = Position::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(p.write(), text);
    }
}

#[test]
fn rejected_positions() {
    let swap = |from: &str, to: &str| START.replacen(from, to, 1);
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "empty"),
        ("START".into(), "word other than start"),
        (" start".into(), "leading space"),
        ("start ".into(), "trailing space"),
        (format!("{START} "), "trailing space"),
        (START.replace(" L ", "  L "), "double space"),
        (START.replace(" L 0 40", " L 0"), "no threshold"),
        (START.replace(" L 0 40", " L 0 40 1"), "extra field"),
        (START.replace(" L ", " X "), "side X"),
        (START.replace(" L ", " l "), "side l"),
        (START.replace(" L 0 ", " L 1 "), "eaten does not make 60"),
        (
            START.replace(" L 0 ", " L 00 "),
            "eaten with a leading zero",
        ),
        (START.replace(" L 0 ", " L -0 "), "eaten with a sign"),
        (
            START.replace(" 40", " 040"),
            "threshold with a leading zero",
        ),
        (START.replace(" 40", " +40"), "threshold with a sign"),
        (START.replace(" 40", " 1001"), "threshold above 1000"),
        (START.replace(" 40", " 4294967296"), "threshold overflowing"),
        (START.replace(" 40", " "), "empty threshold"),
        // Ranks and squares.
        (START.replacen("1,1,1,1,1,1,1,1/", "", 1), "seven ranks"),
        (
            START.replacen("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1,1/./", 1),
            "nine ranks",
        ),
        (
            swap("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1,1,./"),
            "nine squares in a rank",
        ),
        (
            swap("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1/"),
            "seven squares in a rank",
        ),
        (swap("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1,,1/"), "empty field"),
        (
            swap("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1,01/"),
            "count with a leading zero",
        ),
        (swap("1,1,1,.,G,1,1,1", "1,1,1,0,G,1,1,1"), "0 instead of ."),
        (swap("1,1,1,.,G,1,1,1", "1,1,1,.,g,1,1,1"), "lower-case g"),
        (
            swap("1,1,1,.,G,1,1,1", "1,1,1,x,G,1,1,1"),
            "unknown character",
        ),
        (
            swap("1,1,1,.,G,1,1,1", "1,1,1,G1,.,1,1,1"),
            "Gobbler and Littles on a square",
        ),
        (swap("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1,2/"), "61 Littles"),
        (
            swap("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1,./"),
            "59 Littles, none eaten",
        ),
        (
            swap("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,1, 1/"),
            "space in a rank",
        ),
        (START.replace('/', ";"), "wrong rank separator"),
        // Three Gobblers (the third replaces a Little, counted as eaten).
        (
            START
                .replacen("1,1,1,1,1,1,1,1/", "G,1,1,1,1,1,1,1/", 1)
                .replace(" L 0 ", " L 1 "),
            "three Gobblers",
        ),
    ];
    for (text, why) in cases {
        assert!(
            Position::parse(&text).is_err(),
            "{why}: {text:?} was accepted"
        );
    }
}

#[test]
fn errors_name_the_problem() {
    let e = Position::parse(&START.replace(" L 0 ", " L 1 ")).unwrap_err();
    assert!(e.contains("60"), "{e}");
    let three = START
        .replacen("1,1,1,1,1,1,1,1/", "G,1,1,1,1,1,1,1/", 1)
        .replace(" L 0 ", " L 1 ");
    let e = Position::parse(&three).unwrap_err();
    assert!(e.contains("Gobblers"), "{e}");
    let e = Position::parse(&START.replace(" L ", " X ")).unwrap_err();
    assert!(e.contains("side"), "{e}");
}
