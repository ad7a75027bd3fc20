//! `make bench`: many-A+B with plain std, variant (a): `read_to_end`, `split_ascii_whitespace`,
//! `parse`, and `writeln!` into a `BufWriter`.
use std::io::{BufWriter, Read, Write};

fn main() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).unwrap();
    let text = std::str::from_utf8(&input).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let lines: usize = tokens.next().unwrap().parse().unwrap();
    for _ in 0..lines {
        let a: u64 = tokens.next().unwrap().parse().unwrap();
        let b: u64 = tokens.next().unwrap().parse().unwrap();
        writeln!(out, "{}", a + b).unwrap();
    }
}
