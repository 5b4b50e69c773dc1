//! Both readings of the reveal rule in the app. The one-piece variant is solved here under both
//! readings by the solver's library; the model reads a packed tablebase built from the
//! *must-cover* solve (as the site serves one table for both readings) and, with
//! `reveal=loses`, must give every reachable position the values of the *loses* solve.

mod table;

use std::collections::{HashSet, VecDeque};
use std::sync::OnceLock;

use app::i18n::Tables;
use app::model::{FullMsg, GameState, Model, Msg, Notice};
use app::{link, pages::game, reveal};
use gobblet_rules::{Move, Player, Position, Reveal, Value, Variant};
use gobblet_tablebase::layout::INDEX_ID;
use gobblet_tablebase::reading::{self, READING_ID};
use gobblet_tablebase::{local, tb_key, Lookup};
use solver::bitset::Block;
use solver::table::Table;

type Solved = Table<Vec<Block>, Vec<u8>>;

const BUILD: u64 = 0x0000_0000_0000_7e7e;

fn must_cover() -> &'static Solved {
    static TABLE: OnceLock<Solved> = OnceLock::new();
    TABLE.get_or_init(|| solver::solve::solve(&"pieces=1".parse::<Variant>().unwrap()).0)
}

fn loses() -> &'static Solved {
    static TABLE: OnceLock<Solved> = OnceLock::new();
    TABLE.get_or_init(|| {
        solver::solve::solve(&"pieces=1,reveal=loses".parse::<Variant>().unwrap()).0
    })
}

/// Every position reachable from the start under `rules` where no line shows.
fn reachable(rules: &Variant) -> Vec<Position> {
    let mut seen = HashSet::from([Position::START.canonical_key()]);
    let mut queue = VecDeque::from([Position::START]);
    let mut out = Vec::new();
    while let Some(p) = queue.pop_front() {
        if p.line_winner(rules).is_some() {
            continue;
        }
        out.push(p);
        for &mv in p.legal_moves(rules).iter() {
            let c = p.play(mv);
            if seen.insert(c.canonical_key()) {
                queue.push_back(c);
            }
        }
    }
    out
}

/// A packed tablebase (manifest, chunk index, one chunk) of the must-cover solve: every
/// reachable position the client's local search does not decide, as `shard-tool build` stores.
fn fixture() -> (String, Vec<u8>, Vec<u8>) {
    let t = must_cover();
    let v = t.variant;
    let entries: Vec<(u64, Value)> = reachable(&v)
        .into_iter()
        .filter_map(|p| Some((tb_key(&p), t.value(&p)?)))
        .filter(|(_, val)| !local::is_local(*val))
        .collect();
    table::one_chunk(v, BUILD, entries)
}

/// The other reading's file, as `shard-tool reading` writes it: every position without a line
/// whose `loses` value differs from the table's and is not decided by the local search.
fn other_reading() -> Vec<u8> {
    let rules = loses().variant;
    let mut entries: Vec<(u64, Value)> = reachable(&rules)
        .into_iter()
        .filter_map(|p| {
            let v = loses().value(&p)?;
            (!local::is_local(v) && must_cover().value(&p) != Some(v)).then(|| (tb_key(&p), v))
        })
        .collect();
    entries.sort_unstable_by_key(|e| e.0);
    entries.dedup();
    reading::encode(&rules, BUILD, &entries)
}

/// A model at `query` with the whole one-piece table loaded, and the other reading's file
/// (`None`: given up on).
fn model_with(query: &str, other: Option<Vec<u8>>) -> Model {
    static FIXTURE: OnceLock<(String, Vec<u8>, Vec<u8>)> = OnceLock::new();
    let (json, index, chunk) = FIXTURE.get_or_init(fixture).clone();
    let mut m = Model::new();
    let _ = m.update(Msg::Url(query.into()));
    let _ = m.update(Msg::Manifest(Ok(json)));
    let _ = m.update(Msg::Shard(INDEX_ID, Ok(index)));
    let _ = m.update(Msg::Shard(0, Ok(chunk)));
    let _ = match other {
        Some(bytes) => m.update(Msg::Shard(READING_ID, Ok(bytes))),
        None => m.update(Msg::ShardGaveUp(
            READING_ID,
            app::fetch::FetchError::Status(404),
        )),
    };
    m
}

/// A model at `query` with everything loaded.
fn model(query: &str) -> Model {
    static OTHER: OnceLock<Vec<u8>> = OnceLock::new();
    model_with(query, Some(OTHER.get_or_init(other_reading).clone()))
}

/// The model's values at `pos` under its reading, against `solved`: every move and the
/// position. Returns the number of moves compared.
fn check_position(m: &mut Model, solved: &Solved, pos: Position) -> usize {
    m.explore = app::model::Game::new(pos);
    let moves = m.move_values();
    let rules = m.variant;
    assert_eq!(moves.len(), pos.legal_moves(&rules).len(), "{pos}");
    for &(mv, l) in &moves {
        let child = pos.play(mv);
        let want = solved
            .value(&child)
            .expect("a reachable child")
            .for_parent();
        assert_eq!(l, Lookup::Known(want), "{pos} {mv}");
    }
    assert_eq!(m.value(), solved.value(&pos), "{pos}");
    moves.len()
}

#[test]
fn under_loses_every_reachable_value_is_the_loses_solves() {
    let lo = loses();
    let rules = lo.variant;
    let mut m = model("?reveal=loses");
    assert_eq!(m.variant, rules);
    let positions = reachable(&rules);
    let mut moves = 0;
    let mut revealing = 0;
    for &pos in &positions {
        moves += check_position(&mut m, lo, pos);
        revealing += pos
            .legal_moves(&rules)
            .iter()
            .filter(|&&mv| reveal::revealed_by(&rules, &pos, mv).is_some())
            .count();
    }
    // The one-piece game has the same non-terminal positions under both readings, and lifts
    // that reveal a line (each valued Loss(1) for its mover by the loses solve, checked above).
    assert_eq!(positions.len(), reachable(&must_cover().variant).len());
    assert!(revealing > 1000, "{revealing} revealing moves");
    assert!(moves > 1_000_000, "{moves} moves compared");
}

#[test]
fn the_standard_reading_still_gives_the_must_cover_values() {
    let mc = must_cover();
    let mut m = model("");
    assert_eq!(m.variant.reveal, Reveal::MustCover);
    for pos in reachable(&mc.variant).into_iter().step_by(17) {
        check_position(&mut m, mc, pos);
    }
}

/// (One piece of each size.) P1's large piece on a3 hides P2's column a; a3-c3 would complete
/// P1's column c too.
const PIN: &str = "sL,.,./m,.,S/l,.,M_1";

#[test]
fn the_reading_is_in_the_link_and_a_bad_one_is_refused() {
    let m = model(&format!("?p={PIN}&reveal=loses"));
    assert_eq!(m.variant.reveal, Reveal::Loses);
    let query = link::encode(&m.link());
    assert!(query.contains("reveal=loses"), "{query}");
    let back = link::decode(&query, &Variant::STANDARD).unwrap();
    assert_eq!(back.reveal, Reveal::Loses);
    assert_eq!(back, m.link());
    // Standard is the default and is not written.
    let std = model(&format!("?p={PIN}"));
    assert!(!link::encode(&std.link()).contains("reveal"));
    // A revealing move in a link is legal only with the loses reading.
    let lift = format!("?p={PIN}&m=a3-c3");
    assert!(matches!(
        link::decode(&lift, &Variant::STANDARD),
        Err(link::LinkError::Illegal { index: 1, .. })
    ));
    assert!(link::decode(&format!("{lift}&reveal=loses"), &Variant::STANDARD).is_ok());
    // A malformed reading: the link's error, and the reading is left as it was.
    let mut m = model(&format!("?p={PIN}&reveal=loses"));
    let _ = m.update(Msg::Url(format!("?p={PIN}&reveal=maybe")));
    assert_eq!(
        m.notice,
        Some(Notice::BadLink(link::LinkError::Reveal("maybe".into())))
    );
    assert_eq!(m.variant.reveal, Reveal::Loses);
    let words = game::notice_text(&m, &m.lang.messages().ui, m.notice.as_ref().unwrap());
    assert!(words.contains("\"maybe\""), "{words}");
}

#[test]
fn a_revealing_move_is_listed_as_an_immediate_loss_and_ends_the_game() {
    let mut m = model(&format!("?p={PIN}&reveal=loses"));
    let pos = m.position();
    let lift: Move = "a3-c3".parse().unwrap();
    let listed = m.move_values();
    let a3 = Some("a3".parse().unwrap());
    let column_a = pos.play(lift).lines(Player::P2);
    // Under the standard reading the piece on a3 may only land on column a (a2).
    let mut cover = m.variant;
    cover.reveal = Reveal::MustCover;
    let standard: Vec<Move> = pos
        .legal_moves(&cover)
        .iter()
        .copied()
        .filter(|mv| mv.from() == a3)
        .collect();
    assert_eq!(standard, vec!["a3-a2".parse().unwrap()]);
    // Under loses every lift is listed; each that leaves the column showing is an immediate loss.
    let lifts: Vec<(Move, Lookup)> = listed
        .iter()
        .copied()
        .filter(|(mv, _)| mv.from() == a3)
        .collect();
    // Every square but a1 (a large piece) and a3 itself: b3, c3, b2, b1 empty; a2, c2, c1 smaller.
    assert_eq!(lifts.len(), 7, "{lifts:?}");
    for (mv, l) in &lifts {
        if *mv == standard[0] {
            assert_ne!(*l, Lookup::Known(Value::Loss(1)));
            continue;
        }
        assert_eq!(*l, Lookup::Known(Value::Loss(1)), "{mv}");
        let r = reveal::revealed_by(&m.variant, &pos, *mv).unwrap();
        assert_eq!(r.lines, column_a);
    }
    let t = &m.lang.messages().ui;
    let html = app::shell::render(&m, "");
    let words = format!("reveals Blue's line {}: loses at once", t.lines(column_a));
    // Each listed losing lift says so in its words (which name its button, with its label).
    assert_eq!(html.matches(&words).count(), 6, "{words}");
    // And in visible words under the list: the same six moves.
    let note = html
        .split(r#"<p id="reveal-note" class="reveal-note">"#)
        .nth(1)
        .and_then(|rest| rest.split("</p>").next())
        .expect("the note under the list");
    let head = format!(
        "Revealing Blue's line {} loses at once: ",
        t.lines(column_a)
    );
    let named: Vec<&str> = note
        .strip_prefix(&head)
        .and_then(|l| l.strip_suffix('.'))
        .unwrap_or_else(|| panic!("{note}"))
        .split(", ")
        .collect();
    let mut losing: Vec<String> = lifts
        .iter()
        .filter(|(mv, _)| *mv != standard[0])
        .map(|(mv, _)| mv.to_string())
        .collect();
    let mut named: Vec<String> = named.into_iter().map(String::from).collect();
    losing.sort();
    named.sort();
    assert_eq!(named, losing);
    // Played: P2 wins by the revealed column, though P1 completed column c too.
    let _ = m.update(Msg::Play(lift));
    assert_eq!(
        m.game_state(),
        GameState::Line(Player::P2, m.position().lines(Player::P2))
    );
    let end = game::game_over_text(&m, t);
    assert!(end.contains("revealed Blue"), "{end}");
    assert!(end.contains("completed a line too"), "{end}");
    assert!(end.contains("loses first"), "{end}");
    // Back to the standard reading: the lift is cut from the line.
    let _ = m.update(Msg::Reveal(Reveal::MustCover));
    assert_eq!(m.explore.moves(), Vec::<Move>::new());
    assert_eq!(m.game_state(), GameState::Ongoing);
    assert!(m
        .move_values()
        .iter()
        .all(|(mv, _)| mv.from().is_none() || *mv != lift));
}

#[test]
fn a_lift_that_reveals_without_a_line_of_ones_own_says_so_in_both_languages() {
    let mut m = model(&format!("?p={PIN}&reveal=loses"));
    let _ = m.update(Msg::Play("a3-b3".parse().unwrap()));
    assert_eq!(
        m.game_state().winner(m.position().side_to_move()),
        Some(Player::P2)
    );
    let line = m.lang.messages().ui.lines(m.position().lines(Player::P2));
    assert_eq!(
        game::game_over_text(&m, &m.lang.messages().ui),
        format!("Orange revealed Blue's line {line}: Blue wins.")
    );
    let _ = m.update(Msg::Lang(app::i18n::Lang::ZhHant));
    let zh = game::game_over_text(&m, &m.lang.messages().ui);
    let ui = &m.lang.messages().ui;
    assert!(
        zh.contains(ui.p1) && zh.contains(ui.p2) && zh.contains(&line),
        "{zh}"
    );
    assert!(!zh.contains("（"), "not the both-lines text: {zh}");
}

#[test]
fn the_tutorial_teaches_the_chosen_reading() {
    use app::lessons::{self, Goal, Lesson, LOSES_STEPS, LOSES_TAUGHT, STEPS};
    use app::pages::learn::{Feedback, LearnMsg};
    let mut m = model("?page=learn&step=pin&reveal=loses");
    assert_eq!(m.full.learn.reveal(), Reveal::Loses);
    let rules = m.full.learn.rules();
    let lt = &m.lang.messages().full.learn;
    // Each step taught in its own words: the setup parses, the solution is legal and meets the
    // goal; its task is its own where it differs, else the standard step's.
    for (j, id) in LOSES_TAUGHT.into_iter().enumerate() {
        let i = lessons::step_index(id).unwrap();
        let step = &lessons::steps(Reveal::Loses)[i];
        let own = LOSES_STEPS.iter().find(|s| s.id == id);
        assert_eq!(*step, own.copied().unwrap_or(STEPS[i]), "{id}");
        let Lesson::Task { goal, solution } = step.lesson else {
            panic!("{}: a task", step.id)
        };
        let pos = step.position();
        let mv: Move = solution.parse().unwrap();
        assert!(pos.check_move(&rules, mv).is_ok(), "{}", step.id);
        assert!(goal.met_by(&rules, &pos, mv), "{}", step.id);
        let _ = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Goto(i))));
        let html = app::shell::render(&m, "");
        assert!(
            html.contains(&app::html::esc(lt.loses_steps[j].title)),
            "{}",
            step.id
        );
        assert!(html.contains(&app::html::esc(lt.loses_note)));
        // The standard reading has no such move as a3-c3 or a pinned-piece step here.
        if goal == Goal::EveryReplyReveals {
            // Under must-cover the same move leaves blue without a move instead.
            let after = pos.play(mv);
            assert!(!after.has_legal_move(&lessons::RULES));
            assert!(after.legal_moves(&rules).len() > 1);
        }
    }
    // On the pin step, lifting a3 to c3 would complete column c and reveal column a: refused
    // as a loss, not played; S@c3 wins.
    let i = lessons::step_index("pin").unwrap();
    let _ = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Goto(i))));
    let before = m.full.learn.position();
    for sq in ["a3", "c3"] {
        let _ = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Square(
            sq.parse().unwrap(),
        ))));
    }
    assert!(
        matches!(m.full.learn.feedback(), Some(Feedback::Reveals(mv, _)) if mv == "a3-c3".parse().unwrap())
    );
    assert_eq!(m.full.learn.position(), before);
    let html = app::shell::render(&m, "");
    assert!(
        html.contains("a3-c3 is allowed, but it reveals blue"),
        "{html}"
    );
    let _ = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Hand(
        gobblet_rules::Size::Small,
    ))));
    let _ = m.update(Msg::Full(FullMsg::Learn(LearnMsg::Square(
        "c3".parse().unwrap(),
    ))));
    assert_eq!(m.full.learn.feedback(), Some(Feedback::Solved));
    // Back to the standard reading: the standard pin step, with its own words.
    let _ = m.update(Msg::Reveal(Reveal::MustCover));
    let html = app::shell::render(&m, "");
    assert!(!html.contains(&app::html::esc(lt.loses_note)));
    assert!(html.contains(&app::html::esc(m.lang.messages().full.learn.steps[i].title)));
    assert!(!m.full.learn.is_solved());
}

#[test]
fn under_loses_the_other_readings_file_is_asked_for_and_used() {
    let rules = loses().variant;
    // A position whose moves the local search does not all decide: the table is needed.
    let pos = reachable(&rules)
        .into_iter()
        .find(|p| {
            p.legal_moves(&rules)
                .iter()
                .any(|&mv| local::local_value(&rules, &p.play(mv)).is_none())
        })
        .unwrap();
    let query = format!("?p={}&reveal=loses", pos.to_string().replace(' ', "_"));
    // Without the file (a 404), no value the table would give is shown: unknown, never the
    // must-cover table's.
    let m = model_with(&query, None);
    assert_eq!(m.position(), pos);
    for (mv, l) in m.move_values() {
        let child = pos.play(mv);
        match local::local_value(&rules, &child) {
            Some(v) => assert_eq!(l, Lookup::Known(v.for_parent())),
            None => assert_eq!(l, Lookup::NotInTable, "{mv}"),
        }
    }
    // While it is fetched the moves wait for it, and it is asked for.
    let (json, index, chunk) = fixture();
    let mut m = Model::new();
    let _ = m.update(Msg::Url(query.clone()));
    let _ = m.update(Msg::Manifest(Ok(json)));
    let _ = m.update(Msg::Shard(INDEX_ID, Ok(index)));
    let fx = m.update(Msg::Shard(0, Ok(chunk)));
    assert!(m.fetching.contains_key(&READING_ID) || fx.chunks().contains(&READING_ID));
    assert!(m
        .move_values()
        .iter()
        .any(|(_, l)| *l == Lookup::NeedShard(READING_ID)));
    // A file that gives a child another value: that value is shown under loses, the table's
    // under the standard reading.
    let (mv, child) = pos
        .legal_moves(&rules)
        .iter()
        .map(|&mv| (mv, pos.play(mv)))
        .find(|(_, c)| local::local_value(&rules, c).is_none())
        .unwrap();
    let table = must_cover().value(&child).unwrap();
    let other = match table {
        Value::Win(n) => Value::Win(n + 1),
        Value::Loss(n) => Value::Loss(n + 1),
        Value::Draw => Value::Loss(9),
    };
    let file = reading::encode(&rules, BUILD, &[(tb_key(&child), other)]);
    let mut m = model_with(&query, Some(file));
    let shown = |m: &Model| m.move_values().into_iter().find(|x| x.0 == mv).unwrap().1;
    assert_eq!(shown(&m), Lookup::Known(other.for_parent()));
    let _ = m.update(Msg::Reveal(Reveal::MustCover));
    assert_eq!(shown(&m), Lookup::Known(table.for_parent()));
}

#[test]
fn a_pasted_line_keeps_the_reading_and_may_hold_a_revealing_move() {
    let mut m = model(&format!("?p={PIN}&reveal=loses"));
    let _ = m.update(Msg::Paste(format!("{} a3-b3", PIN.replace('_', " "))));
    assert_eq!(m.notice, None);
    assert_eq!(m.variant.reveal, Reveal::Loses);
    assert_eq!(m.explore.moves(), vec!["a3-b3".parse::<Move>().unwrap()]);
    assert_eq!(
        m.game_state().winner(m.position().side_to_move()),
        Some(Player::P2)
    );
    // Under the standard reading the same paste is refused and changes nothing.
    let _ = m.update(Msg::Reveal(Reveal::MustCover));
    let _ = m.update(Msg::Paste(format!("{} a3-b3", PIN.replace('_', " "))));
    assert!(
        matches!(m.notice, Some(Notice::BadPaste(_))),
        "{:?}",
        m.notice
    );
    assert_eq!(m.variant.reveal, Reveal::MustCover);
}

#[test]
fn the_perfect_computer_plays_the_loses_solves_best_moves() {
    use app::engine::Level;
    let lo = loses();
    let rules = lo.variant;
    // The computer (P1, perfect) against a human who plays the first listed move that reveals a
    // line whenever there is one (losing at once), else a best move.
    let mut m = model("?page=play&side=2&level=perfect&reveal=loses");
    assert_eq!(m.opponent.level, Level::Perfect);
    let mut fx = m.update(Msg::Seed(7));
    let start = lo.value(&Position::START).unwrap();
    let mut plies = 0;
    while m.game_state() == GameState::Ongoing {
        let pos = m.position();
        if m.computers_turn() {
            // The web layer sends this after a pause; the model asked for it at this ply.
            assert!(fx.computer_move().is_none() || fx.computer_move() == Some(m.play.ply()));
            fx = m.update(Msg::ComputerMove(m.play.ply()));
            let mv = *m.play.moves().last().unwrap();
            let best = pos
                .legal_moves(&rules)
                .iter()
                .map(|&x| lo.value(&pos.play(x)).unwrap().for_parent())
                .max_by_key(|v| app::review::goodness(*v))
                .unwrap();
            assert_eq!(
                lo.value(&pos.play(mv)).unwrap().for_parent(),
                best,
                "{pos} {mv}"
            );
            assert_eq!(reveal::revealed_by(&rules, &pos, mv), None, "{pos} {mv}");
        } else {
            let moves = m.move_values();
            let mv = moves
                .iter()
                .map(|x| x.0)
                .find(|&x| reveal::revealed_by(&rules, &pos, x).is_some())
                .unwrap_or(moves[0].0);
            fx = m.update(Msg::Play(mv));
        }
        plies += 1;
        assert!(plies <= 64, "the game ends");
    }
    // The start is a draw: with best moves on both sides the third repetition ends it (when the
    // human found no lift that reveals a line, which would have lost at once).
    assert_eq!(start, Value::Draw);
    assert_eq!(m.game_state(), GameState::Repetition);
    // From the pinned position the computer (P1) wins at once without lifting a3, though every
    // lift of it is listed (and each loses at once).
    let mut m = model(&format!(
        "?page=play&side=2&level=perfect&reveal=loses&{}",
        &format!("p={PIN}")
    ));
    assert!(m.computers_turn());
    let _ = m.update(Msg::ComputerMove(0));
    let mv = m.play.moves()[0];
    let pin = m.play.start();
    assert_eq!(
        lo.value(&pin.play(mv)).unwrap().for_parent(),
        Value::Win(1),
        "{mv}"
    );
    assert_ne!(mv.from(), Some("a3".parse().unwrap()), "{mv}");
    assert_eq!(
        m.game_state().winner(m.position().side_to_move()),
        Some(Player::P1)
    );
    assert_eq!(reveal::revealed_at(&rules, &m.position()), None);
}
