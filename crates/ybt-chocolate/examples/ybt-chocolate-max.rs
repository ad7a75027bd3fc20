//! Prints a maximum-size input for ybt-chocolate: 10 rounds of 14 sticks with lengths up to
//! 10^9; odd rounds are independent (no zero-XOR subset, so the basis scans every stick).
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x1667);
    let mut text = String::new();
    for round in 0..10 {
        let lengths: Vec<u64> = (0..14)
            .map(|i| {
                if round % 2 == 1 {
                    // distinct top bits 16..=29 make the lengths independent
                    let top = 16 + i;
                    (1u64 << top) | rng.below(1 << top)
                } else {
                    rng.range_u64(1, 1_000_000_000)
                }
                .min(1_000_000_000)
            })
            .collect();
        let words: Vec<String> = lengths.iter().map(u64::to_string).collect();
        text += &format!("14\n{}\n", words.join(" "));
    }
    print!("{text}");
}
