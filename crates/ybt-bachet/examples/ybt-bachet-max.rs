//! Prints a maximum-size input for ybt-bachet: N = 10^5 and a random K in 1..=N (the
//! solution is O(1), so any input of the largest size is a worst case).
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x1663);
    let stones = 100_000u64;
    let max_take = rng.range_u64(1, stones);
    println!("{stones} {max_take}");
}
