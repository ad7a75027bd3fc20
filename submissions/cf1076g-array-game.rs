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

const CHUNK: usize = 1 << 16;
const PAD: usize = 16;
const ASCII_ZEROS: u64 = 0x3030_3030_3030_3030;
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

pub struct Scanner {
    buf: Vec<u8>,
    end: usize,
    pos: usize,
    base: usize,
    source: Option<Box<dyn Read>>,
}

impl Scanner {
    pub fn stdin() -> Self {
        Scanner {
            buf: vec![0; PAD],
            end: 0,
            pos: 0,
            base: 0,
            source: Some(Box::new(std::io::stdin())),
        }
    }

    pub fn read<T: Readable>(&mut self) -> T {
        T::read_from(self)
    }

    #[cold]
    #[inline(never)]
    fn refill(&mut self) -> bool {
        let Some(source) = &mut self.source else {
            return false;
        };
        self.buf.copy_within(self.pos..self.end, 0);
        self.base += self.pos;
        self.end -= self.pos;
        self.pos = 0;
        self.buf.resize((2 * self.end).max(CHUNK) + PAD, 0);
        let read = loop {
            let limit = self.buf.len() - PAD;
            match source.read(&mut self.buf[self.end..limit]) {
                Err(err) if err.kind() == std::io::ErrorKind::Interrupted => {}
                result => break result.expect("fastio: cannot read standard input"),
            }
        };
        self.end += read;
        self.buf[self.end..][..PAD].fill(0);
        if read == 0 {
            self.source = None;
        }
        read > 0
    }

    #[inline(always)]
    fn skip_whitespace(&mut self) {
        let pos = self.pos;
        if self.buf[pos] <= b' ' && self.buf[pos + 1] > b' ' {
            self.pos = pos + 1;
            return;
        }
        self.pos += self.run_length(|b| b <= b' ');
    }

    fn token_end(&mut self) -> usize {
        self.run_length(|b| b > b' ') + self.pos
    }

    #[inline(always)]
    fn run_length(&mut self, in_run: impl Fn(u8) -> bool) -> usize {
        let mut len = 0;
        loop {
            let held = &self.buf[self.pos..self.end];
            while held.get(len).is_some_and(|&b| in_run(b)) {
                len += 1;
            }
            if len < held.len() || !self.refill() {
                return len;
            }
        }
    }

    #[cold]
    #[inline(never)]
    fn reject(&mut self, what: &str) -> ! {
        let end = self.token_end();
        let token = &self.buf[self.pos..end];
        let found = match token.len() {
            0 => "end of input".to_string(),
            len => {
                let shown = String::from_utf8_lossy(&token[..len.min(48)]);
                format!("{shown:?}{}", if len > 48 { "..." } else { "" })
            }
        };
        let at = self.base + self.pos;
        panic!("fastio: expected {what} at byte {at}, found {found}");
    }

    #[inline(always)]
    fn magnitude(&mut self, sign: usize, max: u64) -> Option<u64> {
        let first = self.pos + sign;
        let (value, after) = digits(&self.buf, first);
        let count = after - first;
        let unusual = count.wrapping_sub(1) >= 19 || value > max;
        if unusual || after == self.end || self.buf[after] > b' ' {
            return None;
        }
        self.pos = after;
        Some(value)
    }

    #[cold]
    #[inline(never)]
    fn parsed<T: std::str::FromStr>(&mut self, what: &str) -> T {
        self.skip_whitespace();
        let end = self.token_end();
        let text = std::str::from_utf8(&self.buf[self.pos..end]).unwrap_or("");
        let Some(value) = text.parse().ok().filter(|_| !text.is_empty()) else {
            self.reject(what);
        };
        self.pos = end;
        value
    }
}

#[inline(always)]
fn digits(bytes: &[u8], at: usize) -> (u64, usize) {
    const POW10: [u64; 8] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000];
    let mut value = 0u64;
    let mut length = 0;
    for &word in bytes[at..].as_chunks::<8>().0 {
        let values = u64::from_le_bytes(word).wrapping_sub(ASCII_ZEROS);
        let non_digits = (values | values.wrapping_add(0x7676_7676_7676_7676)) & HIGH_BITS;
        if non_digits == 0 {
            value = value
                .wrapping_mul(100_000_000)
                .wrapping_add(eight_digit_value(values));
            length += 8;
            continue;
        }
        let count = non_digits.trailing_zeros() as usize / 8;
        if count > 0 {
            let top = values << (64 - 8 * count);
            value = value
                .wrapping_mul(POW10[count])
                .wrapping_add(eight_digit_value(top));
        }
        return (value, at + length + count);
    }
    unreachable!("the zero padding ends every run of digits")
}

#[inline]
fn eight_digit_value(values: u64) -> u64 {
    let pairs = values.wrapping_mul((10 << 8) | 1) >> 8;
    let fours = (pairs & 0x00ff_00ff_00ff_00ff).wrapping_mul((100 << 16) | 1) >> 16;
    (fours & 0x0000_ffff_0000_ffff).wrapping_mul((10_000 << 32) | 1) >> 32
}

pub trait Readable: Sized {
    fn read_from(scanner: &mut Scanner) -> Self;
}

macro_rules! readable_unsigned {
    ($t:ident) => {
        impl Readable for $t {
            #[inline]
            fn read_from(sc: &mut Scanner) -> Self {
                sc.skip_whitespace();
                match sc.magnitude(0, $t::MAX as u64) {
                    Some(value) => value as $t,
                    None => sc.parsed(stringify!($t)),
                }
            }
        }
    };
}
readable_unsigned!(u8);
readable_unsigned!(u32);
readable_unsigned!(u64);
readable_unsigned!(usize);

pub struct Writer<W: Write> {
    out: W,
    buf: Vec<u8>,
}

const FLUSH_AT: usize = 1 << 20;

impl Writer<StdoutLock<'static>> {
    pub fn stdout() -> Self {
        Writer {
            out: std::io::stdout().lock(),
            buf: Vec::with_capacity(FLUSH_AT + 64),
        }
    }
}

impl<W: Write> Writer<W> {
    pub fn put<T: Printable>(&mut self, value: T) -> &mut Self {
        value.print_to(&mut self.buf);
        self.flush_if_full()
    }

    pub fn ln(&mut self) -> &mut Self {
        self.buf.push(b'\n');
        self.flush_if_full()
    }

    fn flush_if_full(&mut self) -> &mut Self {
        if self.buf.len() >= FLUSH_AT {
            self.flush();
        }
        self
    }

    pub fn flush(&mut self) {
        self.write_out().expect("fastio: cannot write output");
    }

    fn write_out(&mut self) -> std::io::Result<()> {
        let written = self.out.write_all(&self.buf);
        self.buf.clear();
        written.and_then(|()| self.out.flush())
    }
}

impl<W: Write> Drop for Writer<W> {
    fn drop(&mut self) {
        let _ = self.write_out();
    }
}

pub trait Printable {
    fn print_to(self, buf: &mut Vec<u8>);
}

#[inline]
fn print_u64(value: u64, buf: &mut Vec<u8>) {
    const E8: u64 = 100_000_000;
    if value < E8 {
        print_head(value as u32, buf);
    } else if value < E8 * E8 {
        print_head((value / E8) as u32, buf);
        buf.extend_from_slice(&eight_ascii_digits((value % E8) as u32).to_le_bytes());
    } else {
        print_head((value / (E8 * E8)) as u32, buf);
        buf.extend_from_slice(&sixteen_ascii_digits(value % (E8 * E8)));
    }
}

#[inline]
fn sixteen_ascii_digits(value: u64) -> [u8; 16] {
    const E8: u64 = 100_000_000;
    let high = eight_ascii_digits((value / E8) as u32) as u128;
    let low = eight_ascii_digits((value % E8) as u32) as u128;
    (high | (low << 64)).to_le_bytes()
}

#[inline]
fn print_head(value: u32, buf: &mut Vec<u8>) {
    let ascii = eight_ascii_digits(value);
    let zeros = ((ascii.wrapping_sub(ASCII_ZEROS).trailing_zeros() / 8) as usize).min(7);
    buf.extend_from_slice(&(ascii >> (8 * zeros)).to_le_bytes());
    buf.truncate(buf.len() - zeros);
}

#[inline]
fn eight_ascii_digits(value: u32) -> u64 {
    let (high, low) = (value / 10_000, value % 10_000);
    let halves = high as u64 | ((low as u64) << 32);
    let hundreds = ((halves * 10_486) >> 20) & 0x0000_007f_0000_007f;
    let quarters = ((halves - hundreds * 100) << 16) | hundreds;
    let tens = ((quarters * 103) >> 10) & 0x000f_000f_000f_000f;
    let digits = ((quarters - tens * 10) << 8) | tens;
    digits | ASCII_ZEROS
}

fn print_i64(value: i64, buf: &mut Vec<u8>) {
    if value < 0 {
        buf.push(b'-');
    }
    print_u64(value.unsigned_abs(), buf);
}

macro_rules! printable_signed {
    ($t:ident) => {
        impl Printable for $t {
            #[inline]
            fn print_to(self, buf: &mut Vec<u8>) {
                print_i64(self as i64, buf)
            }
        }
    };
}
printable_signed!(i32);
}
