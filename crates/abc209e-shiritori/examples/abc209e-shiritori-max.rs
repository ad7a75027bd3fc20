//! Prints a maximum-size input: N = 2·10^5 words of length 8 over 20000 three-letter nodes,
//! mostly going "forward" in a fixed node order with 2% backward words, so that nearly every
//! node gets labelled and a few cycles give draws (fixed seed).
//! Usage: cargo run --release -p abc209e-shiritori --example abc209e-shiritori-max > big.in

use std::fmt::Write;
use testkit::Rng;

const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

fn main() {
    let mut rng = Rng::new(0xabc209e);
    let nodes: Vec<String> = (0..20_000)
        .map(|_| (0..3).map(|_| *rng.pick(LETTERS) as char).collect())
        .collect();
    let n = 200_000;
    let mut text = format!("{n}\n");
    for _ in 0..n {
        let (mut from, mut to) = (rng.below(20_000), rng.below(20_000));
        if (from > to) != rng.chance(2, 100) {
            std::mem::swap(&mut from, &mut to);
        }
        let middle: String = (0..2).map(|_| *rng.pick(LETTERS) as char).collect();
        writeln!(
            text,
            "{}{middle}{}",
            nodes[from as usize], nodes[to as usize]
        )
        .unwrap();
    }
    print!("{text}");
}
