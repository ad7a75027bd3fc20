// p6560-time-flow: [SBCOI2020] Time Flow (Luogu P6560)
// Idea: moving onto e wins means standing on e loses: retrograde analysis with e's out-edges cut,
// run for 64 ends at once with won/lost bit masks and bit-sliced open-move counters.
// Complexity: O((n + m) log(max out-degree) + n log n) per 64 ends on DAGs; O(n + m) memory.
// Bundled from crates/p6560-time-flow with fastio by gamebook's bundler: edit the crate, then `make submit P=p6560-time-flow`.

use crate::fastio::{Scanner, Writer};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
    Draw,
}

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
