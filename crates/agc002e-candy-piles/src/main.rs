//! agc002e-candy-piles: Candy Piles (AtCoder AGC002 E)
//!
//! Idea: on the sorted piles' Young diagram a cell has its up-right diagonal neighbour's outcome,
//! so the first player wins iff, from the last diagonal cell, the run up or the run right is odd.
//!
//! Complexity: O(n log n) for the sort.
//!
//! Piles of candies; a move eats a largest pile whole or one candy from every pile; whoever
//! eats the last candy LOSES (misère). Sort the piles in non-increasing order and draw them as a
//! Young diagram: a position is a cell (x, y) = (x largest piles eaten, y rounds of "one from
//! each") and is on the table iff pile x still has more than y candies. Eating a pile steps
//! right, a round steps up; a cell with neither neighbour in the diagram is lost (every move
//! empties the table). A cell has the same outcome as its up-right diagonal neighbour whenever
//! that exists (if (x,y) wins, one of its two neighbours loses, and that one's neighbours, which
//! surround (x+1,y+1), force it to win; the losing case is symmetric), so the start (0,0) has the
//! outcome of the last diagonal cell (k,k). From there only a straight run up or a straight run
//! right is left, and the player to move wins iff one of the two runs has odd length.

use fastio::{Scanner, Writer};
use games::Outcome;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let mut piles: Vec<u32> = sc.read_vec(n);
    piles.sort_unstable_by(|a, b| b.cmp(a));
    out.put(match first_player_outcome(&piles) {
        Outcome::Win => "First",
        Outcome::Lose => "Second",
        Outcome::Draw => unreachable!("every move eats candy: no draws"),
    })
    .ln();
}

/// Outcome for the player to move, `piles` sorted in non-increasing order, all positive.
fn first_player_outcome(piles: &[u32]) -> Outcome {
    // The last diagonal cell (k, k) in the diagram: piles[k] > k. The cells (i, i) in the
    // diagram form a prefix because the piles do not increase.
    let k = (0..piles.len())
        .take_while(|&i| piles[i] as usize > i)
        .last()
        .expect("the largest pile holds at least one candy");
    // Cells straight above (k, k): (k, y) for k < y < piles[k].
    let up = piles[k] as usize - 1 - k;
    // Cells straight right of (k, k): (x, k) for x > k with piles[x] > k.
    let right = piles[k + 1..]
        .iter()
        .take_while(|&&p| p as usize > k)
        .count();
    if up % 2 == 1 || right % 2 == 1 {
        Outcome::Win
    } else {
        Outcome::Lose
    }
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

    /// Whether the player to move wins, straight from the rules. A position is the non-empty
    /// piles, sorted. A move either eats one largest pile or one candy from every pile; the
    /// player who eats the last candy loses, so the player to move at the empty table has won:
    /// that is the terminal rule given to `games::implicit_outcomes_with`, which explores and
    /// decides every position (the shared, tested search).
    fn mover_wins(piles: &[u32]) -> bool {
        let moves = |piles: &Vec<u32>| {
            if piles.is_empty() {
                return Vec::new();
            }
            let mut eat_largest = piles.clone();
            eat_largest.pop();
            let one_from_each: Vec<u32> = piles.iter().filter(|&&p| p > 1).map(|p| p - 1).collect();
            vec![eat_largest, one_from_each]
        };
        let solved = games::implicit_outcomes_with([piles.to_vec()], moves, |_| Outcome::Win);
        solved[piles].0 == Outcome::Win
    }

    #[test]
    fn matches_brute_force_on_tiny_tables() {
        testkit::cross_check(
            "agc002e-candy-piles",
            1000,
            0xa002e,
            solve,
            |rng: &mut Rng| {
                let n = rng.range_usize(1, 5);
                let piles: Vec<u32> = (0..n).map(|_| rng.range_u64(1, 6) as u32).collect();
                let mut sorted = piles.clone();
                sorted.sort_unstable();
                let words: Vec<String> = piles.iter().map(u32::to_string).collect();
                let input = format!("{n}\n{}\n", words.join(" "));
                let winner = if mover_wins(&sorted) {
                    "First"
                } else {
                    "Second"
                };
                (input, format!("{winner}\n"))
            },
        );
    }
}
