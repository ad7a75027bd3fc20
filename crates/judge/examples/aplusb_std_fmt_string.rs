//! `make bench`: many-A+B with plain std, variant (c), the fastest plain-std way measured:
//! `read_to_string`, `split_ascii_whitespace`, `parse`, every line formatted into one `String`
//! with `fmt::Write` and written with a single `write_all`.
use std::fmt::Write as _;
use std::io::{Read, Write};

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let lines: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::with_capacity(lines * 21);
    for _ in 0..lines {
        let a: u64 = tokens.next().unwrap().parse().unwrap();
        let b: u64 = tokens.next().unwrap().parse().unwrap();
        writeln!(out, "{}", a + b).unwrap();
    }
    std::io::stdout().lock().write_all(out.as_bytes()).unwrap();
}
