//! Every key the site keeps in the browser's storage, in one list: what each holds and where
//! (local storage stays across visits; session storage only for the tab). Code that stores
//! something names a [`Key`], never a string, so the list is complete by construction.

/// Where a key is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// `localStorage`: kept across visits.
    Local,
    /// `sessionStorage`: kept for the tab only.
    Session,
}

/// A key the site stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// The language the visitor chose (a BCP 47 tag: `en`, `zh-Hant`).
    Lang,
    /// The puzzle page's streak (its own text format, `pages::puzzles::Streak`).
    PuzzleStreak,
    /// Whether the puzzle page goes on to the next puzzle after a solve (`1` or `0`).
    PuzzleAutoNext,
    /// What the explorer's module hands the full module with the page (`web::handover`).
    Handover,
    /// The Gobbler page's ranks of its players (`gobbler-web`'s roster text).
    GobblerRanks,
    /// Whether the visitor has made a choice in the welcome of a first visit (`1`); the
    /// browser tests store it before a page opens, unless a test is about the first visit.
    Welcomed,
    /// Whether the Gobbler page shows the strong player's evaluation (`1` or `0`).
    GobblerEval,
    /// The Gobbler page's game, kept across reloads (`gobbler-web`'s `model::saved` text).
    GobblerGame,
    /// The Gobbler page's unfinished games set aside (`gobbler-web`'s `model::saved` texts).
    GobblerSetAside,
}

impl Key {
    /// Every key, so a test can list them and find none twice.
    pub const ALL: [Key; 9] = [
        Key::Lang,
        Key::PuzzleStreak,
        Key::PuzzleAutoNext,
        Key::Handover,
        Key::GobblerRanks,
        Key::Welcomed,
        Key::GobblerEval,
        Key::GobblerGame,
        Key::GobblerSetAside,
    ];

    /// The key's name in storage (never change one: visitors' stored values are under it).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Key::Lang => "gobblet-lang",
            Key::PuzzleStreak => "gobblet-puzzle-streak",
            Key::PuzzleAutoNext => "gobblet-puzzle-auto-next",
            Key::Handover => "gobblet-handover",
            Key::GobblerRanks => "gobbler-ranks",
            Key::Welcomed => "gobblet-welcomed",
            Key::GobblerEval => "gobbler-eval",
            Key::GobblerGame => "gobbler-game",
            Key::GobblerSetAside => "gobbler-set-aside",
        }
    }

    /// Where it is kept.
    #[must_use]
    pub fn area(self) -> Area {
        match self {
            Key::Handover => Area::Session,
            _ => Area::Local,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_its_own_name() {
        for (i, a) in Key::ALL.iter().enumerate() {
            assert!(a.name().starts_with("gobble"), "{a:?}");
            for b in &Key::ALL[i + 1..] {
                assert_ne!(a.name(), b.name());
            }
        }
    }
}
