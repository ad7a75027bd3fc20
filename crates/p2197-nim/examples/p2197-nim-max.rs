//! Prints a deterministic maximum-size input for p2197-nim: T = 10 tests of n = 10^4 piles
//! below 10^4 (for `make bench`).

use testkit::Rng;

fn main() {
    let mut rng = Rng::new(2197);
    let (tests, piles) = (10, 10_000);
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let sizes: Vec<String> = (0..piles).map(|_| rng.below(10_000).to_string()).collect();
        text += &format!("{piles}\n{}\n", sizes.join(" "));
    }
    print!("{text}");
}
