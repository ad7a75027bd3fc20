// abc209e-shiritori: Shiritori (AtCoder ABC209 E)
// Idea: only the last three letters matter: words are edges between 52^3 nodes, labelled won/lost
// backwards from the dead ends; never labelled means draw; a word wins iff its end node is lost.
// Complexity: O(N + 52^3) time and memory.
// Bundled from crates/abc209e-shiritori with fastio, games by gamebook's bundler: edit the crate, then `make submit P=abc209e-shiritori`.

use crate::fastio::{Scanner, Writer};
use crate::games::{Digraph, Outcome};
use std::io::Write;

const NODES: usize = 52 * 52 * 52;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let n: usize = sc.read();
    let edges: Vec<(u32, u32)> = (0..n)
        .map(|_| {
            let word = sc.token();
            (node(&word[..3]), node(&word[word.len() - 3..]))
        })
        .collect();
    // Retrograde analysis walks the edges backwards, so it is given the predecessor lists.
    let predecessors = Digraph::from_edges(
        NODES,
        edges.iter().map(|&(from, to)| (to as usize, from as usize)),
    );
    let solved = crate::games::retrograde_reversed(&predecessors, |_| Outcome::Lose);
    for &(_, last) in &edges {
        // Aoki is to move at `last`.
        out.put(match solved.outcome[last as usize] {
            Outcome::Lose => "Takahashi",
            Outcome::Win => "Aoki",
            Outcome::Draw => "Draw",
        })
        .ln();
    }
}

fn node(letters: &[u8]) -> u32 {
    letters.iter().fold(0, |id, &c| {
        let digit = if c.is_ascii_lowercase() {
            c - b'a'
        } else {
            c - b'A' + 26
        };
        id * 52 + digit as u32
    })
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

mod games {

    use std::fmt::Debug;
    use std::hash::Hash;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Outcome {
        Win,
        Lose,
        Draw,
    }

    // ---------------------------------------------------------------------------------------------
    // mex

    // ---------------------------------------------------------------------------------------------
    // Nim

    // ---------------------------------------------------------------------------------------------
    // Subtraction games and periods

    // ---------------------------------------------------------------------------------------------
    // Explicit graphs

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Digraph {
        offsets: Vec<u32>,
        targets: Vec<u32>,
    }

    impl Digraph {
        pub fn from_edges<I, E>(n: usize, edges: I) -> Digraph
        where
            I: IntoIterator<Item = E>,
            I::IntoIter: Clone,
            E: std::borrow::Borrow<(usize, usize)>,
        {
            assert!(n < u32::MAX as usize, "Digraph: {n} vertices");
            let edges = edges.into_iter();
            let mut offsets = vec![0u32; n + 1];
            for edge in edges.clone() {
                let (from, to) = *edge.borrow();
                assert!(
                    from < n && to < n,
                    "Digraph::from_edges: edge ({from}, {to}) with {n} vertices"
                );
                offsets[from + 1] += 1;
            }
            for v in 0..n {
                offsets[v + 1] += offsets[v];
            }
            let mut fill = offsets.clone();
            let mut targets = vec![0u32; offsets[n] as usize];
            for edge in edges {
                let (from, to) = *edge.borrow();
                targets[fill[from] as usize] = to as u32;
                fill[from] += 1;
            }
            Digraph { offsets, targets }
        }

        pub fn len(&self) -> usize {
            self.offsets.len() - 1
        }

        pub fn successors(&self, v: usize) -> &[u32] {
            &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
        }

    }

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Outcomes {
        pub outcome: Vec<Outcome>,
        pub length: Vec<u32>,
    }

    pub fn retrograde_reversed<F: FnMut(usize) -> Outcome>(
        predecessors: &Digraph,
        mut terminal: F,
    ) -> Outcomes {
        let n = predecessors.len();
        let mut outcome = vec![Outcome::Draw; n];
        let mut length = vec![0u32; n];
        // Moves of each vertex not yet known to lead into a won vertex.
        let mut open = vec![0u32; n];
        for &y in &predecessors.targets {
            open[y as usize] += 1;
        }
        let mut queue: Vec<u32> = Vec::with_capacity(n);
        for v in 0..n {
            if open[v] == 0 {
                outcome[v] = terminal(v);
                if outcome[v] != Outcome::Draw {
                    queue.push(v as u32);
                }
            }
        }
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            let x = x as usize;
            let x_lost = outcome[x] == Outcome::Lose;
            for &y in predecessors.successors(x) {
                let y = y as usize;
                if outcome[y] != Outcome::Draw {
                    continue;
                }
                if x_lost {
                    outcome[y] = Outcome::Win;
                } else {
                    open[y] -= 1;
                    if open[y] > 0 {
                        continue;
                    }
                    outcome[y] = Outcome::Lose;
                }
                length[y] = length[x] + 1;
                queue.push(y as u32);
            }
        }
        Outcomes { outcome, length }
    }

    // ---------------------------------------------------------------------------------------------
    // Small implicit games

}
