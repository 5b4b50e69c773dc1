//! Insertion sort, for the short lists the workspace sorts while a game is played (a position's
//! moves and the chunks they need: a few dozen items at most). In the wasm modules every element
//! type given to `core`'s sort costs about 2 KB of code (four of them were 10 KB of the
//! explorer's module, `cargo xtask bench web`); this costs a few dozen bytes each, and on lists
//! this short it is as quick. The tests check it against `core`'s sort.

/// Sorts `v` so that no element is `less` than one before it, stably (elements neither less than
/// the other keep their order), as `slice::sort_by` does.
pub fn by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` by `key`, stably, as `slice::sort_by_key` does.
pub fn by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    by(v, |a, b| key(a) < key(b));
}

/// Sorts `v` ascending, stably, as `slice::sort` does.
pub fn ascending<T: Ord>(v: &mut [T]) {
    by(v, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::vec::Vec;

    use crate::rng::Rng;

    /// Random lists of every length up to 64 with many equal keys: the same order as `core`'s
    /// stable sort, element for element (so equal keys keep their order too).
    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        let seed = testkit::seed_for(0x534f_5254);
        let mut rng = Rng::new(seed);
        for round in 0..2000 {
            let len = rng.below(65);
            let v: Vec<(u8, usize)> = (0..len).map(|i| (rng.below(8) as u8, i)).collect();
            let mut ours = v.clone();
            super::by_key(&mut ours, |&(k, _)| k);
            let mut std_sorted = v.clone();
            std_sorted.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, std_sorted, "round {round} (seed {seed}): {v:?}");
            let mut ours = v.clone();
            super::ascending(&mut ours);
            let mut std_sorted = v;
            std_sorted.sort();
            assert_eq!(ours, std_sorted, "round {round} (seed {seed})");
        }
    }
}
