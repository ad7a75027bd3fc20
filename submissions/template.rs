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

        pub fn read_vec<T: Readable>(&mut self, n: usize) -> Vec<T> {
            (0..n).map(|_| T::read_from(self)).collect()
        }

        pub fn token(&mut self) -> &[u8] {
            let start = self.start_of_token("a token");
            let end = self.end_of_token(start);
            self.pos = end;
            &self.input[start..end]
        }

        pub fn line(&mut self) -> &[u8] {
            let start = self.start_of_token("a line");
            let mut end = start;
            while end < self.input.len() && self.input[end] != b'\n' {
                end += 1;
            }
            self.pos = end;
            while self.input[end - 1] <= b' ' {
                end -= 1;
            }
            &self.input[start..end]
        }

        pub fn has_more(&mut self) -> bool {
            self.skip_whitespace();
            self.pos < self.input.len()
        }

        pub fn offset(&self) -> usize {
            self.pos
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

        fn signed(&mut self, max: i64, what: &str) -> i64 {
            let start = self.start_of_token(what);
            if self.input[start] == b'-' {
                self.pos += 1;
                let magnitude = self.magnitude(start, max as u64 + 1, what);
                (magnitude as i64).wrapping_neg()
            } else {
                self.magnitude(start, max as u64, what) as i64
            }
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

        fn wide(&mut self, what: &str, signed: bool) -> (bool, u128) {
            let start = self.start_of_token(what);
            let end = self.end_of_token(start);
            let token = &self.input[start..end];
            let (negative, digits) = match token[0] {
                b'-' if signed => (true, &token[1..]),
                b'+' => (false, &token[1..]),
                _ => (false, token),
            };
            if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
                self.reject(start, what, "");
            }
            let value = digits.iter().try_fold(0u128, |acc, &b| {
                acc.checked_mul(10)?.checked_add((b - b'0') as u128)
            });
            let Some(value) = value else {
                self.reject(start, what, &format!(" (out of range for {what})"));
            };
            if signed && value > (i128::MAX as u128) + negative as u128 {
                self.reject(start, what, &format!(" (out of range for {what})"));
            }
            self.pos = end;
            (negative, value)
        }

        fn float(&mut self, what: &str) -> f64 {
            let start = self.start_of_token(what);
            let end = self.end_of_token(start);
            let parsed = std::str::from_utf8(&self.input[start..end])
                .ok()
                .and_then(|text| text.parse::<f64>().ok());
            match parsed {
                Some(value) => {
                    self.pos = end;
                    value
                }
                None => self.reject(start, what, ""),
            }
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
    impl Readable for u16 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.unsigned(u16::MAX as u64, "u16") as u16
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
    impl Readable for i8 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.signed(i8::MAX as i64, "i8") as i8
        }
    }
    impl Readable for i16 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.signed(i16::MAX as i64, "i16") as i16
        }
    }
    impl Readable for i32 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.signed(i32::MAX as i64, "i32") as i32
        }
    }
    impl Readable for i64 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.signed(i64::MAX, "i64")
        }
    }
    impl Readable for isize {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.signed(isize::MAX as i64, "isize") as isize
        }
    }
    impl Readable for u128 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.wide("u128", false).1
        }
    }
    impl Readable for i128 {
        fn read_from(sc: &mut Scanner) -> Self {
            let (negative, magnitude) = sc.wide("i128", true);
            if negative {
                (magnitude as i128).wrapping_neg()
            } else {
                magnitude as i128
            }
        }
    }
    impl Readable for f64 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.float("f64")
        }
    }
    impl Readable for f32 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.float("f32") as f32
        }
    }
    impl Readable for String {
        fn read_from(sc: &mut Scanner) -> Self {
            let start = sc.start_of_token("a UTF-8 token");
            let end = sc.end_of_token(start);
            match String::from_utf8(sc.input[start..end].to_vec()) {
                Ok(text) => {
                    sc.pos = end;
                    text
                }
                Err(_) => sc.reject(start, "a UTF-8 token", ""),
            }
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

        pub fn sp(&mut self) -> &mut Self {
            self.buf.push(b' ');
            self
        }

        pub fn ln(&mut self) -> &mut Self {
            self.buf.push(b'\n');
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
            let result = self
                .out
                .write_all(&self.buf)
                .and_then(|()| self.out.flush());
            self.buf.clear();
            if let Err(err) = result {
                panic!("fastio: cannot write output: {err}");
            }
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

    fn print_u128(value: u128, buf: &mut Vec<u8>) {
        const TEN_POW_19: u128 = 10_000_000_000_000_000_000;
        if value <= u64::MAX as u128 {
            return print_u64(value as u64, buf);
        }
        // Split off the low 19 digits, print the high part, then the low part zero-padded.
        print_u128(value / TEN_POW_19, buf);
        let low = (value % TEN_POW_19) as u64;
        let mut padded = Vec::with_capacity(19);
        print_u64(low, &mut padded);
        buf.resize(buf.len() + 19 - padded.len(), b'0');
        buf.extend_from_slice(&padded);
    }

    impl Printable for u8 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_u64(self as u64, buf)
        }
    }
    impl Printable for u16 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_u64(self as u64, buf)
        }
    }
    impl Printable for u32 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_u64(self as u64, buf)
        }
    }
    impl Printable for u64 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_u64(self, buf)
        }
    }
    impl Printable for usize {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_u64(self as u64, buf)
        }
    }
    impl Printable for u128 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_u128(self, buf)
        }
    }
    impl Printable for i8 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_i64(self as i64, buf)
        }
    }
    impl Printable for i16 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_i64(self as i64, buf)
        }
    }
    impl Printable for i32 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_i64(self as i64, buf)
        }
    }
    impl Printable for i64 {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_i64(self, buf)
        }
    }
    impl Printable for isize {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_i64(self as i64, buf)
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
    impl Printable for &str {
        fn print_to(self, buf: &mut Vec<u8>) {
            buf.extend_from_slice(self.as_bytes())
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
    impl Printable for &[u8] {
        fn print_to(self, buf: &mut Vec<u8>) {
            buf.extend_from_slice(self)
        }
    }
    impl Printable for &Vec<u8> {
        fn print_to(self, buf: &mut Vec<u8>) {
            buf.extend_from_slice(self)
        }
    }
}
