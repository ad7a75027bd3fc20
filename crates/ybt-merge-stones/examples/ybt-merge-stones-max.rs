//! Worst case for ybt-merge-stones: T = 100 tests of N = 50 piles. The table size is set by
//! the largest single count (50 ones) and the largest big-pile move count (50 piles of 1000),
//! so both appear; the rest mix ones and random big piles.

use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x10246);
    let tests = 100;
    let mut text = format!("{tests}\n");
    for t in 0..tests {
        let piles: Vec<u64> = match t {
            0 => vec![1000; 50],
            1 => vec![1; 50],
            _ => {
                let ones = rng.range_usize(0, 50);
                (0..50)
                    .map(|i| if i < ones { 1 } else { rng.range_u64(2, 1000) })
                    .collect()
            }
        };
        let words: Vec<String> = piles.iter().map(u64::to_string).collect();
        text += &format!("50\n{}\n", words.join(" "));
    }
    print!("{text}");
}
