//! p6560-time-flow: [SBCOI2020] Time Flow (Luogu P6560)
//!
//! Idea: moving onto e wins means standing on e loses: retrograde analysis with e's out-edges cut,
//! run for 64 ends at once with won/lost bit masks and bit-sliced open-move counters.
//!
//! Complexity: O((n + m) log(max out-degree) + n log n) per 64 ends on DAGs; O(n + m) memory.
//!
//! A token on a directed graph; players alternately move it along an edge; whoever moves it
//! onto the round's end vertex e wins, whoever cannot move loses, endless play is a draw.
//! "Moving onto e wins" is "standing on e loses", so a round is the plain game on the graph with
//! e's out-edges ignored, solved by retrograde analysis on the reversed graph: sinks and e are
//! lost, a vertex with a lost successor is won, a vertex whose successors are all won is lost
//! (count down its open moves), the rest are draws. The labels do not depend on the order in
//! which decided vertices are processed, so instead of one analysis per query, 64 distinct ends
//! are analysed at once: bit t of a vertex's won / lost masks is its label when the end is
//! e_t, "some successor lost" is an OR of masks, and the 64 open-move counters of a vertex are
//! kept bit-sliced (plane j holds bit j of all 64 counters), so one edge costs a few word
//! operations for all 64 ends. Vertices are processed in DFS postorder (successors first): on
//! an acyclic graph each vertex is then handled once per batch, with its final masks; on
//! cycles a vertex is handled again whenever its masks grow (at most 128 times per batch,
//! where 64 separate analyses handle it up to 64 times). A batch stops as soon as every start
//! it was asked about is decided.
//! On cycles the edge part of the time bound is at most 128 times larger.

use fastio::{Scanner, Writer};
use games::Outcome;
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

/// Outcome for the first player of each (start, end) query.
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

/// Retrograde analysis for up to 64 ends at once; bit t of each mask belongs to end t.
struct Analysis {
    /// Predecessors of v: `preds[pred_start[v]..pred_start[v + 1]]` (one per edge).
    pred_start: Vec<u32>,
    preds: Vec<u32>,
    /// Position of each vertex in DFS postorder of the graph, and the vertex at each position.
    rank: Vec<u32>,
    by_rank: Vec<u32>,
    /// Counter planes of v: `planes[plane_start[v]..plane_start[v + 1]]`, plane j holding bit
    /// j of the 64 counts of moves not yet known to lead into a won vertex.
    plane_start: Vec<u32>,
    planes: Vec<u64>,
    /// The planes before any move is decided: every count equals the out-degree.
    initial_planes: Vec<u64>,
    won: Vec<u64>,
    lost: Vec<u64>,
    /// Bits gained since the vertex was last processed.
    new_won: Vec<u64>,
    new_lost: Vec<u64>,
    /// Bits of the ends for which the vertex is a start still undecided.
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

    /// Labels every vertex for the ends `ends` (bit t for `ends[t]`), stopping once every
    /// (start, bit) of `starts` is decided.
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

    /// Subtracts one from the counts of y at the bits of `mask`; returns the bits of `mask`
    /// whose count reached zero.
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

    /// Records new won / lost bits of v and queues it; returns how many wanted (start, bit)
    /// pairs this decides.
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

/// The vertices in DFS postorder (every vertex after all the vertices it reaches, when the
/// graph is acyclic), by an iterative DFS over the out-edges.
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, VecDeque};
    use testkit::Rng;

    #[test]
    fn sample_and_edge_cases() {
        testkit::check_case_files(env!("CARGO_PKG_NAME"), solve);
    }

    #[derive(Clone, Copy, PartialEq)]
    enum Value {
        Win,
        Unknown,
        Lose,
    }

    /// Brute force, straight from the rules (the reference the cross-check trusts).
    ///
    /// Value for the player to move at `v` (≠ end) looking `plies` moves ahead: no move →
    /// lose; a move onto `end` → win; out of look-ahead → unknown; otherwise the best of the
    /// opponent's values turned around (win > unknown > lose).
    fn value(
        out: &[Vec<usize>],
        end: usize,
        v: usize,
        plies: usize,
        memo: &mut HashMap<(usize, usize), Value>,
    ) -> Value {
        if out[v].is_empty() {
            return Value::Lose;
        }
        if out[v].contains(&end) {
            return Value::Win;
        }
        if plies == 0 {
            return Value::Unknown;
        }
        if let Some(&known) = memo.get(&(v, plies)) {
            return known;
        }
        let theirs: Vec<Value> = out[v]
            .iter()
            .map(|&w| value(out, end, w, plies - 1, memo))
            .collect();
        let mine = if theirs.contains(&Value::Lose) {
            Value::Win
        } else if theirs.contains(&Value::Unknown) {
            Value::Unknown
        } else {
            Value::Lose
        };
        memo.insert((v, plies), mine);
        mine
    }

    fn random_graph(rng: &mut Rng, n: usize, m: usize) -> Vec<(usize, usize)> {
        (0..m)
            .map(|_| (rng.below(n as u64) as usize, rng.below(n as u64) as usize))
            .collect()
    }

    fn random_queries(rng: &mut Rng, n: usize, q: usize) -> Vec<(usize, usize)> {
        (0..q)
            .map(|_| {
                let s = rng.below(n as u64) as usize;
                let e = (s + rng.range_usize(1, n - 1)) % n;
                (s, e)
            })
            .collect()
    }

    fn input_text(n: usize, edges: &[(usize, usize)], queries: &[(usize, usize)]) -> String {
        let mut text = format!("{n} {} {}\n", edges.len(), queries.len());
        for &(a, b) in edges.iter().chain(queries) {
            text += &format!("{} {}\n", a + 1, b + 1);
        }
        text
    }

    fn words(values: impl Iterator<Item = i32>) -> String {
        values.map(|v| format!("{v}\n")).collect()
    }

    #[test]
    fn matches_depth_limited_minimax_on_tiny_graphs() {
        testkit::cross_check("p6560-time-flow", 1000, 0x6560, solve, |rng: &mut Rng| {
            let n = rng.range_usize(2, 6);
            let m = rng.range_usize(1, 9);
            let edges = random_graph(rng, n, m);
            let q = rng.range_usize(1, 8);
            let queries = random_queries(rng, n, q);
            let mut out = vec![Vec::new(); n];
            for &(a, b) in &edges {
                out[a].push(b);
            }
            let expected = words(queries.iter().map(|&(s, e)| {
                match value(&out, e, s, 2 * n + 2, &mut HashMap::new()) {
                    Value::Win => 1,
                    Value::Lose => -1,
                    Value::Unknown => 0,
                }
            }));
            (input_text(n, &edges, &queries), expected)
        });
    }

    /// The seed's method: one fresh retrograde analysis per query (sinks and the end lost).
    fn per_query(n: usize, edges: &[(usize, usize)], s: usize, e: usize) -> i32 {
        let mut open = vec![0usize; n];
        let mut preds = vec![Vec::new(); n];
        for &(a, b) in edges {
            open[a] += 1;
            preds[b].push(a);
        }
        let mut label = vec![0i32; n];
        let mut queue = VecDeque::new();
        for v in 0..n {
            if open[v] == 0 || v == e {
                label[v] = -1;
                queue.push_back(v);
            }
        }
        while let Some(x) = queue.pop_front() {
            for &y in &preds[x] {
                if label[y] != 0 {
                    continue;
                }
                open[y] -= 1;
                if label[x] == -1 {
                    label[y] = 1;
                    queue.push_back(y);
                } else if open[y] == 0 {
                    label[y] = -1;
                    queue.push_back(y);
                }
            }
        }
        label[s]
    }

    #[test]
    fn agrees_with_one_analysis_per_query_on_medium_graphs() {
        testkit::cross_check(
            "p6560-time-flow/per-query",
            300,
            0x65600,
            solve,
            |rng: &mut Rng| {
                // Up to 200 vertices and 150 queries: several batches of 64 ends.
                let n = rng.range_usize(2, 200);
                let m = rng.range_usize(1, 3 * n);
                // Mostly forward edges, so that wins and losses are common, not only draws.
                let back = rng.range_u64(0, 30);
                let edges: Vec<(usize, usize)> = random_graph(rng, n, m)
                    .into_iter()
                    .map(|(a, b)| {
                        if (a > b) != rng.chance(back, 100) {
                            (b, a)
                        } else {
                            (a, b)
                        }
                    })
                    .collect();
                let q = rng.range_usize(1, 150);
                let mut queries = random_queries(rng, n, q);
                // Repeat some ends so that groups hold several starts.
                for i in 1..queries.len() {
                    if rng.chance(1, 2) {
                        let e = queries[i - 1].1;
                        if queries[i].0 != e {
                            queries[i].1 = e;
                        }
                    }
                }
                let expected = words(queries.iter().map(|&(s, e)| per_query(n, &edges, s, e)));
                (input_text(n, &edges, &queries), expected)
            },
        );
    }
}
