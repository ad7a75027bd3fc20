//! Prints a maximum-size input for abc206f-interval-game-2: T = 20 tests of N = 100 random
//! intervals inside [1, 100), each test reaching R = 100 so the table spans all 100 points.
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x206f);
    let mut text = String::from("20\n");
    for _ in 0..20 {
        text += "100\n";
        for i in 0..100 {
            let lo = rng.range_u64(1, 99);
            let hi = if i == 0 {
                100
            } else {
                rng.range_u64(lo + 1, (lo + 12).min(100))
            };
            text += &format!("{lo} {hi}\n");
        }
    }
    print!("{text}");
}
