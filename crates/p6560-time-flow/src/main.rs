//! p6560-time-flow: [SBCOI2020] Time Flow (Luogu P6560)
//!
//! A token on a directed graph; players alternately move it along an edge; whoever moves it
//! onto the round's end vertex e wins, whoever cannot move loses, endless play is a draw.
//! "Moving onto e wins" is "standing on e loses", so a round is the plain game on the graph with
//! e's out-edges removed, solved by retrograde analysis on the reversed graph (sinks and e are
//! lost, a vertex with a lost successor is won, a vertex all of whose successors are won is
//! lost, the rest are draws). Rather than one analysis per query, analyse the graph once
//! without any end (the base) and group the queries by end:
//! - e lost in the base: cutting its out-edges changes nothing, since e was lost anyway;
//!   answer from the base.
//! - e a draw in the base: no base win or loss relies on e, so they all stay; continue the base
//!   analysis with e marked lost and only the vertices that change are touched.
//! - e won in the base: one fresh analysis for the group, stopped as soon as all its starts
//!   are labelled.
//!
//! Complexity: O(n + m) for the base, then per distinct end: O(1) per query (lost), O(n) plus
//! the newly labelled part (draw), at most O(n + m) (won); O(n + m + q) memory.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
    Draw,
}

/// Per-vertex state of an analysis: the number of moves not yet known to lead into a won
/// vertex, or one of these two labels.
const WON: u32 = u32::MAX - 1;
const LOST: u32 = u32::MAX;

fn outcome(state: u32) -> Outcome {
    match state {
        WON => Outcome::Win,
        LOST => Outcome::Lose,
        _ => Outcome::Draw,
    }
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

/// Outcome for the first player of each (start, end) query.
fn answers(n: usize, edges: &[(u32, u32)], queries: &[(u32, u32)]) -> Vec<Outcome> {
    let mut analysis = Retrograde::new(n, edges);
    analysis.restart();
    analysis.run(&[]);
    let base = analysis.state.clone();

    let mut by_end: Vec<usize> = (0..queries.len()).collect();
    by_end.sort_unstable_by_key(|&i| queries[i].1);
    let mut result = vec![Outcome::Draw; queries.len()];
    for group in by_end.chunk_by(|&i, &j| queries[i].1 == queries[j].1) {
        let end = queries[group[0]].1 as usize;
        let mut starts: Vec<u32> = group.iter().map(|&i| queries[i].0).collect();
        starts.sort_unstable();
        starts.dedup();
        let labels = match outcome(base[end]) {
            Outcome::Lose => &base,
            Outcome::Draw => {
                analysis.state.copy_from_slice(&base);
                analysis.queue.clear();
                analysis.label(end, LOST);
                analysis.run(&starts);
                &analysis.state
            }
            Outcome::Win => {
                analysis.restart();
                analysis.label(end, LOST);
                analysis.run(&starts);
                &analysis.state
            }
        };
        for &i in group {
            result[i] = outcome(labels[queries[i].0 as usize]);
        }
    }
    result
}

/// Retrograde analysis on the reversed graph, reusable across ends.
struct Retrograde {
    /// Out-degree of each vertex, sinks already `LOST`: the state before any propagation.
    initial: Vec<u32>,
    sinks: Vec<u32>,
    /// Predecessors of v: `preds[pred_start[v]..pred_start[v + 1]]` (one per edge).
    pred_start: Vec<u32>,
    preds: Vec<u32>,
    state: Vec<u32>,
    queue: Vec<u32>,
    /// `wanted[v] == round` marks the starts still unlabelled in this round.
    wanted: Vec<u32>,
    round: u32,
}

impl Retrograde {
    fn new(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut initial = vec![0u32; n];
        let mut pred_start = vec![0u32; n + 1];
        for &(from, to) in edges {
            initial[from as usize] += 1;
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
        let sinks: Vec<u32> = (0..n as u32)
            .filter(|&v| initial[v as usize] == 0)
            .collect();
        for &v in &sinks {
            initial[v as usize] = LOST;
        }
        Retrograde {
            state: initial.clone(),
            initial,
            sinks,
            pred_start,
            preds,
            queue: Vec::with_capacity(n),
            wanted: vec![0; n],
            round: 0,
        }
    }

    /// Back to the state with only the sinks labelled (lost) and queued.
    fn restart(&mut self) {
        self.state.copy_from_slice(&self.initial);
        self.queue.clear();
        self.queue.extend_from_slice(&self.sinks);
    }

    fn label(&mut self, v: usize, label: u32) {
        self.state[v] = label;
        self.queue.push(v as u32);
    }

    /// Propagates the queued labels; stops early once every vertex of `starts` is labelled
    /// (never early when `starts` is empty).
    fn run(&mut self, starts: &[u32]) {
        self.round += 1;
        let mut pending = 0;
        for &s in starts {
            if self.state[s as usize] < WON {
                self.wanted[s as usize] = self.round;
                pending += 1;
            }
        }
        if !starts.is_empty() && pending == 0 {
            return;
        }
        let mut head = 0;
        while head < self.queue.len() {
            let x = self.queue[head] as usize;
            head += 1;
            let x_lost = self.state[x] == LOST;
            let range = self.pred_start[x] as usize..self.pred_start[x + 1] as usize;
            for &y in &self.preds[range] {
                let y = y as usize;
                let open = self.state[y];
                if open >= WON {
                    continue;
                }
                // A move into a lost vertex wins; the last move into a won vertex loses.
                let label = if x_lost {
                    WON
                } else if open == 1 {
                    LOST
                } else {
                    self.state[y] = open - 1;
                    continue;
                };
                self.state[y] = label;
                self.queue.push(y as u32);
                if self.wanted[y] == self.round {
                    pending -= 1;
                    if pending == 0 {
                        return;
                    }
                }
            }
        }
    }
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
                let n = rng.range_usize(2, 60);
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
                let q = rng.range_usize(1, 30);
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
