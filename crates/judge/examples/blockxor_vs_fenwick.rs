//! `make bench`: blockxor against a Fenwick tree on the query-heavy mix of coci-toni-jakov
//! (100 range XOR queries per point XOR update), n = 10^5. Prints nanoseconds per operation
//! for each structure; both must agree on the XOR of all answers.

use blockxor::BlockXor;
use std::hint::black_box;
use std::time::Instant;
use testkit::Rng;

const N: usize = 100_000;
const UPDATES: usize = 20_000;
const QUERIES_PER_UPDATE: usize = 100;

/// The classic binary indexed tree over XOR: O(log n) update and prefix.
struct Fenwick {
    tree: Vec<u32>,
}

impl Fenwick {
    fn new(n: usize) -> Self {
        Fenwick {
            tree: vec![0; n + 1],
        }
    }

    fn xor(&mut self, i: usize, x: u32) {
        let mut at = i + 1;
        while at < self.tree.len() {
            self.tree[at] ^= x;
            at += at & at.wrapping_neg();
        }
    }

    fn prefix(&self, r: usize) -> u32 {
        let (mut at, mut acc) = (r, 0);
        while at > 0 {
            acc ^= self.tree[at];
            at &= at - 1;
        }
        acc
    }

    fn range(&self, l: usize, r: usize) -> u32 {
        self.prefix(r) ^ self.prefix(l)
    }
}

enum Op {
    Update(usize, u32),
    Query(usize, usize),
}

fn operations() -> Vec<Op> {
    let mut rng = Rng::new(0xb10c);
    let mut ops = Vec::with_capacity(UPDATES * (QUERIES_PER_UPDATE + 1));
    for _ in 0..UPDATES {
        ops.push(Op::Update(
            rng.below(N as u64) as usize,
            rng.next_u64() as u32,
        ));
        for _ in 0..QUERIES_PER_UPDATE {
            let (a, b) = (rng.range_usize(0, N), rng.range_usize(0, N));
            ops.push(Op::Query(a.min(b), a.max(b)));
        }
    }
    ops
}

fn main() {
    let ops = operations();
    let started = Instant::now();
    let mut blocks = BlockXor::<u32>::new(N);
    let mut block_answers = 0;
    for op in &ops {
        match *op {
            Op::Update(i, x) => blocks.xor(i, x),
            Op::Query(l, r) => block_answers ^= black_box(blocks.range(l, r)),
        }
    }
    let block_ns = started.elapsed().as_nanos() as f64 / ops.len() as f64;
    let started = Instant::now();
    let mut fenwick = Fenwick::new(N);
    let mut fenwick_answers = 0;
    for op in &ops {
        match *op {
            Op::Update(i, x) => fenwick.xor(i, x),
            Op::Query(l, r) => fenwick_answers ^= black_box(fenwick.range(l, r)),
        }
    }
    let fenwick_ns = started.elapsed().as_nanos() as f64 / ops.len() as f64;
    assert_eq!(
        block_answers, fenwick_answers,
        "the two structures disagree"
    );
    println!("operations {}", ops.len());
    println!("blockxor ns/op {block_ns:.2}");
    println!("fenwick ns/op {fenwick_ns:.2}");
}
