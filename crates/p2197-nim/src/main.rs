//! p2197-nim: Nim (Luogu P2197)
//!
//! Idea: Bouton: the mover loses iff the XOR of the piles is 0: every move from XOR 0 breaks it,
//! and from XOR x != 0 the pile a holding x's top bit drops to a ^ x < a, bringing it back to 0.
//!
//! Complexity: O(n) per test.
//!
//! n piles; a move removes any positive number of stones from one pile; whoever cannot move
//! loses. The player to move loses exactly when the XOR of the pile sizes is 0 (Bouton): every
//! move from XOR 0 changes one pile and so makes the XOR non-zero, while from a non-zero XOR `x`
//! the pile `a` holding the top bit of `x` can be lowered to `a ^ x < a`, bringing the XOR back to
//! 0; the empty position has XOR 0 and is lost.

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    for _ in 0..tests {
        let piles: usize = sc.read();
        let nim_sum = games::nim_sum((0..piles).map(|_| sc.read::<u32>()));
        out.put(if nim_sum != 0 { "Yes" } else { "No" }).ln();
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

    /// Whether the player to move wins, straight from the rules: some move (take 1..=a stones
    /// from one pile) leads to a position the opponent loses. Positions are sorted, memoised.
    fn first_player_wins(piles: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut wins = false;
        for pile in 0..key.len() {
            for take in 1..=key[pile] {
                let mut next = key.clone();
                next[pile] -= take;
                if !first_player_wins(&next, memo) {
                    wins = true;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn matches_brute_force_on_tiny_positions() {
        let mut memo = HashMap::new();
        testkit::cross_check("p2197-nim", 500, 0x2197, solve, |rng: &mut Rng| {
            let tests = rng.range_usize(1, 4);
            let mut input = format!("{tests}\n");
            let mut expected = String::new();
            for _ in 0..tests {
                let piles: Vec<u32> = (0..rng.range_usize(0, 4))
                    .map(|_| rng.range_u64(0, 5) as u32)
                    .collect();
                let words: Vec<String> = piles.iter().map(u32::to_string).collect();
                input += &format!("{}\n{}\n", piles.len(), words.join(" "));
                expected += if first_player_wins(&piles, &mut memo) {
                    "Yes\n"
                } else {
                    "No\n"
                };
            }
            (input, expected)
        });
    }
}
