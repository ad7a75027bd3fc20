//! Prints a maximum-size input for p3480-poi2009-pebbles: 10 arrangements of n = 1000 sorted
//! piles, each arrangement holding at most 10000 pebbles in total.
use testkit::Rng;

fn main() {
    let mut rng = Rng::new(0x3480);
    let mut text = String::from("10\n");
    for _ in 0..10 {
        let row = loop {
            let mut row: Vec<u64> = (0..1000).map(|_| rng.range_u64(0, 19)).collect();
            row.sort_unstable();
            if row.iter().sum::<u64>() <= 10_000 {
                break row;
            }
        };
        let words: Vec<String> = row.iter().map(u64::to_string).collect();
        text += &format!("1000\n{}\n", words.join(" "));
    }
    print!("{text}");
}
