// Contest template: fill in `solve`; fastio below is whole (Scanner: read, read_vec, token,
// line; Writer: put, sp, ln).
// Bundled from contest/src/main.rs with fastio by gamebook's bundler: edit the source, not this file.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    // Replace: read the input with `sc.read::<T>()`, print with `out.put(x).ln()`.
    let n: u64 = sc.read();
    out.put(n).ln();
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

#[allow(dead_code, unused_imports, unused_macros)]
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
    pub fn new(mut input: Vec<u8>) -> Self {
        let end = input.len();
        input.resize(end + PAD, 0);
        Scanner {
            buf: input,
            end,
            pos: 0,
            base: 0,
            source: None,
        }
    }

    pub fn stdin() -> Self {
        Scanner {
            buf: vec![0; PAD],
            end: 0,
            pos: 0,
            base: 0,
            // Unlocked: each read takes the lock briefly, so other code may still use stdin.
            source: Some(Box::new(std::io::stdin())),
        }
    }

    pub fn read<T: Readable>(&mut self) -> T {
        T::read_from(self)
    }

    pub fn read_vec<T: Readable>(&mut self, n: usize) -> Vec<T> {
        (0..n).map(|_| T::read_from(self)).collect()
    }

    pub fn token(&mut self) -> &[u8] {
        self.start_of_token("a token");
        let end = self.token_end();
        let start = self.pos;
        self.pos = end;
        &self.buf[start..end]
    }

    pub fn line(&mut self) -> &[u8] {
        self.start_of_token("a line");
        let len = self.run_length(|b| b != b'\n');
        let start = self.pos;
        self.pos += len;
        // The line starts with a non-whitespace byte, so the trim stops inside it.
        let mut end = self.pos;
        while self.buf[end - 1] <= b' ' {
            end -= 1;
        }
        &self.buf[start..end]
    }

    pub fn has_more(&mut self) -> bool {
        self.skip_whitespace();
        self.pos < self.end
    }

    pub fn offset(&self) -> usize {
        self.base + self.pos
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
        // What is kept is a token or line cut by the chunk's end; the room read into is at
        // least as large, so a long token costs O(length) in all.
        self.buf.resize((2 * self.end).max(CHUNK) + PAD, 0);
        let read = loop {
            let limit = self.buf.len() - PAD;
            match source.read(&mut self.buf[self.end..limit]) {
                Err(err) if err.kind() == std::io::ErrorKind::Interrupted => {}
                result => break result.expect("fastio: cannot read standard input"),
            }
        };
        self.end += read;
        // The bytes past the data may be left over from before the move: zero the padding.
        self.buf[self.end..][..PAD].fill(0);
        if read == 0 {
            self.source = None;
        }
        read > 0
    }

    #[inline(always)]
    fn skip_whitespace(&mut self) {
        // Tokens are most often one byte apart: a number stops at its delimiter, and the
        // next token starts right after it. (A zero padding byte past the data fails the
        // second test, and the loop below sees the end.)
        let pos = self.pos;
        if self.buf[pos] <= b' ' && self.buf[pos + 1] > b' ' {
            self.pos = pos + 1;
            return;
        }
        // (A primitive `+=` evaluates its right side first: `pos` is read after any refill.)
        self.pos += self.run_length(|b| b <= b' ');
    }

    #[inline(always)]
    fn start_of_token(&mut self, what: &str) {
        self.skip_whitespace();
        if self.pos >= self.end {
            self.reject(what);
        }
    }

    fn token_end(&mut self) -> usize {
        // (The run may refill the buffer, which moves `pos`: read it after.)
        self.run_length(|b| b > b' ') + self.pos
    }

    #[inline(always)]
    fn run_length(&mut self, in_run: impl Fn(u8) -> bool) -> usize {
        let mut len = 0;
        loop {
            // A local slice and length: updating a field in the loop made the compiler store
            // and reload it for every byte.
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
        // Not UTF-8 is rejected as the empty token, which is the end of input (a `String`
        // would parse it).
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
                // At the end of input `magnitude` sees the zero padding, and `parsed` rejects.
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
readable_unsigned!(u16);
readable_unsigned!(u32);
readable_unsigned!(u64);
readable_unsigned!(usize);

macro_rules! readable_signed {
    ($t:ident) => {
        impl Readable for $t {
            #[inline]
            fn read_from(sc: &mut Scanner) -> Self {
                sc.skip_whitespace();
                let negative = sc.buf[sc.pos] == b'-';
                // `-MIN` is `MAX + 1`, which `as` wraps to `MIN` and negation keeps there.
                match sc.magnitude(negative as usize, $t::MAX as u64 + negative as u64) {
                    Some(value) if negative => (value as $t).wrapping_neg(),
                    Some(value) => value as $t,
                    None => sc.parsed(stringify!($t)),
                }
            }
        }
    };
}
readable_signed!(i8);
readable_signed!(i16);
readable_signed!(i32);
readable_signed!(i64);
readable_signed!(isize);

macro_rules! readable_parsed {
    ($t:ty, $what:expr) => {
        impl Readable for $t {
            fn read_from(sc: &mut Scanner) -> Self {
                sc.parsed($what)
            }
        }
    };
}
readable_parsed!(f64, "f64");
readable_parsed!(f32, "f32");
readable_parsed!(String, "a UTF-8 token");
readable_parsed!(u128, "u128");
readable_parsed!(i128, "i128");

pub struct Writer<W: Write> {
    out: W,
    buf: Vec<u8>,
}

const FLUSH_AT: usize = 1 << 20;

impl Writer<StdoutLock<'static>> {
    pub fn stdout() -> Self {
        // A literal rather than `Writer::new`: a paste that only writes to stdout carries one.
        Writer {
            out: std::io::stdout().lock(),
            buf: Vec::with_capacity(FLUSH_AT + 64),
        }
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
        self.flush_if_full()
    }

    pub fn sp(&mut self) -> &mut Self {
        self.buf.push(b' ');
        self
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

    pub fn put_join<T: Printable, I: IntoIterator<Item = T>>(
        &mut self,
        values: I,
        separator: &str,
    ) -> &mut Self {
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                self.buf.extend_from_slice(separator.as_bytes());
            }
            self.put(value);
        }
        self
    }

    pub fn put_f64(&mut self, value: f64, decimals: usize) -> &mut Self {
        let scale = if decimals <= 18 {
            10u64.pow(decimals as u32) as f64
        } else {
            f64::INFINITY
        };
        let scaled = (value.abs() * scale).round();
        if scaled.is_nan() || scaled >= 9e18 {
            // NaN, infinities and huge values: std formatting is exact enough and rare.
            let _ = write!(self.buf, "{value:.decimals$}");
            return self;
        }
        let scaled = scaled as u64;
        let scale = scale as u64;
        if value < 0.0 && scaled != 0 {
            self.buf.push(b'-');
        }
        self.put(scaled / scale);
        if decimals > 0 {
            self.buf.push(b'.');
            let fraction = scaled % scale;
            let mut digits = [b'0'; 18];
            let mut rest = fraction;
            for slot in digits[..decimals].iter_mut().rev() {
                *slot = b'0' + (rest % 10) as u8;
                rest /= 10;
            }
            self.buf.extend_from_slice(&digits[..decimals]);
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

    pub fn into_inner(mut self) -> W
    where
        W: Default,
    {
        self.flush();
        std::mem::take(&mut self.out)
    }
}

impl<W: Write> Drop for Writer<W> {
    fn drop(&mut self) {
        // No panic while dropping (perhaps during another panic): errors are dropped too.
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
    // Leading zeros are the low bytes holding b'0'; one digit always stays.
    let zeros = ((ascii.wrapping_sub(ASCII_ZEROS).trailing_zeros() / 8) as usize).min(7);
    // Eight fixed bytes and a shorter length: no loop and no variable-length copy.
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

fn print_u128(value: u128, buf: &mut Vec<u8>) {
    const E8: u128 = 100_000_000;
    if value <= u64::MAX as u128 {
        print_u64(value as u64, buf);
    } else {
        print_u128(value / E8, buf);
        buf.extend_from_slice(&eight_ascii_digits((value % E8) as u32).to_le_bytes());
    }
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
printable_unsigned!(u8);
printable_unsigned!(u16);
printable_unsigned!(u32);
printable_unsigned!(u64);
printable_unsigned!(usize);

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
printable_signed!(i8);
printable_signed!(i16);
printable_signed!(i32);
printable_signed!(i64);
printable_signed!(isize);

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
printable_bytes!(&String);
printable_bytes!(String);
printable_bytes!(&[u8]);
printable_bytes!(&Vec<u8>);

impl Printable for u128 {
    fn print_to(self, buf: &mut Vec<u8>) {
        print_u128(self, buf)
    }
}
impl Printable for i128 {
    fn print_to(self, buf: &mut Vec<u8>) {
        if self < 0 {
            buf.push(b'-');
        }
        print_u128(self.unsigned_abs(), buf)
    }
}
impl Printable for char {
    fn print_to(self, buf: &mut Vec<u8>) {
        let mut utf8 = [0u8; 4];
        buf.extend_from_slice(self.encode_utf8(&mut utf8).as_bytes());
    }
}
}
