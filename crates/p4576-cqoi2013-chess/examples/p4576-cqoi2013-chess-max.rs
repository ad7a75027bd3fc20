//! Prints a maximum-size input for p4576-cqoi2013-chess: n = 20 with two random distinct
//! squares (the solution analyses every state of the board, so any start costs the same).
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x4576);
    let n = 20;
    let white = (rng.range_u64(1, n), rng.range_u64(1, n));
    let mut black = white;
    while black == white {
        black = (rng.range_u64(1, n), rng.range_u64(1, n));
    }
    println!("{n} {} {} {} {}", white.0, white.1, black.0, black.1);
}
