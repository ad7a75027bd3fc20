//! `make bench`: many-A+B with plain std, variant (b), the way proconio reads: `read_to_string`,
//! `split_whitespace`, `parse`; output through a `BufWriter`.
use std::io::{BufWriter, Read, Write};

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_whitespace();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let lines: usize = tokens.next().unwrap().parse().unwrap();
    for _ in 0..lines {
        let a: u64 = tokens.next().unwrap().parse().unwrap();
        let b: u64 = tokens.next().unwrap().parse().unwrap();
        writeln!(out, "{}", a + b).unwrap();
    }
}
