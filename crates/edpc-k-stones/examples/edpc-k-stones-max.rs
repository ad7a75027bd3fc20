//! Prints a maximum-size input for edpc-k-stones: N = 100 distinct amounts, K = 10^5. The
//! amounts are large and random so that few removals leave a lost pile (the scan rarely stops
//! early).
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0xd0_0c);
    let (n, k) = (100usize, 100_000u64);
    let mut amounts: Vec<u64> = Vec::new();
    while amounts.len() < n {
        let x = rng.range_u64(1, k);
        if !amounts.contains(&x) {
            amounts.push(x);
        }
    }
    amounts.sort_unstable();
    let words: Vec<String> = amounts.iter().map(u64::to_string).collect();
    println!("{n} {k}\n{}", words.join(" "));
}
