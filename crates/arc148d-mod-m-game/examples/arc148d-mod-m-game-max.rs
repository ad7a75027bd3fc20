//! Worst case for arc148d-mod-m-game: N = 2 * 10^5, M = 10^9. The numbers come in pairs
//! (equal, or M/2 apart, an even number of the latter) so the answer is Bob and the check
//! runs through every leftover value; values are near 10^9, so 2 * A_i passes 2^31.

use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x148);
    let (n, m) = (200_000usize, 1_000_000_000u64);
    let mut board = Vec::with_capacity(2 * n);
    for i in 0..n {
        let v = rng.range_u64(m / 2, m - 1);
        let partner = if i % 2 == 0 { (v + m / 2) % m } else { v };
        board.push(v);
        board.push(partner);
    }
    rng.shuffle(&mut board);
    let words: Vec<String> = board.iter().map(u64::to_string).collect();
    println!("{n} {m}");
    println!("{}", words.join(" "));
}
