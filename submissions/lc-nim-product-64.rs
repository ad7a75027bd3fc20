// lc-nim-product-64: Nim Product (F_{2^64}) (Library Checker nim_product_64)
// Idea: nimbers below 2^64 form a field; with F = 2^32, a = a1·F ^ a0 and F ⊗ F = F ^ F/2,
// a product is three half-size products (Karatsuba), down to F_{2^16}, where it is a look-up
// in logarithm and exponential tables (games::NimField).
// Complexity: O(2^16) to build the tables, then O(1) per query (nine table products).
// Bundled from crates/lc-nim-product-64 with fastio, games by gamebook's bundler: edit the crate, then `make submit P=lc-nim-product-64`.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let field = crate::games::NimField::new();
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
printable_unsigned!(u64);
}

mod games {
#[derive(Clone, Debug)]
pub struct NimField {
    log: Box<[u16; 1 << 16]>,
    exp: Box<[u16; 3 << 16]>,
}

impl NimField {
    pub fn new() -> NimField {
        let mut bytes = vec![0u8; 1 << 16];
        bytes[1 << 8 | 1] = 1;
        for half in [1u32, 2, 4] {
            let mask = (1usize << half) - 1;
            let top = 1usize << (half - 1);
            let small = |x: usize, y: usize, bytes: &[u8]| bytes[x << 8 | y] as usize;
            for a in 0..1usize << (2 * half) {
                for b in 0..1usize << (2 * half) {
                    if a <= mask && b <= mask {
                        continue;
                    }
                    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
                    let low = small(a0, b0, &bytes);
                    let cross = small(a0 ^ a1, b0 ^ b1, &bytes);
                    let high_high = small(small(a1, b1, &bytes), top, &bytes);
                    bytes[a << 8 | b] = ((cross ^ low) << half | (low ^ high_high)) as u8;
                }
            }
        }
        let product16 = |a: u32, b: u32| -> u32 {
            let byte = |x: u32, y: u32| bytes[(x << 8 | y) as usize] as u32;
            let (a1, a0, b1, b0) = (a >> 8, a & 255, b >> 8, b & 255);
            let low = byte(a0, b0);
            let cross = byte(a0 ^ a1, b0 ^ b1);
            (cross ^ low) << 8 | (low ^ byte(byte(a1, b1), 128))
        };
        let power16 = |mut x: u32, mut e: u32| {
            let mut result = 1;
            while e > 0 {
                if e & 1 == 1 {
                    result = product16(result, x);
                }
                x = product16(x, x);
                e >>= 1;
            }
            result
        };
        let generator = (2u32..)
            .find(|&g| [3, 5, 17, 257].iter().all(|&p| power16(g, 65535 / p) != 1))
            .expect("F_{2^16} has a generator");
        let mut log: Box<[u16; 1 << 16]> = vec![0; 1 << 16].try_into().unwrap();
        let mut exp: Box<[u16; 3 << 16]> = vec![0; 3 << 16].try_into().unwrap();
        let mut x = 1u32;
        for (i, power) in exp.iter_mut().enumerate() {
            *power = x as u16;
            if i < 65535 {
                log[x as usize] = i as u16;
            }
            x = product16(x, generator);
        }
        NimField { log, exp }
    }

    #[inline]
    fn product16(&self, a: u64, b: u64) -> u64 {
        if a == 0 || b == 0 {
            return 0;
        }
        let (a, b) = ((a & 0xffff) as usize, (b & 0xffff) as usize);
        self.exp[self.log[a] as usize + self.log[b] as usize] as u64
    }

    #[inline]
    fn product16_top(&self, a: u64, b: u64) -> u64 {
        if a == 0 || b == 0 {
            return 0;
        }
        let (a, b) = ((a & 0xffff) as usize, (b & 0xffff) as usize);
        let top = self.log[1 << 15] as usize;
        self.exp[self.log[a] as usize + self.log[b] as usize + top] as u64
    }

    #[inline]
    fn product32(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
        let low = self.product16(a0, b0);
        let cross = self.product16(a0 ^ a1, b0 ^ b1);
        (cross ^ low) << 16 | (low ^ self.product16_top(a1, b1))
    }

    #[inline]
    fn times_top32(&self, x: u64) -> u64 {
        let (x1, x0) = (x >> 16, x & 0xffff);
        self.product16_top(x1 ^ x0, 1) << 16 | self.product16_top(x1, 1 << 15)
    }

    #[inline]
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 32, a & 0xffff_ffff, b >> 32, b & 0xffff_ffff);
        let low = self.product32(a0, b0);
        let cross = self.product32(a0 ^ a1, b0 ^ b1);
        (cross ^ low) << 32 | (low ^ self.times_top32(self.product32(a1, b1)))
    }
}

impl Default for NimField {
    fn default() -> Self {
        NimField::new()
    }
}
}
