// ybt-subtraction-sg: 取石子游戏 with a subtraction set (LibreOJ 10244, 一本通 6.7 练习 1; BZOJ 1874)
// Idea: Sprague-Grundy: lost iff X = XOR of sg(A_i) is 0 (games::subtraction_grundy); the first
// winning move is the first pile i, then least b, with sg(A_i - b) = X ^ sg(A_i).
// Complexity: O(max A * M + N * M).
// Bundled from crates/ybt-subtraction-sg with fastio, games by gamebook's bundler: edit the crate, then `make submit P=ybt-subtraction-sg`.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
struct Move {
    pile: usize,
    take: usize,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win(Move),
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let piles: usize = sc.read();
    // Pile and take sizes index the Grundy table, so they are read as usize.
    let stones: Vec<usize> = sc.read_vec(piles);
    let sizes: usize = sc.read();
    let mut takes: Vec<usize> = sc.read_vec(sizes);
    // The statement promises increasing sizes; sorting costs nothing and makes sure of it.
    takes.sort_unstable();
    takes.dedup();
    match outcome(&stones, &takes) {
        Outcome::Win(first) => {
            out.put("YES").ln();
            out.put(first.pile + 1).sp().put(first.take).ln();
        }
        Outcome::Lose => {
            out.put("NO").ln();
        }
    }
}

fn outcome(stones: &[usize], takes: &[usize]) -> Outcome {
    let largest = stones.iter().copied().max().unwrap_or(0);
    let sg = crate::games::subtraction_grundy(takes, largest);
    let nim_sum = crate::games::nim_sum(stones.iter().map(|&a| sg[a]));
    if nim_sum == 0 {
        return Outcome::Lose;
    }
    let first = stones.iter().enumerate().find_map(|(pile, &a)| {
        let wanted = nim_sum ^ sg[a];
        // A pile holding fewer than b stones offers no move of b (the seed forgot this).
        let mut legal = takes.iter().copied().take_while(|&b| b <= a);
        let take = legal.find(|&b| sg[a - b] == wanted)?;
        Some(Move { pile, take })
    });
    Outcome::Win(first.expect("a non-zero Nim sum always has a move back to 0"))
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

        pub fn read_vec<T: Readable>(&mut self, n: usize) -> Vec<T> {
            (0..n).map(|_| T::read_from(self)).collect()
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

    impl Printable for usize {
        fn print_to(self, buf: &mut Vec<u8>) {
            print_u64(self as u64, buf)
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
}

mod games {

    use std::ops::BitXor;

    // ---------------------------------------------------------------------------------------------
    // mex

    // ---------------------------------------------------------------------------------------------
    // Nim

    pub fn nim_sum<T, I>(piles: I) -> T
    where
        T: Default + BitXor<Output = T>,
        I: IntoIterator<Item = T>,
    {
        piles.into_iter().fold(T::default(), |acc, pile| acc ^ pile)
    }

    // ---------------------------------------------------------------------------------------------
    // Subtraction games and periods

    pub fn subtraction_grundy(moves: &[usize], n: usize) -> Vec<u32> {
        let mut sizes = moves.to_vec();
        sizes.sort_unstable();
        sizes.dedup();
        assert!(
            sizes.first() != Some(&0),
            "subtraction_grundy: a move of size 0"
        );
        let mut g: Vec<u32> = Vec::with_capacity(n + 1);
        // seen[v] == h + 1 marks value v as reachable from heap h (stamps: no clearing). A heap
        // has at most |moves| options, so every value is at most |moves|.
        let mut seen = vec![0usize; sizes.len() + 1];
        for h in 0..=n {
            for &m in sizes.iter().take_while(|&&m| m <= h) {
                seen[g[h - m] as usize] = h + 1;
            }
            let mut value = 0;
            while seen[value] == h + 1 {
                value += 1;
            }
            g.push(value as u32);
        }
        g
    }

    // ---------------------------------------------------------------------------------------------
    // Explicit graphs

    // ---------------------------------------------------------------------------------------------
    // Small implicit games

}
