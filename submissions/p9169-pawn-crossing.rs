// p9169-pawn-crossing: [省选联考 2023] 过河卒 Pawn Crossing (Luogu P9169)
// Idea: retrograde BFS over (black cell, unordered red pair, side to move), predecessors generated
// on the fly: the winner takes 1 + min, the loser 1 + max (queue order); never decided is a Tie.
// Complexity: O(K^3) per board, K ≤ 100 free cells (~10^7 steps); 1.3 MB of counts, 4 MB queue.
// Bundled from crates/p9169-pawn-crossing with fastio by gamebook's bundler: edit the crate, then `make submit P=p9169-pawn-crossing`.

use crate::fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
    Tie,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let _test_point: u32 = sc.read();
    let boards: usize = sc.read();
    let mut arena = Arena::default();
    for _ in 0..boards {
        let rows: usize = sc.read();
        let _cols: usize = sc.read();
        let grid: Vec<Vec<u8>> = (0..rows).map(|_| sc.token().to_vec()).collect();
        let board = Board::new(&grid);
        match arena.red_to_move_outcome(&board) {
            (Outcome::Win, moves) => out.put("Red ").put(moves).ln(),
            (Outcome::Lose, moves) => out.put("Black ").put(moves).ln(),
            (Outcome::Tie, _) => out.put("Tie").ln(),
        };
    }
}

struct Board {
    row: Vec<usize>,
    step: Vec<[u8; 4]>,
    black: usize,
    red: [usize; 2],
}

const NONE: u8 = u8::MAX;
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;
const BLACK_UNDO: [usize; 3] = [DOWN, RIGHT, LEFT];

impl Board {
    fn new(grid: &[Vec<u8>]) -> Board {
        let (rows, cols) = (grid.len(), grid[0].len());
        let mut id = vec![vec![NONE; cols]; rows];
        let mut row = Vec::new();
        let (mut black, mut red) = (0, Vec::new());
        for r in 0..rows {
            for c in 0..cols {
                if grid[r][c] == b'#' {
                    continue;
                }
                id[r][c] = row.len() as u8;
                match grid[r][c] {
                    b'X' => black = row.len(),
                    b'O' => red.push(row.len()),
                    _ => {}
                }
                row.push(r);
            }
        }
        let mut step = Vec::with_capacity(row.len());
        for r in 0..rows {
            for c in 0..cols {
                if id[r][c] == NONE {
                    continue;
                }
                let at = |r: usize, c: usize| id.get(r).and_then(|line| line.get(c)).copied();
                step.push([
                    r.checked_sub(1).and_then(|r| at(r, c)).unwrap_or(NONE),
                    at(r + 1, c).unwrap_or(NONE),
                    c.checked_sub(1).and_then(|c| at(r, c)).unwrap_or(NONE),
                    at(r, c + 1).unwrap_or(NONE),
                ]);
            }
        }
        Board {
            row,
            step,
            black,
            red: [red[0], red[1]],
        }
    }

    fn cells(&self) -> usize {
        self.row.len()
    }

    fn area(&self, from: &[usize], directions: &[usize]) -> Vec<bool> {
        let mut seen = vec![false; self.cells()];
        let mut stack = from.to_vec();
        while let Some(cell) = stack.pop() {
            if !seen[cell] {
                seen[cell] = true;
                let next = directions.iter().map(|&d| self.step[cell][d]);
                stack.extend(next.filter(|&c| c != NONE).map(usize::from));
            }
        }
        seen
    }
}

fn pair_index(a: usize, b: usize) -> usize {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    high * (high - 1) / 2 + low
}

const UNREACHABLE: u8 = 253;
const WON: u8 = 254;
const LOST: u8 = 255;
const RED: usize = 0;
const BLACK: usize = 1;

fn position(pair: usize, black: usize, side: usize) -> usize {
    pair << 8 | black << 1 | side
}

#[derive(Default)]
struct Arena {
    open: Vec<u8>,
    queue: Vec<u32>,
    pairs: Vec<[u8; 2]>,
    red_steps: Vec<u16>,
    red_step_count: Vec<u8>,
}

impl Arena {
    fn red_to_move_outcome(&mut self, board: &Board) -> (Outcome, u32) {
        let k = board.cells();
        self.pairs.clear();
        for high in 1..k {
            for low in 0..high {
                self.pairs.push([low as u8, high as u8]);
            }
        }
        self.red_steps.clear();
        self.red_steps.resize(self.pairs.len() * 8, 0);
        self.red_step_count.clear();
        for (pair, &[a, b]) in self.pairs.iter().enumerate() {
            let mut count = 0;
            for (moved, other) in [(a as usize, b as usize), (b as usize, a as usize)] {
                for to in board.step[moved] {
                    if to != NONE && to as usize != other {
                        self.red_steps[8 * pair + count] = pair_index(to as usize, other) as u16;
                        count += 1;
                    }
                }
            }
            self.red_step_count.push(count as u8);
        }
        self.open.clear();
        self.open.resize(self.pairs.len() << 8, 0);
        self.queue.clear();
        self.decide_game_ends(board);
        let start = position(pair_index(board.red[0], board.red[1]), board.black, RED);
        let moves = self.propagate(board, start);
        match self.open[start] {
            WON => (Outcome::Win, moves),
            LOST => (Outcome::Lose, moves),
            _ => (Outcome::Tie, 0),
        }
    }

    fn decide_game_ends(&mut self, board: &Board) {
        let k = board.cells();
        let black_area = board.area(&[board.black], &[UP, LEFT, RIGHT]);
        let red_area = board.area(&board.red, &[UP, DOWN, LEFT, RIGHT]);
        let black_moves: Vec<u8> = board
            .step
            .iter()
            .map(|s| [UP, LEFT, RIGHT].iter().filter(|&&d| s[d] != NONE).count() as u8)
            .collect();
        for (pair, &[a, b]) in self.pairs.iter().enumerate() {
            let (a, b) = (a as usize, b as usize);
            if !red_area[a] || !red_area[b] {
                for black in 0..k {
                    let base = position(pair, black, 0);
                    self.open[base..base + 2].fill(UNREACHABLE);
                }
                continue;
            }
            let red_moves = self.red_step_count[pair];
            for black in 0..k {
                let base = position(pair, black, 0);
                let (red_state, black_state) = if !black_area[black] {
                    (UNREACHABLE, UNREACHABLE)
                } else if board.row[black] == 0 {
                    (LOST, WON)
                } else if black == a || black == b {
                    (LOST, LOST)
                } else {
                    let no_move = |count: u8| if count == 0 { LOST } else { count };
                    (no_move(red_moves), no_move(black_moves[black]))
                };
                self.open[base + RED] = red_state;
                self.open[base + BLACK] = black_state;
                for side in [RED, BLACK] {
                    if self.open[base + side] > UNREACHABLE {
                        self.queue.push((base + side) as u32);
                    }
                }
            }
        }
    }

    fn propagate(&mut self, board: &Board, start: usize) -> u32 {
        let mut head = 0;
        let mut layer_end = self.queue.len();
        let mut next_distance = 1;
        while head < self.queue.len() && self.open[start] < WON {
            if head == layer_end {
                layer_end = self.queue.len();
                next_distance += 1;
            }
            let x = self.queue[head] as usize;
            head += 1;
            let (pair, black, side) = (x >> 8, x >> 1 & 127, x & 1);
            let x_lost = self.open[x] == LOST;
            if side == BLACK {
                // Red just moved: one of its pieces came from a neighbouring cell.
                for i in 8 * pair..8 * pair + self.red_step_count[pair] as usize {
                    let y = position(self.red_steps[i] as usize, black, RED);
                    self.settle(y, x_lost);
                }
            } else {
                // Black just moved up, left or right: it came from below, the right or the left.
                for d in BLACK_UNDO {
                    let from = board.step[black][d];
                    if from != NONE {
                        self.settle(position(pair, from as usize, BLACK), x_lost);
                    }
                }
            }
        }
        if head == 0 {
            0
        } else {
            next_distance
        }
    }

    fn settle(&mut self, y: usize, lost: bool) {
        let open = self.open[y];
        if open >= UNREACHABLE {
            return;
        }
        self.open[y] = if lost {
            WON
        } else if open == 1 {
            LOST
        } else {
            open - 1
        };
        if self.open[y] >= WON {
            self.queue.push(y as u32);
        }
    }
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

        pub fn token(&mut self) -> &[u8] {
            let start = self.start_of_token("a token");
            let end = self.end_of_token(start);
            self.pos = end;
            &self.input[start..end]
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

    impl Readable for u32 {
        fn read_from(sc: &mut Scanner) -> Self {
            sc.unsigned(u32::MAX as u64, "u32") as u32
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

    impl Printable for u32 {
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
