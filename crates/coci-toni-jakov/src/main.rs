//! coci-toni-jakov: Toni and Jakov's array-splitting game (COCI, task not identified)
//!
//! Idea: SG(a[l..r]) = mex over values x of the XOR of the runs deleting x leaves; runs are keyed
//! by (end, value absent from them) in two tables folding in the gaps' SGs; queries offline.
//!
//! Complexity: O(n V^2 + n sqrt n + Q (V + log Q)) time, O(n V + Q) memory, for V = 32 values.
//!
//! A move picks one array of the collection and deletes every copy of one value in it; the
//! runs left between the deleted copies become separate arrays; whoever cannot move loses.
//! Each query plays from the single array a[l..r], Toni first.
//!
//! The collection is a sum of games, so SG(array) = mex over its values x of the XOR of the
//! SGs of the runs that deleting x leaves, and Toni wins iff SG(a[l..r]) != 0. Deleting x from
//! [lo, hi) leaves three kinds of runs: [lo, first x), which ends just before a value absent
//! from it; (last x, hi), which starts just after one; and the gaps between consecutive copies
//! of x, which start and end so. So two flat tables, keyed (left end, value) and (right end,
//! value), hold every SG needed; the gaps' SGs sit per value in a `BlockXor` at the copy
//! opening each gap, and each table entry folds in the XOR of its value's gaps from there to
//! the end, so that an option is one XOR of two entries. Intervals bounded on both sides by
//! absent values are filled first, by decreasing left end: each one's runs are shorter
//! intervals of the same kind starting further right, or its own row. A query then fills the
//! row of its left end and of its right end (each value's interval needs only the ones before
//! it in that row and bounded ones), and takes one more mex. The queries are answered offline
//! in two sweeps, right to left (bounded intervals, rows of left ends) then left to right
//! (rows of right ends, answers), so that every row reads rows and gap entries close to it,
//! still in cache. No recursion.

use blockxor::BlockXor;
use fastio::{Scanner, Writer};
use std::io::Write;

/// Values are 1..=32, stored as 0..32.
const VALUES: usize = 32;
/// A table entry not computed yet (SG values are at most 32).
const UNKNOWN: u8 = u8::MAX;
/// In a `present` row, marks a value absent from the interval: OR-ed into that value's
/// option, it lifts it above every mex candidate.
const ABSENT: u8 = 0x80;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// The player to move (Toni, at the start) wins.
    Win,
    /// The player to move loses.
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let queries: usize = sc.read();
    let values: Vec<u8> = (0..n)
        .map(|_| {
            let value: u8 = sc.read();
            assert!(
                (1..=VALUES as u8).contains(&value),
                "values must be in 1..=32"
            );
            value - 1
        })
        .collect();
    let queries: Vec<(usize, usize)> = (0..queries)
        .map(|_| {
            let l: usize = sc.read();
            let r: usize = sc.read();
            (l - 1, r)
        })
        .collect();
    for outcome in SplitGame::new(values).outcomes(&queries) {
        let winner = match outcome {
            Outcome::Win => "Toni",
            Outcome::Lose => "Jakov",
        };
        out.put(winner).ln();
    }
}

/// The SG values of the subarrays of one array. Intervals are half-open, `[lo, hi)`, 0-based;
/// tables indexed `[x][v]` have one row of 32 entries per position x in `0..=n`.
///
/// The two SG tables fold in the gaps of their value: with `gaps_from(v, p)` the XOR of the
/// SGs of the gaps of `v` opened by copies at or after p, deleting v from `[lo, hi)` gives
/// `before_first[lo][v] ^ after_last[hi][v]`, the gap terms cancelling outside the first and
/// the last copy. A `gaps_from(v, p)` is only read once every gap opened at or after p is
/// stored, so the folded values never change.
struct SplitGame {
    /// `values[i]` = a_(i+1) - 1.
    values: Vec<u8>,
    /// SG of `[x, f)` ^ `gaps_from(v, f)`, with f the first copy of v at or after x; or
    /// UNKNOWN.
    before_first: Vec<[u8; VALUES]>,
    /// SG of `[e, x)` ^ `gaps_from(v, e - 1)`, with e - 1 the last copy of v before x; or
    /// UNKNOWN.
    after_last: Vec<[u8; VALUES]>,
    /// Per value `v`: at each copy of `v`, the SG of the gap up to the next copy (0 elsewhere).
    gaps: Vec<BlockXor<u8>>,
}

impl SplitGame {
    fn new(values: Vec<u8>) -> Self {
        let n = values.len();
        SplitGame {
            before_first: vec![[UNKNOWN; VALUES]; n + 1],
            after_last: vec![[UNKNOWN; VALUES]; n + 1],
            gaps: (0..VALUES).map(|_| BlockXor::new(n)).collect(),
            values,
        }
    }

    /// Who wins on each `[lo, hi)` (non-empty), the player to move first. The queries are
    /// answered offline, in two sweeps that keep every value's nearest copy up to date; a row
    /// reads rows and gap entries at most a few hundred positions away from the sweep (where
    /// all 32 values have occurred), so they stay in cache.
    ///
    /// Right to left, at each x: the bounded intervals starting at x (`before_first` row x up
    /// to the first copy of `values[x - 1]`), then the rest of row x as far as the queries
    /// starting at x reach; both read bounded intervals starting after x, found earlier in
    /// the sweep. Left to right, at each hi: `after_last` row hi as far as the queries ending
    /// at hi reach, which reads bounded intervals only, then their answers, one row of each
    /// table (see `fill_bounded_row`, `fill_row_from`, `fill_row_before`).
    fn outcomes(&mut self, queries: &[(usize, usize)]) -> Vec<Outcome> {
        let n = self.values.len();
        let mut reach_from = vec![0; n];
        for &(lo, hi) in queries {
            reach_from[lo] = reach_from[lo].max(hi);
        }
        let mut ahead = Nearest::new(n);
        for x in (0..n).rev() {
            ahead.saw(self.values[x], x);
            if x > 0 {
                self.fill_bounded_row(x, &ahead);
            }
            self.fill_row_from(x, reach_from[x], &ahead);
        }
        // (hi, lo, query index), by hi and, within one hi, longest reach (smallest lo) first.
        let mut by_hi: Vec<(usize, usize, usize)> = queries
            .iter()
            .enumerate()
            .map(|(i, &(lo, hi))| (hi, lo, i))
            .collect();
        by_hi.sort_unstable();
        let mut outcomes = vec![Outcome::Lose; queries.len()];
        let mut behind = Nearest::new(0);
        let mut next = 0;
        for hi in 1..=n {
            behind.saw(self.values[hi - 1], hi);
            let ending_here = by_hi[next..].iter().take_while(|q| q.0 == hi).count();
            let group = &by_hi[next..next + ending_here];
            next += ending_here;
            if let Some(&(_, lo, _)) = group.first() {
                self.fill_row_before(hi, lo, &behind);
            }
            for &(_, lo, i) in group {
                let sg = self.mex_of_moves(lo, hi, &behind.present(|end| end > lo));
                outcomes[i] = if sg != 0 { Outcome::Win } else { Outcome::Lose };
            }
        }
        outcomes
    }

    /// XOR of the SGs of the gaps of `v` opened by copies at or after `p`.
    fn gaps_from(&self, v: usize, p: usize) -> u8 {
        self.gaps[v].range(p, self.values.len())
    }

    /// Computes every interval `[x, hi)` bounded on both sides by values absent from it
    /// (`values[x - 1]` and `values[hi]`), and stores the gap among them. Such an interval's
    /// runs are earlier entries of row x and bounded intervals starting after x; the gaps
    /// inside it are opened after x, so they are stored already, while the gap opened at
    /// x - 1 is stored here, at the end of the row.
    fn fill_bounded_row(&mut self, x: usize, ahead: &Nearest) {
        let n = self.values.len();
        let left = self.values[x - 1] as usize;
        let mut walked_intervals = [(0usize, 0u8); VALUES];
        let mut walked = 0;
        for &v in &ahead.order {
            let v = v as usize;
            let hi = ahead.at[v] as usize;
            if hi == n {
                break;
            }
            let sg = self.mex_of_moves(x, hi, &ahead.present(|first| first < hi));
            self.before_first[x][v] = sg ^ self.gaps_from(v, hi);
            walked_intervals[walked] = (hi, sg);
            walked += 1;
            if v == left {
                self.gaps[v].xor(x - 1, sg);
                break;
            }
        }
        let left_gaps = self.gaps_from(left, x - 1);
        for &(hi, sg) in &walked_intervals[..walked] {
            self.after_last[hi][left] = sg ^ left_gaps;
        }
    }

    /// Computes `before_first` of row `lo` for the values present in `[lo, hi)`, in order of
    /// first occurrence: each needs the earlier ones of the row and bounded intervals starting
    /// after lo.
    fn fill_row_from(&mut self, lo: usize, hi: usize, ahead: &Nearest) {
        for &v in &ahead.order {
            let v = v as usize;
            let first = ahead.at[v] as usize;
            if first >= hi {
                break;
            }
            if self.before_first[lo][v] == UNKNOWN {
                let present = ahead.present(|other| other < first);
                let sg = self.mex_of_moves(lo, first, &present);
                self.before_first[lo][v] = sg ^ self.gaps_from(v, first);
            }
        }
    }

    /// Computes `after_last` of row `hi` for the values present in `[lo, hi)`, in order of
    /// last occurrence from the right: each needs the earlier ones of the row and bounded
    /// intervals.
    fn fill_row_before(&mut self, hi: usize, lo: usize, behind: &Nearest) {
        for &v in &behind.order {
            let v = v as usize;
            let start = behind.at[v] as usize;
            if start <= lo {
                break;
            }
            if self.after_last[hi][v] == UNKNOWN {
                let present = behind.present(|other| other > start);
                let sg = self.mex_of_moves(start, hi, &present);
                self.after_last[hi][v] = sg ^ self.gaps_from(v, start - 1);
            }
        }
    }

    /// mex over the values present in `[lo, hi)` (`present[v] == 0` for them, ABSENT for the
    /// others) of the XOR of the SGs of the runs left by deleting that value. Every run lacks
    /// the value deleted, so its SG is below 32, and the folded table entries and every option
    /// are below 32 too; an absent value's lifted option is at least ABSENT. All 32 options are
    /// formed at once, branch-free (a few vector instructions once compiled).
    fn mex_of_moves(&self, lo: usize, hi: usize, present: &[u8; VALUES]) -> u8 {
        let (row_lo, row_hi) = (&self.before_first[lo], &self.after_last[hi]);
        debug_assert!(
            (0..VALUES).all(|v| present[v] != 0 || (row_lo[v] | row_hi[v]) < VALUES as u8),
            "[{lo}, {hi}) reads an entry not computed yet"
        );
        let options: [u8; VALUES] = std::array::from_fn(|v| (row_lo[v] ^ row_hi[v]) | present[v]);
        mex(&options)
    }
}

/// The smallest number that is not in `options` (at most 32, as there are 32 options). Each
/// candidate is compared with all 32 options at once (vector instructions again); the mex is
/// usually small.
fn mex(options: &[u8; VALUES]) -> u8 {
    let reached = |g: u8| {
        options
            .iter()
            .fold(false, |seen, &option| seen | (option == g))
    };
    (0..VALUES as u8)
        .find(|&g| !reached(g))
        .unwrap_or(VALUES as u8)
}

/// Seen from a sweep position, every value's nearest copy on one side, and the values ordered
/// by it.
struct Nearest {
    /// Right to left: the first copy of v at or after x, or n. Left to right: one past the last
    /// copy of v before hi, or 0.
    at: [u32; VALUES],
    /// The values, nearest first (absent ones last).
    order: [u8; VALUES],
}

impl Nearest {
    /// No copy seen yet: every value sits at `absent`.
    fn new(absent: usize) -> Self {
        Nearest {
            at: [absent as u32; VALUES],
            order: std::array::from_fn(|v| v as u8),
        }
    }

    /// Records a copy of `v` at `at`, nearer than every copy seen before.
    fn saw(&mut self, v: u8, at: usize) {
        self.at[v as usize] = at as u32;
        let rank = self.order.iter().position(|&w| w == v).unwrap_or(0);
        self.order.copy_within(0..rank, 1);
        self.order[0] = v;
    }

    /// The `present` row (see `mex_of_moves`) of the values whose nearest copy is `inside`
    /// an interval.
    fn present(&self, inside: impl Fn(usize) -> bool) -> [u8; VALUES] {
        std::array::from_fn(|v| {
            if inside(self.at[v] as usize) {
                0
            } else {
                ABSENT
            }
        })
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

    /// The SG value of one array, straight from the rules: for every value x in it, delete all
    /// copies of x, take the XOR of the SGs of the non-empty runs left; the SG is the smallest
    /// number that is not one of these options. Memoised on the array's contents.
    fn sg_by_definition(array: &[u8], memo: &mut HashMap<Vec<u8>, u32>) -> u32 {
        if let Some(&known) = memo.get(array) {
            return known;
        }
        let mut options = Vec::new();
        let mut distinct = array.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        for &x in &distinct {
            let runs = array.split(|&y| y == x).filter(|run| !run.is_empty());
            let option = runs.fold(0, |acc, run| acc ^ sg_by_definition(run, memo));
            options.push(option);
        }
        let mex = (0..).find(|g| !options.contains(g)).unwrap();
        memo.insert(array.to_vec(), mex);
        mex
    }

    /// Input text for `values` with every query `l r`.
    fn input_text(values: &[u8], queries: &[(usize, usize)]) -> String {
        let mut text = format!("{} {}\n", values.len(), queries.len());
        let words: Vec<String> = values.iter().map(u8::to_string).collect();
        text += &words.join(" ");
        text.push('\n');
        for (l, r) in queries {
            text += &format!("{l} {r}\n");
        }
        text
    }

    fn all_queries(n: usize) -> Vec<(usize, usize)> {
        (1..=n).flat_map(|l| (l..=n).map(move |r| (l, r))).collect()
    }

    fn winner(sg: u32) -> &'static str {
        if sg != 0 {
            "Toni\n"
        } else {
            "Jakov\n"
        }
    }

    #[test]
    fn matches_brute_force_on_every_subarray_of_tiny_arrays() {
        let mut memo = HashMap::new();
        testkit::cross_check("coci-toni-jakov", 400, 0x70e1, solve, |rng: &mut Rng| {
            let n = rng.range_usize(1, 10);
            // Up to 4 distinct values, drawn from all of 1..=32 so every value slot is used.
            let palette: Vec<u8> = (0..rng.range_usize(1, 4))
                .map(|_| rng.range_u64(1, 32) as u8)
                .collect();
            let values: Vec<u8> = (0..n).map(|_| *rng.pick(&palette)).collect();
            let queries = all_queries(n);
            let expected = queries
                .iter()
                .map(|&(l, r)| winner(sg_by_definition(&values[l - 1..r], &mut memo)))
                .collect();
            (input_text(&values, &queries), expected)
        });
    }

    /// SG of every interval by the definition, one interval DP over all O(n^2) intervals:
    /// no memo shapes, no gap structure. Slow (O(n^3 V)), for medium arrays with many values.
    fn sg_of_every_interval(values: &[u8]) -> Vec<Vec<u32>> {
        let n = values.len();
        // sg[lo][hi] for the interval [lo, hi); empty intervals are 0.
        let mut sg = vec![vec![0u32; n + 1]; n + 1];
        for len in 1..=n {
            for lo in 0..=n - len {
                let hi = lo + len;
                let mut options = Vec::new();
                for x in 1..=VALUES as u8 {
                    if !values[lo..hi].contains(&x) {
                        continue;
                    }
                    let (mut option, mut run_start) = (0, lo);
                    for i in lo..=hi {
                        if i == hi || values[i] == x {
                            option ^= sg[run_start][i];
                            run_start = i + 1;
                        }
                    }
                    options.push(option);
                }
                sg[lo][hi] = (0..).find(|g| !options.contains(g)).unwrap();
            }
        }
        sg
    }

    #[test]
    fn matches_interval_dp_on_medium_arrays_with_many_values() {
        testkit::cross_check("coci-toni-jakov-dp", 30, 0xd9, solve, |rng: &mut Rng| {
            let n = rng.range_usize(1, 70);
            let distinct = *rng.pick(&[2u64, 5, 12, 32]);
            let values: Vec<u8> = (0..n).map(|_| rng.range_u64(1, distinct) as u8).collect();
            let sg = sg_of_every_interval(&values);
            let queries = all_queries(n);
            let expected = queries.iter().map(|&(l, r)| winner(sg[l - 1][r])).collect();
            (input_text(&values, &queries), expected)
        });
    }

    /// The queries are answered offline, grouped by their ends: repeated queries, many
    /// sharing a left or a right end, in random order, must still come out in input order.
    #[test]
    fn answers_shuffled_queries_sharing_ends_in_input_order() {
        testkit::cross_check(
            "coci-toni-jakov-order",
            30,
            0x0dd,
            solve,
            |rng: &mut Rng| {
                let n = rng.range_usize(1, 90);
                let distinct = *rng.pick(&[3u64, 8, 32]);
                let values: Vec<u8> = (0..n).map(|_| rng.range_u64(1, distinct) as u8).collect();
                let sg = sg_of_every_interval(&values);
                let ends: Vec<usize> = (0..rng.range_usize(1, 6))
                    .map(|_| rng.range_usize(1, n))
                    .collect();
                let queries: Vec<(usize, usize)> = (0..rng.range_usize(1, 300))
                    .map(|_| {
                        let a = *rng.pick(&ends);
                        let b = if rng.chance(1, 2) {
                            *rng.pick(&ends)
                        } else {
                            rng.range_usize(1, n)
                        };
                        (a.min(b), a.max(b))
                    })
                    .collect();
                let expected = queries.iter().map(|&(l, r)| winner(sg[l - 1][r])).collect();
                (input_text(&values, &queries), expected)
            },
        );
    }
}
