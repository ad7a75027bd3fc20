//! Contest template: fill in `solve`; fastio below is whole (Scanner: read, read_vec, token,
//! line; Writer: put, sp, ln).

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    // Replace: read the input with `sc.read::<T>()`, print with `out.put(x).ln()`.
    let n: u64 = sc.read();
    out.put(n).ln();
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}
