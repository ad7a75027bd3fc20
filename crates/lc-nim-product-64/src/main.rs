//! lc-nim-product-64: Nim Product (F_{2^64}) (Library Checker nim_product_64)
//!
//! Idea: nimbers below 2^64 form a field; with F = 2^32, a = a1·F ^ a0 and F ⊗ F = F ^ F/2,
//! a product is three half-size products (Karatsuba), down to F_{2^16}, where it is a look-up
//! in logarithm and exponential tables (games::NimField).
//!
//! Complexity: O(2^16) to build the tables, then O(1) per query (nine table products).
//!
//! T queries, each two u64 nimbers A and B: print A ⊗ B, where
//! a ⊗ b = mex{ a'⊗b ^ a⊗b' ^ a'⊗b' : a' < a, b' < b }. For a Fermat power F = 2^(2^k),
//! x ⊗ F = x·F when x < F and F ⊗ F = 3F/2; these and distributivity over XOR give the
//! recursion above, and the 16-bit field's multiplicative group is cyclic of order 65535, so
//! its products are exp[log a + log b].

use fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let field = games::NimField::new();
    let queries: usize = sc.read();
    for _ in 0..queries {
        let (a, b): (u64, u64) = (sc.read(), sc.read());
        out.put(field.product(a, b)).ln();
    }
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::Rng;

    #[test]
    fn sample_and_edge_cases() {
        testkit::check_case_files(env!("CARGO_PKG_NAME"), solve);
    }

    /// Nim products of `0..n` straight from the definition: the mex of
    /// `a'⊗b ^ a⊗b' ^ a'⊗b'` over `a' < a`, `b' < b`.
    fn mex_products(n: usize) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; a * b + 1];
                for x in 0..a {
                    for y in 0..b {
                        let option = (table[x][b] ^ table[a][y] ^ table[x][y]) as usize;
                        if option < seen.len() {
                            seen[option] = true;
                        }
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        table
    }

    #[test]
    fn matches_brute_force_mex_definition_on_small_nimbers() {
        let table = mex_products(64);
        testkit::cross_check("lc-nim-product-64", 300, 0x64, solve, |rng: &mut Rng| {
            let queries = rng.range_usize(1, 20);
            let mut input = format!("{queries}\n");
            let mut expected = String::new();
            for _ in 0..queries {
                let (a, b) = (rng.below(64) as usize, rng.below(64) as usize);
                input += &format!("{a} {b}\n");
                expected += &format!("{}\n", table[a][b]);
            }
            (input, expected)
        });
    }

    /// The product by bilinearity from products of powers of two, each from the Fermat-power
    /// rules: `2^i ⊗ 2^j` splits both exponents into their bits (2^i = ⊗ of the Fermat powers
    /// 2^(2^k) for the bits k of i); distinct Fermat powers multiply as integers, equal ones
    /// give F ⊗ F = F ^ F/2. Slow and independent of the library's tables.
    fn bilinear_product(a: u64, b: u64) -> u64 {
        // powers[i][j] = 2^i ⊗ 2^j, filled in increasing i + j.
        let mut powers = [[0u64; 64]; 64];
        for sum in 0..127usize {
            for i in sum.saturating_sub(63)..=sum.min(63) {
                let j = sum - i;
                powers[i][j] = if i & j == 0 {
                    // No shared Fermat power: an ordinary product.
                    1u64 << (i + j)
                } else {
                    // F = 2^f, the largest Fermat power that 2^i and 2^j share:
                    // 2^i ⊗ 2^j = xy ⊗ (F ⊗ F) = xy ⊗ F ^ xy ⊗ F/2, xy = 2^(i-f) ⊗ 2^(j-f).
                    let f = 1usize << (63 - ((i & j) as u64).leading_zeros());
                    let xy = powers[i - f][j - f];
                    (0..64)
                        .filter(|&bit| xy >> bit & 1 == 1)
                        .fold(0, |total, bit| {
                            let (by_f, by_half) = (powers[bit][f], powers[bit][f - 1]);
                            assert!(by_f != 0 && by_half != 0, "filled later: {bit}, {f}");
                            total ^ by_f ^ by_half
                        })
                };
            }
        }
        let set_bits = |x: u64| (0..64).filter(move |&bit| x >> bit & 1 == 1);
        set_bits(a)
            .flat_map(|i| set_bits(b).map(move |j| (i, j)))
            .fold(0, |total, (i, j)| total ^ powers[i][j])
    }

    #[test]
    fn matches_bilinear_expansion_on_random_u64() {
        testkit::cross_check(
            "lc-nim-product-64-wide",
            30,
            0x6464,
            solve,
            |rng: &mut Rng| {
                let queries = rng.range_usize(1, 30);
                let mut input = format!("{queries}\n");
                let mut expected = String::new();
                for _ in 0..queries {
                    let a = rng.next_u64() >> rng.below(64);
                    let b = rng.next_u64() >> rng.below(64);
                    input += &format!("{a} {b}\n");
                    expected += &format!("{}\n", bilinear_product(a, b));
                }
                (input, expected)
            },
        );
    }
}
