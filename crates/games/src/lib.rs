//! The tools of impartial game theory, ready to paste: mex; Nim and its family (misère Nim,
//! Moore's Nim_k, Wythoff, Lasker) with winning moves; nim multiplication; Grundy tables of
//! subtraction and octal games with certified periods; Grundy values on a DAG; retrograde
//! analysis (win / lose / draw with optimal lengths, and the best move) on any directed graph;
//! Green Hackenbush on trees and on any graph; the generalized Sprague-Grundy function of
//! graphs with cycles; and a solver for small implicit games that prints the table to look
//! for a pattern in.
//!
//! A paste that uses one item carries that item, the types in its signature, and whatever it
//! calls (public or private): `retrograde` brings `retrograde_with`, `retrograde_reversed`,
//! `Digraph::reversed` and `Solved`; `octal_period` brings `Period` and its certificate
//! helpers; nothing else comes along. Outcomes are for the player to move; a player who cannot
//! move loses unless a function says otherwise. Nothing recurses, so deep games do not
//! overflow the judge's stack.

use std::collections::HashMap;
use std::ops::BitXor;

/// The result of a position for the player to move.
///
/// # Complexity
/// - memory: 1 byte
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win.
    Lose,
    /// Neither player can force a win (endless play, or a tie).
    Draw,
}

// ---------------------------------------------------------------------------------------------
// mex

/// The minimum excludant: the smallest value not among `values` (duplicates and any order
/// allowed).
///
/// ```
/// assert_eq!(games::mex([0, 1, 3, 1]), 2);
/// assert_eq!(games::mex([5, 7]), 0);
/// assert_eq!(games::mex(Vec::new()), 0);
/// ```
///
/// # Constraints
/// - none (values of any size; the result is at most the number of values)
///
/// # Complexity
/// - O(k) time and memory, k = number of values
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for &v in &values {
        if let Some(slot) = seen.get_mut(v as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

/// [`mex`] for many calls in a loop: the buffers grow to the largest call and are reused, and a
/// call clears only the slots it marked, so it costs O(k) whatever came before.
///
/// ```
/// use games::MexBuffer;
///
/// let mut buffer = MexBuffer::new();
/// // Grundy values of Nim with moves "take 1 or 2": 0 1 2 0 1 2 ...
/// let mut g = vec![0u32; 7];
/// for h in 1..7 {
///     g[h] = buffer.mex((1..=2).filter(|&m| m <= h).map(|m| g[h - m]));
/// }
/// assert_eq!(g, [0, 1, 2, 0, 1, 2, 0]);
/// ```
///
/// # Complexity
/// - memory: O(largest k of one call)
#[derive(Clone, Debug, Default)]
pub struct MexBuffer {
    values: Vec<u32>,
    seen: Vec<bool>,
}

impl MexBuffer {
    /// An empty buffer.
    ///
    /// # Complexity
    /// - O(1)
    pub fn new() -> Self {
        MexBuffer::default()
    }

    /// The smallest value not among `values`, as [`mex`].
    ///
    /// # Constraints
    /// - none
    ///
    /// # Complexity
    /// - O(k) amortized, k = number of values (no cost for earlier, larger calls)
    pub fn mex<I: IntoIterator<Item = u32>>(&mut self, values: I) -> u32 {
        self.values.clear();
        self.values.extend(values);
        let k = self.values.len();
        if self.seen.len() <= k {
            self.seen.resize(k + 1, false);
        }
        // Only values <= k can matter: k values leave a gap in 0..=k.
        for &v in &self.values {
            if v as usize <= k {
                self.seen[v as usize] = true;
            }
        }
        let mut smallest = 0;
        while self.seen[smallest] {
            smallest += 1;
        }
        for &v in &self.values {
            if v as usize <= k {
                self.seen[v as usize] = false;
            }
        }
        smallest as u32
    }
}

// ---------------------------------------------------------------------------------------------
// Nim

/// The Nim sum (XOR) of the piles, which is the Grundy value of their sum: the player to move
/// loses Nim exactly when it is 0 (Bouton).
///
/// ```
/// assert_eq!(games::nim_sum([3u64, 5, 6]), 0);
/// assert_eq!(games::nim_sum([1u32, 2]), 3);
/// assert_eq!(games::nim_sum(Vec::<u32>::new()), 0);
/// ```
///
/// # Constraints
/// - `T::default()` is zero (every integer type)
///
/// # Complexity
/// - O(number of piles)
pub fn nim_sum<T: Default + BitXor<Output = T>, I: IntoIterator<Item = T>>(piles: I) -> T {
    piles.into_iter().fold(T::default(), |acc, pile| acc ^ pile)
}

/// A winning Nim move: `Some((i, size))` lowers pile `i` to `size`, leaving Nim sum 0; `i` is
/// the first pile that allows it. `None` when the Nim sum is already 0 (every move loses).
///
/// ```
/// // 1 ^ 2 ^ 4 = 7: only the pile of 4 can drop to 4 ^ 7 = 3.
/// assert_eq!(games::nim_winning_move(&[1u64, 2, 4]), Some((2, 3)));
/// // 3 ^ 4 ^ 5 = 2: the first pile qualifies, 3 -> 1.
/// assert_eq!(games::nim_winning_move(&[3u32, 4, 5]), Some((0, 1)));
/// assert_eq!(games::nim_winning_move(&[7u32, 7]), None);
/// ```
///
/// # Constraints
/// - `T::default()` is zero (every unsigned integer type)
///
/// # Complexity
/// - O(number of piles)
pub fn nim_winning_move<T>(piles: &[T]) -> Option<(usize, T)>
where
    T: Copy + Default + PartialOrd + BitXor<Output = T>,
{
    let total = piles.iter().fold(T::default(), |acc, &pile| acc ^ pile);
    // A pile holding the top bit of a non-zero sum always qualifies, so `position` finds one.
    piles
        .iter()
        .position(|&pile| (pile ^ total) < pile)
        .map(|i| (i, piles[i] ^ total))
}

/// Bachet's game: one pile of `stones`, a move removes 1 to `max_take` of them. The player to
/// move loses exactly when `stones` is a multiple of `max_take + 1` (then every removal t is
/// answered by `max_take + 1 - t`); otherwise removing `stones % (max_take + 1)` wins.
///
/// ```
/// use games::{bachet_outcome, Outcome};
///
/// assert_eq!(bachet_outcome(8, 3), Outcome::Lose);
/// assert_eq!(bachet_outcome(9, 3), Outcome::Win);
/// assert_eq!(bachet_outcome(0, 3), Outcome::Lose);
/// ```
///
/// # Constraints
/// - none (`max_take = 0` means no move at all)
///
/// # Complexity
/// - O(1)
pub fn bachet_outcome(stones: u64, max_take: u64) -> Outcome {
    // The cycle max_take + 1 wraps to 0 only for max_take = u64::MAX, where only 0 stones
    // lose, and `is_multiple_of(0)` is exactly `stones == 0`.
    if stones.is_multiple_of(max_take.wrapping_add(1)) {
        Outcome::Lose
    } else {
        Outcome::Win
    }
}

/// The Grundy value (a number, not an [`Outcome`]: 0 means the player to move loses) of
/// staircase Nim: `stairs[i]` coins stand on step i, a move carries any
/// positive number of coins from a step i >= 1 down to step i - 1, and coins on step 0 are out
/// of play. The value is the XOR of the odd steps: a move from an odd step is a Nim move there,
/// and coins carried onto an odd step can be carried on by the opponent, so even steps change
/// nothing. (A game whose exit is after the last position, as POI 2009 Pebbles, reverses the
/// steps.)
///
/// ```
/// // Step 1 holds 3, step 3 holds 3: a second-player win whatever step 2 holds.
/// assert_eq!(games::staircase_nim(&[9u32, 3, 8, 3]), 0);
/// assert_eq!(games::staircase_nim(&[0u64, 1]), 1);
/// ```
///
/// # Constraints
/// - `T::default()` is zero (every integer type)
///
/// # Complexity
/// - O(number of steps)
pub fn staircase_nim<T: Copy + Default + BitXor<Output = T>>(stairs: &[T]) -> T {
    stairs
        .iter()
        .skip(1)
        .step_by(2)
        .fold(T::default(), |acc, &coins| acc ^ coins)
}

/// The Grundy value of one pile of Bachet's game (take 1 to `max_take`): `stones % (max_take +
/// 1)`, so that such piles combine by XOR with other games.
///
/// ```
/// assert_eq!(games::bachet_grundy(10, 3), 2);
/// assert_eq!(games::bachet_grundy(5, 0), 0); // no move at all
/// ```
///
/// # Constraints
/// - none (`max_take = 0`: no move, value 0)
///
/// # Complexity
/// - O(1)
pub fn bachet_grundy(stones: u64, max_take: u64) -> u64 {
    match max_take.checked_add(1) {
        Some(cycle) => stones % cycle,
        None => stones,
    }
}

/// Misère Nim (whoever takes the last stone loses): the outcome for the player to move and a
/// winning move, `Some((i, size))` to lower pile `i` to `size`. Bouton's rule turned around:
/// while some pile holds 2 or more, play as in Nim, except that the move which leaves only
/// piles of 0 and 1 leaves an odd number of 1s; with only 0s and 1s, the player to move wins
/// iff the number of 1s is even. The move is `None` when the position is lost, and also when
/// there is no stone left (the player to move has won: the opponent took the last one).
///
/// ```
/// use games::{misere_nim, Outcome::*};
///
/// assert_eq!(misere_nim(&[1, 1, 1]), (Lose, None));
/// assert_eq!(misere_nim(&[1, 1]), (Win, Some((0, 0))));
/// // One big pile: leave an odd number of 1s.
/// assert_eq!(misere_nim(&[5, 1]), (Win, Some((0, 0))));
/// assert_eq!(misere_nim(&[5, 1, 1]), (Win, Some((0, 1))));
/// assert_eq!(misere_nim(&[2, 2]), (Lose, None));
/// assert_eq!(misere_nim(&[]), (Win, None));
/// ```
///
/// # Constraints
/// - none
///
/// # Complexity
/// - O(number of piles)
pub fn misere_nim(piles: &[u64]) -> (Outcome, Option<(usize, u64)>) {
    let total = piles.iter().fold(0, |acc, &p| acc ^ p);
    let big: Vec<usize> = (0..piles.len())
        .filter(|&i| piles[i] >= 2)
        .take(2)
        .collect();
    let ones = piles.iter().filter(|&&p| p == 1).count();
    match big.len() {
        0 if ones % 2 == 0 => {
            let first = piles.iter().position(|&p| p == 1);
            (Outcome::Win, first.map(|i| (i, 0)))
        }
        0 => (Outcome::Lose, None),
        // Leave an odd number of 1s: the big pile goes to 0 or 1.
        1 => (Outcome::Win, Some((big[0], (ones % 2 == 0) as u64))),
        _ if total == 0 => (Outcome::Lose, None),
        _ => {
            let i = piles.iter().position(|&p| p ^ total < p).unwrap();
            (Outcome::Win, Some((i, piles[i] ^ total)))
        }
    }
}

/// Moore's Nim_k: a move takes stones from at least 1 and at most `k` piles (any positive
/// number from each). The position is lost for the player to move exactly when, at every bit
/// position, the number of piles with that bit set is a multiple of `k + 1` (Moore, 1910;
/// `k = 1` is Nim). Returns a winning move as `(pile, new size)` pairs (1 to k of them,
/// increasing piles), or `None` when the position is lost.
///
/// The move is built from the top bit down: piles already lowered are free below that bit;
/// at each bit, if r = (count of set bits among the other piles) mod (k + 1) more piles can
/// still be lowered, r of them clear the bit, else k + 1 - r free piles set it.
///
/// ```
/// // k = 2: bit 0 is set in three piles, bit 1 in none: lost.
/// assert_eq!(games::moore_nim(&[1, 1, 1], 2), None);
/// assert_eq!(games::moore_nim(&[1, 1, 1, 2], 2), Some(vec![(3, 0)]));
/// // Bit 2 in one pile, bit 0 in four: lower two piles at once.
/// assert_eq!(games::moore_nim(&[4, 1, 1, 1, 1], 2), Some(vec![(0, 0), (1, 0)]));
/// assert_eq!(games::moore_nim(&[1, 2, 3], 1), None); // Nim
/// ```
///
/// # Constraints
/// - `k >= 1`
///
/// # Panics
/// - when `k == 0`
///
/// # Complexity
/// - O(64 · number of piles) time and memory
pub fn moore_nim(piles: &[u64], k: usize) -> Option<Vec<(usize, u64)>> {
    assert!(k >= 1, "moore_nim: k = 0 allows no move");
    let modulus = k as u64 + 1;
    // Piles lowered so far; below the bit where each was lowered, its bits are free (and 0
    // until set).
    let mut chosen: Vec<usize> = Vec::new();
    let mut is_chosen = vec![false; piles.len()];
    let mut sizes = piles.to_vec();
    for bit in (0..64).rev() {
        let others: Vec<usize> = (0..piles.len())
            .filter(|&i| !is_chosen[i] && piles[i] >> bit & 1 == 1)
            .collect();
        let r = (others.len() as u64 % modulus) as usize;
        if r == 0 {
            continue;
        }
        if chosen.len() + r <= k {
            for &i in &others[..r] {
                // Clear this bit and everything below it.
                sizes[i] &= !((2u64 << bit).wrapping_sub(1));
                chosen.push(i);
                is_chosen[i] = true;
            }
        } else {
            // chosen.len() >= k + 1 - r: enough free piles to complete a multiple.
            for &i in &chosen[..k + 1 - r] {
                sizes[i] |= 1u64 << bit;
            }
        }
    }
    if chosen.is_empty() {
        return None;
    }
    chosen.sort_unstable();
    Some(chosen.into_iter().map(|i| (i, sizes[i])).collect())
}

/// The n-th P-position `(a_n, b_n)` of Wythoff's game (two piles; take any positive number
/// from one pile, or the same from both): `a_n = floor(n φ)`, `b_n = a_n + n`, φ the golden
/// ratio, in exact integer arithmetic (`floor(n φ) = (n + isqrt(5 n^2)) / 2`, as `n √5` is
/// irrational for n >= 1).
///
/// ```
/// let p: Vec<(u64, u64)> = (0..5).map(games::wythoff_p_position).collect();
/// assert_eq!(p, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
/// ```
///
/// # Constraints
/// - `n <= 3 · 10^18` (so that `b_n < 2^64`: 3 · 10^18 · φ² < 7.9 · 10^18)
///
/// # Panics
/// - when `n > 3 · 10^18`
///
/// # Complexity
/// - O(1) (one 128-bit integer square root)
pub fn wythoff_p_position(n: u64) -> (u64, u64) {
    assert!(
        n <= 3_000_000_000_000_000_000,
        "wythoff_p_position: n = {n}"
    );
    let a = wythoff_lower(n as u128);
    (a as u64, (a + n as u128) as u64)
}

/// floor(n φ) for n < 2^63.
fn wythoff_lower(n: u128) -> u128 {
    (n + (5 * n * n).isqrt()) / 2
}

/// Wythoff's game on piles `x` and `y` (take any positive number from one pile, or the same
/// number from both; who cannot move loses): the outcome for the player to move and a winning
/// move `Some((x', y'))` (the new piles, in the same order), or `None` when the position is
/// lost. A position is lost exactly when it is `(a_n, b_n)` or `(b_n, a_n)` (see
/// [`wythoff_p_position`]); every other position has a move to one, found here by inverting
/// `a_n` in exact integer arithmetic.
///
/// ```
/// use games::{wythoff, Outcome::*};
///
/// assert_eq!(wythoff(3, 5), (Lose, None));
/// assert_eq!(wythoff(5, 3), (Lose, None));
/// assert_eq!(wythoff(4, 4), (Win, Some((0, 0))));
/// assert_eq!(wythoff(2, 6), (Win, Some((2, 1))));
/// let (outcome, mv) = wythoff(10u64.pow(18), 10u64.pow(18) + 7);
/// assert_eq!(outcome, Win);
/// let (x, y) = mv.unwrap();
/// assert_eq!(wythoff(x, y).0, Lose);
/// ```
///
/// # Constraints
/// - `x, y <= 8 · 10^18` (5 x^2 fits in 128 bits; every P-position of
///   [`wythoff_p_position`] qualifies)
///
/// # Panics
/// - when a pile exceeds 8 · 10^18
///
/// # Complexity
/// - O(1) (a few 128-bit integer square roots)
pub fn wythoff(x: u64, y: u64) -> (Outcome, Option<(u64, u64)>) {
    const MAX: u64 = 8_000_000_000_000_000_000;
    assert!(
        x <= MAX && y <= MAX,
        "wythoff: piles {x}, {y} above 8 * 10^18"
    );
    let swapped = x > y;
    let (small, large) = if swapped { (y, x) } else { (x, y) };
    let (small, large) = (small as u128, large as u128);
    let d = large - small;
    if wythoff_lower(d) == small {
        return (Outcome::Lose, None);
    }
    let put = |s: u128, l: u128| {
        let (s, l) = (s as u64, l as u64);
        Some(if swapped { (l, s) } else { (s, l) })
    };
    // Take the same from both: keep the difference d, go down to (a_d, b_d).
    let a_d = wythoff_lower(d);
    if a_d < small {
        return (Outcome::Win, put(a_d, a_d + d));
    }
    if small == 0 {
        return (Outcome::Win, put(0, 0));
    }
    // Otherwise move one pile to the partner of the other. `small` is a_n or b_m for exactly
    // one n or m >= 1 (Beatty), n ≈ small / φ.
    let guess = ((5 * small * small).isqrt() - small) / 2;
    for n in guess.saturating_sub(3)..=guess + 3 {
        if n > 0 && wythoff_lower(n) == small {
            // small = a_n: a_d > small = a_n means d > n, so its partner b_n = small + n
            // lies below large.
            return (Outcome::Win, put(small, small + n));
        }
        let m = small.saturating_sub(n);
        if m > 0 && wythoff_lower(m) + m == small {
            // small = b_m: lower the large pile to a_m < small.
            return (Outcome::Win, put(small, wythoff_lower(m)));
        }
    }
    unreachable!("wythoff: every positive integer is some a_n or b_m")
}

/// The Grundy value of a pile in Lasker's Nim (a move takes any positive number of stones
/// from one pile, or splits a pile into two non-empty piles): `n - 1` for n ≡ 0 (mod 4),
/// `n` for n ≡ 1, 2, `n + 1` for n ≡ 3, and 0 for n = 0.
///
/// ```
/// let g: Vec<u64> = (0..9).map(games::lasker_grundy).collect();
/// assert_eq!(g, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
///
/// # Constraints
/// - `n < 2^64 - 1` (the value of `2^64 - 1` is 2^64)
///
/// # Panics
/// - when `n == u64::MAX`
///
/// # Complexity
/// - O(1)
pub fn lasker_grundy(n: u64) -> u64 {
    assert!(
        n != u64::MAX,
        "lasker_grundy: the value of 2^64 - 1 is 2^64"
    );
    match n % 4 {
        0 => n.saturating_sub(1),
        3 => n + 1,
        _ => n,
    }
}

// ---------------------------------------------------------------------------------------------
// Nim multiplication

/// The nimber field on `u64` (F_{2^64}): nim addition is XOR, and [`NimField::product`] is nim
/// multiplication, `a ⊗ b = mex{ (a' ⊗ b) ^ (a ⊗ b') ^ (a' ⊗ b') : a' < a, b' < b }`.
///
/// Where it is needed: coin-turning games and two-dimensional games. By the Tartan theorem
/// (Winning Ways ch. 14), when a move of a two-dimensional coin-turning game G × H turns the
/// coins of a product set `A × B` for a move set `A` of the one-dimensional game G and `B` of
/// H (for example the rectangle corners of Rugs or Turning Corners), the Grundy value of a
/// single coin at `(x, y)` is `g_G(x) ⊗ g_H(y)`, and a position is the XOR of its coins.
///
/// How: the products of the 16-bit field F_{2^16} (a subfield) by logarithm and
/// exponential tables of a generator, and the Karatsuba-like recursion of the Fermat powers
/// `F = 2^16, 2^32` above it: with `a = a1·F ^ a0`, `F ⊗ F = F ^ F/2`, so
/// `a ⊗ b = ((a0^a1)⊗(b0^b1) ^ a0⊗b0)·F ^ a0⊗b0 ^ (a1⊗b1)⊗(F/2)`: nine 16-bit products for
/// one 64-bit product, all table look-ups.
///
/// ```
/// use games::NimField;
///
/// let field = NimField::new();
/// assert_eq!(field.product(2, 2), 3);
/// assert_eq!(field.product(3141, 5926), 14994);
/// assert_eq!(field.product(u64::MAX, u64::MAX), 11290409524105353207);
/// let x = 0x0123_4567_89ab_cdef;
/// assert_eq!(field.product(x, field.inverse(x)), 1);
/// ```
///
/// # Complexity
/// - memory: 512 KiB of tables (128 KiB of logarithms, 384 KiB of powers), and 64 KiB more
///   while [`NimField::new`] builds them (the 8-bit field they come from)
#[derive(Clone, Debug)]
pub struct NimField {
    /// `log[x]`: the discrete logarithm of x != 0 in F_{2^16} to a fixed generator.
    log: Box<[u16; 1 << 16]>,
    /// `exp[i]`: the generator to the power i, for `i < 3 · 2^16` (sums of three logarithms).
    exp: Box<[u16; 3 << 16]>,
}

impl NimField {
    /// The tables of the field (build once, then share: every product reads them).
    ///
    /// ```
    /// let field = games::NimField::new();
    /// assert_eq!(field.product(8, 8), 13);
    /// ```
    ///
    /// # Constraints
    /// - none
    ///
    /// # Complexity
    /// - O(2^16) time (about 2 ms), memory as above
    pub fn new() -> NimField {
        // Products of bytes (F_{2^8}), built up from 1 bit by the same recursion:
        // bytes[a << 8 | b] = a ⊗ b.
        let mut bytes = vec![0u8; 1 << 16];
        bytes[1 << 8 | 1] = 1;
        for half in [1u32, 2, 4] {
            let mask = (1usize << half) - 1;
            let top = 1usize << (half - 1);
            let small = |x: usize, y: usize, bytes: &[u8]| bytes[x << 8 | y] as usize;
            for a in 0..1usize << (2 * half) {
                for b in 0..1usize << (2 * half) {
                    if a <= mask && b <= mask {
                        continue;
                    }
                    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
                    let low = small(a0, b0, &bytes);
                    let cross = small(a0 ^ a1, b0 ^ b1, &bytes);
                    let high_high = small(small(a1, b1, &bytes), top, &bytes);
                    bytes[a << 8 | b] = ((cross ^ low) << half | (low ^ high_high)) as u8;
                }
            }
        }
        let product16 = |a: u32, b: u32| -> u32 {
            let byte = |x: u32, y: u32| bytes[(x << 8 | y) as usize] as u32;
            let (a1, a0, b1, b0) = (a >> 8, a & 255, b >> 8, b & 255);
            let low = byte(a0, b0);
            let cross = byte(a0 ^ a1, b0 ^ b1);
            (cross ^ low) << 8 | (low ^ byte(byte(a1, b1), 128))
        };
        // A generator: an element whose order is 65535 = 3 · 5 · 17 · 257.
        let power16 = |mut x: u32, mut e: u32| {
            let mut result = 1;
            while e > 0 {
                if e & 1 == 1 {
                    result = product16(result, x);
                }
                x = product16(x, x);
                e >>= 1;
            }
            result
        };
        let generator = (2u32..)
            .find(|&g| [3, 5, 17, 257].iter().all(|&p| power16(g, 65535 / p) != 1))
            .expect("F_{2^16} has a generator");
        // Fixed sizes let the compiler see that every index is in range (a u16 logarithm
        // sum of three is below 3 << 16), so the look-ups carry no bounds checks.
        // (Built on the heap: a judge's stack may be 1 MiB.)
        let mut log: Box<[u16; 1 << 16]> = vec![0; 1 << 16].try_into().unwrap();
        let mut exp: Box<[u16; 3 << 16]> = vec![0; 3 << 16].try_into().unwrap();
        let mut x = 1u32;
        for (i, power) in exp.iter_mut().enumerate() {
            *power = x as u16;
            if i < 65535 {
                log[x as usize] = i as u16;
            }
            x = product16(x, generator);
        }
        NimField { log, exp }
    }

    /// `a ⊗ b` in F_{2^16}.
    #[inline]
    fn product16(&self, a: u64, b: u64) -> u64 {
        if a == 0 || b == 0 {
            return 0;
        }
        let (a, b) = ((a & 0xffff) as usize, (b & 0xffff) as usize);
        self.exp[self.log[a] as usize + self.log[b] as usize] as u64
    }

    /// `a ⊗ b ⊗ 2^15` in F_{2^16} (`2^15` has logarithm `log[1 << 15]`).
    #[inline]
    fn product16_top(&self, a: u64, b: u64) -> u64 {
        if a == 0 || b == 0 {
            return 0;
        }
        let (a, b) = ((a & 0xffff) as usize, (b & 0xffff) as usize);
        let top = self.log[1 << 15] as usize;
        self.exp[self.log[a] as usize + self.log[b] as usize + top] as u64
    }

    /// `a ⊗ b` in F_{2^32}.
    #[inline]
    fn product32(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
        let low = self.product16(a0, b0);
        let cross = self.product16(a0 ^ a1, b0 ^ b1);
        (cross ^ low) << 16 | (low ^ self.product16_top(a1, b1))
    }

    /// `x ⊗ 2^31` in F_{2^32}: `2^31 = 2^16 ⊗ 2^15`, and `x ⊗ 2^16 = (x1 ^ x0)·2^16 ^ x1 ⊗ 2^15`.
    #[inline]
    fn times_top32(&self, x: u64) -> u64 {
        let (x1, x0) = (x >> 16, x & 0xffff);
        self.product16_top(x1 ^ x0, 1) << 16 | self.product16_top(x1, 1 << 15)
    }

    /// The nim product `a ⊗ b`.
    ///
    /// ```
    /// let field = games::NimField::new();
    /// // 2^32 is a Fermat power: below it, its product is the ordinary one.
    /// assert_eq!(field.product(5, 1 << 32), 5 << 32);
    /// assert_eq!(field.product(1 << 32, 1 << 32), 3 << 31);
    /// ```
    ///
    /// # Constraints
    /// - none (every `u64`)
    ///
    /// # Complexity
    /// - O(1): nine 16-bit products by table look-up (about 40 ns on random `u64`: 10^6
    ///   products in 35-40 ms on the 2-core Xeon of BENCHMARKS.md)
    #[inline]
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 32, a & 0xffff_ffff, b >> 32, b & 0xffff_ffff);
        let low = self.product32(a0, b0);
        let cross = self.product32(a0 ^ a1, b0 ^ b1);
        (cross ^ low) << 32 | (low ^ self.times_top32(self.product32(a1, b1)))
    }

    /// The nim power `a ⊗ a ⊗ ... ⊗ a` (`e` factors; 1 when `e = 0`).
    ///
    /// ```
    /// let field = games::NimField::new();
    /// assert_eq!(field.power(2, 2), 3);
    /// assert_eq!(field.power(7, 0), 1);
    /// // The multiplicative group has order 2^64 - 1.
    /// assert_eq!(field.power(12345, u64::MAX), 1);
    /// ```
    ///
    /// # Constraints
    /// - none
    ///
    /// # Complexity
    /// - O(log e) products
    pub fn power(&self, mut a: u64, mut e: u64) -> u64 {
        let mut result = 1;
        while e > 0 {
            if e & 1 == 1 {
                result = self.product(result, a);
            }
            a = self.product(a, a);
            e >>= 1;
        }
        result
    }

    /// The nim inverse: the `x` with `a ⊗ x = 1`, which is `a` to the power `2^64 - 2`.
    ///
    /// ```
    /// let field = games::NimField::new();
    /// assert_eq!(field.inverse(1), 1);
    /// assert_eq!(field.inverse(2), 3); // 2 ⊗ 3 = 1
    /// ```
    ///
    /// # Constraints
    /// - `a != 0`
    ///
    /// # Panics
    /// - when `a == 0`
    ///
    /// # Complexity
    /// - 127 products (about 4 µs)
    pub fn inverse(&self, a: u64) -> u64 {
        assert!(a != 0, "NimField::inverse: 0 has no inverse");
        self.power(a, u64::MAX - 1)
    }
}

impl Default for NimField {
    fn default() -> Self {
        NimField::new()
    }
}

/// The nim product `a ⊗ b` (see [`NimField`]), with tables built on the first call and shared
/// by every later call (a `OnceLock`): for a loop, holding a [`NimField`] saves the check.
///
/// ```
/// assert_eq!(games::nim_product(5, 3), 15);
/// assert_eq!(games::nim_product(5, 8), 3);
/// assert_eq!(games::nim_product(0, u64::MAX), 0);
/// ```
///
/// # Constraints
/// - none
///
/// # Complexity
/// - O(1) (the first call also builds the tables, O(2^16))
pub fn nim_product(a: u64, b: u64) -> u64 {
    static FIELD: std::sync::OnceLock<NimField> = std::sync::OnceLock::new();
    FIELD.get_or_init(NimField::new).product(a, b)
}

// ---------------------------------------------------------------------------------------------
// Subtraction games and periods

/// Grundy values of the subtraction game with move set `moves`, for heaps `0..=n`: a move
/// removes exactly m stones, m in `moves`, from a heap holding at least m.
///
/// ```
/// // Moves 1, 3, 4: the values have period 7.
/// let g = games::subtraction_grundy(&[1, 3, 4], 13);
/// assert_eq!(g, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
/// ```
///
/// # Constraints
/// - every move is at least 1 (duplicates and any order allowed)
///
/// # Panics
/// - when a move is 0 (a heap would reach itself)
///
/// # Complexity
/// - O(n · |moves| + |moves| log |moves|) time, O(n + |moves|) memory
pub fn subtraction_grundy(moves: &[usize], n: usize) -> Vec<u32> {
    let sizes = subtraction_moves(moves);
    let len = n
        .checked_add(1)
        .expect("subtraction_grundy: n + 1 overflows usize");
    let mut values = Vec::new();
    extend_subtraction(&sizes, &mut values, len, &mut Vec::new());
    values
}

/// The moves sorted, without duplicates; panics on a move of 0.
fn subtraction_moves(moves: &[usize]) -> Vec<usize> {
    let mut sizes = moves.to_vec();
    sizes.sort_unstable();
    sizes.dedup();
    assert!(
        sizes.first() != Some(&0),
        "subtraction_grundy: a move of size 0"
    );
    sizes
}

/// Extends `values` (Grundy values of heaps `0..values.len()`) to heaps `0..len` for the sorted
/// moves `sizes`; `seen` is scratch space.
fn extend_subtraction(sizes: &[usize], values: &mut Vec<u32>, len: usize, seen: &mut Vec<usize>) {
    values.reserve(len.saturating_sub(values.len()));
    // seen[v] == h marks value v as reachable from heap h (stamps: no clearing). A heap has
    // at most |moves| options, so every value is at most |moves|.
    seen.resize(seen.len().max(sizes.len() + 1), usize::MAX);
    while values.len() < len {
        let h = values.len();
        for &m in sizes.iter().take_while(|&&m| m <= h) {
            seen[values[h - m] as usize] = h;
        }
        let mut value = 0;
        while seen[value] == h {
            value += 1;
        }
        values.push(value as u32);
    }
}

/// A sequence shown to be eventually periodic: `values[h] = values[h + period]` for every
/// `h >= preperiod`, both as small as possible, with its first `preperiod + period` values.
///
/// # Complexity
/// - memory: O(preperiod + period)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Period {
    /// The length of the part before the repetition.
    pub preperiod: usize,
    /// The smallest period.
    pub period: usize,
    /// The values at `0..preperiod + period`.
    pub values: Vec<u32>,
}

impl Period {
    /// The value at position `n` of the whole (infinite) sequence.
    ///
    /// ```
    /// let period = games::subtraction_period(&[1, 3, 4], 100).unwrap();
    /// let n = 10u64.pow(18);
    /// assert_eq!(period.at(n), [0, 1, 0, 1, 2, 3, 2][(n % 7) as usize]);
    /// assert_eq!(period.at(5), 3);
    /// ```
    ///
    /// # Constraints
    /// - none
    ///
    /// # Complexity
    /// - O(1)
    pub fn at(&self, n: u64) -> u32 {
        let pre = self.preperiod as u64;
        let index = if n < pre {
            n
        } else {
            pre + (n - pre) % self.period as u64
        };
        self.values[index as usize]
    }
}

/// The eventual period of `values`, certified: when each value from position `window` on is
/// the same function of the `window` values before it, two equal windows `period` apart make
/// everything after them repeat with that period. Returns the smallest such period and the
/// smallest preperiod that `values` shows, or `None` when `values` is too short to certify
/// any period (the last `window` values must repeat `period` positions earlier).
///
/// Once `values.len() >= preperiod + period + window` for the true smallest period and
/// preperiod, the answer is found and is exactly those two.
///
/// ```
/// // A Fibonacci-like sequence mod 3 (each value is a function of the two before it).
/// let mut f = vec![0u32, 1];
/// for i in 2..20 {
///     f.push((f[i - 1] + f[i - 2]) % 3);
/// }
/// let period = games::eventual_period(&f, 2).unwrap();
/// assert_eq!((period.preperiod, period.period), (0, 8));
/// assert_eq!(period.at(1000), f[1000 % 8]);
/// assert_eq!(games::eventual_period(&f[..9], 2), None);
/// ```
///
/// # Constraints
/// - for every h >= `window`: `values[h] = F(values[h - window..h])` for one fixed F (the
///   caller's proof; for a subtraction game, `window` = the largest move)
///
/// # Complexity
/// - O(len · window) time in the worst case (each candidate period compares at most `window`
///   values, usually one or two), O(preperiod + period) memory for the result
pub fn eventual_period(values: &[u32], window: usize) -> Option<Period> {
    let len = values.len();
    let last = len.checked_sub(window)?;
    // The windows values[last - p..][..window] and values[last..] (the last one).
    let period = (1..=last).find(|&p| values[last - p..len - p] == values[last..])?;
    let mut preperiod = last - period;
    while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
        preperiod -= 1;
    }
    Some(Period {
        preperiod,
        period,
        values: values[..preperiod + period].to_vec(),
    })
}

/// The Grundy values of the subtraction game with move set `moves` (see
/// [`subtraction_grundy`]) as a certified [`Period`], from a table of heaps that starts at 64
/// and doubles until the period is proven, with at most heaps `0..=limit`; `None` when that is
/// not enough. A heap's value depends on the `max(moves)` values below it, so a repeated
/// window that long proves the period. The search stops as soon as the proof is found, so
/// `limit` is a memory bound, not a guess: `usize::MAX` is fine when the period is known to
/// be small enough for memory.
///
/// ```
/// let period = games::subtraction_period(&[2, 5], 100).unwrap();
/// assert_eq!((period.preperiod, period.period), (0, 7));
/// assert_eq!(period.at(10u64.pow(18)), games::subtraction_grundy(&[2, 5], 20)[(10u64.pow(18) % 7) as usize]);
/// assert_eq!(games::subtraction_period(&[2, 5], 10), None);
/// // No guess needed: the table grows only until the proof.
/// assert_eq!(games::subtraction_period(&[1, 3, 4], usize::MAX).unwrap().period, 7);
/// ```
///
/// # Constraints
/// - every move is at least 1
///
/// # Panics
/// - when a move is 0
///
/// # Complexity
/// - O(L · |moves| + L · p) time, O(L) memory, with L < 2 max(64, preperiod + period +
///   max(moves)) the table that proves the period (at most `limit + 1`)
pub fn subtraction_period(moves: &[usize], limit: usize) -> Option<Period> {
    let sizes = subtraction_moves(moves);
    let window = sizes.last().copied().unwrap_or(0);
    grow_until_certified(
        limit.saturating_add(1),
        |e: usize, _p: usize| e.saturating_add(window),
        |values, len, seen| extend_subtraction(&sizes, values, len, seen),
    )
}

/// The period of `values` certified by `bound`: the smallest `p` and the smallest `e` such that
/// `values[n + p] == values[n]` for `e <= n < values.len() - p` and
/// `bound(e, p) <= values.len() - p` (the caller's theorem: agreement on `e..bound(e, p)`
/// implies it forever). Once some
/// period is certified, the infinite sequence is known, and the result is its smallest period
/// and preperiod (the certified p reduced to its smallest divisor that still repeats).
fn certified_period<B: Fn(usize, usize) -> usize>(values: &[u32], bound: B) -> Option<Period> {
    let len = values.len();
    let (preperiod, period) = (1..=len).find_map(|p| {
        // The smallest e from which values repeat with period p, as far as the table goes.
        let mut e = len - p;
        while e > 0 && values[e - 1] == values[e - 1 + p] {
            e -= 1;
        }
        (bound(e, p) <= len - p).then_some((e, p))
    })?;
    // values[..preperiod + period] determines the whole sequence; reduce the period.
    let tail = &values[preperiod..preperiod + period];
    let smallest = (1..=period)
        .find(|&d| period % d == 0 && (0..period).all(|i| tail[i] == tail[(i + d) % period]))
        .unwrap_or(period);
    let mut start = preperiod;
    while start > 0 && values[start - 1] == values[start - 1 + smallest] {
        start -= 1;
    }
    Some(Period {
        preperiod: start,
        period: smallest,
        values: values[..start + smallest].to_vec(),
    })
}

/// The digits `d_0, d_1, ..., d_t` of an octal code such as `"0.77"`, `".137"` or `"4.07"`,
/// with trailing zero digits dropped.
fn octal_digits(code: &str) -> Vec<u8> {
    let (whole, fraction) = code
        .split_once('.')
        .unwrap_or_else(|| panic!("octal code {code:?}: no point (write 0.77, 4.07)"));
    let d0 = match whole {
        "" | "0" => 0,
        "4" => 4,
        _ => panic!("octal code {code:?}: the digit before the point must be 0 or 4"),
    };
    let mut digits = vec![d0];
    for c in fraction.chars() {
        match c.to_digit(8) {
            Some(d) => digits.push(d as u8),
            None => panic!("octal code {code:?}: {c:?} is not an octal digit"),
        }
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    digits
}

/// Extends `values` (the Grundy values of heaps `0..values.len()` of the octal game `digits`)
/// to heaps `0..len`. `seen` is scratch space (stamps).
fn extend_octal(digits: &[u8], values: &mut Vec<u32>, len: usize, seen: &mut Vec<usize>) {
    values.reserve(len.saturating_sub(values.len()));
    // Every value so far is below `cap` (a power of two), so every option value, a value or the
    // XOR of two values, is below it too, and the mex is at most `cap`.
    let mut cap = values
        .iter()
        .max()
        .map_or(1, |&m| (m as usize + 1).next_power_of_two());
    while values.len() < len {
        let n = values.len();
        if seen.len() <= cap {
            seen.resize(cap + 1, usize::MAX);
        }
        for (k, &d) in digits.iter().enumerate() {
            if k > n {
                break;
            }
            if d & 1 != 0 && n == k {
                seen[0] = n;
            }
            if d & 2 != 0 && n > k && k > 0 {
                seen[values[n - k] as usize] = n;
            }
            if d & 4 != 0 && n >= k + 2 {
                let rest = n - k;
                for a in 1..=rest / 2 {
                    seen[(values[a] ^ values[rest - a]) as usize] = n;
                }
            }
        }
        let mut value = 0;
        while seen[value] == n {
            value += 1;
        }
        if value >= cap {
            cap = (value + 1).next_power_of_two();
        }
        values.push(value as u32);
    }
}

/// Grundy values of the octal (take-and-break) game with code `code`, for heaps `0..=n`.
///
/// The code is `d0.d1d2...dt` in octal: digit `d_k` says what may remain after removing `k`
/// tokens from one heap, as the sum of 1 (nothing: the heap had exactly k tokens), 2 (one
/// smaller heap) and 4 (two non-empty heaps). The digit before the point is 0 or 4 (4: a heap
/// may be split into two non-empty heaps without removing anything). Kayles is `0.77`,
/// Dawson's Kayles `0.07`, Dawson's chess `0.137`, Nim `0.333...` (write as many 3s as the
/// largest heap needs).
///
/// ```
/// // Kayles: knock down one pin or two adjacent pins of a row.
/// let kayles = games::octal_grundy("0.77", 12);
/// assert_eq!(kayles, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// // Splitting a heap into two, without taking: heap 2 -> 1 + 1.
/// assert_eq!(games::octal_grundy("4.0", 3), [0, 0, 1, 0]);
/// ```
///
/// # Constraints
/// - `code` has one digit 0 or 4 (or none) before the point, octal digits after it
///
/// # Panics
/// - on a malformed code, naming it; when `n + 1` overflows `usize`
///
/// # Complexity
/// - O(n t) time for codes without a 4 bit (t = number of digits), O(n^2 s) with s digits
///   holding 4 (each heap tries every split); O(n) memory
pub fn octal_grundy(code: &str, n: usize) -> Vec<u32> {
    let digits = octal_digits(code);
    let len = n
        .checked_add(1)
        .unwrap_or_else(|| panic!("octal_grundy: n + 1 overflows usize"));
    let mut values = Vec::new();
    extend_octal(&digits, &mut values, len, &mut Vec::new());
    values
}

/// The Grundy values of the octal game `code` (see [`octal_grundy`]) as a [`Period`] certified
/// by the octal periodicity theorem, or `None` when none is found on heaps below `max_heaps`.
///
/// The theorem (Guy and Smith 1956; see Winning Ways ch. 4 and the impartial-games chapter of
/// Siegel's *Combinatorial Game Theory*; the statement below is the one proved and tested
/// here): with t the largest number of tokens a move removes, if `G(n + p) = G(n)` for all
/// `e <= n < 2e + p + t`, then for all `n >= e`. The proof matches the options of `n + p` and
/// `n` (the larger of two remaining heaps is at least `e + p`, so it can shrink by p) and needs
/// that larger heap to stay non-empty after shrinking: when `e = 0` the first step (`n = p + t`,
/// two heaps of p) can fail, so for `e = 0` this function demands one more heap, `n < p + t + 1`
/// (the `e = 0` window is checked in the tests against long direct tables).
///
/// The table starts small and doubles until a period is certified or `max_heaps` heaps have
/// been computed, so any heap, up to 2^64 - 1, gets its value by [`Period::at`].
///
/// ```
/// let kayles = games::octal_period("0.77", 10_000).unwrap();
/// assert_eq!((kayles.preperiod, kayles.period), (71, 12));
/// // 10^18 = 71 + 12 q + 5: the value of heap 76.
/// assert_eq!(kayles.at(10u64.pow(18)), games::octal_grundy("0.77", 76)[76]);
/// let dawson = games::octal_period("0.137", 10_000).unwrap();
/// assert_eq!((dawson.preperiod, dawson.period), (52, 34));
/// // 0.106's period runs to hundreds of billions of heaps (Gangolli and Plambeck): out of reach.
/// assert_eq!(games::octal_period("0.106", 1000), None);
/// ```
///
/// # Constraints
/// - as [`octal_grundy`]
///
/// # Panics
/// - on a malformed code
///
/// # Complexity
/// - the cost of [`octal_grundy`] for L heaps, L < 2 max(64, 2e + 2p + t + 1) the first
///   table length that certifies (at most `max_heaps`), plus O(L p) for the period search;
///   O(L) memory
pub fn octal_period(code: &str, max_heaps: usize) -> Option<Period> {
    let digits = octal_digits(code);
    let t = digits.len() - 1;
    let bound = |e: usize, p: usize| octal_bound(e, p, t);
    grow_until_certified(max_heaps, bound, |values, len, seen| {
        extend_octal(&digits, values, len, seen)
    })
}

/// The end of the window that proves period `p` from preperiod `e` for an octal game whose
/// moves remove at most `t` tokens: `2e + p + t`, one more when `e = 0`.
fn octal_bound(e: usize, p: usize, t: usize) -> usize {
    let base = e.saturating_mul(2).saturating_add(p).saturating_add(t);
    base.saturating_add((e == 0) as usize)
}

/// Doubles a table (filled by `extend`) from 64 entries until `certified_period` finds a
/// period, or the table has `max_heaps` entries.
fn grow_until_certified<B, X>(max_heaps: usize, bound: B, mut extend: X) -> Option<Period>
where
    B: Fn(usize, usize) -> usize,
    X: FnMut(&mut Vec<u32>, usize, &mut Vec<usize>),
{
    let mut values = Vec::new();
    let mut seen = Vec::new();
    let mut len = 64.min(max_heaps);
    loop {
        extend(&mut values, len, &mut seen);
        if let Some(period) = certified_period(&values, &bound) {
            return Some(period);
        }
        if len >= max_heaps {
            return None;
        }
        len = len.saturating_mul(2).min(max_heaps);
    }
}

/// Grundy values of Grundy's game for heaps `0..=n`: a move splits one heap into two non-empty
/// heaps of different sizes. Heaps 1 and 2 have no move.
///
/// No period is known: the values have been computed to very large heaps (2^35 is reported, by
/// Flammenkamp) without one appearing, and there is no certificate as for octal games (the
/// game is not octal: "different sizes" is not a digit), so this gives the table only.
///
/// ```
/// assert_eq!(games::grundys_game(10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
/// ```
///
/// # Constraints
/// - none (heaps of 10^4 take about 60 ms, the cost is quadratic)
///
/// # Panics
/// - when `n + 1` overflows `usize`
///
/// # Complexity
/// - O(n^2) time, O(n) memory
pub fn grundys_game(n: usize) -> Vec<u32> {
    let len = n
        .checked_add(1)
        .unwrap_or_else(|| panic!("grundys_game: n + 1 overflows usize"));
    let mut values: Vec<u32> = Vec::with_capacity(len);
    let mut seen: Vec<usize> = Vec::new();
    for h in 0..len {
        // Options a + b = h with 1 <= a < b: at most h / 2 of them.
        if seen.len() <= h / 2 + 1 {
            seen.resize(h / 2 + 2, usize::MAX);
        }
        for a in 1..h.div_ceil(2) {
            let x = (values[a] ^ values[h - a]) as usize;
            if x < seen.len() {
                seen[x] = h;
            }
        }
        let mut value = 0;
        while seen[value] == h {
            value += 1;
        }
        values.push(value as u32);
    }
    values
}

// ---------------------------------------------------------------------------------------------
// Explicit graphs

/// A directed graph on vertices `0..len()` in compressed form: the successors of v are one
/// contiguous slice, in the order the edges were given. Parallel edges and self-loops are
/// kept.
///
/// ```
/// use games::Digraph;
///
/// let g = Digraph::from_edges(3, &[(0, 1), (0, 2), (1, 2)]);
/// assert_eq!(g.successors(0), [1, 2]);
/// let same = Digraph::from_successors(&[vec![1, 2], vec![2], vec![]]);
/// assert_eq!(g, same);
/// assert_eq!(g.reversed().successors(2), [0, 1]);
/// ```
///
/// # Constraints
/// - fewer than 2^32 vertices and 2^32 edges
///
/// # Complexity
/// - memory: 4 (V + 1) + 4 E bytes
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digraph {
    /// The successors of v are `targets[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Digraph {
    /// The graph on `n` vertices with the edges `(from, to)` of `edges` (a slice of pairs, or
    /// any cloneable iterator of pairs such as `edges.iter().map(|&(a, b)| (a as usize, b as
    /// usize))`; it is walked twice).
    ///
    /// # Panics
    /// - when an endpoint is not below `n`, naming the edge
    ///
    /// # Complexity
    /// - O(V + E)
    pub fn from_edges<I, E>(n: usize, edges: I) -> Digraph
    where
        I: IntoIterator<Item = E>,
        I::IntoIter: Clone,
        E: std::borrow::Borrow<(usize, usize)>,
    {
        assert!(n < u32::MAX as usize, "Digraph: {n} vertices");
        let edges = edges.into_iter();
        let mut offsets = vec![0u32; n + 1];
        for edge in edges.clone() {
            let (from, to) = *edge.borrow();
            assert!(
                from < n && to < n,
                "Digraph::from_edges: edge ({from}, {to}) with {n} vertices"
            );
            offsets[from + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; offsets[n] as usize];
        for edge in edges {
            let (from, to) = *edge.borrow();
            targets[fill[from] as usize] = to as u32;
            fill[from] += 1;
        }
        Digraph { offsets, targets }
    }

    /// The graph whose vertex v has the successors `lists[v]`, in that order (`lists` may be a
    /// slice of `Vec<usize>`, of arrays or of slices).
    ///
    /// # Panics
    /// - when a successor is not below `lists.len()`, naming the vertex
    ///
    /// # Complexity
    /// - O(V + E)
    pub fn from_successors<L: AsRef<[usize]>>(lists: &[L]) -> Digraph {
        let n = lists.len();
        assert!(n < u32::MAX as usize, "Digraph: {n} vertices");
        let mut offsets = Vec::with_capacity(n + 1);
        let mut targets = Vec::new();
        offsets.push(0);
        for (v, list) in lists.iter().enumerate() {
            for &w in list.as_ref() {
                assert!(
                    w < n,
                    "Digraph::from_successors: vertex {v} has successor {w} with {n} vertices"
                );
                targets.push(w as u32);
            }
            assert!(targets.len() < u32::MAX as usize, "Digraph: too many edges");
            offsets.push(targets.len() as u32);
        }
        Digraph { offsets, targets }
    }

    /// The number of vertices.
    ///
    /// # Complexity
    /// - O(1)
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Whether there is no vertex.
    ///
    /// # Complexity
    /// - O(1)
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of edges.
    ///
    /// # Complexity
    /// - O(1)
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The successors of `v`, one per edge, in the order given, as the `u32` ids the graph
    /// stores (write `w as usize` to index). The graph keeps ids in 32 bits because that halves
    /// the memory and cache traffic of the edge array, which dominates on 10^6-10^7 edges; the
    /// constructors take `usize` because that is what a caller's indices are. A `usize` slice
    /// would need twice the memory, and an iterator converting on the fly would lose the slice
    /// (`len`, indexing, `==` with arrays).
    ///
    /// # Constraints
    /// - `v < self.len()`
    ///
    /// # Complexity
    /// - O(1)
    pub fn successors(&self, v: usize) -> &[u32] {
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// The graph with every edge turned around (the predecessors of v, in increasing order of
    /// the edge's source).
    ///
    /// # Complexity
    /// - O(V + E)
    pub fn reversed(&self) -> Digraph {
        let n = self.len();
        let mut offsets = vec![0u32; n + 1];
        for &w in &self.targets {
            offsets[w as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; self.targets.len()];
        for v in 0..n {
            for &w in self.successors(v) {
                targets[fill[w as usize] as usize] = v as u32;
                fill[w as usize] += 1;
            }
        }
        Digraph { offsets, targets }
    }
}

/// Grundy values on an acyclic graph: `g(v) = mex{ g(w) : v -> w }`, 0 at a sink. The value of
/// a sum of games is the XOR of their values (Sprague-Grundy), so a position made of tokens on
/// such a graph is lost exactly when the XOR is 0. Computed by an iterative depth-first search
/// (no recursion, no reversed graph).
///
/// ```
/// use games::{dag_grundy, Digraph};
///
/// // 0 -> 1 -> 2 and 0 -> 2: g = [2, 1, 0].
/// let g = Digraph::from_edges(3, &[(0, 1), (1, 2), (0, 2)]);
/// assert_eq!(dag_grundy(&g), Ok(vec![2, 1, 0]));
/// let cyclic = Digraph::from_edges(3, &[(0, 1), (1, 2), (2, 1)]);
/// let on_cycle = dag_grundy(&cyclic).unwrap_err();
/// assert!(on_cycle == 1 || on_cycle == 2);
/// ```
///
/// # Errors
/// - `Err(v)` when the graph has a cycle (a self-loop counts); v lies on one
///
/// # Complexity
/// - O(V + E) time, O(V + max out-degree) memory besides the result
pub fn dag_grundy(graph: &Digraph) -> Result<Vec<u32>, usize> {
    const UNSEEN: u32 = u32::MAX;
    const ON_PATH: u32 = u32::MAX - 1;
    let n = graph.len();
    let max_degree = (0..n).map(|v| graph.successors(v).len()).max();
    // seen[x] == v + 1 marks value x among the successors of v (stamps: no clearing).
    let mut seen = vec![0usize; max_degree.unwrap_or(0) + 1];
    let mut grundy = vec![UNSEEN; n];
    // The current path: each vertex with the position of its next edge to follow.
    let mut path: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if grundy[root] != UNSEEN {
            continue;
        }
        grundy[root] = ON_PATH;
        path.push((root, 0));
        while let Some(top) = path.last_mut() {
            let (v, next) = *top;
            let successors = graph.successors(v);
            if let Some(&w) = successors.get(next) {
                top.1 += 1;
                let w = w as usize;
                if grundy[w] == ON_PATH {
                    return Err(w);
                }
                if grundy[w] == UNSEEN {
                    grundy[w] = ON_PATH;
                    path.push((w, 0));
                }
                continue;
            }
            for &w in successors {
                seen[grundy[w as usize] as usize] = v + 1;
            }
            let mut value = 0;
            while seen[value] == v + 1 {
                value += 1;
            }
            grundy[v] = value as u32;
            path.pop();
        }
    }
    Ok(grundy)
}

/// A solved game graph, from [`retrograde`] and its variants: `outcome[v]` for the player to
/// move at v and `length[v]`, the number of moves still to be played when the winner hurries
/// and the loser delays (0 at a terminal vertex and at every draw). [`best_moves`] turns it
/// into a move to play at every vertex.
///
/// # Complexity
/// - memory: 5 V bytes (one byte and one `u32` per vertex)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The outcome for the player to move at each vertex.
    pub outcome: Vec<Outcome>,
    /// The number of moves left under optimal play (0 for draws).
    pub length: Vec<u32>,
}

/// Retrograde analysis of the game "move a token along an edge; whoever cannot move loses", on
/// a graph that may have cycles: [`retrograde_with`] with every terminal vertex lost.
///
/// ```
/// use games::{retrograde, Digraph, Outcome::*};
///
/// // 0 -> 1 -> 2 (a sink); 3 <-> 4 loop forever, and 4 may also move to 1 (a loss for it).
/// let g = Digraph::from_edges(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (4, 1)]);
/// let solved = retrograde(&g);
/// assert_eq!(solved.outcome, [Lose, Win, Lose, Draw, Draw]);
/// assert_eq!(solved.length, [2, 1, 0, 0, 0]);
/// ```
///
/// # Complexity
/// - O(V + E)
pub fn retrograde(graph: &Digraph) -> Solved {
    retrograde_with(graph, |_| Outcome::Lose)
}

/// Retrograde analysis on a graph that may have cycles: the player to move at a terminal
/// vertex v (no successor) gets `terminal(v)` (`Lose` in normal play, `Win` in misère play,
/// `Draw` for a tie); at any other vertex, `Win` if some move leads to `Lose`, `Lose` if every
/// move leads to `Win`, and `Draw` otherwise (neither side can force a win, which includes
/// endless play).
///
/// Decided vertices enter a queue, terminals first with length 0; processing a vertex x looks
/// at the edges into it: a predecessor with a move into a lost x is won, with length
/// `1 + length[x]`; a predecessor whose last undecided move leads into a won x is lost, with
/// `1 + length[x]`. Every vertex is queued with length one more than the vertex being processed,
/// so lengths never decrease along the queue (as in a breadth-first search). Hence a won vertex
/// is decided by its lost successor of smallest length (the winner hurries: 1 + min) and a lost
/// vertex by its successor of largest length, the last to be decided (the loser delays:
/// 1 + max over all its moves, all of them won for the opponent).
///
/// ```
/// use games::{retrograde_with, Digraph, Outcome::*};
///
/// // Misère play on the path 0 -> 1 -> 2: the player who cannot move wins.
/// let g = Digraph::from_edges(3, &[(0, 1), (1, 2)]);
/// let solved = retrograde_with(&g, |_| Win);
/// assert_eq!(solved.outcome, [Win, Lose, Win]);
/// assert_eq!(solved.length, [2, 1, 0]);
/// ```
///
/// # Constraints
/// - none (`terminal` is called once for each vertex without successors, in increasing order)
///
/// # Complexity
/// - O(V + E) time and memory (it builds the reversed graph; see [`retrograde_reversed`])
pub fn retrograde_with<F: FnMut(usize) -> Outcome>(graph: &Digraph, terminal: F) -> Solved {
    retrograde_reversed(&graph.reversed(), terminal)
}

/// [`retrograde_with`] given the reversed graph (the predecessor lists) instead, which is all
/// the analysis needs: when the edges are at hand, `Digraph::from_edges(n, edges reversed)`
/// builds it directly and saves building the graph and then turning it around. A vertex's
/// moves are its appearances among the predecessor lists (parallel edges count separately).
///
/// ```
/// use games::{retrograde_reversed, Digraph, Outcome::*};
///
/// let edges = [(0, 1), (1, 2), (3, 4), (4, 3), (4, 1)];
/// let predecessors = Digraph::from_edges(5, edges.iter().map(|&(from, to)| (to, from)));
/// let solved = retrograde_reversed(&predecessors, |_| Lose);
/// assert_eq!(solved.outcome, [Lose, Win, Lose, Draw, Draw]);
/// assert_eq!(solved, games::retrograde(&Digraph::from_edges(5, &edges)));
/// ```
///
/// # Constraints
/// - none (`terminal` is called once for each vertex without successors, in increasing order)
///
/// # Complexity
/// - O(V + E) time, O(V) memory besides the graph and the result
pub fn retrograde_reversed<F: FnMut(usize) -> Outcome>(
    predecessors: &Digraph,
    mut terminal: F,
) -> Solved {
    let n = predecessors.len();
    let mut outcome = vec![Outcome::Draw; n];
    let mut length = vec![0u32; n];
    // Moves of each vertex not yet known to lead into a won vertex.
    let mut open = vec![0u32; n];
    for &y in &predecessors.targets {
        open[y as usize] += 1;
    }
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for v in 0..n {
        if open[v] == 0 {
            outcome[v] = terminal(v);
            if outcome[v] != Outcome::Draw {
                queue.push(v as u32);
            }
        }
    }
    let mut head = 0;
    while let Some(&x) = queue.get(head) {
        head += 1;
        let x = x as usize;
        let x_lost = outcome[x] == Outcome::Lose;
        for &y in predecessors.successors(x) {
            let y = y as usize;
            if outcome[y] != Outcome::Draw {
                continue;
            }
            if x_lost {
                outcome[y] = Outcome::Win;
            } else {
                open[y] -= 1;
                if open[y] > 0 {
                    continue;
                }
                outcome[y] = Outcome::Lose;
            }
            length[y] = length[x] + 1;
            queue.push(y as u32);
        }
    }
    Solved { outcome, length }
}

/// The move to play at every vertex of a solved graph (`solved` from [`retrograde`],
/// [`retrograde_with`] or [`retrograde_reversed`] on `graph`): at a won vertex, a move to a
/// lost vertex with the shortest length (the winner hurries, and wins within `length[v]`
/// moves whatever the opponent does); at a lost vertex, a move with the longest length (the
/// loser delays); at a draw, a move to a draw (one exists at every draw that is not a
/// terminal vertex: a move to a lost vertex would win, and all moves to won vertices would
/// lose). `None` at terminal vertices. The first such successor in the graph's order.
///
/// ```
/// use games::{best_moves, retrograde, Digraph};
///
/// // 4 -> 3 -> 1 -> 2 (a sink), and 0 -> 1 or 0 -> 4; 5 <-> 6 loop.
/// let edges = [(1, 2), (3, 1), (4, 3), (0, 1), (0, 4), (5, 6), (6, 5)];
/// let g = Digraph::from_edges(7, &edges);
/// let solved = retrograde(&g);
/// // 0 is lost either way (1 and 4 are won): it delays through 4 (4 moves, not 2).
/// assert_eq!(solved.length[0], 4);
/// let best = best_moves(&g, &solved);
/// assert_eq!(best, [Some(4), Some(2), None, Some(1), Some(3), Some(6), Some(5)]);
/// ```
///
/// # Constraints
/// - `solved` comes from this graph (with any terminal rule)
///
/// # Complexity
/// - O(V + E)
pub fn best_moves(graph: &Digraph, solved: &Solved) -> Vec<Option<u32>> {
    (0..graph.len())
        .map(|v| {
            let successors = graph.successors(v).iter().copied();
            let (outcome, length) = (&solved.outcome, &solved.length);
            match outcome[v] {
                Outcome::Win => successors
                    .filter(|&w| outcome[w as usize] == Outcome::Lose)
                    .min_by_key(|&w| length[w as usize]),
                // The last maximum would also do; take the first one in order.
                Outcome::Lose => successors.fold(None, |best: Option<u32>, w| match best {
                    Some(b) if length[b as usize] >= length[w as usize] => Some(b),
                    _ => Some(w),
                }),
                Outcome::Draw => successors
                    .clone()
                    .find(|&w| outcome[w as usize] == Outcome::Draw),
            }
        })
        .collect()
}

/// Green Hackenbush on a rooted tree: the Grundy value of the tree whose edges are `edges`
/// (undirected pairs of vertices `0..n`) and whose `root` stands on the ground. A move cuts
/// an edge and everything no longer joined to the ground falls off. By the colon principle a
/// vertex with children c_1, ..., c_k is worth `(g(c_1) + 1) ^ ... ^ (g(c_k) + 1)` (a child's
/// subtree on its edge is a stalk of `g(c) + 1`); computed leaves first, without recursion.
/// A forest standing on the ground is one tree: join its roots into one vertex.
///
/// ```
/// // A stalk of 2 edges (0 - 1 - 2) is Nim heap 2; a "V" of two edges is 1 ^ 1 = 0.
/// assert_eq!(games::hackenbush_tree(3, &[(0, 1), (1, 2)], 0), 2);
/// assert_eq!(games::hackenbush_tree(3, &[(0, 1), (0, 2)], 0), 0);
/// // A "Y": a stalk of 1 under a V: 1 + (1 ^ 1) = 1.
/// assert_eq!(games::hackenbush_tree(4, &[(0, 1), (1, 2), (1, 3)], 0), 1);
/// ```
///
/// # Constraints
/// - `edges` form a tree on `0..n` (`n - 1` edges, connected), `root < n`
///
/// # Panics
/// - when an endpoint or the root is not below `n`, or the edges do not form a tree
///
/// # Complexity
/// - O(n) time and memory
pub fn hackenbush_tree(n: usize, edges: &[(usize, usize)], root: usize) -> u32 {
    assert!(root < n, "hackenbush_tree: root {root} with {n} vertices");
    assert!(
        edges.len() + 1 == n,
        "hackenbush_tree: {} edges on {n} vertices is not a tree",
        edges.len()
    );
    let both_ways = edges.iter().flat_map(|&(a, b)| [(a, b), (b, a)]);
    let neighbours = Digraph::from_edges(n, both_ways);
    // Breadth-first order from the root, with each vertex's parent.
    let mut parent = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    parent[root] = root;
    order.push(root);
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        for &w in neighbours.successors(v) {
            let w = w as usize;
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    assert!(
        order.len() == n,
        "hackenbush_tree: the edges are not connected"
    );
    let mut value = vec![0u32; n];
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    value[root]
}

/// Green Hackenbush on any graph: the Grundy value of the graph whose edges are `edges`
/// (undirected pairs of vertices `0..n`; parallel edges and loops allowed) with vertex
/// `ground` on the ground. A move cuts an edge, and everything no longer joined to the ground
/// falls off (edges never joined to it do not count). By the fusion principle (Winning Ways
/// ch. 7) the vertices of a cycle can be fused into one without changing the value, and a
/// loop is worth a single edge: so every 2-edge-connected piece becomes one vertex carrying
/// its own edges as loops (worth their count's parity), the bridges form a tree of pieces, and
/// the colon principle of [`hackenbush_tree`] finishes. Bridges are found by an iterative
/// depth-first search (no recursion).
///
/// ```
/// // A triangle on the ground vertex 0: fused, three loops, worth 1 ^ 1 ^ 1 = 1.
/// assert_eq!(games::hackenbush_graph(3, &[(0, 1), (1, 2), (2, 0)], 0), 1);
/// // A stalk 0 - 1 under a square 1 - 2 - 3 - 4 - 1: 1 + (four loops: 0) = 1.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 1)];
/// assert_eq!(games::hackenbush_graph(5, &edges, 0), 1);
/// // On a tree it is hackenbush_tree.
/// assert_eq!(games::hackenbush_graph(3, &[(0, 1), (1, 2)], 0), 2);
/// ```
///
/// # Constraints
/// - `ground < n`, every endpoint below `n`, fewer than 2^32 - 1 vertices and 2^31 edges
///
/// # Panics
/// - when an endpoint or the ground is not below `n`, or the graph is larger than that
///
/// # Complexity
/// - O(n + m) time and memory, m = number of edges
pub fn hackenbush_graph(n: usize, edges: &[(usize, usize)], ground: usize) -> u32 {
    assert!(
        ground < n,
        "hackenbush_graph: ground {ground} with {n} vertices"
    );
    assert!(
        n < u32::MAX as usize && 2 * edges.len() < u32::MAX as usize,
        "hackenbush_graph: {n} vertices, {} edges",
        edges.len()
    );
    // Ids are kept in 32 bits: the search is memory-bound on large graphs.
    const NONE: u32 = u32::MAX;
    // Both directions of every edge that is not a loop, with the edge's number.
    let mut offsets = vec![0u32; n + 1];
    for &(a, b) in edges {
        assert!(
            a < n && b < n,
            "hackenbush_graph: edge ({a}, {b}) with {n} vertices"
        );
        if a != b {
            offsets[a + 1] += 1;
            offsets[b + 1] += 1;
        }
    }
    for v in 0..n {
        offsets[v + 1] += offsets[v];
    }
    let mut fill = offsets.clone();
    let mut adjacent = vec![(0u32, 0u32); offsets[n] as usize];
    for (id, &(a, b)) in edges.iter().enumerate() {
        if a != b {
            adjacent[fill[a] as usize] = (b as u32, id as u32);
            fill[a] += 1;
            adjacent[fill[b] as usize] = (a as u32, id as u32);
            fill[b] += 1;
        }
    }
    let around = |v: usize| &adjacent[offsets[v] as usize..offsets[v + 1] as usize];
    // Bridges of the part joined to the ground (Tarjan's low links, iteratively).
    let mut entered = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut bridge = vec![false; edges.len()];
    // (vertex, the edge it was entered by, position of its next adjacency entry)
    let mut stack: Vec<(u32, u32, u32)> = vec![(ground as u32, NONE, offsets[ground])];
    entered[ground] = 0;
    let mut clock = 1;
    while let Some(top) = stack.last_mut() {
        let (v, by, next) = (top.0 as usize, top.1, top.2);
        if next < offsets[v + 1] {
            top.2 += 1;
            let (w, id) = adjacent[next as usize];
            if id == by {
                continue;
            }
            let w = w as usize;
            if entered[w] == NONE {
                entered[w] = clock;
                low[w] = clock;
                clock += 1;
                stack.push((w as u32, id, offsets[w]));
            } else {
                low[v] = low[v].min(entered[w]);
            }
            continue;
        }
        stack.pop();
        if let Some(&(parent, _, _)) = stack.last() {
            let parent = parent as usize;
            low[parent] = low[parent].min(low[v]);
            if low[v] > entered[parent] {
                bridge[by as usize] = true;
            }
        }
    }
    // The 2-edge-connected pieces: joined without crossing a bridge.
    let mut piece = vec![NONE; n];
    let mut pieces = 0u32;
    let mut queue: Vec<usize> = Vec::new();
    for start in 0..n {
        if entered[start] == NONE || piece[start] != NONE {
            continue;
        }
        piece[start] = pieces;
        queue.push(start);
        while let Some(v) = queue.pop() {
            for &(w, id) in around(v) {
                if !bridge[id as usize] && piece[w as usize] == NONE {
                    piece[w as usize] = pieces;
                    queue.push(w as usize);
                }
            }
        }
        pieces += 1;
    }
    // Each piece's own edges are loops, worth 1 each; the bridges join the pieces in a tree.
    let pieces = pieces as usize;
    let mut value = vec![0u32; pieces];
    let mut links = Vec::new();
    for (id, &(a, b)) in edges.iter().enumerate() {
        if entered[a] == NONE {
            continue;
        }
        let (pa, pb) = (piece[a] as usize, piece[b] as usize);
        if bridge[id] {
            links.push((pa, pb));
            links.push((pb, pa));
        } else {
            value[pa] ^= 1;
        }
    }
    let tree = Digraph::from_edges(pieces, &links);
    let mut parent = vec![usize::MAX; pieces];
    let root = piece[ground] as usize;
    parent[root] = root;
    let mut order = vec![root];
    let mut head = 0;
    while let Some(&c) = order.get(head) {
        head += 1;
        for &d in tree.successors(c) {
            if parent[d as usize] == usize::MAX {
                parent[d as usize] = c;
                order.push(d as usize);
            }
        }
    }
    for &c in order.iter().skip(1).rev() {
        value[parent[c]] ^= value[c] + 1;
    }
    value[root]
}

// ---------------------------------------------------------------------------------------------
// Loopy impartial games

/// The generalized Sprague-Grundy function (Smith 1966; Fraenkel and Yesha) of a directed
/// graph that may have cycles, for the game "move a token along an edge; who cannot move
/// loses; endless play is a draw": `Some(g)` for a finite value, `None` for an infinite one
/// (∞(K), K the finite values among the successors: see [`loopy_infinity_set`]). On a DAG it
/// is [`dag_grundy`]. Decide a sum of tokens with [`loopy_outcome`].
///
/// Computed in rounds i = 0, 1, ...: a vertex gets value i when none of its successors has
/// value i and every successor that is unlabelled or infinite has a successor of value i
/// (whatever the opponent does there, it can be answered by a move to value i), repeated until
/// nothing changes; then every unlabelled vertex without a successor of value i is infinite.
///
/// ```
/// use games::{loopy_grundy, Digraph};
///
/// // 0 -> 1 (a sink); 2 <-> 3 and 3 -> 1: 2 must move to 3, which escapes to the sink, so 2
/// // is lost (0) and 3 is worth mex{0, 0} = 1; 4 <-> 5 loop forever (infinite).
/// let edges = [(0, 1), (2, 3), (3, 2), (3, 1), (4, 5), (5, 4)];
/// let g = Digraph::from_edges(6, &edges);
/// assert_eq!(loopy_grundy(&g), [Some(1), Some(0), Some(0), Some(1), None, None]);
/// ```
///
/// # Constraints
/// - none (cycles and self-loops allowed)
///
/// # Complexity
/// - O((V + E) (Δ + 2)) time, Δ the largest out-degree (one O(V + E) round per value, and a
///   vertex left after round i has a successor of each value 0..=i), O(V + E) memory
pub fn loopy_grundy(graph: &Digraph) -> Vec<Option<u32>> {
    const UNLABELLED: u32 = u32::MAX;
    const INFINITE: u32 = u32::MAX - 1;
    let n = graph.len();
    let predecessors = graph.reversed();
    let mut label = vec![UNLABELLED; n];
    let mut has_value = vec![false; n];
    let mut open = vec![0u32; n];
    let mut queue: Vec<usize> = Vec::new();
    let mut remaining = n;
    let mut round = 0u32;
    while remaining > 0 {
        // open[u]: successors of u, one per edge, that are unlabelled or infinite and have no
        // successor of value `round` yet.
        has_value.iter_mut().for_each(|h| *h = false);
        for u in 0..n {
            open[u] = graph
                .successors(u)
                .iter()
                .filter(|&&w| label[w as usize] >= INFINITE)
                .count() as u32;
            if label[u] == UNLABELLED && open[u] == 0 {
                queue.push(u);
            }
        }
        while let Some(x) = queue.pop() {
            if label[x] != UNLABELLED || has_value[x] || open[x] != 0 {
                continue;
            }
            label[x] = round;
            remaining -= 1;
            for &y in predecessors.successors(x) {
                let y = y as usize;
                if has_value[y] {
                    continue;
                }
                has_value[y] = true;
                if label[y] < INFINITE {
                    continue;
                }
                // y (unlabelled or infinite) now has a successor of value `round`.
                for &z in predecessors.successors(y) {
                    let z = z as usize;
                    open[z] -= 1;
                    if open[z] == 0 && label[z] == UNLABELLED && !has_value[z] {
                        queue.push(z);
                    }
                }
            }
        }
        for u in 0..n {
            if label[u] == UNLABELLED && !has_value[u] {
                label[u] = INFINITE;
                remaining -= 1;
            }
        }
        round += 1;
    }
    label
        .into_iter()
        .map(|l| (l < INFINITE).then_some(l))
        .collect()
}

/// The set K of an infinite vertex `v`, ∞(K): the finite values among its successors, sorted,
/// without repeats (from `values = loopy_grundy(graph)`). A token alone on v is won for the
/// player to move exactly when 0 is in K, and a draw otherwise.
///
/// ```
/// use games::{loopy_grundy, loopy_infinity_set, Digraph};
///
/// // 0 has a self-loop and a move to the sink 1.
/// let g = Digraph::from_edges(2, &[(0, 0), (0, 1)]);
/// let values = loopy_grundy(&g);
/// assert_eq!(values, [None, Some(0)]);
/// assert_eq!(loopy_infinity_set(&g, &values, 0), [0]);
/// ```
///
/// # Constraints
/// - `values` is `loopy_grundy(graph)`, `v < graph.len()`
///
/// # Complexity
/// - O(d log d), d the out-degree of v
pub fn loopy_infinity_set(graph: &Digraph, values: &[Option<u32>], v: usize) -> Vec<u32> {
    let mut set: Vec<u32> = graph
        .successors(v)
        .iter()
        .filter_map(|&w| values[w as usize])
        .collect();
    set.sort_unstable();
    set.dedup();
    set
}

/// The outcome of a sum of tokens on a graph with cycles (each move moves one token along an
/// edge; who cannot move loses; endless play is a draw), from the generalized Sprague-Grundy
/// values `values = loopy_grundy(graph)` (Smith): with every token on a finite value, as in
/// Nim (lost iff the XOR is 0); with exactly one token on an infinite vertex ∞(K) and the
/// others' XOR b, won iff b is in K, else a draw; with two or more infinite tokens, a draw.
///
/// ```
/// use games::{loopy_grundy, loopy_outcome, Digraph, Outcome::*};
///
/// let g = Digraph::from_edges(3, &[(0, 0), (0, 1), (2, 1)]);
/// let values = loopy_grundy(&g);
/// assert_eq!(loopy_outcome(&g, &values, &[0]), Win); // move to the sink
/// assert_eq!(loopy_outcome(&g, &values, &[0, 2]), Draw);
/// assert_eq!(loopy_outcome(&g, &values, &[2, 2]), Lose);
/// assert_eq!(loopy_outcome(&g, &values, &[0, 0]), Draw);
/// ```
///
/// # Constraints
/// - `values` is `loopy_grundy(graph)`, every token below `graph.len()`
///
/// # Complexity
/// - O(tokens + d), d the out-degree of the infinite token's vertex
pub fn loopy_outcome(graph: &Digraph, values: &[Option<u32>], tokens: &[usize]) -> Outcome {
    let mut xor = 0;
    let mut infinite = None;
    for &t in tokens {
        match values[t] {
            Some(g) => xor ^= g,
            None if infinite.is_some() => return Outcome::Draw,
            None => infinite = Some(t),
        }
    }
    match infinite {
        None if xor == 0 => Outcome::Lose,
        None => Outcome::Win,
        Some(v) => {
            let hit = graph
                .successors(v)
                .iter()
                .any(|&w| values[w as usize] == Some(xor));
            if hit {
                Outcome::Win
            } else {
                Outcome::Draw
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Small implicit games

/// The states reachable from some start, numbered in the order found (breadth first, the
/// starts first), with the move graph on those numbers.
///
/// # Complexity
/// - memory: O(V + E): each state twice (in `states` and as a key of `ids`) and the graph
#[derive(Clone, Debug)]
pub struct Explored<S> {
    /// The state of each vertex.
    pub states: Vec<S>,
    /// The vertex of each state.
    pub ids: HashMap<S, usize>,
    /// The moves: edge v -> w for every move from `states[v]` to `states[w]` (one per move).
    pub graph: Digraph,
}

/// Every state reachable from `starts` with `moves` (the states one move away), as a graph:
/// each state's moves are asked for once, iteratively (no recursion). Solve it with
/// [`retrograde`], [`retrograde_with`] (other terminal rules) or [`dag_grundy`].
///
/// ```
/// // Take 1 or 2 from a heap of 4.
/// let explored = games::explore([4u32], |&h| (1..=2.min(h)).map(|t| h - t).collect());
/// assert_eq!(explored.states, [4, 3, 2, 1, 0]);
/// assert_eq!(explored.graph.successors(explored.ids[&3]), [2, 3]);
/// let solved = games::retrograde(&explored.graph);
/// assert_eq!(solved.outcome[explored.ids[&3]], games::Outcome::Lose);
/// ```
///
/// # Constraints
/// - finitely many reachable states, fewer than 2^32, with fewer than 2^32 moves in all
///
/// # Complexity
/// - O(V + E) calls of `moves`, hashes and clones, V = reachable states, E = moves
pub fn explore<S, I, F>(starts: I, mut moves: F) -> Explored<S>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    F: FnMut(&S) -> Vec<S>,
{
    let mut states: Vec<S> = Vec::new();
    let mut ids: HashMap<S, usize> = HashMap::new();
    for start in starts {
        if !ids.contains_key(&start) {
            ids.insert(start.clone(), states.len());
            states.push(start);
        }
    }
    let mut offsets = vec![0u32];
    let mut targets = Vec::new();
    let mut next = 0;
    while next < states.len() {
        for state in moves(&states[next]) {
            let id = match ids.get(&state) {
                Some(&id) => id,
                None => {
                    ids.insert(state.clone(), states.len());
                    states.push(state);
                    states.len() - 1
                }
            };
            targets.push(id as u32);
        }
        assert!(
            states.len() < u32::MAX as usize && targets.len() < u32::MAX as usize,
            "explore: too many states or moves"
        );
        offsets.push(targets.len() as u32);
        next += 1;
    }
    Explored {
        states,
        ids,
        graph: Digraph { offsets, targets },
    }
}

/// The outcome and optimal length (see [`Solved`]) of every state reachable from `starts`,
/// in normal play (a player without a move loses), draws for endless play.
///
/// ```
/// use games::Outcome::*;
///
/// // Subtract a square from a heap.
/// let squares = |&h: &u32| -> Vec<u32> {
///     (1..).map(|k| k * k).take_while(|&s| s <= h).map(|s| h - s).collect()
/// };
/// let solved = games::implicit_outcomes([5u32], squares);
/// // 5 -> 4 or 1, both won in one move (to 0): the loser picks either, 2 moves in all.
/// assert_eq!(solved[&5], (Lose, 2));
/// assert_eq!(solved[&4], (Win, 1));
/// assert_eq!(solved[&2], (Lose, 2));
/// ```
///
/// # Constraints
/// - as [`explore`]
///
/// # Complexity
/// - O(V + E) calls of `moves`, hashes and clones
pub fn implicit_outcomes<S, I, F>(starts: I, moves: F) -> HashMap<S, (Outcome, u32)>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    F: FnMut(&S) -> Vec<S>,
{
    implicit_outcomes_with(starts, moves, |_| Outcome::Lose)
}

/// [`implicit_outcomes`] with `terminal(state)` deciding each state without a move: `Lose` in
/// normal play, `Win` in misère play, `Draw` for a tie, or any rule of the state (a score).
///
/// ```
/// use games::Outcome::*;
///
/// // Misère "take 1 or 2": whoever takes the last stone loses, so heap 0 is won.
/// let take = |&h: &u32| (1..=2.min(h)).map(|t| h - t).collect::<Vec<u32>>();
/// let solved = games::implicit_outcomes_with([7u32], take, |_| Win);
/// let lost: Vec<u32> = (0..=7).filter(|h| solved[h].0 == Lose).collect();
/// assert_eq!(lost, [1, 4, 7]);
/// ```
///
/// # Constraints
/// - as [`explore`]; `terminal` is called once per state without a move
///
/// # Complexity
/// - O(V + E) calls of `moves`, hashes and clones
pub fn implicit_outcomes_with<S, I, F, T>(
    starts: I,
    moves: F,
    mut terminal: T,
) -> HashMap<S, (Outcome, u32)>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    F: FnMut(&S) -> Vec<S>,
    T: FnMut(&S) -> Outcome,
{
    let explored = explore(starts, moves);
    let states = &explored.states;
    let solved = retrograde_with(&explored.graph, |v| terminal(&states[v]));
    let mut result = HashMap::with_capacity(explored.states.len());
    for (v, state) in explored.states.into_iter().enumerate() {
        result.insert(state, (solved.outcome[v], solved.length[v]));
    }
    result
}

/// The Grundy value of every state reachable from `starts`.
///
/// ```
/// // Two heaps, take any positive amount from one (Nim): the value is the XOR.
/// let nim = |&(a, b): &(u32, u32)| {
///     let mut next: Vec<(u32, u32)> = (0..a).map(|x| (x, b)).collect();
///     next.extend((0..b).map(|y| (a, y)));
///     next
/// };
/// let g = games::implicit_grundy([(5u32, 3u32)], nim).unwrap();
/// assert_eq!(g[&(5, 3)], 5 ^ 3);
/// assert_eq!(games::implicit_grundy([0u32], |&s| vec![1 - s]), Err(0));
/// ```
///
/// # Errors
/// - `Err(state)` when a reachable state lies on a cycle of moves (no Grundy value exists)
///
/// # Complexity
/// - O(V + E) calls of `moves`, hashes and clones
pub fn implicit_grundy<S, I, F>(starts: I, moves: F) -> Result<HashMap<S, u32>, S>
where
    S: Clone + Eq + std::hash::Hash,
    I: IntoIterator<Item = S>,
    F: FnMut(&S) -> Vec<S>,
{
    let explored = explore(starts, moves);
    let grundy = match dag_grundy(&explored.graph) {
        Ok(grundy) => grundy,
        Err(v) => return Err(explored.states[v].clone()),
    };
    Ok(explored.states.into_iter().zip(grundy).collect())
}

/// The "print a table and look for the pattern" step: one line `state: W` (or `L`, `D`) per
/// state of `states`, in order, in normal play. States are printed with `{:?}`.
///
/// ```
/// // Take 1, 3 or 4: the losing heaps are 0, 2 mod 7.
/// let table = games::outcome_table(0u32..8, |&h| {
///     [1, 3, 4].iter().filter(|&&t| t <= h).map(|&t| h - t).collect()
/// });
/// assert_eq!(table, "0: L\n1: W\n2: L\n3: W\n4: W\n5: W\n6: W\n7: L\n");
/// ```
///
/// # Constraints
/// - as [`explore`]
///
/// # Complexity
/// - O(V + E) calls of `moves`, hashes and clones, V = states reachable from all of `states`
pub fn outcome_table<S, I, F>(states: I, moves: F) -> String
where
    S: Clone + Eq + std::hash::Hash + std::fmt::Debug,
    I: IntoIterator<Item = S>,
    F: FnMut(&S) -> Vec<S>,
{
    let rows: Vec<S> = states.into_iter().collect();
    let explored = explore(rows.iter().cloned(), moves);
    let solved = retrograde(&explored.graph);
    let mut table = String::new();
    for state in &rows {
        let letter = match solved.outcome[explored.ids[state]] {
            Outcome::Win => 'W',
            Outcome::Lose => 'L',
            Outcome::Draw => 'D',
        };
        table.push_str(&format!("{state:?}: {letter}\n"));
    }
    table
}

/// The "print a table and look for the pattern" step for Grundy values: one line
/// `state: value` per state of `states`, in order. States are printed with `{:?}`.
///
/// ```
/// let table = games::grundy_table(0u32..6, |&h| {
///     [1, 3, 4].iter().filter(|&&t| t <= h).map(|&t| h - t).collect()
/// });
/// assert_eq!(table, Ok("0: 0\n1: 1\n2: 0\n3: 1\n4: 2\n5: 3\n".to_string()));
/// ```
///
/// # Errors
/// - `Err(state)` when a reachable state lies on a cycle of moves
///
/// # Complexity
/// - O(V + E) calls of `moves`, hashes and clones, V = states reachable from all of `states`
pub fn grundy_table<S, I, F>(states: I, moves: F) -> Result<String, S>
where
    S: Clone + Eq + std::hash::Hash + std::fmt::Debug,
    I: IntoIterator<Item = S>,
    F: FnMut(&S) -> Vec<S>,
{
    let rows: Vec<S> = states.into_iter().collect();
    let explored = explore(rows.iter().cloned(), moves);
    let grundy = match dag_grundy(&explored.graph) {
        Ok(grundy) => grundy,
        Err(v) => return Err(explored.states[v].clone()),
    };
    let mut table = String::new();
    for state in &rows {
        table.push_str(&format!("{state:?}: {}\n", grundy[explored.ids[state]]));
    }
    Ok(table)
}

#[cfg(test)]
mod tests;
