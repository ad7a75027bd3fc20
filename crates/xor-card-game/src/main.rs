//! xor-card-game: XOR card game (no public original; the game of Codeforces 1383B)
//!
//! Idea: the scores XOR to s, so s = 0 is a draw; else the cnt cards with the top bit of s decide,
//! by copying strategies: the first player wins iff cnt = 1 (mod 4) or n is even.
//!
//! Complexity: O(n) per test.
//!
//! Two players alternately take one of n cards until none remain; each scores the XOR of the
//! cards they took; the higher score wins. The two scores XOR to s = XOR of all cards, so s = 0
//! is a draw, and otherwise only the top bit k of s decides: whoever ends with an odd number of
//! the cnt cards having bit k (cnt is odd) wins. With cnt = 1 (mod 4) the first player takes
//! such a card and then copies the opponent's kind of card, ending with an odd count. With
//! cnt = 3 (mod 4) and n odd the second player copies and the first ends with two of the last
//! three; with n even the first player takes a card without bit k and becomes that copier.

use fastio::{Scanner, Writer};
use games::Outcome;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    for _ in 0..tests {
        let n: usize = sc.read();
        let cards: Vec<u64> = sc.read_vec(n);
        out.put(match outcome(&cards) {
            Outcome::Win => "Mitsuha",
            Outcome::Lose => "Taki",
            Outcome::Draw => "Draw",
        })
        .ln();
    }
}

fn outcome(cards: &[u64]) -> Outcome {
    let total = cards.iter().fold(0, |acc, &a| acc ^ a);
    if total == 0 {
        return Outcome::Draw;
    }
    let top_bit = 63 - total.leading_zeros();
    let deciding = cards.iter().filter(|&&a| a >> top_bit & 1 == 1).count();
    if deciding % 4 == 3 && cards.len() % 2 == 1 {
        Outcome::Lose
    } else {
        Outcome::Win
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

    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    enum Player {
        First,
        Second,
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// The final result from the first player's side (+1 win, 0 draw, -1 loss) when the cards
    /// `left` remain, the scores so far are `first` and `second`, and `mover` takes next.
    /// Straight minimax: the first player maximises, the second minimises.
    fn final_result(
        left: &[u64],
        first: u64,
        second: u64,
        mover: Player,
        memo: &mut HashMap<(Vec<u64>, u64, u64, Player), i8>,
    ) -> i8 {
        if left.is_empty() {
            return (first > second) as i8 - (first < second) as i8;
        }
        let key = (left.to_vec(), first, second, mover);
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let results = (0..left.len()).map(|i| {
            let mut rest = left.to_vec();
            let card = rest.remove(i);
            match mover {
                Player::First => final_result(&rest, first ^ card, second, Player::Second, memo),
                Player::Second => final_result(&rest, first, second ^ card, Player::First, memo),
            }
        });
        let best = match mover {
            Player::First => results.max(),
            Player::Second => results.min(),
        }
        .expect("at least one card is left");
        memo.insert(key, best);
        best
    }

    #[test]
    fn matches_minimax_over_all_take_orders() {
        let mut memo = HashMap::new();
        testkit::cross_check("xor-card-game", 500, 0x1383, solve, |rng: &mut Rng| {
            let tests = rng.range_usize(1, 3);
            let mut input = format!("{tests}\n");
            let mut expected = String::new();
            for _ in 0..tests {
                let mut cards: Vec<u64> = (0..rng.range_usize(1, 7))
                    .map(|_| rng.range_u64(0, 7))
                    .collect();
                let words: Vec<String> = cards.iter().map(u64::to_string).collect();
                input += &format!("{}\n{}\n", cards.len(), words.join(" "));
                cards.sort_unstable();
                expected += match final_result(&cards, 0, 0, Player::First, &mut memo) {
                    1 => "Mitsuha\n",
                    -1 => "Taki\n",
                    _ => "Draw\n",
                };
            }
            (input, expected)
        });
    }
}
