//! Prints a maximum-size input: N = 16 distinct random words of length 1..=10 over {a, b}, so
//! that almost every word follows almost every other one (fixed seed).
//! Usage: cargo run --release -p abc278f-shiritori --example abc278f-shiritori-max > big.in

use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0xabc278f);
    let mut words: Vec<String> = Vec::new();
    while words.len() < 16 {
        let len = rng.range_usize(1, 10);
        let word: String = (0..len).map(|_| *rng.pick(&['a', 'b'])).collect();
        if !words.contains(&word) {
            words.push(word);
        }
    }
    println!("{}\n{}", words.len(), words.join("\n"));
}
