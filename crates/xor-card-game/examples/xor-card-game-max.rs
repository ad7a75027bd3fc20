//! Worst case for xor-card-game: T = 20 tests of 10000 cards each (sum of n = 2 * 10^5), random
//! values up to 10^9, so the input is as long as the bounds allow.

use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x1383);
    let (tests, n) = (20, 10_000);
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let cards: Vec<String> = (0..n)
            .map(|_| rng.range_u64(1, 1_000_000_000).to_string())
            .collect();
        text += &format!("{n}\n{}\n", cards.join(" "));
    }
    print!("{text}");
}
