//! edpc-k-stones: Stones (AtCoder EDPC K)
//!
//! Idea: a pile is won iff some allowed removal leaves a lost pile; every move makes the pile
//! smaller, so the outcomes of 0, 1, ..., K fill in increasing order.
//!
//! Complexity: O(N K) time, O(K) memory.
//!
//! One pile of K stones; a move removes exactly some a_j of the allowed amounts; whoever cannot
//! move loses. A pile is won exactly when some allowed removal leaves a lost pile for the
//! opponent (0 stones, or any pile smaller than a_1, is lost), so the outcomes of 0, 1, ..., K
//! follow one another in increasing order.

use fastio::{Scanner, Writer};
use games::Outcome;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let k: usize = sc.read();
    let moves: Vec<usize> = sc.read_vec(n);
    let word = match outcomes(&moves, k)[k] {
        Outcome::Win => "First",
        Outcome::Lose => "Second",
        Outcome::Draw => unreachable!("every move shrinks the pile: no draws"),
    };
    out.put(word).ln();
}

/// Outcome for the player to move of every pile size `0..=max_pile`; `moves` is increasing.
fn outcomes(moves: &[usize], max_pile: usize) -> Vec<Outcome> {
    let mut outcome = vec![Outcome::Lose; max_pile + 1];
    for pile in 1..=max_pile {
        let wins = moves
            .iter()
            .take_while(|&&take| take <= pile)
            .any(|&take| outcome[pile - take] == Outcome::Lose);
        if wins {
            outcome[pile] = Outcome::Win;
        }
    }
    outcome
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

    /// Brute force, straight from the rules (the reference the cross-check trusts): a move
    /// removes one of the `allowed` amounts that fits; `games::implicit_outcomes` explores
    /// every pile reachable from `pile` and decides it (shared search, tested once).
    fn mover_wins(pile: usize, allowed: &[usize]) -> bool {
        let moves = |&stones: &usize| -> Vec<usize> {
            allowed
                .iter()
                .filter(|&&take| take <= stones)
                .map(|&take| stones - take)
                .collect()
        };
        games::implicit_outcomes([pile], moves)[&pile].0 == Outcome::Win
    }

    #[test]
    fn matches_exhaustive_search_on_small_piles() {
        testkit::cross_check("edpc-k-stones", 500, 0xd0_0c, solve, |rng: &mut Rng| {
            let k = rng.range_usize(1, 30);
            let n = rng.range_usize(1, 4.min(k));
            let mut allowed: Vec<usize> = (1..=k).collect();
            rng.shuffle(&mut allowed);
            allowed.truncate(n);
            allowed.sort_unstable();
            let words: Vec<String> = allowed.iter().map(usize::to_string).collect();
            let first_wins = mover_wins(k, &allowed);
            (
                format!("{n} {k}\n{}\n", words.join(" ")),
                format!("{}\n", if first_wins { "First" } else { "Second" }),
            )
        });
    }
}
