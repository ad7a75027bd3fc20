//! Prints a deterministic maximum-size input for @NAME@ (for `make bench`).

use testkit::Rng;

fn main() {
    let mut rng = Rng::new(1);
    let n = 100_000;
    let numbers: Vec<String> = (0..n)
        .map(|_| rng.below(1_000_000_000).to_string())
        .collect();
    println!("{n}\n{}", numbers.join(" "));
}
