//! The explorer's state and the one place that changes it.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};

use gobblet_rules::{
    line_ends, IllegalMove, LineNames, Move, Player, Position, Size, Square, Status, Value, Variant,
};
use gobblet_tablebase::{Lookup, Manifest, Tablebase};

use crate::link::{self, Link};

/// What the player has picked up, waiting for a target square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// A piece of this size from the side to move's reserve.
    Reserve(Size),
    /// The side to move's top piece on this square.
    Board(Square),
}

/// Where the tablebase stands.
pub enum TbState {
    /// The manifest is being fetched.
    Loading,
    /// The manifest is loaded; shards arrive as needed.
    Ready(Box<Tablebase>),
    /// The tablebase cannot be used; the explorer still plays by the rules.
    Failed(String),
}

/// Every user action and every answer from the outside world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A click on a square.
    Square(Square),
    /// A click on a reserve piece.
    Reserve(Player, Size),
    /// Play this move (from the move list).
    Play(Move),
    /// Step back one ply.
    Undo,
    /// Step forward one ply along the line.
    Redo,
    /// Show this ply of the line.
    Jump(usize),
    /// Show or hide buried pieces.
    ToggleBuried,
    /// Drop the current selection.
    Deselect,
    /// The manifest's text, or why it could not be fetched.
    Manifest(Result<String, String>),
    /// A shard's bytes, or why the fetch failed (it will be retried).
    Shard(u32, Result<Vec<u8>, String>),
    /// A shard could not be had after every retry.
    ShardGaveUp(u32, String),
    /// The URL changed (back/forward, or the first load): its query string.
    Url(String),
}

/// What `update` asks the outside world to do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// Shards to fetch.
    pub fetch: Vec<u32>,
    /// Push the current line to the browser history.
    pub push_url: bool,
}

/// The whole state of the explorer.
pub struct Model {
    /// The rules (from the manifest; standard until it arrives).
    pub variant: Variant,
    /// The line: its start, its moves, and the positions after each move.
    pub start: Position,
    /// The moves of the line.
    pub moves: Vec<Move>,
    /// `positions[i]` is the position after `i` moves.
    pub positions: Vec<Position>,
    /// The ply shown.
    pub ply: usize,
    /// The piece picked up, if any.
    pub selected: Option<Selection>,
    /// Whether buried pieces are hidden, as in the physical game.
    pub hide_buried: bool,
    /// A message for the user (a refused move, a bad link).
    pub notice: Option<String>,
    /// The tablebase.
    pub tb: TbState,
    /// Shards being fetched.
    pub fetching: BTreeSet<u32>,
    /// Shards given up on, with why.
    pub failed: BTreeMap<u32, String>,
    /// Failed attempts so far per shard (shown while retrying).
    pub retries: BTreeMap<u32, u32>,
    /// The query string to apply once the manifest (and so the rules) is known.
    pending_url: Option<String>,
    /// Memoised local searches (`gobblet_tablebase::local`): every redraw asks for the values
    /// of the same children again, and the search costs far more than a lookup.
    local_cache: RefCell<HashMap<Position, Option<Value>>>,
}

impl Default for Model {
    fn default() -> Model {
        Model::new()
    }
}

/// How a game stands at the shown ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameState {
    /// Moves can be played.
    Ongoing,
    /// A line decided it (the winner, its lines).
    Line(Player, u8),
    /// The side to move has no legal move.
    NoMove,
    /// The position occurred for the third time.
    Repetition,
}

impl Model {
    /// A fresh explorer at the start.
    #[must_use]
    pub fn new() -> Model {
        Model {
            variant: Variant::STANDARD,
            start: Position::START,
            moves: Vec::new(),
            positions: vec![Position::START],
            ply: 0,
            selected: None,
            hide_buried: false,
            notice: None,
            tb: TbState::Loading,
            fetching: BTreeSet::new(),
            failed: BTreeMap::new(),
            retries: BTreeMap::new(),
            pending_url: None,
            local_cache: RefCell::new(HashMap::new()),
        }
    }

    /// The position shown.
    #[must_use]
    pub fn position(&self) -> Position {
        self.positions[self.ply]
    }

    /// The line as a link.
    #[must_use]
    pub fn link(&self) -> Link {
        Link {
            start: self.start,
            moves: self.moves.clone(),
            ply: self.ply,
        }
    }

    /// How the game stands at the shown ply.
    #[must_use]
    pub fn game_state(&self) -> GameState {
        let pos = self.position();
        let seen = self.positions[..=self.ply]
            .iter()
            .filter(|p| **p == pos)
            .count();
        match pos.status(&self.variant) {
            Status::Line { winner, lines } => GameState::Line(winner, lines),
            Status::NoMove => GameState::NoMove,
            Status::Ongoing if seen >= 3 => GameState::Repetition,
            Status::Ongoing => GameState::Ongoing,
        }
    }

    /// Every legal move at the shown ply with what is known of its value for the side to move,
    /// best first (empty when the game is over).
    #[must_use]
    pub fn move_values(&self) -> Vec<(Move, Lookup)> {
        if self.game_state() != GameState::Ongoing {
            return Vec::new();
        }
        let pos = self.position();
        match &self.tb {
            // A shard given up on will not arrive: its moves are unknown, not loading.
            TbState::Ready(tb) => tb
                .moves_with(&pos, &mut |p| self.local_value(p))
                .into_iter()
                .map(|(mv, l)| match l {
                    Lookup::NeedShard(id) if self.failed.contains_key(&id) => {
                        (mv, Lookup::NotInTable)
                    }
                    other => (mv, other),
                })
                .collect(),
            _ => {
                let mut v: Vec<(Move, Lookup)> = pos
                    .legal_moves(&self.variant)
                    .iter()
                    .map(|&m| (m, Lookup::NotInTable))
                    .collect();
                v.sort_by_key(|(m, _)| *m);
                v
            }
        }
    }

    /// The value of the shown position for its side to move, if known.
    #[must_use]
    pub fn value(&self) -> Option<Value> {
        self.value_given(&self.move_values())
    }

    /// The same, from [`Model::move_values`] already computed (a render needs both).
    #[must_use]
    pub fn value_given(&self, moves: &[(Move, Lookup)]) -> Option<Value> {
        if self.game_state() == GameState::Repetition {
            return Some(Value::Draw);
        }
        if let Some(v) = self.local_value(&self.position()) {
            return Some(v);
        }
        // Sorted best first: the best move's value is the position's, once every move is known.
        if moves.iter().all(|(_, l)| matches!(l, Lookup::Known(_))) {
            if let Some((_, Lookup::Known(v))) = moves.first() {
                return Some(*v);
            }
        }
        None
    }

    /// The local search's answer for `pos`, memoised.
    fn local_value(&self, pos: &Position) -> Option<Value> {
        if let Some(v) = self.local_cache.borrow().get(pos) {
            return *v;
        }
        let v = gobblet_tablebase::local::local_value(&self.variant, pos);
        let mut cache = self.local_cache.borrow_mut();
        if cache.len() > 100_000 {
            cache.clear(); // a long session: start over rather than grow without bound
        }
        cache.insert(*pos, v);
        v
    }

    /// Handles one message.
    pub fn update(&mut self, msg: Msg) -> Effects {
        let mut fx = Effects::default();
        match msg {
            Msg::Square(sq) => self.click_square(sq, &mut fx),
            Msg::Reserve(player, size) => self.click_reserve(player, size),
            Msg::Play(mv) => self.play(mv, &mut fx),
            Msg::Undo => self.jump(self.ply.saturating_sub(1), &mut fx),
            Msg::Redo => self.jump((self.ply + 1).min(self.moves.len()), &mut fx),
            Msg::Jump(ply) => self.jump(ply.min(self.moves.len()), &mut fx),
            Msg::ToggleBuried => self.hide_buried = !self.hide_buried,
            Msg::Deselect => self.selected = None,
            Msg::Manifest(Ok(json)) => match Manifest::parse(&json, None) {
                Ok(m) => {
                    self.variant = m.variant;
                    self.local_cache.borrow_mut().clear();
                    self.tb = TbState::Ready(Box::new(Tablebase::new(m)));
                    let url = self.pending_url.take().unwrap_or_default();
                    self.apply_url(&url);
                }
                Err(e) => self.tb_failed(format!("the tablebase cannot be read: {e}")),
            },
            Msg::Manifest(Err(e)) => {
                self.tb_failed(format!("the tablebase could not be fetched: {e}"))
            }
            Msg::Shard(id, result) => {
                self.fetching.remove(&id);
                match result {
                    Ok(bytes) => {
                        if let TbState::Ready(tb) = &mut self.tb {
                            if let Err(e) = tb.insert_shard(id, &bytes) {
                                self.failed.insert(id, e.to_string());
                            }
                        }
                        self.retries.remove(&id);
                    }
                    Err(_) => *self.retries.entry(id).or_insert(0) += 1,
                }
            }
            Msg::ShardGaveUp(id, why) => {
                self.fetching.remove(&id);
                self.retries.remove(&id);
                self.failed.insert(id, why);
            }
            Msg::Url(query) => {
                if matches!(self.tb, TbState::Loading) {
                    self.pending_url = Some(query);
                } else {
                    self.apply_url(&query);
                }
            }
        }
        fx.fetch = self.shards_to_fetch();
        self.fetching.extend(fx.fetch.iter().copied());
        fx
    }

    fn tb_failed(&mut self, why: String) {
        self.tb = TbState::Failed(why);
        let url = self.pending_url.take().unwrap_or_default();
        self.apply_url(&url);
    }

    fn apply_url(&mut self, query: &str) {
        match link::decode(query, &self.variant) {
            Ok(l) => self.set_line(l.start, l.moves, l.ply),
            Err(e) => {
                self.set_line(Position::START, Vec::new(), 0);
                self.notice = Some(format!("{e}; showing the start instead"));
            }
        }
    }

    fn set_line(&mut self, start: Position, moves: Vec<Move>, ply: usize) {
        let mut positions = vec![start];
        for &mv in &moves {
            let next = positions[positions.len() - 1].play(mv);
            positions.push(next);
        }
        self.start = start;
        self.moves = moves;
        self.positions = positions;
        self.ply = ply.min(self.moves.len());
        self.selected = None;
        self.notice = None;
    }

    fn shards_to_fetch(&self) -> Vec<u32> {
        match &self.tb {
            TbState::Ready(tb) if self.game_state() == GameState::Ongoing => tb
                .missing_shards_with(&self.position(), &mut |p| self.local_value(p))
                .into_iter()
                .filter(|id| !self.fetching.contains(id) && !self.failed.contains_key(id))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn jump(&mut self, ply: usize, fx: &mut Effects) {
        if ply != self.ply {
            self.ply = ply;
            fx.push_url = true;
        }
        self.selected = None;
        self.notice = None;
    }

    fn play(&mut self, mv: Move, fx: &mut Effects) {
        if self.game_state() != GameState::Ongoing {
            self.notice = Some(self.game_over_text());
            return;
        }
        let pos = self.position();
        match pos.play_checked(&self.variant, mv) {
            Ok(next) => {
                // Playing the line's own next move keeps the rest of the line (redo survives).
                if self.moves.get(self.ply) != Some(&mv) {
                    self.moves.truncate(self.ply);
                    self.positions.truncate(self.ply + 1);
                    self.moves.push(mv);
                    self.positions.push(next);
                }
                self.ply += 1;
                self.selected = None;
                self.notice = None;
                fx.push_url = true;
            }
            Err(e) => {
                self.notice = Some(format!(
                    "{mv} is not allowed: {}",
                    refusal_text(e, pos.side_to_move())
                ));
                self.selected = None;
            }
        }
    }

    fn click_reserve(&mut self, player: Player, size: Size) {
        let pos = self.position();
        if self.game_state() != GameState::Ongoing {
            self.notice = Some(self.game_over_text());
        } else if player != pos.side_to_move() {
            self.notice = Some(format!("it is {}'s turn", pos.side_to_move()));
        } else if pos.reserve(&self.variant, player, size) == 0 {
            self.notice = Some(format!(
                "{player} has no {} piece left in reserve",
                size_word(size)
            ));
        } else if self.selected == Some(Selection::Reserve(size)) {
            self.selected = None;
        } else {
            self.selected = Some(Selection::Reserve(size));
            self.notice = None;
        }
    }

    fn click_square(&mut self, sq: Square, fx: &mut Effects) {
        let pos = self.position();
        if self.game_state() != GameState::Ongoing {
            self.notice = Some(self.game_over_text());
            return;
        }
        let me = pos.side_to_move();
        match self.selected {
            Some(Selection::Reserve(size)) => self.play(Move::Place { size, to: sq }, fx),
            Some(Selection::Board(from)) if from == sq => self.selected = None,
            Some(Selection::Board(from)) => {
                if pos.top(sq).is_some_and(|(p, _)| p == me) && !self.has_move_to(from, sq) {
                    // Clicking another of one's own pieces picks it up instead.
                    self.select_board(sq);
                } else {
                    self.play(Move::Step { from, to: sq }, fx);
                }
            }
            None => match pos.top(sq) {
                Some((p, _)) if p == me => self.select_board(sq),
                Some((p, _)) => {
                    self.notice = Some(format!("the piece on {sq} is {p}'s; {me} is to move"))
                }
                None => {
                    let hint =
                        format!("pick a piece from {me}'s reserve or one of {me}'s pieces first");
                    self.notice = Some(hint);
                }
            },
        }
    }

    fn has_move_to(&self, from: Square, to: Square) -> bool {
        self.position()
            .check_move(&self.variant, Move::Step { from, to })
            .is_ok()
    }

    fn select_board(&mut self, sq: Square) {
        let pos = self.position();
        let has_step = pos
            .legal_moves(&self.variant)
            .iter()
            .any(|m| m.from() == Some(sq));
        if has_step {
            self.selected = Some(Selection::Board(sq));
            self.notice = None;
        } else {
            self.selected = None;
            // Say why: the first refused step names the reason (a pin, or nowhere to land).
            let why = Square::ALL.iter().filter(|&&to| to != sq).find_map(|&to| {
                pos.check_move(&self.variant, Move::Step { from: sq, to })
                    .err()
            });
            self.notice = Some(match why {
                Some(e @ IllegalMove::Reveals { .. }) => refusal_text(e, pos.side_to_move()),
                _ => format!("the piece on {sq} has no square to move to"),
            });
        }
    }

    /// The sentence that announces the end of the game.
    #[must_use]
    pub fn game_over_text(&self) -> String {
        match self.game_state() {
            GameState::Line(winner, lines) => {
                format!("{winner} wins with the line {}", LineNames(lines))
            }
            GameState::NoMove => {
                let side = self.position().side_to_move();
                format!("{side} has no legal move: {} wins", side.opponent())
            }
            GameState::Repetition => "draw: the position occurred for the third time".into(),
            GameState::Ongoing => String::new(),
        }
    }
}

fn size_word(size: Size) -> &'static str {
    match size {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    }
}

/// Why a move was refused, in words (a pin names the opponent's line).
fn refusal_text(e: IllegalMove, me: Player) -> String {
    match e {
        IllegalMove::Reveals {
            from,
            line,
            pinned: false,
        } => {
            let (a, b) = line_ends(line);
            format!(
                "pinned: lifting the piece on {from} would reveal {}'s line {a}–{b}, so it may only land on that line",
                me.opponent()
            )
        }
        IllegalMove::Reveals {
            from, pinned: true, ..
        } => format!(
            "pinned: lifting the piece on {from} would reveal two of {}'s lines, so it cannot move",
            me.opponent()
        ),
        other => other.to_string(),
    }
}
