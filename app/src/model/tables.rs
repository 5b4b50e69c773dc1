//! The tablebase in the model: its manifest, its chunks (fetched, retried, given up on), the
//! values it gives (with the local search's where it has none) and offline use's share of it.

use gobblet_rules::{Move, Position, Value};
use gobblet_tablebase::layout::INDEX_ID;
use gobblet_tablebase::{Lookup, Manifest, Tablebase, TbError};

use super::game::value_of;
use super::{Cmd, Cmds, GameState, Model, Msg};
use crate::fetch::LoadError;
use crate::pages::offline::{OfflineCmd, OfflineMsg};

/// Where the tablebase stands.
pub enum TbState {
    /// The manifest is being fetched.
    Loading,
    /// The manifest is loaded; shards arrive as needed.
    Ready(Box<Tablebase>),
    /// The tablebase cannot be used (its manifest did not arrive or was refused); the app still
    /// plays by the rules.
    Failed(LoadError),
}

impl Model {
    /// Whether the model has read what a page written at build time was drawn from
    /// (`crate::prerender`): the manifest, and the file of the page shown (the findings'
    /// statistics, the puzzles), or failed to; until then the module keeps that page rather
    /// than drawing its loading state over it.
    #[must_use]
    pub fn first_paint_read(&self) -> bool {
        !matches!(self.tb, TbState::Loading) && self.full_page_read()
    }

    /// Every legal move at the shown ply with what is known of its value for the side to move,
    /// best first (empty when the game is over).
    #[must_use]
    pub fn move_values(&self) -> Vec<(Move, Lookup)> {
        if self.game_state() != GameState::Ongoing {
            return Vec::new();
        }
        self.values_at(&self.position())
    }

    /// The moves of `pos` with their values (unknown where a shard was given up on).
    pub(super) fn values_at(&self, pos: &Position) -> Vec<(Move, Lookup)> {
        match &self.tb {
            // A shard given up on will not arrive: its moves are unknown, not loading.
            TbState::Ready(tb) => tb
                .moves_with(&self.variant, pos, &mut |p| self.local_value(p))
                .into_iter()
                .map(|(mv, l)| match l {
                    Lookup::NeedShard(id)
                        if self.failed.contains_key(&id) || self.ranges_refused.is_some() =>
                    {
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
                gobblet_rules::sort::by_key(&mut v, |(m, _)| *m);
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
        value_of(&self.position(), moves, |p| self.local_value(p))
    }

    /// The local search's answer for `pos`, memoised.
    pub(super) fn local_value(&self, pos: &Position) -> Option<Value> {
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

    /// The manifest, once loaded.
    #[must_use]
    pub fn manifest(&self) -> Option<&Manifest> {
        match &self.tb {
            TbState::Ready(tb) => Some(tb.manifest()),
            _ => None,
        }
    }

    /// Handles [`Msg::Manifest`], [`Msg::RangesRefused`], [`Msg::Shard`], [`Msg::ShardGaveUp`]
    /// and [`Msg::Offline`].
    pub(super) fn update_tb(&mut self, msg: Msg, fx: &mut Cmds) {
        match msg {
            Msg::Manifest(Ok(json)) => match Manifest::parse(&json, None) {
                // A packed table's index is fetched like a chunk (`INDEX_ID`), right away: the
                // opening book and the local search colour the first screens meanwhile.
                Ok(m) => self.tb_loaded(Tablebase::new(m, None), fx),
                Err(e) => self.tb_failed(LoadError::Refused(e), fx),
            },
            Msg::Manifest(Err(e)) => self.tb_failed(LoadError::Fetch(e), fx),
            Msg::RangesRefused(id, why) => {
                self.fetching.remove(&id);
                self.retries.remove(&id);
                self.ranges_refused = Some(why);
            }
            Msg::Shard(id, Ok(bytes)) => {
                self.fetching.remove(&id);
                if let TbState::Ready(tb) = &mut self.tb {
                    if let Err(e) = tb.insert_shard(id, &bytes) {
                        self.failed.insert(id, LoadError::Refused(e));
                    } else if id == INDEX_ID {
                        // The chunks are known now: offline use can plan its save.
                        let cmds = self.offline.update(OfflineMsg::ManifestLoaded, Some(tb));
                        offline_cmds(cmds, fx);
                    }
                }
                self.retries.remove(&id);
            }
            Msg::Shard(id, Err(_)) => {
                self.fetching.remove(&id);
                let tries = self.retries.get(&id).copied().unwrap_or(0);
                self.retries.insert(id, tries + 1);
            }
            Msg::ShardGaveUp(id, why) => {
                self.fetching.remove(&id);
                self.retries.remove(&id);
                self.failed.insert(id, LoadError::Fetch(why));
            }
            Msg::Offline(m) => {
                let table = match &self.tb {
                    TbState::Ready(tb) => Some(tb.as_ref()),
                    _ => None,
                };
                let cmds = self.offline.update(m, table);
                offline_cmds(cmds, fx);
            }
            _ => {}
        }
    }

    /// After every message: fetch the chunks now needed and not yet asked for.
    pub(super) fn fetch_chunks(&mut self, fx: &mut Cmds) {
        for id in self.shards_to_fetch() {
            self.fetching.insert(id, ());
            fx.push(Cmd::FetchChunk(id));
        }
    }

    /// The tablebase is open (or could not be): colours can come.
    fn tb_loaded(&mut self, tb: Result<Tablebase, TbError>, fx: &mut Cmds) {
        let tb = match tb {
            Ok(tb) => tb,
            Err(e) => return self.tb_failed(LoadError::Refused(e), fx),
        };
        let reveal = self.variant.reveal;
        self.variant = *tb.variant();
        self.variant.reveal = reveal;
        self.local_cache.borrow_mut().clear();
        self.tb = TbState::Ready(Box::new(tb));
        self.apply_pending_url(fx);
        // Offline use learns the table to save and counts what is saved of it.
        if let TbState::Ready(tb) = &self.tb {
            let cmds = self.offline.update(OfflineMsg::ManifestLoaded, Some(tb));
            offline_cmds(cmds, fx);
        }
    }

    /// The tablebase cannot be used: the link waiting for the rules, if one is, is applied now.
    fn tb_failed(&mut self, why: LoadError, fx: &mut Cmds) {
        self.tb = TbState::Failed(why);
        self.apply_pending_url(fx);
    }
}

/// Carries out what offline use asked for: the browser does it all (`web`), so each command
/// goes out as it is.
fn offline_cmds(cmds: Vec<OfflineCmd>, fx: &mut Cmds) {
    fx.extend(cmds.into_iter().map(|c| Cmd::Offline(Box::new(c))));
}
