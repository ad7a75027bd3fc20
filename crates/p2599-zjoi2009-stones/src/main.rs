//! p2599-zjoi2009-stones: [ZJOI2009] Stone-taking game (Luogu P2599, BZOJ 1413)
//!
//! Idea: each row S has one left pile L(S) (and right pile R(S)) making it lost; L(S, y) follows
//! from L(S), R(S), y by one symmetric rule: an interval DP; the mover loses iff a_1 = L(a_2..a_n).
//!
//! Complexity: O(n^2) time and O(n) memory per test.
//!
//! Piles stand in a row; a move takes any positive number of stones from the leftmost or the
//! rightmost pile (an emptied pile disappears); whoever cannot move loses.
//!
//! For a row S there is exactly one left pile x with (x, S) lost for the mover (two would be
//! one move apart; if none, the right moves from the infinitely many (x, S) would reach a
//! lost position from two different x with the same right pile, again one move apart). Call it
//! L(S), and R(S) the same on the right. L(S, y) follows from L(S), R(S) and y: y = R(S) gives
//! 0; y below or above both gives y (mirror the opponent); otherwise y - 1 when L(S) > R(S),
//! else y + 1 (one stone of slack toward the unbalanced side). An interval DP over all
//! O(n^2) rows gives L(a_2..a_n), and the first player loses iff a_1 equals it.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// The player to move wins.
    Win,
    /// The player to move loses.
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    for _ in 0..tests {
        let n: usize = sc.read();
        let piles: Vec<u32> = sc.read_vec(n);
        let answer = match outcome(&piles) {
            Outcome::Win => 1,
            Outcome::Lose => 0,
        };
        out.put(answer).ln();
    }
}

/// Stone counts in the DP: a losing pile is at most a real pile + 1, and i32 lanes (four to
/// an SSE2 register, with signed compares) let the inner loop run vectorized.
type Stones = i32;

/// Who wins the row `piles`, the player to move first. Empty piles are absent piles.
fn outcome(piles: &[u32]) -> Outcome {
    let row: Vec<Stones> = piles
        .iter()
        .filter(|&&p| p > 0)
        .map(|&p| match Stones::try_from(p) {
            Ok(p) if p < Stones::MAX => p,
            _ => panic!("a pile of {p} stones is more than this solution handles (2^31 - 2)"),
        })
        .collect();
    match row.split_first() {
        Some((&first, rest)) if first != losing_left_pile(rest) => Outcome::Win,
        Some(_) => Outcome::Lose,
        None => Outcome::Lose,
    }
}

/// The unique x such that the row (x, row...) is lost for the mover (0: the row itself is).
fn losing_left_pile(row: &[Stones]) -> Stones {
    let m = row.len();
    // left[i], right[i]: the losing pile to put left / right of row[i..i + len]; for len = 0
    // the empty row, whose losing piles are 0. Length len is computed from length len - 1
    // into the other pair of buffers (not in place), so the loop reads and writes distinct
    // slices of equal length: no bounds checks, and the compiler vectorizes it.
    let (mut left, mut right) = (vec![0; m + 1], vec![0; m + 1]);
    let (mut next_left, mut next_right) = (vec![0; m + 1], vec![0; m + 1]);
    for len in 1..=m {
        let count = m - len + 1;
        // Extending row[i..i+len-1] by row[i+len-1] on the right, and row[i+1..i+len] by
        // row[i] on the left.
        let (own_left, own_right) = (&left[..count], &right[..count]);
        let (inner_left, inner_right) = (&left[1..=count], &right[1..=count]);
        let (added_right, added_left) = (&row[len - 1..], &row[..count]);
        let (new_left, new_right) = (&mut next_left[..count], &mut next_right[..count]);
        for i in 0..count {
            new_left[i] = losing_pile(own_left[i], own_right[i], added_right[i]);
            new_right[i] = losing_pile(inner_right[i], inner_left[i], added_left[i]);
        }
        std::mem::swap(&mut left, &mut next_left);
        std::mem::swap(&mut right, &mut next_right);
    }
    left[0]
}

/// The losing pile on one side of the row S + `added`, where `added` is a new pile on the
/// other side, given S's losing piles on that same side (`own`) and on the other (`other`).
/// Written as selects, not branches: the comparisons follow the data and would mispredict.
#[inline]
fn losing_pile(own: Stones, other: Stones, added: Stones) -> Stones {
    let outside = (added < own && added < other) || (added > own && added > other);
    let step = if outside {
        0
    } else if own > other {
        -1
    } else {
        1
    };
    if added == other {
        0
    } else {
        added + step
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

    /// The rules: leave 0..a stones on the first or on the last pile (0 removes it).
    fn moves(row: &[u64]) -> Vec<Vec<u64>> {
        let mut next_rows = Vec::new();
        let ends = if row.is_empty() {
            vec![]
        } else {
            vec![0, row.len() - 1]
        };
        for end in ends {
            for left_behind in 0..row[end] {
                let mut next = row.to_vec();
                if left_behind == 0 {
                    next.remove(end);
                } else {
                    next[end] = left_behind;
                }
                next_rows.push(next);
            }
        }
        next_rows
    }

    /// Whether the player to move wins: `games::implicit_outcomes` decides every row the rules
    /// reach (the shared, tested search); `memo` keeps its answers across calls.
    fn mover_wins(row: &[u64], memo: &mut HashMap<Vec<u64>, (games::Outcome, u32)>) -> bool {
        if !memo.contains_key(row) {
            memo.extend(games::implicit_outcomes([row.to_vec()], |p: &Vec<u64>| {
                moves(p)
            }));
        }
        memo[row].0 == games::Outcome::Win
    }

    #[test]
    fn matches_brute_force_on_tiny_rows() {
        let mut memo = HashMap::new();
        testkit::cross_check(
            "p2599-zjoi2009-stones",
            600,
            0x2599,
            solve,
            |rng: &mut Rng| {
                let tests = rng.range_usize(1, 3);
                let mut input = format!("{tests}\n");
                let mut expected = String::new();
                for _ in 0..tests {
                    let n = rng.range_usize(1, 5);
                    let top = rng.range_u64(1, 6);
                    let piles: Vec<u64> = (0..n).map(|_| rng.range_u64(1, top)).collect();
                    let words: Vec<String> = piles.iter().map(u64::to_string).collect();
                    input += &format!("{n}\n{}\n", words.join(" "));
                    expected += if mover_wins(&piles, &mut memo) {
                        "1\n"
                    } else {
                        "0\n"
                    };
                }
                (input, expected)
            },
        );
    }

    #[test]
    fn losing_left_pile_is_lost_and_unique_by_brute_force() {
        // The DP's own invariant, checked by the rules: (x, row) is lost exactly for
        // x = losing_left_pile(row), among x in 0..=8.
        let mut memo = HashMap::new();
        testkit::for_each_case("p2599-losing-left-pile", 300, 0x1413, |rng| {
            let row: Vec<u64> = (0..rng.range_usize(0, 4))
                .map(|_| rng.range_u64(1, 5))
                .collect();
            let dp_row: Vec<Stones> = row.iter().map(|&p| p as Stones).collect();
            let losing = losing_left_pile(&dp_row) as u64;
            for x in 0..=8u64 {
                let mut position = if x > 0 { vec![x] } else { vec![] };
                position.extend_from_slice(&row);
                let lost = !mover_wins(&position, &mut memo);
                assert_eq!(lost, x == losing, "row {row:?}, left pile {x}");
            }
        });
    }
}
