//! Prints a maximum-size input for p2599-zjoi2009-stones: T = 10 tests of n = 1000 piles,
//! each pile uniform in 1..=10^9 (the DP does the same O(n^2) work on any values).

use std::io::{BufWriter, Write};
use testkit::Rng;

fn main() {
    let tests = 10;
    let n = 1000;
    let mut rng = Rng::new(0x2599);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{tests}").unwrap();
    for _ in 0..tests {
        let piles: Vec<String> = (0..n)
            .map(|_| rng.range_u64(1, 1_000_000_000).to_string())
            .collect();
        writeln!(out, "{n}\n{}", piles.join(" ")).unwrap();
    }
}
