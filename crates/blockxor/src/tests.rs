use super::*;
use testkit::Rng;

/// A position for an update or a range end, mostly at block edges (first or last position of a
/// block, the array ends), otherwise uniform; always in `0..limit`.
fn position(rng: &mut Rng, block: usize, limit: usize) -> usize {
    let blocks = limit.div_ceil(block);
    let edge = rng.below(blocks as u64) as usize * block;
    let candidate = match rng.below(6) {
        0 => edge,
        1 => edge + block - 1,
        2 => edge + block,
        3 => 0,
        4 => limit - 1,
        _ => rng.below(limit as u64) as usize,
    };
    candidate.min(limit - 1)
}

/// Runs `ops` random updates and queries on a `BlockXor` of size `n` and on a plain array, and
/// checks every query and, at the end, every prefix. Returns the number of operations done.
fn check_against_naive<T>(rng: &mut Rng, n: usize, ops: usize, value: fn(&mut Rng) -> T) -> usize
where
    T: Copy + Default + BitXor<Output = T> + PartialEq + std::fmt::Debug,
{
    let mut fast = BlockXor::<T>::new(n);
    let mut naive = vec![T::default(); n];
    let block = fast.block_size();
    let xor_of = |slice: &[T]| slice.iter().fold(T::default(), |acc, &v| acc ^ v);
    for _ in 0..ops {
        match rng.below(4) {
            0 | 1 => {
                let i = position(rng, block, n);
                let x = value(rng);
                fast.xor(i, x);
                naive[i] = naive[i] ^ x;
            }
            2 => {
                let r = position(rng, block, n + 1);
                assert_eq!(fast.prefix(r), xor_of(&naive[..r]), "prefix({r}), n = {n}");
                let i = position(rng, block, n);
                assert_eq!(fast.get(i), naive[i], "get({i}), n = {n}");
            }
            _ => {
                let a = position(rng, block, n + 1);
                let b = if rng.chance(1, 8) {
                    a
                } else {
                    position(rng, block, n + 1)
                };
                let (l, r) = (a.min(b), a.max(b));
                assert_eq!(fast.range(l, r), xor_of(&naive[l..r]), "range({l}, {r})");
            }
        }
    }
    for r in 0..=n {
        assert_eq!(
            fast.prefix(r),
            xor_of(&naive[..r]),
            "final prefix({r}), n = {n}"
        );
    }
    ops
}

fn any_u64(rng: &mut Rng) -> u64 {
    rng.next_u64()
}

fn any_u32(rng: &mut Rng) -> u32 {
    rng.next_u64() as u32
}

fn small_u8(rng: &mut Rng) -> u8 {
    rng.below(32) as u8
}

#[test]
fn matches_naive_array_at_chosen_sizes() {
    // 1: a single position; 4, 16, 64, 96, 256, 1024: multiples of their block size (2, 4, 8,
    // 16, 16, 32); the others end inside a block.
    let sizes = [
        1, 2, 3, 4, 5, 15, 16, 17, 63, 64, 65, 96, 100, 256, 999, 1024,
    ];
    let mut rng = Rng::new(0xb10c);
    let mut ops = 0;
    for &n in &sizes {
        ops += check_against_naive(&mut rng, n, 800, any_u64);
    }
    assert!(ops >= 10_000, "only {ops} operations");
    let multiples = sizes
        .iter()
        .filter(|&&n| n > 1 && n % BlockXor::<u64>::new(n).block_size() == 0)
        .count();
    assert!(multiples >= 4);
}

#[test]
fn matches_naive_array_at_random_sizes_over_u32_and_u8() {
    let mut ops = 0;
    testkit::for_each_case("blockxor-random-sizes", 40, 0x5eed, |rng| {
        let n = rng.range_usize(1, 700);
        ops += check_against_naive(rng, n, 250, any_u32);
        ops += check_against_naive(rng, n, 50, small_u8);
    });
    assert!(ops > 0);
}

#[test]
fn block_size_is_the_smallest_power_of_two_whose_square_covers_n() {
    for n in 0..5000 {
        let block = BlockXor::<u32>::new(n).block_size();
        assert!(block.is_power_of_two());
        assert!(block * block >= n, "n = {n}, block = {block}");
        assert!(block == 1 || (block / 2) * (block / 2) < n, "n = {n}");
    }
    assert_eq!(BlockXor::<u8>::new(100_000).block_size(), 512);
}

#[test]
fn from_slice_equals_the_same_updates() {
    let mut rng = Rng::new(77);
    for n in [0, 1, 2, 4, 9, 16, 31, 100, 1024, 1025] {
        let values: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
        let built = BlockXor::from_slice(&values);
        let mut updated = BlockXor::new(n);
        for (i, &v) in values.iter().enumerate() {
            updated.xor(i, v);
        }
        assert_eq!(built.len(), n);
        for r in 0..=n {
            assert_eq!(built.prefix(r), updated.prefix(r), "n = {n}, r = {r}");
        }
    }
}

#[test]
fn empty_array_has_only_the_empty_prefix() {
    let empty = BlockXor::<u64>::new(0);
    assert!(empty.is_empty());
    assert_eq!(empty.len(), 0);
    assert_eq!(empty.prefix(0), 0);
    assert_eq!(empty.range(0, 0), 0);
}

#[test]
#[should_panic(expected = "reversed range")]
fn range_rejects_reversed_bounds() {
    BlockXor::<u32>::new(8).range(5, 4);
}

#[test]
#[should_panic(expected = "out of 0..8")]
fn xor_rejects_a_position_past_the_end() {
    BlockXor::<u32>::new(8).xor(8, 1);
}
