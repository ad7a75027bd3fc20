//! Prints a maximum-size input: n = 10^5, m = 5·10^5, q = 500 with 500 distinct ends (8 batches
//! of 64). The graph is acyclic (edges go from v to v + 1..=8, the chain edge v -> v + 1 always
//! present), so every vertex gets labelled and every vertex below an end reaches it, and every
//! start is among the 1000 lowest vertices, which are decided last: no early stop helps, and a
//! per-query analysis has to label the whole graph 500 times (fixed seed).
//! Usage: cargo run --release -p p6560-time-flow --example p6560-time-flow-max > big.in

use std::fmt::Write;
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x6560);
    let (n, m, q) = (100_000usize, 500_000usize, 500usize);
    let mut edges: Vec<(usize, usize)> = (0..n - 1).map(|v| (v, v + 1)).collect();
    while edges.len() < m {
        let from = rng.below(n as u64 - 1) as usize;
        let to = (from + rng.range_usize(1, 8)).min(n - 1);
        edges.push((from, to));
    }
    rng.shuffle(&mut edges);
    let mut ends: Vec<usize> = (n / 2..n).collect();
    rng.shuffle(&mut ends);
    let mut text = format!("{n} {m} {q}\n");
    for &(a, b) in &edges {
        writeln!(text, "{} {}", a + 1, b + 1).unwrap();
    }
    for &end in &ends[..q] {
        let start = rng.below(1000) as usize;
        writeln!(text, "{} {}", start + 1, end + 1).unwrap();
    }
    print!("{text}");
}
