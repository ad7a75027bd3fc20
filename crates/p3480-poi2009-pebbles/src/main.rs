//! p3480-poi2009-pebbles: KAM-Pebbles (POI 2009; Luogu P3480)
//!
//! Idea: the gaps c_i = a_i - a_{i-1} play staircase Nim with the exit after pile n, so the mover
//! wins iff c_n ^ c_{n-2} ^ c_{n-4} ^ ... != 0 (counted back from pile n, not from pile 1).
//!
//! Complexity: O(n) per arrangement.
//!
//! Piles a_1 <= ... <= a_n; a move removes pebbles from one pile while the row stays
//! non-decreasing; whoever cannot move loses. In the gaps c_i = a_i - a_{i-1} (a_0 = 0), taking
//! x from pile i moves x units from gap i to gap i + 1 (out of the game when i = n), and x may be
//! anything up to c_i: staircase Nim whose exit is after pile n. Only gaps at odd distance from
//! the exit (n, n-2, n-4, ...) count: moving units off one of them is a Nim move, and units
//! pushed onto one of them from an even gap can be pushed on again by the opponent, so such a
//! move changes nothing. The player to move wins iff c_n ^ c_{n-2} ^ ... != 0. (Counting from
//! pile 1 instead is wrong whenever n is even.)

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let arrangements: usize = sc.read();
    for _ in 0..arrangements {
        let piles: usize = sc.read();
        let stairs = gap_staircase(sc, piles);
        let answer = match first_player_outcome(&stairs) {
            Outcome::Win => "TAK",
            Outcome::Lose => "NIE",
        };
        out.put(answer).ln();
    }
}

/// Reads the row a_1 <= ... <= a_n as its gaps c_i = a_i - a_{i-1} (a_0 = 0) on a staircase
/// whose exit, step 0, lies after pile n: taking x from pile i carries x units from gap i down
/// to gap i + 1, so gap i stands on step n + 1 - i.
fn gap_staircase(sc: &mut Scanner, piles: usize) -> Vec<u32> {
    let mut stairs = vec![0u32; piles + 1];
    let mut previous = 0;
    for step in (1..=piles).rev() {
        let pile: u32 = sc.read();
        stairs[step] = pile - previous;
        previous = pile;
    }
    stairs
}

/// Staircase Nim: the XOR of the odd steps, the gaps c_n, c_{n-2}, ...
fn first_player_outcome(stairs: &[u32]) -> Outcome {
    if games::staircase_nim(stairs) != 0 {
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

    /// Whether the player to move wins, straight from the rules: lower one pile i to any value
    /// v with a_{i-1} <= v < a_i (a_0 = 0) and leave a lost row. Every reachable row is decided
    /// by `games::implicit_outcomes` (the shared, tested search).
    fn player_to_move_wins(row: &[u32]) -> bool {
        let moves = |row: &Vec<u32>| {
            let mut next = Vec::new();
            for i in 0..row.len() {
                let floor = if i == 0 { 0 } else { row[i - 1] };
                for lowered in floor..row[i] {
                    let mut after = row.clone();
                    after[i] = lowered;
                    next.push(after);
                }
            }
            next
        };
        games::implicit_outcomes([row.to_vec()], moves)[row].0 == games::Outcome::Win
    }

    #[test]
    fn matches_brute_force_on_tiny_rows() {
        testkit::cross_check(
            "p3480-poi2009-pebbles",
            500,
            0x3480,
            solve,
            |rng: &mut Rng| {
                let arrangements = rng.range_usize(1, 3);
                let mut input = format!("{arrangements}\n");
                let mut expected = String::new();
                for _ in 0..arrangements {
                    let mut row: Vec<u32> = (0..rng.range_usize(1, 4))
                        .map(|_| rng.range_u64(0, 6) as u32)
                        .collect();
                    row.sort_unstable();
                    let words: Vec<String> = row.iter().map(u32::to_string).collect();
                    input += &format!("{}\n{}\n", row.len(), words.join(" "));
                    expected += if player_to_move_wins(&row) {
                        "TAK\n"
                    } else {
                        "NIE\n"
                    };
                }
                (input, expected)
            },
        );
    }
}
