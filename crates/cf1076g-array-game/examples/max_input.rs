//! Prints a worst-case maximum input for cf1076g-array-game: n = q = 2*10^5, m = 5, values
//! near 10^12, three queries in four are range additions of an odd d (even ones cost
//! nothing), the rest are games; ranges have uniform random ends.

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
        if q + 1 < queries && rng.chance(3, 4) {
            let d = rng.range_u64(0, 499_999_999_999) * 2 + 1;
            writeln!(out, "1 {l} {r} {d}").unwrap();
        } else {
            writeln!(out, "2 {l} {r}").unwrap();
        }
    }
}
