// cf1076g-array-game: Array Game (Codeforces 1076G)
// Idea: F(i) = win if b_i is even, else iff a losing cell lies in the next m; tree nodes map the
// run of wins after them (m + 1 states) for both parities, and odd range additions swap the two.
// Complexity: O(n + q m log n) time, O(n) memory.
// Bundled from crates/cf1076g-array-game with fastio by gamebook's bundler: edit the crate, then `make submit P=cf1076g-array-game`.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let m: u32 = sc.read();
    let queries: usize = sc.read();
    let odd: Vec<bool> = (0..n).map(|_| sc.read::<u64>() % 2 == 1).collect();
    let mut tree = CellTree::new(&odd, m);
    for _ in 0..queries {
        let kind: u8 = sc.read();
        let l: usize = sc.read();
        let r: usize = sc.read();
        if kind == 1 {
            let d: u64 = sc.read();
            if d % 2 == 1 {
                tree.flip(l - 1, r);
            }
        } else {
            let winner = match tree.outcome(l - 1, r) {
                Outcome::Win => 1,
                Outcome::Lose => 2,
            };
            out.put(winner).ln();
        }
    }
}

const RUNS: u32 = 6;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Map(u32);

impl Map {
    fn from_fn(image: impl Fn(u32) -> u32) -> Map {
        Map((0..RUNS).fold(0, |map, run| map | image(run) << (4 * run)))
    }

    fn apply(self, run: u32) -> u32 {
        (self.0 >> (4 * run)) & 0xf
    }

    fn after(self, first: Map) -> Map {
        Map::from_fn(|run| self.apply(first.apply(run)))
    }
}

fn cell_map(odd: bool, m: u32) -> Map {
    Map::from_fn(|run| {
        if run > m {
            run
        } else if odd && run == m {
            0
        } else {
            (run + 1).min(m)
        }
    })
}

const BLOCK: usize = 8;

fn block_map(cell: &[Map; 2], pattern: usize) -> Map {
    let identity = Map::from_fn(|run| run);
    (0..BLOCK).fold(identity, |map, t| map.after(cell[(pattern >> t) & 1]))
}

#[derive(Clone, Copy)]
struct Node {
    maps: [Map; 2],
    flipped_below: bool,
}

struct CellTree {
    leaves: usize,
    cell: [Map; 2],
    block: Vec<Map>,
    pattern: Vec<u8>,
    nodes: Vec<Node>,
    all_win: u32,
}

impl CellTree {
    fn new(odd: &[bool], m: u32) -> Self {
        let cell = [cell_map(false, m), cell_map(true, m)];
        let leaves = odd.len().div_ceil(BLOCK).next_power_of_two();
        let mut pattern = vec![0u8; leaves];
        for (i, &is_odd) in odd.iter().enumerate() {
            pattern[i / BLOCK] |= (is_odd as u8) << (i % BLOCK);
        }
        let mut tree = CellTree {
            leaves,
            block: (0..256).map(|pattern| block_map(&cell, pattern)).collect(),
            cell,
            pattern,
            nodes: vec![
                Node {
                    maps: [Map(0); 2],
                    flipped_below: false,
                };
                2 * leaves
            ],
            all_win: m,
        };
        for leaf in 0..leaves {
            tree.set_leaf(leaf);
        }
        for node in (1..leaves).rev() {
            tree.pull(node);
        }
        tree
    }

    fn set_leaf(&mut self, leaf: usize) {
        let pattern = self.pattern[leaf] as usize;
        self.nodes[self.leaves + leaf].maps = [self.block[pattern], self.block[pattern ^ 0xff]];
    }

    fn pull(&mut self, node: usize) {
        let (left, right) = (self.nodes[2 * node].maps, self.nodes[2 * node + 1].maps);
        let mut composed = [left[0].after(right[0]), left[1].after(right[1])];
        let node = &mut self.nodes[node];
        if node.flipped_below {
            composed.swap(0, 1);
        }
        node.maps = composed;
    }

    fn flip(&mut self, lo: usize, hi: usize) {
        let (first, last) = (lo / BLOCK, (hi - 1) / BLOCK);
        let block_end = |block: usize| ((block + 1) * BLOCK).min(hi);
        self.flip_block(first, cells_mask(first * BLOCK, lo, block_end(first)));
        if last != first {
            self.flip_block(last, cells_mask(last * BLOCK, last * BLOCK, hi));
        }
        let (mut l, mut r) = (self.leaves + first + 1, self.leaves + last);
        while l < r {
            if l & 1 == 1 {
                self.flip_node(l);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.flip_node(r);
            }
            l /= 2;
            r /= 2;
        }
        let (mut a, mut b) = (self.leaves + first, self.leaves + last);
        while a > 1 {
            a /= 2;
            b /= 2;
            self.pull(a);
            if b != a {
                self.pull(b);
            }
        }
    }

    fn flip_block(&mut self, block: usize, mask: u8) {
        self.pattern[block] ^= mask;
        self.set_leaf(block);
    }

    fn flip_node(&mut self, node: usize) {
        if node >= self.leaves {
            self.flip_block(node - self.leaves, 0xff);
        } else {
            let node = &mut self.nodes[node];
            node.maps.swap(0, 1);
            node.flipped_below = !node.flipped_below;
        }
    }

    fn outcome(&self, lo: usize, hi: usize) -> Outcome {
        let root_end = self.leaves * BLOCK;
        let run = self.pass_run(1, 0, root_end, (lo, hi), false, self.all_win);
        if run > 0 {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }

    fn pass_run(
        &self,
        node: usize,
        start: usize,
        end: usize,
        range: (usize, usize),
        flipped: bool,
        run: u32,
    ) -> u32 {
        let (lo, hi) = range;
        if hi <= start || end <= lo {
            return run;
        }
        if lo <= start && end <= hi {
            return self.nodes[node].maps[flipped as usize].apply(run);
        }
        if node >= self.leaves {
            let pattern = self.pattern[node - self.leaves];
            let cells = lo.max(start) - start..hi.min(end) - start;
            return cells.rev().fold(run, |run, t| {
                let odd = ((pattern >> t) & 1 == 1) ^ flipped;
                self.cell[odd as usize].apply(run)
            });
        }
        let flipped = flipped ^ self.nodes[node].flipped_below;
        let mid = (start + end) / 2;
        let run = self.pass_run(2 * node + 1, mid, end, range, flipped, run);
        self.pass_run(2 * node, start, mid, range, flipped, run)
    }
}

fn cells_mask(start: usize, from: usize, to: usize) -> u8 {
    let (low, high) = (from - start, to - start);
    (((1u32 << high) - 1) & !((1u32 << low) - 1)) as u8
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

mod fastio {
    use std::io::{Read, StdoutLock, Write};

    pub struct Scanner {
        input: Vec<u8>,
        pos: usize,
    }

    impl Scanner {
        pub fn new(input: Vec<u8>) -> Self {
            Scanner { input, pos: 0 }
        }

        pub fn stdin() -> Self {
            let mut input = Vec::with_capacity(1 << 16);
            if let Err(err) = std::io::stdin().lock().read_to_end(&mut input) {
                panic!("fastio: cannot read standard input: {err}");
            }
            Scanner::new(input)
        }

        pub fn read<T: Readable>(&mut self) -> T {
            T::read_from(self)
        }

        fn skip_whitespace(&mut self) {
            while self.pos < self.input.len() && self.input[self.pos] <= b' ' {
                self.pos += 1;
            }
        }

        fn start_of_token(&mut self, what: &str) -> usize {
            self.skip_whitespace();
            if self.pos >= self.input.len() {
                panic!(
                    "fastio: expected {what} at byte {}, found end of input",
                    self.pos
                );
            }
            self.pos
        }

        fn end_of_token(&self, start: usize) -> usize {
            let mut end = start;
            while end < self.input.len() && self.input[end] > b' ' {
                end += 1;
            }
            end
        }

        fn reject(&self, start: usize, what: &str, why: &str) -> ! {
            const SHOWN: usize = 48;
            let end = self.end_of_token(start);
            let shown = String::from_utf8_lossy(&self.input[start..end.min(start + SHOWN)]);
            let more = if end - start > SHOWN { "..." } else { "" };
            panic!("fastio: expected {what} at byte {start}, found \"{shown}{more}\"{why}");
        }

        fn unsigned(&mut self, max: u64, what: &str) -> u64 {
            let start = self.start_of_token(what);
            self.magnitude(start, max, what)
        }

        fn magnitude(&mut self, start: usize, max: u64, what: &str) -> u64 {
            let bytes = &self.input;
            let mut i = self.pos;
            if i < bytes.len() && bytes[i] == b'+' && start == i {
                i += 1;
            }
            let first_digit = i;
            let mut value: u64 = 0;
            // Eight digits at a time while they last (long numbers are where parsing time goes).
            while let Some(chunk) = bytes.get(i..i + 8) {
                let digits = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
                match eight_digits(digits) {
                    Some(eight) => {
                        value = value.wrapping_mul(100_000_000).wrapping_add(eight);
                        i += 8;
                    }
                    None => break,
                }
            }
            while i < bytes.len() {
                let digit = bytes[i].wrapping_sub(b'0');
                if digit > 9 {
                    break;
                }
                value = value.wrapping_mul(10).wrapping_add(digit as u64);
                i += 1;
            }
            if i == first_digit || (i < bytes.len() && bytes[i] > b' ') {
                self.reject(start, what, "");
            }
            // Up to 19 digits cannot wrap a u64; longer runs (or leading zeros) are re-checked.
            if i - first_digit > 19 {
                value = self.checked_digits(first_digit, i).unwrap_or_else(|| {
                    self.reject(start, what, &format!(" (out of range for {what})"))
                });
            }
            if value > max {
                self.reject(start, what, &format!(" (out of range for {what})"));
            }
            self.pos = i;
            value
        }

        fn checked_digits(&self, from: usize, to: usize) -> Option<u64> {
            self.input[from..to].iter().try_fold(0u64, |acc, &b| {
                acc.checked_mul(10)?.checked_add((b - b'0') as u64)
            })
        }

    }

    #[inline]
    fn eight_digits(chunk: u64) -> Option<u64> {
        let values = chunk.wrapping_sub(0x3030_3030_3030_3030);
        // A byte is a digit iff it is <= 9 after the subtraction; a borrow out of a byte that is
        // below b'0' leaves that byte's high bit set, so the test stays exact.
        if (values | values.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 != 0 {
            return None;
        }
        let pairs = values.wrapping_mul(10).wrapping_add(values >> 8);
        const LOW: u64 = 0x0000_00ff_0000_00ff;
        let combined = (pairs & LOW)
            .wrapping_mul(100 + (1_000_000 << 32))
            .wrapping_add(((pairs >> 16) & LOW).wrapping_mul(1 + (10_000 << 32)));
        Some(combined >> 32)
    }

    pub trait Readable: Sized {
        fn read_from(scanner: &mut Scanner) -> Self;
    }

    impl Readable for u8 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.unsigned(u8::MAX as u64, "u8") as u8
        }
    }
    impl Readable for u32 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.unsigned(u32::MAX as u64, "u32") as u32
        }
    }
    impl Readable for u64 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.unsigned(u64::MAX, "u64")
        }
    }
    impl Readable for usize {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.unsigned(usize::MAX as u64, "usize") as usize
        }
    }

    pub struct Writer<W: Write> {
        out: W,
        buf: Vec<u8>,
    }

    const FLUSH_AT: usize = 1 << 20;

    impl Writer<StdoutLock<'static>> {
        pub fn stdout() -> Self {
            Writer::new(std::io::stdout().lock())
        }
    }

    impl<W: Write> Writer<W> {
        pub fn new(out: W) -> Self {
            Writer {
                out,
                buf: Vec::with_capacity(FLUSH_AT + 64),
            }
        }

        pub fn put<T: Printable>(&mut self, value: T) -> &mut Self {
            value.print_to(&mut self.buf);
            if self.buf.len() >= FLUSH_AT {
                self.flush();
            }
            self
        }

        pub fn ln(&mut self) -> &mut Self {
            self.buf.push(b'\n');
            if self.buf.len() >= FLUSH_AT {
                self.flush();
            }
            self
        }

        pub fn flush(&mut self) {
            let result = self
                .out
                .write_all(&self.buf)
                .and_then(|()| self.out.flush());
            self.buf.clear();
            if let Err(err) = result {
                panic!("fastio: cannot write output: {err}");
            }
        }

    }

    impl<W: Write> Drop for Writer<W> {
        fn drop(&mut self) {
            if !self.buf.is_empty() {
                let _ = self.out.write_all(&self.buf);
            }
            let _ = self.out.flush();
        }
    }

    pub trait Printable {
        fn print_to(self, buf: &mut Vec<u8>);
    }

    const DIGIT_PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

    fn print_u64(value: u64, buf: &mut Vec<u8>) {
        const CHUNK: u64 = 100_000_000;
        if value < CHUNK {
            return print_below_chunk(value as u32, buf);
        }
        let (high, low) = (value / CHUNK, (value % CHUNK) as u32);
        if high < CHUNK {
            print_below_chunk(high as u32, buf);
        } else {
            print_below_chunk((high / CHUNK) as u32, buf);
            print_eight_digits((high % CHUNK) as u32, buf);
        }
        print_eight_digits(low, buf);
    }

    fn print_below_chunk(mut value: u32, buf: &mut Vec<u8>) {
        let mut digits = [0u8; 8];
        let mut start = digits.len();
        while value >= 100 {
            let pair = (value % 100) as usize * 2;
            value /= 100;
            start -= 2;
            digits[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
        }
        if value >= 10 {
            let pair = value as usize * 2;
            start -= 2;
            digits[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
        } else {
            start -= 1;
            digits[start] = b'0' + value as u8;
        }
        buf.extend_from_slice(&digits[start..]);
    }

    fn print_eight_digits(value: u32, buf: &mut Vec<u8>) {
        let (high, low) = (value / 10_000, value % 10_000);
        let mut digits = [0u8; 8];
        for (slot, pair) in
            digits
                .chunks_exact_mut(2)
                .zip([high / 100, high % 100, low / 100, low % 100])
        {
            let at = pair as usize * 2;
            slot.copy_from_slice(&DIGIT_PAIRS[at..at + 2]);
        }
        buf.extend_from_slice(&digits);
    }

    fn print_i64(value: i64, buf: &mut Vec<u8>) {
        if value < 0 {
            buf.push(b'-');
        }
        print_u64(value.unsigned_abs(), buf);
    }

    impl Printable for i32 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_i64(self as i64, buf)
        }
    }
    impl Printable for &String {
        fn print_to(self, buf: &mut Vec<u8>) {
            buf.extend_from_slice(self.as_bytes())
        }
    }
    impl Printable for String {
        fn print_to(self, buf: &mut Vec<u8>) {
            buf.extend_from_slice(self.as_bytes())
        }
    }
}
