//! p1857-prime-stones: Prime Stones (Luogu P1857)
//!
//! Idea: a pile is won iff some prime removal leaves a lost pile; its length is 1 + the shortest
//! lost successor (winner hurries), a lost pile's 1 + the longest (loser stalls); by pile size.
//!
//! Complexity: O(S t + L (L + pi(S))) once (S = largest pile, L lost piles, t tried); O(1) a query.
//!
//! One pile; a move removes a prime number of stones; whoever cannot move (0 or 1 stone) loses.
//! DD, moving first, wants the shortest forced win counting both players' moves; the loser
//! stretches the game. A pile is won when some prime removal leaves a lost pile, and then its
//! length is 1 + the shortest such lost pile's length; a lost pile's length is 1 + the longest
//! of its (all won) successors. Every successor is smaller, so one pass over 0..=max fills all.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
}

/// The result of a pile under optimal play and the number of moves (both players) until the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Play {
    outcome: Outcome,
    moves: u32,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    let piles: Vec<usize> = sc.read_vec(tests);
    let largest = piles.iter().copied().max().unwrap_or(0);
    let table = optimal_play(largest);
    for &pile in &piles {
        let play = table[pile];
        match play.outcome {
            Outcome::Win => out.put(play.moves),
            Outcome::Lose => out.put("-1"),
        };
        out.ln();
    }
}

/// Primes up to `limit` (sieve of Eratosthenes).
fn primes_up_to(limit: usize) -> Vec<usize> {
    let mut composite = vec![false; limit + 1];
    let mut primes = Vec::new();
    for p in 2..=limit {
        if composite[p] {
            continue;
        }
        primes.push(p);
        for multiple in (p * p..=limit).step_by(p) {
            composite[multiple] = true;
        }
    }
    primes
}

/// Optimal play for every pile size `0..=largest`.
///
/// Lost piles are rare (2765 of the 20001 piles up to 20000), so a pile does not scan every
/// prime below it: it looks through the lost piles found so far, grouped by their game
/// length, shortest first, for one at a prime distance. The first found gives the fastest
/// win, usually within a few tries (about one distance in ten is prime). Only a pile with
/// no lost pile at a prime distance, a lost pile, then scans all primes for its slowest
/// loss.
fn optimal_play(largest: usize) -> Vec<Play> {
    let primes = primes_up_to(largest);
    let mut is_prime = vec![false; largest + 1];
    for &p in &primes {
        is_prime[p] = true;
    }
    let mut table: Vec<Play> = Vec::with_capacity(largest + 1);
    // lost_by_length[k]: the lost piles found so far whose game lasts k moves.
    let mut lost_by_length: Vec<Vec<usize>> = Vec::new();
    for pile in 0..=largest {
        let fastest_win = lost_by_length.iter().find_map(|lost| {
            let lost_pile = *lost.iter().find(|&&lost| is_prime[pile - lost])?;
            Some(table[lost_pile].moves)
        });
        let play = match fastest_win {
            Some(moves) => Play {
                outcome: Outcome::Win,
                moves: moves + 1,
            },
            None => {
                // Every move leads to a won pile: the loser picks the longest game.
                let slowest_loss = primes
                    .iter()
                    .take_while(|&&p| p <= pile)
                    .map(|&p| table[pile - p].moves + 1)
                    .max()
                    .unwrap_or(0);
                let length = slowest_loss as usize;
                if lost_by_length.len() <= length {
                    lost_by_length.resize(length + 1, Vec::new());
                }
                lost_by_length[length].push(pile);
                Play {
                    outcome: Outcome::Lose,
                    moves: slowest_loss,
                }
            }
        };
        table.push(play);
    }
    table
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

    fn is_prime(x: usize) -> bool {
        x >= 2
            && (2..x)
                .take_while(|d| d * d <= x)
                .all(|d| !x.is_multiple_of(d))
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// Minimax on the pile from the rules: `(mover wins, moves until the end)`. A winner picks
    /// the quickest winning removal, a loser the removal that lasts longest.
    fn minimax(pile: usize, memo: &mut HashMap<usize, (bool, u32)>) -> (bool, u32) {
        if let Some(&known) = memo.get(&pile) {
            return known;
        }
        let results: Vec<(bool, u32)> = (2..=pile)
            .filter(|&p| is_prime(p))
            .map(|p| minimax(pile - p, memo))
            .collect();
        let quickest_win = results
            .iter()
            .filter(|&&(opponent_wins, _)| !opponent_wins)
            .map(|&(_, moves)| moves + 1)
            .min();
        let answer = match quickest_win {
            Some(moves) => (true, moves),
            None => (
                false,
                results.iter().map(|&(_, m)| m + 1).max().unwrap_or(0),
            ),
        };
        memo.insert(pile, answer);
        answer
    }

    #[test]
    fn small_piles_follow_the_statement() {
        let table = optimal_play(16);
        let won: Vec<bool> = table[..12]
            .iter()
            .map(|p| p.outcome == Outcome::Win)
            .collect();
        let expected = [
            false, false, true, true, true, true, true, true, true, false, false, true,
        ];
        assert_eq!(won, expected);
        assert_eq!((table[8].moves, table[16].moves), (1, 3));
    }

    #[test]
    fn matches_minimax_on_piles_up_to_2000() {
        let mut memo = HashMap::new();
        // Fill the memo bottom-up so the recursion stays shallow.
        for pile in 0..=2000 {
            minimax(pile, &mut memo);
        }
        testkit::cross_check("p1857-prime-stones", 300, 0x1857, solve, |rng: &mut Rng| {
            let tests = rng.range_usize(1, 10);
            let limit = *rng.pick(&[30, 2000]);
            let piles: Vec<usize> = (0..tests).map(|_| rng.range_usize(0, limit)).collect();
            let mut input = format!("{tests}\n");
            let mut expected = String::new();
            for &pile in &piles {
                input += &format!("{pile}\n");
                let (wins, moves) = minimax(pile, &mut memo);
                expected += &if wins { moves.to_string() } else { "-1".into() };
                expected.push('\n');
            }
            (input, expected)
        });
    }
}
