//! Prints the judge's largest input for lc-nim-product-64 (its `large_00`, for `make bench`):
//! T = 10^6 pairs (2^64 - 1 - a, 2^64 - 1 - b) walking the anti-diagonals a + b = s for
//! s = 0, 1, 2, ..., so every number has 20 digits. Written from the statement of the problem
//! repository's generator `gen/large.cpp`; the output is the same file byte for byte.

use std::io::Write;

fn main() {
    let queries = 1_000_000;
    let mut text = format!("{queries}\n");
    let mut written = 0;
    'diagonals: for sum in 0u64.. {
        for a in 0..=sum {
            text += &format!("{} {}\n", !a, !(sum - a));
            written += 1;
            if written == queries {
                break 'diagonals;
            }
        }
    }
    std::io::stdout().write_all(text.as_bytes()).unwrap();
}
