//! ybt-subtraction-sg: 取石子游戏 with a subtraction set (LibreOJ 10244, 一本通 6.7 练习 1; BZOJ 1874)
//!
//! Idea: Sprague-Grundy: lost iff X = XOR of sg(A_i) is 0 (games::subtraction_grundy); the first
//! winning move is the first pile i, then least b, with sg(A_i - b) = X ^ sg(A_i).
//!
//! Complexity: O(max A * M + N * M).
//!
//! N piles; a move removes exactly b stones from one pile holding at least b, for some b in the
//! set B; whoever cannot move loses. Print whether the first player wins and, if so, the
//! lexicographically first winning move (pile, then count). The piles are independent games,
//! so (Sprague-Grundy) the position is lost iff X = XOR of sg(A_i) is 0, where
//! sg(x) = mex{ sg(x - b) : b in B, b <= x } (the table of `games::subtraction_grundy`). A move
//! on pile i to A_i - b wins iff it leaves XOR 0, i.e. sg(A_i - b) = X ^ sg(A_i); scanning
//! piles, then b ascending, finds the first.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
struct Move {
    /// 0-based pile index.
    pile: usize,
    take: usize,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    /// The first player wins; this is the lexicographically first winning move.
    Win(Move),
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let piles: usize = sc.read();
    // Pile and take sizes index the Grundy table, so they are read as usize.
    let stones: Vec<usize> = sc.read_vec(piles);
    let sizes: usize = sc.read();
    let mut takes: Vec<usize> = sc.read_vec(sizes);
    // The statement promises increasing sizes; sorting costs nothing and makes sure of it.
    takes.sort_unstable();
    takes.dedup();
    match outcome(&stones, &takes) {
        Outcome::Win(first) => {
            out.put("YES").ln();
            out.put(first.pile + 1).sp().put(first.take).ln();
        }
        Outcome::Lose => {
            out.put("NO").ln();
        }
    }
}

/// The outcome for the first player; `takes` is sorted, so the first winning move found
/// scanning piles in order and sizes ascending is the lexicographically first one.
fn outcome(stones: &[usize], takes: &[usize]) -> Outcome {
    let largest = stones.iter().copied().max().unwrap_or(0);
    let sg = games::subtraction_grundy(takes, largest);
    let nim_sum = games::nim_sum(stones.iter().map(|&a| sg[a]));
    if nim_sum == 0 {
        return Outcome::Lose;
    }
    let first = stones.iter().enumerate().find_map(|(pile, &a)| {
        let wanted = nim_sum ^ sg[a];
        // A pile holding fewer than b stones offers no move of b (the seed forgot this).
        let mut legal = takes.iter().copied().take_while(|&b| b <= a);
        let take = legal.find(|&b| sg[a - b] == wanted)?;
        Some(Move { pile, take })
    });
    Outcome::Win(first.expect("a non-zero Nim sum always has a move back to 0"))
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

    /// The rules: a move takes exactly b stones (b in `takes`) from a pile holding at least b.
    fn moves(piles: &[u32], takes: &[u32]) -> Vec<Vec<u32>> {
        let mut next = Vec::new();
        for pile in 0..piles.len() {
            for &b in takes.iter().filter(|&&b| piles[pile] >= b) {
                next.push(after(piles, pile, b));
            }
        }
        next
    }

    fn after(piles: &[u32], pile: usize, take: u32) -> Vec<u32> {
        let mut next = piles.to_vec();
        next[pile] -= take;
        next
    }

    /// The judge's expected output: the first legal move, in order of pile and then size,
    /// that leaves the opponent lost; `NO` when there is none. Every position reachable by
    /// the rules is decided by `games::implicit_outcomes` (the shared, tested search).
    fn expected_output(piles: &[u32], takes: &[u32]) -> String {
        let solved = games::implicit_outcomes([piles.to_vec()], |p: &Vec<u32>| moves(p, takes));
        for pile in 0..piles.len() {
            for take in 1..=4 {
                if takes.contains(&take)
                    && piles[pile] >= take
                    && solved[&after(piles, pile, take)].0 == games::Outcome::Lose
                {
                    return format!("YES\n{} {take}\n", pile + 1);
                }
            }
        }
        "NO\n".to_string()
    }

    #[test]
    fn matches_brute_force_on_tiny_games() {
        testkit::cross_check(
            "ybt-subtraction-sg",
            500,
            0x10244,
            solve,
            |rng: &mut Rng| {
                let piles: Vec<u32> = (0..rng.range_usize(1, 3))
                    .map(|_| rng.range_u64(0, 12) as u32)
                    .collect();
                let mut takes: Vec<u32> = (1..=4).filter(|_| rng.chance(1, 2)).collect();
                if takes.is_empty() {
                    takes.push(rng.range_u64(1, 4) as u32);
                }
                // Usually increasing as promised; sometimes shuffled with a repeat, to check that
                // the answer depends on the set alone.
                let mut listed = takes.clone();
                if rng.chance(1, 4) {
                    listed.push(*rng.pick(&takes));
                    rng.shuffle(&mut listed);
                }
                let column = |values: &[u32]| -> String {
                    values.iter().map(|v| format!("{v}\n")).collect()
                };
                let input = format!(
                    "{}\n{}{}\n{}",
                    piles.len(),
                    column(&piles),
                    listed.len(),
                    column(&listed)
                );
                (input, expected_output(&piles, &takes))
            },
        );
    }
}
