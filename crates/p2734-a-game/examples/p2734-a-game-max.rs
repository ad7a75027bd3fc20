//! Prints a maximum-size input for p2734-a-game: N = 100 numbers in 1..=200, several per line.
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x2734);
    let n = 100;
    let mut text = format!("{n}\n");
    for i in 0..n {
        text += &rng.range_u64(1, 200).to_string();
        text.push(if i % 10 == 9 { '\n' } else { ' ' });
    }
    print!("{text}");
}
