//! Point XOR update, prefix and range XOR query over an array, by square-root blocks.
//!
//! [`BlockXor`] trades update speed for query speed: an update costs O(sqrt n) and every query
//! costs O(1) (two lookups per prefix). That fits workloads with many more queries than updates,
//! such as coci-toni-jakov (O(n) updates, O(n V^2) queries).
//!
//! The element type is any `Copy + Default + BitXor` type (`u8`, `u32`, `u64`, ...), whose
//! `Default` is the XOR identity (zero).

use std::ops::BitXor;

/// An array `v[0..n]` of XOR values, all zero at first, with point XOR updates and O(1)
/// prefix and range XOR queries.
///
/// Positions are split into blocks of `block_size()` (a power of two, the smallest one whose
/// square is at least `n`). For every position `r` in `0..=n` the structure keeps the XOR of
/// `v` from the start of `r`'s block up to `r` (exclusive), and for every block the XOR of all
/// positions before it; a prefix is one of each.
///
/// ```
/// use blockxor::BlockXor;
///
/// let mut v = BlockXor::<u32>::new(10);
/// v.xor(3, 5);
/// v.xor(7, 6);
/// assert_eq!(v.prefix(10), 5 ^ 6);
/// assert_eq!(v.range(4, 8), 6);
/// assert_eq!(v.range(4, 4), 0);
/// assert_eq!(v.get(3), 5);
/// ```
///
/// # Constraints
/// - `T::default()` is the XOR identity (zero), as for every integer type.
///
/// # Complexity
/// - memory: n + n / `block_size()` + 2 values of `T`
#[derive(Clone, Debug)]
pub struct BlockXor<T> {
    /// log2 of the block size.
    shift: u32,
    /// `within[r]` = XOR of `v[block_start(r)..r]`, for `r` in `0..=n`.
    within: Vec<T>,
    /// `before[b]` = XOR of `v[0..b * block_size]`, for `b` in `0..=n / block_size`.
    before: Vec<T>,
}

impl<T: Copy + Default + BitXor<Output = T>> BlockXor<T> {
    /// An array of `n` zeros.
    ///
    /// # Constraints
    /// - `n < usize::MAX`
    ///
    /// # Complexity
    /// - O(n)
    pub fn new(n: usize) -> Self {
        let shift = block_shift(n);
        BlockXor {
            shift,
            within: vec![T::default(); n + 1],
            before: vec![T::default(); (n >> shift) + 1],
        }
    }

    /// An array holding a copy of `values`.
    ///
    /// # Constraints
    /// - `values.len() < usize::MAX`
    ///
    /// # Complexity
    /// - O(n), where n = `values.len()`
    pub fn from_slice(values: &[T]) -> Self {
        let mut result = BlockXor::new(values.len());
        let mut total = T::default();
        let mut running = T::default();
        for (r, &value) in values.iter().enumerate() {
            total = total ^ value;
            running = running ^ value;
            let next = r + 1;
            if next & (result.block_size() - 1) == 0 {
                result.before[next >> result.shift] = total;
                running = T::default();
            }
            result.within[next] = running;
        }
        result
    }

    /// The number of positions, n.
    ///
    /// # Constraints
    /// - none
    ///
    /// # Complexity
    /// - O(1)
    pub fn len(&self) -> usize {
        self.within.len() - 1
    }

    /// Whether n = 0.
    ///
    /// # Constraints
    /// - none
    ///
    /// # Complexity
    /// - O(1)
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of positions per block: the smallest power of two whose square is at least n
    /// (1 when n <= 1).
    ///
    /// # Constraints
    /// - none
    ///
    /// # Complexity
    /// - O(1)
    pub fn block_size(&self) -> usize {
        1 << self.shift
    }

    /// `v[i] ^= x`.
    ///
    /// # Constraints
    /// - `i < self.len()`
    ///
    /// # Complexity
    /// - O(sqrt n): at most `block_size() - 1` + n / `block_size()` + 1 element updates
    pub fn xor(&mut self, i: usize, x: T) {
        let n = self.len();
        assert!(i < n, "BlockXor::xor: position {i} out of 0..{n}");
        let block = i >> self.shift;
        let block_end = ((block + 1) << self.shift).min(n + 1);
        for slot in &mut self.within[i + 1..block_end] {
            *slot = *slot ^ x;
        }
        for slot in &mut self.before[block + 1..] {
            *slot = *slot ^ x;
        }
    }

    /// XOR of `v[0..r]` (the default value, zero, when `r == 0`).
    ///
    /// # Constraints
    /// - `r <= self.len()`
    ///
    /// # Complexity
    /// - O(1)
    pub fn prefix(&self, r: usize) -> T {
        self.before[r >> self.shift] ^ self.within[r]
    }

    /// XOR of `v[l..r]` (zero when `l == r`).
    ///
    /// # Constraints
    /// - `l <= r <= self.len()`
    ///
    /// # Complexity
    /// - O(1)
    pub fn range(&self, l: usize, r: usize) -> T {
        assert!(l <= r, "BlockXor::range: reversed range {l}..{r}");
        self.prefix(r) ^ self.prefix(l)
    }

    /// `v[i]`.
    ///
    /// # Constraints
    /// - `i < self.len()`
    ///
    /// # Complexity
    /// - O(1)
    pub fn get(&self, i: usize) -> T {
        self.range(i, i + 1)
    }
}

/// log2 of the smallest power of two whose square is at least `n`.
fn block_shift(n: usize) -> u32 {
    let mut shift = 0;
    while shift < usize::BITS / 2 && (1usize << (2 * shift)) < n {
        shift += 1;
    }
    shift
}

#[cfg(test)]
mod tests;
