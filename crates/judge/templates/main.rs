//! @NAME@: <title> (<judge and problem id>)
//!
//! Idea: <why the winning idea works, in one or two lines: they head the paste>
//!
//! Complexity: <...>.
//!
//! <The game in a few lines; the longer proof and pitfalls (they stay in the crate).>

use fastio::{Scanner, Writer};
use std::io::Write;

// Placeholder problem, to replace: print the sum of n numbers.
fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let total: u64 = (0..n).map(|_| sc.read::<u64>()).sum();
    out.put(total).ln();
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

    /// The rules of the game, played out exhaustively on tiny states. Never the same formula
    /// as `solve`.
    fn brute_force(numbers: &[u64]) -> u64 {
        let mut total = 0;
        for &x in numbers {
            for _ in 0..x {
                total += 1;
            }
        }
        total
    }

    #[test]
    fn matches_brute_force_on_tiny_inputs() {
        testkit::cross_check("@NAME@", 300, 1, solve, |rng: &mut Rng| {
            let numbers: Vec<u64> = (0..rng.range_usize(0, 5)).map(|_| rng.below(10)).collect();
            let words: Vec<String> = numbers.iter().map(u64::to_string).collect();
            let input = format!("{}\n{}\n", numbers.len(), words.join(" "));
            (input, format!("{}\n", brute_force(&numbers)))
        });
    }
}
