//! three-piles: Take Stones from Three Piles (school training camp, no public original)
//!
//! Idea: two losers never share one of the 7 move lines, so a position loses iff no loser lies
//! below it on them: scan sorted triples, one flag per line, one losing z per sorted pair (x, y).
//!
//! Complexity: O(M^3) line look-ups once (M = 300, ~4.6e6 triples), O(M^2) memory; O(1) per query.
//!
//! Three piles; a move takes the same d >= 1 stones from each pile of a chosen non-empty subset
//! of them; whoever cannot move loses. A move never adds stones, so it walks down one of 7
//! "lines" through the position (fix the subset, vary d), and two losing positions never share
//! a line: one would reach the other. So a position is lost exactly when no losing position
//! lies below it on any of its 7 lines. Scanning sorted triples in lexicographic order (every
//! move leads to a smaller sorted triple), one flag per line says whether a loser lies on it;
//! each new loser flags the lines through its permutations. For sorted (x, y) at most one z
//! loses, so the answer table is one `u16` per (x, y).

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    let positions: Vec<[usize; 3]> = (0..tests)
        .map(|_| [sc.read(), sc.read(), sc.read()])
        .collect();
    let largest = positions.iter().flatten().copied().max().unwrap_or(0);
    let table = LosingPositions::up_to(largest);
    for &piles in &positions {
        let word = match table.outcome(piles) {
            Outcome::Win => "Yes",
            Outcome::Lose => "No",
        };
        out.put(word).ln();
    }
}

/// Every losing position with piles up to `largest`, as the one losing third pile (if any)
/// for each sorted pair of smaller piles.
struct LosingPositions {
    largest: usize,
    /// `third[x * (largest + 1) + y]` for `x <= y`: the `z >= y` with (x, y, z) lost, or `NONE`.
    third: Vec<u16>,
}

const NONE: u16 = u16::MAX;

impl LosingPositions {
    fn up_to(largest: usize) -> LosingPositions {
        let side = largest + 1;
        let lines = Lines { largest };
        let mut loser_on_line = vec![false; 8 * lines.per_subset()];
        let mut third = vec![NONE; side * side];
        for x in 0..side {
            for y in x..side {
                for z in y..side {
                    let piles = [x, y, z];
                    let reaches_loser = (1..8).any(|subset| loser_on_line[lines.id(piles, subset)]);
                    if reaches_loser {
                        continue;
                    }
                    third[x * side + y] = z as u16;
                    for order in PERMUTATIONS {
                        let permuted = order.map(|i| piles[i]);
                        for subset in 1..8 {
                            loser_on_line[lines.id(permuted, subset)] = true;
                        }
                    }
                    // Every larger z reaches this loser by taking from the third pile alone.
                    break;
                }
            }
        }
        LosingPositions { largest, third }
    }

    /// The outcome for the player to move; every pile must be at most `largest`.
    fn outcome(&self, piles: [usize; 3]) -> Outcome {
        let mut sorted = piles;
        sorted.sort_unstable();
        let [x, y, z] = sorted;
        if self.third[x * (self.largest + 1) + y] == z as u16 {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }
}

const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Numbers the lines a move can walk along: the positions that differ by taking the same amount
/// from each pile of `subset` (bit i = pile i). Along such a line two numbers stay fixed: the
/// piles outside the subset and the differences between piles inside it.
struct Lines {
    largest: usize,
}

impl Lines {
    fn per_subset(&self) -> usize {
        let span = 2 * self.largest + 1;
        span * span
    }

    fn id(&self, piles: [usize; 3], subset: usize) -> usize {
        let span = 2 * self.largest + 1;
        let inside = |i: usize| subset >> i & 1 == 1;
        let first = (0..3).find(|&i| inside(i)).expect("subset is not empty");
        let mut id = subset;
        for (i, &pile) in piles.iter().enumerate() {
            if i != first {
                let fixed = if inside(i) {
                    pile + self.largest - piles[first]
                } else {
                    pile
                };
                id = id * span + fixed;
            }
        }
        id
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

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// The rules: choose a non-empty subset of the piles and an amount d from 1 to the smallest
    /// chosen pile, take d from each chosen pile. Positions are sorted piles.
    fn moves(piles: &[usize; 3]) -> Vec<[usize; 3]> {
        let mut next_positions = Vec::new();
        for subset in 1..8usize {
            let chosen: Vec<usize> = (0..3).filter(|&i| subset >> i & 1 == 1).collect();
            let most = chosen.iter().map(|&i| piles[i]).min().unwrap();
            for d in 1..=most {
                let mut next = *piles;
                for &i in &chosen {
                    next[i] -= d;
                }
                next.sort_unstable();
                next_positions.push(next);
            }
        }
        next_positions
    }

    /// Whether the player to move wins: `games::implicit_outcomes` decides every position the
    /// rules reach (the shared, tested search); `memo` keeps its answers across calls.
    fn mover_wins(
        piles: [usize; 3],
        memo: &mut HashMap<[usize; 3], (games::Outcome, u32)>,
    ) -> bool {
        let mut key = piles;
        key.sort_unstable();
        if !memo.contains_key(&key) {
            memo.extend(games::implicit_outcomes([key], moves));
        }
        memo[&key].0 == games::Outcome::Win
    }

    #[test]
    fn losing_positions_up_to_7_are_the_known_list() {
        let table = LosingPositions::up_to(7);
        let mut losing = Vec::new();
        for x in 0..=7 {
            for y in x..=7 {
                for z in y..=7 {
                    if table.outcome([x, y, z]) == Outcome::Lose {
                        losing.push([x, y, z]);
                    }
                }
            }
        }
        let known = [
            [0, 0, 0],
            [0, 1, 2],
            [0, 3, 5],
            [0, 4, 7],
            [1, 1, 4],
            [1, 3, 3],
            [1, 5, 6],
            [2, 2, 6],
            [2, 7, 7],
            [3, 4, 4],
            [5, 5, 7],
        ];
        assert_eq!(losing, known);
    }

    #[test]
    fn table_matches_exhaustive_search_on_every_position_up_to_24() {
        let mut memo = HashMap::new();
        // Every position up to 24 is reachable from (24, 24, 24): one search decides them all.
        mover_wins([24, 24, 24], &mut memo);
        let table = LosingPositions::up_to(24);
        for x in 0..=24 {
            for y in 0..=24 {
                for z in 0..=24 {
                    let wins = mover_wins([x, y, z], &mut memo);
                    let expected = if wins { Outcome::Win } else { Outcome::Lose };
                    assert_eq!(table.outcome([x, y, z]), expected, "piles {x} {y} {z}");
                }
            }
        }
    }

    #[test]
    fn matches_exhaustive_search_on_random_small_piles() {
        let mut memo = HashMap::new();
        testkit::cross_check("three-piles", 400, 0x3_1e5, solve, |rng: &mut Rng| {
            let tests = rng.range_usize(1, 8);
            let mut input = format!("{tests}\n");
            let mut expected = String::new();
            for _ in 0..tests {
                let piles = [0; 3].map(|_| rng.range_usize(0, 12));
                input += &format!("{} {} {}\n", piles[0], piles[1], piles[2]);
                expected += if mover_wins(piles, &mut memo) {
                    "Yes\n"
                } else {
                    "No\n"
                };
            }
            (input, expected)
        });
    }
}
