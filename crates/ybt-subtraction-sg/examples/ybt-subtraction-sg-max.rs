//! Prints a maximum-size input for ybt-subtraction-sg: N = 10 piles of up to 1000 stones (one
//! of exactly 1000, so the Grundy table is longest) and all M = 10 take sizes 1..=10.
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x10244);
    let mut piles: Vec<u64> = (0..9).map(|_| rng.range_u64(0, 1000)).collect();
    piles.push(1000);
    rng.shuffle(&mut piles);
    let mut text = String::from("10\n");
    for pile in piles {
        text += &format!("{pile}\n");
    }
    text += "10\n";
    for take in 1..=10 {
        text += &format!("{take}\n");
    }
    print!("{text}");
}
