//! Prints a maximum-size input for three-piles: T = 10^5 positions with piles in 0..=300, the
//! first one 300 300 300 so the whole table is built.
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x3_1e5);
    let tests = 100_000;
    let mut text = format!("{tests}\n300 300 300\n");
    for _ in 1..tests {
        let piles = [0; 3].map(|_| rng.range_u64(0, 300).to_string());
        text += &piles.join(" ");
        text.push('\n');
    }
    print!("{text}");
}
