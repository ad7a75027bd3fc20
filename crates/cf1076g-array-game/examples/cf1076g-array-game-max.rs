//! Prints a worst-case maximum input for cf1076g-array-game: n = q = 2*10^5, m = 5, values
//! near 10^12, fifteen queries in sixteen are range additions of an odd d, the rest (and the
//! last query) are games; ranges have uniform random ends. An odd addition is the costly
//! query: it composes maps along two leaf-to-root paths, where a game only applies maps to
//! one state (and an even addition does nothing). Random ends keep the two paths apart up to
//! near the root and spread them over the whole tree.

use std::io::{BufWriter, Write};
use testkit::Rng;

fn main() {
    let n = 200_000;
    let m = 5;
    let queries = 200_000;
    let mut rng = Rng::new(0x1076);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{n} {m} {queries}").unwrap();
    let values: Vec<String> = (0..n)
        .map(|_| {
            rng.range_u64(999_000_000_000, 1_000_000_000_000)
                .to_string()
        })
        .collect();
    writeln!(out, "{}", values.join(" ")).unwrap();
    for q in 0..queries {
        let a = rng.range_usize(1, n);
        let b = rng.range_usize(1, n);
        let (l, r) = (a.min(b), a.max(b));
        if q + 1 < queries && rng.chance(15, 16) {
            let d = rng.range_u64(0, 499_999_999_999) * 2 + 1;
            writeln!(out, "1 {l} {r} {d}").unwrap();
        } else {
            writeln!(out, "2 {l} {r}").unwrap();
        }
    }
}
