//! The value codes of a chunk: a canonical prefix code (Huffman) over the manifest's values.
//!
//! The stored values are very skewed (standard rules: `Loss(4)` 43 %, `Win(5)` 24 %, …, 23
//! values in all; 2.3 bits of entropy against 5 bits for a fixed-width code), so each value is
//! written with a code whose length follows its frequency. The manifest lists each value's code
//! length ([`crate::Manifest::code_lengths`]); the codes themselves are the canonical ones for
//! those lengths (shorter first, ties by value order), so both sides derive the same codes.
//! Bits are stored least significant bit of each byte first, each code's bits most significant
//! first; a chunk's codes are decoded once, when it is parsed.

/// The most values a coding may have.
pub const MAX_VALUES: usize = 64;
/// The longest code allowed (a bound for hostile manifests; builds stay far below it).
pub const MAX_CODE_LEN: u8 = 24;

/// A canonical prefix code over `n` symbols, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueCoding {
    /// Code length per symbol (1..=[`MAX_CODE_LEN`]).
    lengths: [u8; MAX_VALUES],
    /// The number of symbols.
    count: u8,
}

impl ValueCoding {
    /// The coding with these code lengths, if they form a complete-or-less prefix code
    /// (Kraft sum at most 1) of 1 to [`MAX_VALUES`] symbols with lengths 1..=[`MAX_CODE_LEN`].
    /// A single symbol has length 1 (its code is never ambiguous).
    #[must_use]
    pub fn new(lengths: &[u8]) -> Option<ValueCoding> {
        if lengths.is_empty() || lengths.len() > MAX_VALUES {
            return None;
        }
        if lengths.iter().any(|&l| l == 0 || l > MAX_CODE_LEN) {
            return None;
        }
        let kraft: u64 = lengths.iter().map(|&l| 1u64 << (MAX_CODE_LEN - l)).sum();
        if kraft > 1 << MAX_CODE_LEN {
            return None;
        }
        let mut all = [0u8; MAX_VALUES];
        all[..lengths.len()].copy_from_slice(lengths);
        Some(ValueCoding {
            lengths: all,
            count: lengths.len() as u8,
        })
    }

    /// Code lengths for symbols with these counts (Huffman's construction; a count is raised to
    /// at least 1/16384 of the total first, which bounds the longest code near 16 bits).
    #[must_use]
    pub fn lengths_for(counts: &[u64]) -> Vec<u8> {
        let n = counts.len();
        if n <= 1 {
            return vec![1; n];
        }
        let total: u64 = counts.iter().sum();
        let floor = total.div_ceil(1 << 14).max(1);
        // Nodes: (weight, id); leaves are 0..n, inner nodes n.. with their parent recorded.
        let mut parent = vec![usize::MAX; 2 * n - 1];
        let mut heap: std::collections::BinaryHeap<std::cmp::Reverse<(u64, usize)>> = counts
            .iter()
            .enumerate()
            .map(|(i, &c)| std::cmp::Reverse((c.max(floor), i)))
            .collect();
        let mut next = n;
        while heap.len() > 1 {
            let std::cmp::Reverse((wa, a)) = heap.pop().expect("two nodes");
            let std::cmp::Reverse((wb, b)) = heap.pop().expect("two nodes");
            parent[a] = next;
            parent[b] = next;
            heap.push(std::cmp::Reverse((wa + wb, next)));
            next += 1;
        }
        (0..n)
            .map(|leaf| {
                let mut depth = 0u8;
                let mut at = leaf;
                while parent[at] != usize::MAX {
                    at = parent[at];
                    depth += 1;
                }
                depth
            })
            .collect()
    }

    /// The number of symbols.
    #[must_use]
    pub fn len(&self) -> u8 {
        self.count
    }

    /// Whether there is no symbol (never, for a checked coding).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The longest code length.
    #[must_use]
    pub fn max_len(&self) -> u8 {
        self.lengths[..usize::from(self.count)]
            .iter()
            .copied()
            .max()
            .unwrap_or(0)
    }

    /// Symbols in canonical order: by code length, then by symbol.
    fn canonical_order(&self) -> Vec<u8> {
        let mut order: Vec<u8> = (0..self.count).collect();
        gobblet_rules::sort::by_key(&mut order, |&s| (self.lengths[usize::from(s)], s));
        order
    }

    /// The canonical code of every symbol, as (code, length).
    fn codes(&self) -> Vec<(u32, u8)> {
        let mut codes = vec![(0u32, 0u8); usize::from(self.count)];
        let mut code = 0u32;
        let mut len = 0u8;
        for s in self.canonical_order() {
            let l = self.lengths[usize::from(s)];
            code <<= l - len;
            len = l;
            codes[usize::from(s)] = (code, l);
            code += 1;
        }
        codes
    }

    /// Encodes symbols (each below [`ValueCoding::len`]) into bytes.
    ///
    /// # Panics
    /// If a symbol is out of range.
    #[must_use]
    pub fn encode(&self, symbols: &[u8]) -> Vec<u8> {
        let codes = self.codes();
        let mut out = Vec::new();
        let mut at = 0usize;
        for &s in symbols {
            let (code, len) = codes[usize::from(s)];
            for i in (0..len).rev() {
                if at.is_multiple_of(8) {
                    out.push(0);
                }
                if code >> i & 1 != 0 {
                    out[at / 8] |= 1 << (at % 8);
                }
                at += 1;
            }
        }
        out
    }

    /// Decodes exactly `n` symbols from `bytes`, which must hold nothing after them but the
    /// zero bits that fill the last byte. `None` if the bytes are not such a stream.
    #[must_use]
    pub fn decode(&self, bytes: &[u8], n: usize) -> Option<Vec<u8>> {
        let order = self.canonical_order();
        let max = usize::from(self.max_len());
        // Canonical decoding tables: per length, the number of codes and the first code.
        let mut count = [0u32; MAX_CODE_LEN as usize + 1];
        for s in 0..usize::from(self.count) {
            count[usize::from(self.lengths[s])] += 1;
        }
        let mut out = Vec::with_capacity(n);
        let mut at = 0usize;
        let total_bits = bytes.len() * 8;
        for _ in 0..n {
            let (mut code, mut first, mut index) = (0u32, 0u32, 0u32);
            let mut found = None;
            for &count_at_len in &count[1..=max] {
                if at >= total_bits {
                    return None;
                }
                code |= u32::from(bytes[at / 8] >> (at % 8) & 1);
                at += 1;
                if code.wrapping_sub(first) < count_at_len {
                    found = Some(order[(index + code - first) as usize]);
                    break;
                }
                index += count_at_len;
                first = (first + count_at_len) << 1;
                code <<= 1;
            }
            out.push(found?);
        }
        // Only the last byte's zero padding may follow.
        if bytes.len() != at.div_ceil(8)
            || (!at.is_multiple_of(8) && bytes[at / 8] >> (at % 8) != 0)
        {
            return None;
        }
        Some(out)
    }
}
