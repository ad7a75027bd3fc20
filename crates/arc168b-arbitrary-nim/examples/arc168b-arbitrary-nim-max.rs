//! Prints a maximum-size input for arc168b-arbitrary-nim: N = 250000 values up to 10^9 whose
//! XOR is 0 (so the solution must sort and scan them all), about half of them in equal pairs.
use testkit::Rng;

const N: usize = 250_000;
const MAX: u64 = 1_000_000_000;

fn main() {
    let mut rng = Rng::new(0x168b);
    let mut piles: Vec<u64> = Vec::with_capacity(N);
    while piles.len() < N - 3 {
        let value = rng.range_u64(1, MAX);
        piles.push(value);
        if piles.len() < N - 3 && rng.chance(1, 2) {
            piles.push(value);
        }
    }
    let xor = piles.iter().fold(0, |acc, &a| acc ^ a);
    // Three closing values that bring the XOR to 0, all inside 1..=10^9.
    loop {
        let (p, q) = (rng.range_u64(1, MAX), rng.range_u64(1, MAX));
        let r = xor ^ p ^ q;
        if (1..=MAX).contains(&r) {
            piles.extend([p, q, r]);
            break;
        }
    }
    rng.shuffle(&mut piles);
    let words: Vec<String> = piles.iter().map(u64::to_string).collect();
    println!("{N}\n{}", words.join(" "));
}
