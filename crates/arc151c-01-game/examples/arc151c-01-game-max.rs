//! Prints a maximum-size input for arc151c-01-game: N = 10^18 and M = 2*10^5 fixed cells at
//! random increasing positions (adjacent fixed cells get different digits, as promised).
use testkit::Rng;

const N: u64 = 1_000_000_000_000_000_000;
const M: u64 = 200_000;

fn main() {
    let mut rng = Rng::new(0x151c);
    let mut text = format!("{N} {M}\n");
    let stride = N / M;
    let mut previous: Option<(u64, u64)> = None;
    for i in 0..M {
        // Mostly spread out, sometimes right after the previous cell.
        let position = match previous {
            Some((p, _)) if rng.chance(1, 4) => p + 1,
            _ => i * stride + rng.range_u64(1, stride / 2),
        };
        let mut digit = rng.range_u64(0, 1);
        if let Some((p, d)) = previous {
            if p + 1 == position && d == digit {
                digit ^= 1;
            }
        }
        text += &format!("{position} {digit}\n");
        previous = Some((position, digit));
    }
    print!("{text}");
}
