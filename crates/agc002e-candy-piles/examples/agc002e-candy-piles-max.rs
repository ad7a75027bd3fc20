//! Prints a maximum-size input: N = 10^5 piles of random sizes up to 10^9 (fixed seed).
//! Usage: cargo run --release -p agc002e-candy-piles --example agc002e-candy-piles-max > big.in

use std::fmt::Write;
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0xa002e);
    let n = 100_000;
    let mut text = format!("{n}\n");
    for i in 0..n {
        let pile = rng.range_u64(1, 1_000_000_000);
        let sep = if i + 1 == n { '\n' } else { ' ' };
        write!(text, "{pile}{sep}").unwrap();
    }
    print!("{text}");
}
