//! abc303g-bags-game: Bags Game (AtCoder ABC303 G)
//!
//! Idea: every position is an interval, valued by the mover's lead (one number); a paid move's best
//! answer is a minimum of sum + value over a fixed-width window sliding with i: block minima.
//!
//! Complexity: O(N^2) time, N^2/2 i64 values of memory (36 MB at N = 3000).
//!
//! Bags in a row; a turn takes the leftmost or rightmost bag for free, or pays A (or C) to take
//! min(B, n) (or min(D, n)) bags one end at a time; maximise own money minus the opponent's.
//! Every move takes a prefix and a suffix, so positions are intervals, and the value of an
//! interval for the player to move (own total minus the other's) is one number. A paid move
//! from [i, i+len) leaves an inner interval of length len' = len - B at a start k in
//! i..=i+B and earns sum(outer) - A - (sum(inner) + value(inner)). For a fixed len the window
//! of k has fixed width and slides with i, so block prefix and suffix minima give every minimum in O(N).

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let first = PaidMove {
        cost: sc.read(),
        bags: sc.read(),
    };
    let second = PaidMove {
        cost: sc.read(),
        bags: sc.read(),
    };
    let bags: Vec<i64> = sc.read_vec(n);
    out.put(best_difference(&bags, &[first, second])).ln();
}

/// Pay `cost`, then take `min(bags, n)` bags from the ends.
#[derive(Clone, Copy, Debug)]
struct PaidMove {
    cost: i64,
    bags: usize,
}

/// The first player's (money taken - money paid) minus the second player's, under optimal play.
fn best_difference(bags: &[i64], paid_moves: &[PaidMove]) -> i64 {
    let n = bags.len();
    let mut prefix = vec![0i64; n + 1];
    for (i, &x) in bags.iter().enumerate() {
        prefix[i + 1] = prefix[i] + x;
    }
    // value of the bags start..start+len for the mover: one flat triangle, row `len` (its
    // n + 1 - len starts) at row_start(len). One allocation instead of a vector per row.
    let row_start = |len: usize| len * (n + 1) - len * len.saturating_sub(1) / 2;
    let mut value = vec![0i64; row_start(n + 1)];
    // Buffers reused by every length: inner values, window minima and their scratch.
    let (mut left_for_opponent, mut minima, mut scratch) = (Vec::new(), Vec::new(), Vec::new());
    for len in 1..=n {
        let count = n + 1 - len;
        let (done, rest) = value.split_at_mut(row_start(len));
        let row = &mut rest[..count];
        let shorter = &done[row_start(len - 1)..];
        // Take the left or the right bag for free. Sliced to equal lengths and zipped, so the
        // loops below have no bounds checks and vectorize.
        let outer_sums = prefix[len..]
            .iter()
            .zip(&prefix[..count])
            .map(|(r, l)| r - l);
        for ((best, (l, r)), (after_left, after_right)) in row
            .iter_mut()
            .zip(bags.iter().zip(&bags[len - 1..]))
            .zip(shorter[1..].iter().zip(shorter))
        {
            *best = (l - after_left).max(r - after_right);
        }
        for paid in paid_moves {
            let inner = len.saturating_sub(paid.bags);
            if inner == 0 {
                for (best, sum) in row.iter_mut().zip(outer_sums.clone()) {
                    *best = (*best).max(sum - paid.cost);
                }
                continue;
            }
            // What the opponent ends up ahead by, from the inner interval starting at k.
            let inner_values = &done[row_start(inner)..row_start(inner) + n + 1 - inner];
            left_for_opponent.clear();
            left_for_opponent.extend(
                prefix[inner..]
                    .iter()
                    .zip(&prefix)
                    .zip(inner_values)
                    .map(|((r, l), v)| r - l + v),
            );
            window_minima(
                &left_for_opponent,
                len - inner + 1,
                &mut minima,
                &mut scratch,
            );
            for ((best, sum), least) in row.iter_mut().zip(outer_sums.clone()).zip(&minima) {
                *best = (*best).max(sum - paid.cost - least);
            }
        }
    }
    value[row_start(n)]
}

/// `minima[s] = min(values[s..s + width])` for every window start (van Herk / Gil-Werman):
/// cut `values` into blocks of `width`; a window is a suffix of one block and a prefix of the
/// next, so it is the smaller of a suffix minimum and a prefix minimum. Three branch-free
/// passes; `scratch` holds the prefix minima.
fn window_minima(values: &[i64], width: usize, minima: &mut Vec<i64>, scratch: &mut Vec<i64>) {
    scratch.clear();
    minima.clear();
    for block in values.chunks(width) {
        let mut least = i64::MAX;
        scratch.extend(block.iter().map(|&v| {
            least = least.min(v);
            least
        }));
    }
    // Suffix minima, written over `minima` and then combined in place.
    minima.resize(values.len(), 0);
    for (block, out) in values.chunks(width).zip(minima.chunks_mut(width)) {
        let mut least = i64::MAX;
        for (v, m) in block.iter().zip(out.iter_mut()).rev() {
            least = least.min(*v);
            *m = least;
        }
    }
    minima.truncate(values.len() + 1 - width);
    for (m, &p) in minima.iter_mut().zip(&scratch[width - 1..]) {
        *m = (*m).min(p);
    }
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use testkit::Rng;

    #[test]
    fn sample_and_edge_cases() {
        testkit::check_case_files(env!("CARGO_PKG_NAME"), solve);
    }

    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    enum Player {
        Takahashi,
        Aoki,
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// Every way to take `count` bags one at a time from either end of `bags[left..right]`:
    /// (money collected, remaining left, remaining right).
    fn take_sequences(
        bags: &[i64],
        left: usize,
        right: usize,
        count: usize,
    ) -> Vec<(i64, usize, usize)> {
        if count == 0 || left == right {
            return vec![(0, left, right)];
        }
        let mut outcomes = Vec::new();
        for (gain, l, r) in take_sequences(bags, left + 1, right, count - 1) {
            outcomes.push((gain + bags[left], l, r));
        }
        for (gain, l, r) in take_sequences(bags, left, right - 1, count - 1) {
            outcomes.push((gain + bags[right - 1], l, r));
        }
        outcomes
    }

    /// X - Y from here on, straight from the rules: Takahashi maximises it, Aoki minimises it.
    /// A move is a free take of one end bag, or paying A (C) for min(B, n) (min(D, n)) takes.
    fn final_difference(
        bags: &[i64],
        rules: &[(i64, usize); 3],
        left: usize,
        right: usize,
        mover: Player,
        memo: &mut HashMap<(usize, usize, Player), i64>,
    ) -> i64 {
        if left == right {
            return 0;
        }
        if let Some(&known) = memo.get(&(left, right, mover)) {
            return known;
        }
        let (sign, next) = match mover {
            Player::Takahashi => (1, Player::Aoki),
            Player::Aoki => (-1, Player::Takahashi),
        };
        let mut results = Vec::new();
        for &(cost, count) in rules {
            for (gain, l, r) in take_sequences(bags, left, right, count) {
                let rest = final_difference(bags, rules, l, r, next, memo);
                results.push(sign * (gain - cost) + rest);
            }
        }
        let best = match mover {
            Player::Takahashi => results.into_iter().max(),
            Player::Aoki => results.into_iter().min(),
        };
        let best = best.expect("a non-empty row always has a move");
        memo.insert((left, right, mover), best);
        best
    }

    fn random_game(
        rng: &mut Rng,
        max_n: usize,
        max_value: i64,
    ) -> (String, Vec<i64>, [(i64, usize); 3]) {
        let n = rng.range_usize(1, max_n);
        let (a, b) = (rng.range_i64(1, max_value), rng.range_usize(1, n));
        let (c, d) = (rng.range_i64(1, max_value), rng.range_usize(1, n));
        let bags: Vec<i64> = (0..n).map(|_| rng.range_i64(1, max_value)).collect();
        let words: Vec<String> = bags.iter().map(i64::to_string).collect();
        let input = format!("{n} {a} {b} {c} {d}\n{}\n", words.join(" "));
        (input, bags, [(0, 1), (a, b), (c, d)])
    }

    #[test]
    fn matches_literal_game_search_on_tiny_rows() {
        testkit::cross_check("abc303g-bags-game", 600, 0x303, solve, |rng: &mut Rng| {
            let (input, bags, rules) = random_game(rng, 6, 20);
            let mut memo = HashMap::new();
            let answer =
                final_difference(&bags, &rules, 0, bags.len(), Player::Takahashi, &mut memo);
            (input, format!("{answer}\n"))
        });
    }

    /// The interval recurrence with every inner start tried one by one: O(N^3), no window minima.
    fn interval_dp_cubic(bags: &[i64], rules: &[(i64, usize); 3]) -> i64 {
        let n = bags.len();
        let sum = |l: usize, r: usize| bags[l..r].iter().sum::<i64>();
        let mut best = vec![vec![0i64; n + 1]; n + 1];
        for len in 1..=n {
            for l in 0..=n - len {
                let r = l + len;
                let mut value = i64::MIN;
                for &(cost, count) in rules {
                    let taken = count.min(len);
                    for from_left in 0..=taken {
                        let (il, ir) = (l + from_left, r - (taken - from_left));
                        value = value.max(sum(l, r) - sum(il, ir) - cost - best[il][ir]);
                    }
                }
                best[l][r] = value;
            }
        }
        best[0][n]
    }

    #[test]
    fn matches_cubic_interval_dp_on_rows_up_to_40() {
        testkit::cross_check(
            "abc303g-bags-game/cubic",
            300,
            0x3030,
            solve,
            |rng: &mut Rng| {
                let (input, bags, rules) = random_game(rng, 40, 1_000_000_000);
                (input, format!("{}\n", interval_dp_cubic(&bags, &rules)))
            },
        );
    }

    #[test]
    fn window_minima_match_naive_minima() {
        testkit::for_each_case("window_minima", 300, 7, |rng: &mut Rng| {
            let values: Vec<i64> = (0..rng.range_usize(1, 30))
                .map(|_| rng.range_i64(-5, 5))
                .collect();
            let width = rng.range_usize(1, values.len());
            let naive: Vec<i64> = values
                .windows(width)
                .map(|w| *w.iter().min().unwrap())
                .collect();
            let (mut minima, mut scratch) = (Vec::new(), Vec::new());
            window_minima(&values, width, &mut minima, &mut scratch);
            assert_eq!(minima, naive, "{values:?} width {width}");
        });
    }
}
