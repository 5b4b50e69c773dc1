//! The streak: puzzles solved in a row at the first try, kept in local storage.

/// Puzzles solved in a row, kept in local storage as `current,best,last` (`last`: the number
/// of the last puzzle counted, so solving it again does not count twice).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// Solved in a row now.
    pub current: u32,
    /// The longest run so far.
    pub best: u32,
    /// The index of the last puzzle counted.
    pub last: Option<usize>,
}

impl Streak {
    /// Reads the stored text; anything malformed is a fresh streak.
    #[must_use]
    pub fn parse(s: &str) -> Streak {
        let mut parts = s.split(',');
        let mut num = || parts.next().and_then(|p| p.trim().parse::<u64>().ok());
        match (num(), num(), num()) {
            (Some(c), Some(b), last) if c <= b => Streak {
                current: u32::try_from(c).unwrap_or(0),
                best: u32::try_from(b).unwrap_or(0),
                last: last.and_then(|l| usize::try_from(l).ok()),
            },
            _ => Streak::default(),
        }
    }

    /// The text to store.
    #[must_use]
    pub fn to_text(self) -> String {
        match self.last {
            Some(l) => format!("{},{},{l}", self.current, self.best),
            None => format!("{},{}", self.current, self.best),
        }
    }
}
