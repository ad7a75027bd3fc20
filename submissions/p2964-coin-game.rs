// p2964-coin-game: A Coin Game (Luogu P2964, USACO 2009 November Silver)
// Idea: best(c, L) = max over k <= L of (sum of the last c) - best(c - k, min(2k, c - k)) is a
// running maximum: best(c, L - 1) or the k = L term, O(1) each, kept in a u32 triangle (L <= c).
// Complexity: O(n^2) time and memory.
// Bundled from crates/p2964-coin-game with fastio by gamebook's bundler: edit the crate, then `make submit P=p2964-coin-game`.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let coins: Vec<u32> = sc.read_vec(n);
    out.put(first_player_total(&coins)).ln();
}

fn first_player_total(coins: &[u32]) -> u32 {
    let n = coins.len();
    // left_sum[c]: the value of the last c coins.
    let mut left_sum = vec![0u32; n + 1];
    for c in 1..=n {
        left_sum[c] = left_sum[c - 1] + coins[n - c];
    }
    let best = BestTotals::new(&left_sum);
    best.get(n, n.min(2))
}

struct BestTotals {
    triangle: Vec<u32>,
}

impl BestTotals {
    fn new(left_sum: &[u32]) -> BestTotals {
        let n = left_sum.len() - 1;
        let mut best = BestTotals {
            triangle: vec![0; (n + 1) * (n + 2) / 2],
        };
        for (coins_left, &value_left) in left_sum.iter().enumerate().skip(1) {
            let mut running = 0;
            for limit in 1..=coins_left {
                let rest = coins_left - limit;
                let opponent = best.get(rest, rest.min(2 * limit));
                running = running.max(value_left - opponent);
                best.triangle[row_start(coins_left) + limit] = running;
            }
        }
        best
    }

    fn get(&self, coins_left: usize, limit: usize) -> u32 {
        self.triangle[row_start(coins_left) + limit]
    }
}

fn row_start(coins_left: usize) -> usize {
    coins_left * (coins_left + 1) / 2
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
readable_unsigned!(u32);
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

macro_rules! printable_unsigned {
    ($t:ident) => {
        impl Printable for $t {
            #[inline]
            fn print_to(self, buf: &mut Vec<u8>) {
                print_u64(self as u64, buf)
            }
        }
    };
}
printable_unsigned!(u32);
}
