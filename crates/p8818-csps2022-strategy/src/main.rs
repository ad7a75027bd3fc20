//! p8818-csps2022-strategy: Strategy Game (Luogu P8818, CSP-S 2022)
//!
//! Idea: Q answers x >= 0 with min B and x < 0 with max B, so L's best is one of four extremes of A
//! in range (min/max of its non-negative and of its negative values), all from sparse tables.
//!
//! Complexity: O((n + m) log(n + m)) preprocessing, O(1) per round; products up to 1e18 in i64.
//!
//! Each round L picks x in A[l1..=r1], then Q, seeing it, picks y in B[l2..=r2]; the score is
//! A_x * B_y, which L maximises and Q minimises. Q answers x >= 0 with min B and x < 0 with max B,
//! so L's payoff is linear in x on each sign: its best is at an extreme of the non-negative or
//! of the negative values of A in the range. The answer is the best of those (at most) four
//! candidates, with min/max of each kind from sparse tables.

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let m: usize = sc.read();
    let rounds: usize = sc.read();
    let a: Vec<i32> = sc.read_vec(n);
    let b: Vec<i32> = sc.read_vec(m);
    let choices = LeftChoices::new(&a);
    let b_min = SparseTable::new(b.clone(), Ord::min);
    let b_max = SparseTable::new(b, Ord::max);
    for _ in 0..rounds {
        let (l1, r1): (usize, usize) = (sc.read(), sc.read());
        let (l2, r2): (usize, usize) = (sc.read(), sc.read());
        let min_b = b_min.query(l2 - 1, r2 - 1) as i64;
        let max_b = b_max.query(l2 - 1, r2 - 1) as i64;
        out.put(choices.best_payoff(l1 - 1, r1 - 1, min_b, max_b))
            .ln();
    }
}

/// Value marking "no element of this kind here"; input values lie in -1e9..=1e9.
const ABSENT_HIGH: i32 = i32::MAX;
const ABSENT_LOW: i32 = i32::MIN;

/// Range min and max of the non-negative and of the negative values of A.
struct LeftChoices {
    non_negative_min: SparseTable,
    non_negative_max: SparseTable,
    negative_min: SparseTable,
    negative_max: SparseTable,
}

impl LeftChoices {
    fn new(a: &[i32]) -> LeftChoices {
        let only = |keep: fn(i32) -> bool, absent: i32| -> Vec<i32> {
            a.iter()
                .map(|&x| if keep(x) { x } else { absent })
                .collect()
        };
        let is_non_negative = |x: i32| x >= 0;
        let is_negative = |x: i32| x < 0;
        LeftChoices {
            non_negative_min: SparseTable::new(only(is_non_negative, ABSENT_HIGH), Ord::min),
            non_negative_max: SparseTable::new(only(is_non_negative, ABSENT_LOW), Ord::max),
            negative_min: SparseTable::new(only(is_negative, ABSENT_HIGH), Ord::min),
            negative_max: SparseTable::new(only(is_negative, ABSENT_LOW), Ord::max),
        }
    }

    /// L's best payoff from A[l..=r] when Q answers x >= 0 with `min_b` and x < 0 with `max_b`.
    fn best_payoff(&self, l: usize, r: usize, min_b: i64, max_b: i64) -> i64 {
        let mut best = i64::MIN;
        let sides = [
            (&self.non_negative_min, &self.non_negative_max, min_b),
            (&self.negative_min, &self.negative_max, max_b),
        ];
        for (low, high, reply) in sides {
            let smallest = low.query(l, r);
            if smallest != ABSENT_HIGH {
                let largest = high.query(l, r);
                best = best
                    .max(smallest as i64 * reply)
                    .max(largest as i64 * reply);
            }
        }
        best
    }
}

/// Idempotent range queries (min or max) in O(1) after O(n log n) preprocessing.
struct SparseTable {
    /// `levels[k][i]` combines `values[i..i + 2^k]`.
    levels: Vec<Vec<i32>>,
    combine: fn(i32, i32) -> i32,
}

impl SparseTable {
    fn new(values: Vec<i32>, combine: fn(i32, i32) -> i32) -> SparseTable {
        let mut levels = vec![values];
        let mut width = 1;
        while 2 * width <= levels[0].len() {
            let below = levels.last().expect("level 0 exists");
            let level = (0..below.len() - width)
                .map(|i| combine(below[i], below[i + width]))
                .collect();
            levels.push(level);
            width *= 2;
        }
        SparseTable { levels, combine }
    }

    /// Combination of `values[l..=r]`; requires `l <= r < len`.
    fn query(&self, l: usize, r: usize) -> i32 {
        let k = (r - l + 1).ilog2() as usize;
        let level = &self.levels[k];
        (self.combine)(level[l], level[r + 1 - (1 << k)])
    }
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::Rng;

    #[test]
    fn sample_and_edge_cases() {
        testkit::check_case_files(env!("CARGO_PKG_NAME"), solve);
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// The round straight from the rules: for every x L may pick, Q picks the y that gives the
    /// least score; L picks the x whose least score is largest.
    fn round_score(a: &[i64], b: &[i64]) -> i64 {
        a.iter()
            .map(|&x| b.iter().map(|&y| x * y).min().unwrap())
            .max()
            .unwrap()
    }

    fn words(values: &[i64]) -> String {
        let words: Vec<String> = values.iter().map(i64::to_string).collect();
        words.join(" ")
    }

    #[test]
    fn matches_both_players_trying_every_index() {
        testkit::cross_check(
            "p8818-csps2022-strategy",
            400,
            0x8818,
            solve,
            |rng: &mut Rng| {
                let n = rng.range_usize(1, 50);
                let m = rng.range_usize(1, 50);
                let rounds = rng.range_usize(1, 50);
                let bound = *rng.pick(&[1, 5, 1_000_000_000]);
                let mut array = |len: usize| -> Vec<i64> {
                    (0..len).map(|_| rng.range_i64(-bound, bound)).collect()
                };
                let (a, b) = (array(n), array(m));
                let mut input = format!("{n} {m} {rounds}\n{}\n{}\n", words(&a), words(&b));
                let mut expected = String::new();
                for _ in 0..rounds {
                    let (mut l1, mut r1) = (rng.range_usize(1, n), rng.range_usize(1, n));
                    let (mut l2, mut r2) = (rng.range_usize(1, m), rng.range_usize(1, m));
                    if l1 > r1 {
                        (l1, r1) = (r1, l1);
                    }
                    if l2 > r2 {
                        (l2, r2) = (r2, l2);
                    }
                    input += &format!("{l1} {r1} {l2} {r2}\n");
                    let score = round_score(&a[l1 - 1..r1], &b[l2 - 1..r2]);
                    expected += &format!("{score}\n");
                }
                (input, expected)
            },
        );
    }

    #[test]
    fn sparse_table_agrees_with_a_scan_on_every_range() {
        let mut rng = Rng::new(0x5eed);
        for len in 1..=40 {
            let values: Vec<i32> = (0..len).map(|_| rng.range_i64(-9, 9) as i32).collect();
            let (low, high) = (
                SparseTable::new(values.clone(), Ord::min),
                SparseTable::new(values.clone(), Ord::max),
            );
            for l in 0..len {
                for r in l..len {
                    let range = &values[l..=r];
                    assert_eq!(low.query(l, r), *range.iter().min().unwrap());
                    assert_eq!(high.query(l, r), *range.iter().max().unwrap());
                }
            }
        }
    }
}
