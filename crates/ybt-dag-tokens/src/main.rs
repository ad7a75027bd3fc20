//! ybt-dag-tokens: 移棋子游戏, tokens on a DAG (LibreOJ 10243, 一本通 6.7 例 3; AcWing 1319)
//!
//! Idea: the tokens are independent games, so the first player wins iff the XOR of their Grundy
//! values is non-zero; sg(v) = mex{ sg(w) : v -> w } is computed sinks first without recursion.
//!
//! Complexity: O(N + M + K).
//!
//! K tokens sit on the nodes of a DAG; a move slides one token along an outgoing edge; whoever
//! cannot move loses. The tokens never interact, so the game is the sum of K one-token games and
//! (Sprague-Grundy) the first player wins iff the XOR of their Grundy values is non-zero, where
//! sg(v) = mex{ sg(w) : v -> w } and a sink has sg 0. Nodes are finished sinks first (Kahn's
//! order on out-degrees over the reversed edges), so no recursion is needed.

use fastio::{Scanner, Writer};
use std::io::Write;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Outcome {
    Win,
    Lose,
}

fn solve<W: Write>(sc: &mut Scanner, out: &mut Writer<W>) {
    let nodes: usize = sc.read();
    let edge_count: usize = sc.read();
    let tokens: usize = sc.read();
    let edges: Vec<(usize, usize)> = (0..edge_count)
        .map(|_| (sc.read::<usize>() - 1, sc.read::<usize>() - 1))
        .collect();
    let grundy = grundy_values(nodes, &edges);
    let nim_sum = (0..tokens).fold(0, |acc, _| acc ^ grundy[sc.read::<usize>() - 1]);
    let outcome = if nim_sum != 0 {
        Outcome::Win
    } else {
        Outcome::Lose
    };
    out.put(match outcome {
        Outcome::Win => "win",
        Outcome::Lose => "lose",
    })
    .ln();
}

/// Adjacency lists in one array: the neighbours of `v` are `targets[start[v]..start[v + 1]]`.
struct Lists {
    start: Vec<usize>,
    targets: Vec<usize>,
}

impl Lists {
    fn new(nodes: usize, pairs: impl Iterator<Item = (usize, usize)> + Clone) -> Lists {
        let mut start = vec![0; nodes + 1];
        for (from, _) in pairs.clone() {
            start[from + 1] += 1;
        }
        for v in 0..nodes {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut targets = vec![0; start[nodes]];
        for (from, to) in pairs {
            targets[fill[from]] = to;
            fill[from] += 1;
        }
        Lists { start, targets }
    }

    fn of(&self, v: usize) -> &[usize] {
        &self.targets[self.start[v]..self.start[v + 1]]
    }
}

/// sg(v) = mex of the successors' values, computed sinks first: a node is finished once all
/// its successors are (its count of unfinished successors drops to 0).
fn grundy_values(nodes: usize, edges: &[(usize, usize)]) -> Vec<u32> {
    let successors = Lists::new(nodes, edges.iter().copied());
    let predecessors = Lists::new(nodes, edges.iter().map(|&(from, to)| (to, from)));
    let mut unfinished: Vec<usize> = (0..nodes).map(|v| successors.of(v).len()).collect();
    let mut ready: Vec<usize> = (0..nodes).filter(|&v| unfinished[v] == 0).collect();
    let mut grundy = vec![0u32; nodes];
    // seen[g] == v + 1 marks value g as reachable from v (stamps avoid clearing it).
    let mut seen = vec![0usize; nodes + 1];
    while let Some(v) = ready.pop() {
        grundy[v] = mex(
            successors.of(v).iter().map(|&w| grundy[w]),
            &mut seen,
            v + 1,
        );
        for &u in predecessors.of(v) {
            unfinished[u] -= 1;
            if unfinished[u] == 0 {
                ready.push(u);
            }
        }
    }
    grundy
}

/// Smallest value not in `values`. `seen` must be longer than every value (Grundy values on
/// N nodes are below N); slots equal to `stamp`, unique per call, mark the values present.
fn mex(values: impl Iterator<Item = u32>, seen: &mut [usize], stamp: usize) -> u32 {
    for value in values {
        seen[value as usize] = stamp;
    }
    let mut smallest_missing = 0;
    while seen[smallest_missing] == stamp {
        smallest_missing += 1;
    }
    smallest_missing as u32
}

fn main() {
    let mut out = Writer::stdout();
    solve(&mut Scanner::stdin(), &mut out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;
    use testkit::Rng;

    #[test]
    fn sample_and_edge_cases() {
        testkit::check_case_files(env!("CARGO_PKG_NAME"), solve);
    }

    /// Whether the player to move wins, straight from the rules: slide one token along one
    /// edge and leave a lost position. Positions are sorted token lists, memoised.
    fn player_to_move_wins(
        tokens: &[usize],
        edges: &[(usize, usize)],
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let mut key = tokens.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut wins = false;
        for i in 0..key.len() {
            for &(from, to) in edges {
                if from == key[i] {
                    let mut next = key.clone();
                    next[i] = to;
                    if !player_to_move_wins(&next, edges, memo) {
                        wins = true;
                    }
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn matches_brute_force_on_tiny_dags() {
        testkit::cross_check("ybt-dag-tokens", 500, 0x10243, solve, |rng: &mut Rng| {
            let nodes = rng.range_usize(1, 6);
            // Edges go from a smaller to a larger label, so the graph is acyclic; duplicates
            // are allowed; the labels are then shuffled so the order is not the input order.
            let mut label: Vec<usize> = (1..=nodes).collect();
            rng.shuffle(&mut label);
            let mut edges = Vec::new();
            for _ in 0..rng.range_usize(0, 10) {
                let a = rng.range_usize(0, nodes - 1);
                let b = rng.range_usize(0, nodes - 1);
                if a < b {
                    edges.push((label[a], label[b]));
                }
            }
            let tokens: Vec<usize> = (0..rng.range_usize(1, 3))
                .map(|_| rng.range_usize(1, nodes))
                .collect();
            let mut input = format!("{nodes} {} {}\n", edges.len(), tokens.len());
            for (from, to) in &edges {
                input += &format!("{from} {to}\n");
            }
            let words: Vec<String> = tokens.iter().map(usize::to_string).collect();
            input += &format!("{}\n", words.join(" "));
            let wins = player_to_move_wins(&tokens, &edges, &mut HashMap::new());
            (input, if wins { "win\n" } else { "lose\n" }.to_string())
        });
    }
}
