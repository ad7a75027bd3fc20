//! `make bench`: many-A+B with fastio (the program under test).
use fastio::{Scanner, Writer};

fn main() {
    let mut sc = Scanner::stdin();
    let mut out = Writer::stdout();
    let lines: usize = sc.read();
    for _ in 0..lines {
        let (a, b): (u64, u64) = (sc.read(), sc.read());
        out.put(a + b).ln();
    }
}
