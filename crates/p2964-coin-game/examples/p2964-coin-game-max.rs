//! Prints a maximum-size input for p2964-coin-game: n = 2000 coins worth 1..=10^5, one per line.
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x2964);
    let n = 2000;
    let mut text = format!("{n}\n");
    for _ in 0..n {
        text += &rng.range_u64(1, 100_000).to_string();
        text.push('\n');
    }
    print!("{text}");
}
