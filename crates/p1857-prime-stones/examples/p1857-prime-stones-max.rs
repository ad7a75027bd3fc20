//! Prints a maximum-size input for p1857-prime-stones: 10^5 queries (far above the stated
//! N <= 10) of piles in 0..=20000, the first one 20000 so the whole table is built.
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x1857);
    let tests = 100_000;
    let mut text = format!("{tests}\n20000\n");
    for _ in 1..tests {
        text += &rng.range_u64(0, 20_000).to_string();
        text.push('\n');
    }
    print!("{text}");
}
