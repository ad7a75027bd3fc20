// ybt-merge-stones: Take one stone or merge two piles (LibreOJ 10246 / BZOJ 3895)
// Idea: piles of two or more stones act as one counter of j = sum(a + 1) - 1 moves (a take or
// merge among them spends one), so a position is (singles, j): a win/lose table filled bottom-up.
// Complexity: O(max_i * max_j) once for all tests (about 2.6 * 10^6 cells), O(n) per test.
// Bundled from crates/ybt-merge-stones with fastio by gamebook's bundler: edit the crate, then `make submit P=ybt-merge-stones`.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let tests: usize = sc.read();
    let positions: Vec<Position> = (0..tests)
        .map(|_| {
            let n: usize = sc.read();
            Position::of_piles(&sc.read_vec::<u64>(n))
        })
        .collect();
    let max_singles = positions.iter().map(|p| p.singles).max().unwrap_or(0);
    let max_moves = positions.iter().map(|p| p.big_moves).max().unwrap_or(0);
    let table = OutcomeTable::new(max_singles, max_moves);
    for position in &positions {
        out.put(match table.outcome(position) {
            Outcome::Win => "YES",
            Outcome::Lose => "NO",
        })
        .ln();
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Position {
    singles: usize,
    big_moves: usize,
}

impl Position {
    fn of_piles(piles: &[u64]) -> Position {
        let singles = piles.iter().filter(|&&a| a == 1).count();
        let big: Vec<u64> = piles.iter().copied().filter(|&a| a >= 2).collect();
        // Every stone once, plus (count - 1) merges among the big piles.
        let big_moves = big.iter().map(|&a| a + 1).sum::<u64>().saturating_sub(1);
        Position {
            singles,
            big_moves: big_moves as usize,
        }
    }
}

struct OutcomeTable {
    wins: Vec<Vec<bool>>,
}

impl OutcomeTable {
    fn new(max_singles: usize, max_moves: usize) -> OutcomeTable {
        let mut wins: Vec<Vec<bool>> = Vec::with_capacity(max_singles + 1);
        for singles in 0..=max_singles {
            let width = max_moves + 3 * (max_singles - singles) + 1;
            let row = if singles == 0 {
                // Only big-pile moves remain, each spends exactly one: parity decides.
                (0..width).map(|moves| moves % 2 == 1).collect()
            } else {
                row_with_singles(&wins, singles, width)
            };
            wins.push(row);
        }
        OutcomeTable { wins }
    }

    fn outcome(&self, position: &Position) -> Outcome {
        if self.wins[position.singles][position.big_moves] {
            Outcome::Win
        } else {
            Outcome::Lose
        }
    }
}

fn row_with_singles(rows: &[Vec<bool>], singles: usize, width: usize) -> Vec<bool> {
    let one_fewer = &rows[singles - 1];
    let two_fewer = if singles >= 2 {
        Some(&rows[singles - 2])
    } else {
        None
    };
    let mut row = vec![false; width];
    for moves in 0..width {
        row[moves] = match moves {
            // Drop a single, or merge two singles into a first big pile of 2 stones.
            0 => !one_fewer[0] || two_fewer.is_some_and(|r| !r[2]),
            // A lone one-stone pile is one more single: the position (singles + 1, 0), whose
            // moves lead to (singles, 0) and (singles - 1, 2).
            1 => !row[0] || !one_fewer[2],
            _ => {
                !one_fewer[moves]
                    || !row[moves - 1]
                    || !one_fewer[moves + 1]
                    || two_fewer.is_some_and(|r| !r[moves + 3])
            }
        };
    }
    row
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
