//! abc206f-interval-game-2: Interval Game 2 (AtCoder ABC206 F)
//!
//! Idea: choosing [L, R) splits [l, r) into independent parts [l, L) and [R, r), so g(l, r) is the
//! mex of g(l, L) ^ g(R, r) over the intervals inside, by length; Alice wins iff g(1, max R) != 0.
//!
//! Complexity: O(C^2 * N) per test, C = max R <= 100.
//!
//! Players alternately choose one of N half-open intervals [L, R) that meets none chosen
//! before; whoever cannot choose loses. Choosing [L, R) inside a stretch [l, r) splits it: every
//! interval still choosable lies wholly in [l, L) or wholly in [R, r), and the two parts never
//! interact again, so their Grundy values XOR (Sprague-Grundy). Hence
//! g(l, r) = mex{ g(l, L) ^ g(R, r) : l <= L, R <= r } over the given intervals, filled by
//! increasing length, and Alice (first) wins iff g(1, max R) != 0. Each g is at most N <= 100,
//! so every XOR is below 128 and fits one u128 bit set for the mex.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    for _ in 0..tests {
        let count: usize = sc.read();
        let intervals: Vec<(usize, usize)> = (0..count).map(|_| (sc.read(), sc.read())).collect();
        let winner = match first_player_outcome(&intervals) {
            Outcome::Win => "Alice",
            Outcome::Lose => "Bob",
        };
        out.put(winner).ln();
    }
}

fn first_player_outcome(intervals: &[(usize, usize)]) -> Outcome {
    let end = intervals.iter().map(|&(_, r)| r).max().unwrap_or(1);
    let grundy = stretch_grundy(intervals, end);
    if grundy[1][end] != 0 {
        Outcome::Win
    } else {
        Outcome::Lose
    }
}

/// g[l][r] for 1 <= l <= r <= end: the Grundy value of the game on the intervals inside [l, r).
fn stretch_grundy(intervals: &[(usize, usize)], end: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; end + 1]; end + 1];
    for length in 1..end {
        for l in 1..=end - length {
            let r = l + length;
            // Bit v set: some choice leaves the value v (always < 128, see the module doc).
            let mut reachable: u128 = 0;
            for &(lo, hi) in intervals {
                if l <= lo && hi <= r {
                    reachable |= 1 << (g[l][lo] ^ g[hi][r]);
                }
            }
            g[l][r] = (!reachable).trailing_zeros();
        }
    }
    g
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

    /// Whether two half-open intervals share a point.
    fn intersect(a: (usize, usize), b: (usize, usize)) -> bool {
        a.0 < b.1 && b.0 < a.1
    }

    /// Whether the player to move wins, straight from the rules: choose an interval that meets
    /// none of the chosen ones (bit set `chosen`). `games::implicit_outcomes` decides every
    /// position the rules reach (the shared, tested search).
    fn player_to_move_wins(intervals: &[(usize, usize)], chosen: u32) -> bool {
        let moves = |&chosen: &u32| -> Vec<u32> {
            let free = |i: usize| {
                (0..intervals.len())
                    .all(|j| chosen >> j & 1 == 0 || !intersect(intervals[i], intervals[j]))
            };
            (0..intervals.len())
                .filter(|&i| free(i))
                .map(|i| chosen | 1 << i)
                .collect()
        };
        games::implicit_outcomes([chosen], moves)[&chosen].0 == games::Outcome::Win
    }

    #[test]
    fn matches_brute_force_on_tiny_interval_sets() {
        testkit::cross_check(
            "abc206f-interval-game-2",
            400,
            0x206f,
            solve,
            |rng: &mut Rng| {
                let tests = rng.range_usize(1, 3);
                let mut input = format!("{tests}\n");
                let mut expected = String::new();
                for _ in 0..tests {
                    let intervals: Vec<(usize, usize)> = (0..rng.range_usize(1, 10))
                        .map(|_| {
                            let lo = rng.range_usize(1, 11);
                            (lo, rng.range_usize(lo + 1, (lo + 4).min(12)))
                        })
                        .collect();
                    input += &format!("{}\n", intervals.len());
                    for (lo, hi) in &intervals {
                        input += &format!("{lo} {hi}\n");
                    }
                    let wins = player_to_move_wins(&intervals, 0);
                    expected += if wins { "Alice\n" } else { "Bob\n" };
                }
                (input, expected)
            },
        );
    }
}
