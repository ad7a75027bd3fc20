//! p2734-a-game: A Game (Luogu P2734, USACO 3.3 / IOI 1996)
//!
//! Idea: the total is fixed, so the mover's best on an interval is its sum minus the opponent's
//! best on what is left: best(i..=j) = sum(i..=j) - min(best(i+1..=j), best(i..=j-1)), by length.
//!
//! Complexity: O(N^2) time, O(N) memory.
//!
//! A row of numbers; players alternately take the left or right end and add it to their score.
//! The total is fixed, so the mover of an interval collects everything in it minus what the
//! opponent then collects from the interval left over: best(i..=j) = sum(i..=j) -
//! min(best(i+1..=j), best(i..=j-1)). Filling by interval length needs only the previous length.

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let numbers: Vec<u32> = sc.read_vec(n);
    let total: u32 = numbers.iter().sum();
    let first = first_player_score(&numbers);
    out.put(first).sp().put(total - first).ln();
}

/// The score the first player collects when both play optimally.
fn first_player_score(numbers: &[u32]) -> u32 {
    let n = numbers.len();
    let mut prefix = vec![0u32; n + 1];
    for (i, &x) in numbers.iter().enumerate() {
        prefix[i + 1] = prefix[i] + x;
    }
    // best[i]: what the mover collects from the interval of the current length starting at i.
    let mut best = numbers.to_vec();
    for len in 2..=n {
        for i in 0..=n - len {
            let sum = prefix[i + len] - prefix[i];
            best[i] = sum - best[i].min(best[i + 1]);
        }
    }
    best.first().copied().unwrap_or(0)
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
    /// The most the player to move can collect from `row`, trying both ends at every turn:
    /// taking an end gives that number plus whatever the opponent leaves of the rest.
    fn mover_best(row: &[u32]) -> u32 {
        if row.is_empty() {
            return 0;
        }
        let rest_total = |rest: &[u32]| rest.iter().sum::<u32>();
        let take_left = {
            let rest = &row[1..];
            row[0] + rest_total(rest) - mover_best(rest)
        };
        let take_right = {
            let rest = &row[..row.len() - 1];
            row[row.len() - 1] + rest_total(rest) - mover_best(rest)
        };
        take_left.max(take_right)
    }

    #[test]
    fn matches_exhaustive_search_on_short_rows() {
        testkit::cross_check("p2734-a-game", 400, 0x2734, solve, |rng: &mut Rng| {
            let n = rng.range_usize(2, 12);
            let max_value = *rng.pick(&[3, 10, 200]);
            let row: Vec<u32> = (0..n).map(|_| rng.range_u64(1, max_value) as u32).collect();
            let words: Vec<String> = row.iter().map(u32::to_string).collect();
            let first = mover_best(&row);
            let second = row.iter().sum::<u32>() - first;
            (
                format!("{n}\n{}\n", words.join(" ")),
                format!("{first} {second}\n"),
            )
        });
    }
}
