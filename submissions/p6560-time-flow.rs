// p6560-time-flow: [SBCOI2020] Time Flow (Luogu P6560)
// Idea: moving onto e wins means standing on e loses: retrograde analysis with e's out-edges cut,
// run for 64 ends at once with won/lost bit masks and bit-sliced open-move counters.
// Complexity: O((n + m) log(max out-degree) + n log n) per 64 ends on DAGs; O(n + m) memory.
// Bundled from crates/p6560-time-flow with fastio, games by gamebook's bundler: edit the crate, then `make submit P=p6560-time-flow`.

use crate::fastio::{Scanner, Writer};
use crate::games::Outcome;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let m: usize = sc.read();
    let q: usize = sc.read();
    let edges: Vec<(u32, u32)> = (0..m)
        .map(|_| (sc.read::<u32>() - 1, sc.read::<u32>() - 1))
        .collect();
    let queries: Vec<(u32, u32)> = (0..q)
        .map(|_| (sc.read::<u32>() - 1, sc.read::<u32>() - 1))
        .collect();
    for answer in answers(n, &edges, &queries) {
        out.put(match answer {
            Outcome::Win => "1",
            Outcome::Lose => "-1",
            Outcome::Draw => "0",
        })
        .ln();
    }
}

fn answers(n: usize, edges: &[(u32, u32)], queries: &[(u32, u32)]) -> Vec<Outcome> {
    let mut ends: Vec<u32> = queries.iter().map(|&(_, e)| e).collect();
    ends.sort_unstable();
    ends.dedup();
    let mut analysis = Analysis::new(n, edges);
    let mut result = vec![Outcome::Draw; queries.len()];
    let end_index: Vec<usize> = queries
        .iter()
        .map(|&(_, e)| ends.binary_search(&e).expect("every end is listed"))
        .collect();
    for (batch, batch_ends) in ends.chunks(64).enumerate() {
        // (query, bit of its end) for the queries of this batch.
        let asked: Vec<(usize, u32)> = (0..queries.len())
            .filter(|&i| end_index[i] / 64 == batch)
            .map(|i| (i, (end_index[i] % 64) as u32))
            .collect();
        let starts: Vec<(u32, u32)> = asked.iter().map(|&(i, bit)| (queries[i].0, bit)).collect();
        analysis.run(batch_ends, &starts);
        for (i, bit) in asked {
            let start = queries[i].0 as usize;
            result[i] = if analysis.won[start] >> bit & 1 == 1 {
                Outcome::Win
            } else if analysis.lost[start] >> bit & 1 == 1 {
                Outcome::Lose
            } else {
                Outcome::Draw
            };
        }
    }
    result
}

struct Analysis {
    pred_start: Vec<u32>,
    preds: Vec<u32>,
    rank: Vec<u32>,
    by_rank: Vec<u32>,
    plane_start: Vec<u32>,
    planes: Vec<u64>,
    initial_planes: Vec<u64>,
    won: Vec<u64>,
    lost: Vec<u64>,
    new_won: Vec<u64>,
    new_lost: Vec<u64>,
    wanted: Vec<u64>,
    queued: Vec<bool>,
    heap: BinaryHeap<Reverse<u32>>,
}

impl Analysis {
    fn new(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut out_degree = vec![0u32; n];
        let mut pred_start = vec![0u32; n + 1];
        for &(from, to) in edges {
            out_degree[from as usize] += 1;
            pred_start[to as usize + 1] += 1;
        }
        for v in 0..n {
            pred_start[v + 1] += pred_start[v];
        }
        let mut fill = pred_start.clone();
        let mut preds = vec![0u32; edges.len()];
        for &(from, to) in edges {
            preds[fill[to as usize] as usize] = from;
            fill[to as usize] += 1;
        }
        let mut plane_start = vec![0u32; n + 1];
        let mut initial_planes = Vec::new();
        for v in 0..n {
            let degree = out_degree[v];
            let bits = u32::BITS - degree.leading_zeros();
            initial_planes.extend((0..bits).map(|j| if degree >> j & 1 == 1 { !0 } else { 0 }));
            plane_start[v + 1] = initial_planes.len() as u32;
        }
        let by_rank = postorder(n, edges, &out_degree);
        let mut rank = vec![0u32; n];
        for (r, &v) in by_rank.iter().enumerate() {
            rank[v as usize] = r as u32;
        }
        Analysis {
            pred_start,
            preds,
            rank,
            by_rank,
            plane_start,
            planes: initial_planes.clone(),
            initial_planes,
            won: vec![0; n],
            lost: vec![0; n],
            new_won: vec![0; n],
            new_lost: vec![0; n],
            wanted: vec![0; n],
            queued: vec![false; n],
            heap: BinaryHeap::new(),
        }
    }

    fn run(&mut self, ends: &[u32], starts: &[(u32, u32)]) {
        self.planes.copy_from_slice(&self.initial_planes);
        self.won.fill(0);
        self.lost.fill(0);
        self.new_won.fill(0);
        self.new_lost.fill(0);
        self.wanted.fill(0);
        self.queued.fill(false);
        self.heap.clear();
        let mut pending = 0;
        for &(s, bit) in starts {
            if self.wanted[s as usize] >> bit & 1 == 0 {
                self.wanted[s as usize] |= 1 << bit;
                pending += 1;
            }
        }
        let n = self.won.len();
        for v in 0..n {
            if self.plane_start[v] == self.plane_start[v + 1] {
                // No move at all: lost whatever the end.
                pending -= self.gain(v, 0, !0);
            }
        }
        for (bit, &e) in ends.iter().enumerate() {
            pending -= self.gain(e as usize, 0, (1 << bit) & !self.lost[e as usize]);
        }
        while pending > 0 {
            let Some(Reverse(r)) = self.heap.pop() else {
                break;
            };
            let x = self.by_rank[r as usize] as usize;
            self.queued[x] = false;
            let (x_won, x_lost) = (self.new_won[x], self.new_lost[x]);
            self.new_won[x] = 0;
            self.new_lost[x] = 0;
            for i in self.pred_start[x] as usize..self.pred_start[x + 1] as usize {
                let y = self.preds[i] as usize;
                let decided = self.won[y] | self.lost[y];
                // A move into a vertex lost for end t wins for end t.
                let wins = x_lost & !decided;
                // The last open move into won vertices loses.
                let loses = if x_won != 0 {
                    self.count_down(y, x_won) & !decided
                } else {
                    0
                };
                if wins | loses != 0 {
                    pending -= self.gain(y, wins, loses);
                }
            }
        }
    }

    fn count_down(&mut self, y: usize, mask: u64) -> u64 {
        let planes =
            &mut self.planes[self.plane_start[y] as usize..self.plane_start[y + 1] as usize];
        let mut borrow = mask;
        for plane in planes.iter_mut() {
            let old = *plane;
            *plane = old ^ borrow;
            borrow &= !old;
            if borrow == 0 {
                break;
            }
        }
        mask & !planes.iter().fold(0, |any, &plane| any | plane)
    }

    fn gain(&mut self, v: usize, won: u64, lost: u64) -> usize {
        self.won[v] |= won;
        self.lost[v] |= lost;
        self.new_won[v] |= won;
        self.new_lost[v] |= lost;
        if !self.queued[v] {
            self.queued[v] = true;
            self.heap.push(Reverse(self.rank[v]));
        }
        let decided = (won | lost) & self.wanted[v];
        self.wanted[v] &= !decided;
        decided.count_ones() as usize
    }
}

fn postorder(n: usize, edges: &[(u32, u32)], out_degree: &[u32]) -> Vec<u32> {
    let mut succ_start = vec![0u32; n + 1];
    for v in 0..n {
        succ_start[v + 1] = succ_start[v] + out_degree[v];
    }
    let mut fill = succ_start.clone();
    let mut succs = vec![0u32; edges.len()];
    for &(from, to) in edges {
        succs[fill[from as usize] as usize] = to;
        fill[from as usize] += 1;
    }
    let mut order = Vec::with_capacity(n);
    let mut visited = vec![false; n];
    // Stack of (vertex, index of its next out-edge).
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for root in 0..n {
        if visited[root] {
            continue;
        }
        visited[root] = true;
        stack.push((root as u32, succ_start[root]));
        while let Some(top) = stack.last_mut() {
            let (v, next) = *top;
            if next == succ_start[v as usize + 1] {
                order.push(v);
                stack.pop();
                continue;
            }
            top.1 += 1;
            let w = succs[next as usize] as usize;
            if !visited[w] {
                visited[w] = true;
                stack.push((w as u32, succ_start[w]));
            }
        }
    }
    order
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
