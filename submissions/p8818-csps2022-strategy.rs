// p8818-csps2022-strategy: Strategy Game (Luogu P8818, CSP-S 2022)
// Idea: Q answers x >= 0 with min B and x < 0 with max B, so L's best is one of four extremes of A
// in range (min/max of its non-negative and of its negative values), all from sparse tables.
// Complexity: O((n + m) log(n + m)) preprocessing, O(1) per round; products up to 1e18 in i64.
// Bundled from crates/p8818-csps2022-strategy with fastio by gamebook's bundler: edit the crate, then `make submit P=p8818-csps2022-strategy`.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let m: usize = sc.read();
    let rounds: usize = sc.read();
    let a: Vec<i32> = sc.read_vec(n);
    let b: Vec<i32> = sc.read_vec(m);
    let choices = LeftChoices::new(&a);
    let b_min = SparseTable::new(b.clone(), Ord::min);
    let b_max = SparseTable::new(b, Ord::max);
    for _ in 0..rounds {
        let (l1, r1): (usize, usize) = (sc.read(), sc.read());
        let (l2, r2): (usize, usize) = (sc.read(), sc.read());
        let min_b = b_min.query(l2 - 1, r2 - 1) as i64;
        let max_b = b_max.query(l2 - 1, r2 - 1) as i64;
        out.put(choices.best_payoff(l1 - 1, r1 - 1, min_b, max_b))
            .ln();
    }
}

const ABSENT_HIGH: i32 = i32::MAX;
const ABSENT_LOW: i32 = i32::MIN;

struct LeftChoices {
    non_negative_min: SparseTable,
    non_negative_max: SparseTable,
    negative_min: SparseTable,
    negative_max: SparseTable,
}

impl LeftChoices {
    fn new(a: &[i32]) -> LeftChoices {
        let only = |keep: fn(i32) -> bool, absent: i32| -> Vec<i32> {
            a.iter()
                .map(|&x| if keep(x) { x } else { absent })
                .collect()
        };
        let is_non_negative = |x: i32| x >= 0;
        let is_negative = |x: i32| x < 0;
        LeftChoices {
            non_negative_min: SparseTable::new(only(is_non_negative, ABSENT_HIGH), Ord::min),
            non_negative_max: SparseTable::new(only(is_non_negative, ABSENT_LOW), Ord::max),
            negative_min: SparseTable::new(only(is_negative, ABSENT_HIGH), Ord::min),
            negative_max: SparseTable::new(only(is_negative, ABSENT_LOW), Ord::max),
        }
    }

    fn best_payoff(&self, l: usize, r: usize, min_b: i64, max_b: i64) -> i64 {
        let mut best = i64::MIN;
        let sides = [
            (&self.non_negative_min, &self.non_negative_max, min_b),
            (&self.negative_min, &self.negative_max, max_b),
        ];
        for (low, high, reply) in sides {
            let smallest = low.query(l, r);
            if smallest != ABSENT_HIGH {
                let largest = high.query(l, r);
                best = best
                    .max(smallest as i64 * reply)
                    .max(largest as i64 * reply);
            }
        }
        best
    }
}

struct SparseTable {
    levels: Vec<Vec<i32>>,
    combine: fn(i32, i32) -> i32,
}

impl SparseTable {
    fn new(values: Vec<i32>, combine: fn(i32, i32) -> i32) -> SparseTable {
        let mut levels = vec![values];
        let mut width = 1;
        while 2 * width <= levels[0].len() {
            let below = levels.last().expect("level 0 exists");
            let level = (0..below.len() - width)
                .map(|i| combine(below[i], below[i + width]))
                .collect();
            levels.push(level);
            width *= 2;
        }
        SparseTable { levels, combine }
    }

    fn query(&self, l: usize, r: usize) -> i32 {
        let k = (r - l + 1).ilog2() as usize;
        let level = &self.levels[k];
        (self.combine)(level[l], level[r + 1 - (1 << k)])
    }
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

    pub fn read_vec<T: Readable>(&mut self, n: usize) -> Vec<T> {
        (0..n).map(|_| T::read_from(self)).collect()
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
readable_unsigned!(usize);

macro_rules! readable_signed {
    ($t:ident) => {
        impl Readable for $t {
            #[inline]
            fn read_from(sc: &mut Scanner) -> Self {
                sc.skip_whitespace();
                let negative = sc.buf[sc.pos] == b'-';
                match sc.magnitude(negative as usize, $t::MAX as u64 + negative as u64) {
                    Some(value) if negative => (value as $t).wrapping_neg(),
                    Some(value) => value as $t,
                    None => sc.parsed(stringify!($t)),
                }
            }
        }
    };
}
readable_signed!(i32);

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
printable_signed!(i64);
}
