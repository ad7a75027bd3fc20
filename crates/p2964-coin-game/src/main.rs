//! p2964-coin-game: A Coin Game (Luogu P2964, USACO 2009 November Silver)
//!
//! Idea: best(c, L) = max over k <= L of (sum of the last c) - best(c - k, min(2k, c - k)) is a
//! running maximum: best(c, L - 1) or the k = L term, O(1) each, kept in a u32 triangle (L <= c).
//!
//! Complexity: O(n^2) time and memory.
//!
//! Coins in a row; players alternately take k coins from the left end, 1 <= k <= twice what the
//! opponent just took (2 on the first move); each maximises their own total. With c coins left
//! and a limit L, the mover gets everything left minus what the opponent then gets:
//! best(c, L) = max over k <= L of [sum of the last c coins - best(c - k, min(2k, c - k))].
//! best(c, L) is best(c, L - 1) or the term for k = L, so each entry costs O(1). Only L <= c
//! matters: a triangle of (n + 1)(n + 2) / 2 u32 entries, 8 MB at n = 2000 (limit 20 MiB).

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let coins: Vec<u32> = sc.read_vec(n);
    out.put(first_player_total(&coins)).ln();
}

/// The first player's total under optimal play (first move: at most 2 coins).
fn first_player_total(coins: &[u32]) -> u32 {
    let n = coins.len();
    // left_sum[c]: the value of the last c coins.
    let mut left_sum = vec![0u32; n + 1];
    for c in 1..=n {
        left_sum[c] = left_sum[c - 1] + coins[n - c];
    }
    let best = BestTotals::new(&left_sum);
    best.get(n, n.min(2))
}

/// `best(c, L)` for `0 <= L <= c <= n`: the most the mover collects when the last `c` coins
/// remain and at most `L` may be taken (`best(c, 0) = 0`, only used for `c = 0`).
struct BestTotals {
    triangle: Vec<u32>,
}

impl BestTotals {
    fn new(left_sum: &[u32]) -> BestTotals {
        let n = left_sum.len() - 1;
        let mut best = BestTotals {
            triangle: vec![0; (n + 1) * (n + 2) / 2],
        };
        for (coins_left, &value_left) in left_sum.iter().enumerate().skip(1) {
            let mut running = 0;
            for limit in 1..=coins_left {
                let rest = coins_left - limit;
                let opponent = best.get(rest, rest.min(2 * limit));
                running = running.max(value_left - opponent);
                best.triangle[row_start(coins_left) + limit] = running;
            }
        }
        best
    }

    fn get(&self, coins_left: usize, limit: usize) -> u32 {
        self.triangle[row_start(coins_left) + limit]
    }
}

/// Where the entries for `coins_left` begin: rows 0, 1, ... hold 1, 2, ... entries.
fn row_start(coins_left: usize) -> usize {
    coins_left * (coins_left + 1) / 2
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
    /// The most the mover collects from `row` when allowed to take up to `limit` coins from its
    /// left end: try every allowed k; the opponent then plays on the rest with limit 2k.
    fn mover_best(row: &[u32], limit: usize) -> u32 {
        let total: u32 = row.iter().sum();
        (1..=limit.min(row.len()))
            .map(|k| total - mover_best(&row[k..], 2 * k))
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn matches_exhaustive_search_on_short_rows() {
        testkit::cross_check("p2964-coin-game", 400, 0x2964, solve, |rng: &mut Rng| {
            let n = rng.range_usize(1, 12);
            let max_value = *rng.pick(&[3, 100_000]);
            let coins: Vec<u32> = (0..n).map(|_| rng.range_u64(1, max_value) as u32).collect();
            let lines: Vec<String> = coins.iter().map(u32::to_string).collect();
            (
                format!("{n}\n{}\n", lines.join("\n")),
                format!("{}\n", mover_best(&coins, 2)),
            )
        });
    }
}
