//! The puzzle page's solving flow against a real table: `cover=off` solved here by the solver's
//! library, puzzles graded from it, every move valued from it as the tablebase would.

use app::model::Cmd;
use app::pages::puzzles::{Attempt, PuzzleCmd, PuzzleMsg, Puzzles};
use gobblet_rules::{Move, Position, Value};
use gobblet_tablebase::puzzles::{grade, move_class, Puzzle, PuzzleSet, Verdict};
use gobblet_tablebase::Lookup;
use solver::bitset::Block;
use solver::table::Table;

type Solved = Table<Vec<Block>, Vec<u8>>;

/// `cover=off`, solved once for both tests.
fn solved() -> &'static Solved {
    static TABLE: std::sync::OnceLock<Solved> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| solver::solve::solve(&"cover=off".parse().unwrap()).0)
}

/// Every legal move with its exact value for the side to move, best first (as
/// `Tablebase::moves` sorts them: wins fastest first, then draws, then losses slowest first).
fn moves(t: &Solved, pos: &Position) -> Vec<(Move, Lookup)> {
    let mut v: Vec<(Move, Value)> = pos
        .legal_moves(&t.variant)
        .iter()
        .map(|&mv| (mv, t.value(&pos.play(mv)).unwrap().for_parent()))
        .collect();
    v.sort_by_key(|&(mv, v)| {
        let rank = match v {
            Value::Win(n) => (0, i32::from(n)),
            Value::Draw => (1, 0),
            Value::Loss(n) => (2, -i32::from(n)),
        };
        (rank, mv)
    });
    v.into_iter().map(|(m, v)| (m, Lookup::Known(v))).collect()
}

/// Puzzles found along a fixed line of play: positions with one winning move, graded.
fn some_puzzles(t: &Solved) -> Vec<Puzzle> {
    let mut found = Vec::new();
    let mut rng = gobblet_rules::rng::Rng::new(7);
    let mut pos = Position::START;
    while found.len() < 40 {
        if pos.terminal_value(&t.variant).is_some() {
            pos = Position::START;
            continue;
        }
        if let Some(g) = grade(&t.variant, &pos, |c| t.value(c)) {
            found.push(Puzzle {
                position: pos,
                grade: g,
            });
        }
        let legal = pos.legal_moves(&t.variant);
        pos = pos.play(legal[rng.below(legal.len())]);
    }
    found
}

fn page(t: &Solved, list: Vec<Puzzle>) -> Puzzles {
    let set = PuzzleSet {
        variant: t.variant,
        puzzles: list,
    };
    let json = serde_json::to_string(&set.to_file()).unwrap();
    let mut p = Puzzles::default();
    p.open_number(Some("1"));
    p.loaded(Ok(json), &t.variant);
    assert!(p.puzzle().is_some());
    p
}

/// Plays the shown puzzle to its end with the table's best moves, checking every reply is the
/// table's slowest loss and the length is the grade's; returns the plies played.
fn solve(t: &Solved, p: &mut Puzzles) -> usize {
    let v = t.variant;
    let win = p.puzzle().unwrap().grade.win;
    while p.attempt == Attempt::Solving {
        let pos = p.position().unwrap();
        let values = moves(t, &pos);
        assert!(p.solvers_turn());
        let _ = p.update(PuzzleMsg::Play(values[0].0), &values, &v);
        if p.attempt != Attempt::Solving {
            break;
        }
        let after = p.position().unwrap();
        let replies = moves(t, &after);
        let _ = p.reply(&replies, &v);
        assert_eq!(
            p.line.last(),
            Some(&replies[0].0),
            "the reply is the best defence"
        );
    }
    assert_eq!(p.attempt, Attempt::Solved);
    assert_eq!(
        p.line.len(),
        usize::from(win),
        "solved in the grade's plies"
    );
    p.line.len()
}

#[test]
fn only_the_winning_move_is_accepted_and_the_table_defends() {
    let t = solved();
    let variant = t.variant;
    let list = some_puzzles(t);
    let mut p = page(t, list.clone());
    let first = list[0];
    let values = moves(t, &first.position);
    // With cover=off the sizes placed on one square are one move (`move_class`).
    let class = |mv| move_class(&variant, mv);
    assert_eq!(
        class(values[0].0),
        class(first.grade.answer),
        "the answer is the best move"
    );
    for &(mv, l) in &values {
        let wins = matches!(l, Lookup::Known(Value::Win(_)));
        assert_eq!(wins, class(mv) == class(first.grade.answer), "{mv}: {l:?}");
    }

    // Any other move fails the puzzle and resets the streak.
    let wrong = values
        .iter()
        .find(|(mv, _)| class(*mv) != class(first.grade.answer))
        .unwrap()
        .0;
    p.streak.current = 4;
    p.streak.best = 4;
    let cmds = p.update(PuzzleMsg::Play(wrong), &values, &variant);
    assert!(matches!(
        p.attempt,
        Attempt::Failed { mv, verdict: Verdict::Thrown, .. } if mv == wrong
    ));
    assert_eq!(p.streak.current, 0);
    assert_eq!(
        cmds,
        vec![PuzzleCmd::StoreStreak(p.streak)],
        "the streak to store"
    );
    // A failed puzzle solved on a retry does not count.
    let _ = p.update(PuzzleMsg::Retry, &values, &variant);
    assert!(p.line.is_empty() && p.attempt == Attempt::Solving);
    solve(t, &mut p);
    assert_eq!(p.streak.current, 0);

    // Fresh puzzles solved count once each; solving one again does not count twice.
    let _ = p.update(PuzzleMsg::Next, &[], &variant);
    solve(t, &mut p);
    assert_eq!((p.streak.current, p.streak.best), (1, 4));
    let _ = p.update(PuzzleMsg::Retry, &[], &variant);
    solve(t, &mut p);
    assert_eq!(p.streak.current, 1);
    for _ in 0..3 {
        let _ = p.update(PuzzleMsg::Next, &[], &variant);
        solve(t, &mut p);
    }
    assert_eq!((p.streak.current, p.streak.best), (4, 4));
    let _ = p.update(PuzzleMsg::Next, &[], &variant);
    solve(t, &mut p);
    assert_eq!((p.streak.current, p.streak.best), (5, 5));

    // Hints reveal the losing moves one at a time, slowest loss first, never a win.
    let _ = p.update(PuzzleMsg::Next, &[], &variant);
    let values = moves(t, &p.position().unwrap());
    let losing = values
        .iter()
        .filter(|(_, l)| !matches!(l, Lookup::Known(Value::Win(_))))
        .count();
    assert!(losing > 0);
    for k in 1..=losing + 2 {
        let _ = p.update(PuzzleMsg::Hint, &values, &variant);
        assert_eq!(p.hints, k.min(losing));
    }
}

#[test]
fn a_slower_win_fails_the_puzzle() {
    let t = solved();
    let variant = t.variant;
    // Find a solver's turn, after the answer and the reply, with a win slower than the best.
    let list = some_puzzles(t);
    let mut checked = false;
    for (i, puzzle) in list.iter().enumerate() {
        let mut p = page(t, list.clone());
        p.open_number(Some(&(i + 1).to_string()));
        let values = moves(t, &puzzle.position);
        let _ = p.update(PuzzleMsg::Play(values[0].0), &values, &variant);
        let _ = p.reply(&moves(t, &p.position().unwrap()), &variant);
        if p.attempt != Attempt::Solving {
            continue;
        }
        let values = moves(t, &p.position().unwrap());
        let best = values[0].1;
        let slower = values
            .iter()
            .find(|(_, l)| matches!((l, best), (Lookup::Known(Value::Win(a)), Lookup::Known(Value::Win(b))) if a > &b));
        if let Some(&(mv, _)) = slower {
            let _ = p.update(PuzzleMsg::Play(mv), &values, &variant);
            assert!(matches!(
                p.attempt,
                Attempt::Failed {
                    verdict: Verdict::Slower,
                    ..
                }
            ));
            checked = true;
            break;
        }
    }
    assert!(checked, "some puzzle offers a slower win");
}

/// A one-chunk tablebase (files layout) holding the stored values of every child of the
/// positions along `puzzle`'s solution, taken from the solved table: the manifest and the chunk.
fn small_tablebase(t: &Solved, puzzle: &Puzzle) -> (String, Vec<u8>) {
    use gobblet_tablebase::coding::ValueCoding;
    use gobblet_tablebase::manifest::{FORMAT, LAYOUT_FILES};
    use gobblet_tablebase::shard::{self, ShardExpect};
    use gobblet_tablebase::{local, tb_key, Manifest};
    let v = t.variant;
    let mut entries = std::collections::BTreeMap::new();
    let mut pos = puzzle.position;
    while pos.terminal_value(&v).is_none() {
        for &mv in pos.legal_moves(&v).iter() {
            let child = pos.play(mv);
            if local::local_value(&v, &child).is_none() {
                entries.insert(tb_key(&child), t.value(&child).unwrap().to_byte());
            }
        }
        pos = pos.play(moves(t, &pos)[0].0);
    }
    let mut values: Vec<u8> = entries.values().copied().collect();
    values.sort_unstable();
    values.dedup();
    values.push(Value::Draw.to_byte()); // at least two codes
    let counts = vec![1u64; values.len()];
    let code_lengths = ValueCoding::lengths_for(&counts);
    let coding = ValueCoding::new(&code_lengths).unwrap();
    let build = 0x0bad_cafe_0000_0001;
    let coded: Vec<(u64, u8)> = entries
        .iter()
        .map(|(&k, b)| (k, values.iter().position(|x| x == b).unwrap() as u8))
        .collect();
    let expect = ShardExpect {
        id: 0,
        variant: v,
        build,
        coding,
    };
    let chunk = shard::encode(&expect, &coded);
    let manifest = Manifest {
        format: FORMAT.into(),
        version: u32::from(shard::FORMAT_VERSION),
        variant: v,
        build,
        layout: LAYOUT_FILES.into(),
        shard_bits: 0,
        chunks: 1,
        index_bytes: 0,
        code_lengths,
        values,
        keys: coded.len() as u64,
        shard_bytes: chunk.len() as u64,
        local: String::new(),
        book: Vec::new(),
    };
    (serde_json::to_string(&manifest).unwrap(), chunk)
}

#[test]
fn the_model_fetches_the_file_then_the_chunk_and_the_table_replies() {
    use app::model::{FullMsg, Model, Msg};
    let t = solved();
    let list = some_puzzles(t);
    let puzzle = list[0];
    let (manifest, chunk) = small_tablebase(t, &puzzle);
    let json = serde_json::to_string(
        &PuzzleSet {
            variant: t.variant,
            puzzles: list.clone(),
        }
        .to_file(),
    )
    .unwrap();

    let mut m = Model::new();
    let fx = m.update(Msg::Url("?page=puzzles&n=1".into()));
    assert!(
        !fx.as_slice().contains(&Cmd::FetchPuzzles),
        "the file waits for the manifest (its rules)"
    );
    let fx = m.update(Msg::Manifest(Ok(manifest)));
    assert!(
        fx.as_slice().contains(&Cmd::FetchPuzzles),
        "asked for once the rules are known"
    );
    let fx = m.update(Msg::PuzzleFile(Ok(json)));
    assert_eq!(m.full.puzzles.position(), Some(puzzle.position));
    assert_eq!(fx.chunks(), vec![0], "the chunk of the puzzle's moves");
    let fx = m.update(Msg::Full(FullMsg::Puzzle(PuzzleMsg::Play(
        puzzle.grade.answer,
    ))));
    assert!(
        m.full.puzzles.line.is_empty(),
        "no move before the values are known"
    );
    assert!(fx.stored_streak().is_none());
    let _ = m.update(Msg::Shard(0, Ok(chunk)));
    let mut stored = None;
    for _ in 0..20 {
        let pos = m.full.puzzles.position().unwrap();
        let best = moves(t, &pos)[0].0;
        let fx = m.update(Msg::Full(FullMsg::Puzzle(PuzzleMsg::Play(best))));
        stored = stored.or(fx.stored_streak().map(str::to_string));
        if m.full.puzzles.attempt != Attempt::Solving {
            break;
        }
        // The table replied at once (the values were in): the solver is to move again.
        assert!(m.full.puzzles.solvers_turn());
    }
    assert_eq!(m.full.puzzles.attempt, Attempt::Solved);
    assert_eq!(m.full.puzzles.line.len(), usize::from(puzzle.grade.win));
    assert_eq!(stored.as_deref(), Some("1,1,0"), "the streak to store");
    assert!(app::link::encode(&m.link()).contains("n=1"));
}

/// The clicks that play `mv` on the board: the reserve piece or the square it leaves, then the
/// square it lands on.
fn clicks(mv: Move) -> [PuzzleMsg; 2] {
    match mv {
        Move::Place { size, to } => [PuzzleMsg::Reserve(size), PuzzleMsg::Square(to)],
        Move::Step { from, to } => [PuzzleMsg::Square(from), PuzzleMsg::Square(to)],
    }
}

/// A model on `?page=puzzles&n=1` with the puzzles of `list` and the one chunk of the first's
/// solution in.
fn model_on(list: &[Puzzle]) -> app::model::Model {
    use app::model::{Model, Msg};
    let t = solved();
    let (manifest, chunk) = small_tablebase(t, &list[0]);
    let json = serde_json::to_string(
        &PuzzleSet {
            variant: t.variant,
            puzzles: list.to_vec(),
        }
        .to_file(),
    )
    .unwrap();
    let mut m = Model::new();
    let _ = m.update(Msg::Url("?page=puzzles&n=1".into()));
    let _ = m.update(Msg::Manifest(Ok(manifest)));
    let _ = m.update(Msg::PuzzleFile(Ok(json)));
    let _ = m.update(Msg::Shard(0, Ok(chunk)));
    m
}

fn send(m: &mut app::model::Model, msg: PuzzleMsg) -> app::model::Cmds {
    m.update(app::model::Msg::Full(app::model::FullMsg::Puzzle(msg)))
}

/// The puzzle page as it is drawn (English).
fn html(m: &app::model::Model) -> String {
    use app::i18n::{Lang, Tables};
    app::pages::puzzles::render(
        &m.full.puzzles,
        &m.puzzle_values(),
        &m.variant,
        Lang::En.messages(),
        None,
    )
}

/// The puzzle page's status line as the page shows it (English), and its `data-left`.
fn status(m: &app::model::Model) -> (String, String) {
    let html = html(m);
    let at = html.find(r#"id="puzzle-status""#).unwrap();
    let rest = &html[at..];
    let left = rest.split("data-left=\"").nth(1).unwrap();
    let left = left[..left.find('"').unwrap()].to_string();
    let text = &rest[rest.find('>').unwrap() + 1..];
    (text[..text.find('<').unwrap()].to_string(), left)
}

#[test]
fn a_puzzle_is_solved_on_the_board_and_the_status_counts_down() {
    let t = solved();
    // A puzzle whose answer is a placement and that takes the solver at least two moves.
    let list: Vec<Puzzle> = some_puzzles(t)
        .into_iter()
        .filter(|p| p.grade.win >= 3 && matches!(p.grade.answer, Move::Place { .. }))
        .collect();
    let puzzle = list[0];
    let mut m = model_on(&list);
    let mine = |win: u8| u32::from(win).div_ceil(2);
    let (text, left) = status(&m);
    assert_eq!(left, mine(puzzle.grade.win).to_string());
    // The solver's moves, without the jargon of plies (said to a learner).
    assert!(
        text.contains(&format!("{left} of your moves left to win. ")),
        "{text}"
    );
    assert!(!text.contains("plies") && !text.contains("ply"), "{text}");
    let mut stored = None;
    let mut played = 0;
    while m.full.puzzles.attempt == Attempt::Solving {
        let pos = m.full.puzzles.position().unwrap();
        let best = moves(t, &pos)[0].0;
        let [pick, land] = clicks(best);
        let _ = send(&mut m, pick);
        assert!(
            m.full.puzzles.selected.is_some(),
            "{pick:?} picks up a piece"
        );
        assert!(m.full.puzzles.line.len() == played, "a pick plays nothing");
        let fx = send(&mut m, land);
        stored = stored.or(fx.stored_streak().map(str::to_string));
        played += 2;
        if m.full.puzzles.attempt == Attempt::Solving {
            // The table replied at once; the count went down by one of the solver's moves.
            let (text, left) = status(&m);
            let now = mine(puzzle.grade.win) - u32::try_from(played / 2).unwrap();
            assert_eq!(left, now.to_string(), "{text}");
            let words = if now == 1 {
                "this move can win".to_string()
            } else {
                format!("{now} of your moves left to win. ")
            };
            assert!(text.contains(&words), "{text}");
        }
    }
    assert_eq!(m.full.puzzles.attempt, Attempt::Solved);
    assert_eq!(status(&m).0, "Solved! You won.");
    assert_eq!(stored.as_deref(), Some("1,1,0"));
}

#[test]
fn a_failed_puzzle_shows_its_solution_on_the_board() {
    let t = solved();
    let list = some_puzzles(t);
    let puzzle = list[0];
    let mut m = model_on(&list);
    let values = moves(t, &puzzle.position);
    let wrong = values
        .iter()
        .find(|(_, l)| !matches!(l, Lookup::Known(Value::Win(_))))
        .unwrap()
        .0;
    for click in clicks(wrong) {
        let _ = send(&mut m, click);
    }
    assert!(matches!(m.full.puzzles.attempt, Attempt::Failed { mv, .. } if mv == wrong));
    assert!(status(&m).0.starts_with("Not this one: after"));
    assert!(html(&m)
        .contains(r#"<p id="puzzle-after" class="after">Try again, or see the solution.</p>"#));
    let _ = send(&mut m, PuzzleMsg::Solution);
    // Played out at once (the values are in): the table's best line from the puzzle's
    // position, to the end of the game, written under the board.
    let p = &m.full.puzzles;
    assert_eq!(p.attempt, Attempt::Shown);
    assert!(p.solution_done(&t.variant));
    assert_eq!(p.line.len(), usize::from(puzzle.grade.win));
    let mut pos = puzzle.position;
    for mv in &p.line {
        assert_eq!(*mv, moves(t, &pos)[0].0, "{pos}: the best move");
        pos = pos.play(*mv);
    }
    let line: Vec<String> = p.line.iter().map(Move::to_string).collect();
    assert_eq!(status(&m).0, format!("The solution: {}.", line.join(" ")));
    // Another try from the start; it no longer counts for the streak.
    let _ = send(&mut m, PuzzleMsg::Retry);
    assert_eq!(m.full.puzzles.attempt, Attempt::Solving);
    assert!(m.full.puzzles.line.is_empty() && m.full.puzzles.failed_once);
}

#[test]
fn with_auto_advance_a_solve_opens_the_next_puzzle() {
    use app::model::Cmd;
    let t = solved();
    let list = some_puzzles(t);
    let mut m = model_on(&list);
    let fx = send(&mut m, PuzzleMsg::AutoNext);
    assert!(fx.as_slice().contains(&Cmd::StoreAutoNext(true)));
    let mut pushed = false;
    while m.full.puzzles.index == 0 {
        let pos = m.full.puzzles.position().unwrap();
        let fx = send(&mut m, PuzzleMsg::Play(moves(t, &pos)[0].0));
        pushed |= fx.as_slice().contains(&Cmd::PushUrl);
    }
    assert_eq!(m.full.puzzles.index, 1);
    assert_eq!(m.full.puzzles.advanced_from, Some(0));
    assert!(pushed, "the link follows");
    assert!(status(&m)
        .0
        .starts_with("Puzzle 1 solved! Here is the next one."));
    assert_eq!(m.full.puzzles.streak.current, 1);
}
