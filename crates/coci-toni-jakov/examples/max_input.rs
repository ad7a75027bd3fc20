//! Prints a worst-case maximum input for coci-toni-jakov: n = Q = 10^5, values in equal pairs
//! (v v w w ..., each pair's value uniform in 1..=32), and queries whose left ends are all
//! distinct and whose right ends are all distinct (two shuffled permutations, ordered).
//!
//! Why it is the worst: an interval bounded by absent values on both sides is precomputed, but
//! a left end right after a copy of its own value starts no such interval, so every query
//! fills the whole row of its left end (32 intervals, up to 31 options each), and likewise of
//! its right end; distinct ends mean no row is reused.

use std::io::{BufWriter, Write};
use testkit::Rng;

fn main() {
    let n = 100_000;
    let queries = 100_000;
    let mut rng = Rng::new(0x7041);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{n} {queries}").unwrap();
    let mut values = Vec::with_capacity(n);
    while values.len() < n {
        let v = rng.range_usize(1, 32);
        values.push(v);
        values.push(v);
    }
    values.truncate(n);
    let words: Vec<String> = values.iter().map(usize::to_string).collect();
    writeln!(out, "{}", words.join(" ")).unwrap();
    let mut lefts: Vec<usize> = (1..=n).collect();
    let mut rights = lefts.clone();
    rng.shuffle(&mut lefts);
    rng.shuffle(&mut rights);
    for (&a, &b) in lefts.iter().zip(&rights).take(queries) {
        writeln!(out, "{} {}", a.min(b), a.max(b)).unwrap();
    }
}
