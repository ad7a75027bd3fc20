//! abc209e-shiritori: Shiritori (AtCoder ABC209 E)
//!
//! Idea: only the last three letters matter: words are edges between 52^3 nodes, labelled won/lost
//! backwards from the dead ends; never labelled means draw; a word wins iff its end node is lost.
//!
//! Complexity: O(N + 52^3) time and memory.
//!
//! Each word must start with the last three letters of the previous one, words may be reused,
//! whoever cannot answer loses, endless play is a draw; for each opening word, who wins?
//! Only the last three letters matter, so a position is a three-letter node (52^3 of them,
//! indexed directly) and every word is an edge from its first three letters to its last three.
//! Retrograde analysis on that graph (`games::retrograde_reversed`, given the predecessor lists):
//! a node without outgoing words is lost for the player to move there, a node with an edge into
//! a lost node is won, a node whose edges all lead into won nodes is lost (count down the edges
//! still open), and whatever is never labelled is a draw. After Takahashi opens with a word,
//! Aoki moves at its last three letters.

use fastio::{Scanner, Writer};
use games::{Digraph, Outcome};
use std::io::Write;

const NODES: usize = 52 * 52 * 52;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let edges: Vec<(u32, u32)> = (0..n)
        .map(|_| {
            let word = sc.token();
            (node(&word[..3]), node(&word[word.len() - 3..]))
        })
        .collect();
    // Retrograde analysis walks the edges backwards, so it is given the predecessor lists.
    let predecessors = Digraph::from_edges(
        NODES,
        edges.iter().map(|&(from, to)| (to as usize, from as usize)),
    );
    let solved = games::retrograde_reversed(&predecessors, |_| Outcome::Lose);
    for &(_, last) in &edges {
        // Aoki is to move at `last`.
        out.put(match solved.outcome[last as usize] {
            Outcome::Lose => "Takahashi",
            Outcome::Win => "Aoki",
            Outcome::Draw => "Draw",
        })
        .ln();
    }
}

/// Index of a three-letter string: a..z are 0..25, A..Z are 26..51, base 52.
fn node(letters: &[u8]) -> u32 {
    letters.iter().fold(0, |id, &c| {
        let digit = if c.is_ascii_lowercase() {
            c - b'a'
        } else {
            c - b'A' + 26
        };
        id * 52 + digit as u32
    })
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

    #[derive(Clone, Copy, PartialEq)]
    enum Value {
        Win,
        Unknown,
        Lose,
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// Value for the player who must answer `word` with `plies` moves left to look ahead:
    /// no word starts with its last three letters → lose; out of look-ahead → unknown;
    /// otherwise the best for the mover of the opponent's values turned around.
    fn answer_value(
        words: &[&str],
        word: usize,
        plies: usize,
        memo: &mut HashMap<(usize, usize), Value>,
    ) -> Value {
        if let Some(&known) = memo.get(&(word, plies)) {
            return known;
        }
        let tail = &words[word][words[word].len() - 3..];
        let replies: Vec<usize> = (0..words.len())
            .filter(|&u| words[u].starts_with(tail))
            .collect();
        let value = if replies.is_empty() {
            Value::Lose
        } else if plies == 0 {
            Value::Unknown
        } else {
            let theirs: Vec<Value> = replies
                .iter()
                .map(|&u| answer_value(words, u, plies - 1, memo))
                .collect();
            if theirs.contains(&Value::Lose) {
                Value::Win
            } else if theirs.contains(&Value::Unknown) {
                Value::Unknown
            } else {
                Value::Lose
            }
        };
        memo.insert((word, plies), value);
        value
    }

    #[test]
    fn matches_depth_limited_minimax_on_tiny_dictionaries() {
        testkit::cross_check(
            "abc209e-shiritori",
            400,
            0xabc209e,
            solve,
            |rng: &mut Rng| {
                let n = rng.range_usize(1, 6);
                let alphabet = *rng.pick(&[b"ab", b"aB", b"Zz"]);
                let words: Vec<String> = (0..n)
                    .map(|_| {
                        (0..rng.range_usize(3, 4))
                            .map(|_| *rng.pick(alphabet) as char)
                            .collect()
                    })
                    .collect();
                let words: Vec<&str> = words.iter().map(String::as_str).collect();
                let mut memo = HashMap::new();
                let mut expected = String::new();
                for i in 0..n {
                    // Aoki answers Takahashi's opening word.
                    expected += match answer_value(&words, i, 4 * n + 4, &mut memo) {
                        Value::Lose => "Takahashi\n",
                        Value::Win => "Aoki\n",
                        Value::Unknown => "Draw\n",
                    };
                }
                (format!("{n}\n{}\n", words.join("\n")), expected)
            },
        );
    }
}
