//! Worst case for abc303g-bags-game: N = 3000 bags of random value up to 10^9, both paid moves
//! cheap enough to matter and with windows of different widths (B = 1000, D = 37), so every
//! length runs both deque passes.

use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x303);
    let n = 3000;
    let bags: Vec<String> = (0..n)
        .map(|_| rng.range_u64(1, 1_000_000_000).to_string())
        .collect();
    println!("{n} 1000000 1000 1000 37");
    println!("{}", bags.join(" "));
}
