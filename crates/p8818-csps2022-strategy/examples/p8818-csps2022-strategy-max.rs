//! Prints a maximum-size input for p8818-csps2022-strategy: n = m = q = 10^5, values over the
//! whole range -1e9..=1e9 (both signs in most ranges, so every sparse table is queried), random
//! rounds.
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x8818);
    let (n, m, q) = (100_000usize, 100_000usize, 100_000usize);
    let mut text = format!("{n} {m} {q}\n");
    for len in [n, m] {
        let values: Vec<String> = (0..len)
            .map(|_| rng.range_i64(-1_000_000_000, 1_000_000_000).to_string())
            .collect();
        text += &values.join(" ");
        text.push('\n');
    }
    for _ in 0..q {
        let (a, b) = (rng.range_usize(1, n), rng.range_usize(1, n));
        let (c, d) = (rng.range_usize(1, m), rng.range_usize(1, m));
        let line = format!("{} {} {} {}\n", a.min(b), a.max(b), c.min(d), c.max(d));
        text += &line;
    }
    print!("{text}");
}
