//! The players: "you", a second person for two-player games, and the computer at each level,
//! each with a Marauding and a Scatter rank kept in local storage.

use gobbler_rules::{threshold, update_ranks, Ranks, Winner};

pub use gobbler_ai::Level;

/// How long the computer may think for a turn at `level`, in milliseconds.
#[must_use]
pub const fn budget_ms(level: Level) -> f64 {
    match level {
        Level::Easy => 50.0,
        Level::Medium => 200.0,
        Level::Strong => 800.0,
    }
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlayerId {
    /// The reader.
    You,
    /// A second person at the same screen.
    Friend,
    /// The computer at a level.
    Computer(Level),
}

impl PlayerId {
    /// Every player, in the order the page lists them.
    pub const ALL: [PlayerId; 5] = [
        PlayerId::You,
        PlayerId::Friend,
        PlayerId::Computer(Level::Easy),
        PlayerId::Computer(Level::Medium),
        PlayerId::Computer(Level::Strong),
    ];

    /// The key used in attributes and storage (`you`, `friend`, `easy`, `medium`, `strong`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            PlayerId::You => "you",
            PlayerId::Friend => "friend",
            PlayerId::Computer(l) => l.name(),
        }
    }

    /// The player of a key, or `None`.
    #[must_use]
    pub fn from_key(key: &str) -> Option<PlayerId> {
        PlayerId::ALL.into_iter().find(|p| p.key() == key)
    }

    /// The level if the computer plays.
    #[must_use]
    pub const fn level(self) -> Option<Level> {
        match self {
            PlayerId::Computer(l) => Some(l),
            _ => None,
        }
    }
}

/// Every player's ranks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Roster {
    ranks: [Ranks; 5],
}

fn slot(p: PlayerId) -> usize {
    PlayerId::ALL
        .iter()
        .position(|&q| q == p)
        .expect("every player is listed")
}

impl Roster {
    /// A player's ranks.
    #[must_use]
    pub fn ranks(&self, p: PlayerId) -> Ranks {
        self.ranks[slot(p)]
    }

    /// The threshold of a game between these two players (`gobbler.md`: 40 + the Gobbler
    /// player's Marauding rank − the Littles player's Scatter rank).
    #[must_use]
    pub fn threshold(&self, gobblers: PlayerId, littles: PlayerId) -> u16 {
        threshold(self.ranks(gobblers), self.ranks(littles))
    }

    /// Updates both players' ranks after a game (the same person may play both sides: each
    /// side's rank moves as the rules say).
    pub fn record(&mut self, gobblers: PlayerId, littles: PlayerId, winner: Winner) {
        let mut g = self.ranks(gobblers);
        let mut l = self.ranks(littles);
        update_ranks(&mut g, &mut l, winner);
        if gobblers == littles {
            // One player: the Marauding rank from the Gobbler side, the Scatter rank from the
            // Littles side.
            self.ranks[slot(gobblers)] = Ranks {
                marauding: g.marauding,
                scatter: l.scatter,
            };
        } else {
            self.ranks[slot(gobblers)] = g;
            self.ranks[slot(littles)] = l;
        }
    }

    /// The text kept in local storage: `key:marauding,scatter` per player, separated by `;`.
    #[must_use]
    pub fn encode(&self) -> String {
        PlayerId::ALL
            .iter()
            .map(|&p| {
                let r = self.ranks(p);
                format!("{}:{},{}", p.key(), r.marauding, r.scatter)
            })
            .collect::<Vec<_>>()
            .join(";")
    }

    /// Reads [`Roster::encode`]'s text; unknown players and unreadable entries are skipped
    /// (a damaged entry resets that player to rank 0, never the page).
    #[must_use]
    pub fn decode(text: &str) -> Roster {
        let mut roster = Roster::default();
        for entry in text.split(';') {
            let Some((key, ranks)) = entry.split_once(':') else {
                continue;
            };
            let Some(p) = PlayerId::from_key(key.trim()) else {
                continue;
            };
            let Some((m, s)) = ranks.split_once(',') else {
                continue;
            };
            if let (Ok(marauding), Ok(scatter)) = (m.trim().parse(), s.trim().parse()) {
                roster.ranks[slot(p)] = Ranks { marauding, scatter };
            }
        }
        roster
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        for p in PlayerId::ALL {
            assert_eq!(PlayerId::from_key(p.key()), Some(p));
        }
        assert_eq!(PlayerId::from_key("grandmaster"), None);
    }

    #[test]
    fn a_win_moves_both_ranks_and_the_next_threshold() {
        let mut r = Roster::default();
        let (you, strong) = (PlayerId::You, PlayerId::Computer(Level::Strong));
        assert_eq!(r.threshold(you, strong), 40);
        r.record(you, strong, Winner::Gobblers);
        assert_eq!(r.ranks(you).marauding, 1);
        assert_eq!(r.ranks(strong).scatter, 0, "never below 0");
        assert_eq!(r.threshold(you, strong), 41);
        r.record(strong, you, Winner::Littles);
        assert_eq!(r.ranks(you).scatter, 1);
        assert_eq!(r.ranks(you).marauding, 1);
        // You as Gobblers (Marauding 1) against yourself as Littles (Scatter 1): 40 + 1 - 1.
        assert_eq!(r.threshold(you, you), 40);
        r.record(you, you, Winner::Littles);
        assert_eq!(r.ranks(you).scatter, 2);
        assert_eq!(r.ranks(you).marauding, 0);
    }

    #[test]
    fn storage_round_trips_and_survives_damage() {
        let mut r = Roster::default();
        r.record(
            PlayerId::Friend,
            PlayerId::Computer(Level::Easy),
            Winner::Gobblers,
        );
        r.record(PlayerId::Friend, PlayerId::You, Winner::Gobblers);
        assert_eq!(Roster::decode(&r.encode()), r);
        assert_eq!(
            r.encode(),
            "you:0,0;friend:2,0;easy:0,0;medium:0,0;strong:0,0"
        );
        let damaged = Roster::decode("you:3,x;friend:1,2;nobody:5,5;;garbage");
        assert_eq!(damaged.ranks(PlayerId::You), Ranks::default());
        assert_eq!(
            damaged.ranks(PlayerId::Friend),
            Ranks {
                marauding: 1,
                scatter: 2
            }
        );
    }
}
