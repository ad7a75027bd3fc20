//! arc151c-01-game: 01 Game (AtCoder ARC151 C)
//!
//! Idea: fixed cells cut the row into independent gaps, XOR their Grundy values: a one-sided gap is
//! its length, a two-sided one 1 iff its end digits are equal, a row without fixed cells N mod 2.
//!
//! Complexity: O(M).
//!
//! N cells in a row, M of them hold 0/1; a move writes 0 or 1 into an empty cell so that no two
//! neighbours are equal; whoever cannot move loses. The fixed cells cut the row into independent
//! gaps, so the answer is the XOR of the gaps' Grundy values. Writing into a gap splits it into
//! two gaps of the kinds below, and induction on those options gives:
//! - between two fixed cells: 1 if their digits are equal, else 0 (from equal ends every
//!   split leaves two pieces of the same kind, from unequal ends one piece of each kind);
//! - fixed on one side only, len cells: len (writing p cells away from the fixed one leaves
//!   len - p one-sided cells and a two-sided piece worth 0 or 1 at the writer's choice, or
//!   worth 0 when p = 1: the options are exactly 0, 1, ..., len - 1);
//! - no fixed cell (M = 0): N mod 2 (the two one-sided pieces have lengths summing to N - 1,
//!   so their XOR has the parity of N - 1, and is 0 for the middle cell of an odd N).
//!
//! N reaches 10^18, so lengths and the XOR are u64.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let cells: u64 = sc.read();
    let fixed_count: usize = sc.read();
    let fixed: Vec<(u64, u8)> = (0..fixed_count).map(|_| (sc.read(), sc.read())).collect();
    let winner = match first_player_outcome(cells, &fixed) {
        Outcome::Win => "Takahashi",
        Outcome::Lose => "Aoki",
    };
    out.put(winner).ln();
}

/// XOR of the Grundy values of the gaps between the fixed cells (sorted by position).
fn first_player_outcome(cells: u64, fixed: &[(u64, u8)]) -> Outcome {
    let nim_sum = match (fixed.first(), fixed.last()) {
        (Some(&(first, _)), Some(&(last, _))) => {
            let inner = fixed.windows(2).map(|pair| between_fixed(pair[0], pair[1]));
            games::nim_sum(inner.chain([one_sided(first - 1), one_sided(cells - last)]))
        }
        _ => unconstrained(cells),
    };
    if nim_sum != 0 {
        Outcome::Win
    } else {
        Outcome::Lose
    }
}

/// A gap of `len` empty cells with a fixed cell on one side only.
fn one_sided(len: u64) -> u64 {
    len
}

/// The empty cells strictly between two fixed cells: 1 if the digits agree, else 0.
fn between_fixed(left: (u64, u8), right: (u64, u8)) -> u64 {
    u64::from(left.1 == right.1)
}

/// A row of `len` empty cells with no fixed cell anywhere.
fn unconstrained(len: u64) -> u64 {
    len % 2
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

    /// The rules: write 0 or 1 into an empty cell (`None`) whose filled neighbours hold the
    /// other digit.
    fn moves(row: &[Option<u8>]) -> Vec<Vec<Option<u8>>> {
        let mut next_rows = Vec::new();
        for cell in 0..row.len() {
            for digit in 0..2 {
                let left_ok = cell == 0 || row[cell - 1] != Some(digit);
                let right_ok = cell + 1 == row.len() || row[cell + 1] != Some(digit);
                if row[cell].is_none() && left_ok && right_ok {
                    let mut next = row.to_vec();
                    next[cell] = Some(digit);
                    next_rows.push(next);
                }
            }
        }
        next_rows
    }

    /// Whether the player to move wins: `games::implicit_outcomes` decides every row the rules
    /// reach (the shared, tested search); `memo` keeps its answers across calls.
    fn player_to_move_wins(
        row: &[Option<u8>],
        memo: &mut HashMap<Vec<Option<u8>>, (games::Outcome, u32)>,
    ) -> bool {
        if !memo.contains_key(row) {
            let solved = games::implicit_outcomes([row.to_vec()], |r: &Vec<Option<u8>>| moves(r));
            memo.extend(solved);
        }
        memo[row].0 == games::Outcome::Win
    }

    #[test]
    fn matches_brute_force_on_tiny_rows() {
        let mut memo = HashMap::new();
        testkit::cross_check("arc151c-01-game", 600, 0x151c, solve, |rng: &mut Rng| {
            let cells = rng.range_usize(1, 9);
            let mut row: Vec<Option<u8>> = vec![None; cells];
            let density = rng.range_u64(0, 3);
            for cell in 0..cells {
                let digit = rng.range_u64(0, 1) as u8;
                let clashes = cell > 0 && row[cell - 1] == Some(digit);
                if rng.chance(density, 4) && !clashes {
                    row[cell] = Some(digit);
                }
            }
            let fixed: Vec<String> = (0..cells)
                .filter_map(|cell| row[cell].map(|digit| format!("{} {digit}\n", cell + 1)))
                .collect();
            let input = format!("{cells} {}\n{}", fixed.len(), fixed.concat());
            let wins = player_to_move_wins(&row, &mut memo);
            (
                input,
                if wins { "Takahashi\n" } else { "Aoki\n" }.to_string(),
            )
        });
    }
}
