//! abc278f-shiritori: Shiritori (AtCoder ABC278 F)
//!
//! Idea: a position (used set, last word) only gains words, so fill win/lose from the fullest set
//! down: the player after `last` wins iff some unused word following it leaves a lost position.
//!
//! Complexity: O(2^N · N) time, 2^N words of 16 bits memory.
//!
//! N ≤ 16 distinct words; players alternately pick an unused word that starts with the last
//! letter of the previous pick (the first pick is free); whoever cannot pick loses. A position
//! is (set of used words, last word), so there are 2^N · N of them and every move adds a word:
//! evaluate them from the fullest set down. For a fixed used set, first collect which words
//! would leave the opponent lost; the player after `last` wins iff some word following `last`
//! is among them.

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let words: Vec<(u8, u8)> = (0..n)
        .map(|_| {
            let word = sc.token();
            (word[0], word[word.len() - 1])
        })
        .collect();
    // follows[i]: the words that may be picked right after word i.
    let follows: Vec<u32> = words
        .iter()
        .map(|&(_, last)| {
            (0..n)
                .filter(|&j| words[j].0 == last)
                .fold(0, |set, j| set | 1 << j)
        })
        .collect();
    let losing = losing_positions(&follows);
    let first_wins = (0..n).any(|i| losing[1 << i] >> i & 1 == 1);
    out.put(if first_wins { "First" } else { "Second" }).ln();
}

/// `losing[used] >> last & 1`: with the words of `used` already said, `last` said last, the
/// player to move loses. Only entries with `last` in `used` mean anything.
fn losing_positions(follows: &[u32]) -> Vec<u32> {
    let n = follows.len();
    let full = (1usize << n) - 1;
    let mut losing = vec![0u32; 1 << n];
    for used in (1..=full).rev() {
        // Picks that leave the opponent without a winning reply.
        let killers = (0..n)
            .filter(|&j| used >> j & 1 == 0 && losing[used | 1 << j] >> j & 1 == 1)
            .fold(0u32, |set, j| set | 1 << j);
        losing[used] = (0..n)
            .filter(|&last| used >> last & 1 == 1 && follows[last] & killers == 0)
            .fold(0, |set, last| set | 1 << last);
    }
    losing
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

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// Whether the player to move wins: a position is (the words used, as a bit set; the last
    /// word said), and a move says any unused word that starts with the last letter of the
    /// previous word (any word if nothing was said yet). `games::implicit_outcomes` decides
    /// every position the rules reach (the shared, tested search).
    fn mover_wins(words: &[String]) -> bool {
        let moves = |&(used, previous): &(u32, Option<usize>)| -> Vec<(u32, Option<usize>)> {
            (0..words.len())
                .filter(|&next| {
                    let fits = match previous {
                        None => true,
                        Some(p) => words[next].bytes().next() == words[p].bytes().last(),
                    };
                    used >> next & 1 == 0 && fits
                })
                .map(|next| (used | 1 << next, Some(next)))
                .collect()
        };
        let start = (0u32, None);
        games::implicit_outcomes([start], moves)[&start].0 == games::Outcome::Win
    }

    #[test]
    fn matches_plain_game_search_on_small_dictionaries() {
        testkit::cross_check(
            "abc278f-shiritori",
            600,
            0xabc278f,
            solve,
            |rng: &mut Rng| {
                let n = rng.range_usize(1, 8);
                let letters = rng.range_u64(2, 3);
                let mut words: Vec<String> = Vec::new();
                while words.len() < n {
                    let len = rng.range_usize(1, 3);
                    let word: String = (0..len)
                        .map(|_| (b'a' + rng.below(letters) as u8) as char)
                        .collect();
                    if !words.contains(&word) {
                        words.push(word);
                    }
                }
                let input = format!("{}\n{}\n", words.len(), words.join("\n"));
                let first = mover_wins(&words);
                let expected = if first { "First\n" } else { "Second\n" };
                (input, expected.to_string())
            },
        );
    }
}
