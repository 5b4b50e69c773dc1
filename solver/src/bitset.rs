//! Bit sets over the dense index: a concurrent one for the search, a ranked one for the table.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};

use rayon::prelude::*;

use crate::memory::{huge_vec, prefetch};

/// A vector of zeroed atomics on huge pages.
fn zeroed_atomic_u64(len: usize) -> Vec<AtomicU64> {
    let mut v = huge_vec(len);
    v.resize_with(len, || AtomicU64::new(0));
    v
}

/// A fixed-size bit set that many threads can set at once.
pub struct AtomicBitset {
    words: Vec<AtomicU64>,
    len: u64,
}

impl AtomicBitset {
    /// An empty set over `0..len`.
    #[must_use]
    pub fn new(len: u64) -> AtomicBitset {
        AtomicBitset {
            words: zeroed_atomic_u64(len.div_ceil(64) as usize),
            len,
        }
    }

    /// Sets bit `i`; returns whether it was already set.
    #[inline]
    pub fn test_and_set(&self, i: u64) -> bool {
        let word = &self.words[(i / 64) as usize];
        let bit = 1u64 << (i % 64);
        // A plain load first: most children are already known, and a read avoids the locked RMW.
        if word.load(Relaxed) & bit != 0 {
            return true;
        }
        word.fetch_or(bit, Relaxed) & bit != 0
    }

    /// Whether bit `i` is set.
    #[inline]
    #[must_use]
    pub fn contains(&self, i: u64) -> bool {
        self.words[(i / 64) as usize].load(Relaxed) & (1 << (i % 64)) != 0
    }

    /// Starts loading the word of bit `i` into the cache.
    #[inline]
    pub fn prefetch(&self, i: u64) {
        if let Some(w) = self.words.get((i / 64) as usize) {
            prefetch(w);
        }
    }

    /// The number of bits set.
    #[must_use]
    pub fn count(&self) -> u64 {
        self.words
            .par_iter()
            .map(|w| u64::from(w.load(Relaxed).count_ones()))
            .sum()
    }

    /// The size of the set's universe.
    #[must_use]
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the universe is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Word `w` (bits `64w..64w+64`).
    #[inline]
    #[must_use]
    pub fn word(&self, w: usize) -> u64 {
        self.words.get(w).map_or(0, |x| x.load(Relaxed))
    }
}

/// Bits of payload per ranked block: seven 64-bit words after the block's rank counter.
pub const BITS_PER_BLOCK: u64 = 448;

/// One cache line: the number of set bits before this block, then 448 bits of the set.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq, bytemuck::Pod, bytemuck::Zeroable)]
#[repr(C, align(64))]
pub struct Block {
    /// Set bits in all earlier blocks.
    pub rank: u64,
    /// Bits `448b .. 448b + 448` of the set, low bit first.
    pub words: [u64; 7],
}

/// A read-only bit set with a rank counter inside every 64-byte block, so `rank` costs one cache
/// line: the set of reachable positions, whose rank is a position's slot in the value array.
pub struct RankedBitset<B> {
    blocks: B,
    len: u64,
    ones: u64,
}

impl RankedBitset<Vec<Block>> {
    /// Builds the ranked set whose word `w` is `word(w)`, for a universe `0..len`.
    pub fn from_words(len: u64, word: impl Fn(usize) -> u64 + Sync) -> Self {
        let nblocks = len.div_ceil(BITS_PER_BLOCK) as usize;
        let mut blocks: Vec<Block> = huge_vec(nblocks);
        (0..nblocks)
            .into_par_iter()
            .map(|b| {
                let mut block = Block::default();
                for (j, w) in block.words.iter_mut().enumerate() {
                    *w = word(b * 7 + j);
                }
                block.rank = block.words.iter().map(|w| u64::from(w.count_ones())).sum();
                block
            })
            .collect_into_vec(&mut blocks);
        let mut total = 0;
        for block in &mut blocks {
            let here = block.rank;
            block.rank = total;
            total += here;
        }
        RankedBitset {
            blocks,
            len,
            ones: total,
        }
    }
}

impl<B: AsRef<[Block]>> RankedBitset<B> {
    /// Wraps blocks read back from a file; `None` if they do not cover `len` bits or their rank
    /// counters are inconsistent.
    pub fn from_blocks(blocks: B, len: u64) -> Option<Self> {
        let bl = blocks.as_ref();
        if bl.len() as u64 != len.div_ceil(BITS_PER_BLOCK) {
            return None;
        }
        let mut total = 0u64;
        for block in bl {
            if block.rank != total {
                return None;
            }
            total += block
                .words
                .iter()
                .map(|w| u64::from(w.count_ones()))
                .sum::<u64>();
        }
        Some(RankedBitset {
            blocks,
            len,
            ones: total,
        })
    }

    /// The number of set bits.
    #[must_use]
    pub fn ones(&self) -> u64 {
        self.ones
    }

    /// The size of the universe.
    #[must_use]
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the universe is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The blocks, for writing to disk.
    #[must_use]
    pub fn blocks(&self) -> &[Block] {
        self.blocks.as_ref()
    }

    /// Starts loading the block of bit `i` into the cache.
    #[inline]
    pub fn prefetch(&self, i: u64) {
        if let Some(b) = self.blocks.as_ref().get((i / BITS_PER_BLOCK) as usize) {
            prefetch(b);
        }
    }

    /// The rank of `i` (set bits below it) if `i` is in the set.
    #[inline]
    #[must_use]
    pub fn rank(&self, i: u64) -> Option<u64> {
        let block = self.blocks.as_ref().get((i / BITS_PER_BLOCK) as usize)?;
        let off = i % BITS_PER_BLOCK;
        let (w, bit) = ((off / 64) as usize, off % 64);
        let word = block.words[w];
        if word >> bit & 1 == 0 {
            return None;
        }
        let before: u32 = block.words[..w].iter().map(|x| x.count_ones()).sum();
        Some(block.rank + u64::from(before) + u64::from((word & ((1 << bit) - 1)).count_ones()))
    }

    /// Calls `f(index, rank)` for every set bit of blocks `range`, in order.
    pub fn for_each_in_blocks(&self, range: std::ops::Range<usize>, mut f: impl FnMut(u64, u64)) {
        for b in range {
            let block = &self.blocks.as_ref()[b];
            let mut rank = block.rank;
            for (j, &w) in block.words.iter().enumerate() {
                let mut bits = w;
                while bits != 0 {
                    let t = u64::from(bits.trailing_zeros());
                    bits &= bits - 1;
                    f(b as u64 * BITS_PER_BLOCK + j as u64 * 64 + t, rank);
                    rank += 1;
                }
            }
        }
    }

    /// The number of blocks.
    #[must_use]
    pub fn block_count(&self) -> usize {
        self.blocks.as_ref().len()
    }

    /// The blocks in ranges of 1,024 (458,752 bits), in parallel: the unit of work of every
    /// pass over the slots (pair with [`RankedBitset::for_each_in_blocks`]).
    pub fn par_block_ranges(&self) -> impl IndexedParallelIterator<Item = std::ops::Range<usize>> {
        const CHUNK: usize = 1024;
        let blocks = self.block_count();
        (0..blocks.div_ceil(CHUNK))
            .into_par_iter()
            .map(move |c| c * CHUNK..((c + 1) * CHUNK).min(blocks))
    }
}

/// Zeroed bytes that many threads update at once (one per position: its value), on huge pages.
pub fn atomic_bytes(len: usize) -> Vec<AtomicU8> {
    let mut v = huge_vec(len);
    v.resize_with(len, || AtomicU8::new(0));
    v
}
