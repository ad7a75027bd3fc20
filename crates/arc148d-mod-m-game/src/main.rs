//! arc148d-mod-m-game: mod M Game (AtCoder ARC148 D)
//!
//! Idea: Bob wins iff the numbers pair up as equal pairs and (v, v + M/2) pairs, an even number of
//! those: he answers each number with its partner; otherwise Alice breaks a pair, then copies.
//!
//! Complexity: O(N log N) (sorting).
//!
//! 2N numbers mod M; Alice and Bob alternately erase one into their own pile (Alice first);
//! Bob wins when the two sums are equal mod M. Before Alice's last move, with a and b left, Bob
//! needs x + a = y + b and x + b = y + a, so 2a = 2b (mod M): a = b, or a = b + M/2.
//! Bob wins exactly when the numbers split into pairs that are equal or differ by M/2, with an
//! even number of the latter: he answers each number with its partner, and every M/2 pair moves
//! the difference by M/2. Otherwise Alice breaks a pairing first and then copies Bob. So: the
//! values seen an odd number of times must come in (v, v + M/2) couples, an even number of them.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Winner {
    Alice,
    Bob,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let m: u64 = sc.read();
    let board: Vec<u64> = sc.read_vec(2 * n);
    out.put(match winner(m, board) {
        Winner::Alice => "Alice",
        Winner::Bob => "Bob",
    })
    .ln();
}

fn winner(m: u64, mut board: Vec<u64>) -> Winner {
    board.sort_unstable();
    let unmatched = odd_count_values(&board);
    if unmatched.is_empty() {
        return Winner::Bob;
    }
    if m % 2 == 1 {
        return Winner::Alice;
    }
    // Each leftover value needs its partner v +- M/2 left over too. The leftovers are distinct
    // values below M, so a residue mod M/2 occurs at most twice (v and v + M/2): they must
    // come in twos once sorted. Then every couple is one cross pair.
    let half = m / 2;
    let mut residues: Vec<u64> = unmatched.iter().map(|&v| v % half).collect();
    residues.sort_unstable();
    let couples = residues.chunks(2).all(|c| c.len() == 2 && c[0] == c[1]);
    let cross_pairs = residues.len() / 2;
    if couples && cross_pairs.is_multiple_of(2) {
        Winner::Bob
    } else {
        Winner::Alice
    }
}

/// The values of the sorted `board` that occur an odd number of times (what is left after
/// pairing equal numbers), in increasing order.
fn odd_count_values(board: &[u64]) -> Vec<u64> {
    let mut odd = Vec::new();
    let mut start = 0;
    while start < board.len() {
        let mut end = start;
        while end < board.len() && board[end] == board[start] {
            end += 1;
        }
        if (end - start) % 2 == 1 {
            odd.push(board[start]);
        }
        start = end;
    }
    odd
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

    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    enum Player {
        Alice,
        Bob,
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// Whether Alice wins from here, playing the real game: the mover erases one number into
    /// their own sum; at the end Bob wins when the sums are equal mod `m`. Alice needs one
    /// winning move, Bob needs every move of his to lose for Alice.
    fn alice_wins(
        m: u64,
        left: &[u64],
        alice: u64,
        bob: u64,
        mover: Player,
        memo: &mut HashMap<(Vec<u64>, u64, u64, Player), bool>,
    ) -> bool {
        if left.is_empty() {
            return alice != bob;
        }
        let key = (left.to_vec(), alice, bob, mover);
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut outcomes = (0..left.len()).map(|i| {
            let mut rest = left.to_vec();
            let number = rest.remove(i);
            match mover {
                Player::Alice => alice_wins(m, &rest, (alice + number) % m, bob, Player::Bob, memo),
                Player::Bob => alice_wins(m, &rest, alice, (bob + number) % m, Player::Alice, memo),
            }
        });
        let wins = match mover {
            Player::Alice => outcomes.any(|alice_won| alice_won),
            Player::Bob => outcomes.all(|alice_won| alice_won),
        };
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn matches_the_real_game_on_tiny_boards() {
        testkit::cross_check("arc148d-mod-m-game", 600, 0x148, solve, |rng: &mut Rng| {
            let n = rng.range_usize(1, 3);
            let m = rng.range_u64(2, 8);
            let mut board: Vec<u64> = (0..2 * n).map(|_| rng.range_u64(0, m - 1)).collect();
            // Boards where Bob wins are rare at random: half the time, build one from pairs
            // (equal or M/2 apart) and let the game decide who really wins.
            if rng.chance(1, 2) {
                for pair in board.chunks_mut(2) {
                    pair[1] = if m.is_multiple_of(2) && rng.chance(1, 2) {
                        (pair[0] + m / 2) % m
                    } else {
                        pair[0]
                    };
                }
                rng.shuffle(&mut board);
            }
            let words: Vec<String> = board.iter().map(u64::to_string).collect();
            let input = format!("{n} {m}\n{}\n", words.join(" "));
            board.sort_unstable();
            let mut memo = HashMap::new();
            let alice = alice_wins(m, &board, 0, 0, Player::Alice, &mut memo);
            (input, if alice { "Alice\n" } else { "Bob\n" }.to_string())
        });
    }
}
