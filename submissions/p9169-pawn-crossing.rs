// p9169-pawn-crossing: [省选联考 2023] 过河卒 Pawn Crossing (Luogu P9169)
// Idea: retrograde BFS over (black cell, unordered red pair, side to move), predecessors generated
// on the fly: the winner takes 1 + min, the loser 1 + max (queue order); never decided is a Tie.
// Complexity: O(K^3) per board, K ≤ 100 free cells (~10^7 steps); 1.3 MB of counts, 4 MB queue.
// Bundled from crates/p9169-pawn-crossing with fastio, games by gamebook's bundler: edit the crate, then `make submit P=p9169-pawn-crossing`.

use crate::fastio::{Scanner, Writer};
use crate::games::Outcome;
use std::io::Write;

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
            (Outcome::Draw, _) => out.put("Tie").ln(),
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
            _ => (Outcome::Draw, 0),
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

    pub fn token(&mut self) -> &[u8] {
        self.start_of_token("a token");
        let end = self.token_end();
        let start = self.pos;
        self.pos = end;
        &self.buf[start..end]
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

    #[inline(always)]
    fn start_of_token(&mut self, what: &str) {
        self.skip_whitespace();
        if self.pos >= self.end {
            self.reject(what);
        }
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

mod games {
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}
}
