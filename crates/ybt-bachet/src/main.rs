//! ybt-bachet: 取石子游戏 1, Bachet's game (ybt 1663, 一本通 6.7 例 1; LibreOJ 10241)
//!
//! Idea: the mover loses iff N is a multiple of K + 1: each removal of t is answered by K + 1 - t;
//! from any other N, removing N mod (K + 1) reaches a multiple.
//!
//! Complexity: O(1).
//!
//! One pile of N stones; a move removes 1..=K of them; whoever cannot move loses. The player to
//! move loses exactly when N is a multiple of K + 1: from such an N every removal t leaves a
//! non-multiple, and the opponent answers with K + 1 - t to get back to a multiple (ending at 0);
//! from any other N, removing N mod (K + 1) reaches a multiple.

use fastio::{Scanner, Writer};
use games::Outcome;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let stones: u64 = sc.read();
    let max_take: u64 = sc.read();
    // The player to move loses exactly on multiples of `max_take + 1`.
    let winner = match games::bachet_outcome(stones, max_take) {
        Outcome::Win => 1,
        Outcome::Lose => 2,
        Outcome::Draw => unreachable!("Bachet's game always ends"),
    };
    out.put(winner).ln();
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

    /// `wins[x]`: whether the player to move wins with x stones left, straight from the rules:
    /// some removal of 1..=min(K, x) stones leaves the opponent a lost pile; 0 stones is lost.
    fn winning_piles(max_stones: usize, max_take: usize) -> Vec<bool> {
        let mut wins = vec![false; max_stones + 1];
        for x in 1..=max_stones {
            wins[x] = (1..=max_take.min(x)).any(|take| !wins[x - take]);
        }
        wins
    }

    fn case_text(stones: usize, max_take: usize) -> (String, String) {
        let wins = winning_piles(stones, max_take)[stones];
        let expected = if wins { "1\n" } else { "2\n" };
        (format!("{stones} {max_take}\n"), expected.to_string())
    }

    #[test]
    fn matches_brute_force_on_random_small_piles() {
        testkit::cross_check("ybt-bachet", 400, 0x1663, solve, |rng: &mut Rng| {
            let stones = rng.range_usize(1, 200);
            let max_take = rng.range_usize(1, stones);
            case_text(stones, max_take)
        });
    }

    #[test]
    fn matches_brute_force_on_every_pile_up_to_60() {
        let mut checked = 0;
        for stones in 1..=60 {
            for max_take in 1..=stones {
                let (input, expected) = case_text(stones, max_take);
                let actual = testkit::run_solve(solve, input.as_bytes());
                assert_eq!(String::from_utf8(actual).unwrap(), expected, "{input}");
                checked += 1;
            }
        }
        assert_eq!(checked, 60 * 61 / 2);
    }
}
