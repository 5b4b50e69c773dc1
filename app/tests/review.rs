//! The game review and the refutation preview on real values: the `cover=off` variant (P1 wins
//! the start in 9, no draws) is solved here by the solver's library, and the model reads a
//! small packed tablebase built from it holding exactly the positions the tests look at.

mod table;

use std::sync::OnceLock;

use app::i18n::Lang;
use app::model::{LineEnd, Model, Msg, PREVIEW_PLIES};
use app::review::{goodness, height, Verdict};
use app::shell;
use gobblet_rules::{Move, Position, Value, Variant};
use gobblet_tablebase::layout::INDEX_ID;
use gobblet_tablebase::{local, tb_key};
use solver::bitset::Block;
use solver::table::Table;

type Solved = Table<Vec<Block>, Vec<u8>>;

const BUILD: u64 = 0x0000_0000_00be_e71e;

fn solved() -> &'static Solved {
    static TABLE: OnceLock<Solved> = OnceLock::new();
    TABLE.get_or_init(|| solver::solve::solve(&"cover=off".parse::<Variant>().unwrap()).0)
}

fn value(pos: &Position) -> Value {
    solved().value(pos).expect("a reachable position")
}

/// Every legal move with its exact value for the mover, from the solved table.
fn moves(pos: &Position) -> Vec<(Move, Value)> {
    pos.legal_moves(&solved().variant)
        .iter()
        .map(|&mv| (mv, value(&pos.play(mv)).for_parent()))
        .collect()
}

/// The best move as the app picks it: best value first, then the first in notation order.
fn best_move(pos: &Position) -> (Move, Value) {
    let mut all = moves(pos);
    all.sort_by_key(|(mv, v)| (-goodness(*v), *mv));
    all[0]
}

/// A packed tablebase (manifest, chunk index, one chunk) holding every child of `positions`
/// that the client's local search does not decide, valued from the solved table.
fn fixture(positions: &[Position]) -> (String, Vec<u8>, Vec<u8>) {
    let v = solved().variant;
    let entries: Vec<(u64, Value)> = positions
        .iter()
        .flat_map(|p| {
            p.legal_moves(&v)
                .iter()
                .map(|&mv| p.play(mv))
                .collect::<Vec<_>>()
        })
        .filter(|c| local::local_value(&v, c).is_none())
        .map(|c| (tb_key(&c), value(&c)))
        .collect();
    table::one_chunk(v, BUILD, entries)
}

/// A model at `query` whose tablebase holds the children of `positions`; `chunk` says
/// whether the chunk arrives (else it is given up on). Also: the chunks asked for once the
/// index is in.
fn model_fetching(query: &str, positions: &[Position], chunk: bool) -> (Model, Vec<u32>) {
    let (json, index, bytes) = fixture(positions);
    let mut m = Model::new();
    let _ = m.update(Msg::Url(query.into()));
    assert_eq!(m.update(Msg::Manifest(Ok(json))).chunks(), vec![INDEX_ID]);
    let asked = m.update(Msg::Shard(INDEX_ID, Ok(index))).chunks();
    if chunk {
        let _ = m.update(Msg::Shard(0, Ok(bytes)));
    } else {
        let _ = m.update(Msg::ShardGaveUp(0, app::fetch::FetchError::Status(404)));
    }
    (m, asked)
}

fn model(query: &str, positions: &[Position], chunk: bool) -> Model {
    model_fetching(query, positions, chunk).0
}

/// A line of five moves chosen from the solved values so that each verdict but `Unknown`
/// occurs: P1 wins slower, P2 holds out longest, P1 throws the win away, P2 wins fastest,
/// P1 loses sooner than it had to. Returns the moves, their verdicts and the positions.
fn constructed_line() -> (Vec<Move>, Vec<Verdict>, Vec<Position>) {
    let v = solved().variant;
    let picks: [(Verdict, Fits); 5] = [
        (
            Verdict::Slower,
            |p, b| matches!((p, b), (Value::Win(x), Value::Win(y)) if x > y),
        ),
        (Verdict::HeldOut, |p, b| p == b),
        (Verdict::Blunder, |p, _| !matches!(p, Value::Win(_))),
        (Verdict::Best, |p, b| p == b),
        (
            Verdict::Sooner,
            |p, b| matches!((p, b), (Value::Loss(x), Value::Loss(y)) if x < y),
        ),
    ];
    let mut pos = Position::START;
    let mut line = (Vec::new(), Vec::new(), vec![pos]);
    for (verdict, fits) in picks {
        let best = best_move(&pos).1;
        let mut all = moves(&pos);
        all.sort_by_key(|(mv, _)| *mv);
        let (mv, _) = *all
            .iter()
            .find(|(_, val)| fits(*val, best))
            .unwrap_or_else(|| panic!("{pos}: no move for {verdict:?} (best {best})"));
        pos = pos.play_checked(&v, mv).unwrap();
        line.0.push(mv);
        line.1.push(verdict);
        line.2.push(pos);
    }
    line
}

/// Whether a move worth the first value fits a verdict where the best was the second.
type Fits = fn(Value, Value) -> bool;

fn query(moves: &[Move], extra: &str) -> String {
    let m: Vec<String> = moves.iter().map(ToString::to_string).collect();
    format!("?m={}{extra}", m.join("_"))
}

#[test]
fn a_review_marks_every_move_as_the_solved_table_judges_it() {
    let (moves, verdicts, positions) = constructed_line();
    // At the end of the line (P2 to move, lost), the review asks for the chunk it needs.
    let (mut m, asked) = model_fetching(&query(&moves, "&review=1"), &positions, true);
    assert_eq!(
        asked,
        vec![0],
        "the review asks for the chunk its line needs"
    );
    assert!(m.review, "review=1 opens the review");
    let r = m.review();
    assert!(!r.waiting);
    let got: Vec<Verdict> = r.rows.iter().map(|row| row.judged.verdict).collect();
    assert_eq!(got, verdicts);
    for (row, pos) in r.rows.iter().zip(&positions) {
        let best = best_move(pos).1;
        assert_eq!(row.judged.best, Some(best), "ply {}", row.ply);
        let want: Vec<Move> = moves_of(pos, best);
        assert_eq!(row.judged.best_moves, want, "ply {}", row.ply);
        assert_eq!(row.mover, pos.side_to_move());
    }
    // One point per position of the line, each the solved value.
    assert_eq!(r.values.len(), moves.len() + 1);
    for ((side, v), pos) in r.values.iter().zip(&positions) {
        assert_eq!(*v, Some(value(pos)), "{pos}");
        assert_eq!(*side, pos.side_to_move());
    }
    // The page: one table row and one graph point per position, the verdicts as data.
    for lang in Lang::ALL {
        let _ = m.update(Msg::Lang(lang));
        let h = shell::render(&m, "http://127.0.0.1/");
        let marked: Vec<&str> = h
            .split(r#"data-verdict=""#)
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
            .collect();
        let mut want = vec![""];
        want.extend(verdicts.iter().map(|v| v.tag()));
        assert_eq!(marked, want, "{lang:?}");
        let heights: Vec<i32> = h
            .split(r#"data-height=""#)
            .skip(1)
            .map(|s| s[..s.find('"').unwrap()].parse().unwrap())
            .collect();
        let want: Vec<i32> = positions
            .iter()
            .map(|p| height(value(p), p.side_to_move()))
            .collect();
        assert_eq!(heights, want, "{lang:?}");
        assert!(h.contains(r#"id="review-progress" data-state="complete""#));
    }
    // A jump from the review shows that ply.
    let _ = m.update(Msg::Jump(2));
    assert_eq!(m.position(), positions[2]);
    assert!(m.review, "the review stays open");
}

fn moves_of(pos: &Position, v: Value) -> Vec<Move> {
    let mut all: Vec<Move> = moves(pos)
        .into_iter()
        .filter(|(_, val)| *val == v)
        .map(|(mv, _)| mv)
        .collect();
    all.sort();
    all
}

#[test]
fn unknown_values_are_shown_as_unknown_never_guessed() {
    let (moves, verdicts, positions) = constructed_line();
    let m = model(&query(&moves, "&review=1"), &positions, false);
    let r = m.review();
    assert!(!r.waiting, "a chunk given up on is not waited for");
    let v = solved().variant;
    let mut unknown = 0;
    for (row, pos) in r.rows.iter().zip(&positions) {
        // Judged only where the client's local search values every move itself.
        let local = pos
            .legal_moves(&v)
            .iter()
            .all(|&mv| local::local_value(&v, &pos.play(mv)).is_some());
        if local {
            assert_eq!(row.judged.verdict, verdicts[row.ply - 1], "ply {}", row.ply);
        } else {
            unknown += 1;
            assert_eq!(row.judged.verdict, Verdict::Unknown, "ply {}", row.ply);
            assert_eq!(row.judged.best, None);
        }
    }
    assert!(unknown >= 4, "{unknown} moves need the missing chunk");
    // A value the client decides itself is still shown; none is made up.
    for ((_, v), pos) in r.values.iter().zip(&positions) {
        assert!(v.is_none() || *v == Some(value(pos)), "{pos}");
    }
    let h = shell::render(&m, "http://127.0.0.1/");
    assert!(h.contains(r#"data-state="incomplete""#));
}

#[test]
fn the_review_is_offered_at_the_end_of_a_game_and_from_the_line() {
    // P1's best line to the end of the game (a win in 9).
    let mut pos = Position::START;
    let mut line = Vec::new();
    let mut positions = vec![pos];
    while matches!(
        pos.status(&solved().variant),
        gobblet_rules::Status::Ongoing
    ) {
        let (mv, _) = best_move(&pos);
        pos = pos.play(mv);
        line.push(mv);
        positions.push(pos);
    }
    assert_eq!(line.len(), 9);
    for page in ["", "&page=two", "&page=play"] {
        let mut m = model(&query(&line, page), &positions, true);
        let h = shell::render(&m, "http://127.0.0.1/");
        // At the end, by the board and once: the line's toggle waits for the review.
        assert!(
            h.contains(r#"id="review-end""#),
            "{page}: offered at the end"
        );
        assert!(!h.contains(r#"id="review-toggle""#), "{page}: once");
        let _ = m.update(Msg::ToggleReview);
        assert!(m.link().review);
        let r = m.review();
        assert!(r
            .rows
            .iter()
            .all(|row| matches!(row.judged.verdict, Verdict::Best | Verdict::HeldOut)));
        assert_eq!(r.values.last().unwrap().1, Some(Value::Loss(0)));
        // Open, it is closed from the line.
        let h = shell::render(&m, "http://127.0.0.1/");
        assert!(
            h.contains(r#"id="review-toggle""#) && !h.contains(r#"id="review-end""#),
            "{page}: closed from the line"
        );
        // Closed, and back in the game: offered from the line.
        let _ = m.update(Msg::ToggleReview);
        let _ = m.update(Msg::Jump(8));
        let h = shell::render(&m, "http://127.0.0.1/");
        assert!(
            h.contains(r#"id="review-toggle""#) && !h.contains(r#"id="review-end""#),
            "{page}: offered from the line before the end"
        );
    }
}

#[test]
fn a_preview_shows_the_best_reply_and_line_and_escape_returns() {
    let v = solved().variant;
    let start = Position::START;
    // Preview every first move of the start position: its best line as the solved table
    // gives it.
    let firsts: Vec<Move> = start.legal_moves(&v).iter().copied().collect();
    let mut want_lines = Vec::new();
    let mut positions = vec![start];
    for &mv in &firsts {
        let mut pos = start.play(mv);
        let mut line = Vec::new();
        positions.push(pos);
        while line.len() < PREVIEW_PLIES && matches!(pos.status(&v), gobblet_rules::Status::Ongoing)
        {
            let (best, val) = best_move(&pos);
            line.push((best, val));
            pos = pos.play(best);
            positions.push(pos);
        }
        want_lines.push(line);
    }
    let mut m = model("", &positions, true);
    for (&mv, want) in firsts.iter().zip(&want_lines) {
        let _ = m.update(Msg::Preview(Some(mv)));
        let p = m.preview.as_ref().expect("a preview");
        assert_eq!(p.mv, mv);
        assert_eq!(&p.line.moves, want, "{mv}");
        let end = if want.len() == PREVIEW_PLIES {
            LineEnd::Limit
        } else {
            LineEnd::GameOver
        };
        assert_eq!(p.line.end, Some(end), "{mv}");
        assert_eq!(
            p.moves()[0].1,
            Some(moves(&start).iter().find(|x| x.0 == mv).unwrap().1)
        );
        let h = shell::render(&m, "http://127.0.0.1/");
        assert!(h.contains(r#"class="board preview""#));
        assert_eq!(h.matches(r#"class="pv-num""#).count(), want.len() + 1);
        assert_eq!(m.position(), start, "a preview plays nothing");
    }
    let _ = m.update(Msg::Deselect);
    assert!(m.preview.is_none(), "Escape returns to the position");
    let _ = m.update(Msg::Preview(Some(firsts[0])));
    let _ = m.update(Msg::Preview(None));
    assert!(m.preview.is_none(), "leaving the move returns");
    let h = shell::render(&m, "http://127.0.0.1/");
    assert!(!h.contains(r#"id="preview""#) && !h.contains("board preview"));
    assert!(
        h.contains(r#"class="preview-hint""#),
        "the room stays, with how to preview"
    );
    // Playing a move ends the preview too.
    let _ = m.update(Msg::Preview(Some(firsts[0])));
    let _ = m.update(Msg::Play(firsts[1]));
    assert!(m.preview.is_none());
}

#[test]
fn a_game_without_hints_previews_nothing() {
    let mut m = model("?page=two", &[Position::START], true);
    let mv = Position::START.legal_moves(&solved().variant)[0];
    let _ = m.update(Msg::Preview(Some(mv)));
    assert!(m.preview.is_none());
    let _ = m.update(Msg::ToggleHints);
    let _ = m.update(Msg::Preview(Some(mv)));
    assert!(m.preview.is_some());
}
