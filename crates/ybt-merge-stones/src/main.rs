//! ybt-merge-stones: Take one stone or merge two piles (LibreOJ 10246 / BZOJ 3895)
//!
//! Idea: piles of two or more stones act as one counter of j = sum(a + 1) - 1 moves (a take or
//! merge among them spends one), so a position is (singles, j): a win/lose table filled bottom-up.
//!
//! Complexity: O(max_i * max_j) once for all tests (about 2.6 * 10^6 cells), O(n) per test.
//!
//! Piles of stones; a move removes one stone from a pile or merges two piles; whoever cannot
//! move loses. Piles of one stone ("singles") are special: one move can make a single vanish.
//! Piles of two or more act as one counter of moves, j = sum(a + 1) - 1: each stone can be
//! removed once and they can be merged together (count - 1) times, and a move on them (take a
//! stone, merge two of them) spends exactly one. So a position is (singles i, moves j) with the
//! moves: drop a single (i-1, j); spend a big-pile move (i, j-1); merge a single into a big pile
//! (i-1, j+1); merge two singles into a new pile of 2 (i-2, j+2, plus one merge when big piles
//! already exist). j = 1 is a lone pile of one stone, i.e. one more single; with no singles the
//! parity of j decides. The table is filled bottom-up, row i after rows i-1 and i-2, because
//! the memoised recursion goes about 5*10^4 frames deep.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    let positions: Vec<Position> = (0..tests)
        .map(|_| {
            let n: usize = sc.read();
            Position::of_piles(&sc.read_vec::<u64>(n))
        })
        .collect();
    let max_singles = positions.iter().map(|p| p.singles).max().unwrap_or(0);
    let max_moves = positions.iter().map(|p| p.big_moves).max().unwrap_or(0);
    let table = OutcomeTable::new(max_singles, max_moves);
    for position in &positions {
        out.put(match table.outcome(position) {
            Outcome::Win => "YES",
            Outcome::Lose => "NO",
        })
        .ln();
    }
}

/// A position reduced to what matters: the number of one-stone piles and the number of moves
/// stored in the piles of two or more stones.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Position {
    singles: usize,
    big_moves: usize,
}

impl Position {
    fn of_piles(piles: &[u64]) -> Position {
        let singles = piles.iter().filter(|&&a| a == 1).count();
        let big: Vec<u64> = piles.iter().copied().filter(|&a| a >= 2).collect();
        // Every stone once, plus (count - 1) merges among the big piles.
        let big_moves = big.iter().map(|&a| a + 1).sum::<u64>().saturating_sub(1);
        Position {
            singles,
            big_moves: big_moves as usize,
        }
    }
}

/// `wins[i][j]`: whether the player to move wins with `i` singles and `j` big-pile moves.
/// Row `i` is `3 * (max_singles - i)` cells wider than the last row, because a move from row
/// `i` reads row `i - 1` one column further right and row `i - 2` three columns further.
struct OutcomeTable {
    wins: Vec<Vec<bool>>,
}

impl OutcomeTable {
    fn new(max_singles: usize, max_moves: usize) -> OutcomeTable {
        let mut wins: Vec<Vec<bool>> = Vec::with_capacity(max_singles + 1);
        for singles in 0..=max_singles {
            let width = max_moves + 3 * (max_singles - singles) + 1;
            let row = if singles == 0 {
                // Only big-pile moves remain, each spends exactly one: parity decides.
                (0..width).map(|moves| moves % 2 == 1).collect()
            } else {
                row_with_singles(&wins, singles, width)
            };
            wins.push(row);
        }
        OutcomeTable { wins }
    }

    fn outcome(&self, position: &Position) -> Outcome {
        if self.wins[position.singles][position.big_moves] {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }
}

/// Row `singles >= 1` of the table, from the rows below it: the mover wins when some move
/// leads to a position the opponent loses.
fn row_with_singles(rows: &[Vec<bool>], singles: usize, width: usize) -> Vec<bool> {
    let one_fewer = &rows[singles - 1];
    let two_fewer = if singles >= 2 {
        Some(&rows[singles - 2])
    } else {
        None
    };
    let mut row = vec![false; width];
    for moves in 0..width {
        row[moves] = match moves {
            // Drop a single, or merge two singles into a first big pile of 2 stones.
            0 => !one_fewer[0] || two_fewer.is_some_and(|r| !r[2]),
            // A lone one-stone pile is one more single: the position (singles + 1, 0), whose
            // moves lead to (singles, 0) and (singles - 1, 2).
            1 => !row[0] || !one_fewer[2],
            _ => {
                !one_fewer[moves]
                    || !row[moves - 1]
                    || !one_fewer[moves + 1]
                    || two_fewer.is_some_and(|r| !r[moves + 3])
            }
        };
    }
    row
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

    /// The rules: a move takes one stone from a pile (a pile of 0 disappears) or merges two
    /// piles; no move means a loss. Positions are sorted piles.
    fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
        let mut next_positions = Vec::new();
        for i in 0..piles.len() {
            let mut taken = piles.to_vec();
            taken[i] -= 1;
            if taken[i] == 0 {
                taken.remove(i);
            }
            next_positions.push(taken);
            for j in i + 1..piles.len() {
                let mut merged = piles.to_vec();
                merged[i] += merged[j];
                merged.remove(j);
                next_positions.push(merged);
            }
        }
        for next in &mut next_positions {
            next.sort_unstable();
        }
        next_positions
    }

    /// Whether the player to move wins: `games::implicit_outcomes` decides every position the
    /// rules reach (the shared, tested search); `memo` keeps its answers across calls.
    fn mover_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, (games::Outcome, u32)>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if !memo.contains_key(&key) {
            memo.extend(games::implicit_outcomes([key.clone()], |p: &Vec<u64>| {
                moves(p)
            }));
        }
        memo[&key].0 == games::Outcome::Win
    }

    fn table_says_win(piles: &[u64]) -> bool {
        let position = Position::of_piles(piles);
        let table = OutcomeTable::new(position.singles, position.big_moves);
        table.outcome(&position) == Outcome::Win
    }

    #[test]
    fn table_matches_brute_force_on_every_multiset_up_to_4_piles_of_6() {
        let mut memo = HashMap::new();
        let mut checked = 0;
        let mut piles = Vec::new();
        // Every non-decreasing sequence of 1..=4 piles with sizes 1..=6.
        fn each_multiset(piles: &mut Vec<u64>, visit: &mut dyn FnMut(&[u64])) {
            if !piles.is_empty() {
                visit(piles);
            }
            if piles.len() == 4 {
                return;
            }
            let low = piles.last().copied().unwrap_or(1);
            for size in low..=6 {
                piles.push(size);
                each_multiset(piles, visit);
                piles.pop();
            }
        }
        each_multiset(&mut piles, &mut |piles: &[u64]| {
            assert_eq!(
                table_says_win(piles),
                mover_wins(piles, &mut memo),
                "piles {piles:?}"
            );
            checked += 1;
        });
        assert_eq!(checked, 209);
    }

    #[test]
    fn matches_brute_force_on_tiny_positions() {
        let mut memo = HashMap::new();
        testkit::cross_check("ybt-merge-stones", 500, 0x10246, solve, |rng: &mut Rng| {
            let tests = rng.range_usize(1, 3);
            let mut input = format!("{tests}\n");
            let mut expected = String::new();
            for _ in 0..tests {
                let piles: Vec<u64> = (0..rng.range_usize(1, 5))
                    .map(|_| {
                        if rng.chance(1, 3) {
                            1
                        } else {
                            rng.range_u64(1, 6)
                        }
                    })
                    .collect();
                let words: Vec<String> = piles.iter().map(u64::to_string).collect();
                input += &format!("{}\n{}\n", piles.len(), words.join(" "));
                expected += if mover_wins(&piles, &mut memo) {
                    "YES\n"
                } else {
                    "NO\n"
                };
            }
            (input, expected)
        });
    }
}
