// p1857-prime-stones: Prime Stones (Luogu P1857)
// Idea: a pile is won iff some prime removal leaves a lost pile; its length is 1 + the shortest
// lost successor (winner hurries), a lost pile's 1 + the longest (loser stalls); by pile size.
// Complexity: O(S t + L (L + pi(S))) once (S = largest pile, L lost piles, t tried); O(1) a query.
// Bundled from crates/p1857-prime-stones with fastio by gamebook's bundler: edit the crate, then `make submit P=p1857-prime-stones`.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Play {
    outcome: Outcome,
    moves: u32,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    let piles: Vec<usize> = sc.read_vec(tests);
    let largest = piles.iter().copied().max().unwrap_or(0);
    let table = optimal_play(largest);
    for &pile in &piles {
        let play = table[pile];
        match play.outcome {
            Outcome::Win => out.put(play.moves),
            Outcome::Lose => out.put("-1"),
        };
        out.ln();
    }
}

fn primes_up_to(limit: usize) -> Vec<usize> {
    let mut composite = vec![false; limit + 1];
    let mut primes = Vec::new();
    for p in 2..=limit {
        if composite[p] {
            continue;
        }
        primes.push(p);
        for multiple in (p * p..=limit).step_by(p) {
            composite[multiple] = true;
        }
    }
    primes
}

fn optimal_play(largest: usize) -> Vec<Play> {
    let primes = primes_up_to(largest);
    let mut is_prime = vec![false; largest + 1];
    for &p in &primes {
        is_prime[p] = true;
    }
    let mut table: Vec<Play> = Vec::with_capacity(largest + 1);
    // lost_by_length[k]: the lost piles found so far whose game lasts k moves.
    let mut lost_by_length: Vec<Vec<usize>> = Vec::new();
    for pile in 0..=largest {
        let fastest_win = lost_by_length.iter().find_map(|lost| {
            let lost_pile = *lost.iter().find(|&&lost| is_prime[pile - lost])?;
            Some(table[lost_pile].moves)
        });
        let play = match fastest_win {
            Some(moves) => Play {
                outcome: Outcome::Win,
                moves: moves + 1,
            },
            None => {
                // Every move leads to a won pile: the loser picks the longest game.
                let slowest_loss = primes
                    .iter()
                    .take_while(|&&p| p <= pile)
                    .map(|&p| table[pile - p].moves + 1)
                    .max()
                    .unwrap_or(0);
                let length = slowest_loss as usize;
                if lost_by_length.len() <= length {
                    lost_by_length.resize(length + 1, Vec::new());
                }
                lost_by_length[length].push(pile);
                Play {
                    outcome: Outcome::Lose,
                    moves: slowest_loss,
                }
            }
        };
        table.push(play);
    }
    table
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
