// coci-toni-jakov: Toni and Jakov's array-splitting game (COCI, task not identified)
// Idea: SG(a[l..r]) = mex over values x of the XOR of the runs deleting x leaves; runs are keyed
// by (end, value absent from them) in two tables folding in the gaps' SGs; queries offline.
// Complexity: O(n V^2 + n sqrt n + Q (V + log Q)) time, O(n V + Q) memory, for V = 32 values.
// Bundled from crates/coci-toni-jakov with blockxor, fastio by gamebook's bundler: edit the crate, then `make submit P=coci-toni-jakov`.

use crate::blockxor::BlockXor;
use crate::fastio::{Scanner, Writer};
use std::io::Write;

const VALUES: usize = 32;
const UNKNOWN: u8 = u8::MAX;
const ABSENT: u8 = 0x80;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let queries: usize = sc.read();
    let values: Vec<u8> = (0..n)
        .map(|_| {
            let value: u8 = sc.read();
            assert!(
                (1..=VALUES as u8).contains(&value),
                "values must be in 1..=32"
            );
            value - 1
        })
        .collect();
    let queries: Vec<(usize, usize)> = (0..queries)
        .map(|_| {
            let l: usize = sc.read();
            let r: usize = sc.read();
            (l - 1, r)
        })
        .collect();
    for outcome in SplitGame::new(values).outcomes(&queries) {
        let winner = match outcome {
            Outcome::Win => "Toni",
            Outcome::Lose => "Jakov",
        };
        out.put(winner).ln();
    }
}

struct SplitGame {
    values: Vec<u8>,
    before_first: Vec<[u8; VALUES]>,
    after_last: Vec<[u8; VALUES]>,
    gaps: Vec<BlockXor<u8>>,
}

impl SplitGame {
    fn new(values: Vec<u8>) -> Self {
        let n = values.len();
        SplitGame {
            before_first: vec![[UNKNOWN; VALUES]; n + 1],
            after_last: vec![[UNKNOWN; VALUES]; n + 1],
            gaps: (0..VALUES).map(|_| BlockXor::new(n)).collect(),
            values,
        }
    }

    fn outcomes(&mut self, queries: &[(usize, usize)]) -> Vec<Outcome> {
        let n = self.values.len();
        let mut reach_from = vec![0; n];
        for &(lo, hi) in queries {
            reach_from[lo] = reach_from[lo].max(hi);
        }
        let mut ahead = Nearest::new(n);
        for x in (0..n).rev() {
            ahead.saw(self.values[x], x);
            if x > 0 {
                self.fill_bounded_row(x, &ahead);
            }
            self.fill_row_from(x, reach_from[x], &ahead);
        }
        // (hi, lo, query index), by hi and, within one hi, longest reach (smallest lo) first.
        let mut by_hi: Vec<(usize, usize, usize)> = queries
            .iter()
            .enumerate()
            .map(|(i, &(lo, hi))| (hi, lo, i))
            .collect();
        by_hi.sort_unstable();
        let mut outcomes = vec![Outcome::Lose; queries.len()];
        let mut behind = Nearest::new(0);
        let mut next = 0;
        for hi in 1..=n {
            behind.saw(self.values[hi - 1], hi);
            let ending_here = by_hi[next..].iter().take_while(|q| q.0 == hi).count();
            let group = &by_hi[next..next + ending_here];
            next += ending_here;
            if let Some(&(_, lo, _)) = group.first() {
                self.fill_row_before(hi, lo, &behind);
            }
            for &(_, lo, i) in group {
                let sg = self.mex_of_moves(lo, hi, &behind.present(|end| end > lo));
                outcomes[i] = if sg != 0 { Outcome::Win } else { Outcome::Lose };
            }
        }
        outcomes
    }

    fn gaps_from(&self, v: usize, p: usize) -> u8 {
        self.gaps[v].range(p, self.values.len())
    }

    fn fill_bounded_row(&mut self, x: usize, ahead: &Nearest) {
        let n = self.values.len();
        let left = self.values[x - 1] as usize;
        let mut walked_intervals = [(0usize, 0u8); VALUES];
        let mut walked = 0;
        for &v in &ahead.order {
            let v = v as usize;
            let hi = ahead.at[v] as usize;
            if hi == n {
                break;
            }
            let sg = self.mex_of_moves(x, hi, &ahead.present(|first| first < hi));
            self.before_first[x][v] = sg ^ self.gaps_from(v, hi);
            walked_intervals[walked] = (hi, sg);
            walked += 1;
            if v == left {
                self.gaps[v].xor(x - 1, sg);
                break;
            }
        }
        let left_gaps = self.gaps_from(left, x - 1);
        for &(hi, sg) in &walked_intervals[..walked] {
            self.after_last[hi][left] = sg ^ left_gaps;
        }
    }

    fn fill_row_from(&mut self, lo: usize, hi: usize, ahead: &Nearest) {
        for &v in &ahead.order {
            let v = v as usize;
            let first = ahead.at[v] as usize;
            if first >= hi {
                break;
            }
            if self.before_first[lo][v] == UNKNOWN {
                let present = ahead.present(|other| other < first);
                let sg = self.mex_of_moves(lo, first, &present);
                self.before_first[lo][v] = sg ^ self.gaps_from(v, first);
            }
        }
    }

    fn fill_row_before(&mut self, hi: usize, lo: usize, behind: &Nearest) {
        for &v in &behind.order {
            let v = v as usize;
            let start = behind.at[v] as usize;
            if start <= lo {
                break;
            }
            if self.after_last[hi][v] == UNKNOWN {
                let present = behind.present(|other| other > start);
                let sg = self.mex_of_moves(start, hi, &present);
                self.after_last[hi][v] = sg ^ self.gaps_from(v, start - 1);
            }
        }
    }

    fn mex_of_moves(&self, lo: usize, hi: usize, present: &[u8; VALUES]) -> u8 {
        let (row_lo, row_hi) = (&self.before_first[lo], &self.after_last[hi]);
        debug_assert!(
            (0..VALUES).all(|v| present[v] != 0 || (row_lo[v] | row_hi[v]) < VALUES as u8),
            "[{lo}, {hi}) reads an entry not computed yet"
        );
        let options: [u8; VALUES] = std::array::from_fn(|v| (row_lo[v] ^ row_hi[v]) | present[v]);
        mex(&options)
    }
}

fn mex(options: &[u8; VALUES]) -> u8 {
    let reached = |g: u8| {
        options
            .iter()
            .fold(false, |seen, &option| seen | (option == g))
    };
    (0..VALUES as u8)
        .find(|&g| !reached(g))
        .unwrap_or(VALUES as u8)
}

struct Nearest {
    at: [u32; VALUES],
    order: [u8; VALUES],
}

impl Nearest {
    fn new(absent: usize) -> Self {
        Nearest {
            at: [absent as u32; VALUES],
            order: std::array::from_fn(|v| v as u8),
        }
    }

    fn saw(&mut self, v: u8, at: usize) {
        self.at[v as usize] = at as u32;
        let rank = self.order.iter().position(|&w| w == v).unwrap_or(0);
        self.order.copy_within(0..rank, 1);
        self.order[0] = v;
    }

    fn present(&self, inside: impl Fn(usize) -> bool) -> [u8; VALUES] {
        std::array::from_fn(|v| {
            if inside(self.at[v] as usize) {
                0
            } else {
                ABSENT
            }
        })
    }
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

mod blockxor {
use std::ops::BitXor;

#[derive(Clone, Debug)]
pub struct BlockXor<T> {
    shift: u32,
    within: Vec<T>,
    before: Vec<T>,
}

impl<T: Copy + Default + BitXor<Output = T>> BlockXor<T> {
    pub fn new(n: usize) -> Self {
        let shift = block_shift(n);
        BlockXor {
            shift,
            within: vec![T::default(); n + 1],
            before: vec![T::default(); (n >> shift) + 1],
        }
    }

    pub fn len(&self) -> usize {
        self.within.len() - 1
    }

    pub fn xor(&mut self, i: usize, x: T) {
        let n = self.len();
        assert!(i < n, "BlockXor::xor: position {i} out of 0..{n}");
        let block = i >> self.shift;
        let block_end = ((block + 1) << self.shift).min(n + 1);
        for slot in &mut self.within[i + 1..block_end] {
            *slot = *slot ^ x;
        }
        for slot in &mut self.before[block + 1..] {
            *slot = *slot ^ x;
        }
    }

    pub fn prefix(&self, r: usize) -> T {
        self.before[r >> self.shift] ^ self.within[r]
    }

    pub fn range(&self, l: usize, r: usize) -> T {
        assert!(l <= r, "BlockXor::range: reversed range {l}..{r}");
        self.prefix(r) ^ self.prefix(l)
    }
}

fn block_shift(n: usize) -> u32 {
    let mut shift = 0;
    while shift < usize::BITS / 2 && (1usize << (2 * shift)) < n {
        shift += 1;
    }
    shift
}
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

macro_rules! printable_bytes {
    ($t:ty) => {
        impl Printable for $t {
            fn print_to(self, buf: &mut Vec<u8>) {
                buf.extend_from_slice(AsRef::<[u8]>::as_ref(&self))
            }
        }
    };
}
printable_bytes!(&str);
}
