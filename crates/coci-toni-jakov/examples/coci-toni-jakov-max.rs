//! Prints a worst-case maximum input for coci-toni-jakov: n = Q = 10^5, values in runs of eight
//! equal ones (each run's value uniform in 1..=32), and the queries [i, i + 1999] for every i
//! from 1 to n - 1999, plus 1999 random ones, in shuffled order.
//!
//! Why it is the worst: the solution computes each row of its two tables (one per left end,
//! one per right end) once, up to 32 intervals of up to 31 options each, so the work grows with
//! the number of distinct left ends and distinct right ends whose ranges hold all 32 values.
//! With Q = n, the ends can all be distinct only if the ranges have about the same length (a
//! right end r needs a left end below r of its own); 2000 positions hold all 32 values. Inside
//! a run, a left end sits right after a copy of its own first value and a right end right
//! before one, so they start no interval bounded by absent values: the queries compute those
//! rows from scratch. Measured with callgrind: random query ranges (ends repeat) take 27% fewer
//! instructions, random values 12% fewer, pairs 5% fewer, runs of 4 to 16 within 2%. The
//! shuffle makes the input order of no use to a solution.

use std::io::{BufWriter, Write};
use testkit::Rng;

fn main() {
    let n = 100_000;
    let queries = 100_000;
    let window = 2_000;
    let mut rng = Rng::new(0x7041);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{n} {queries}").unwrap();
    let mut values = Vec::with_capacity(n);
    while values.len() < n {
        let v = rng.range_usize(1, 32);
        values.extend([v; 8]);
    }
    values.truncate(n);
    let words: Vec<String> = values.iter().map(usize::to_string).collect();
    writeln!(out, "{}", words.join(" ")).unwrap();
    let mut ranges: Vec<(usize, usize)> =
        (1..=n + 1 - window).map(|l| (l, l + window - 1)).collect();
    while ranges.len() < queries {
        let (a, b) = (rng.range_usize(1, n), rng.range_usize(1, n));
        ranges.push((a.min(b), a.max(b)));
    }
    rng.shuffle(&mut ranges);
    for (l, r) in ranges {
        writeln!(out, "{l} {r}").unwrap();
    }
}
