//! arc168b-arbitrary-nim: Arbitrary Nim (AtCoder ARC168 B)
//!
//! Idea: with cap k a pile a is worth a mod (k + 1). Non-zero XOR: -1 (large k is plain Nim); else
//! equal piles cancel, and for the largest odd-multiplicity value g, k = g - 1 wins (none: 0).
//!
//! Complexity: O(N log N) for the sort.
//!
//! Nim where every move removes 1..=k stones from one pile, k chosen in advance; print the
//! largest k for which the first player wins (-1 if unbounded, 0 if none). With cap k a pile of
//! a stones has Grundy value a mod (k + 1). If the XOR of all piles is non-zero, every
//! k >= max A is plain Nim and wins: -1. Otherwise equal piles cancel for every k (equal
//! residues), so keep the values of odd multiplicity; none left means no k wins: 0. Else let g be
//! the largest survivor: for k >= g nothing changes and the XOR stays 0 (lost), while k = g - 1
//! turns g into 0 and leaves the smaller survivors alone, so the XOR becomes g (won): g - 1.

use fastio::{Scanner, Writer};
use std::io::Write;

/// The set of caps k for which the first player wins.
#[derive(Clone, Copy, Debug, PartialEq)]
enum WinningCaps {
    /// Every large enough k wins.
    Unbounded,
    /// No k wins.
    Empty,
    /// The largest k that wins.
    UpTo(u32),
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let piles: usize = sc.read();
    let stones: Vec<u32> = sc.read_vec(piles);
    match winning_caps(stones) {
        WinningCaps::Unbounded => out.put(-1),
        WinningCaps::Empty => out.put(0),
        WinningCaps::UpTo(cap) => out.put(cap),
    };
    out.ln();
}

fn winning_caps(mut stones: Vec<u32>) -> WinningCaps {
    if games::nim_sum(stones.iter().copied()) != 0 {
        return WinningCaps::Unbounded;
    }
    match largest_odd_multiplicity(&mut stones) {
        None => WinningCaps::Empty,
        Some(g) => WinningCaps::UpTo(g - 1),
    }
}

/// The largest value that occurs an odd number of times (equal piles cancel in pairs).
fn largest_odd_multiplicity(stones: &mut [u32]) -> Option<u32> {
    stones.sort_unstable();
    stones
        .chunk_by(|a, b| a == b)
        .filter(|run| run.len() % 2 == 1)
        .map(|run| run[0])
        .next_back()
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

    /// Whether the player to move wins Nim with cap `cap`, straight from the rules: a move
    /// takes 1..=min(cap, a) stones from one pile of a. Positions are sorted piles, decided by
    /// `games::implicit_outcomes` (the shared, tested search).
    fn player_to_move_wins(cap: u32, piles: &[u32]) -> bool {
        let moves = |position: &Vec<u32>| {
            let mut next = Vec::new();
            for pile in 0..position.len() {
                for take in 1..=cap.min(position[pile]) {
                    let mut after = position.clone();
                    after[pile] -= take;
                    after.sort_unstable();
                    next.push(after);
                }
            }
            next
        };
        let mut start = piles.to_vec();
        start.sort_unstable();
        games::implicit_outcomes([start.clone()], moves)[&start].0 == games::Outcome::Win
    }

    /// The expected answer by trying caps: every cap >= max A plays like cap = max A.
    fn expected_answer(piles: &[u32]) -> i64 {
        let largest = *piles.iter().max().unwrap();
        if player_to_move_wins(largest, piles) {
            return -1;
        }
        (1..largest)
            .rev()
            .find(|&cap| player_to_move_wins(cap, piles))
            .map_or(0, i64::from)
    }

    #[test]
    fn matches_brute_force_on_tiny_positions() {
        testkit::cross_check(
            "arc168b-arbitrary-nim",
            500,
            0x168b,
            solve,
            |rng: &mut Rng| {
                let mut piles: Vec<u32> = (0..rng.range_usize(1, 4))
                    .map(|_| rng.range_u64(1, 6) as u32)
                    .collect();
                // Most interesting cases have XOR 0: often append the pile that makes it so.
                let xor = piles.iter().fold(0, |acc, &a| acc ^ a);
                if rng.chance(2, 3) && (1..=6).contains(&xor) {
                    piles.push(xor);
                }
                let words: Vec<String> = piles.iter().map(u32::to_string).collect();
                let input = format!("{}\n{}\n", piles.len(), words.join(" "));
                (input, format!("{}\n", expected_answer(&piles)))
            },
        );
    }
}
