//! Prints a maximum-size input: N = 3000, a random tree with shuffled labels and stone counts
//! up to 10^9 (fixed seed).
//! Usage: cargo run --release -p agc010f-tree-game --example agc010f-tree-game-max > big.in

use std::fmt::Write;
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0xa010f);
    let n = 3000;
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let stones: Vec<String> = (0..n)
        .map(|_| rng.range_u64(0, 1_000_000_000).to_string())
        .collect();
    let mut text = format!("{n}\n{}\n", stones.join(" "));
    for v in 1..n {
        let parent = label[rng.below(v as u64) as usize];
        writeln!(text, "{parent} {}", label[v]).unwrap();
    }
    print!("{text}");
}
